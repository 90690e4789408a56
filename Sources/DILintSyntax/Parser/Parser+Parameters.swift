extension Parser {
    /// A parenthesized parameter list at `(`, through `)`: each parameter's attributes,
    /// label and name, type, variadic `...` and default value (scanned as a
    /// `.defaultArgument` region of `owner`). Labels follow Swift: one name is both label and
    /// name for functions, initializers, macros and enum cases, but only the name for
    /// subscripts; `_` means no label. An enum case element may be a bare type `(Int)`.
    /// Returns the parameters' range in `parameters`.
    mutating func parseParameterClause(owner: Int32, kind: DeclarationKind) -> Range<Int32> {
        let stackBase = parameterStack.count
        advance()
        while !atEnd && !at(.rightParen) {
            let before = pos
            if at(.rightBrace) || (current.isAtLineStart && isDeclarationOnlyStart(pos)) {
                break  // the list was never closed
            }
            parameterStack.append(parseParameter(owner: owner, kind: kind))
            if at(.comma) {
                advance()
            } else if !at(.rightParen) {
                skipParameterJunk()
            }
            if pos == before { advance() }
        }
        if at(.rightParen) { advance() }
        let first = Int32(parameters.count)
        parameters.append(contentsOf: parameterStack[stackBase...])
        parameterStack.removeSubrange(stackBase...)
        return first..<Int32(parameters.count)
    }

    private mutating func parseParameter(owner: Int32, kind: DeclarationKind) -> Parameter {
        let start = pos
        // Attributes before the names belong to the parameter (`@ViewBuilder content: …`);
        // without names (`case custom(@MainActor () -> View)`) they belong to the type.
        var attributes: Range<Int32> = Int32(self.attributes.count)..<Int32(self.attributes.count)
        if at(.atSign) && kind != .case {
            var probe = self
            _ = probe.parseAttributes(record: false)
            if isParameterName(probe.current)
                && (probe.peek().kind == .colon || (isParameterName(probe.peek()) && probe.peek(2).kind == .colon))
            {
                attributes = parseAttributes()
            }
        }
        var parameter = Parameter(
            tokens: .empty, label: -1, name: -1, type: .empty, defaultValue: .empty,
            attributes: attributes, isVariadic: false, isInout: false)
        // Up to two names before `:` (labels may be keywords: `for`, `in`, `default`).
        var firstName = -1
        var secondName = -1
        var probe = pos
        if isParameterName(token(probe)) {
            firstName = probe
            probe += 1
            if isParameterName(token(probe)) {
                secondName = probe
                probe += 1
            }
        }
        if token(probe).kind == .colon && firstName >= 0 {
            pos = probe
            advance()
            if secondName >= 0 {
                parameter.label = isWildcard(firstName) ? -1 : Int32(firstName)
                parameter.name = isWildcard(secondName) ? -1 : Int32(secondName)
            } else {
                parameter.name = isWildcard(firstName) ? -1 : Int32(firstName)
                if kind != .subscript { parameter.label = parameter.name }
            }
        }
        let typeStart = pos
        if at(keyword: .inout) { parameter.isInout = true }
        if parseType() != nil {
            parameter.type = TokenRange(typeStart, pos + (split > 0 ? 1 : 0))
        }
        dropSplit()
        if isOperator(pos, "...") {
            parameter.isVariadic = true
            advance()
        }
        if atEqual {
            advance()
            let valueStart = pos
            _ = scanCode(owner: owner, regionKind: .defaultArgument, mode: .expression([.comma]))
            parameter.defaultValue = TokenRange(valueStart, pos)
        }
        parameter.tokens = TokenRange(start, pos)
        return parameter
    }

    private func isWildcard(_ index: Int) -> Bool {
        tokens[index].kind == .keyword && tokens[index].keyword == .wildcard
    }

    private func isParameterName(_ t: Token) -> Bool {
        t.kind == .identifier || (t.kind == .keyword && t.keyword != .inout)
    }

    /// Skips what cannot be read in a parameter up to the next `,` or `)` at this level.
    private mutating func skipParameterJunk() {
        while !atEnd && !at(.comma) && !at(.rightParen) {
            if at(.rightBrace) || (current.isAtLineStart && isDeclarationOnlyStart(pos)) { return }
            switch current.kind {
            case .leftParen, .leftSquare, .leftBrace:
                skipBalanced()
            default:
                advance()
            }
        }
    }
}
