extension Lexer {
    /// Skips whitespace and comments, recording comments and setting `pendingFlags`.
    /// Stops at the first byte of a token or at the end.
    mutating func lexTrivia() {
        while !cursor.isAtEnd {
            switch cursor.peek() {
            case " ", "\t", 0x0B, 0x0C, 0:
                pendingFlags.insert(.triviaBefore)
                cursor.advance()
                cursor.skipSpaces()
            case "\n", "\r":
                pendingFlags.formUnion([.triviaBefore, .newlineBefore])
                cursor.advance()
                if !strings.isEmpty { endSingleLineInterpolations() }
            case "/":
                switch cursor.peek(1) {
                case "/": lexLineComment()
                case "*": lexBlockComment()
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
        cursor.advance(while: { $0 != "\n" && $0 != "\r" })
    }

    /// `//…` to the end of the line; `///…` is a doc comment (but `////…` is not). Flagged
    /// `.invalidUTF8` when its text is not valid UTF-8.
    mutating func lexLineComment() {
        assert(cursor.peek() == "/" && cursor.peek(1) == "/", "lexLineComment is called on '//'")
        let start = cursor.offset
        let isDoc = cursor.peek(2) == "/" && cursor.peek(3) != "/"
        let flags: TokenFlags = cursor.skipToLineEndValidatingUTF8() ? [] : .invalidUTF8
        comments.append(
            Token(
                kind: isDoc ? .docLineComment : .lineComment, flags: flags,
                start: UInt32(start), end: UInt32(cursor.offset)))
        pendingFlags.insert(.triviaBefore)
    }

    /// `/* … */`, nesting; `/** … */` is a doc comment (but `/**/` is not). An unterminated
    /// comment runs to the end of the file; invalid UTF-8 inside flags it `.invalidUTF8`.
    mutating func lexBlockComment() {
        assert(cursor.peek() == "/" && cursor.peek(1) == "*", "lexBlockComment is called on '/*'")
        let start = cursor.offset
        let isDoc = cursor.peek(2) == "*" && cursor.peek(3) != "/"
        cursor.advance(2)
        var depth = 1
        var flags: TokenFlags = []
        while depth > 0 {
            if cursor.isAtEnd {
                flags.insert(.unterminated)
                break
            }
            switch cursor.peek() {
            case "*" where cursor.peek(1) == "/":
                depth -= 1
                cursor.advance(2)
            case "/" where cursor.peek(1) == "*":
                depth += 1
                cursor.advance(2)
            case "\n", "\r":
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
