/// Each rule's documentation, `Rules/<rule_id>.md`, as built into the binary
/// (`Generated/RuleDocumentationSources.swift`, written from `Rules/` by RuleDocsGenerator and
/// checked against it by RuleDocumentationTests): the single source for `dilint explain`,
/// `dilint rules` and SARIF help.
public enum RuleDocumentation {
    /// The whole Markdown document of `id`.
    public static func markdown(for id: RuleID) -> String? {
        ruleDocumentationSources[id.rawValue]
    }

    /// The documents present, by file name: to check them against the rule list.
    public static var documentNames: [String] { ruleDocumentationSources.keys.sorted() }

    /// Line 3 of the document: the one-line summary.
    public static func summary(for id: RuleID) -> String {
        guard let text = markdown(for: id) else { return "" }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count > 2 ? String(lines[2]) : ""
    }
}
