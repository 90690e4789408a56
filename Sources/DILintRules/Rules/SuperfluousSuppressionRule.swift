import DILintSyntax

/// Flags suppression comments that suppress nothing or name unknown rules; documented in
/// `Rules/superfluous_suppression.md`. It has no checks of its own: whether a comment silenced
/// anything is known only after every rule ran, so the engine reports both kinds when it
/// applies the suppressions (`Linter.resolve`, `Suppressions`), and this type gives the rule
/// its id, severity and default.
public struct SuperfluousSuppressionRule: Rule {
    public static let id = RuleID.superfluousSuppression
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}
}

extension RuleSelection {
    /// Whether every rule that is on by default runs, so that an `all` suppression that
    /// silenced nothing is known to be unused. Under a partial selection (`--only`, a rule
    /// disabled in the configuration) it may be meant for a rule that did not run.
    var runsEveryDefaultRule: Bool {
        RuleRegistry.all.allSatisfy { !$0.isEnabledByDefault || enabled.contains($0.id) }
    }
}
