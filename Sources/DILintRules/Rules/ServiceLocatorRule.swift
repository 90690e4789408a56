import DILintSyntax

/// Flags dependencies pulled out of a runtime registry; documented in `Rules/service_locator.md`.
public struct ServiceLocatorRule: Rule {
    public static let id = RuleID.serviceLocator
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}
}
