import DILintSyntax

/// Flags protocols that copy one class's interface one to one; documented in `Rules/protocol_mirror.md`.
public struct ProtocolMirrorRule: Rule {
    public static let id = RuleID.protocolMirror
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = false

    public struct Options: RuleOptions {
        public var minRequirements = 8

        public init() {}

        public init(from object: ConfigObject) throws(ConfigError) {
            try object.rejectUnknownKeys(allowed: ["min_requirements"])
            if let value = try object.integer("min_requirements", minimum: 1) { minRequirements = value }
        }

        public static let descriptions = [
            OptionDescription(
                key: "min_requirements", type: "integer", defaultValue: "8",
                effect: "the fewest requirements a protocol needs to be reported")
        ]
    }

    let options: Options

    public init(options: Options) {
        self.options = options
    }

    public var declarationKinds: Set<DeclarationKind> { [.protocol] }

    public func check(declaration index: Int, in file: FileContext, into sink: inout FindingSink) {
        let d = file.declaration(index)
        guard !file.isTestFile, d.nameToken >= 0,
            !file.tree.hasAttribute(index, "objc")
        else { return }
        let name = file.name(of: index)
        let project = file.index
        // Callback protocols are shaped by the caller's needs, whoever implements them.
        guard !Judgments.isRoleProtocolName(name),
            project.conformers(of: name).filter({ !$0.isInTestFile }).count == 1,
            let requirements = project.requirements(of: name),
            // One finding per protocol: single_implementation_protocol's advice wins.
            SingleImplementationProtocolRule.soleImplementation(ofProtocol: index, in: file) == nil
        else { return }
        let production = project.implementations(of: name).filter { !$0.isInTestFile }
        guard production.count == 1, let conformer = production.first,
            !project.isCompositionRoot(typeName: conformer.name),
            project.instanceMembers(of: conformer.name) != nil,
            !refinesSharedRole(name, conformer: conformer.name, in: project)
        else { return }
        let required = Set(requirements.filter { !$0.isStatic }.map(MemberSignature.init))
        // A protocol of properties only is a data shape (a widget entry, a receipt), not a
        // service interface.
        guard required.count >= options.minRequirements,
            required.contains(where: { $0.kind == .method || $0.kind == .`subscript` })
        else { return }
        let requiresInitializer = required.contains { $0.kind == .initializer }
        // The conformer's signatures come from its cached shape; comparing sets of unequal
        // size stops at the count, so a class of thousands of members costs nothing here.
        let shape = project.shape(of: conformer.name)
        let offered = requiresInitializer ? shape.signatures : shape.signaturesWithoutInitializers
        guard offered == required else { return }
        sink.report(
            token: Int(d.nameToken), in: index,
            message(protocol: name, conformer: conformer, count: required.count))
    }

    /// Whether protocol `name` refines a protocol of the analyzed set that other production
    /// types implement too (`protocol ToggleSettingRow: SettingRow` while `struct
    /// TextSettingRow: SettingRow` exists): it adds a capability to a role a family of types
    /// shares, and is not a copy of its one conformer's interface.
    private func refinesSharedRole(_ name: String, conformer: String, in project: ProjectIndex) -> Bool {
        project.inheritedProtocols(of: name).contains { parent in
            // Another production conformer settles it without listing every implementation
            // (a base protocol has many).
            let direct = project.conformers(of: parent)
            if direct.contains(where: { !$0.isInTestFile && $0.name != conformer }) { return true }
            return !direct.isEmpty
                && project.implementations(of: parent).contains { !$0.isInTestFile && $0.name != conformer }
        }
    }

    private func message(protocol name: String, conformer: ProjectIndex.Implementation, count: Int) -> String {
        let kind = conformer.kind.map { "\($0.text) " } ?? ""
        return "protocol '\(name)' mirrors all \(count) members of \(kind)'\(conformer.name)' one to one; "
            + "give each client a smaller protocol shaped by what it uses"
    }
}
