import DILintSyntax

/// Which written types are DI containers, for `container_injection`: well-known container
/// types of DI libraries, and types of the analyzed set that show a container's shape.
extension FileContext {
    /// Container types DI libraries and guides use, recognized even when the analyzed set
    /// does not declare them.
    static let wellKnownContainerNames: Set<String> = [
        "Container", "Resolver", "DIContainer", "DependencyContainer", "AppContainer", "ServiceContainer",
        "ServiceLocator", "Locator", "Assembler", "SharedContainer", "ManagedContainer", "DependencyResolver",
    ]

    /// Supertypes that make a type named `…Container` a view, a persistence stack or a value,
    /// not a DI container.
    static let nonContainerSupertypes: Set<String> = [
        "View", "UIView", "UIViewController", "NSView", "NSViewController", "UIHostingController",
        "NSHostingController", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
        "ViewModifier", "Scene", "Shape", "UITableViewCell", "UICollectionViewCell", "UIStackView",
        "UIScrollView", "NSPersistentContainer", "NSPersistentCloudKitContainer", "Codable", "Decodable",
        "Encodable", "Equatable", "Hashable", "Identifiable", "Error", "CaseIterable", "RawRepresentable",
    ]

    /// The name of the DI container written in `range`, or nil: a well-known container type
    /// (`Container`, `Resolver`, `DIContainer`, …) the analyzed set does not declare, or a
    /// type of the analyzed set with a container's shape (see `isContainerType`). Function,
    /// collection and generic types (`Resolver<Void>`, PromiseKit's) are not containers.
    public func containerType(writtenIn range: TokenRange) -> String? {
        let reference = typeReference(range)
        guard !reference.isFunction, !reference.isCollection, let name = reference.names.last,
            !hasGenericArguments(range)
        else { return nil }
        return isContainerType(name) ? name : nil
    }

    /// Whether type name `name` is a DI container. Not declared in the analyzed set: a
    /// well-known container name. Declared: never a view, persistence stack or value; a
    /// container if it inherits a container type or its name ends in a DI suffix
    /// (`DependencyContainer`, `Assembly`, …); otherwise, when the index takes it for the
    /// composition root (or it is named `Container`/`Resolver`), only with `resolve` or
    /// `make…`/`build…` members (NetNewsWire's `protocol Container` holds feeds).
    public func isContainerType(_ name: String) -> Bool {
        isContainerType(name, depth: 0)
    }

    private func isContainerType(_ name: String, depth: Int) -> Bool {
        guard index.kind(of: name) != nil else { return Self.wellKnownContainerNames.contains(name) }
        let facts = index.facts(named: name)
        if facts.contains(where: { $0.inherited.contains(where: Self.nonContainerSupertypes.contains) }) { return false }
        // A library's container supertype; one the analyzed set declares (NetNewsWire's feed
        // `Container` protocol, adopted by `Folder`) must be a container itself.
        let inheritsContainer = facts.contains { fact in
            fact.inherited.contains { supertype in
                Self.containerSupertypes.contains(supertype)
                    && (index.kind(of: supertype) == nil || (depth < 4 && supertype != name && isContainerType(supertype, depth: depth + 1)))
            }
        }
        if inheritsContainer { return true }
        if Self.containerNameSuffixes.contains(where: { name.hasSuffix($0) }) { return true }
        guard index.isCompositionRoot(typeName: name) || Self.wellKnownContainerNames.contains(name) else { return false }
        return facts.contains { fact in fact.members.contains { Self.isContainerMemberName($0.name) } }
    }

    /// Name endings that say "DI container" by themselves.
    static let containerNameSuffixes = [
        "DIContainer", "DependencyContainer", "DependenciesContainer", "AppContainer", "ServiceContainer",
        "ServicesContainer", "InjectionContainer", "CompositionRoot", "Assembly", "Assembler", "DependencyGraph",
        "ServiceLocator",
    ]

    /// Supertypes of DI libraries' containers (Factory, Swinject, Resolver).
    static let containerSupertypes: Set<String> = [
        "SharedContainer", "ManagedContainer", "Container", "Resolver", "Assembly", "ServiceLocator",
        "DependencyContainer", "DIContainer",
    ]

    /// Members that make a type a container: it resolves or makes dependencies (`register`
    /// alone is not a sign: `SensorContainer.register(provider:)`).
    static func isContainerMemberName(_ name: String) -> Bool {
        if name == "resolve" || name == "resolveOptional" { return true }
        for prefix in ["make", "build"] where name.hasPrefix(prefix) {
            if let next = name.dropFirst(prefix.count).first, next.isUppercase { return true }
        }
        return false
    }

    /// Whether the type written in `range` has generic arguments on its last name
    /// (`Resolver<Void>`, `Container<T>?`).
    func hasGenericArguments(_ range: TokenRange) -> Bool {
        range.indices.contains { i in
            tree.tokens[i].kind.isOperator && tree.bytes[Int(tree.tokens[i].start)] == UInt8(ascii: "<")
        }
    }
}
