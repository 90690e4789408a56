import DILintSyntax

/// Flags implicitly unwrapped dependencies and force-unwrapped resolutions; documented in `Rules/force_unwrapped_dependency.md`.
public struct ForceUnwrappedDependencyRule: Rule {
    public static let id = RuleID.forceUnwrappedDependency
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}
}
