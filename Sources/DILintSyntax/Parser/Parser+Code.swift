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
        if skipsPlainBodies, let close = plainBlockEnd(from: pos) {
            pos = close + 1
            split = 0
            return
        }
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
            regions.append(
                Region(
                    kind: regionKind, tokens: TokenRange(start, start), owner: owner,
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
        var lastClosureClose = -1
        var lastClosureCallee: Int32 = -1

        scan: while true {
            let t = tokens[pos]
            let atRoot = frames.count == base + 1
            if isExpression && atRoot && stops.contains(.newline) && t.isAtLineStart && pos > start
                && !continuesExpression(t)
            {
                break scan
            }
            if isTopLevel && atRoot && topLevelRegion < 0 && !isTopLevelTrivia(t) && !startsDeclaration(t) {
                topLevelRegion = Int32(regions.count)
                regions.append(
                    Region(
                        kind: .topLevelCode, tokens: TokenRange(pos, pos), owner: -1,
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
                openBrace(
                    owner: owner, lastParenClose: lastParenClose, lastParenCallee: lastParenCallee,
                    lastClosureClose: lastClosureClose, lastClosureCallee: lastClosureCallee)
            case .rightParen, .rightSquare, .rightBrace:
                if let closed = closeFrame(for: t.kind, base: base) {
                    if closed.kind == .paren {
                        lastParenClose = pos
                        lastParenCallee = closed.callee
                    } else if closed.kind == .brace && closed.region >= 0 {
                        lastClosureClose = pos
                        lastClosureCallee = regions[Int(closed.region)].callee
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
                let floor = max(base + 1, frames.count - Parser.maxRecoverySearch)
                if let index = frames[floor...].lastIndex(where: { $0.kind == .interpolation }) {
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
                    && firstByte() == UInt8(ascii: "<") && skipGenericArgumentsInExpression()
                {
                    continue scan
                }
                advance()
            case .keyword, .identifier, .atSign:
                if t.kind == .identifier && t.keyword == .none {
                    advance()
                    continue scan
                }
                if t.kind == .keyword && Self.isBlockKeyword(t.keyword) && (pos == 0 || tokens[pos - 1].kind != .period) {
                    // Statements and `if`/`switch` expressions alike: the next `{` here is a block.
                    frames[frames.count - 1].pendingControl = true
                }
                let innermost = frames[frames.count - 1].kind
                let atStatementLevel = innermost == .brace || (innermost == .root && !isExpression)
                if !atStatementLevel {
                    if t.isAtLineStart && isDeclarationOnlyStart(pos) {
                        if innermost == .paren || innermost == .square {
                            // `f(a,` never closed: close the brackets up to the statement level.
                            popUnclosedBrackets(base: base)
                            continue scan
                        }
                        if innermost == .root { break scan }  // an initializer or default value ends
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
                    if startsDeclaration(t) && (atFileScope || localDeclarationFollows()) {
                        if atFileScope && topLevelRegion >= 0 {
                            regions[Int(topLevelRegion)].tokens.end = Int32(pos)
                            topLevelRegion = -1
                            currentRegion = savedRegion
                        }
                        if depth < Parser.maxDepth {
                            let before = pos
                            depth += 1
                            let parsed = parseDeclaration(
                                parent: atFileScope ? -1 : owner,
                                context: atFileScope ? .topLevel : .local)
                            depth -= 1
                            if parsed || pos != before { continue scan }
                        }
                    }
                    noteStatementKeyword(t)
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

    /// The closing brace of the block opening at `open` when the block is plain: its
    /// brackets and string interpolations nest properly, within 64 levels, and it holds no
    /// token that could start a declaration or make `scanCode` recover (declaration and
    /// modifier keywords, `init` not after `.`, `actor`, member-only words, `@Test`/`@Suite`,
    /// directives) and no malformed, unterminated or unknown token. For such a block
    /// `scanCode` ends at the same brace and records no declaration, so a declarations-only
    /// parse can step over it. Nil for any other block.
    func plainBlockEnd(from open: Int) -> Int? {
        withUnsafeTemporaryAllocation(of: Frame.Kind.self, capacity: 64) { stack -> Int? in
            var depth = 0
            var index = open + 1
            let irregular: TokenFlags = [.unterminated, .malformed, .invalidUTF8]
            while index < endIndex {
                let t = tokens[index]
                if !t.flags.isDisjoint(with: irregular) { return nil }
                switch t.kind {
                case .leftParen, .leftSquare, .leftBrace, .stringHead:
                    guard depth < 64 else { return nil }
                    stack[depth] =
                        t.kind == .leftParen
                        ? .paren
                        : t.kind == .leftSquare
                            ? .square
                            : t.kind == .leftBrace ? .brace : .interpolation
                    depth += 1
                case .rightParen, .rightSquare, .rightBrace:
                    let wanted: Frame.Kind = t.kind == .rightParen ? .paren : t.kind == .rightSquare ? .square : .brace
                    if depth == 0 { return t.kind == .rightBrace ? index : nil }
                    guard stack[depth - 1] == wanted else { return nil }
                    depth -= 1
                case .stringMiddle:
                    guard depth > 0 && stack[depth - 1] == .interpolation else { return nil }
                case .stringTail:
                    guard depth > 0 && stack[depth - 1] == .interpolation else { return nil }
                    depth -= 1
                case .keyword:
                    switch t.keyword {
                    case .class, .struct, .enum, .protocol, .extension, .func, .typealias, .import, .operator,
                        .precedencegroup, .deinit, .subscript, .associatedtype, .public, .private, .fileprivate,
                        .internal, .static:
                        return nil
                    case .`init`:
                        if tokens[index - 1].kind != .period { return nil }
                    default:
                        break
                    }
                case .identifier:
                    switch t.keyword {
                    case .actor, .macro, .override, .convenience, .required, .mutating, .nonmutating, .open:
                        return nil
                    default:
                        break
                    }
                case .atSign:
                    let next = tokens[index + 1]
                    if next.kind == .identifier && (spells(next, "Test") || spells(next, "Suite") || spells(next, "Testing")) {
                        return nil
                    }
                case .poundKeyword, .unknown, .endOfFile:
                    return nil
                default:
                    break
                }
                index += 1
            }
            return nil
        }
    }
}
