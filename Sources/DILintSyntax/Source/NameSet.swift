/// The one byte comparison of ASCII text with a file's bytes, in place: the lexer's
/// look-ahead, the parser's and the rules' token spellings, the JSON reader's literals and the
/// test-path suffixes all call it instead of a loop of their own.
extension StaticString {
    /// Whether the `count` bytes at `bytes` are this text. The text is ASCII; `bytes` points at
    /// `count` readable bytes.
    @inlinable @inline(__always)
    public func isSpelled(by bytes: UnsafePointer<UInt8>, count: Int) -> Bool {
        guard count == utf8CodeUnitCount else { return false }
        let p = utf8Start
        for i in 0..<count where bytes[i] != p[i] {
            return false
        }
        return true
    }

    /// Whether `bytes[range]` is this text; false for a range outside `bytes`.
    @inlinable @inline(__always)
    public func isSpelled(by bytes: [UInt8], in range: Range<Int>) -> Bool {
        guard range.count == utf8CodeUnitCount, range.lowerBound >= 0, range.upperBound <= bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return range.isEmpty }
            return isSpelled(by: base + range.lowerBound, count: range.count)
        }
    }
}

/// A fixed set of names, built once from one list and matched against a file's UTF-8 bytes
/// in place. It rejects most candidates by their length and their first (for `contains`) or
/// last (for `isSuffix`) byte before comparing any bytes, so a rule's fast filter and the
/// logic it guards read the same list: a name added to the list is never dropped by the filter.
public struct NameSet: Sendable {
    /// The names, in the order given.
    public let names: [String]
    private let spellings: [[UInt8]]
    /// Bit `n` is set when a name is `n` bytes long (names of 63 bytes or more set bit 63).
    private let lengths: UInt64
    private let first: ByteMask
    private let last: ByteMask
    private let shortest: Int

    public init(_ names: [String]) {
        self.names = names
        spellings = names.map { Array($0.utf8) }.filter { !$0.isEmpty }
        var lengths: UInt64 = 0
        var first = ByteMask()
        var last = ByteMask()
        for spelling in spellings {
            lengths |= 1 << UInt64(min(spelling.count, 63))
            first.insert(spelling[0])
            last.insert(spelling[spelling.count - 1])
        }
        self.lengths = lengths
        self.first = first
        self.last = last
        shortest = spellings.map(\.count).min() ?? Int.max
    }

    /// Whether `name` is one of the names.
    public func contains(_ name: String) -> Bool {
        names.contains(name)
    }

    /// The position among the non-empty names of the name `bytes[range]` spells, or nil.
    @inline(__always)
    public func index(of bytes: [UInt8], in range: Range<Int>) -> Int? {
        let count = range.count
        guard count > 0, lengths & (1 << UInt64(min(count, 63))) != 0, first.contains(bytes[range.lowerBound]) else {
            return nil
        }
        return compare(bytes, range)
    }

    private func compare(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        let count = range.count
        for (i, spelling) in spellings.enumerated() where spelling.count == count {
            var k = 0
            while k < count && bytes[range.lowerBound + k] == spelling[k] { k += 1 }
            if k == count { return i }
        }
        return nil
    }

    /// Whether `bytes[range]` spells one of the names.
    @inline(__always)
    public func contains(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        index(of: bytes, in: range) != nil
    }

    /// Whether one of the names occurs anywhere in `text` (`Debug` in `SocketDebugViewModel`):
    /// `String.contains` once per name cost half of a whole run's instructions where every
    /// declaration's name was asked (`Judgments.isDebugToolName`).
    public func occurs(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= shortest else { return false }
            for i in 0...(bytes.count - shortest) where first.contains(bytes[i]) {
                for spelling in spellings where i + spelling.count <= bytes.count {
                    var k = 0
                    while k < spelling.count && bytes[i + k] == spelling[k] { k += 1 }
                    if k == spelling.count { return true }
                }
            }
            return false
        }
    }

    /// Whether `text` ends with one of the names after at least one byte more (`ProfileFactory`,
    /// not `Factory`).
    public func isProperSuffix(of text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count > shortest, last.contains(bytes[bytes.count - 1]) else { return false }
            for spelling in spellings where spelling.count < bytes.count {
                let start = bytes.count - spelling.count
                var k = 0
                while k < spelling.count && bytes[start + k] == spelling[k] { k += 1 }
                if k == spelling.count { return true }
            }
            return false
        }
    }

    /// Whether `bytes[range]` starts with one of the names as a word: the name, or the name
    /// before a capital (`ThemeApp`, not `Themed`).
    public func isPrefix(of bytes: [UInt8], in range: Range<Int>) -> Bool {
        let count = range.count
        guard count >= shortest, first.contains(bytes[range.lowerBound]) else { return false }
        for spelling in spellings where spelling.count <= count {
            var k = 0
            while k < spelling.count && bytes[range.lowerBound + k] == spelling[k] { k += 1 }
            guard k == spelling.count else { continue }
            if k == count { return true }
            let next = bytes[range.lowerBound + k]
            if next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z") { return true }
        }
        return false
    }

    /// Whether `bytes[range]` ends with one of the names (or is one).
    public func isSuffix(of bytes: [UInt8], in range: Range<Int>) -> Bool {
        let count = range.count
        guard count >= shortest, last.contains(bytes[range.upperBound - 1]) else { return false }
        for spelling in spellings where spelling.count <= count {
            let start = range.upperBound - spelling.count
            var k = 0
            while k < spelling.count && bytes[start + k] == spelling[k] { k += 1 }
            if k == spelling.count { return true }
        }
        return false
    }
}

/// A set of byte values, one bit each.
struct ByteMask: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    mutating func insert(_ byte: UInt8) {
        let bit: UInt64 = 1 << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let bit: UInt64 = 1 << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        default: return words.3 & bit != 0
        }
    }
}
