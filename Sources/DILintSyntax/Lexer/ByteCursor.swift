/// A position in a file's UTF-8 bytes with the few verbs the lexer needs.
///
/// Contract: `base` points at `count` readable bytes. Peeking at or past the end yields 0;
/// real files contain NUL bytes too, so every loop that stops on 0 also tests `isAtEnd`.
/// The cursor never moves past `count`.
struct ByteCursor {
    private let base: UnsafePointer<UInt8>
    let count: Int
    /// Where the cursor is; moved by the verbs below and by `move(to:)`, nothing else.
    private(set) var offset: Int

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

    /// Whether the character at the cursor holds: an ASCII byte by `ascii`, another scalar
    /// (decoded) by `scalar`. False at the end and at bytes that are not valid UTF-8.
    func isAt(ascii: (UInt8) -> Bool, scalar: (Unicode.Scalar) -> Bool) -> Bool {
        guard !isAtEnd else { return false }
        let byte = base[offset]
        return byte < 0x80 ? ascii(byte) : decodeScalar().scalar.map(scalar) == true
    }

    /// Consumes characters while they hold: ASCII bytes by `ascii`, other scalars (decoded)
    /// by `scalar`. Stops at the end and at bytes that are not valid UTF-8.
    @inline(__always)
    mutating func advance(whileASCII ascii: (UInt8) -> Bool, scalar: (Unicode.Scalar) -> Bool) {
        while !isAtEnd {
            let byte = base[offset]
            if byte < 0x80 {
                guard ascii(byte) else { return }
                offset &+= 1
            } else {
                let (decoded, length) = decodeScalar()
                guard let decoded, scalar(decoded) else { return }
                advance(length)
            }
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

// MARK: Marks and absolute reads

extension ByteCursor {
    /// Moves the cursor to `mark`, an offset it has been at or a later one it has scanned
    /// (going back to a `.` that turns out to be member access, jumping to a regex's end).
    @inline(__always)
    mutating func move(to mark: Int) {
        assert(mark >= 0 && mark <= count, "a mark inside the file")
        offset = mark
    }

    /// The byte at absolute offset `index`, or 0 outside the file (like `peek`).
    @inline(__always)
    func byte(at index: Int) -> UInt8 {
        index >= 0 && index < count ? base[index] : 0
    }

    /// The keyword (or `#` directive, when `start` is on the `#`) spelled by the bytes from
    /// `start` to the cursor: the keyword table reads them in place, eight at a time where
    /// the file has that many left.
    @inline(__always)
    func keyword(from start: Int, in table: KeywordTable) -> Keyword {
        assert(start >= 0 && start <= offset)
        return table.lookup(base + start, offset &- start, readable: count &- start)
    }
}

// MARK: Bulk skips

/// The lexer's fast paths, which read eight bytes at a time (`ByteWord`) where a byte loop
/// cost several instructions a byte; each says what it skips and what it measured.
extension ByteCursor {
    /// Consumes a run of spaces. Indentation comes in runs of spaces: eight bytes at a time,
    /// the length of the run in a word from its first non-space byte, then byte by byte near
    /// the end (3.5 instructions a byte before; see `skip(while:)`).
    @inline(__always)
    mutating func skipSpaces() {
        var offset = self.offset
        while offset &+ 8 <= count {
            let nonSpace = ByteWord.load(base + offset) ^ 0x2020_2020_2020_2020
            if nonSpace != 0 {
                offset &+= nonSpace.trailingZeroBitCount &>> 3  // its lowest nonzero byte
                break
            }
            offset &+= 8
        }
        while offset < count && base[offset] == " " { offset &+= 1 }
        self.offset = offset
    }

    /// Consumes bytes that `table` holds (an ASCII fast path: one table load a byte). With
    /// the one-load keyword packing and `skipSpaces`, lexing swift-syntax 603.0.1's sources
    /// went from 363 M to 289 M instructions (callgrind).
    @inline(__always)
    mutating func skip(while table: ByteTable) {
        var offset = self.offset
        while offset < count && table.contains(base[offset]) {
            offset &+= 1
        }
        self.offset = offset
    }

    /// Steps over string text that needs no decision, eight bytes at a time: printable
    /// ASCII other than `"` and `\`. Stops at the first other byte or when fewer than eight
    /// bytes are left.
    @inline(__always)
    mutating func skipPlainStringBytes() {
        var offset = self.offset
        while offset &+ 8 <= count {
            let word = ByteWord.load(base + offset)
            let special =
                ByteWord.nonASCIIBytes(in: word) | ByteWord.bytes(below: 0x0E, in: word)
                | ByteWord.bytes(equalTo: "\"", in: word) | ByteWord.bytes(equalTo: "\\", in: word)
            if special != 0 {
                offset &+= ByteWord.firstMatch(special)
                break
            }
            offset &+= 8
        }
        self.offset = offset
    }

    /// Moves to the next `\n` or `\r` (or the end) without consuming it, decoding non-ASCII
    /// bytes on the way; returns false when they are not valid UTF-8.
    @inline(__always)
    mutating func skipToLineEndValidatingUTF8() -> Bool {
        var isValid = true
        var offset = self.offset
        while offset < count {
            // Comments are a fifth of the benchmark corpus's bytes, nearly all printable
            // ASCII: eight bytes at a time while none is at or above 0x80 or below 0x0E (tab
            // and line breaks among them). Callgrind, benchmark corpus: 9 instructions a byte
            // in a byte loop, about 1.5 here.
            if offset &+ 8 <= count {
                let word = ByteWord.load(base + offset)
                let special = ByteWord.nonASCIIBytes(in: word) | ByteWord.bytes(below: 0x0E, in: word)
                if special == 0 {
                    offset &+= 8
                    continue
                }
                offset &+= ByteWord.firstMatch(special)
            }
            let byte = base[offset]
            if byte &- 0x0E < 0x80 - 0x0E {
                offset &+= 1
            } else if byte < 0x80 {
                if byte == "\n" || byte == "\r" { break }
                offset &+= 1
            } else {
                self.offset = offset
                let (scalar, length) = decodeScalar()
                if scalar == nil { isValid = false }
                offset = min(offset &+ length, count)
            }
        }
        self.offset = offset
        return isValid
    }
}
