/// How the code scanner classifies words: statement starts, declaration starts, expression
/// continuations, and generic arguments inside expressions.
extension Parser {
    /// Consumes `<…>` after a name in an expression when it reads as generic arguments:
    /// types, then `>` followed by one of the tokens swiftc takes as disambiguating (a
    /// closer, `{`, `.`, `,`, `;`, `:`, `?`, `!`, `&`, or `(`/`[` on the same line).
    /// Otherwise consumes nothing and returns false.
    mutating func skipGenericArgumentsInExpression() -> Bool {
        let saved = pos
        guard parseGenericArguments(depth: 0) else {
            pos = saved
            split = 0
            return false
        }
        if split > 0 {
            // The `>` was glued to more operator characters: `>?`, `>!`, `>&` disambiguate.
            let byte = firstByte()
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") || (byte == UInt8(ascii: "&") && currentText(is: "&")) {
                advance()
                return true
            }
            pos = saved
            split = 0
            return false
        }
        let next = current
        switch next.kind {
        case .rightParen, .rightSquare, .leftBrace, .rightBrace, .period, .comma, .semicolon, .endOfFile,
            .exclamation, .postfixQuestion, .colon:
            return true
        case .binaryOperator where isOperator(pos, "&"):
            return true
        case .leftParen, .leftSquare:
            if !next.isAtLineStart { return true }
        default:
            break
        }
        pos = saved
        return false
    }

    /// Whether a local declaration (not a local variable) starts at `pos`: attributes and
    /// modifiers, then a declaration keyword, found within a bounded look-ahead so that a
    /// long run of attributes is never re-read from each of its lines.
    func localDeclarationFollows() -> Bool {
        // The usual case, no attribute or modifier first, is decided without the look-ahead
        // copy of the parser (its arrays retained and released: 558,000 copies, about 2.5 %
        // of a run's instructions on the benchmark corpus).
        if current.kind != .atSign && modifierAtCurrent() == nil {
            return startsLocalDeclaration(current, next: peek())
        }
        var probe = self
        let limit = pos + Parser.maxDeclarationPrefix
        while probe.pos < limit && !probe.atEnd {
            let t = probe.current
            if t.kind == .atSign {
                probe.advance()
                guard probe.current.kind == .identifier || probe.current.kind == .keyword else { return false }
                probe.advance()
                while probe.at(.period) && !probe.current.hasTriviaBefore { probe.advance(); probe.advance() }
                if probe.at(.leftParen) && !probe.current.hasTriviaBefore {
                    var depth = 0
                    repeat {
                        switch probe.current.kind {
                        case .leftParen, .leftSquare, .leftBrace: depth += 1
                        case .rightParen, .rightSquare, .rightBrace: depth -= 1
                        default: break
                        }
                        probe.advance()
                    } while depth > 0 && probe.pos < limit && !probe.atEnd
                }
                continue
            }
            if probe.modifierAtCurrent() != nil {
                probe.advance()
                if probe.at(.leftParen) && !probe.current.hasTriviaBefore {
                    probe.advance()
                    probe.advance()
                    probe.advance()
                }
                continue
            }
            return startsLocalDeclaration(t, next: probe.peek())
        }
        return false
    }

    /// Whether `t` (followed by `next`) is the keyword of a declaration other than a variable.
    private func startsLocalDeclaration(_ t: Token, next: Token) -> Bool {
        switch t.kind {
        case .keyword:
            switch t.keyword {
            case .class, .struct, .enum, .protocol, .extension, .func, .typealias, .`init`, .deinit,
                .subscript, .import, .operator, .precedencegroup, .associatedtype:
                return true
            default:
                return false
            }
        case .identifier:
            return (t.is(.actor) || t.is(.macro)) && isName(next)
        default:
            return false
        }
    }

    /// Keywords whose next `{` is their block, never a closure.
    static func isBlockKeyword(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .if, .guard, .while, .for, .switch, .catch, .do, .repeat, .defer, .else: return true
        default: return false
        }
    }

    /// Records what a statement-starting keyword means for the next `{` at its level.
    mutating func noteStatementKeyword(_ t: Token) {
        let last = frames.count - 1
        if t.kind == .keyword {
            if t.keyword == .var || t.keyword == .let {
                frames[last].pendingAccessor = true
            }
        } else if t.kind == .identifier && !t.flags.contains(.backticked) {
            switch t.keyword {
            case .get, .set, .willSet, .didSet, ._read, ._modify:
                if token(pos + 1).kind == .leftBrace || token(pos + 1).kind == .leftParen {
                    frames[last].pendingControl = true
                }
            default:
                break
            }
        }
    }

    /// Whether token `index` starts a statement: first in the scan, first on its line, or
    /// after `{`, `}`, `;`, a `case …:` label or a stray byte (which swiftc diagnoses and
    /// skips: `\xFF class A {}` still declares `A`).
    func isStatementStart(_ index: Int, scanStart: Int) -> Bool {
        if index == scanStart { return true }
        let t = tokens[index]
        if t.isAtLineStart { return true }
        switch tokens[index - 1].kind {
        case .leftBrace, .rightBrace, .semicolon, .colon, .unknown:
            return true
        case .keyword:
            return tokens[index - 1].keyword == .in
        default:
            return false
        }
    }

    /// Whether a line starting with `t` continues the expression on the line before:
    /// `.member`, a binary operator, `as`/`is`, or a trailing closure.
    func continuesExpression(_ t: Token) -> Bool {
        switch t.kind {
        case .period, .binaryOperator, .leftBrace, .postfixQuestion, .exclamation, .arrow:
            return true
        case .keyword:
            return t.keyword == .as || t.keyword == .is
        default:
            return false
        }
    }

    /// Tokens at file scope that neither start a declaration nor form statements.
    func isTopLevelTrivia(_ t: Token) -> Bool {
        switch t.kind {
        case .semicolon, .poundKeyword, .endOfFile, .rightBrace: return true
        default: return false
        }
    }

    /// A cheap filter: can `t` begin a declaration (before the full check in `parseDeclaration`)?
    func startsDeclaration(_ t: Token) -> Bool {
        switch t.kind {
        case .atSign:
            return true
        case .keyword:
            switch t.keyword {
            case .class, .struct, .enum, .protocol, .extension, .func, .typealias, .import, .operator,
                .precedencegroup, .`init`, .deinit, .subscript, .var, .let, .associatedtype,
                .public, .private, .fileprivate, .internal, .static:
                return true
            default:
                return false
            }
        case .identifier:
            guard !t.flags.contains(.backticked) else { return false }
            switch t.keyword {
            case .actor, .macro, .open, .package, .final, .lazy, .weak, .unowned, .override, .convenience,
                .required, .mutating, .nonmutating, .dynamic, .optional, .indirect, .nonisolated,
                .distributed, .prefix, .postfix, .infix, .consuming, .borrowing, .__consuming:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// A word that can only start a type member, never a statement: `init`, `deinit`,
    /// `subscript`, an access or `static` modifier, or `override`/`convenience`/`required`/
    /// `mutating`/`nonmutating`/`open` before a declaration.
    func isMemberOnlyStart(_ index: Int) -> Bool {
        let t = tokens[index]
        if t.kind == .keyword {
            switch t.keyword {
            case .`init`, .deinit, .subscript:
                let next = token(index + 1)
                return next.kind == .leftParen || next.kind == .leftBrace || next.kind == .postfixQuestion
                    || next.kind == .exclamation || next.kind == .prefixOperator || next.kind == .binaryOperator
            case .public, .private, .fileprivate, .internal, .static:
                return isModifierContext(index + 1) || token(index + 1).kind == .leftParen
            default:
                return false
            }
        }
        if t.kind == .identifier && !t.flags.contains(.backticked) {
            switch t.keyword {
            case .override, .convenience, .required, .mutating, .nonmutating, .open:
                return isModifierContext(index + 1)
            default:
                return false
            }
        }
        return false
    }
}
