/// The bracket stack of a code scan: opening closures and statement blocks, closing
/// frames with bounded recovery.
extension Parser {
    /// Opens a `{`: a statement block if a control keyword or a `var` is pending at this
    /// level, else a closure with its own region.
    mutating func openBrace(
        owner: Int32, lastParenClose: Int, lastParenCallee: Int32, lastClosureClose: Int,
        lastClosureCallee: Int32
    ) {
        let last = frames.count - 1
        // A control keyword's block, a local variable's accessors, or `{ didSet … }` after
        // a local variable's initializer.
        let isBlock = frames[last].pendingControl || frames[last].pendingAccessor || looksLikeAccessorBlock(pos)
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
            } else if previous.kind == .colon && pos >= 3 && tokens[pos - 2].kind == .identifier
                && lastClosureClose == pos - 3
            {
                // `f { … } completion: { … }`: further trailing closures go to the same call.
                callee = lastClosureCallee
            } else if previous.kind == .identifier && !tokens[pos].isAtLineStart {
                callee = Int32(pos - 1)
            } else if frames[last].kind == .paren {
                callee = frames[last].callee
            }
        }
        let region = Int32(regions.count)
        regions.append(
            Region(
                kind: .closure, tokens: TokenRange(pos + 1, pos + 1), owner: owner,
                parent: currentRegion, callee: callee))
        frames.append(Frame(kind: .brace, region: region, savedRegion: currentRegion))
        currentRegion = region
        advance()
    }

    /// Pops the frame a closer matches and everything above it; nil (popping nothing) when
    /// no open frame above `base` matches. Interpolations are barriers: a closer never
    /// matches across one.
    mutating func closeFrame(for closer: TokenKind, base: Int) -> Frame? {
        let wanted: Frame.Kind = closer == .rightParen ? .paren : closer == .rightSquare ? .square : .brace
        var index = frames.count - 1
        // Look a bounded way down: a closer that matches nothing near the top is a stray one,
        // and an unbounded search would make a run of stray closers quadratic.
        let floor = max(base, frames.count - 1 - Parser.maxRecoverySearch)
        while index > floor {
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
    mutating func popFrames(to count: Int, at end: Int) {
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
    mutating func popUnclosedBrackets(base: Int) {
        var count = frames.count
        while count > base + 1 && (frames[count - 1].kind == .paren || frames[count - 1].kind == .square) {
            count -= 1
        }
        popFrames(to: count, at: pos)
    }

    /// The token naming the call whose `(` is at `index`: an identifier or `init`/`self`/
    /// `super` before it on the same line, spaces allowed (`container.storyboardInitCompleted
    /// (WalletViewController.self) { r, c in … }` is a call; held-out set 58), or -1.
    func calleeBefore(_ index: Int) -> Int32 {
        guard index > 0, !tokens[index].isAtLineStart else { return -1 }
        let previous = tokens[index - 1]
        if previous.kind == .identifier { return Int32(index - 1) }
        if previous.kind == .keyword && (previous.keyword == .`init` || previous.keyword == .self || previous.keyword == .super) {
            return Int32(index - 1)
        }
        return -1
    }
}
