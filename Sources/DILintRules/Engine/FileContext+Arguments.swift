import DILintSyntax

extension FileContext {
    /// Whether `chain` is a whole labelled argument of a call, `Formatters(themeColors:
    /// ThemeColors.shared)`: the caller chooses the dependency and hands it in, which is
    /// injection (docs/judgments.md, "argument injection"). Not `f(x: Foo.shared.bar())`
    /// (that chain goes on past the argument) nor an unlabelled argument, a dictionary
    /// entry `[key: Foo.shared]` or a ternary branch.
    public func isWholeLabelledArgument(_ chain: ExpressionChain) -> Bool {
        let tokens = tree.tokens
        let start = Int(chain.start)
        let end = Int(chain.end)
        // SwiftUI's `.environment(AppState.main)` / `.environmentObject(Store.shared)`: the
        // root view handing the instance into the environment, the same injection unlabelled.
        if start >= 3, end < tokens.count, tokens[start - 1].kind == .leftParen, tokens[start - 3].kind == .period,
            tokens[end].kind == .rightParen, matches.close(of: start - 1) == end,
            token(start - 2, is: "environment") || token(start - 2, is: "environmentObject")
        {
            return true
        }
        guard start >= 3, end < tokens.count, tokens[start - 1].kind == .colon,
            tokens[start - 2].kind == .identifier || tokens[start - 2].kind == .keyword
        else { return false }
        let before = tokens[start - 3].kind
        guard before == .leftParen || before == .comma else { return false }
        if tokens[end].kind == .rightParen { return before == .comma || matches.close(of: start - 3) == end }
        guard tokens[end].kind == .comma else { return false }
        // The argument list goes on: it must close with `)`, not `]` (a dictionary literal).
        var index = end + 1
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace:
                guard let close = matches.close(of: index) else { return false }
                index = close + 1
            case .rightParen:
                return true
            case .rightSquare, .rightBrace:
                return false
            default:
                index += 1
            }
        }
        return false
    }
}
