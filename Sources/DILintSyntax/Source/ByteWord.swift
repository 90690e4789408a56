/// Eight bytes read as one little-endian word, and tests of all eight at once. Each test sets
/// the high bit of the bytes it matches. Only the lowest set bit is sure to be a match (a
/// borrow runs upward from a matching byte and can flag the bytes above it), which is all a
/// scan needs: `firstMatch` is the offset of the first matching byte. The lexer steps over
/// comment, string and space runs with them; the JSON writer over text that needs no escape.
public enum ByteWord {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `p` (which need no alignment).
    @inlinable @inline(__always)
    public static func load(_ p: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
    }

    /// The bytes below `limit` (at most 0x80); bytes of 0x80 and above never match.
    @inlinable @inline(__always)
    public static func bytes(below limit: UInt8, in word: UInt64) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highs
    }

    /// The bytes equal to `byte`.
    @inlinable @inline(__always)
    public static func bytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & highs
    }

    /// The bytes of 0x80 and above (exact for every byte).
    @inlinable @inline(__always)
    public static func nonASCIIBytes(in word: UInt64) -> UInt64 { word & highs }

    /// The offset of the first byte a nonzero `matches` flags.
    @inlinable @inline(__always)
    public static func firstMatch(_ matches: UInt64) -> Int { matches.trailingZeroBitCount &>> 3 }
}
