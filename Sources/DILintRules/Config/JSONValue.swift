import DILintSyntax

/// A JSON value with where it starts in its file, so configuration errors can name a
/// line and column.
public indirect enum JSONValue: Sendable {
    case object([JSONMember], SourceLocation)
    case array([JSONValue], SourceLocation)
    case string(String, SourceLocation)
    case number(Double, SourceLocation)
    case bool(Bool, SourceLocation)
    case null(SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .object(_, let l), .array(_, let l), .string(_, let l), .number(_, let l), .bool(_, let l), .null(let l):
            return l
        }
    }

    /// `object`, `array`, `string`, `number`, `boolean` or `null`, for error messages.
    public var typeName: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// A key of a JSON object, where it is written, and its value.
public struct JSONMember: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: JSONValue
}

/// A small JSON reader (RFC 8259) that keeps positions. Rejects duplicate keys, trailing
/// commas, comments and nesting deeper than 64 levels, each with the position and what was
/// expected.
public struct JSONParser {
    public struct Failure: Error, Sendable {
        public var location: SourceLocation
        public var message: String
    }

    static let maxDepth = 64
    private let bytes: [UInt8]
    private let lines: LineTable
    private var offset = 0
    private var depth = 0

    public init(_ bytes: [UInt8]) {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        self.bytes = bytes
        self.lines = LineTable(bytes)
        self.offset = start
    }

    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes)
        let value = try parser.value()
        parser.skipWhitespace()
        if parser.offset < bytes.count {
            throw parser.failure("expected end of file after the value")
        }
        return value
    }

    private func location(_ at: Int? = nil) -> SourceLocation {
        lines.location(of: UInt32(min(at ?? offset, bytes.count)))
    }

    private func failure(_ message: String, at: Int? = nil) -> Failure {
        Failure(location: location(at), message: message)
    }

    private var describeCurrent: String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                offset += 1
            default:
                return
            }
        }
    }

    private mutating func value() throws(Failure) -> JSONValue {
        skipWhitespace()
        guard offset < bytes.count else { throw failure("expected a value, found end of file") }
        let start = location()
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            return try object(start)
        case UInt8(ascii: "["):
            return try array(start)
        case UInt8(ascii: "\""):
            return .string(try string(), start)
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true, start)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false, start)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null(start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try number(), start)
        case UInt8(ascii: "/"):
            throw failure("comments are not allowed in JSON")
        default:
            throw failure("expected a value, found \(describeCurrent)")
        }
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maxDepth { throw failure("nesting is deeper than \(Self.maxDepth) levels") }
    }

    private mutating func object(_ start: SourceLocation) throws(Failure) -> JSONValue {
        try enter()
        offset += 1
        var members: [JSONMember] = []
        var seen = Set<String>()
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return .object(members, start)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw failure("expected a key in double quotes, found \(describeCurrent)")
            }
            let keyLocation = location()
            let key = try string()
            if !seen.insert(key).inserted {
                throw Failure(location: keyLocation, message: "duplicate key '\(key)'")
            }
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw failure("expected ':' after the key '\(key)', found \(describeCurrent)")
            }
            offset += 1
            let value = try self.value()
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard offset < bytes.count else { throw failure("expected ',' or '}', found end of file") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                skipWhitespace()
                if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
                    throw failure("trailing comma before '}'")
                }
                continue
            }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                depth -= 1
                return .object(members, start)
            }
            throw failure("expected ',' or '}', found \(describeCurrent)")
        }
    }

    private mutating func array(_ start: SourceLocation) throws(Failure) -> JSONValue {
        try enter()
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return .array(elements, start)
        }
        while true {
            elements.append(try value())
            skipWhitespace()
            guard offset < bytes.count else { throw failure("expected ',' or ']', found end of file") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                skipWhitespace()
                if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
                    throw failure("trailing comma before ']'")
                }
                continue
            }
            if bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                depth -= 1
                return .array(elements, start)
            }
            throw failure("expected ',' or ']', found \(describeCurrent)")
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let n = word.utf8CodeUnitCount
        guard offset + n <= bytes.count,
            (0..<n).allSatisfy({ bytes[offset + $0] == word.utf8Start[$0] })
        else {
            throw failure("expected a value, found \(describeCurrent)")
        }
        offset += n
    }

    private mutating func number() throws(Failure) -> Double {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        func digits() -> Int {
            let from = offset
            while offset < bytes.count && bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9") {
                offset += 1
            }
            return offset - from
        }
        let integerStart = offset
        guard digits() > 0 else { throw failure("expected a digit", at: offset) }
        if bytes[integerStart] == UInt8(ascii: "0") && offset - integerStart > 1 {
            throw failure("numbers cannot have leading zeros", at: integerStart)
        }
        if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw failure("expected a digit after '.'") }
        }
        if offset < bytes.count && (bytes[offset] | 0x20) == UInt8(ascii: "e") {
            offset += 1
            if offset < bytes.count && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")) {
                offset += 1
            }
            guard digits() > 0 else { throw failure("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text) else { throw failure("invalid number", at: start) }
        return value
    }

    private mutating func string() throws(Failure) -> String {
        let quote = offset
        offset += 1
        var out: [UInt8] = []
        while true {
            guard offset < bytes.count else { throw failure("unterminated string", at: quote) }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let text = String(validating: out, as: UTF8.self) else {
                    throw failure("string is not valid UTF-8", at: quote)
                }
                return text
            case UInt8(ascii: "\\"):
                offset += 1
                guard offset < bytes.count else { throw failure("unterminated string", at: quote) }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): out.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "r"): out.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                            bytes[offset + 1] == UInt8(ascii: "u")
                        else {
                            throw failure("unpaired surrogate in \\u escape")
                        }
                        offset += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw failure("invalid surrogate pair") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let value = Unicode.Scalar(scalar) else { throw failure("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(value)).utf8))
                default:
                    throw failure("invalid escape '\\\(Character(Unicode.Scalar(escape)))'", at: offset - 2)
                }
            case 0..<0x20:
                throw failure("control character in string; escape it")
            default:
                out.append(byte)
                offset += 1
            }
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw failure("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("expected four hex digits after \\u")
            }
            value = value * 16 + UInt32(digit)
            offset += 1
        }
        return value
    }
}
