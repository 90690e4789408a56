extension Parser {
    /// `var`/`let` with one or more bindings: `var a = 1, b: Int { get }`. Each named
    /// binding becomes a declaration (a tuple pattern `let (x, y) = …` one per name, sharing
    /// type and initializer); `_` records nothing.
    mutating func parseVariables(_ header: DeclarationHeader) {
        let kind: DeclarationKind = current.keyword == .let ? .let : .var
        advance()
        while true {
            var names: [Int] = []
            if isName(current) {
                names.append(pos)
                advance()
            } else if at(.leftParen) {
                names = tuplePatternNames()
            } else if at(keyword: .wildcard) {
                advance()
            } else {
                return  // no pattern: resume at the next declaration
            }
            let first = declarations.count
            for nameIndex in names {
                let index = appendDeclaration(kind, header)
                declarations[index].nameToken = Int32(nameIndex)
                declarations[index].name = TokenRange(nameIndex, nameIndex + 1)
                declarations[index].storage = .stored
            }
            // Declarations nested in the initializer or accessors (local types in closures)
            // belong to the binding's last name, which keeps the array in pre-order.
            let owner = names.isEmpty ? header.parent : Int32(first + names.count - 1)

            var type = TokenRange.empty
            var shape = TypeShape()
            if at(.colon) {
                advance()
                let typeStart = pos
                if let parsed = parseType() {
                    shape = parsed
                    type = TokenRange(typeStart, pos + (split > 0 ? 1 : 0))
                }
                dropSplit()
            }
            var initializer = TokenRange.empty
            if atEqual {
                advance()
                let valueStart = pos
                let regionKind: RegionKind
                if header.parent < 0 && !header.isLocal {
                    regionKind = .globalInitializer
                } else if header.modifierSet.isTypeMember {
                    regionKind = .staticPropertyInitializer
                } else {
                    regionKind = .propertyInitializer
                }
                _ = scanCode(
                    owner: owner, regionKind: regionKind,
                    mode: .expression([.comma, .newline, .accessorBlock]))
                initializer = TokenRange(valueStart, pos)
            }
            var accessors = TokenRange.empty
            var storage = Storage.stored
            var hasSetter = false
            if at(.leftBrace) && (initializer.isEmpty || looksLikeAccessorBlock(pos)) && !names.isEmpty {
                let blockStart = pos
                let result = parseAccessorBlock(owner: owner)
                storage = result.storage
                hasSetter = result.hasSetter
                accessors = TokenRange(blockStart, pos)
            }
            // A tuple pattern takes each name's type and value from the matching element of
            // a tuple type and tuple expression, and none when there is no such element.
            let isTuple = names.count > 1 || (names.count == 1 && tokens[names[0] - 1].kind == .leftParen)
            let elementTypes = isTuple ? tupleElements(type) : nil
            let elementValues = isTuple ? tupleElements(initializer) : nil
            for (offset, index) in (first..<(first + names.count)).enumerated() {
                var type = type
                var initializer = initializer
                if isTuple {
                    type = elementTypes.flatMap { $0.count == names.count ? $0[offset] : nil } ?? .empty
                    initializer = elementValues.flatMap { $0.count == names.count ? $0[offset] : nil } ?? .empty
                    shape = TypeShape()
                    if !type.isEmpty && (tokens[Int(type.end) - 1].kind == .exclamation) {
                        shape.isImplicitlyUnwrapped = true
                    } else if !type.isEmpty && tokens[Int(type.end) - 1].kind == .postfixQuestion {
                        shape.isOptional = true
                    }
                }
                declarations[index].type = type
                declarations[index].initializer = initializer
                declarations[index].accessorBlock = accessors
                declarations[index].storage = storage
                declarations[index].tokens.end = Int32(pos)
                if shape.isImplicitlyUnwrapped { declarations[index].flags.insert(.implicitlyUnwrappedType) }
                if shape.isOptional { declarations[index].flags.insert(.optionalType) }
                if hasSetter { declarations[index].flags.insert(.hasSetter) }
                if !accessors.isEmpty { declarations[index].flags.insert(.hasBody) }
                declarations[index].subtreeEnd = Int32(index == first + names.count - 1 ? declarations.count : index + 1)
            }
            guard at(.comma) else { return }
            advance()
        }
    }

    /// The elements of `range` when it is exactly one parenthesized, comma-separated group,
    /// without element labels (`(x: 1, y: 2)` gives `1`, `2`); nil otherwise.
    func tupleElements(_ range: TokenRange) -> [TokenRange]? {
        guard range.count >= 2, tokens[Int(range.start)].kind == .leftParen,
            tokens[Int(range.end) - 1].kind == .rightParen
        else { return nil }
        var elements: [TokenRange] = []
        var depth = 0
        var elementStart = Int(range.start) + 1
        for index in (Int(range.start) + 1)..<Int(range.end) {
            let t = tokens[index]
            switch t.kind {
            case .leftParen, .leftSquare, .leftBrace:
                depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                if depth == 0 {
                    // The closing parenthesis must be the range's last token.
                    guard index == Int(range.end) - 1 else { return nil }
                    elements.append(TokenRange(elementStart, index))
                } else {
                    depth -= 1
                }
            case .comma where depth == 0:
                elements.append(TokenRange(elementStart, index))
                elementStart = index + 1
            default:
                break
            }
        }
        return elements.map { element in
            var start = Int(element.start)
            if element.count > 2 && tokens[start].kind == .identifier && tokens[start + 1].kind == .colon { start += 2 }
            return TokenRange(start, Int(element.end))
        }
    }

    /// The identifier tokens of a tuple pattern `(a, (b, _), c)`; consumes it.
    private mutating func tuplePatternNames() -> [Int] {
        var names: [Int] = []
        let start = pos
        skipBalanced()
        for index in start..<pos where tokens[index].kind == .identifier {
            // Skip labels in `(x: a, y: b)` patterns: a name followed by `:` is a label.
            if token(index + 1).kind == .colon { continue }
            names.append(index)
        }
        return names
    }

    /// Whether the `{` at `index` opens an accessor list (`{ get set }`, `{ willSet … }`,
    /// `{ mutating get { … } }`) rather than a closure or a getter's code.
    func looksLikeAccessorBlock(_ index: Int) -> Bool {
        var i = index + 1
        // Attributes and modifiers before the accessor keyword.
        while true {
            let t = token(i)
            if t.kind == .atSign {
                i += 2
                if token(i).kind == .leftParen { return false }  // `@Attr(…)` on accessors is rare; stay conservative
                continue
            }
            if t.kind == .identifier && !t.flags.contains(.backticked) {
                switch t.keyword {
                case .mutating, .nonmutating, .__consuming, .borrowing, .consuming:
                    i += 1
                    continue
                default:
                    break
                }
            }
            break
        }
        let t = token(i)
        let next = token(i + 1)
        let isAccessor: Bool
        if t.kind == .keyword && t.keyword == .`init` {
            isAccessor = next.kind == .leftBrace || next.kind == .leftParen
        } else if t.kind == .identifier && !t.flags.contains(.backticked) {
            switch t.keyword {
            case .get, .set, .willSet, .didSet, ._read, ._modify, .read, .modify, .unsafeAddress,
                .unsafeMutableAddress, .yielding:
                isAccessor = true
            default:
                isAccessor = false
            }
        } else {
            isAccessor = false
        }
        guard isAccessor else { return false }
        switch next.kind {
        case .leftBrace, .rightBrace, .semicolon:
            return true
        case .leftParen:
            // `set(newValue)`, `willSet(new)`; `get(…)` would be a call in a getter.
            return !t.is(.get)
        case .identifier, .keyword:
            // `get async throws`, `get set`, `yielding borrow`, or the next accessor on a new line.
            return next.is(.async) || next.is(.throws) || next.is(.set) || next.is(.get)
                || next.is(.borrow) || next.is(.mutate) || next.is(.mutating) || next.is(.nonmutating)
                || next.isAtLineStart
        default:
            return false
        }
    }

    /// An accessor block at `{`: an accessor list or a getter's code. Consumes through `}`.
    mutating func parseAccessorBlock(into index: Int) {
        let blockStart = pos
        let result = parseAccessorBlock(owner: Int32(index))
        declarations[index].accessorBlock = TokenRange(blockStart, pos)
        declarations[index].flags.insert(.hasBody)
        if result.hasSetter { declarations[index].flags.insert(.hasSetter) }
        declarations[index].storage = declarations[index].kind.isVariable ? result.storage : .none
    }

    /// Parses an accessor block and classifies the storage it implies: only `willSet`/
    /// `didSet` is observed; anything else (a getter, `{ get }`, code) is computed.
    mutating func parseAccessorBlock(owner: Int32) -> (storage: Storage, hasSetter: Bool) {
        guard looksLikeAccessorBlock(pos) else {
            parseCodeBlock(owner: owner, kind: .accessorBody)
            return (.computed, false)
        }
        advance()
        var observersOnly = true
        var hasSetter = false
        var sawAccessor = false
        while !atEnd && !at(.rightBrace) {
            let before = pos
            _ = parseAttributes()
            while at(contextual: .mutating) || at(contextual: .nonmutating) || at(contextual: .__consuming)
                || at(contextual: .borrowing) || at(contextual: .consuming)
            {
                advance()
            }
            let t = current
            let isKeyword = t.kind == .identifier || (t.kind == .keyword && t.keyword == .`init`)
            if isKeyword && !t.flags.contains(.backticked) {
                switch t.keyword {
                case .willSet, .didSet:
                    break
                case .set, ._modify, .modify, .unsafeMutableAddress, .mutate:
                    hasSetter = true
                    observersOnly = false
                case .get, ._read, .read, .unsafeAddress, .yielding, .borrow, .`init`:
                    observersOnly = false
                default:
                    skipJunk()
                    continue
                }
                sawAccessor = true
                advance()
                if at(contextual: .borrow) || at(contextual: .mutate) {  // `yielding borrow`
                    if current.is(.mutate) { hasSetter = true }
                    advance()
                }
                if at(.leftParen) { skipBalanced() }
                while at(contextual: .async) || at(keyword: .throws) || at(keyword: .rethrows) {
                    advance()
                    if at(.leftParen) && !current.hasTriviaBefore { skipBalanced() }
                }
                if at(.leftBrace) {
                    parseCodeBlock(owner: owner, kind: .accessorBody)
                }
            } else if at(.semicolon) {
                advance()
            } else if pos == before {
                skipJunk()
            }
            ensureProgress(before)
        }
        if at(.rightBrace) { advance() }
        let storage: Storage = sawAccessor && observersOnly ? .observed : .computed
        return (storage, hasSetter)
    }
}
