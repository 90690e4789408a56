/// Encodes an `Encodable` value as the JSON text every JSON output of dilint writes (the `json`,
/// `sarif` and `gitlab` formats, baseline files, `rules --format json`, `dump`): byte for byte
/// what Foundation's `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]`, which wrote them before and which the tests compare against
/// (PrettyJSONEncoderTests.swift), with about half the instructions and without loading
/// Foundation (docs/performance.md). The values become a tree (below), which
/// `JSONTextWriter` writes.
///
/// The layout: two spaces a level, `"key" : value`, keys in `String` order (compared as UTF-8
/// bytes, which is the same order for the NFC text of keys), an empty container as its
/// brackets around an empty line (`[\n\n  ]`, the closer at the container's indent).
/// Strings escape `"`, `\`, the control characters (`\b \t \n \f \r`, the others `\u00xx`) and
/// nothing else; numbers are written as Swift prints them, a floating-point value without a
/// trailing `.0`. `Date`, `Data` and `URL` get no special form; dilint's models do not use them.
public struct PrettyJSONEncoder {
    public init() {}

    /// The JSON text of `value`, without a final newline. Throws what `value`'s `encode(to:)`
    /// throws, or `EncodingError.invalidValue` for a floating-point value that is not finite.
    public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = NodeEncoder(codingPath: [])
        try value.encode(to: encoder)
        var writer = JSONTextWriter()
        writer.write(encoder.node ?? .object(JSONObject()), depth: 0)
        return writer.bytes
    }
}

// MARK: - The tree an encoding builds

/// A value being encoded. Containers are classes because `Encoder` hands them out and the
/// caller fills them afterwards; `encoder` stands for a `superEncoder()` filled later still.
enum JSONNode {
    case string(String)
    /// A number, `true`, `false` or `null`, written as it is.
    case literal(String)
    case array(JSONArray)
    case object(JSONObject)
    case encoder(NodeEncoder)
}

final class JSONArray {
    var items: [JSONNode] = []
}

/// Fields in the order they were encoded; the writer sorts them, and of fields encoded twice
/// under one key writes the last, as `JSONEncoder` does.
final class JSONObject {
    private(set) var fields: [(key: String, value: JSONNode)] = []
    /// Each key's first eight UTF-8 bytes as a big-endian number, zero-padded: most keys are
    /// ordered by it alone, so sorting seldom reads the strings.
    private(set) var ranks: [UInt64] = []

    init() {
        fields.reserveCapacity(12)  // a finding's fields, without growing the array four times
        ranks.reserveCapacity(12)
    }

    func append(_ key: String, _ value: JSONNode) {
        var rank: UInt64 = 0
        var shift: UInt64 = 56
        for byte in key.utf8 {
            rank |= UInt64(byte) << shift
            if shift == 0 { break }
            shift &-= 8
        }
        fields.append((key, value))
        ranks.append(rank)
    }

    /// The positions of the fields to write, by key: of fields encoded under one key the last.
    /// Nil when that is every field in the order encoded (no two ranks equal and each above
    /// the one before), as for a model that declares its properties in key order.
    func writeOrder() -> [Int]? {
        let (fields, ranks) = (fields, ranks)
        if zip(ranks, ranks.dropFirst()).allSatisfy({ $0 < $1 }) { return nil }
        var order = Array(fields.indices)
        order.sort { a, b in
            if ranks[a] != ranks[b] { return ranks[a] < ranks[b] }
            let byKey = Self.compare(fields[a].key, fields[b].key)
            return byKey != 0 ? byKey < 0 : a < b
        }
        var written: [Int] = []
        written.reserveCapacity(order.count)
        for (position, index) in order.enumerated() {
            if position + 1 < order.count {
                let next = order[position + 1]
                if ranks[next] == ranks[index] && fields[next].key == fields[index].key { continue }  // encoded again later
            }
            written.append(index)
        }
        return written
    }

    /// Keys in the order of their UTF-8 bytes, which for the NFC text of keys is `String`'s
    /// order (the order `JSONEncoder`'s `.sortedKeys` uses) without its Unicode machinery.
    static func compare(_ a: String, _ b: String) -> Int {
        var (left, right) = (a.utf8.makeIterator(), b.utf8.makeIterator())
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case (let x?, let y?) where x != y: return x < y ? -1 : 1
            default: continue
            }
        }
    }
}

final class NodeEncoder: Encoder, SingleValueEncodingContainer {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// Set by the first container or single value encoded; nil encodes as `{}`, as in `JSONEncoder`.
    var node: JSONNode?

    init(codingPath: [any CodingKey]) {
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object(let object)? = node {
            return KeyedEncodingContainer(KeyedContainer(object: object, codingPath: codingPath))
        }
        let object = JSONObject()
        node = .object(object)
        return KeyedEncodingContainer(KeyedContainer(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array(let array)? = node {
            return UnkeyedContainer(array: array, codingPath: codingPath)
        }
        let array = JSONArray()
        node = .array(array)
        return UnkeyedContainer(array: array, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// The node of a value encoded at `path`.
    static func node<T: Encodable>(of value: T, at path: [any CodingKey]) throws -> JSONNode {
        let encoder = NodeEncoder(codingPath: path)
        try value.encode(to: encoder)
        return encoder.node ?? .object(JSONObject())
    }

    static func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F, at path: [any CodingKey]) throws -> JSONNode {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: path, debugDescription: "JSON has no form for \(value)"))
        }
        let text = value.description
        return .literal(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }

    // SingleValueEncodingContainer
    func encodeNil() { node = .literal("null") }
    func encode(_ value: Bool) { node = .literal(value ? "true" : "false") }
    func encode(_ value: String) { node = .string(value) }
    func encode(_ value: Double) throws { node = try Self.number(value, at: codingPath) }
    func encode(_ value: Float) throws { node = try Self.number(value, at: codingPath) }
    func encode(_ value: Int) { node = .literal(String(value)) }
    func encode(_ value: Int8) { node = .literal(String(value)) }
    func encode(_ value: Int16) { node = .literal(String(value)) }
    func encode(_ value: Int32) { node = .literal(String(value)) }
    func encode(_ value: Int64) { node = .literal(String(value)) }
    func encode(_ value: UInt) { node = .literal(String(value)) }
    func encode(_ value: UInt8) { node = .literal(String(value)) }
    func encode(_ value: UInt16) { node = .literal(String(value)) }
    func encode(_ value: UInt32) { node = .literal(String(value)) }
    func encode(_ value: UInt64) { node = .literal(String(value)) }
    func encode<T: Encodable>(_ value: T) throws { node = try Self.node(of: value, at: codingPath) }
}

struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: JSONObject
    let codingPath: [any CodingKey]

    private func set(_ node: JSONNode, _ key: Key) { object.append(key.stringValue, node) }

    mutating func encodeNil(forKey key: Key) { set(.literal("null"), key) }
    mutating func encode(_ value: Bool, forKey key: Key) { set(.literal(value ? "true" : "false"), key) }
    mutating func encode(_ value: String, forKey key: Key) { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(try NodeEncoder.number(value, at: codingPath + [key]), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(try NodeEncoder.number(value, at: codingPath + [key]), key) }
    mutating func encode(_ value: Int, forKey key: Key) { set(.literal(String(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) { set(.literal(String(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) { set(.literal(String(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) { set(.literal(String(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) { set(.literal(String(value)), key) }
    mutating func encode(_ value: UInt, forKey key: Key) { set(.literal(String(value)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { set(.literal(String(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { set(.literal(String(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { set(.literal(String(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) { set(.literal(String(value)), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try NodeEncoder.node(of: value, at: codingPath + [key]), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObject()
        set(.object(nested), key)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(object: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = JSONArray()
        set(.array(nested), key)
        return UnkeyedContainer(array: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

    private func superEncoder(named name: String) -> any Encoder {
        let encoder = NodeEncoder(codingPath: codingPath + [NamedKey(stringValue: name)])
        object.append(name, .encoder(encoder))
        return encoder
    }
}

struct UnkeyedContainer: UnkeyedEncodingContainer {
    let array: JSONArray
    let codingPath: [any CodingKey]
    var count: Int { array.items.count }

    private var nextPath: [any CodingKey] { codingPath + [NamedKey(intValue: array.items.count)] }

    mutating func encodeNil() { array.items.append(.literal("null")) }
    mutating func encode(_ value: Bool) { array.items.append(.literal(value ? "true" : "false")) }
    mutating func encode(_ value: String) { array.items.append(.string(value)) }
    mutating func encode(_ value: Double) throws { array.items.append(try NodeEncoder.number(value, at: nextPath)) }
    mutating func encode(_ value: Float) throws { array.items.append(try NodeEncoder.number(value, at: nextPath)) }
    mutating func encode(_ value: Int) { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: Int8) { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: Int16) { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: Int32) { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: Int64) { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: UInt) { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: UInt8) { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: UInt16) { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: UInt32) { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: UInt64) { array.items.append(.literal(String(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        array.items.append(try NodeEncoder.node(of: value, at: nextPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObject()
        let path = nextPath
        array.items.append(.object(nested))
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(object: nested, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = JSONArray()
        let path = nextPath
        array.items.append(.array(nested))
        return UnkeyedContainer(array: nested, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let encoder = NodeEncoder(codingPath: nextPath)
        array.items.append(.encoder(encoder))
        return encoder
    }
}

/// A coding key made up on the spot: an array position or a `superEncoder` name.
struct NamedKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
