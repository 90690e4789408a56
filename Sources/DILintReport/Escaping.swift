/// Every escaping dilint's reports need, in one tested place.
public enum Escaping {
    /// Text on one line: line breaks become spaces, other control characters are dropped.
    public static func singleLine(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r": out.append(" ")
            case "\t": out.append("\t")
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
