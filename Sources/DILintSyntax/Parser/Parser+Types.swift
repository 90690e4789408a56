/// The outermost form of a parsed type.
struct TypeShape {
    /// `T!`
    var isImplicitlyUnwrapped = false
    /// `T?`
    var isOptional = false
}

extension Parser {
    static let maxTypeDepth = 48

    /// Parses a type at `pos`: attributes (`@escaping`), specifiers (`inout`, `borrowing`,
    /// `sending`, …), `some`/`any`/`each`, identifiers with generic arguments and member
    /// chains, tuples, arrays, dictionaries, function types with effects, `?`/`!` postfixes,
    /// `.Type`, `~Copyable`, `&` compositions and integer literals (value generics).
    /// Operator tokens are split as swiftc does (`>>`, `>?`), leaving `split` set when the
    /// type ends inside a token. Returns nil, consuming nothing, when no type starts here.
    mutating func parseType(depth: Int = 0) -> TypeShape? {
        guard depth < Parser.maxTypeDepth else { return skipDeepType() }
        let start = pos
        let startSplit = split
        // Type attributes (`@escaping`, `@Sendable`, `@MainActor`, `@convention(c)`; the
        // builtin ones swiftc knows to take no arguments never do: `@escaping(() -> Void)`)
        // and specifiers (`inout`, `sending`, `borrowing`, `nonisolated(nonsending)`), in
        // any order.
        while split == 0 {
            if at(.atSign) && (peek().kind == .identifier || peek().kind == .keyword) {
                advance()
                let takesNoArguments = isArgumentlessTypeAttribute(current)
                advance()
                if !takesNoArguments && at(.leftParen) && attributeArgumentsFollow() { skipBalanced() }
            } else if isTypeSpecifier(current) && startsType(peek()) {
                advance()
            } else if at(contextual: .nonisolated) && peek().kind == .leftParen && !peek().isAtLineStart {
                advance()
                skipBalanced()
            } else {
                break
            }
        }
        guard var shape = parseTypeElement(depth: depth) else {
            pos = start
            split = startSplit
            return nil
        }
        // Compositions `A & B`.
        while atOperator(startingWith: UInt8(ascii: "&")) {
            let saved = (pos, split)
            consumeOperatorByte()
            guard parseTypeElement(depth: depth) != nil else {
                (pos, split) = saved
                break
            }
            shape = TypeShape()
        }
        return shape
    }

    /// `escaping`, `Sendable`, `autoclosure`, … : type attributes without arguments.
    private func isArgumentlessTypeAttribute(_ t: Token) -> Bool {
        guard t.kind == .identifier else { return false }
        return spells(t, "escaping") || spells(t, "Sendable") || spells(t, "autoclosure") || spells(t, "noescape")
            || spells(t, "unchecked") || spells(t, "retroactive") || spells(t, "preconcurrency") || spells(t, "async")
            || spells(t, "noDerivative") || spells(t, "_local") || spells(t, "_noMetadata")
    }

    /// Past the nesting cap, a type is skipped rather than parsed: a bracketed group whole,
    /// or a name with its generic arguments, so the type still ends where it ends.
    private mutating func skipDeepType() -> TypeShape? {
        guard split == 0 else { return nil }
        switch current.kind {
        case .leftParen, .leftSquare:
            skipBalanced()
        case .identifier:
            advance()
            if atOperator(startingWith: UInt8(ascii: "<")) { skipAngleGroup() }
        default:
            return nil
        }
        return TypeShape()
    }

    private func isTypeSpecifier(_ t: Token) -> Bool {
        if t.kind == .keyword { return t.keyword == .inout }
        guard t.kind == .identifier && !t.flags.contains(.backticked) else { return false }
        switch t.keyword {
        case .borrowing, .consuming, .__owned, .__shared, .sending, .isolated, ._const, .__consuming:
            return true
        default:
            return false
        }
    }

    /// Whether token `t` can begin a type.
    private func startsType(_ t: Token) -> Bool {
        switch t.kind {
        case .identifier, .leftParen, .leftSquare, .atSign, .integerLiteral:
            return true
        case .keyword:
            return t.keyword == .Self || t.keyword == .Any || t.keyword == .inout || t.keyword == .repeat
        case .prefixOperator:
            return true  // `~Copyable`, `-1`
        default:
            return false
        }
    }

    /// One element of a composition, with its postfixes.
    private mutating func parseTypeElement(depth: Int) -> TypeShape? {
        // `some P`, `any P`, `each T`, `repeat T`, `~Copyable`.
        while split == 0 {
            let t = current
            if t.kind == .identifier && !t.flags.contains(.backticked)
                && (t.keyword == .some || t.keyword == .any || t.keyword == .each)
                && startsType(peek()) && !peek().isAtLineStart
            {
                advance()
            } else if t.kind == .keyword && t.keyword == .repeat {
                advance()
            } else {
                break
            }
        }
        if atOperator(startingWith: UInt8(ascii: "~")) {
            consumeOperatorByte()
        }
        guard parsePrimaryType(depth: depth) else { return nil }
        var shape = TypeShape()
        while true {
            if at(.period) && !current.isAtLineStart
                && (peek().kind == .identifier || peek().kind == .keyword)
            {
                advance()
                advance()
                parseGenericArgumentsIfPresent(depth: depth)
                shape = TypeShape()
            } else if at(.postfixQuestion) || (split > 0 && firstByte() == UInt8(ascii: "?")) {
                consumeOperatorByte()
                shape = TypeShape(isImplicitlyUnwrapped: false, isOptional: true)
            } else if at(.exclamation) || (split > 0 && firstByte() == UInt8(ascii: "!")) {
                consumeOperatorByte()
                shape = TypeShape(isImplicitlyUnwrapped: true, isOptional: false)
            } else if current.kind == .postfixOperator && split == 0
                && (firstByte() == UInt8(ascii: "?") || firstByte() == UInt8(ascii: "!"))
                && !current.hasTriviaBefore
            {
                // `T?!`-style runs lexed as one postfix operator.
                let isBang = firstByte() == UInt8(ascii: "!")
                consumeOperatorByte()
                shape = TypeShape(isImplicitlyUnwrapped: isBang, isOptional: !isBang)
            } else {
                return shape
            }
        }
    }

    /// An identifier with generic arguments, `Self`, `Any`, a tuple or function type, an
    /// array or dictionary, or an integer literal.
    private mutating func parsePrimaryType(depth: Int) -> Bool {
        guard split == 0 else { return false }
        let t = current
        switch t.kind {
        case .identifier:
            advance()
            parseGenericArgumentsIfPresent(depth: depth)
            return true
        case .keyword:
            switch t.keyword {
            case .Self, .Any, .self, .class, .wildcard:
                advance()
                return true
            default:
                return false
            }
        case .integerLiteral:
            advance()
            return true
        case .prefixOperator where isOperator(pos, "-") && peek().kind == .integerLiteral:
            advance()
            advance()
            return true
        case .leftSquare:
            advance()
            _ = parseType(depth: depth + 1)
            dropSplit()
            if at(.colon) {
                advance()
                _ = parseType(depth: depth + 1)
                dropSplit()
            }
            if at(.rightSquare) {
                advance()
            } else {
                skipToCloser(.rightSquare)
            }
            return true
        case .leftParen:
            parseTupleType(depth: depth)
            parseFunctionTypeTail(depth: depth)
            return true
        default:
            return false
        }
    }

    /// `( [label [name]:] Type [...], … )`. When an element cannot be read, skips to the
    /// tuple's `)` (consuming it) and stops.
    private mutating func parseTupleType(depth: Int) {
        advance()
        while !atEnd && !at(.rightParen) {
            let before = pos
            // Element labels: `x: Int`, `_ x: Int`.
            if (isName(current) || current.kind == .keyword) && peek().kind == .colon {
                advance()
                advance()
            } else if (isName(current) || current.kind == .keyword) && (isName(peek()) || peek().kind == .keyword)
                && token(pos + 2).kind == .colon
            {
                advance()
                advance()
                advance()
            }
            if parseType(depth: depth + 1) == nil {
                skipToCloser(.rightParen)
                return
            }
            dropSplit()
            if isOperator(pos, "...") { advance() }
            if atEqual {  // a default value in a function type is an error, but stay on track
                skipToCloser(.rightParen)
                return
            }
            if at(.comma) {
                advance()
            } else if !at(.rightParen) {
                skipToCloser(.rightParen)
                return
            }
            if pos == before { advance() }
        }
        if at(.rightParen) { advance() }
    }

    /// After a parenthesized type: `async`, `throws`, `throws(E)`, then `-> Result`.
    private mutating func parseFunctionTypeTail(depth: Int) {
        var sawEffect = false
        while split == 0 {
            if at(contextual: .async) || at(keyword: .rethrows) {
                advance()
                sawEffect = true
            } else if at(keyword: .throws) {
                advance()
                sawEffect = true
                if at(.leftParen) && !current.hasTriviaBefore { skipBalanced() }
            } else {
                break
            }
        }
        if at(.arrow) {
            advance()
            _ = parseType(depth: depth + 1)
        } else if sawEffect {
            return
        }
    }

    /// `<T, U>` after a type name (also on the next line, as swiftc allows in types).
    private mutating func parseGenericArgumentsIfPresent(depth: Int) {
        guard atOperator(startingWith: UInt8(ascii: "<")) else { return }
        _ = parseGenericArguments(depth: depth)
    }

    /// `<T, U>` at a `<`: true if the types and the closing `>` were read; otherwise
    /// rewinds and returns false.
    mutating func parseGenericArguments(depth: Int) -> Bool {
        let saved = (pos, split)
        consumeOperatorByte()
        while true {
            if atOperator(startingWith: UInt8(ascii: ">")) {
                consumeOperatorByte()
                return true
            }
            guard parseType(depth: depth + 1) != nil else { break }
            if at(.comma) {
                advance()
                continue
            }
            if atOperator(startingWith: UInt8(ascii: ">")) {
                consumeOperatorByte()
                return true
            }
            break
        }
        // Not generic arguments after all (`a < b`): rewind.
        (pos, split) = saved
        return false
    }

    /// Skips forward to the closer of kind `closer` at this nesting level (consuming it),
    /// or stops before a line-starting declaration keyword or an unmatched closer.
    private mutating func skipToCloser(_ closer: TokenKind) {
        var depth = 0
        while !atEnd {
            let t = current
            switch t.kind {
            case .leftParen, .leftSquare, .leftBrace:
                depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                if depth == 0 {
                    if t.kind == closer { advance() }
                    return
                }
                depth -= 1
            default:
                if t.isAtLineStart && isDeclarationOnlyStart(pos) { return }
            }
            advance()
        }
    }

    /// Skips `<…>` counting angle characters in operator tokens (`>>` closes two); splits
    /// the closing token if the group ends inside it. Returns the group's token range.
    @discardableResult
    mutating func skipAngleGroup() -> TokenRange {
        let start = pos
        var depth = 0
        while !atEnd {
            let t = current
            if t.kind.isOperator || split > 0 {
                // Count the angle characters of this operator, stopping where depth hits 0.
                while true {
                    let byte = firstByte()
                    if byte == UInt8(ascii: "<") {
                        depth += 1
                    } else if byte == UInt8(ascii: ">") {
                        depth -= 1
                    }
                    let lastByte = Int(t.start) + split + 1 >= Int(t.end)
                    consumeOperatorByte()
                    if depth <= 0 { return TokenRange(start, pos + (split > 0 ? 1 : 0)) }
                    if lastByte { break }
                }
                continue
            }
            switch t.kind {
            case .leftBrace, .rightBrace, .semicolon:
                return TokenRange(start, pos)  // unclosed: stop before a body
            case .leftParen, .leftSquare:
                skipBalanced()
                continue
            default:
                if t.isAtLineStart && isDeclarationOnlyStart(pos) { return TokenRange(start, pos) }
            }
            advance()
        }
        return TokenRange(start, pos)
    }

    /// `where A: P, B == C, T.Element: Q & R`: the requirements' token range.
    mutating func parseWhereClause() -> TokenRange {
        advance()
        let start = pos
        while true {
            let before = pos
            guard parseType() != nil else { break }
            dropSplit()
            if at(.colon) {
                advance()
                _ = parseType()
                dropSplit()
            } else if isOperator(pos, "==") {
                advance()
                _ = parseType()
                dropSplit()
            }
            guard at(.comma), pos > before else { break }
            advance()
        }
        return TokenRange(start, pos)
    }
}
