/// Every escaping dilint's reports need, in one tested place (Tests/DILintReportTests/
/// EscapingTests.swift). JSON text is escaped by `PrettyJSONEncoder`, which every JSON output uses.
public enum Escaping {
    /// Text on one line: line breaks become spaces, other control characters are dropped.
    public static func singleLine(_ text: String) -> String {
        mapScalars(text) { scalar in
            switch scalar {
            case "\n", "\r": return " "
            case "\t": return nil
            default: return scalar.value < 0x20 || scalar.value == 0x7F ? "" : nil
            }
        }
    }

    /// The message of a workflow command (`::warning …::<data>`), as `@actions/core` escapes
    /// it: `%` → `%25`, CR → `%0D`, LF → `%0A`. The runner turns them back, so a message
    /// keeps its line breaks.
    public static func gitHubData(_ text: String) -> String {
        mapScalars(text, gitHubDataEscape)
    }

    /// A property value of a workflow command (`file=<value>,title=<value>`): the data
    /// escapes plus `:` → `%3A` and `,` → `%2C`, which would otherwise end the value.
    public static func gitHubProperty(_ text: String) -> String {
        mapScalars(text) { scalar in
            switch scalar {
            case ":": return "%3A"
            case ",": return "%2C"
            default: return gitHubDataEscape(scalar)
            }
        }
    }

    private static func gitHubDataEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "%": return "%25"
        case "\r": return "%0D"
        case "\n": return "%0A"
        default: return nil
        }
    }

    /// An XML 1.0 attribute value (inside `"…"`): `&`, `<`, `>`, `"` and `'` as entities; tab,
    /// LF and CR as character references, so attribute-value normalization keeps them; other
    /// C0 controls and U+FFFE/U+FFFF, which XML 1.0 cannot carry at all, are dropped.
    public static func xmlAttribute(_ text: String) -> String {
        mapScalars(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&apos;"
            case "\t": return "&#9;"
            case "\n": return "&#10;"
            case "\r": return "&#13;"
            default: return scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "" : nil
            }
        }
    }

    /// `text` with each scalar replaced by what `replacement` returns for it (`""` drops it),
    /// or kept where it returns nil.
    private static func mapScalars(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A relative, `/`-separated path as an RFC 3986 relative reference: each UTF-8 byte
    /// outside the unreserved characters, `/` and the sub-delimiters `!$&'()*+,;=@` is
    /// percent-encoded (upper-case hex): space, `%`, `#`, `?`, `:`, `[`, `]`, control
    /// characters and every non-ASCII byte. `:` is always encoded so a first segment never
    /// reads as a scheme. `View+Layout.swift` stays as it is.
    public static func uriPath(_ path: String) -> String {
        percentEncoded(path, keeping: nil)
    }

    /// An absolute folder path as a `file://` URL ending in `/`: `/home/me/My App` →
    /// `file:///home/me/My%20App/`. Backslashes count as separators; a path without a leading
    /// `/` (a Windows drive) gets one. In an absolute path `:` is unambiguous and kept (`/C:/`).
    public static func fileURL(ofDirectory directory: String) -> String {
        var path = String(directory.map { $0 == "\\" ? "/" : $0 })
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        return "file://" + percentEncoded(path, keeping: UInt8(ascii: ":"))
    }

    private static func percentEncoded(_ path: String, keeping extra: UInt8?) -> String {
        var out = ""
        out.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if isURIPathByte(byte) || byte == extra {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
            }
        }
        return out
    }

    private static func isURIPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~/!$&'()*+,;=@".utf8.contains(byte)
        }
    }

    private static func hexDigit(_ value: UInt8) -> String {
        String(Unicode.Scalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10))
    }
}
