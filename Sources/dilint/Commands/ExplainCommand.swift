import DILintRules

/// `dilint explain RULE`: the rule's documentation, from `Rules/<rule>.md` built into the binary.
enum ExplainCommand {
    static func run(_ parsed: Arguments) throws -> Int32 {
        let arguments = parsed.operands
        guard arguments.count == 1, let text = arguments.first else {
            Output.standardError.write("error: 'explain' takes one rule id; usage: dilint explain RULE\n")
            return 2
        }
        guard let id = RuleID(rawValue: text) else {
            var message = "error: unknown rule '\(text)'"
            if let suggestion = RuleID.suggestion(for: text) {
                message += "; did you mean '\(suggestion.rawValue)'?"
            } else {
                message += "; run 'dilint rules' for the list"
            }
            Output.standardError.write(message + "\n")
            return 2
        }
        guard let markdown = RuleDocumentation.markdown(for: id) else {
            Output.standardError.write("error: no documentation is built in for '\(text)'\n")
            return 2
        }
        Output.standard.write(markdown.hasSuffix("\n") ? markdown : markdown + "\n")
        return 0
    }
}
