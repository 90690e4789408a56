import DILintSyntax

/// Flags settable optional dependency properties; documented in `Rules/property_injection.md`.
public struct PropertyInjectionRule: Rule {
    public static let id = RuleID.propertyInjection
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = false

    public typealias Options = NoOptions

    public init(options: Options) {}

    public var declarationKinds: Set<DeclarationKind> { [.var] }

    /// Modifiers that make a property not settable from outside, not an instance property, or
    /// a non-owning reference.
    private static let excludedModifiers: [Modifier] = [
        .private, .fileprivate, .privateSet, .fileprivateSet, .static, .class, .weak, .unowned,
    ]

    /// Attributes that leave a property a plain stored one; any other capitalized attribute is
    /// a property wrapper (`@State`, `@Published`, `@Injected`, …) or an `@IBOutlet`-like
    /// marker, and the property is not flagged.
    private static let plainAttributes: Set<String> = ["MainActor", "ObservationIgnored"]

    public func check(declaration index: Int, in file: FileContext, into sink: inout FindingSink) {
        let d = file.declaration(index)
        guard d.storage == .stored || d.storage == .observed, d.nameToken >= 0, d.parent >= 0,
            file.declaration(Int(d.parent)).kind == .class, !file.isTestFile,
            !Self.excludedModifiers.contains(where: d.modifierSet.contains),
            !isWrapped(d, in: file)
        else { return }
        let name = file.name(of: index)
        guard !Judgments.isCallbackName(name) else { return }
        // A non-nil default (`var tracker: Tracking? = Tracker()`) is the type's own choice:
        // nothing has to be set before use.
        if !d.initializer.isEmpty && !(d.initializer.count == 1 && file.token(Int(d.initializer.start), is: "nil")) { return }
        let typeRange = writtenType(of: index, in: file)
        guard !typeRange.isEmpty else { return }
        let type = file.typeReference(typeRange)
        let owner = Int(d.parent)
        let ownerName = file.name(of: owner)
        let named = type.names.filter { !Judgments.markerNames.contains($0) }
        guard type.isOptional, !type.isCollection, !type.isFunction, !named.isEmpty,
            named.allSatisfy({
                isInjectable($0, index: file.index) && !isGenericParameter($0, of: owner, in: file)
                    && !isFunctionAlias($0, in: file)
            }),
            !Judgments.isTestDoubleName(ownerName), !file.isInCompositionRoot(index),
            !isReusableCell(owner, in: file), !isAssignedByOwnCode(name, owner: ownerName, in: file)
        else { return }
        sink.report(
            token: Int(d.nameToken), in: index,
            message(owner: ownerName, property: name, type: named.joined(separator: " & ")))
    }

    /// Whether `name` is a generic parameter of the class (`class Box<ResultType>`).
    private func isGenericParameter(_ name: String, of owner: Int, in file: FileContext) -> Bool {
        file.declaration(owner).genericParameters.indices.contains { token in
            file.token(token).kind == .identifier && file.text(ofToken: token) == name
        }
    }

    /// Whether the file declares `name` as a type alias of a function type
    /// (`typealias ChoicesProvider = (Item) -> [Choice]`): a callback, not a collaborator.
    private func isFunctionAlias(_ name: String, in file: FileContext) -> Bool {
        file.declarations.indices.contains { index in
            let d = file.declaration(index)
            return d.kind == .typealias && file.name(of: index) == name && file.typeReference(d.type).isFunction
        }
    }

    /// Whether the class's own code (its declaration or an extension, in any file) assigns the
    /// property something other than `nil`: then the class builds the value, obtains it from a
    /// collaborator or receives it in its initializer, and nobody injects it from outside.
    private func isAssignedByOwnCode(_ property: String, owner: String, in file: FileContext) -> Bool {
        file.index.facts(named: owner).contains { $0.selfAssignedNames.contains(property) }
    }

    /// A reusable cell (a class named `…Cell`, or whose superclass is a `…Cell` or
    /// `NSCollectionViewItem`): the framework creates it, so properties are its only way in.
    private func isReusableCell(_ owner: Int, in file: FileContext) -> Bool {
        let d = file.declaration(owner)
        if file.name(of: owner).hasSuffix("Cell") { return true }
        guard let superclass = d.inheritance.first.flatMap({ file.typeReference(file.tree.inheritedTypes[Int($0)]).name })
        else { return false }
        return superclass.hasSuffix("Cell") || superclass == "NSCollectionViewItem"
    }

    /// The type of variable `index`; in `var a, b: T?` the first binding has none of its own
    /// and takes the type written after the last one.
    private func writtenType(of index: Int, in file: FileContext) -> TokenRange {
        let d = file.declaration(index)
        guard d.type.isEmpty, d.initializer.isEmpty, d.accessorBlock.isEmpty else { return d.type }
        var next = Int(d.subtreeEnd)
        while next < file.declarations.count {
            let sibling = file.declaration(next)
            guard sibling.kind == d.kind, sibling.parent == d.parent, sibling.tokens.start == d.tokens.start else { break }
            if !sibling.type.isEmpty { return sibling.type }
            next = Int(sibling.subtreeEnd)
        }
        return .empty
    }

    /// Whether a property wrapper or an interface-builder attribute manages the property.
    private func isWrapped(_ d: Declaration, in file: FileContext) -> Bool {
        d.attributes.contains { attribute in
            let name = file.text(file.tree.attributes[Int(attribute)].name)
            guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return false }
            return !Self.plainAttributes.contains(name)
        }
    }

    /// A protocol of the analyzed set that is not a value protocol (`ProjectIndex.isValueProtocol`),
    /// or a name with a dependency suffix that is not a struct or enum of the analyzed set
    /// (those are values) nor a callback, or a dependency-like class the analyzed set
    /// registers in a DI container (`container.register(SwipeActions.self)`).
    private func isInjectable(_ name: String, index: ProjectIndex) -> Bool {
        if Judgments.isCallbackName(name) { return false }
        switch index.kind(of: name) {
        case .protocol?: return !index.isValueProtocol(name)
        case .struct?, .enum?: return false
        default:
            return index.hasDependencySuffix(name) || index.isRegisteredInContainer(name) && index.isDependencyLike(name: name)
        }
    }

    private func message(owner: String, property: String, type: String) -> String {
        "'\(owner).\(property)' is an optional '\(type)' set after construction (property injection); "
            + "pass it to the initializer as a non-optional parameter"
    }
}
