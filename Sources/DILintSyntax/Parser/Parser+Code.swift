/// An open bracket in code being scanned.
struct Frame {
    enum Kind: UInt8 {
        /// The scan itself (a body, an initializer, the file).
        case root
        case paren, square, brace
        /// A string interpolation `\( … )`.
        case interpolation
    }

    var kind: Kind
    /// The closure region this brace opened, or -1 (a statement block or not a brace).
    var region: Int32 = -1
    /// `currentRegion` to restore when the frame closes.
    var savedRegion: Int32 = -1
    /// For a paren: the token naming the call (`f` in `f(`), or -1.
    var callee: Int32 = -1
    /// A control-flow keyword (`if`, `for`, `else`, …) was seen at this level: the next
    /// `{` here is its block, not a closure.
    var pendingControl = false
    /// `var`/`let` was seen at this level and no `=` yet: the next `{` is an accessor block.
    var pendingAccessor = false
}

/// How a code scan ends.
enum ScanMode {
    /// A body: at the `}` matching the scan's start (not consumed).
    case block
    /// The file: at its end.
    case topLevel
    /// An initializer or default value: at an unmatched closer, a `;`, or the stops given.
    case expression(ExpressionStops)
}

/// Where an expression scan also ends, at its own bracket level.
struct ExpressionStops: OptionSet {
    let rawValue: UInt8
    /// At `,` (between bindings, parameters, enum elements).
    static let comma = ExpressionStops(rawValue: 1)
    /// At a line break, unless the next line continues the expression (`.member`, a binary
    /// operator, `as`/`is`): the rule for member and file-scope initializers.
    static let newline = ExpressionStops(rawValue: 2)
    /// At a `{` that opens an accessor list (`= 0 { didSet { … } }`).
    static let accessorBlock = ExpressionStops(rawValue: 4)
}

extension Parser {
    /// A body at `{`: scans its code as a region of `kind` owned by `owner` and consumes
    /// the closing `}` when there is one.
    mutating func parseCodeBlock(owner: Int32, kind: RegionKind) {
        advance()
        _ = scanCode(owner: owner, regionKind: kind, mode: .block)
        if at(.rightBrace) { advance() }
    }

    /// Scans code from `pos` until `mode` says it ends, recording a region of `regionKind`
    /// (if given) and a `.closure` region per closure, parsing declarations that start
    /// statements (local types and functions; at file scope, everything), and telling
    /// closures from statement blocks by the keyword that precedes them.
    ///
    /// Recovery: a line that starts with a declaration-only keyword inside `(…)` or `[…]`
    /// closes those brackets; one that starts with a word only a type member can start with
    /// (`init`, `public`, `override func`, …) inside a body ends the body. Returns the
    /// scanned range.
    mutating func scanCode(owner: Int32, regionKind: RegionKind?, mode: ScanMode) -> TokenRange {
        let start = pos
        let savedRegion = currentRegion
        var region: Int32 = -1
        if let regionKind {
            region = Int32(regions.count)
            regions.append(Region(kind: regionKind, tokens: TokenRange(start, start), owner: owner,
                                  parent: currentRegion, callee: -1))
            currentRegion = region
        }
        let base = frames.count
        frames.append(Frame(kind: .root, savedRegion: currentRegion))
        var stops = ExpressionStops()
        var isExpression = false
        let isTopLevel: Bool
        switch mode {
        case .block: isTopLevel = false
        case .topLevel: isTopLevel = true
        case .expression(let s):
            stops = s
            isExpression = true
            isTopLevel = false
        }
        var topLevelRegion: Int32 = -1
        var lastParenClose = -1
        var lastParenCallee: Int32 = -1

        scan: while true {
            let t = tokens[pos]
            let atRoot = frames.count == base + 1
            if isExpression && atRoot && stops.contains(.newline) && t.isAtLineStart && pos > start
                && !continuesExpression(t) {
                break scan
            }
            if isTopLevel && atRoot && topLevelRegion < 0 && !isTopLevelTrivia(t) && !startsDeclaration(t) {
                topLevelRegion = Int32(regions.count)
                regions.append(Region(kind: .topLevelCode, tokens: TokenRange(pos, pos), owner: -1,
                                      parent: -1, callee: -1))
                currentRegion = topLevelRegion
            }
            switch t.kind {
            case .endOfFile:
                break scan
            case .leftParen:
                frames.append(Frame(kind: .paren, savedRegion: currentRegion, callee: calleeBefore(pos)))
                advance()
            case .leftSquare:
                frames.append(Frame(kind: .square, savedRegion: currentRegion))
                advance()
            case .leftBrace:
                if isExpression && atRoot && stops.contains(.accessorBlock) && looksLikeAccessorBlock(pos) {
                    break scan
                }
                openBrace(owner: owner, lastParenClose: lastParenClose, lastParenCallee: lastParenCallee)
            case .rightParen, .rightSquare, .rightBrace:
                if let closed = closeFrame(for: t.kind, base: base) {
                    if closed.kind == .paren {
                        lastParenClose = pos
                        lastParenCallee = closed.callee
                    }
                    advance()
                    continue scan
                }
                if isTopLevel || (!isExpression && t.kind != .rightBrace) {
                    advance()  // a stray closer
                } else {
                    break scan
                }
            case .stringHead:
                if !t.flags.contains(.unterminated) {
                    frames.append(Frame(kind: .interpolation, savedRegion: currentRegion))
                }
                advance()
            case .stringTail:
                if let index = frames[(base + 1)...].lastIndex(where: { $0.kind == .interpolation }) {
                    popFrames(to: index, at: pos)
                }
                advance()
            case .comma:
                if isExpression && atRoot && stops.contains(.comma) { break scan }
                advance()
            case .semicolon:
                if isExpression && atRoot { break scan }
                advance()
            case .equal:
                frames[frames.count - 1].pendingAccessor = false
                advance()
            case .poundKeyword where isTopLevel && atRoot:
                skipDirective()
            case .binaryOperator, .prefixOperator, .postfixOperator:
                // `Dictionary<String, Int>()`: the comma must not end an initializer.
                if isExpression && atRoot && !t.hasTriviaBefore && pos > 0 && tokens[pos - 1].kind == .identifier
                    && firstByte() == UInt8(ascii: "<") && skipGenericArgumentsInExpression() {
                    continue scan
                }
                advance()
            case .keyword, .identifier, .atSign:
                if t.kind == .identifier && t.keyword == .none {
                    advance()
                    continue scan
                }
                let innermost = frames[frames.count - 1].kind
                let atStatementLevel = innermost == .brace || (innermost == .root && !isExpression)
                if !atStatementLevel {
                    if t.isAtLineStart && (innermost == .paren || innermost == .square) && isDeclarationOnlyStart(pos) {
                        // `f(a,` never closed: close the brackets up to the statement level.
                        popUnclosedBrackets(base: base)
                        continue scan
                    }
                    advance()
                    continue scan
                }
                if isStatementStart(pos, scanStart: start) {
                    let atFileScope = isTopLevel && atRoot
                    if !atFileScope && isMemberOnlyStart(pos) {
                        // A member inside a body: the body was never closed.
                        if isTopLevel {
                            popFrames(to: base + 1, at: pos)
                            continue scan
                        }
                        break scan
                    }
                    if startsDeclaration(t) && (atFileScope || !(t.is(.var) || t.is(.let))) {
                        if atFileScope && topLevelRegion >= 0 {
                            regions[Int(topLevelRegion)].tokens.end = Int32(pos)
                            topLevelRegion = -1
                            currentRegion = savedRegion
                        }
                        if depth < Parser.maxDepth {
                            depth += 1
                            let parsed = parseDeclaration(parent: atFileScope ? -1 : owner,
                                                          context: atFileScope ? .topLevel : .local)
                            depth -= 1
                            if parsed { continue scan }
                        }
                    }
                    noteStatementKeyword(t)
                } else if t.is(.else) {
                    frames[frames.count - 1].pendingControl = true
                }
                advance()
            default:
                advance()
            }
        }
        popFrames(to: base, at: pos)
        if topLevelRegion >= 0 {
            regions[Int(topLevelRegion)].tokens.end = Int32(pos)
        }
        if region >= 0 {
            regions[Int(region)].tokens.end = Int32(pos)
        }
        currentRegion = savedRegion
        return TokenRange(start, pos)
    }

    /// Consumes `<…>` after a name in an expression when it reads as generic arguments:
    /// types, then `>` followed by one of the tokens swiftc takes as disambiguating (a
    /// closer, `{`, `.`, `,`, `;`, `:`, `?`, `!`, `&`, or `(`/`[` on the same line).
    /// Otherwise consumes nothing and returns false.
    private mutating func skipGenericArgumentsInExpression() -> Bool {
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

    /// Records what a statement-starting keyword means for the next `{` at its level.
    private mutating func noteStatementKeyword(_ t: Token) {
        let last = frames.count - 1
        if t.kind == .keyword {
            switch t.keyword {
            case .if, .guard, .while, .for, .switch, .catch, .do, .repeat, .defer, .else:
                frames[last].pendingControl = true
            case .var, .let:
                frames[last].pendingAccessor = true
            default:
                break
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

    /// Opens a `{`: a statement block if a control keyword or a `var` is pending at this
    /// level, else a closure with its own region.
    private mutating func openBrace(owner: Int32, lastParenClose: Int, lastParenCallee: Int32) {
        let last = frames.count - 1
        let isBlock = frames[last].pendingControl || frames[last].pendingAccessor
        frames[last].pendingControl = false
        frames[last].pendingAccessor = false
        if isBlock {
            frames.append(Frame(kind: .brace, savedRegion: currentRegion))
            advance()
            return
        }
        var callee: Int32 = -1
        if pos > 0 {
            let previous = tokens[pos - 1]
            if previous.kind == .rightParen && lastParenClose == pos - 1 {
                callee = lastParenCallee
            } else if previous.kind == .identifier && !tokens[pos].isAtLineStart {
                callee = Int32(pos - 1)
            } else if frames[last].kind == .paren {
                callee = frames[last].callee
            }
        }
        let region = Int32(regions.count)
        regions.append(Region(kind: .closure, tokens: TokenRange(pos + 1, pos + 1), owner: owner,
                              parent: currentRegion, callee: callee))
        frames.append(Frame(kind: .brace, region: region, savedRegion: currentRegion))
        currentRegion = region
        advance()
    }

    /// Pops the frame a closer matches and everything above it; nil (popping nothing) when
    /// no open frame above `base` matches. Interpolations are barriers: a closer never
    /// matches across one.
    private mutating func closeFrame(for closer: TokenKind, base: Int) -> Frame? {
        let wanted: Frame.Kind = closer == .rightParen ? .paren : closer == .rightSquare ? .square : .brace
        var index = frames.count - 1
        while index > base {
            let kind = frames[index].kind
            if kind == wanted {
                let frame = frames[index]
                popFrames(to: index, at: pos)
                return frame
            }
            if kind == .interpolation { return nil }
            index -= 1
        }
        return nil
    }

    /// Pops frames down to `count`, ending their closure regions at token `end`.
    private mutating func popFrames(to count: Int, at end: Int) {
        while frames.count > count {
            let frame = frames.removeLast()
            if frame.region >= 0 {
                regions[Int(frame.region)].tokens.end = Int32(end)
            }
            currentRegion = frame.savedRegion
        }
    }

    /// Pops the parens and brackets on top of the frame stack (stopping at a brace, an
    /// interpolation or the root).
    private mutating func popUnclosedBrackets(base: Int) {
        var count = frames.count
        while count > base + 1 && (frames[count - 1].kind == .paren || frames[count - 1].kind == .square) {
            count -= 1
        }
        popFrames(to: count, at: pos)
    }

    /// The token naming the call whose `(` is at `index`: an identifier or `init`/`self`/
    /// `super` right before it, or -1.
    private func calleeBefore(_ index: Int) -> Int32 {
        guard index > 0, !tokens[index].hasTriviaBefore else { return -1 }
        let previous = tokens[index - 1]
        if previous.kind == .identifier { return Int32(index - 1) }
        if previous.kind == .keyword && (previous.keyword == .`init` || previous.keyword == .self || previous.keyword == .super) {
            return Int32(index - 1)
        }
        return -1
    }

    /// Whether token `index` starts a statement: first in the scan, first on its line, or
    /// after `{`, `}`, `;` or a `case …:` label.
    private func isStatementStart(_ index: Int, scanStart: Int) -> Bool {
        if index == scanStart { return true }
        let t = tokens[index]
        if t.isAtLineStart { return true }
        switch tokens[index - 1].kind {
        case .leftBrace, .rightBrace, .semicolon, .colon:
            return true
        case .keyword:
            return tokens[index - 1].keyword == .in
        default:
            return false
        }
    }

    /// Whether a line starting with `t` continues the expression on the line before:
    /// `.member`, a binary operator, `as`/`is`, or a trailing closure.
    private func continuesExpression(_ t: Token) -> Bool {
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
    private func isTopLevelTrivia(_ t: Token) -> Bool {
        switch t.kind {
        case .semicolon, .poundKeyword, .endOfFile, .rightBrace: return true
        default: return false
        }
    }

    /// A cheap filter: can `t` begin a declaration (before the full check in `parseDeclaration`)?
    private func startsDeclaration(_ t: Token) -> Bool {
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
    private func isMemberOnlyStart(_ index: Int) -> Bool {
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
