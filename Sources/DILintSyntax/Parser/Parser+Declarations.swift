/// Where a declaration is being parsed: what it may be and how it is recorded.
enum DeclarationContext {
    /// A member of a type (`case` allowed).
    case member
    /// File scope: variables are globals.
    case topLevel
    /// Inside code: types, functions and aliases are parsed; variables are left to the
    /// code scanner (they are local variables, not declarations of the file).
    case local
}

extension Parser {
    /// Parses one declaration at `pos` (attributes and modifiers included) and everything
    /// nested in it. Returns false when no declaration starts here: in code (`.local`) with
    /// `pos` unchanged; among members and at file scope past any attributes and modifiers
    /// read, which can begin nothing else there (so they are never read twice).
    mutating func parseDeclaration(parent: Int32, context: DeclarationContext) -> Bool {
        let start = pos
        let attributeStart = Int32(attributes.count)
        let modifierStart = modifiers.count
        _ = parseAttributes()
        var modifierSet = ModifierSet()
        let modifierRange = parseModifiers(into: &modifierSet)
        let header = DeclarationHeader(
            start: start, attributes: attributeStart..<Int32(attributes.count),
            modifiers: modifierRange, modifierSet: modifierSet, parent: parent,
            isLocal: context == .local)
        let t = current
        switch t.kind {
        case .keyword:
            switch t.keyword {
            case .class: parseTypeDeclaration(.class, header)
            case .struct: parseTypeDeclaration(.struct, header)
            case .enum: parseTypeDeclaration(.enum, header)
            case .protocol: parseTypeDeclaration(.protocol, header)
            case .extension: parseTypeDeclaration(.extension, header)
            case .func: parseFunction(.func, header)
            case .`init`: parseFunction(.`init`, header)
            case .deinit: parseFunction(.deinit, header)
            case .subscript: parseSubscript(header)
            case .var, .let:
                guard context != .local else { return restore(start, attributeStart, modifierStart, context) }
                parseVariables(header)
            case .case:
                guard context == .member else { return restore(start, attributeStart, modifierStart, context) }
                parseEnumCases(header)
            case .typealias: parseTypealias(header)
            case .associatedtype: parseAssociatedType(header)
            case .import: parseLineDeclaration(.import, header)
            case .operator: parseLineDeclaration(.operator, header)
            case .precedencegroup: parsePrecedenceGroup(header)
            default: return restore(start, attributeStart, modifierStart, context)
            }
        case .identifier where t.keyword == .actor && !t.flags.contains(.backticked) && isName(peek()):
            parseTypeDeclaration(.actor, header)
        case .identifier where t.keyword == .macro && !t.flags.contains(.backticked) && isName(peek()):
            parseFunction(.macro, header)
        default:
            return restore(start, attributeStart, modifierStart, context)
        }
        return true
    }

    /// Reports that no declaration was parsed, dropping the attributes and modifiers
    /// recorded since `start`; rewinds to `start` in code only (see `parseDeclaration`).
    private mutating func restore(
        _ start: Int, _ attributeCount: Int32, _ modifierCount: Int,
        _ context: DeclarationContext
    ) -> Bool {
        if context == .local {
            pos = start
            split = 0
        }
        attributes.removeSubrange(Int(attributeCount)...)
        modifiers.removeSubrange(modifierCount...)
        return false
    }

    /// Appends a declaration with the header's facts and returns its index.
    mutating func appendDeclaration(_ kind: DeclarationKind, _ header: DeclarationHeader) -> Int {
        var declaration = Declaration(kind: kind)
        declaration.attributes = header.attributes
        declaration.modifiers = header.modifiers
        declaration.modifierSet = header.modifierSet
        declaration.parent = header.parent
        declaration.tokens = TokenRange(header.start, pos)
        if header.isLocal { declaration.flags.insert(.isLocal) }
        declarations.append(declaration)
        return declarations.count - 1
    }

    /// Closes declaration `index`: its token range ends here and its subtree ends with the
    /// declarations appended so far.
    mutating func finish(_ index: Int) {
        declarations[index].tokens.end = Int32(pos)
        declarations[index].subtreeEnd = Int32(declarations.count)
    }

    /// A name token for a declaration, if the current token is one.
    mutating func parseName(into index: Int) {
        if current.kind == .identifier {
            declarations[index].nameToken = Int32(pos)
            declarations[index].name = TokenRange(pos, pos + 1)
            advance()
        } else {
            declarations[index].flags.insert(.isMalformed)
        }
    }

    // MARK: Types

    /// `class`/`struct`/`enum`/`actor`/`protocol` Name<…>: Inherited where … { members },
    /// and `extension Type: Inherited where … { members }`.
    mutating func parseTypeDeclaration(_ kind: DeclarationKind, _ header: DeclarationHeader) {
        advance()
        let index = appendDeclaration(kind, header)
        if kind == .extension {
            let typeStart = pos
            if parseType() != nil {
                declarations[index].nameToken = Int32(typeStart)
                declarations[index].name = TokenRange(typeStart, pos + (split > 0 ? 1 : 0))
                dropSplit()
            } else {
                declarations[index].flags.insert(.isMalformed)
            }
        } else {
            parseName(into: index)
            if atOperator(startingWith: UInt8(ascii: "<")) {
                declarations[index].genericParameters = skipAngleGroup()
                dropSplit()
            }
        }
        if at(.colon) {
            advance()
            let first = Int32(inheritedTypes.count)
            while true {
                let typeStart = pos
                if at(keyword: .class) {
                    advance()  // `protocol P: class`
                } else if parseType() == nil {
                    break
                }
                inheritedTypes.append(TokenRange(typeStart, pos + (split > 0 ? 1 : 0)))
                dropSplit()
                guard at(.comma) else { break }
                advance()
            }
            declarations[index].inheritance = first..<Int32(inheritedTypes.count)
        }
        if at(keyword: .where) {
            declarations[index].whereClause = parseWhereClause()
        }
        if at(.leftBrace) {
            declarations[index].flags.insert(.hasBody)
            if depth < Parser.maxDepth {
                depth += 1
                parseMemberList(parent: Int32(index))
                depth -= 1
            } else {
                skipBalanced()
            }
        } else {
            declarations[index].flags.insert(.isMalformed)
        }
        finish(index)
    }

    // MARK: Functions

    /// `func name<…>(…) async throws -> T where … { body }`, `init?<…>(…)`, `deinit { }`,
    /// and `macro name(…) -> T = #externalMacro(…)`.
    mutating func parseFunction(_ kind: DeclarationKind, _ header: DeclarationHeader) {
        let keywordIndex = pos
        advance()
        let index = appendDeclaration(kind, header)
        switch kind {
        case .`init`, .deinit:
            declarations[index].nameToken = Int32(keywordIndex)
            declarations[index].name = TokenRange(keywordIndex, keywordIndex + 1)
            if at(.postfixQuestion) {
                declarations[index].flags.insert(.failable)
                advance()
            } else if at(.exclamation) {
                declarations[index].flags.insert(.implicitlyUnwrappedFailable)
                advance()
            }
        default:
            let t = current
            if t.kind.isOperator || t.kind == .equal || t.kind == .exclamation || t.kind == .postfixQuestion
                || t.kind == .period || t.kind == .arrow
            {
                declarations[index].nameToken = Int32(pos)
                declarations[index].name = TokenRange(pos, pos + 1)
                if t.kind.isOperator && t.length > 1 && bytes[Int(t.end) - 1] == UInt8(ascii: "<")
                    && peek().kind == .identifier
                {
                    // `static func ==<T>(…)`: the lexer glued the generic `<` to the name.
                    declarations[index].flags.insert(.nameIncludesGenericAngle)
                    split = t.length - 1
                } else {
                    advance()
                }
            } else {
                parseName(into: index)
            }
        }
        if atOperator(startingWith: UInt8(ascii: "<")) {
            declarations[index].genericParameters = skipAngleGroup()
            dropSplit()
        }
        if at(.leftParen) {
            declarations[index].parameters = parseParameterClause(owner: Int32(index), kind: kind)
        } else if kind != .deinit {
            declarations[index].flags.insert(.isMalformed)
        }
        parseEffects(into: index)
        if at(.arrow) {
            advance()
            let typeStart = pos
            if parseType() != nil {
                declarations[index].type = TokenRange(typeStart, pos + (split > 0 ? 1 : 0))
            }
            dropSplit()
        }
        if at(keyword: .where) {
            declarations[index].whereClause = parseWhereClause()
        }
        if kind == .macro && atEqual {
            advance()
            let valueStart = pos
            _ = scanCode(owner: Int32(index), regionKind: nil, mode: .expression([.newline]))
            declarations[index].initializer = TokenRange(valueStart, pos)
        }
        if at(.leftBrace) && kind != .macro {
            let bodyStart = pos
            let regionKind: RegionKind = kind == .`init` ? .initializerBody : kind == .deinit ? .deinitializerBody : .functionBody
            parseCodeBlock(owner: Int32(index), kind: regionKind)
            declarations[index].body = TokenRange(bodyStart, pos)
            declarations[index].flags.insert(.hasBody)
        }
        finish(index)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync`, in any order.
    mutating func parseEffects(into index: Int) {
        while true {
            if at(contextual: .async) || at(contextual: .reasync) {
                declarations[index].flags.insert(.isAsync)
                advance()
            } else if at(keyword: .throws) || at(keyword: .rethrows) {
                declarations[index].flags.insert(.isThrowing)
                advance()
                if at(.leftParen) && !current.hasTriviaBefore { skipBalanced() }
            } else {
                return
            }
        }
    }

    /// `subscript<…>(…) -> T where … { accessors }`.
    mutating func parseSubscript(_ header: DeclarationHeader) {
        let keywordIndex = pos
        advance()
        let index = appendDeclaration(.subscript, header)
        declarations[index].nameToken = Int32(keywordIndex)
        declarations[index].name = TokenRange(keywordIndex, keywordIndex + 1)
        if atOperator(startingWith: UInt8(ascii: "<")) {
            declarations[index].genericParameters = skipAngleGroup()
            dropSplit()
        }
        if at(.leftParen) {
            declarations[index].parameters = parseParameterClause(owner: Int32(index), kind: .subscript)
        } else {
            declarations[index].flags.insert(.isMalformed)
        }
        parseEffects(into: index)
        if at(.arrow) {
            advance()
            let typeStart = pos
            if parseType() != nil {
                declarations[index].type = TokenRange(typeStart, pos + (split > 0 ? 1 : 0))
            }
            dropSplit()
        }
        if at(keyword: .where) {
            declarations[index].whereClause = parseWhereClause()
        }
        if at(.leftBrace) {
            parseAccessorBlock(into: index)
        }
        finish(index)
    }
}

/// What was read before a declaration's keyword.
struct DeclarationHeader {
    var start: Int
    var attributes: Range<Int32>
    var modifiers: Range<Int32>
    var modifierSet: ModifierSet
    var parent: Int32
    var isLocal: Bool
}
