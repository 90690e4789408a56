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
            if byte == "?" || byte == "!" || (byte == "&" && currentText(is: "&")) {
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
            return t.keyword.roles.contains(.declaration)
        case .identifier:
            return !t.flags.contains(.backticked) && t.keyword.roles.contains(.declaration) && isName(next)
        default:
            return false
        }
    }

    /// Keywords whose next `{` is their block, never a closure.
    static func isBlockKeyword(_ keyword: Keyword) -> Bool {
        keyword.roles.contains(.blockStatement)
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
            return !t.keyword.roles.isDisjoint(with: [.declaration, .variable, .modifier])
        case .identifier:
            return !t.flags.contains(.backticked) && !t.keyword.roles.isDisjoint(with: [.declaration, .modifier])
        default:
            return false
        }
    }

    /// A word that can only start a type member, never a statement: `init`, `deinit`,
    /// `subscript`, an access or `static` modifier, or `override`/`convenience`/`required`/
    /// `mutating`/`nonmutating`/`open` before a declaration.
    func isMemberOnlyStart(_ index: Int) -> Bool {
        let t = tokens[index]
        let roles = t.keyword.roles
        if t.kind == .keyword {
            if roles.contains([.declaration, .memberOnly]) {
                let next = token(index + 1)
                return next.kind == .leftParen || next.kind == .leftBrace || next.kind == .postfixQuestion
                    || next.kind == .exclamation || next.kind == .prefixOperator || next.kind == .binaryOperator
            }
            // An access level or `static`: a member, or `private(set)`.
            return roles.contains(.modifier) && (isModifierContext(index + 1) || token(index + 1).kind == .leftParen)
        }
        if t.kind == .identifier && !t.flags.contains(.backticked) {
            return roles.contains([.modifier, .memberOnly]) && isModifierContext(index + 1)
        }
        return false
    }
}
