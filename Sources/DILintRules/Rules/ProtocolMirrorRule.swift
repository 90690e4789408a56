import DILintSyntax

/// Flags protocols that copy one class's interface one to one; documented in `Rules/protocol_mirror.md`.
public struct ProtocolMirrorRule: Rule {
    public static let id = RuleID.protocolMirror
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}
}
