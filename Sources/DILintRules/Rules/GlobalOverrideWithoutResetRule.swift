import DILintSyntax

/// Flags tests that override a global injection point without resetting it; documented in `Rules/global_override_without_reset.md`.
public struct GlobalOverrideWithoutResetRule: Rule {
    public static let id = RuleID.globalOverrideWithoutReset
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}
}
