import DILintSyntax

/// Flags suppression comments that suppress nothing or name unknown rules; documented in `Rules/superfluous_suppression.md`.
public struct SuperfluousSuppressionRule: Rule {
    public static let id = RuleID.superfluousSuppression
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}
}
