import DILintSyntax

/// Flags protocol properties required `{ get set }`; documented in `Rules/mutable_protocol_requirement.md`.
public struct MutableProtocolRequirementRule: Rule {
    public static let id = RuleID.mutableProtocolRequirement
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = false

    public typealias Options = NoOptions

    public init(options: Options) {}

    public var declarationKinds: Set<DeclarationKind> { [.var] }

    public func check(declaration index: Int, in file: FileContext, into sink: inout FindingSink) {
        let d = file.declaration(index)
        guard d.flags.contains(.hasSetter), d.nameToken >= 0, d.parent >= 0,
            file.declaration(Int(d.parent)).kind == .protocol
        else { return }
        let protocolName = file.name(of: Int(d.parent))
        let property = file.name(of: index)
        // Only a settable collaborator or stream is the DI problem: a setter on a flag, a
        // preference, a state value or a callback slot is the conformer's data, set by design.
        guard let kind = settableKind(file.typeReference(d.type), in: file) else { return }
        // Callbacks are set by their owner; JavaScriptCore needs a `JSExport` setter; a data
        // shape is not a service; mixin storage is written by the protocol's own extension.
        guard !Judgments.isCallbackName(protocolName), !Judgments.isCallbackName(property),
            !file.index.facts(named: protocolName).contains(where: { $0.inherited.contains("JSExport") }),
            !file.index.isValueProtocol(protocolName),
            !file.index.mixinStorage(of: protocolName).contains(property),
            !isModelProtocol(protocolName, index: file.index)
        else { return }
        sink.report(token: Int(d.nameToken), in: index, message(protocol: protocolName, property: property, kind: kind))
    }

    /// What makes a settable requirement of `type` worth a finding: a stream (a publisher,
    /// subject or async stream a client could replace under its subscribers) or a
    /// dependency-like collaborator (`var api: APIClient { get set }`); nil for everything else:
    /// closures (a callback slot the owner sets) and collections (data) included.
    private func settableKind(_ type: TypeReference, in file: FileContext) -> String? {
        guard !type.isFunction, !type.isCollection else { return nil }
        if type.names.contains(where: Judgments.isStreamTypeName) { return "stream" }
        if type.names.contains(where: Judgments.isCallbackName) { return nil }
        return file.index.isDependencyLike(type) ? "collaborator" : nil
    }

    /// A protocol whose implementations are all model classes (`Identifiable`, `Codable`,
    /// `NSObject` subclasses without a dependency suffix, `…Model`, `…Item`): a model's shape
    /// with a helper method, not a service's contract (openHAB's `Widget`, 25 settable fields
    /// and `flatten(_:)`, implemented by its model class).
    private func isModelProtocol(_ name: String, index: ProjectIndex) -> Bool {
        let implementations = index.implementations(of: name).filter { !$0.isInTestFile }
        return !implementations.isEmpty
            && implementations.allSatisfy { index.isViewOrModelClass($0.name) || Judgments.hasValueClassName($0.name) }
    }

    private func message(protocol name: String, property: String, kind: String) -> String {
        "protocol '\(name)' requires the \(kind) '\(property)' to be settable, so any client can swap it "
            + "under the others; require '{ get }' and inject it through the conformer's initializer"
    }
}
