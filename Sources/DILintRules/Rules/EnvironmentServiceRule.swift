import DILintSyntax

/// Flags live services made the hidden default of the SwiftUI environment: an `EnvironmentKey`
/// whose default value is one, or an `@Entry` member defaulting to one; with `use_sites`, also
/// `@EnvironmentObject`/`@Environment(T.self)` properties of a service type; documented in
/// `Rules/environment_service.md`.
public struct EnvironmentServiceRule: Rule {
    public static let id = RuleID.environmentService
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = false

    public struct Options: RuleOptions {
        public var useSites = false

        public init() {}

        public init(from object: ConfigObject) throws(ConfigError) {
            try object.rejectUnknownKeys(allowed: ["use_sites"])
            if let value = try object.bool("use_sites") { useSites = value }
        }

        public static let descriptions = [
            OptionDescription(
                key: "use_sites", type: "boolean", defaultValue: "`false`",
                effect: "also report `@EnvironmentObject var x: T` and `@Environment(T.self)` of a service type")
        ]
    }

    let options: Options

    public init(options: Options) {
        self.options = options
    }

    public var declarationKinds: Set<DeclarationKind> { [.var, .let] }

    /// Name endings of observable state, not services: a view model, state, model, settings or
    /// theme object in the environment is what the environment is for.
    static let stateSuffixes = ["ViewModel", "State", "Model", "Settings", "Theme"]

    public func check(declaration index: Int, in file: FileContext, into sink: inout FindingSink) {
        let d = file.declaration(index)
        let parent = Int(d.parent)
        guard !d.flags.contains(.isLocal), parent >= 0, file.declaration(parent).kind.isTypeContext else { return }
        let container = file.declaration(parent)
        if d.modifierSet.isTypeMember {
            // `static let defaultValue: AnalyticsService = LiveAnalytics()` of an
            // `EnvironmentKey`: reported at the key.
            guard file.name(of: index) == "defaultValue", file.isEnvironmentKey(parent),
                let service = liveService(index, in: file), container.nameToken >= 0
            else { return }
            let key = file.typeName(of: parent)
            sink.report(token: Int(container.nameToken), in: parent, keyMessage(key: key, service: service))
            return
        }
        guard d.nameToken >= 0 else { return }
        let name = file.name(of: index)
        if container.kind == .extension && file.typeName(of: parent) == "EnvironmentValues" {
            // A member computed through a key is the key's problem, reported there once; an
            // `@Entry` member has no key and carries its own default.
            guard d.accessorBlock.isEmpty, let service = liveService(index, in: file) else { return }
            sink.report(token: Int(d.nameToken), in: index, valueMessage(name: name, service: service))
            return
        }
        guard options.useSites, let type = wrappedEnvironmentType(of: d, in: file),
            let service = serviceName(in: type, file: file, requireSuffix: true)
        else { return }
        sink.report(token: Int(d.nameToken), in: index, wrapperMessage(name: name, service: service))
    }

    /// The service a default value (a key's `defaultValue`, an `@Entry` member) makes live, or
    /// nil when the default is safe: optional (a view must then handle its absence),
    /// a stand-in (`.noop`, `.preview`, `NoopTracker()`, `.unimplemented`), or not a service.
    private func liveService(_ index: Int, in file: FileContext) -> String? {
        let d = file.declaration(index)
        if !d.type.isEmpty {
            let written = file.typeReference(d.type)
            if written.isOptional || written.isImplicitlyUnwrapped { return nil }
        }
        for range in [d.initializer, d.accessorBlock] where !range.isEmpty {
            for token in range.indices where file.token(token).kind == .identifier {
                if Judgments.isPlaceholderValueName(file.text(ofToken: token)) { return nil }
            }
        }
        let type = valueType(of: index, in: file)
        if d.initializer.isEmpty && d.accessorBlock.isEmpty { return nil }  // `@Entry var x: T` needs a default
        if let service = serviceName(in: type, file: file, requireSuffix: false) { return service }
        return type.names.first { file.index.isServiceHub($0) }
    }

    /// The written type of a variable, or for `= Name(…)`, `= Name.init(…)` and `= Name.member`
    /// without an annotation, `Name`.
    private func valueType(of index: Int, in file: FileContext) -> TypeReference {
        let d = file.declaration(index)
        if !d.type.isEmpty { return isNestedInStateType(d.type, in: file) ? TypeReference() : file.typeReference(d.type) }
        var reference = TypeReference()
        let range = d.initializer
        guard range.count >= 2 else { return reference }
        let first = Int(range.start)
        let tokens = file.tree.tokens
        guard tokens[first].kind == .identifier else { return reference }
        let next = tokens[first + 1]
        let isConstruction = next.kind == .leftParen && !next.hasTriviaBefore
        let isMember =
            next.kind == .period && range.count >= 3
            && (tokens[first + 2].kind == .identifier || tokens[first + 2].kind == .keyword)
        guard isConstruction || isMember else { return reference }
        let name = file.text(ofToken: first)
        guard name.first?.isUppercase == true else { return reference }
        reference.names = [name]
        return reference
    }

    /// For `@EnvironmentObject var x: T` the type `T`; for `@Environment(T.self) var x` the
    /// type `T`; nil otherwise (`@Environment(\.dismiss)` reads a value by key path).
    private func wrappedEnvironmentType(of d: Declaration, in file: FileContext) -> TypeReference? {
        for attributeIndex in d.attributes {
            let attribute = file.tree.attributes[Int(attributeIndex)]
            let name = file.typeReference(attribute.name).names.last
            if name == "EnvironmentObject" {
                return d.type.isEmpty ? nil : file.typeReference(d.type)
            }
            if name == "Environment" {
                // `T.self`, possibly module-qualified.
                let arguments = attribute.arguments
                guard arguments.count >= 3, file.token(Int(arguments.end) - 1).is(.self),
                    file.token(Int(arguments.end) - 2).kind == .period
                else { return nil }
                return file.typeReference(TokenRange(Int(arguments.start), Int(arguments.end) - 2))
            }
        }
        return nil
    }

    /// The first name in `type` that is a service: dependency-like, not a state-like name,
    /// and, with `requireSuffix`, ending in a dependency suffix.
    private func serviceName(in type: TypeReference, file: FileContext, requireSuffix: Bool) -> String? {
        type.names.first { name in
            guard file.index.isDependencyLike(name: name), !Self.isStateName(name), doesWork(name, in: file) else {
                return false
            }
            if file.index.hasDependencySuffix(name) { return true }
            // A project class without a service name that is an `ObservableObject` is observable
            // state (`AppBindings`, `OrientationHolder`), which is what the environment is for.
            return !requireSuffix && !file.index.facts(named: name).contains { $0.inherited.contains("ObservableObject") }
        }
    }

    /// Whether a type can do work: anything but a class, actor or struct of the analyzed set
    /// whose declarations have no instance method that is not private (and, for a struct, no
    /// closure property). A project class with properties only (`@Published var isPresented`)
    /// is a state holder, and so is a struct of values (`struct PresentationCoordinator { var
    /// isPresented = false }`); a struct of closures (`struct APIClient { var fetch: … }`) is
    /// a client, and a type outside the analyzed set is judged by its name.
    private func doesWork(_ name: String, in file: FileContext) -> Bool {
        let kind = file.index.kind(of: name)
        guard kind == .class || kind == .actor || kind == .struct else { return true }
        return file.index.facts(named: name).contains { fact in
            fact.members.contains {
                ($0.kind == .func || (kind == .struct && $0.isFunctionTyped)) && !$0.isPrivate && !$0.isStatic
            }
        }
    }

    /// Whether a written type is nested in a state type: `TimelineViewModel.Context`.
    private func isNestedInStateType(_ range: TokenRange, in file: FileContext) -> Bool {
        range.indices.contains { index in
            index + 1 < Int(range.end) && file.token(index + 1).kind == .period
                && file.token(index).kind == .identifier && Self.isStateName(file.text(ofToken: index))
        }
    }

    /// `AppState`, `SettingsViewModel`, `SettingsViewModelProtocol`, `ThemeType`.
    public static func isStateName(_ name: String) -> Bool {
        var stem = Substring(name)
        for wrapper in ["Protocol", "Type"] where stem.hasSuffix(wrapper) && stem.count > wrapper.count {
            stem = stem.dropLast(wrapper.count)
            break
        }
        return stateSuffixes.contains { stem.hasSuffix($0) }
    }

    private func keyMessage(key: String, service: String) -> String {
        "environment key '\(key)' defaults to a live '\(service)', which every view without an injected one "
            + "silently uses; make the default a no-op or placeholder and inject the service at the root"
    }

    private func valueMessage(name: String, service: String) -> String {
        "environment value '\(name)' defaults to a live '\(service)', which every view without an injected one "
            + "silently uses; make the default a no-op or placeholder and inject the service at the root"
    }

    private func wrapperMessage(name: String, service: String) -> String {
        "'\(name)' pulls the service '\(service)' out of the SwiftUI environment; pass it through the initializer instead"
    }
}
