extension Parser {
    /// Parses `@attribute`s, recording them unless `record` is false (a look-ahead);
    /// returns their range in `attributes`.
    mutating func parseAttributes(record: Bool = true) -> Range<Int32> {
        let first = Int32(attributes.count)
        while at(.atSign) {
            let next = peek()
            guard next.kind == .identifier || next.kind == .keyword, !next.isAtLineStart else { break }
            let start = pos
            advance()
            let nameStart = pos
            advance()
            // Dotted (`@Module.Wrapper`) and generic (`@Wrapper<T>`) names.
            while at(.period) && !current.hasTriviaBefore && (peek().kind == .identifier || peek().kind == .keyword) {
                advance()
                advance()
            }
            if atOperator(startingWith: UInt8(ascii: "<")) && !current.hasTriviaBefore {
                skipAngleGroup()
                dropSplit()
            }
            let nameEnd = pos
            var arguments = TokenRange.empty
            var hasArguments = false
            if at(.leftParen) && attributeArgumentsFollow() {
                let open = pos
                skipBalanced()
                hasArguments = true
                let close = token(pos - 1).kind == .rightParen ? pos - 1 : pos
                arguments = TokenRange(open + 1, max(open + 1, close))
            }
            if record {
                attributes.append(
                    Attribute(
                        tokens: TokenRange(start, pos), name: TokenRange(nameStart, nameEnd),
                        arguments: arguments, hasArguments: hasArguments))
            }
        }
        return first..<Int32(attributes.count)
    }

    /// Whether the `(` at `pos` opens an attribute's arguments: it must be on the same line
    /// and the attribute must take arguments. Right after the name it does (`@objc(name)`);
    /// after a space only if a declaration or another attribute follows the parentheses,
    /// as Swift 6 decides, so `@Sendable (Int) -> Void` and `@MainActor (A) -> B` stay types.
    func attributeArgumentsFollow() -> Bool {
        let open = current
        if open.isAtLineStart { return false }
        if !open.hasTriviaBefore { return true }
        var probe = self
        probe.skipBalanced()
        let next = probe.current
        if next.kind == .atSign { return true }
        return probe.modifierAtCurrent() != nil || probe.isModifierContext(probe.pos)
    }

    /// The modifier the current token spells, if it is in modifier position: reserved
    /// access and `static` words always; `class` and contextual words (`final`, `lazy`,
    /// `override`, …) only when another modifier or a declaration keyword follows.
    func modifierAtCurrent() -> Modifier? {
        let t = current
        let modifier: Modifier
        switch t.kind {
        case .keyword:
            switch t.keyword {
            case .public: modifier = .public
            case .private: modifier = .private
            case .fileprivate: modifier = .fileprivate
            case .internal: modifier = .internal
            case .static: modifier = .static
            case .class:
                return isModifierContext(pos + 1) ? .class : nil
            default: return nil
            }
            return modifier
        case .identifier:
            guard !t.flags.contains(.backticked) else { return nil }
            switch t.keyword {
            case .open: modifier = .open
            case .package: modifier = .package
            case .final: modifier = .final
            case .lazy: modifier = .lazy
            case .weak: modifier = .weak
            case .unowned: modifier = .unowned
            case .override: modifier = .override
            case .convenience: modifier = .convenience
            case .required: modifier = .required
            case .mutating: modifier = .mutating
            case .nonmutating: modifier = .nonmutating
            case .dynamic: modifier = .dynamic
            case .optional: modifier = .optional
            case .indirect: modifier = .indirect
            case .nonisolated: modifier = .nonisolated
            case .distributed: modifier = .distributed
            case .prefix: modifier = .prefix
            case .postfix: modifier = .postfix
            case .infix: modifier = .infix
            case .consuming: modifier = .consuming
            case .borrowing: modifier = .borrowing
            case .__consuming: modifier = .__consuming
            default: return nil
            }
            var next = pos + 1
            if token(next).kind == .leftParen && !token(next).hasTriviaBefore {
                // `unowned(safe)`, `nonisolated(unsafe)`, `open(set)`
                next += 3
            }
            return isModifierContext(next) ? modifier : nil
        default:
            return nil
        }
    }

    /// Whether token `index` continues a modifier list: another modifier word, a
    /// declaration keyword, or an attribute.
    func isModifierContext(_ index: Int) -> Bool {
        let t = token(index)
        switch t.kind {
        case .keyword:
            switch t.keyword {
            case .class, .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript,
                .var, .let, .typealias, .associatedtype, .import, .operator, .precedencegroup, .case,
                .public, .private, .fileprivate, .internal, .static:
                return true
            default:
                return false
            }
        case .identifier:
            guard !t.flags.contains(.backticked) else { return false }
            switch t.keyword {
            case .open, .package, .final, .lazy, .weak, .unowned, .override, .convenience, .required,
                .mutating, .nonmutating, .dynamic, .optional, .indirect, .nonisolated, .distributed,
                .prefix, .postfix, .infix, .consuming, .borrowing, .__consuming:
                return true
            case .actor, .macro:
                return isName(token(index + 1))
            default:
                return false
            }
        case .atSign:
            return true
        default:
            return false
        }
    }

    /// Parses modifiers (and attributes mixed among them, and `#if` lines between them),
    /// recording both. Returns the modifier set and range.
    mutating func parseModifiers(into set: inout ModifierSet) -> Range<Int32> {
        let first = Int32(modifiers.count)
        while true {
            if at(.atSign) {
                let before = pos
                _ = parseAttributes()
                if pos == before { break }  // a lone `@` (before a line break or the end)
                continue
            }
            if current.kind == .poundKeyword && isConditionalDirective(current.keyword) && attributesOrModifiersFollowDirectives() {
                // `#if DEBUG\n@MainActor\n#endif\nfunc f()`: attributes of every branch apply.
                skipDirective()
                continue
            }
            guard var modifier = modifierAtCurrent() else { break }
            let start = pos
            advance()
            if at(.leftParen) && !current.hasTriviaBefore {
                // `private(set)`, `unowned(safe)`, `nonisolated(unsafe)`
                let detail = peek()
                if detail.is(.set) {
                    switch modifier {
                    case .public: modifier = .publicSet
                    case .private: modifier = .privateSet
                    case .fileprivate: modifier = .fileprivateSet
                    case .internal: modifier = .internalSet
                    case .package: modifier = .packageSet
                    default: break
                    }
                }
                skipBalanced()
            }
            set.insert(modifier)
            modifiers.append(ModifierEntry(modifier: modifier, tokens: TokenRange(start, pos)))
        }
        return first..<Int32(modifiers.count)
    }

    func isConditionalDirective(_ keyword: Keyword) -> Bool {
        keyword == .if || keyword == .elseif || keyword == .else || keyword == .endif
    }

    /// Whether the `#if`/`#else`/`#endif` lines at `pos` lead (past their conditions) to an
    /// attribute, a modifier or a declaration keyword: then they sit inside a declaration's
    /// attribute list rather than between declarations.
    func attributesOrModifiersFollowDirectives() -> Bool {
        var probe = self
        var steps = 0
        while probe.current.kind == .poundKeyword && isConditionalDirective(probe.current.keyword) && steps < 16 {
            probe.skipDirective()
            steps += 1
        }
        return probe.at(.atSign) || probe.modifierAtCurrent() != nil || probe.isModifierContext(probe.pos)
    }
}
