import DILintSyntax

/// Flags settable optional dependency properties; documented in `Rules/property_injection.md`.
public struct PropertyInjectionRule: Rule {
    public static let id = RuleID.propertyInjection
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}
}
