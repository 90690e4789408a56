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
            if isInPropertyWrapper(owner, in: file) { continue }
            let user = file.typeName(owningRegion: site.chain.region)
            // One finding per expression: `AppDelegate.shared.injection.resolve(X.self)!` is one
            // lookup, reported at the use that names what is pulled out.
            if let use = Self.mostSpecific(site.uses.filter { !file.isRegistrysOwnCode($0, user: user) }) {
                sink.report(token: use.token, in: owner, message(user: user, use: use))
            }
            if let cast = site.cast, cast.typeName != user {
                sink.report(token: cast.token, in: owner, castMessage(user: user, type: cast.typeName, isForced: cast.isForced))
            }
        }
    }

    private func isInPropertyWrapper(_ declaration: Int, in file: FileContext) -> Bool {
        guard declaration >= 0 else { return false }
        let type = file.declaration(declaration).kind.isTypeContext ? declaration : file.enclosingType(of: declaration)
        guard let type else { return false }
        return file.tree.hasAttribute(type, "propertyWrapper")
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
