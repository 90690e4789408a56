import DILintSyntax

/// Flags properties resolved at run time by an injection property wrapper; documented in `Rules/injected_property_wrapper.md`.
public struct InjectedPropertyWrapperRule: Rule {
    public static let id = RuleID.injectedPropertyWrapper
    public static let defaultSeverity = Severity.note
    public static let isEnabledByDefault = false

    public typealias Options = NoOptions

    public init(options: Options) {}
}
