extension Lexer {
    /// An operator, or a regex literal starting inside one. Swift's rules: `.` continues an
    /// operator only if the operator starts with `.`; `//` or `/*` inside an operator longer
    /// than two characters starts a comment; a lone `=` is `.equal`, `->` is `.arrow`, a
    /// lone `.` is `.period`; otherwise the fixity comes from the bytes on either side.
    /// Called with the cursor on an operator-start character.
    mutating func lexOperator() {
        let start = cursor.offset
        let startsWithDot = cursor.peek() == UInt8(ascii: ".")
        advanceOperatorCharacter()
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            if byte == UInt8(ascii: ".") && !startsWithDot { break }
            if byte < 0x80 {
                guard CharacterClasses.isASCIIOperator(byte) else { break }
                cursor.advance()
            } else {
                let (scalar, length) = cursor.decodeScalar()
                guard let scalar, CharacterClasses.isOperatorContinuation(scalar) else { break }
                cursor.advance(length)
            }
        }
        var end = cursor.offset

        if let slash = firstSlash(from: start, to: end),
            let regexEnd = scanOperatorAsRegex(slash: slash, operatorStart: start, operatorEnd: end)
        {
            if slash > start {
                cursor.offset = slash
                emit(classifyOperator(start: start, end: slash), from: start)
            }
            cursor.offset = regexEnd.offset
            emit(.regexLiteral, from: slash, flags: regexEnd.flags)
            return
        }

        if end - start > 2 {
            var i = start + 1
            while i < end - 1 {
                if cursor.base[i] == UInt8(ascii: "/")
                    && (cursor.base[i + 1] == UInt8(ascii: "/") || cursor.base[i + 1] == UInt8(ascii: "*"))
                {
                    end = i
                    break
                }
                i += 1
            }
        }
        cursor.offset = end
        emit(classifyOperator(start: start, end: end), from: start)
    }

    private mutating func advanceOperatorCharacter() {
        if cursor.peek() < 0x80 {
            cursor.advance()
        } else {
            cursor.advance(cursor.decodeScalar().length)
        }
    }

    private func firstSlash(from start: Int, to end: Int) -> Int? {
        var i = start
        while i < end {
            if cursor.base[i] == UInt8(ascii: "/") { return i }
            i += 1
        }
        return nil
    }

    /// The kind of the operator spelled by bytes `start..<end`.
    func classifyOperator(start: Int, end: Int) -> TokenKind {
        let leftBound = isLeftBound(start)
        let length = end - start
        if length == 1 {
            switch cursor.base[start] {
            case UInt8(ascii: "="): return .equal
            case UInt8(ascii: "."): return .period
            case UInt8(ascii: "?") where leftBound: return .postfixQuestion
            case UInt8(ascii: "!") where leftBound: return .exclamation
            default: break
            }
        } else if length == 2 && cursor.base[start] == UInt8(ascii: "-") && cursor.base[start + 1] == UInt8(ascii: ">") {
            return .arrow
        }
        let rightBound = isRightBound(end, leftBound: leftBound)
        if leftBound == rightBound { return .binaryOperator }
        return leftBound ? .postfixOperator : .prefixOperator
    }

    /// Whether a regex literal may start after the previous token, as swiftc's heuristic
    /// decides: after an opening bracket, an operator that expects an operand, `=`, `,`,
    /// `;`, `:` or most keywords; not after an expression (identifier, literal, `)`, …).
    func isInRegexLiteralPosition() -> Bool {
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .leftBrace, .leftParen, .leftSquare, .prefixOperator, .binaryOperator, .equal,
            .semicolon, .comma, .colon, .stringHead, .stringMiddle, .unknown:
            return true
        case .keyword:
            switch previous.keyword {
            case .true, .false, .Any, .nil, .self, .Self, .super, .wildcard: return false
            default: return true
            }
        case .poundKeyword:
            switch previous.keyword {
            case .if, .elseif, .else, .endif: return true
            default: return false
            }
        default:
            return false
        }
    }

    /// Tries a `/` at `slash` inside the operator `operatorStart..<operatorEnd` as the start
    /// of a bare regex literal, with swiftc's disambiguation rules.
    private mutating func scanOperatorAsRegex(slash: Int, operatorStart: Int, operatorEnd: Int) -> (offset: Int, flags: TokenFlags)? {
        let leftBound = isLeftBound(operatorStart)
        guard !leftBound else { return nil }
        let rightBound = isRightBound(operatorEnd, leftBound: leftBound)
        if let previous = tokens.last, previous.kind == .keyword,
            previous.keyword == .func || previous.keyword == .operator
        {
            return nil
        }
        var mustBeRegex = false
        if leftBound == rightBound {
            // After `try?` / `try!` an operand must follow, so a `/` there starts a regex.
            if followsTryWithPostfix() {
                mustBeRegex = true
            }
            if !mustBeRegex && !isInRegexLiteralPosition() {
                return nil
            }
            switch tokens.last?.kind {
            case .leftParen?, .leftSquare?, .comma?, .colon?, .stringHead?, .stringMiddle?:
                break  // an unapplied operator argument `f(/, x)` stays an operator
            default:
                mustBeRegex = true
            }
        }
        return scanRegex(from: slash, mustBeRegex: mustBeRegex)
    }

    private func followsTryWithPostfix() -> Bool {
        let n = tokens.count
        guard n >= 2 else { return false }
        let last = tokens[n - 1]
        return (last.kind == .postfixQuestion || last.kind == .exclamation)
            && tokens[n - 2].kind == .keyword && tokens[n - 2].keyword == .try
    }
}
