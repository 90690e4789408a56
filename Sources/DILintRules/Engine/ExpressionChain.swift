import DILintSyntax

/// A postfix expression in code: a name and the `.member`s, calls, subscripts and
/// unwraps after it, `Foo.shared.load(x) { … }!`. Rules read chains instead of tokens.
public struct ExpressionChain: Sendable {
    /// The chain's segments in `ExpressionChains.segments`.
    public var segments: Range<Int32>
    /// The first token (the base name, `self`, or the `.` of an implicit member `.shared`).
    public var start: Int32
    /// One past the last token of the chain.
    public var end: Int32
    /// The innermost code region holding the chain.
    public var region: Int32
    /// The chain starts with `.name` (an implicit member expression).
    public var isImplicitMember: Bool
}

/// One `.name` step of a chain with what follows it.
public struct ChainSegment: Sendable {
    /// The name token (an identifier, or `self`/`Self`/`super`/`init`).
    public var name: Int32
    /// `(` … `)` right after the name: the tokens between, or nil when not called.
    public var arguments: TokenRange?
    /// A trailing closure `{ … }` after the call (or the name): its tokens between braces.
    public var trailingClosure: TokenRange?
    /// Followed by a postfix `!` (after the call, if any).
    public var isForceUnwrapped: Bool
    /// Followed by `?` (optional chaining).
    public var isOptionalChained: Bool
}

/// Every chain of a file's code, built in one pass over the code regions.
///
/// A class: rules reach it through `FileContext.chains` for every chain, and returning a
/// struct of two arrays from that lazy property retained and released both each time
/// (1.5 million copies, about 4 % of a run's instructions, on the benchmark corpus).
/// Its arrays are constants: stored `var`s of a class would cost an exclusivity check on
/// every read.
public final class ExpressionChains: Sendable {
    public let chains: [ExpressionChain]
    public let segments: [ChainSegment]

    public init(tree: SyntaxTree, matches: BracketMatches, code: CodeMap) {
        let tokens = tree.tokens
        var chains: [ExpressionChain] = []
        var segments: [ChainSegment] = []
        var index = 0
        let count = tokens.count
        // About one chain per six tokens and one segment per four in the benchmark corpus:
        // reserving spares the copies of growing.
        chains.reserveCapacity(count / 6)
        segments.reserveCapacity(count / 4)
        while index < count {
            guard let region = code.region(at: index) else {
                index += 1
                continue
            }
            let t = tokens[index]
            let startsChain: Bool
            var isImplicit = false
            switch t.kind {
            case .identifier:
                // Not a member (`a.b`) and not a key path (`\Foo.bar`).
                startsChain = index == 0 || (tokens[index - 1].kind != .period && tokens[index - 1].kind != .backslash)
            case .keyword:
                startsChain =
                    (t.keyword == .self || t.keyword == .Self || t.keyword == .super)
                    && (index == 0 || (tokens[index - 1].kind != .period && tokens[index - 1].kind != .backslash))
            case .period:
                // `.shared` after something that cannot end an expression: an implicit member
                // (but not a key path `\.name`).
                isImplicit =
                    index + 1 < count && tokens[index + 1].kind == .identifier
                    && (index == 0 || (!Self.endsExpression(tokens[index - 1]) && tokens[index - 1].kind != .backslash))
                startsChain = isImplicit
            default:
                startsChain = false
            }
            if startsChain {
                Self.appendChain(
                    from: index, isImplicit: isImplicit, region: region, tokens: tokens, matches: matches,
                    chains: &chains, segments: &segments)
            }
            index += 1
        }
        self.chains = chains
        self.segments = segments
    }

    /// Tokens after which a `.` continues an expression rather than starting `.member`.
    static func endsExpression(_ t: Token) -> Bool {
        switch t.kind {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .stringTail,
            .rightParen, .rightSquare, .rightBrace, .postfixQuestion, .exclamation, .postfixOperator, .regexLiteral:
            return true
        case .keyword:
            return t.keyword == .self || t.keyword == .Self || t.keyword == .super || t.keyword == .true
                || t.keyword == .false || t.keyword == .nil || t.keyword == .`init`
        default:
            return false
        }
    }

    private static func appendChain(
        from start: Int, isImplicit: Bool, region: Int32, tokens: [Token],
        matches: BracketMatches, chains: inout [ExpressionChain],
        segments: inout [ChainSegment]
    ) {
        let first = Int32(segments.count)
        var index = isImplicit ? start + 1 : start
        let count = tokens.count
        while index < count {
            var segment = ChainSegment(
                name: Int32(index), arguments: nil, trailingClosure: nil,
                isForceUnwrapped: false, isOptionalChained: false)
            index += 1
            // Generic arguments `Foo<Bar>.shared` are rare in code; calls, subscripts and
            // unwraps are what rules read.
            while index < count {
                let t = tokens[index]
                if t.kind == .leftParen && !t.hasTriviaBefore, let close = matches.close(of: index) {
                    if segment.arguments == nil { segment.arguments = TokenRange(index + 1, close) }
                    index = close + 1
                } else if t.kind == .leftSquare && !t.hasTriviaBefore, let close = matches.close(of: index) {
                    index = close + 1
                } else if t.kind == .leftBrace && !t.isAtLineStart && segment.trailingClosure == nil
                    && (segment.arguments != nil || tokens[index - 1].kind == .identifier),
                    let close = matches.close(of: index)
                {
                    segment.trailingClosure = TokenRange(index + 1, close)
                    index = close + 1
                } else if t.kind == .exclamation {
                    segment.isForceUnwrapped = true
                    index += 1
                } else if t.kind == .postfixQuestion {
                    segment.isOptionalChained = true
                    index += 1
                } else {
                    break
                }
            }
            segments.append(segment)
            // `.member` continues the chain (also on the next line).
            if index + 1 < count && tokens[index].kind == .period
                && (tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .keyword)
            {
                index += 1
                continue
            }
            break
        }
        chains.append(
            ExpressionChain(
                segments: first..<Int32(segments.count), start: Int32(start),
                end: Int32(index), region: region, isImplicitMember: isImplicit))
    }

    public func segments(of chain: ExpressionChain) -> ArraySlice<ChainSegment> {
        segments[Int(chain.segments.lowerBound)..<Int(chain.segments.upperBound)]
    }

    /// Calls `body` with each chain that starts with a name and reads a member of it
    /// (`Foo.shared`, `a.b()`; not `.shared` or a lone `a`), and its segments.
    public func forEachMemberAccess(_ body: (ExpressionChain, ArraySlice<ChainSegment>) -> Void) {
        for chain in chains where !chain.isImplicitMember && chain.segments.count >= 2 {
            body(chain, segments(of: chain))
        }
    }
}

extension FileContext {
    /// Whether the text of token `index` starts with an uppercase character
    /// (`SyntaxTree.tokenStartsWithUppercase`).
    public func tokenStartsWithUppercase(_ index: Int) -> Bool { tree.tokenStartsWithUppercase(index) }
}

extension SyntaxTree {
    /// Whether the text of token `index` starts with an uppercase character, exactly
    /// `text(ofToken: index).first?.isUppercase == true` (how rules tell a type name at the
    /// base of a chain), without building a `String` when the first character is a lone
    /// ASCII byte: in a callgrind profile over the benchmark corpus, `Character.isUppercase`
    /// alone cost about 600 instructions a call, 4.8 % of the run.
    public func tokenStartsWithUppercase(_ index: Int) -> Bool {
        let range = textRange(ofToken: index)
        let (start, textEnd) = (range.lowerBound, range.upperBound)
        guard start < textEnd else { return false }
        let first = bytes[start]
        // One ASCII scalar followed by ASCII (or nothing) is a whole character.
        if first < 0x80 && (start + 1 == textEnd || bytes[start + 1] < 0x80) {
            return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
        }
        return text(ofToken: index).first?.isUppercase == true
    }
}

extension SyntaxTree {
    /// The index after the bracket group that opens at token `open` (`(…)`, `[…]` or `{…}`,
    /// brackets of every kind nested in it counted), or nil when it does not close before
    /// `end`. For code that has no `FileContext.matches` at hand (the index's summaries).
    func groupEnd(from open: Int, to end: Int) -> Int? {
        var depth = 0
        var index = open
        while index < end {
            switch tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            index += 1
            if depth == 0 { return index }
        }
        return nil
    }

    /// The bracket that opens the group closing at token `close`, walking back over at most
    /// `limit` tokens, or nil.
    func groupStart(closingAt close: Int, limit: Int = .max) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 && close - index < limit {
            switch tokens[index].kind {
            case .rightParen, .rightSquare, .rightBrace: depth += 1
            case .leftParen, .leftSquare, .leftBrace:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index -= 1
        }
        return nil
    }
}

/// The matching bracket of every `(`, `[`, `{` and `)`, `]`, `}` of a file, built once with a
/// stack. Unmatched brackets have none.
public struct BracketMatches: Sendable {
    private var partner: [Int32]

    public init(tokens: [Token]) {
        var partner = [Int32](repeating: -1, count: tokens.count)
        // Over raw buffers, with the open brackets in a buffer as deep as the file has tokens
        // (callgrind, benchmark corpus: `removeSubrange` on an array stack and bounds checks
        // cost 126 M instructions a run, the array's `append` and `removeLast` 100 M, this 68 M).
        partner.withUnsafeMutableBufferPointer { partner in
            tokens.withUnsafeBufferPointer { tokens in
                let stack = UnsafeMutablePointer<Int32>.allocate(capacity: max(tokens.count, 1))
                defer { stack.deallocate() }
                var depth = 0
                for index in 0..<tokens.count {
                    let kind = tokens[index].kind
                    switch kind {
                    case .leftParen, .leftSquare, .leftBrace:
                        stack[depth] = Int32(truncatingIfNeeded: index)
                        depth &+= 1
                    case .rightParen, .rightSquare, .rightBrace:
                        let wanted: TokenKind = kind == .rightParen ? .leftParen : kind == .rightSquare ? .leftSquare : .leftBrace
                        // Pop to the nearest matching opener within a bounded depth; a stray closer
                        // matches nothing (and a run of them stays linear).
                        var at = depth - 1
                        let floor = max(0, depth - 64)
                        while at >= floor && tokens[Int(stack[at])].kind != wanted { at -= 1 }
                        if at >= floor && at >= 0 {
                            let open = stack[at]
                            depth = at
                            partner[Int(open)] = Int32(truncatingIfNeeded: index)
                            partner[index] = open
                        }
                    default:
                        break
                    }
                }
            }
        }
        self.partner = partner
    }

    public func close(of open: Int) -> Int? {
        let p = partner[open]
        return p > open ? Int(p) : nil
    }

    public func open(of close: Int) -> Int? {
        let p = partner[close]
        return p >= 0 && p < close ? Int(p) : nil
    }
}
