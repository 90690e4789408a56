import DILintSyntax

/// Flags protocols that exactly one type conforms to; documented in `Rules/single_implementation_protocol.md`.
public struct SingleImplementationProtocolRule: Rule {
    public static let id = RuleID.singleImplementationProtocol
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = false

    public typealias Options = NoOptions

    public init(options: Options) {}

    public var declarationKinds: Set<DeclarationKind> { [.protocol] }

    public func check(declaration index: Int, in file: FileContext, into sink: inout FindingSink) {
        guard let only = Self.soleImplementation(ofProtocol: index, in: file) else { return }
        let d = file.declaration(index)
        sink.report(token: Int(d.nameToken), in: index, message(protocol: file.name(of: index), conformer: only))
    }

    /// The one implementation of protocol declaration `index` when this rule reports it, or
    /// nil. protocol_mirror asks it too: a protocol this rule reports is reported once.
    static func soleImplementation(ofProtocol index: Int, in file: FileContext) -> ProjectIndex.Implementation? {
        let d = file.declaration(index)
        guard !file.isTestFile, d.nameToken >= 0, !d.modifierSet.contains(.public), !d.modifierSet.contains(.open),
            !file.tree.hasAttribute(index, "objc")
        else { return nil }
        let name = file.name(of: index)
        // An underscored protocol is a constraint or implementation detail (`_PanHandlingAction`),
        // and a protocol probed with `as?`/`as!`/`is` is a capability, not a DI seam.
        guard !Judgments.isRoleProtocolName(name), !isCodeGenerationMarker(name, declaration: index, in: file),
            !name.hasPrefix("_"), !file.index.isProbedByCast(name),
            file.index.facts(named: name).filter({ $0.kind == .protocol }).count == 1,
            file.index.conformers(of: name).count == 1
        else { return nil }
        // A data shape (properties only) and a mixin (its own extension writes its storage)
        // are not the ceremony this rule is about.
        guard !file.index.isValueProtocol(name), file.index.mixinStorage(of: name).isEmpty else { return nil }
        let implementations = file.index.implementations(of: name)
        // A type declared elsewhere (`extension DispatchQueue: DispatchQueueing`) conforms to
        // make a seam for a platform type; a composition root conforms to hand out a
        // role-shaped slice of itself (`protocol ViewModelFactory`). Neither is the ceremony
        // this rule is about.
        guard implementations.count == 1, let only = implementations.first, only.kind != nil,
            !file.index.isCompositionRoot(typeName: only.name)
        else { return nil }
        // One generic conformer stands for many types (`struct Ticket<Value>: TicketProtocol`):
        // the protocol erases the type argument, so `[any TicketProtocol]` can hold them all.
        guard !file.index.isGenericType(only.name) else { return nil }
        return only
    }

    /// A Sourcery annotation protocol (`protocol AutoEquatable {}`): empty, named `Auto…`,
    /// conformed to so that a generator writes code, not to abstract anything.
    private static func isCodeGenerationMarker(_ name: String, declaration index: Int, in file: FileContext) -> Bool {
        guard name.hasPrefix("Auto"), let next = name.dropFirst(4).first, next.isUppercase else { return false }
        return file.tree.members(of: index).isEmpty
    }

    private func message(protocol name: String, conformer: ProjectIndex.Implementation) -> String {
        let kind = conformer.kind.map { "\($0.text) " } ?? ""
        return "protocol '\(name)' has a single implementation, \(kind)'\(conformer.name)'; "
            + "depend on '\(conformer.name)' directly, or add the second implementation the protocol is for"
    }
}
