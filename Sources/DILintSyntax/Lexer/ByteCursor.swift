/// A position in a file's UTF-8 bytes with the few verbs the lexer needs.
///
/// Contract: `base` points at `count` readable bytes. Peeking at or past the end yields 0;
/// real files contain NUL bytes too, so every loop that stops on 0 also tests `isAtEnd`.
/// The cursor never moves past `count`.
struct ByteCursor {
    let base: UnsafePointer<UInt8>
    let count: Int
    var offset: Int

    @inline(__always)
    init(base: UnsafePointer<UInt8>, count: Int, offset: Int = 0) {
        self.base = base
        self.count = count
        self.offset = offset
    }

    @inline(__always) var isAtEnd: Bool { offset >= count }

    /// The byte `distance` bytes ahead, or 0 at and past the end.
    @inline(__always)
    func peek(_ distance: Int = 0) -> UInt8 {
        offset &+ distance < count ? base[offset &+ distance] : 0
    }

    /// The byte before the cursor, or 0 at the start.
    @inline(__always)
    func previous(_ distance: Int = 1) -> UInt8 {
        offset >= distance ? base[offset &- distance] : 0
    }

    @inline(__always)
    mutating func advance(_ distance: Int = 1) {
        offset = min(offset &+ distance, count)
    }

    /// Consumes `byte` if it is next.
    @inline(__always)
    mutating func advance(if byte: UInt8) -> Bool {
        if !isAtEnd && base[offset] == byte {
            offset &+= 1
            return true
        }
        return false
    }

    /// Consumes bytes while `predicate` holds, stopping at the end.
    @inline(__always)
    mutating func advance(while predicate: (UInt8) -> Bool) {
        while offset < count && predicate(base[offset]) {
            offset &+= 1
        }
    }

    /// Consumes `byte` repeatedly and returns how many were consumed.
    @inline(__always)
    mutating func count(_ byte: UInt8) -> Int {
        let start = offset
        while offset < count && base[offset] == byte {
            offset &+= 1
        }
        return offset &- start
    }

    /// True when the bytes at the cursor are `text` (ASCII).
    @inline(__always)
    func starts(with text: StaticString) -> Bool {
        let n = text.utf8CodeUnitCount
        guard offset &+ n <= count else { return false }
        return text.isSpelled(by: base + offset, count: n)
    }

    /// Decodes the UTF-8 scalar at the cursor without consuming it. Returns nil and the
    /// number of bytes to skip (at least 1) for an invalid or truncated sequence.
    func decodeScalar() -> (scalar: Unicode.Scalar?, length: Int) {
        let b0 = peek(0)
        if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
        let length: Int
        var value: UInt32
        switch b0 {
        case 0xC2...0xDF: length = 2; value = UInt32(b0 & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(b0 & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(b0 & 0x07)
        default: return (nil, 1)
        }
        guard offset &+ length <= count else { return (nil, 1) }
        for i in 1..<length {
            let b = base[offset &+ i]
            guard b & 0xC0 == 0x80 else { return (nil, i) }
            value = (value << 6) | UInt32(b & 0x3F)
        }
        // Reject overlong forms and surrogates, as a strict decoder does.
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return (nil, length) }
        return (scalar, length)
    }
}
