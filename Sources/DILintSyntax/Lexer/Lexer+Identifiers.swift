extension Lexer {
    /// Consumes identifier-continuation characters (ASCII fast path, Unicode scalars after).
    @inline(__always)
    mutating func skipIdentifierContinuation() {
        cursor.skip(while: identifierTable)  // the ASCII fast path
        cursor.advance(
            whileASCII: CharacterClasses.isASCIIIdentifierContinuation,
            scalar: CharacterClasses.isIdentifierContinuation)
    }

    /// An identifier or keyword. Called with the cursor on an identifier-start character.
    mutating func lexIdentifier() {
        assert(
            cursor.isAt(ascii: CharacterClasses.isASCIIIdentifierStart, scalar: CharacterClasses.isIdentifierStart),
            "lexIdentifier is called on an identifier-start character")
        let start = cursor.offset
        if cursor.peek() < 0x80 {
            cursor.advance()
        } else {
            cursor.advance(cursor.decodeScalar().length)
        }
        skipIdentifierContinuation()
        let keyword = cursor.keyword(from: start, in: keywords)
        emit(keyword.isReserved ? .keyword : .identifier, keyword: keyword, from: start)
    }

    /// `$0` (a `.dollarIdentifier`), `$name` (an identifier, as in swiftc) or a lone `$`.
    /// Called with the cursor on `$`.
    mutating func lexDollarIdentifier() {
        assert(cursor.peek() == "$", "lexDollarIdentifier is called on '$'")
        let start = cursor.offset
        cursor.advance()
        let nameStart = cursor.offset
        cursor.advance(while: CharacterClasses.isDigit)
        let digitsEnd = cursor.offset
        skipIdentifierContinuation()
        let isDigitsOnly = digitsEnd == cursor.offset && digitsEnd > nameStart
        emit(isDigitsOnly ? .dollarIdentifier : .identifier, from: start)
    }

    /// `` `name` `` (also raw identifiers with spaces). The closing backtick must be on the
    /// same line; otherwise the lone backtick is an `.unknown` token. Empty backticks are an
    /// identifier flagged `.malformed` (swift-syntax's recovery); invalid UTF-8 inside flags
    /// the identifier `.invalidUTF8`. Called on the backtick.
    mutating func lexBacktickedIdentifier() {
        let start = cursor.offset
        var probe = cursor
        probe.advance()
        var flags: TokenFlags = .backticked
        while !probe.isAtEnd {
            let byte = probe.peek()
            if byte == "`" || byte == "\n" || byte == "\r" { break }
            if byte < 0x80 {
                probe.advance()
            } else {
                let (scalar, length) = probe.decodeScalar()
                if scalar == nil { flags.insert(.invalidUTF8) }
                probe.advance(length)
            }
        }
        if probe.peek() == "`" && !probe.isAtEnd {
            if probe.offset == start + 1 { flags.insert(.malformed) }
            probe.advance()
            cursor = probe
            emit(.identifier, from: start, flags: flags)
        } else {
            cursor.advance()
            emit(.unknown, from: start, flags: .unterminated)
        }
    }

    /// Tokens that start with `#`: a raw string (`#"…"#`), an extended regex (`#/…/#`), a
    /// directive (`#if`, `#endif`, …), a macro expansion (`#selector`, `#Preview`, …) or a
    /// lone `#`. Called with the cursor on `#`.
    mutating func lexPound() {
        assert(cursor.peek() == "#", "lexPound is called on '#'")
        let start = cursor.offset
        var probe = cursor
        let hashes = probe.count("#")
        switch probe.peek() {
        case "\"":
            cursor = probe
            lexString(hashes: hashes, start: start)
            return
        case "/":
            if let end = scanRegex(from: start, mustBeRegex: true) {
                cursor.move(to: end.offset)
                emit(.regexLiteral, from: start, flags: end.flags)
                return
            }
        default:
            break
        }
        cursor.advance()
        let byte = cursor.peek()
        let startsName: Bool
        if byte < 0x80 {
            startsName = CharacterClasses.isASCIIIdentifierStart(byte)
        } else if let scalar = cursor.decodeScalar().scalar {
            startsName = CharacterClasses.isIdentifierStart(scalar)
        } else {
            startsName = false
        }
        guard startsName, !cursor.isAtEnd else {
            emit(.pound, from: start)
            return
        }
        skipIdentifierContinuation()
        let directive = cursor.keyword(from: start, in: keywords)
        emit(directive == .none ? .poundIdentifier : .poundKeyword, keyword: directive, from: start)
    }

    /// `<#placeholder#>` on one line becomes an identifier; returns false (consuming nothing)
    /// when the text is not a complete placeholder.
    mutating func lexEditorPlaceholder() -> Bool {
        let start = cursor.offset
        var probe = cursor
        probe.advance(2)
        while !probe.isAtEnd {
            switch probe.peek() {
            case "\n", "\r":
                return false
            case "<" where probe.peek(1) == "#":
                return false
            case "#" where probe.peek(1) == ">":
                probe.advance(2)
                cursor = probe
                emit(.identifier, from: start)
                return true
            default:
                probe.advance()
            }
        }
        return false
    }
}
