extension Lexer {
    /// Skips whitespace and comments, recording comments and setting `pendingFlags`.
    /// Stops at the first byte of a token or at the end.
    mutating func lexTrivia() {
        while !cursor.isAtEnd {
            switch cursor.peek() {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                pendingFlags.insert(.triviaBefore)
                // Indentation comes in runs of spaces: eight bytes at a time, the length of
                // the run in a word from its first non-space byte, then byte by byte near
                // the end (3.5 instructions a byte before; see `skipIdentifierContinuation`).
                var offset = cursor.offset &+ 1
                let base = cursor.base
                let count = cursor.count
                while offset &+ 8 <= count {
                    let nonSpace = ByteWord.load(base + offset) ^ 0x2020_2020_2020_2020
                    if nonSpace != 0 {
                        offset &+= nonSpace.trailingZeroBitCount &>> 3  // its lowest nonzero byte
                        break
                    }
                    offset &+= 8
                }
                while offset < count && base[offset] == UInt8(ascii: " ") { offset &+= 1 }
                cursor.offset = offset
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                pendingFlags.formUnion([.triviaBefore, .newlineBefore])
                cursor.advance()
                if !strings.isEmpty { endSingleLineInterpolations() }
            case UInt8(ascii: "/"):
                switch cursor.peek(1) {
                case UInt8(ascii: "/"): lexLineComment()
                case UInt8(ascii: "*"): lexBlockComment()
                default: return
                }
            case 0xC2 where cursor.peek(1) == 0xA0:
                pendingFlags.insert(.triviaBefore)
                cursor.advance(2)
            case 0xE2 where cursor.peek(1) == 0x80 && (cursor.peek(2) == 0xA8 || cursor.peek(2) == 0xA9):
                pendingFlags.formUnion([.triviaBefore, .newlineBefore])
                cursor.advance(3)
            default:
                return
            }
        }
    }

    /// Moves the cursor to the next `\n` or `\r` (or the end) without consuming it.
    @inline(__always)
    mutating func skipToLineEnd() {
        cursor.advance(while: { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") })
    }

    /// Like `skipToLineEnd`, but decodes non-ASCII bytes on the way; returns false when
    /// they are not valid UTF-8.
    @inline(__always)
    mutating func skipToLineEndValidatingUTF8() -> Bool {
        var isValid = true
        var offset = cursor.offset
        let base = cursor.base
        let count = cursor.count
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
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
                offset &+= 1
            } else {
                cursor.offset = offset
                let (scalar, length) = cursor.decodeScalar()
                if scalar == nil { isValid = false }
                offset = min(offset &+ length, count)
            }
        }
        cursor.offset = offset
        return isValid
    }

    /// `//…` to the end of the line; `///…` is a doc comment (but `////…` is not). Flagged
    /// `.invalidUTF8` when its text is not valid UTF-8.
    mutating func lexLineComment() {
        let start = cursor.offset
        let isDoc = cursor.peek(2) == UInt8(ascii: "/") && cursor.peek(3) != UInt8(ascii: "/")
        let flags: TokenFlags = skipToLineEndValidatingUTF8() ? [] : .invalidUTF8
        comments.append(
            Token(
                kind: isDoc ? .docLineComment : .lineComment, flags: flags,
                start: UInt32(start), end: UInt32(cursor.offset)))
        pendingFlags.insert(.triviaBefore)
    }

    /// `/* … */`, nesting; `/** … */` is a doc comment (but `/**/` is not). An unterminated
    /// comment runs to the end of the file; invalid UTF-8 inside flags it `.invalidUTF8`.
    mutating func lexBlockComment() {
        let start = cursor.offset
        let isDoc = cursor.peek(2) == UInt8(ascii: "*") && cursor.peek(3) != UInt8(ascii: "/")
        cursor.advance(2)
        var depth = 1
        var flags: TokenFlags = []
        while depth > 0 {
            if cursor.isAtEnd {
                flags.insert(.unterminated)
                break
            }
            switch cursor.peek() {
            case UInt8(ascii: "*") where cursor.peek(1) == UInt8(ascii: "/"):
                depth -= 1
                cursor.advance(2)
            case UInt8(ascii: "/") where cursor.peek(1) == UInt8(ascii: "*"):
                depth += 1
                cursor.advance(2)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                pendingFlags.insert(.newlineBefore)
                cursor.advance()
            case 0x80...0xFF:
                let (scalar, length) = cursor.decodeScalar()
                if scalar == nil { flags.insert(.invalidUTF8) }
                cursor.advance(length)
            default:
                cursor.advance()
            }
        }
        comments.append(
            Token(
                kind: isDoc ? .docBlockComment : .blockComment, flags: flags,
                start: UInt32(start), end: UInt32(cursor.offset)))
        pendingFlags.insert(.triviaBefore)
    }
}
