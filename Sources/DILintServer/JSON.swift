import DILintRules

/// A JSON value the server writes: members keep the order they are given in, numbers are
/// integers (all LSP needs besides ids echoed back, which may be fractional).
public indirect enum JSON: Equatable, Sendable {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    public static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.array(let x), .array(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }

    /// The value as compact JSON text (RFC 8259; strings escaped, non-ASCII kept as UTF-8).
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        write(to: &out)
        return out
    }

    func write(to out: inout [UInt8]) {
        switch self {
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .string(let text): Self.writeString(text, to: &out)
        case .int(let value): out += Array(String(value).utf8)
        case .double(let value):
            out += Array((value.isFinite ? (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)) : "null").utf8)
        case .bool(let value): out += Array((value ? "true" : "false").utf8)
        case .null: out += Array("null".utf8)
        }
    }

    static func writeString(_ text: String, to out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20: out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A value read by `JSONParser`, converted (for echoing ids and test assertions).
    public init(_ value: JSONValue) {
        switch value {
        case .object(let members, _): self = .object(members.map { ($0.key, JSON($0.value)) })
        case .array(let items, _): self = .array(items.map(JSON.init))
        case .string(let text, _): self = .string(text)
        case .number(let number, _):
            self = number == number.rounded() && abs(number) < 1e15 ? .int(Int(number)) : .double(number)
        case .bool(let flag, _): self = .bool(flag)
        case .null: self = .null
        }
    }
}

/// Reading the fields of a parsed message.
extension JSONValue {
    /// The member `key` of an object; nil for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members, _) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var string: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    /// A number that is a whole number fitting an `Int`.
    public var int: Int? {
        if case .number(let value, _) = self, value == value.rounded(), abs(value) < 9e15 { return Int(value) }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let flag, _) = self { return flag }
        return nil
    }

    public var array: [JSONValue]? {
        if case .array(let items, _) = self { return items }
        return nil
    }

    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
