import DILintSyntax

/// Flags hidden uses of platform singletons that do I/O; documented in `Rules/system_singleton_access.md`.
public struct SystemSingletonAccessRule: Rule {
    public static let id = RuleID.systemSingletonAccess
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = false

    public typealias Options = NoOptions

    public init(options: Options) {}
}
