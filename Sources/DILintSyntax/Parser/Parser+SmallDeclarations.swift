/// Enum cases, type aliases, associated types, imports, operators and precedence groups.
extension Parser {
    /// `case a, b(Int), c = 3` in an enum: one declaration per element.
    mutating func parseEnumCases(_ header: DeclarationHeader) {
        advance()
        while true {
            let index = appendDeclaration(.case, header)
            parseName(into: index)
            if at(.leftParen) {
                declarations[index].parameters = parseParameterClause(owner: Int32(index), kind: .case)
            }
            if atEqual {
                advance()
                let valueStart = pos
                _ = scanCode(owner: Int32(index), regionKind: nil, mode: .expression([.comma, .newline]))
                declarations[index].initializer = TokenRange(valueStart, pos)
            }
            finish(index)
            guard at(.comma) else { return }
            advance()
            if !isName(current) && current.kind != .keyword { return }
        }
    }

    /// `typealias Name<…> = Type where …`.
    mutating func parseTypealias(_ header: DeclarationHeader) {
        advance()
        let index = appendDeclaration(.typealias, header)
        parseName(into: index)
        if atOperator(startingWith: "<") {
            declarations[index].genericParameters = skipAngleGroup()
        }
        if atEqual {
            advance()
            if let range = parseTypeRange() { declarations[index].type = range }
        }
        if at(keyword: .where) {
            declarations[index].whereClause = parseWhereClause()
        }
        finish(index)
    }

    /// `associatedtype Name: Inherited = Default where …`.
    mutating func parseAssociatedType(_ header: DeclarationHeader) {
        advance()
        let index = appendDeclaration(.associatedtype, header)
        parseName(into: index)
        if at(.colon) {
            advance()
            let first = Int32(inheritedTypes.count)
            while true {
                let typeStart = pos
                guard parseType() != nil else { break }
                inheritedTypes.append(rangeToPosition(from: typeStart))
                dropSplit()
                guard at(.comma) else { break }
                advance()
            }
            declarations[index].inheritance = first..<Int32(inheritedTypes.count)
        }
        if atEqual {
            advance()
            if let range = parseTypeRange() { declarations[index].initializer = range }
        }
        if at(keyword: .where) {
            declarations[index].whereClause = parseWhereClause()
        }
        finish(index)
    }

    /// `import Module.Sub`, `import struct M.T` (named by the module path) and
    /// `infix operator +++: Group` (named by the operator): the rest of the line.
    mutating func parseLineDeclaration(_ kind: DeclarationKind, _ header: DeclarationHeader) {
        advance()
        let index = appendDeclaration(kind, header)
        if kind == .import, current.kind == .keyword, !current.isAtLineStart, peek().kind == .identifier {
            advance()  // `import struct Foo.Bar`
        }
        let nameStart = pos
        while !atEnd && !current.isAtLineStart && !at(.semicolon) && !at(.leftBrace) && !at(.rightBrace) {
            if kind == .operator && pos > nameStart && at(.colon) { break }
            advance()
        }
        if pos > nameStart {
            declarations[index].nameToken = Int32(nameStart)
            declarations[index].name = TokenRange(nameStart, kind == .operator ? nameStart + 1 : pos)
        }
        while !atEnd && !current.isAtLineStart && !at(.semicolon) && !at(.rightBrace) {
            if at(.leftBrace) { skipBalanced() } else { advance() }  // the old `operator ~> { … }` form
        }
        finish(index)
    }

    /// `precedencegroup Name { … }`.
    mutating func parsePrecedenceGroup(_ header: DeclarationHeader) {
        advance()
        let index = appendDeclaration(.precedencegroup, header)
        parseName(into: index)
        if at(.leftBrace) { skipBalanced() }
        finish(index)
    }
}
