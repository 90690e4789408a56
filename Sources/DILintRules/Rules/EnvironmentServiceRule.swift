import DILintSyntax

/// Flags services stashed in the SwiftUI environment; documented in `Rules/environment_service.md`.
public struct EnvironmentServiceRule: Rule {
    public static let id = RuleID.environmentService
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}
}
