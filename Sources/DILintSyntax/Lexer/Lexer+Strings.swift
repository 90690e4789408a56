/// A string literal whose interpolation is being lexed as code.
struct StringContext {
    /// Number of `#` in the delimiter (raw strings).
    var hashes: Int
    var isMultiline: Bool
    /// `(` minus `)` seen in the interpolation so far; a `)` at 0 resumes the string.
    var parenDepth: Int
    /// Index of the `.stringHead` token, flagged if the string never closes.
    var headIndex: Int
}

extension Lexer {
    /// A string literal from its opening quote: `"…"`, `"""…"""`, raw `#"…"#`, or the
    /// non-Swift `'…'` (lexed as a string so the rest of the line stays intact). The cursor is
    /// on the quote; `start` is where the delimiter began (before any `#`).
    ///
    /// Without interpolation the whole literal is one `.stringLiteral`. With interpolation
    /// the lexer emits `.stringHead` through the first `\(`, pushes a `StringContext`, and
    /// returns to lexing code; `lexStringContinuation` resumes at the matching `)`.
    mutating func lexString(hashes: Int, start: Int) {
        var flags: TokenFlags = hashes > 0 ? .raw : []
        let isMultiline = cursor.starts(with: "\"\"\"") && !closesOnSameLine(hashes: hashes)
        if cursor.peek() == UInt8(ascii: "'") {
            lexSingleQuotedString(start: start, flags: flags)
            return
        }
        if isMultiline {
            flags.insert(.multiline)
            cursor.advance(3)
        } else {
            cursor.advance()
        }
        lexStringSegment(start: start, hashes: hashes, isMultiline: isMultiline, flags: flags, isContinuation: false)
    }

    /// `'…'`, which is not Swift: swiftc reads it as a string with the same escapes (`\'`)
    /// and reports it, so it is one `.stringLiteral` flagged `.malformed`, ending at the line
    /// end if unclosed. Called with the cursor on the quote.
    private mutating func lexSingleQuotedString(start: Int, flags: TokenFlags) {
        var flags = flags.union(.malformed)
        cursor.advance()
        while true {
            let byte = cursor.peek()
            if cursor.isAtEnd || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                flags.insert(.unterminated)
                break
            }
            if byte == UInt8(ascii: "'") {
                cursor.advance()
                break
            }
            let next = cursor.peek(1)
            if byte == UInt8(ascii: "\\") && cursor.offset + 1 < cursor.count && next < 0x80
                && next != UInt8(ascii: "\n") && next != UInt8(ascii: "\r")
            {
                cursor.advance()  // the escaped character is consumed below
            }
            advanceStringByte(flags: &flags)
        }
        emit(.stringLiteral, from: start, flags: flags)
    }

    /// Steps over string text that needs no decision, eight bytes at a time: printable
    /// ASCII other than `"` and `\`. Stops at the first other byte or when fewer than eight
    /// bytes are left.
    @inline(__always)
    private mutating func skipPlainStringBytes() {
        var offset = cursor.offset
        let base = cursor.base
        let count = cursor.count
        while offset &+ 8 <= count {
            let word = ByteWord.load(base + offset)
            let special =
                ByteWord.nonASCIIBytes(in: word) | ByteWord.bytes(below: 0x0E, in: word)
                | ByteWord.bytes(equalTo: UInt8(ascii: "\""), in: word) | ByteWord.bytes(equalTo: UInt8(ascii: "\\"), in: word)
            if special != 0 {
                offset &+= ByteWord.firstMatch(special)
                break
            }
            offset &+= 8
        }
        cursor.offset = offset
    }

    /// Consumes one byte of string text, or one whole scalar when it is not ASCII; flags
    /// `.invalidUTF8` when the bytes there are not valid UTF-8. Not called at the end.
    @inline(__always)
    private mutating func advanceStringByte(flags: inout TokenFlags) {
        if cursor.peek() < 0x80 {
            cursor.advance()
        } else {
            let (scalar, length) = cursor.decodeScalar()
            if scalar == nil { flags.insert(.invalidUTF8) }
            cursor.advance(length)
        }
    }

    /// For a raw string opening with `"""`: whether a `"` followed by the delimiter's `#`s
    /// closes it on the same line, making it a one-line string (`#"""#` is the text `"`),
    /// as swiftc decides. The cursor is on the first quote.
    private func closesOnSameLine(hashes: Int) -> Bool {
        guard hashes > 0 else { return false }
        var probe = cursor
        probe.advance()
        while !probe.isAtEnd {
            let byte = probe.peek()
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return false }
            probe.advance()
            if byte == UInt8(ascii: "\"") {
                var closing = probe
                if closing.count(UInt8(ascii: "#")) >= hashes { return true }
            }
        }
        return false
    }

    /// Resumes a string at the `)` that closes an interpolation. Called with the cursor on
    /// that `)` and a `StringContext` on the stack.
    mutating func lexStringContinuation() {
        let context = strings[strings.count - 1]
        let start = cursor.offset
        cursor.advance()
        var flags: TokenFlags = context.hashes > 0 ? .raw : []
        if context.isMultiline { flags.insert(.multiline) }
        lexStringSegment(
            start: start, hashes: context.hashes, isMultiline: context.isMultiline,
            flags: flags, isContinuation: true)
    }

    /// Lexes string text up to the closing delimiter, the next interpolation, or (single
    /// line) the line end, and emits the token for it, flagged `.invalidUTF8` if the text
    /// is not valid UTF-8 (swiftc reports it; the bytes stay in the token).
    private mutating func lexStringSegment(
        start: Int, hashes: Int, isMultiline: Bool, flags: TokenFlags,
        isContinuation: Bool
    ) {
        var flags = flags
        while true {
            skipPlainStringBytes()
            if cursor.isAtEnd {
                flags.insert(.unterminated)
                break
            }
            let byte = cursor.peek()
            if byte == UInt8(ascii: "\\") {
                var probe = cursor
                probe.advance()
                if hashes == 0 || probe.count(UInt8(ascii: "#")) == hashes {
                    if probe.peek() == UInt8(ascii: "(") && !probe.isAtEnd {
                        if !isContinuation && strings.count >= Lexer.maxInterpolationDepth {
                            // Too deep: take the `\(` as text rather than grow the stack.
                            flags.insert(.malformed)
                            cursor = probe
                            cursor.advance()
                            continue
                        }
                        probe.advance()
                        cursor = probe
                        emitInterpolationStart(
                            start: start, hashes: hashes, isMultiline: isMultiline,
                            flags: flags, isContinuation: isContinuation)
                        return
                    }
                    // An escape: skip the escaped character, except a line break that ends a
                    // single-line string, and a non-ASCII one, which the loop decodes.
                    cursor = probe
                    let escaped = cursor.peek()
                    if !isMultiline && (escaped == UInt8(ascii: "\n") || escaped == UInt8(ascii: "\r")) {
                        continue
                    }
                    if !cursor.isAtEnd && escaped < 0x80 { cursor.advance() }
                    continue
                }
                cursor.advance()
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = isMultiline ? 3 : 1
                var probe = cursor
                if isMultiline && !probe.starts(with: "\"\"\"") {
                    cursor.advance()
                    continue
                }
                probe.advance(quotes)
                var closing = 0
                while closing < hashes && probe.peek() == UInt8(ascii: "#") && !probe.isAtEnd {
                    probe.advance()
                    closing += 1
                }
                if closing == hashes {
                    cursor = probe
                    break
                }
                cursor.advance()
                continue
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if !isMultiline {
                    flags.insert(.unterminated)
                    break
                }
            }
            advanceStringByte(flags: &flags)
        }
        if isContinuation {
            let context = strings.removeLast()
            if flags.contains(.unterminated) { tokens[context.headIndex].flags.insert(.unterminated) }
            emit(.stringTail, from: start, flags: flags)
        } else {
            emit(.stringLiteral, from: start, flags: flags)
        }
    }

    /// Emits `.stringHead` or `.stringMiddle` ending after `\(` and makes sure a context is
    /// on the stack for the interpolation that follows.
    private mutating func emitInterpolationStart(
        start: Int, hashes: Int, isMultiline: Bool, flags: TokenFlags,
        isContinuation: Bool
    ) {
        if isContinuation {
            emit(.stringMiddle, from: start, flags: flags)
            strings[strings.count - 1].parenDepth = 0
        } else {
            emit(.stringHead, from: start, flags: flags)
            strings.append(
                StringContext(
                    hashes: hashes, isMultiline: isMultiline, parenDepth: 0,
                    headIndex: tokens.count - 1))
        }
    }

    /// A line break inside the interpolation of a single-line string ends that string (as in
    /// swiftc); pops every such context. Called after the lexer consumed a line break.
    mutating func endSingleLineInterpolations() {
        while let context = strings.last, !context.isMultiline {
            tokens[context.headIndex].flags.insert(.unterminated)
            strings.removeLast()
        }
    }
}
