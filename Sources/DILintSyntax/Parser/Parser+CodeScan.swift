/// The state of one `scanCode`: how it ends, where its frames start, the file's open
/// top-level code region, and the last closers (a `{` right after them may be a trailing
/// closure of their call).
struct CodeScan {
    /// The first token scanned.
    let start: Int
    /// The declaration whose code this is (closures and local declarations belong to it).
    let owner: Int32
    /// `currentRegion` when the scan began, restored when it ends.
    let savedRegion: Int32
    /// The index of the scan's root frame in `frames`.
    let base: Int
    let stops: ExpressionStops
    /// An initializer or default value (`ScanMode.expression`).
    let isExpression: Bool
    /// The file (`ScanMode.topLevel`).
    let isTopLevel: Bool
    /// The open `.topLevelCode` region at file scope, or -1.
    var topLevelRegion: Int32 = -1
    var lastParenClose = -1
    var lastParenCallee: Int32 = -1
    var lastClosureClose = -1
    var lastClosureCallee: Int32 = -1

    init(start: Int, owner: Int32, savedRegion: Int32, base: Int, mode: ScanMode) {
        self.start = start
        self.owner = owner
        self.savedRegion = savedRegion
        self.base = base
        switch mode {
        case .block:
            (stops, isExpression, isTopLevel) = ([], false, false)
        case .topLevel:
            (stops, isExpression, isTopLevel) = ([], false, true)
        case .expression(let s):
            (stops, isExpression, isTopLevel) = (s, true, false)
        }
    }
}

extension Parser {
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
        var scan = CodeScan(start: start, owner: owner, savedRegion: savedRegion, base: frames.count, mode: mode)
        frames.append(Frame(kind: .root, savedRegion: currentRegion))
        while scanToken(&scan) {}
        popFrames(to: scan.base, at: pos)
        if scan.topLevelRegion >= 0 {
            regions[Int(scan.topLevelRegion)].tokens.end = Int32(pos)
        }
        if region >= 0 {
            regions[Int(region)].tokens.end = Int32(pos)
        }
        currentRegion = savedRegion
        return TokenRange(start, pos)
    }

    /// Handles the token at `pos`: false when the scan ends there (the token not consumed).
    @inline(__always)
    private mutating func scanToken(_ scan: inout CodeScan) -> Bool {
        let t = tokens[pos]
        let atRoot = frames.count == scan.base + 1
        if scan.isExpression && atRoot && scan.stops.contains(.newline) && t.isAtLineStart && pos > scan.start
            && !continuesExpression(t)
        {
            return false
        }
        if scan.isTopLevel && atRoot && scan.topLevelRegion < 0 && !isTopLevelTrivia(t) && !startsDeclaration(t) {
            scan.topLevelRegion = Int32(regions.count)
            regions.append(
                Region(
                    kind: .topLevelCode, tokens: TokenRange(pos, pos), owner: -1,
                    parent: -1, callee: -1))
            currentRegion = scan.topLevelRegion
        }
        switch t.kind {
        case .endOfFile:
            return false
        case .leftParen:
            frames.append(Frame(kind: .paren, savedRegion: currentRegion, callee: calleeBefore(pos)))
        case .leftSquare:
            frames.append(Frame(kind: .square, savedRegion: currentRegion))
        case .leftBrace:
            if scan.isExpression && atRoot && scan.stops.contains(.accessorBlock) && looksLikeAccessorBlock(pos) {
                return false
            }
            openBrace(
                owner: scan.owner, lastParenClose: scan.lastParenClose, lastParenCallee: scan.lastParenCallee,
                lastClosureClose: scan.lastClosureClose, lastClosureCallee: scan.lastClosureCallee)
            return true
        case .rightParen, .rightSquare, .rightBrace:
            return scanCloser(t, &scan)
        case .stringHead:
            if !t.flags.contains(.unterminated) {
                frames.append(Frame(kind: .interpolation, savedRegion: currentRegion))
            }
        case .stringTail:
            let floor = max(scan.base + 1, frames.count - Parser.maxRecoverySearch)
            if let index = frames[floor...].lastIndex(where: { $0.kind == .interpolation }) {
                popFrames(to: index, at: pos)
            }
        case .comma:
            if scan.isExpression && atRoot && scan.stops.contains(.comma) { return false }
        case .semicolon:
            if scan.isExpression && atRoot { return false }
        case .equal:
            frames[frames.count - 1].pendingAccessor = false
        case .poundKeyword where scan.isTopLevel && atRoot:
            skipDirective()
            return true
        case .binaryOperator, .prefixOperator, .postfixOperator:
            // `Dictionary<String, Int>()`: the comma must not end an initializer.
            if scan.isExpression && atRoot && !t.hasTriviaBefore && pos > 0 && tokens[pos - 1].kind == .identifier
                && firstByte() == "<" && skipGenericArgumentsInExpression()
            {
                return true
            }
        case .keyword, .identifier, .atSign:
            if t.kind == .identifier && t.keyword == .none { break }
            if t.kind == .keyword && (t.keyword == .as || t.keyword == .is) { casts.append(Int32(pos)) }
            return scanWord(t, atRoot: atRoot, &scan)
        default:
            break
        }
        advance()
        return true
    }

    /// A `)`, `]` or `}`: closes its frame (remembering a closed call or closure for a
    /// trailing closure), steps over a stray one, or ends the scan.
    @inline(__always)
    private mutating func scanCloser(_ t: Token, _ scan: inout CodeScan) -> Bool {
        if let closed = closeFrame(for: t.kind, base: scan.base) {
            if closed.kind == .paren {
                scan.lastParenClose = pos
                scan.lastParenCallee = closed.callee
            } else if closed.kind == .brace && closed.region >= 0 {
                scan.lastClosureClose = pos
                scan.lastClosureCallee = regions[Int(closed.region)].callee
            }
            advance()
            return true
        }
        if scan.isTopLevel || (!scan.isExpression && t.kind != .rightBrace) {
            advance()  // a stray closer
            return true
        }
        return false
    }

    /// A keyword, a contextual word or `@`: notes block keywords, recovers from brackets or
    /// bodies that were never closed, and parses the declarations that start statements.
    private mutating func scanWord(_ t: Token, atRoot: Bool, _ scan: inout CodeScan) -> Bool {
        if t.kind == .keyword && Self.isBlockKeyword(t.keyword) && (pos == 0 || tokens[pos - 1].kind != .period) {
            // Statements and `if`/`switch` expressions alike: the next `{` here is a block.
            frames[frames.count - 1].pendingControl = true
        }
        let innermost = frames[frames.count - 1].kind
        let atStatementLevel = innermost == .brace || (innermost == .root && !scan.isExpression)
        if !atStatementLevel {
            if t.isAtLineStart && isDeclarationOnlyStart(pos) {
                if innermost == .paren || innermost == .square {
                    // `f(a,` never closed: close the brackets up to the statement level.
                    popUnclosedBrackets(base: scan.base)
                    return true
                }
                if innermost == .root { return false }  // an initializer or default value ends
            }
            advance()
            return true
        }
        if isStatementStart(pos, scanStart: scan.start) {
            let atFileScope = scan.isTopLevel && atRoot
            if !atFileScope && isMemberOnlyStart(pos) {
                // A member inside a body: the body was never closed.
                if scan.isTopLevel {
                    popFrames(to: scan.base + 1, at: pos)
                    return true
                }
                return false
            }
            if startsDeclaration(t) && (atFileScope || localDeclarationFollows()) {
                if atFileScope && scan.topLevelRegion >= 0 {
                    regions[Int(scan.topLevelRegion)].tokens.end = Int32(pos)
                    scan.topLevelRegion = -1
                    currentRegion = scan.savedRegion
                }
                if depth < Parser.maxDepth {
                    let before = pos
                    depth += 1
                    let parsed = parseDeclaration(
                        parent: atFileScope ? -1 : scan.owner,
                        context: atFileScope ? .topLevel : .local)
                    depth -= 1
                    if parsed || pos != before { return true }
                }
            }
            noteStatementKeyword(t)
        }
        advance()
        return true
    }
}
