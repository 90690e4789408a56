import DILintSyntax

/// Flags protocols that exactly one type conforms to; documented in `Rules/single_implementation_protocol.md`.
public struct SingleImplementationProtocolRule: Rule {
    public static let id = RuleID.singleImplementationProtocol
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}
}
