extension Lexer {
    /// Integer and floating-point literals, read as swiftc's `lexNumber` reads them: decimal
    /// with fraction and `e` exponent; `0x` with hex fraction and `p` exponent; `0o`; `0b`;
    /// `_` separators. Only a lowercase prefix starts a radix, and it needs a digit of its
    /// radix next.
    ///
    /// - A `.` joins the literal only before a digit, and never in a tuple element after a
    ///   `.` (`t.0.1`); an exponent still may (`t.1e2` is a float, as in swiftc).
    /// - A hex fraction needs a `p` exponent, except that `.` before a hex letter with no
    ///   exponent digits is member access (`0xff.description`, `0xff.fp`).
    /// - Malformed literals stay one token flagged `.malformed`: identifier characters glued
    ///   to the literal (`0b102`, `12abc`, `0X1F`), a radix prefix without digits (`0x`), an
    ///   exponent without digits (`1e`, `0x1p`: floats), a hex fraction without exponent
    ///   (`0x1.8`: an integer, as swift-syntax has it).
    ///
    /// Called with the cursor on a digit.
    mutating func lexNumber() {
        assert(CharacterClasses.isDigit(cursor.peek()), "lexNumber is called on a digit")
        let start = cursor.offset
        var kind = TokenKind.integerLiteral
        var flags: TokenFlags = []
        let afterPeriod = tokens.last.map { $0.kind == .period && Int($0.end) == start } ?? false

        let radix = cursor.peek() == "0" ? cursor.peek(1) : 0
        switch radix {
        case "x", "o", "b":
            cursor.advance(2)
            let isRadixDigit: (UInt8) -> Bool
            switch radix {
            case "x": isRadixDigit = CharacterClasses.isHexDigit
            case "o": isRadixDigit = { $0 &- "0" < 8 }
            default: isRadixDigit = { $0 == "0" || $0 == "1" }
            }
            if isRadixDigit(cursor.peek()) && !cursor.isAtEnd {
                cursor.advance(while: { isRadixDigit($0) || $0 == "_" })
                if radix == "x" {
                    lexHexFractionAndExponent(afterPeriod: afterPeriod, kind: &kind, flags: &flags)
                }
            } else {
                flags.insert(.malformed)
            }
        default:
            skipDecimalDigits()
            if cursor.peek() == ".", CharacterClasses.isDigit(cursor.peek(1)), !afterPeriod {
                kind = .floatLiteral
                cursor.advance()
                skipDecimalDigits()
            }
            if (cursor.peek() | 0x20) == "e" {
                kind = .floatLiteral
                cursor.advance()
                if !lexExponentDigits() { flags.insert(.malformed) }
            }
        }
        // Identifier characters glued to a literal (`0b102`, `12abc`) belong to it, as in swiftc.
        let beforeJunk = cursor.offset
        skipIdentifierContinuation()
        if cursor.offset != beforeJunk { flags.insert(.malformed) }
        emit(kind, from: start, flags: flags)
    }

    /// After the integer digits of a hex literal: an optional `.` fraction and `p` exponent,
    /// as swiftc's `lexHexNumber` decides. Leaves the cursor before a `.` that is member
    /// access, so the literal stays an integer.
    private mutating func lexHexFractionAndExponent(afterPeriod: Bool, kind: inout TokenKind, flags: inout TokenFlags) {
        var dot: Int? = nil
        if cursor.peek() == ".", CharacterClasses.isHexDigit(cursor.peek(1)), !afterPeriod {
            dot = cursor.offset
            cursor.advance()
            cursor.advance(while: { CharacterClasses.isHexDigit($0) || $0 == "_" })
        }
        // Whether the fraction starts with a decimal digit: then it cannot be a member name.
        let isFractionNumeric = dot.map { CharacterClasses.isDigit(cursor.byte(at: $0 + 1)) } ?? false
        guard (cursor.peek() | 0x20) == "p" else {
            if let dot {
                if isFractionNumeric {
                    flags.insert(.malformed)  // `0x1.8`: a hex fraction needs an exponent
                } else {
                    cursor.move(to: dot)  // `0xff.description`
                }
            }
            return
        }
        let isSigned = cursor.peek(1) == "+" || cursor.peek(1) == "-"
        cursor.advance()
        if lexExponentDigits() {
            kind = .floatLiteral
        } else if let dot, !isFractionNumeric, !isSigned {
            cursor.move(to: dot)  // `0xff.fp`, `0xff.fpValue`: member access
        } else {
            kind = .floatLiteral
            flags.insert(.malformed)
        }
    }

    @inline(__always)
    private mutating func skipDecimalDigits() {
        cursor.advance(while: { CharacterClasses.isDigit($0) || $0 == "_" })
    }

    /// Optional sign and decimal digits of an exponent, the `e` or `p` already consumed;
    /// false (with the sign consumed) when no digit follows.
    private mutating func lexExponentDigits() -> Bool {
        if cursor.peek() == "+" || cursor.peek() == "-" {
            cursor.advance()
        }
        guard CharacterClasses.isDigit(cursor.peek()) else { return false }
        skipDecimalDigits()
        return true
    }
}
