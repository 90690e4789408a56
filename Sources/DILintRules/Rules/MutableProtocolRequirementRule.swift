import DILintSyntax

/// Flags protocol properties required `{ get set }`; documented in `Rules/mutable_protocol_requirement.md`.
public struct MutableProtocolRequirementRule: Rule {
    public static let id = RuleID.mutableProtocolRequirement
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}
}
