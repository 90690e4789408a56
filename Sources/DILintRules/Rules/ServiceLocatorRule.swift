import DILintSyntax

/// Flags dependencies pulled out of a runtime registry; documented in `Rules/service_locator.md`.
public struct ServiceLocatorRule: Rule {
    public static let id = RuleID.serviceLocator
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}

    public var inspectsCode: Bool { true }

    public func check(chains: ExpressionChains, in file: FileContext, into sink: inout FindingSink) {
        guard !file.isTestFile else { return }
        for site in file.locatorSites where !file.isWiringCode(site.chain.region) {
            let owner = file.owner(ofRegion: site.chain.region)
            // A property wrapper's own code is the injection mechanism; its uses are the lookups
            // (`injected_property_wrapper`).
            if file.isInPropertyWrapper(owner) { continue }
            let user = file.typeName(owningRegion: site.chain.region)
            if isAcceptedLookup(site, user: user, owner: owner, in: file) { continue }
            // One finding per expression: `AppDelegate.shared.injection.resolve(X.self)!` is one
            // lookup, reported at the use that names what is pulled out. A screen or a value
            // pulled out, or a lookup a wiring type hands on, is no finding, but the app
            // delegate it is reached through still is.
            let uses = site.uses.filter {
                !file.isRegistrysOwnCode($0, user: user) && !isAcceptedProduct($0, in: file)
                    && !isHandedOnByWiring($0, site: site, user: user, in: file)
            }
            if let use = Self.mostSpecific(uses) {
                sink.report(token: use.token, in: owner, message(user: user, use: use))
            }
            if let cast = site.cast, cast.typeName != user {
                sink.report(token: cast.token, in: owner, castMessage(user: user, type: cast.typeName, isForced: cast.isForced))
            }
        }
    }

    /// Lookups reviewers accept: a default the caller can replace (`api ??
    /// Container.shared.api()`, a convenience `init()`); debug tooling. (A logger's lookup
    /// stays a finding: the spec's own example, `resolve(\.logger)`.)
    private func isAcceptedLookup(_ site: LocatorSite, user: String?, owner: Int, in file: FileContext) -> Bool {
        file.isDefaultInjection(site.chain) || file.isDebugCode(owner, token: Int(site.chain.start))
    }

    /// A container lookup in a wiring-named type (`…Coordinator`, `…Router`, `…Factory`,
    /// `…Configurator`) that hands what it pulls out on: the chain ends with it, so the
    /// product is stored, passed or returned rather than used in place
    /// (`Services(api: Resolver.resolve())`, `let router = container.resolve(R.self)!`; not
    /// `Resolver.resolve(Referrals.self).setReferrer(id)`). With a global container every type
    /// holds it, and building objects from it is what wiring is. The app delegate or a
    /// locator the container is reached through is still reported.
    private func isHandedOnByWiring(_ use: LocatorUse, site: LocatorSite, user: String?, in file: FileContext) -> Bool {
        guard let user, Judgments.hasWiringTypeName(user) else { return false }
        switch use.kind {
        case .metatypeResolution, .resolverCall, .sharedContainerFactory, .keyPathResolution: break
        case .locatorMember, .appDelegateInstance, .liveValue, .currentDependencyValues: return false
        }
        return file.chains.segments(of: site.chain).last.map { use.token == Int($0.name) } ?? false
    }

    /// What a lookup pulls that is no hidden collaborator: part of the next screen (the
    /// container used as the factory of screens, `Container.shared.profileViewModel(router)`),
    /// a value (`Container.shared.baseURL()`, `resolve(TimeInterval.self, name: "timeout")`),
    /// or the container itself (`AppAssembly.shared.assembler`, a locator's bare
    /// `ServiceLocator.shared` kept in a local to register services: what is resolved from it
    /// is reported where it is resolved).
    private func isAcceptedProduct(_ use: LocatorUse, in file: FileContext) -> Bool {
        guard let product = use.dependency else { return false }
        if Judgments.isContainerName(product) { return true }
        if use.kind == .locatorMember && StaticPropertyFact.singletonNames.contains(product) { return true }
        switch use.kind {
        case .sharedContainerFactory, .keyPathResolution:
            return Judgments.isScreenPartName(product) || file.index.isValueFactoryKey(product)
        case .metatypeResolution, .resolverCall:
            return Judgments.isScreenPartName(product) || file.index.isValueTypeName(product)
        case .locatorMember, .appDelegateInstance, .liveValue, .currentDependencyValues: return false
        }
    }

    /// The use of one chain that says most about the lookup: a resolution (it names the
    /// dependency) over the registry it is reached through (`AppDelegate.shared`, `locator.x`);
    /// the last of equals.
    static func mostSpecific(_ uses: [LocatorUse]) -> LocatorUse? {
        uses.last { use in
            switch use.kind {
            case .locatorMember, .appDelegateInstance: return false
            default: return true
            }
        } ?? uses.last
    }

    private func message(user: String?, use: LocatorUse) -> String {
        let who = user.map { "'\($0)'" } ?? "this code"
        // One finding per lookup: a force-unwrapped one says so here (no second finding).
        let forced = use.isForceUnwrapped ? ", force-unwrapped so it crashes when it is not registered" : ""
        switch use.kind {
        case .metatypeResolution, .resolverCall:
            let what = use.dependency.map { "'\($0)'" } ?? "a dependency"
            return "\(who) resolves \(what) from the container '\(use.registry)' at run time\(forced); inject it through the initializer instead"
        case .locatorMember:
            let what = use.dependency.map { "'\($0)'" } ?? "a dependency"
            return "\(who) pulls \(what) from the service locator '\(use.registry)'\(forced); inject it through the initializer instead"
        case .appDelegateInstance:
            return "\(who) uses '\(use.registry)' as a service locator\(forced); inject what it needs through the initializer instead"
        case .liveValue:
            return
                "\(who) uses '\(use.registry).liveValue' directly, around the dependency system, so tests and previews cannot replace it; read it with '@Dependency' or inject it through the initializer"
        case .currentDependencyValues:
            return
                "\(who) reads '\(use.dependency ?? "")' from 'DependencyValues._current' at run time; read it with '@Dependency' or inject it through the initializer"
        case .sharedContainerFactory, .keyPathResolution:
            return
                "\(who) resolves '\(use.dependency ?? "")' from the shared container '\(use.registry)'\(forced); inject it through the initializer instead"
        }
    }

    private func castMessage(user: String?, type: String, isForced: Bool) -> String {
        let who = user.map { "'\($0)'" } ?? "this code"
        let forced = isForced ? " (a force cast that crashes wherever the delegate is another type)" : ""
        return
            "\(who) reaches through the application delegate cast to '\(type)'\(forced) for its dependencies; inject what it needs through the initializer instead"
    }
}
