import DILintSyntax

/// Writes the tree `PrettyJSONEncoder` built, in `JSONEncoder`'s pretty-printed, sorted-key
/// layout (the contract is on `PrettyJSONEncoder`).
struct JSONTextWriter {
    private(set) var bytes: [UInt8] = []
    private static let keySeparator = Array(" : ".utf8)
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    init() {
        bytes.reserveCapacity(1 << 16)
    }

    mutating func write(_ node: JSONNode, depth: Int) {
        switch node {
        case .string(let string):
            writeString(string)
        case .literal(let text):
            bytes.append(contentsOf: text.utf8)
        case .encoder(let encoder):
            write(encoder.node ?? .object(JSONObject()), depth: depth)
        case .array(let array):
            bytes.append(UInt8(ascii: "["))
            for (position, item) in array.items.enumerated() {
                startElement(isFirst: position == 0, depth: depth + 1)
                write(item, depth: depth + 1)
            }
            endContainer(isEmpty: array.items.isEmpty, depth: depth, closer: UInt8(ascii: "]"))
        case .object(let object):
            bytes.append(UInt8(ascii: "{"))
            let fields = object.fields
            let order = object.writeOrder()
            for position in 0..<(order?.count ?? fields.count) {
                let field = fields[order?[position] ?? position]
                startElement(isFirst: position == 0, depth: depth + 1)
                writeString(field.key)
                bytes.append(contentsOf: Self.keySeparator)
                write(field.value, depth: depth + 1)
            }
            endContainer(isEmpty: fields.isEmpty, depth: depth, closer: UInt8(ascii: "}"))
        }
    }

    private mutating func startElement(isFirst: Bool, depth: Int) {
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
        indent(depth)
    }

    /// `JSONEncoder` leaves an empty line inside an empty container.
    private mutating func endContainer(isEmpty: Bool, depth: Int, closer: UInt8) {
        if isEmpty { bytes.append(UInt8(ascii: "\n")) }
        bytes.append(UInt8(ascii: "\n"))
        indent(depth)
        bytes.append(closer)
    }

    private mutating func indent(_ depth: Int) {
        var count = 2 * depth
        while count > 0 {
            let run = min(count, Self.spaces.count)
            bytes.append(contentsOf: Self.spaces[..<run])
            count -= run
        }
    }

    /// Whether any byte of `word` is below 0x20, `"` or `\`.
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        ByteWord.bytes(below: 0x20, in: word) | ByteWord.bytes(equalTo: UInt8(ascii: "\""), in: word)
            | ByteWord.bytes(equalTo: UInt8(ascii: "\\"), in: word) != 0
    }

    /// Lowercase, as `JSONEncoder` writes them.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// A string in quotes; runs that need no escape are copied whole.
    private mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            var offset = 0
            // Eight bytes at a time while none is a control character, `"` or `\`.
            while offset &+ 8 <= utf8.count {
                if Self.mayNeedEscape(ByteWord.load(utf8.baseAddress! + offset)) { break }
                offset &+= 8
            }
            while offset < utf8.count {
                let byte = utf8[offset]
                offset += 1
                if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<offset - 1]))
                runStart = offset
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
                case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
                default:
                    bytes.append(contentsOf: [
                        UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                        Self.hexDigit(byte >> 4), Self.hexDigit(byte & 0xF),
                    ])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
