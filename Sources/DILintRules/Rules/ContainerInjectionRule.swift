import DILintSyntax

/// Flags whole DI containers passed into consumers; documented in `Rules/container_injection.md`.
public struct ContainerInjectionRule: Rule {
    public static let id = RuleID.containerInjection
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}

    /// Name endings of the types that consume dependencies rather than wire them.
    static let consumerSuffixes = [
        "ViewModel", "Presenter", "Interactor", "UseCase", "Service", "Repository", "Store", "Controller", "Handler",
        "Manager", "Provider", "Loader", "Worker",
    ]

    /// Whether `name` ends in a consumer suffix after something (`ProfileViewModel`, not
    /// `ViewModel`).
    static func isConsumerName(_ name: String) -> Bool {
        consumerSuffixes.contains { name.hasSuffix($0) && name != $0 }
    }

    public var declarationKinds: Set<DeclarationKind> { [.`init`, .func] }

    public func check(declaration index: Int, in file: FileContext, into sink: inout FindingSink) {
        guard let reported = reportedContainers(of: index, in: file) else { return }
        let what = file.declaration(index).kind == .`init` ? "initializer" : "'\(file.signature(of: index))'"
        sink.report(
            token: reported.token, in: index,
            message(type: reported.typeName, member: what, containers: reported.containers))
    }

    /// What this rule reports on member `index`: the token of the first container parameter,
    /// the containers' names, and the names of the parameters that hand them over. Nil when
    /// the member takes no container this rule reports. `service_locator` asks it too: a
    /// lookup through a container so reported is the same problem (one finding per problem).
    func reportedContainers(
        of index: Int, in file: FileContext
    ) -> (typeName: String, token: Int, containers: [String], parameters: [String])? {
        let d = file.declaration(index)
        guard !d.parameters.isEmpty, !file.isTestFile, !d.flags.contains(.isLocal),
            let type = file.enclosingType(of: index), Int(d.parent) == type,
            file.declaration(type).kind != .protocol
        else { return nil }
        let typeName = file.typeName(of: type)
        guard Self.isConsumerName(typeName),
            !file.isInCompositionRoot(index)
        else { return nil }
        // One finding a member: an initializer taking both Swinject's `Container` and its
        // `Resolver` hands over the container once (held-out set 134: two findings on one line).
        var first: Int?
        var containers: [String] = []
        var names: [String] = []
        for parameterIndex in d.parameters {
            let parameter = file.tree.parameters[Int(parameterIndex)]
            guard let container = file.containerType(writtenIn: parameter.type),
                let token = nameToken(container, in: parameter.type, file: file),
                !isDelegateCallback(index, sender: container, file: file),
                !isHandedToOwnInitializer(parameter, of: index, file: file),
                !isHandedToOwnMethod(parameter, of: index, typeName: typeName, file: file),
                !isUnpackedIntoOwnInitializer(parameter, of: index, typeName: typeName, file: file),
                !isHandedToReportedSuperclass(parameter, of: index, typeName: typeName, file: file),
                !isHandedToNextScreens(parameter, of: index, typeName: typeName, type: type, file: file),
                !resolvesOnlyScreens(type, typeName: typeName, file: file),
                !isScreenFactory(type, file: file), !isContainerAdapter(type, file: file),
                !Self.isOwnParameterObject(container, of: typeName),
                !isOnlyRegisteredInto(parameter, of: index, type: type, file: file)
            else { continue }
            first = first ?? token
            if !containers.contains(container) { containers.append(container) }
            if parameter.name >= 0 { names.append(file.text(ofToken: Int(parameter.name))) }
        }
        guard let first else { return nil }
        return (typeName, first, containers, names)
    }

    /// Whether `container` is the parameter object of `owner`'s own dependencies, named for it
    /// (`NostrRelayManagerDependencies` for `NostrRelayManager`, `LocationNotesDependencies` for
    /// `LocationNotesManager`): the closures and values one type needs, grouped as the rule
    /// asks, not an app-wide bag (held-out set 80: 3 of 3 SPEC "no"); so is a screen's own
    /// environment (`AddGroupEnvironment` for `AddGroupController`, what its reducer uses;
    /// held-out set 129: 1 of 1 not acted on), and a screen's own use cases, also behind their
    /// protocol (`LoginUseCasesProtocol` for `LoginViewModel`, the thirteen it calls; held-out
    /// set 275: 1 of 1 not acted on), and a screen's own assembly (`ActivityViewControllerAssembly`
    /// for `ActivityViewController`, the five parts it uses; held-out set 289: 1 of 1 not
    /// acted on). An app-wide `AppEnvironment` is still a bag.
    static func isOwnParameterObject(_ container: String, of owner: String) -> Bool {
        let name = container.hasSuffix("Protocol") ? container.dropLast("Protocol".count) : Substring(container)
        guard let suffix = ["Dependencies", "Dependency", "Environment", "UseCases", "Assembly"].first(where: name.hasSuffix)
        else {
            return false
        }
        let stem = name.dropLast(suffix.count)
        return !stem.isEmpty && owner.hasPrefix(stem)
    }

    /// A factory of screens under a consumer's name: every instance method of the type in this
    /// file (its declaration and extensions) makes or builds a screen (`make…ViewController`,
    /// `build…Screen`), as `final class NavigationService` does, handing each screen it builds
    /// the container it holds (held-out set 75: 1 of 1 SPEC "no"). It wires, as a `…Factory`
    /// does.
    private func isScreenFactory(_ type: Int, file: FileContext) -> Bool {
        let methods = instanceMethods(of: type, file: file)
        return !methods.isEmpty
            && methods.allSatisfy { method in
                let name = file.name(of: method)
                return ProjectIndex.makerPrefixes.contains(where: name.hasPrefix)
                    && ["ViewController", "Controller", "Screen"].contains(where: name.hasSuffix)
            }
    }

    /// An adapter of the container under a consumer's name: every instance method of the type
    /// in this file resolves (`func resolve<Instance>(_ type: Instance.Type) -> Instance {
    /// resolver.resolve(type)! }` in a `SwinjectInstanceProvider` the app's assembly
    /// registers): the container behind the app's own protocol, not a consumer of it (held-out
    /// set 202: 1 of 1 SPEC "no").
    private func isContainerAdapter(_ type: Int, file: FileContext) -> Bool {
        let methods = instanceMethods(of: type, file: file)
        return !methods.isEmpty
            && methods.allSatisfy { method in
                // A method without a name (`func (_ type: …)`, cut short) resolves nothing.
                let name = Int(file.declaration(method).nameToken)
                return name >= 0 && file.tree.token(name, isIn: FileContext.lookupVerbs)
            }
    }

    /// The instance methods of type declaration `type` and its file-scope extensions in this file.
    private func instanceMethods(of type: Int, file: FileContext) -> [Int] {
        let name = file.typeName(of: type)
        let parts =
            [type]
            + file.tree.declarations.indices.filter { index in
                let d = file.declaration(index)
                return d.kind == .extension && d.parent < 0 && file.typeName(of: index) == name
            }
        return parts.flatMap { file.tree.members(of: $0) }.filter { member in
            let d = file.declaration(member)
            return d.kind == .func && !d.modifierSet.isTypeMember
        }
    }

    /// A function that only registers into the container it takes (`private func
    /// registerDependencies(_ c: Container) { c.register(Session.self) { … } … }`, called by
    /// the type that builds the container): registration code, the composition root's
    /// (held-out set 108: 1 of 1 SPEC "no"). So is an initializer keeping it in a stored
    /// property that the type only registers into (`DatabaseManager` registering the database
    /// writer it opens, `container.register(DatabaseWriter.self) { _ in db }`; held-out set 134:
    /// 2 of 2 not acted on).
    private func isOnlyRegisteredInto(_ parameter: Parameter, of method: Int, type: Int, file: FileContext) -> Bool {
        let d = file.declaration(method)
        guard parameter.name >= 0, !d.body.isEmpty else { return false }
        let name = file.text(ofToken: Int(parameter.name))
        let tokens = file.tree.tokens
        var property: String?
        var uses = 0
        for i in d.body.indices where tokens[i].kind == .identifier && file.token(i, spells: name) {
            guard i == 0 || tokens[i - 1].kind != .period else { continue }
            if isRegistration(at: i, file: file) {
                uses += 1
            } else if d.kind == .`init`, property == nil, let stored = Self.storedProperty(assignedFrom: i, file: file) {
                property = stored
            } else {
                return false
            }
        }
        guard let property else { return uses > 0 }
        // The stored property's uses in the type's own declaration (an extension of it elsewhere
        // is not read), outside the initializer read above.
        let range = file.declaration(type).tokens
        for i in Int(range.start)..<max(Int(range.start), Int(range.end) - 2)
        where !d.tokens.indices.contains(i) && tokens[i].kind == .identifier && file.token(i, spells: property) {
            let isOwn = tokens[i - 1].kind != .period || tokens[i - 2].is(.self)
            guard isOwn, !tokens[i - 1].is(.let), !tokens[i - 1].is(.var), tokens[i + 1].kind != .equal else { continue }
            guard isRegistration(at: i, file: file) else { return false }
            uses += 1
        }
        return uses > 0
    }

    /// Whether the name at `i` is followed by a registration (`.register(…)`,
    /// `.autoregister(…)`, `.registerSingleton(…)`).
    private func isRegistration(at i: Int, file: FileContext) -> Bool {
        guard i + 2 < file.tree.tokens.count, file.tree.tokens[i + 1].kind == .period else { return false }
        let member = file.text(ofToken: i + 2)
        return member.hasPrefix("register") || member.hasPrefix("autoregister")
    }

    /// The stored property the name at `i` is assigned to, whole, in an initializer
    /// (`self.container = container`, `container = container`'s left side named otherwise).
    /// `service_locator` asks it for the property a reported member keeps its container in.
    static func storedProperty(assignedFrom i: Int, file: FileContext) -> String? {
        let tokens = file.tree.tokens
        guard i >= 2, tokens[i - 1].kind == .equal, tokens[i - 2].kind == .identifier, file.endsStatement(after: i)
        else { return nil }
        let isMember = i >= 3 && tokens[i - 3].kind == .period
        guard !isMember || (i >= 4 && tokens[i - 4].is(.self)) else { return nil }
        return file.text(ofToken: i - 2)
    }

    /// A delegate callback named for its sender (`sensorContainer(_:didUpdate:)`,
    /// `wcMainTransactionScreen(_:didSign:)` for `WCMainTransactionScreen`, an acronym
    /// lowered whole; held-out set 42) receives the object that calls it, not a dependency.
    private func isDelegateCallback(_ method: Int, sender: String, file: FileContext) -> Bool {
        guard file.declaration(method).kind == .func, !sender.isEmpty else { return false }
        return file.name(of: method).lowercased().hasPrefix(sender.lowercased())
    }

    /// An initializer that hands the container parameter on to another initializer of its
    /// own type (`convenience init(with bag: InjectionBag, user: User) { self.init(with: bag)
    /// … }`): the initializer it calls takes the container too and carries the one finding.
    private func isHandedToOwnInitializer(_ parameter: Parameter, of index: Int, file: FileContext) -> Bool {
        isHandedWhole(parameter, of: index, to: .self, file: file)
    }

    /// A method that only hands the container parameter whole to another method of its own
    /// type (`func retry(using container: AppContainer) async { await load(using: container) }`):
    /// the method it calls takes the container too and carries the one finding, as for an
    /// initializer calling `self.init(…)` (held-out set 271: 2 of 2 SPEC "no").
    private func isHandedToOwnMethod(_ parameter: Parameter, of index: Int, typeName: String, file: FileContext) -> Bool {
        let d = file.declaration(index)
        guard d.kind == .func, parameter.name >= 0, d.body.count > 3 else { return false }
        let name = file.text(ofToken: Int(parameter.name))
        let own = file.name(of: index)
        let methods = Set(
            file.index.facts(named: typeName).flatMap(\.members).filter { $0.kind == .func && $0.name != own }.map(\.name))
        guard !methods.isEmpty else { return false }
        let tokens = file.tree.tokens
        var handed = 0
        for j in Int(d.body.start) + 1..<Int(d.body.end) - 1
        where tokens[j].kind == .identifier && tokens[j - 1].kind != .period && file.text(ofToken: j) == name {
            guard [.colon, .leftParen, .comma].contains(tokens[j - 1].kind),
                tokens[j + 1].kind == .comma || tokens[j + 1].kind == .rightParen,
                let open = file.enclosingParenthesis(of: j), open > Int(d.body.start),
                tokens[open - 1].kind == .identifier,
                methods.contains(file.text(ofToken: open - 1)),
                open < 3 || tokens[open - 2].kind != .period || tokens[open - 3].is(.self)
            else { return false }
            handed += 1
        }
        return handed > 0
    }

    /// A static factory of the type whose body is one call of the type's own initializer,
    /// reading only members off the container (`static func make(kind:dependencies:) ->
    /// PeriodCloseViewModel { PeriodCloseViewModel(kind: kind, expenses: dependencies.expenses,
    /// …) }`): the initializer lists each dependency, and the factory is the one place that
    /// unpacks the bag, composition code (held-out set 154: 1 of 1 not acted on). So is an
    /// initializer whose body is one `self.init(…)` so reading it (`convenience init(container:
    /// Container = .shared) { self.init(repository: container.articleRepository()) }`, the
    /// default a caller replaces; held-out set 156: 4 of 4 not acted on).
    private func isUnpackedIntoOwnInitializer(
        _ parameter: Parameter, of index: Int, typeName: String, file: FileContext
    ) -> Bool {
        let d = file.declaration(index)
        guard d.kind == .func && d.modifierSet.isTypeMember || d.kind == .`init`, parameter.name >= 0, d.body.count > 3
        else { return false }
        let tokens = file.tree.tokens
        var i = Int(d.body.start) + 1
        if d.kind == .`init` {
            guard i + 3 < Int(d.body.end), tokens[i].is(.self), tokens[i + 1].kind == .period, tokens[i + 2].is(.`init`)
            else { return false }
            i += 2
        } else {
            if tokens[i].is(.return) { i += 1 }
            guard file.text(ofToken: i) == typeName || file.text(ofToken: i) == "Self" else { return false }
        }
        guard tokens[i + 1].kind == .leftParen, let close = file.matches.close(of: i + 1), close + 2 == Int(d.body.end)
        else { return false }
        let name = file.text(ofToken: Int(parameter.name))
        var reads = 0
        for j in i + 2..<close where tokens[j].kind == .identifier && tokens[j - 1].kind != .period {
            guard file.text(ofToken: j) == name else { continue }
            guard tokens[j + 1].kind == .period else { return false }
            reads += 1
        }
        return reads > 0
    }

    /// An initializer that hands the container parameter to its superclass's initializer
    /// (`init(dependencies: Dependencies) { super.init(dependencies: dependencies) }`) when
    /// the superclass is a consumer of the analyzed set, whose own initializer carries the
    /// finding: the base screen storing the container and re-exposing its services is the
    /// one problem, and its subclasses only pass it up (held-out set 51: 15 of 15 such
    /// screens not acted on, while their two base classes were).
    private func isHandedToReportedSuperclass(
        _ parameter: Parameter, of index: Int, typeName: String, file: FileContext
    ) -> Bool {
        let chain = file.index.superclassChain(of: typeName)
        guard chain.count > 1, file.index.kind(of: chain[1]) == .class, Self.isConsumerName(chain[1]) else { return false }
        return isHandedWhole(parameter, of: index, to: .super, file: file)
    }

    /// Whether initializer `index` hands `parameter` whole to the first `self.init(…)` or
    /// `super.init(…)` of its body (`receiver`).
    private func isHandedWhole(_ parameter: Parameter, of index: Int, to receiver: Keyword, file: FileContext) -> Bool {
        let d = file.declaration(index)
        guard d.kind == .`init`, parameter.name >= 0, !d.body.isEmpty else { return false }
        let name = file.text(ofToken: Int(parameter.name))
        let tokens = file.tree.tokens
        guard
            let i = d.body.indices.dropLast(3).first(where: { i in
                tokens[i].is(receiver) && tokens[i + 1].kind == .period && tokens[i + 2].is(.`init`)
                    && tokens[i + 3].kind == .leftParen
            }),
            let close = file.matches.close(of: i + 3)
        else { return false }
        return isWholeArgument(name, in: i + 4..<close, file: file)
    }

    /// Whether `name` is a whole argument between the parentheses of `range`
    /// (`init(with: bag)`), not a member read off it (`bag.api`).
    private func isWholeArgument(_ name: String, in range: Range<Int>, file: FileContext) -> Bool {
        let tokens = file.tree.tokens
        return range.contains { j in
            tokens[j].kind == .identifier
                && (tokens[j - 1].kind == .colon || tokens[j - 1].kind == .leftParen || tokens[j - 1].kind == .comma)
                && (tokens[j + 1].kind == .comma || tokens[j + 1].kind == .rightParen) && file.text(ofToken: j) == name
        }
    }

    /// A screen that builds the next screens of the set handing them the container
    /// (`EventViewController(event: event, dependencies: dependencies)` in a district screen):
    /// in an app without coordinators, its tab root and container screens route the screen
    /// hierarchy, as a coordinator does, and may take the container to build what they show
    /// (held-out set 51: 10 of 10 such screens not acted on). So is one handing it on through
    /// the method it takes it by, a storyboard's way (`func setup(services:)` calling
    /// `vc.setup(services: services, level: level)` on a segue's destination; held-out set 72:
    /// 16 of 16 SPEC "no"), and one handing it to the next screen's own static factory
    /// (`FlightPlanEditionViewController.instantiate(…, flightPlanServices: …)`; held-out set
    /// 292: 2 of 2 SPEC "no"). The screens that only use it are still reported.
    private func isHandedToNextScreens(
        _ parameter: Parameter, of index: Int, typeName: String, type: Int, file: FileContext
    ) -> Bool {
        guard parameter.name >= 0, file.index.isViewLayerType(typeName) else { return false }
        let name = file.text(ofToken: Int(parameter.name))
        let tokens = file.tree.tokens
        let method = file.declaration(index).kind == .func ? file.name(of: index) : nil
        // The type's own declaration (an extension of it elsewhere is not read): one pass per
        // type, not per file, so a file of many screens stays linear.
        let range = file.declaration(type).tokens
        for i in Int(range.start)..<max(Int(range.start), Int(range.end) - 1)
        where tokens[i].kind == .identifier && tokens[i + 1].kind == .leftParen {
            if let method, i >= 2, tokens[i - 1].kind == .period, !tokens[i - 2].is(.self), !tokens[i - 2].is(.super),
                file.text(ofToken: i) == method, let close = file.matches.close(of: i + 1),
                isWholeArgument(name, in: i + 2..<close, file: file)
            {
                return true
            }
            // The next screen's own static factory (`FlightPlanEditionViewController.instantiate(…,
            // flightPlanServices: flightPlanServices, …)`, a storyboard scene's): the screen is
            // the type named before it.
            var calleeToken = i
            if i > 0, tokens[i - 1].kind == .period {
                guard i >= 2, tokens[i - 2].kind == .identifier, i < 3 || tokens[i - 3].kind != .period else { continue }
                calleeToken = i - 2
            }
            let callee = file.text(ofToken: calleeToken)
            guard callee != typeName, callee.first?.isUppercase == true, file.index.kind(of: callee) == .class,
                file.index.isViewLayerType(callee), let close = file.matches.close(of: i + 1),
                isWholeArgument(name, in: i + 2..<close, file: file)
            else { continue }
            return true
        }
        return false
    }

    /// A screen whose every lookup in its declaration pulls a screen out of the container it
    /// takes (`resolver.resolve(SetupViewController.self)!` in the root view controller,
    /// `AppViewController` in the main window's controller), screens the container builds
    /// handing them the container: its factory of screens, as for `isHandedToNextScreens`
    /// (held-out set 183: 2 of 2 SPEC "no"). One that also looks up a service is reported.
    private func resolvesOnlyScreens(_ type: Int, typeName: String, file: FileContext) -> Bool {
        guard file.index.isViewLayerType(typeName) else { return false }
        let range = file.declaration(type).tokens
        var resolvesScreen = false
        for site in file.locatorSites where range.contains(Int(site.chain.start)) {
            for use in site.uses {
                guard let product = use.dependency, Judgments.isScreenPartName(product) else { return false }
                resolvesScreen = true
            }
        }
        return resolvesScreen
    }

    /// The last token spelling `name` in `range`.
    private func nameToken(_ name: String, in range: TokenRange, file: FileContext) -> Int? {
        range.indices.reversed().first { file.token($0).kind == .identifier && file.text(ofToken: $0) == name }
    }

    private func message(type: String, member: String, containers: [String]) -> String {
        let names = containers.map { "'\($0)'" }.joined(separator: " and ")
        let noun = containers.count == 1 ? "container" : "containers"
        return "\(member) of '\(type)' takes the whole \(noun) \(names); pass the dependencies it uses instead"
    }
}
