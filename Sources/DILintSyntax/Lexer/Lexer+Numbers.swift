extension Lexer {
    /// Integer and floating-point literals: decimal with fraction and exponent, `0x` with
    /// hex fraction and `p` exponent, `0o`, `0b`, `_` separators. Letters or digits that do
    /// not fit the radix stay in the token, flagged `.malformed`. After a `.` (tuple
    /// element `t.0.1`) only digits are taken. Called with the cursor on a digit.
    mutating func lexNumber() {
        let start = cursor.offset
        var flags: TokenFlags = []
        var isFloat = false
        let afterPeriod = tokens.last.map { $0.kind == .period && Int($0.end) == start } ?? false

        func radixDigits(_ isDigit: (UInt8) -> Bool) {
            cursor.advance(while: { isDigit($0) || $0 == UInt8(ascii: "_") })
        }

        if cursor.peek() == UInt8(ascii: "0") && (cursor.peek(1) | 0x20) == UInt8(ascii: "x") {
            cursor.advance(2)
            radixDigits(CharacterClasses.isHexDigit)
            if cursor.peek() == UInt8(ascii: "."), CharacterClasses.isHexDigit(cursor.peek(1)), !afterPeriod {
                // A hex fraction needs a `p` exponent; otherwise the `.` is member access.
                var probe = cursor
                probe.advance()
                probe.advance(while: { CharacterClasses.isHexDigit($0) || $0 == UInt8(ascii: "_") })
                if (probe.peek() | 0x20) == UInt8(ascii: "p") {
                    cursor = probe
                }
            }
            if (cursor.peek() | 0x20) == UInt8(ascii: "p") {
                isFloat = true
                cursor.advance()
                if !lexExponentDigits() { flags.insert(.malformed) }
            }
        } else if cursor.peek() == UInt8(ascii: "0") && (cursor.peek(1) == UInt8(ascii: "o") || cursor.peek(1) == UInt8(ascii: "b")) {
            let isOctal = cursor.peek(1) == UInt8(ascii: "o")
            cursor.advance(2)
            radixDigits(isOctal ? { $0 &- UInt8(ascii: "0") < 8 } : { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") })
        } else {
            radixDigits(CharacterClasses.isDigit)
            if !afterPeriod {
                if cursor.peek() == UInt8(ascii: "."), CharacterClasses.isDigit(cursor.peek(1)) {
                    isFloat = true
                    cursor.advance()
                    radixDigits(CharacterClasses.isDigit)
                }
                if (cursor.peek() | 0x20) == UInt8(ascii: "e") {
                    var probe = cursor
                    probe.advance()
                    if probe.peek() == UInt8(ascii: "+") || probe.peek() == UInt8(ascii: "-") { probe.advance() }
                    if CharacterClasses.isDigit(probe.peek()) {
                        isFloat = true
                        cursor = probe
                        radixDigits(CharacterClasses.isDigit)
                    }
                }
            }
        }
        // Identifier characters glued to a literal (`0b102`, `12abc`) belong to it, as in swiftc.
        let beforeJunk = cursor.offset
        skipIdentifierContinuation()
        if cursor.offset != beforeJunk { flags.insert(.malformed) }
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start, flags: flags)
    }

    /// Optional sign and decimal digits of an exponent; false when no digit follows.
    private mutating func lexExponentDigits() -> Bool {
        if cursor.peek() == UInt8(ascii: "+") || cursor.peek() == UInt8(ascii: "-") {
            cursor.advance()
        }
        guard CharacterClasses.isDigit(cursor.peek()) else { return false }
        cursor.advance(while: { CharacterClasses.isDigit($0) || $0 == UInt8(ascii: "_") })
        return true
    }
}
