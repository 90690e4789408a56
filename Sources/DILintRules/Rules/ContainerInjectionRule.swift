import DILintSyntax

/// Flags whole DI containers passed into consumers; documented in `Rules/container_injection.md`.
public struct ContainerInjectionRule: Rule {
    public static let id = RuleID.containerInjection
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}
}
