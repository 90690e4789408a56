import DILintReport
import Foundation
import Testing

/// dilint's JSON outputs were written by Foundation's `JSONEncoder` before `PrettyJSONEncoder`
/// replaced it; for any value, the two write the same bytes.
@Suite struct PrettyJSONEncoderTests {
    static func foundation<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    static func expectSameText<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let ours = try PrettyJSONEncoder().encode(value)
        let theirs = try foundation(value)
        #expect(
            String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self),
            sourceLocation: sourceLocation)
    }

    struct Finding: Encodable {
        var rule: String
        var line: Int
        var reason: String?
        var tags: [String]
        var counts: [String: Int]
        var nested: [[Finding]]
    }

    @Test func stringsEscapeLikeFoundation() throws {
        var everyASCII = ""
        for value in 0..<0x80 { everyASCII.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        try Self.expectSameText([everyASCII, "café \u{2028}\u{FEFF}😀 a/b \\/ \"q\"", "", "\r\n"])
    }

    /// The writer skips eight bytes at a time; an escape must be found at any position.
    @Test func escapesAtEveryPositionOfLongStrings() throws {
        let text = "abcdefghijklmnopqrstuvwxyzé€0123456789"
        var strings: [String] = []
        for special in ["\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{7F}", " ", "é"] {
            for position in 0...text.count {
                var string = text
                string.insert(contentsOf: special, at: string.index(string.startIndex, offsetBy: position))
                strings.append(string)
            }
        }
        try Self.expectSameText(strings)
    }

    @Test func keysSortLikeFoundation() throws {
        let keys = [
            "single_implementation_protocol", "singleton_access", "a_b", "aB", "ab", "a2", "a10", "Zed", "zed",
            "%SRCROOT%", "$schema", "é", "e", "f", "dilintFingerprint/v1", "", " ",
        ]
        try Self.expectSameText(Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) }))
        try Self.expectSameText([10: "ten", 2: "two", -1: "minus one"])
    }

    @Test func emptyContainersAtEveryDepth() throws {
        try Self.expectSameText([String: Int]())
        try Self.expectSameText([Int]())
        try Self.expectSameText(["a": [[Int]](), "b": [[]], "c": [[], [1]]])
        try Self.expectSameText(Finding(rule: "r", line: 1, reason: nil, tags: [], counts: [:], nested: [[], []]))
    }

    @Test func modelsWithOptionalsArraysAndNesting() throws {
        let leaf = Finding(
            rule: "leaf", line: -3, reason: "why\t\"not\"", tags: ["x", "y/z"], counts: ["b": 2, "a": 1],
            nested: [])
        try Self.expectSameText(
            Finding(
                rule: "root", line: Int.max, reason: nil, tags: ["only"], counts: ["k": Int.min],
                nested: [[leaf, leaf], [], [leaf]]))
    }

    @Test func scalarsOfEveryKind() throws {
        try Self.expectSameText([true, false])
        try Self.expectSameText([Int8.min, 0, Int8.max].map(Int64.init) + [Int64.min, Int64.max])
        try Self.expectSameText([UInt64.max, 0])
        try Self.expectSameText([0.0, 1.0, -2.5, 1e300, .leastNonzeroMagnitude, 0.1, 123456789012345680000.0])
        try Self.expectSameText([Float(1.5), Float(3), Float(0.1)])
        try Self.expectSameText([nil, 1, nil] as [Int?])
        try Self.expectSameText("top-level string")
        try Self.expectSameText(42)
    }

    @Test func nonFiniteNumbersThrowInsteadOfWritingInvalidJSON() {
        #expect(throws: EncodingError.self) { try PrettyJSONEncoder().encode([Double.nan]) }
        #expect(throws: EncodingError.self) { try PrettyJSONEncoder().encode(["x": Double.infinity]) }
    }

    /// A hand-written `encode(to:)` that repeats a key, nests containers and uses super
    /// encoders: the paths dilint's own models do not take.
    struct Handwritten: Encodable {
        enum Key: String, CodingKey { case z, a, list, inner }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: .z)
            try container.encode("first", forKey: .a)
            try container.encode("second", forKey: .a)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(true)
            var inList = list.nestedContainer(keyedBy: Key.self)
            try inList.encodeNil(forKey: .a)
            _ = list.nestedUnkeyedContainer()
            try list.encode(["k": "v"])
            var inner = container.nestedContainer(keyedBy: Key.self, forKey: .inner)
            try inner.encode([Int](), forKey: .z)
            var superValue = container.superEncoder().singleValueContainer()
            try superValue.encode("from super")
            _ = container.superEncoder(forKey: .z)
        }
    }

    @Test func handwrittenEncodersWithRepeatedKeysAndNestedContainers() throws {
        try Self.expectSameText(Handwritten())
        try Self.expectSameText([Handwritten(), Handwritten()])
    }
}
