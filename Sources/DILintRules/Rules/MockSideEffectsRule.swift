import DILintSyntax

/// Flags test doubles that do real work; documented in `Rules/mock_side_effects.md`.
public struct MockSideEffectsRule: Rule {
    public static let id = RuleID.mockSideEffects
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}
}
