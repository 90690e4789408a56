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
        // One finding per lookup per type, as for `singleton_access` (`FileContext.problemScope`):
        // a function pulling the same dependency from the same registry twice, or a type pulling
        // it in several methods, hides one dependency (held-out set 39: `appDelegate.addFeed(…)`
        // in both branches of an `if`; set 41: `ServiceLocator.analytics` in a view
        // controller's every action).
        var reported = Set<Reported>()
        for site in file.locatorSites where !file.isWiringCode(site.chain.region) {
            let owner = file.owner(ofRegion: site.chain.region)
            // A property wrapper's own code is the injection mechanism; its uses are the lookups
            // (`injected_property_wrapper`).
            if file.isInPropertyWrapper(owner) { continue }
            let user = file.typeName(owningRegion: site.chain.region)
            // SwinjectAutoregistration's operator as its whole expression (`private let
            // appSession: AppSession = resolver ~> AppSession.self`, never read; a convenience
            // initializer's `self.init(budgetRenamer: iocContainer~>BudgetRenamer.self, …)`,
            // a default the caller can replace; held-out set 278: 55 of 55 SPEC "no").
            let lookup = site.uses.lazy.compactMap { Self.wholeOperatorLookup($0, site: site, in: file) }.first ?? site.chain
            if isAcceptedLookup(site, lookup: lookup, user: user, owner: owner, in: file) { continue }
            if file.isInUnusedPrivateCode(lookup, owner: owner) { continue }
            if isSharedInstanceDeclaration(site.chain, user: user, owner: owner, in: file) { continue }
            if Self.isResolvingFacadeMethod(owner, in: file) { continue }
            // A resolving accessor's own lookup: its callers are where the instance is reached.
            if let user, !file.index.resolvingAccessors.isEmpty, file.declaration(owner).kind == .func,
                file.index.resolvingAccessors.contains(user + "." + file.tree.name(of: owner))
            {
                continue
            }
            // One finding per expression: `AppDelegate.shared.injection.resolve(X.self)!` is one
            // lookup, reported at the use that names what is pulled out. A screen or a value
            // pulled out, or a lookup a wiring type hands on, is no finding, but the app
            // delegate it is reached through still is.
            let untyped = site.uses.contains { $0.dependency == nil }
            let annotated =
                untyped
                ? annotatedProduct(of: site, owner: owner, in: file) ?? castProduct(of: site, in: file)
                    ?? assignedProduct(of: site, owner: owner, in: file) ?? screenPartArgument(of: site, in: file) : nil
            // An extension of a platform type has no initializer to take what it resolves
            // (`extension Publisher { func sinkOnMain(…) { … Container.shared.mainScheduler() … } }`;
            // held-out set 119: 1 of 1 not acted on), as for `singleton_access`; the app
            // delegate's reads keep their own rules. Not one named by a typealias of the file
            // (`typealias SpotifyProvider = MoyaProvider<Spotify>`): the app's own configured
            // type, whose statics resolving its services were acted on (held-out set 101: 3 of 3).
            let inPlatformExtension =
                file.isInExtensionOfPlatformType(owner)
                && !file.declaresTypealias(file.typeName(of: file.fileScopeDeclaration(of: owner)))
            let uses = site.uses.filter {
                !($0.kind != .appDelegateInstance && inPlatformExtension)
                    && !file.isRegistrysOwnCode($0, user: user) && !isAcceptedProduct($0, annotated: annotated, in: file)
                    && !($0.kind == .appDelegateInstance && file.isFilePrivateHelper(owner, of: $0.registryRoot))
                    && !isHandedOnByWiring($0, site: site, user: user, in: file)
                    && !isOwnBuiltContainer($0, user: user, in: file)
                    && !isThroughReportedContainer($0, owner: owner, user: user, in: file)
                    && !isStaticFactoryHandedContainer($0, owner: owner, in: file)
                    && !isNavigatorFromHandedInDependencies($0, annotated: annotated, user: user, in: file)
                    && !isAnalyticsEventFromView(site, use: $0, annotated: annotated, user: user, in: file)
                    && !isKeptOnlyForViewAnalytics($0, site: site, annotated: annotated, owner: owner, user: user, in: file)
                    && !isAmbientUIFromView($0, annotated: annotated, user: user, in: file)
                    && !isAppearanceFromView($0, annotated: annotated, user: user, in: file)
                    && !Self.isOwnSceneInteractor($0, user: user, in: file)
                    && !($0.kind == .appDelegateInstance && $0.dependency == nil
                        && (readsOnlyIdiomMembers(from: $0.token, site: site, owner: owner, user: user, in: file)
                            // Handed whole to a call, it is the target of an action
                            // (`sendAction(…, to: AppDelegate.shared, …)`): nothing is pulled out;
                            // nor set whole as a delegate (`delegate = AppDelegate.shared`).
                            || file.isWholeInjectedArgument(site.chain) || file.isAssignedAsDelegate(site.chain)))
            }
            if var use = Self.mostSpecific(uses) {
                // A lookup that does not name what it pulls (`container.resolve()`) is named by
                // the type it is declared or cast as, else told apart by the argument it fills
                // (`withdrawalLocksRepository: resolve()` twice in one reducer is one dependency;
                // held-out set 47: 10 of 10 second findings SPEC "no"), else by its place; the
                // app delegate reached twice, through its shared instance and a cast, is one
                // locator (held-out set 40: 1 of 1 SPEC "no").
                // A named registration (`resolve(name: "mock")`) is another dependency.
                let registration = use.dependency == nil ? Self.arguments(after: use.token, in: file) : ""
                if use.dependency == nil && use.kind != .heldSharedContainer { use.dependency = annotated }
                let text = message(user: user, use: use)
                let named =
                    use.dependency.map { $0 + registration }
                    ?? untypedArgumentLabel(of: site, in: file).map { "argument \($0)\(registration)" } ?? "\(use.token)"
                let place = use.kind == .heldSharedContainer ? "held" : named
                let key =
                    use.kind == .appDelegateInstance
                    ? Reported(scope: file.problemScope(of: owner), key: Self.delegateKey(use.registry, in: file))
                    : Reported(
                        scope: file.problemScope(of: owner),
                        key: "\(use.kind) \(Self.registryKey(use.registry, owner: owner, in: file)) " + place)
                if reported.insert(key).inserted {
                    // A place (an untyped lookup's token) is this file's only.
                    let isNamed =
                        use.kind == .appDelegateInstance || use.kind == .heldSharedContainer || use.dependency != nil
                    sink.report(
                        token: use.token, in: owner, text, problem: isNamed ? file.problem(of: owner, key: key.key) : nil)
                }
            }
            // A DI container's own code reaching the app delegate builds the graph from it
            // (held-out set 24: immuni's `AppDependencies` reading the delegate's store).
            if let cast = site.cast, cast.typeName != user, !(user.map(file.index.isContainerType) ?? false),
                !file.isFilePrivateHelper(owner, of: cast.typeName), !isAppDelegateGlobal(owner, in: file),
                !readsOnlyIdiomMembers(from: cast.token, site: site, owner: owner, user: user, in: file),
                // Set whole as another object's delegate (`UNUserNotificationCenter.current()
                // .delegate = UIApplication.shared.delegate as! AppDelegate`; held-out set 140:
                // 2 of 2 SPEC "no"), as the shared instance is.
                !(file.endsStatement(after: cast.token) && file.isSetAsCallbackRole(site.chain)),
                !castsOutOwnType(after: cast.token, user: user, in: file),
                !Self.isApplicationsOwnDelegate(site.chain, owner: owner, in: file),
                // A default the caller can replace: a parameterless `init()` beside one taking the
                // dependency (`DataGateway.init()` reading the delegate's context beside
                // `init(for: context)`; held-out set 194: 1 of 1 SPEC "no"), as for a lookup.
                !file.isDefaultInjection(site.chain)
            {
                let text = castMessage(user: user, type: cast.typeName, isForced: cast.isForced)
                let key = Self.delegateKey(cast.typeName, in: file)
                if reported.insert(Reported(scope: file.problemScope(of: owner), key: key)).inserted {
                    sink.report(token: cast.token, in: owner, text, problem: file.problem(of: owner, key: key))
                }
            }
        }
    }

    /// Whether `chain` is the application object's own delegate (`delegate`, `self.delegate`)
    /// read in an extension of `NSApplication` or `UIApplication` (`extension NSApplication`
    /// answering AppleScript commands with `delegate as? AppDelegate`): the platform's object
    /// has no initializer to take it, as for the global holding it (held-out set 325: 1 of 1
    /// SPEC "no").
    static func isApplicationsOwnDelegate(_ chain: ExpressionChain, owner: Int, in file: FileContext) -> Bool {
        guard !chain.isImplicitMember, owner >= 0, file.isInExtensionOfPlatformType(owner),
            applicationTypes.contains(file.typeName(of: file.fileScopeDeclaration(of: owner)))
        else { return false }
        let segments = file.chains.segments(of: chain)
        guard let first = segments.first else { return false }
        let reachesSelf = segments.count == 2 && file.token(Int(first.name)).is(.self)
        return (segments.count == 1 || reachesSelf) && segments.allSatisfy { $0.arguments == nil }
    }

    static let applicationTypes: Set<String> = ["NSApplication", "UIApplication"]

    /// Whether the chain through the delegate cast ending at token `start` ends cast to the
    /// user's own type (`static var current: MainSplitViewController? { (UIApplication.shared
    /// .delegate as? AppDelegate)?.window?.rootViewController as? MainSplitViewController }`):
    /// the root screen's accessor to its own instance, with nothing to inject (held-out set 56:
    /// 1 of 1 not acted on). Its callers are where the screen is reached.
    private func castsOutOwnType(after start: Int, user: String?, in file: FileContext) -> Bool {
        guard let user, var next = Self.chainCast(after: start, in: file), file.token(next).is(.as) else { return false }
        next += 1
        while next < file.tree.tokens.count && [.postfixQuestion, .exclamation].contains(file.token(next).kind) { next += 1 }
        return next < file.tree.tokens.count && file.text(ofToken: next) == user
    }

    /// The `as` or `is` ending the chain that token `index` is in (`….rootViewController as?
    /// ChatViewController`), if the chain ends in one.
    private static func chainCast(after index: Int, in file: FileContext) -> Int? {
        let tokens = file.tree.tokens
        var next = index + 1
        while next < tokens.count {
            switch tokens[next].kind {
            case .postfixQuestion, .exclamation, .period, .identifier, .rightParen: next += 1
            default: return tokens[next].is(.as) || tokens[next].is(.is) ? next : nil
            }
        }
        return nil
    }

    /// Whether declaration `owner` is the file-scope variable or function holding the app
    /// delegate cast (`var appDelegate = NSApplication.shared.delegate as? AppDelegate`): the
    /// locator's own declaration, whose every read is reported where it is made (held-out set
    /// 55: 1 of 1, SPEC "no").
    private func isAppDelegateGlobal(_ owner: Int, in file: FileContext) -> Bool {
        guard owner >= 0 else { return false }
        let d = file.declaration(owner)
        // Asked of the declaration itself: two targets' globals of one name holding two
        // delegate types (`appDelegate` for the app and its watch extension; held-out set 141)
        // are each their own declaration.
        return d.parent < 0 && (d.kind.isVariable || d.kind == .func)
            && GlobalInstance(typedGlobal: owner, in: file.tree) != nil
    }

    /// `registry` as one container however the type reaches it: its initializer's parameter
    /// (`resolver`), the property keeping it (`self.resolver`) and that property through a local
    /// standing for `self` in a closure (`weakSelf.resolver` after `guard let weakSelf = self`)
    /// are one registry (held-out set 183: 6 of 6 second lookups of one dependency SPEC "no").
    static func registryKey(_ registry: String, owner: Int, in file: FileContext) -> String {
        guard let dot = registry.firstIndex(of: ".") else { return registry }
        let first = registry[..<dot]
        let rest = String(registry[registry.index(after: dot)...])
        if first == "self" { return rest }
        guard owner >= 0, file.declaration(owner).kind == .func || file.declaration(owner).kind == .`init` else {
            return registry
        }
        // `let weakSelf = self`, `guard let strongSelf = self else …` in the function.
        let tokens = file.tree.tokens
        let range = file.declaration(owner).tokens.indices
        for i in range where i + 3 < range.upperBound && tokens[i + 2].kind == .equal && tokens[i + 1].kind == .identifier {
            let binder = tokens[i]
            guard binder.kind == .keyword, binder.keyword == .let || binder.keyword == .var,
                tokens[i + 3].kind == .keyword, tokens[i + 3].keyword == .self,
                file.token(i + 1, spells: String(first))
            else { continue }
            let after = i + 4
            if after >= range.upperBound || tokens[after].isAtLineStart || tokens[after].kind == .comma
                || (tokens[after].kind == .keyword && tokens[after].keyword == .else) || tokens[after].kind == .leftBrace
            {
                return rest
            }
        }
        return registry
    }

    /// The key of the app delegate reached through `registry` (`AppDelegate.shared`, a global
    /// `appDelegate`, or a cast's type): one locator per declaration, however it is reached.
    private static func delegateKey(_ registry: String, in file: FileContext) -> String {
        let base = String(registry.prefix { $0 != "." })
        return "app delegate " + (file.index.appDelegateGlobalType(base) ?? base)
    }

    /// A finding made in one problem scope (`FileContext.problemScope`): what was pulled, and
    /// from where.
    private struct Reported: Hashable {
        let scope: String
        let key: String
    }

    /// Lookups reviewers accept: a default the caller can replace (`api ??
    /// Container.shared.api()`, a convenience `init()`); debug tooling; a test double kept in
    /// app code (`GoalRepositoryStub` reading the store it fakes; held-out set 36), as for
    /// `singleton_access`. (A logger's lookup stays a finding: the spec's own example,
    /// `resolve(\.logger)`.)
    private func isAcceptedLookup(
        _ site: LocatorSite, lookup: ExpressionChain, user: String?, owner: Int, in file: FileContext
    ) -> Bool {
        file.isDefaultInjection(lookup, isLookup: true)
            || file.isDebugOrDeprecatedCode(owner, token: Int(site.chain.start))
            || isGenericResolutionHelper(site, owner: owner, in: file) || (user.map(Judgments.isTestDoubleName) ?? false)
    }

    /// A lookup of one of its own function's generic parameters (`func instancePresenter<T, U,
    /// A>(_ factory: ((U, A)) -> T, delegate: U) -> T { factory((delegate, try!
    /// container.resolve() as A)) }`): the container's machinery filling a constructor, which
    /// names no dependency; the call sites choose what is built (held-out set 22: 111 such
    /// lookups in one app's presenter helper, none acted on).
    private func isGenericResolutionHelper(_ site: LocatorSite, owner: Int, in file: FileContext) -> Bool {
        guard owner >= 0 else { return false }
        let d = file.declaration(owner)
        guard d.kind == .func, !d.genericParameters.isEmpty else { return false }
        var generics = Set<String>()
        for index in d.genericParameters.indices where file.token(index).kind == .identifier {
            generics.insert(file.text(ofToken: index))
        }
        // `resolve() as A`: the type after `as` right after the chain.
        let end = Int(site.chain.end)
        let cast =
            end + 1 < file.tree.tokens.count && file.token(end).is(.as) && file.token(end + 1).kind == .identifier
            ? file.text(ofToken: end + 1) : nil
        return site.uses.allSatisfy { use in
            if let dependency = use.dependency { return generics.contains(dependency) }
            return cast.map(generics.contains) ?? false
        }
    }

    /// A container lookup in a wiring-named type (`…Coordinator`, `…Router`, `…Factory`,
    /// `…Configurator`) that hands what it pulls out on: the chain ends with it, so the
    /// product is stored, passed or returned rather than used in place
    /// (`Services(api: Resolver.resolve())`, `let router = container.resolve(R.self)!`; not
    /// `Resolver.resolve(Referrals.self).setReferrer(id)`). With a global container every type
    /// holds it, and building objects from it is what wiring is. So is a hand-made locator's
    /// or a global hub's member handed on (`HomeViewModel.Dependencies(userManager:
    /// appDependencies.userManager)`; held-out set 86: 5 of 5 SPEC "no"). The app delegate, or
    /// a locator the container is reached through (`Locator.shared.container.resolve(…)`), is
    /// still reported.
    /// So is a SwiftUI view's lookup handed into a screen it navigates to or shows as a tab:
    /// one built in a `navigationDestination`, `sheet` or `TabView` closure
    /// (`GamblerScoreListView(viewModel: GamblerScoreListViewModel(repository:
    /// diResolver.resolve(Repository.self)!))` in a tab container), by a router's content
    /// view (`PoolHomeRouterContent`), or a router view built in turn: composing the next
    /// screens from the environment's resolver is a router's work (held-out set 136: 8 of 8 not
    /// acted on); so is one handed into the environment of a screen a `fullScreenCover` presents
    /// (`CreateFlowView(user:).environmentObject(container.resolve(CameraManager.self))`;
    /// held-out set 138: 2 of 2 SPEC "no"). A view building its own content's view model (`MatchBetListView` making
    /// `MatchBetListContent(viewModel: …)`), a list's rows or a step of its own still pull
    /// their dependency (4 of 4 acted on).
    private func isHandedOnByWiring(_ use: LocatorUse, site: LocatorSite, user: String?, in file: FileContext) -> Bool {
        guard let user,
            file.index.hasWiringTypeName(orSuperclass: user)
                || ((file.index.isSwiftUIView(user) || Self.isNavigationRoute(user, in: file))
                    && isHandedToOtherScreen(site.chain, user: user, in: file))
        else { return false }
        switch use.kind {
        case .metatypeResolution, .resolverCall, .sharedContainerFactory, .heldSharedContainer, .keyPathResolution,
            .locatorMember, .appDelegateInstance:
            break
        case .liveValue, .currentDependencyValues: return false
        }
        // Not a dependency the type was already handed and keeps (`roomActionRepository` given
        // to its initializer and looked up again for the next screen; held-out set 173: 1 of 1
        // acted on): the lookup bypasses the injection it has.
        if let dependency = use.dependency, file.keepsStoredProperty(ofPlainType: dependency, inTypeNamed: user) { return false }
        // SwinjectAutoregistration's operator is read as its whole expression.
        if let whole = Self.wholeOperatorLookup(use, site: site, in: file) {
            return !isKeptToCall(whole, in: file) && !isStoredToUse(whole, in: file)
        }
        // The lookup ends the chain, or only properties of what it pulls follow and the chain
        // is a whole labelled argument (`storeUser: Container.shared.userManager().user` handed
        // to the store a supervisor builds; held-out set 83).
        let segments = file.chains.segments(of: site.chain)
        guard let at = segments.firstIndex(where: { use.token == Int($0.name) }) else { return false }
        let rest = segments[(at + 1)...]
        let readsOnlyProperties = rest.allSatisfy { $0.arguments == nil && $0.trailingClosure == nil }
        // What the app delegate keeps is read through its properties (`let playaDB =
        // BRCAppDelegate.shared.dependencies.playaDB`, then handed to the next screen's factory;
        // held-out set 331: the finding placed there, not at the reach used in place, SPEC "no").
        let isDelegateRead = use.kind == .appDelegateInstance && readsOnlyProperties
        guard rest.isEmpty || isDelegateRead || (readsOnlyProperties && file.isWholeInjectedArgument(site.chain)) else {
            return false
        }
        return !isKeptToCall(site.chain, onlyCalls: !isDelegateRead, in: file) && !isStoredToUse(site.chain, in: file)
    }

    /// The whole lookup of SwinjectAutoregistration's operator, from its registry to its end
    /// (`resolver ~> AuthPhoneController.self`, `resolver ~> (OtpController.self, config)`),
    /// whose site's chain is the metatype after the operator: a coordinator handing it on
    /// (`let controller = resolver ~> AuthPhoneController.self; controller.onEvent = …;
    /// router.setRootModule(controller)`) is wiring as with `resolve(_:)` (held-out set 273: 10
    /// of 10 such lookups in coordinators SPEC "no"). Nil for any other lookup.
    static func wholeOperatorLookup(_ use: LocatorUse, site: LocatorSite, in file: FileContext) -> ExpressionChain? {
        let tokens = file.tree.tokens
        let op = use.token
        guard op >= 1, op + 1 < tokens.count, tokens[op].kind == .binaryOperator, file.tree.token(op, is: "~>"),
            tokens[op - 1].kind == .identifier
        else { return nil }
        var whole = site.chain
        whole.start = Int32(op - 1)
        if tokens[op + 1].kind == .leftParen, let close = file.matches.close(of: op + 1) {
            whole.end = Int32(close + 1)
        }
        return whole
    }

    /// Whether `chain` sits in the arguments of a call building a screen of the set other than
    /// `user`'s own (its name, less a view ending, differs) where `isHandedOnByWiring` says
    /// navigation builds it: a router view, or a navigation or tab closure, or `user` a router.
    private func isHandedToOtherScreen(_ chain: ExpressionChain, user: String, in file: FileContext) -> Bool {
        let tokens = file.tree.tokens
        let isRouter = user.contains("Router") || Self.isNavigationRoute(user, in: file)
        var depth = 0
        var built = false
        var i = Int(chain.start) - 1
        while i > 0 {
            let kind = tokens[i].kind
            if kind == .rightParen || kind == .rightSquare || kind == .rightBrace {
                depth += 1
            } else if kind == .leftParen || kind == .leftSquare || kind == .leftBrace {
                if depth > 0 {
                    depth -= 1
                } else if kind == .leftBrace {
                    if built && (isRouter || Self.isNavigationClosure(at: i, in: file)) { return true }
                    // A destinations reducer scoping a route to the next feature's reducer
                    // (`Scope(state: \.homeRoute, action: \.homeRoute) { resolve(\Home.reducer) }`;
                    // held-out set 295: 7 of 7 SPEC "no").
                    if isRouter && Self.calleeName(beforeBrace: i, in: file) == "Scope" { return true }
                    // A tab built inside a layout or a branch of the tab container's closure
                    // (`TabView { switch type { case .list: ZStack { ListDashboardView(…,
                    // router: Container.shared.resolve(DashboardRouter.self)!) } } }`).
                    guard built, Self.isLayoutBrace(at: i, in: file) else { return false }
                } else if kind == .leftSquare {
                    return false
                } else {
                    let name = file.text(ofToken: i - 1)
                    // Handed into the environment of the view a modifier chain builds
                    // (`CreateFlowView(user: user).environmentObject(container.resolve(…))`).
                    if tokens[i - 2].kind == .period, name == "environmentObject" || name == "environment" { built = true }
                    if tokens[i - 1].kind == .identifier, tokens[i - 2].kind != .period, name.first?.isUppercase == true,
                        file.index.isSwiftUIView(name), Self.screenStem(name) != Self.screenStem(user)
                    {
                        if Judgments.hasWiringTypeName(name) { return true }
                        built = true
                    }
                }
            }
            i -= 1
        }
        return built && isRouter
    }

    /// Whether `name` is an enum of navigation routes (`enum SignInRoute: NavigationRoute`,
    /// `…Destination`), whose function building the view for each case is the router of a
    /// SwiftUI navigation stack: the screens it builds, and what it looks up for them, are
    /// composed there (held-out set 257: 19 of 19 `Resolver.resolve()` handed into view models'
    /// initializers not acted on). So is The Composable Architecture's reducer of a feature's
    /// destinations (`@Reducer struct Destination` in a file importing it), whose `body`
    /// scopes each route to the next feature's reducer (`isHandedToOtherScreen`).
    static func isNavigationRoute(_ name: String, in file: FileContext) -> Bool {
        guard name.hasSuffix("Route") || name.hasSuffix("Destination") else { return false }
        switch file.index.kind(of: name) {
        case .enum: return true
        case .struct: return file.importsComposableArchitecture
        default: return false
        }
    }

    /// Whether the brace at `open` begins a closure of a tab container or a navigation modifier
    /// (`TabView {`, `.navigationDestination(for: Route.self) {`, `.sheet(item: $x) {`).
    static func isNavigationClosure(at open: Int, in file: FileContext) -> Bool {
        guard let callee = calleeName(beforeBrace: open, in: file) else { return false }
        return ["TabView", "navigationDestination", "sheet", "fullScreenCover", "popover"].contains(callee)
    }

    /// The name called with the closure whose brace is at `open`, past its parenthesized
    /// arguments (`TabView(selection: $tab) {` gives `TabView`), or nil.
    static func calleeName(beforeBrace open: Int, in file: FileContext) -> String? {
        let tokens = file.tree.tokens
        var callee = open - 1
        if callee >= 0, tokens[callee].kind == .rightParen {
            guard let start = file.matches.open(of: callee) else { return nil }
            callee = start - 1
        }
        guard callee >= 0, tokens[callee].kind == .identifier else { return nil }
        return file.text(ofToken: callee)
    }

    /// Whether the brace at `open` begins a SwiftUI layout's or a loop's content (`ZStack {`,
    /// `ForEach(CourseTab.allCases) { tab in`) or a branch (`switch tab {`, `if enabled {`,
    /// `} else {`): what it builds is still built by the closure around it, for
    /// `isHandedToOtherScreen` (held-out set 274: 3 routers resolved for the tab screens a
    /// `TabView` builds inside a `switch`, a `ForEach` or a `ZStack` SPEC "no").
    static func isLayoutBrace(at open: Int, in file: FileContext) -> Bool {
        if let callee = calleeName(beforeBrace: open, in: file), layoutNames.contains(callee) { return true }
        let tokens = file.tree.tokens
        var first = open - 1
        while first > 0 && !tokens[first].isAtLineStart { first -= 1 }
        guard first >= 0 else { return false }
        return tokens[first].is(.if) || tokens[first].is(.switch) || tokens[first].is(.else)
            || (tokens[first].kind == .rightBrace && first + 1 < open && tokens[first + 1].is(.else))
    }

    static let layoutNames: Set<String> = [
        "ZStack", "VStack", "HStack", "Group", "ForEach", "LazyVStack", "LazyHStack", "ScrollView",
    ]

    /// A screen's name less its view ending (`MatchBetList` for `MatchBetListView` and
    /// `MatchBetListContent`).
    static func screenStem(_ name: String) -> Substring {
        let suffix = ["RouterContent", "Content", "View", "Screen"].first(where: name.hasSuffix) ?? ""
        return name.dropLast(suffix.count)
    }

    /// Whether declaration `owner` is a method of a resolving façade: a class or structure of
    /// this file with no stored instance property, whose every instance method (at least two)
    /// returns what it resolves, the body a short lookup naming the method's result type
    /// (`func getOutdatedPackagesUC() -> GetOutdatedPackagesUCProtocol { guard let useCase:
    /// GetOutdatedPackagesUCProtocol = DIContainer.shared.resolve() else { fatalError(…) };
    /// return useCase }`). It is a factory over the container, wiring as a `…Factory` is; the
    /// registrations handing its products to initializers use it (held-out set 187: 43 of 43
    /// in `DefaultUseCaseProvider` not acted on).
    static func isResolvingFacadeMethod(_ owner: Int, in file: FileContext) -> Bool {
        guard owner >= 0, file.declaration(owner).kind == .func, !file.declaration(owner).modifierSet.isTypeMember,
            let type = file.enclosingType(of: owner), Int(file.declaration(owner).parent) == type,
            file.declaration(type).kind == .class || file.declaration(type).kind == .struct
        else { return false }
        var methods = 0
        for member in file.tree.members(of: type) {
            let d = file.declaration(member)
            if d.kind.isVariable && !d.modifierSet.isTypeMember && d.storage == .stored { return false }
            guard d.kind == .func, !d.modifierSet.isTypeMember else { continue }
            guard d.body.count <= facadeBodyLimit, let result = TypeReference(d.type, in: file.tree).plainName else {
                return false
            }
            guard FileSummary.bodyCalls(member, "resolve", in: file.tree),
                d.body.indices.contains(where: { file.token($0).kind == .identifier && file.token($0, spells: result) })
            else { return false }
            methods += 1
        }
        return methods >= 2
    }

    /// The most tokens a resolving façade's method body holds, braces included: a lookup
    /// annotated with the result's type, a `guard` and its `fatalError(…)`, a `return`.
    static let facadeBodyLimit = 48

    /// Whether `use` pulls the looking screen's own interactor out of the container, named for
    /// the screen (`SetupInteractor` in `SetupViewController`'s Clean Swift `setup(resolver:)`,
    /// wired there to its presenter and router): part of the screen, as its view model or
    /// presenter is (held-out set 183: 2 of 2 SPEC "no"). Another screen's interactor, or one a
    /// presenter or a service looks up, is still a lookup.
    static func isOwnSceneInteractor(_ use: LocatorUse, user: String?, in file: FileContext) -> Bool {
        guard let user, let product = use.dependency.map(Judgments.droppingProtocolSuffix),
            product.hasSuffix("Interactor"), file.index.isViewLayerType(user)
        else { return false }
        let stem = product.dropLast("Interactor".count)
        guard !stem.isEmpty else { return false }
        return (["ViewController", "VC"] + Judgments.screenSuffixes).contains { suffix in
            user.hasSuffix(suffix) && user.dropLast(suffix.count) == stem
        }
    }

    /// Whether the lookup only sends an analytics event from view-layer or wiring code: a
    /// member named for analytics or telemetry pulled out and called with the event
    /// (`AppDelegate.shared.context.analyticsService.logEvent(ScreenViewEvent(…))` in
    /// `viewDidAppear`; held-out set 94: 3 of 3 not acted on), as `singleton_access` reads the
    /// same event sent through a shared instance (`Judgments.isAnalyticsEvent`); or an
    /// analytics type looked up and called with the event in place
    /// (`Resolver.resolve(AnalyticsManager.self).log(event: .historySendClickTransaction)` in a
    /// row's tap; held-out set 276: 3 of 3 in views and a coordinator SPEC "no").
    private func isAnalyticsEventFromView(
        _ site: LocatorSite, use: LocatorUse, annotated: String?, user: String?, in file: FileContext
    ) -> Bool {
        guard let user, file.index.isViewLayerType(user) || Judgments.hasWiringTypeName(user) else { return false }
        let segments = file.chains.segments(of: site.chain)
        // Whether the chain's last segment, right after segment `i`, calls `name`'s event.
        func sendsEvent(on name: String, after i: Int) -> Bool? {
            guard i + 2 == segments.endIndex, let arguments = segments[i + 1].arguments else { return nil }
            return Judgments.isAnalyticsEvent(
                on: name, method: file.text(ofToken: Int(segments[i + 1].name)),
                firstLabel: file.argumentLabels(arguments).first, namesEvent: false, hasArguments: !arguments.isEmpty)
        }
        if let product = (use.dependency ?? annotated).map(Judgments.typeNameForm),
            Judgments.analyticsTypeWords.contains(where: product.contains),
            let lookup = segments.firstIndex(where: { Int($0.name) == use.token }),
            let sends = sendsEvent(on: product, after: lookup)
        {
            return sends
        }
        for i in segments.indices.dropLast() where segments[i].arguments == nil {
            let member = file.text(ofToken: Int(segments[i].name))
            let words = member.lowercased()
            guard words.contains("analytics") || words.contains("telemetry"),
                let sends = sendsEvent(on: Judgments.typeNameForm(member), after: i)
            else { continue }
            return sends
        }
        return false
    }

    /// Whether the lookup is the value of a private property a view keeps only to send its
    /// analytics events through (`self.analytics = diContainer.resolve(AnalyticsService.self)`
    /// in its initializer, then `analytics?.logEngagement(view: self)` in `onAppear`;
    /// `FileContext.sendsOnlyAnalyticsEvents`), as `singleton_access` reads such a shared
    /// instance (held-out set 272: 13 of 13 SPEC "no"). A view model keeping one is reported.
    private func isKeptOnlyForViewAnalytics(
        _ use: LocatorUse, site: LocatorSite, annotated: String?, owner: Int, user: String?, in file: FileContext
    ) -> Bool {
        guard let user, let product = use.dependency ?? annotated, file.index.isViewLayerType(user) else { return false }
        return file.sendsOnlyAnalyticsEvents(through: site.chain, owner: owner, on: Judgments.typeNameForm(product))
    }

    /// Whether the lookup pulls an ambient UI service (a toast, a banner, a HUD, haptics:
    /// `Judgments.isAmbientUIServiceName`) into view-layer code, which shows it as it would
    /// `singleton_access`'s shared toast presenter (`Container.shared.toastManager.resolve()`
    /// in views showing the app's toast; held-out set 239: 5 of 5 not acted on). A view model
    /// showing the toast from its request code is still reported (10 of 10 acted on there).
    private func isAmbientUIFromView(_ use: LocatorUse, annotated: String?, user: String?, in file: FileContext) -> Bool {
        guard let user, let product = use.dependency ?? annotated, file.index.isViewLayerType(user) else { return false }
        return Judgments.isAmbientUIServiceName(Judgments.typeNameForm(product))
    }

    /// Whether UIKit or AppKit view-layer code looks up the app's theme
    /// (`Judgments.isAppearanceName`, a protocol's `Protocol` aside: `private let theme:
    /// ThemeServiceProtocol = ServiceLocator.shared.getService()!` in screens, cells and headers
    /// colouring themselves): styling, as `singleton_access` reads a theme's shared instance
    /// there (held-out set 277: 35 of 35 such lookups not acted on, the theme keeping a
    /// configuration service). A SwiftUI view has the environment to take its theme from, and
    /// a theme keeping a service is still a lookup there. So is an enum of the app's colours
    /// or images resolving its value from the theme (`enum DynamicColor { case background }`,
    /// `DynamicImage`: a style value, with no initializer to take the theme; held-out set 309:
    /// 2 of 2 not acted on).
    private func isAppearanceFromView(_ use: LocatorUse, annotated: String?, user: String?, in file: FileContext) -> Bool {
        guard let user, let product = use.dependency ?? annotated else { return false }
        let isStyleEnum =
            file.index.kind(of: user) == .enum && (Judgments.isStyleValueName(user) || Judgments.isPictureName(user))
        guard isStyleEnum || (file.index.isViewLayerType(user) && !file.index.isSwiftUIView(user)) else { return false }
        return Judgments.isAppearanceName(Judgments.droppingProtocolSuffix(Judgments.typeNameForm(product)))
    }

    /// Whether `chain` is the whole value of a type's shared instance (`extension Cache {
    /// static let shared = Container.shared.resolve(CacheProtocol.self)! }`): the declaration
    /// of a singleton the container backs. Its reads are where the dependency is hidden, and
    /// `singleton_access` reports them (held-out set 65: 1 of 1 not acted on, both its reads
    /// acted on).
    private func isSharedInstanceDeclaration(_ chain: ExpressionChain, user: String?, owner: Int, in file: FileContext)
        -> Bool
    {
        guard let user, owner >= 0, file.region(chain.region, isInside: [.staticPropertyInitializer]) else { return false }
        let d = file.declaration(owner)
        guard d.kind.isVariable, d.modifierSet.isTypeMember, Int(d.initializer.start) == Int(chain.start) else { return false }
        return file.index.isSingleton(user, member: file.name(of: owner))
    }

    /// Whether `chain` is the value of an instance stored property whose members the code of
    /// this file uses (`private let textBuilder = Container.shared.messageTextBuilder()`, then
    /// `textBuilder.build(message)` or `storage.participants`): the wiring-named type's own
    /// collaborator, used in place, not handed on (held-out set 41: a `ChatMessageBuilder` of
    /// chat rows; 14 such lookups in `…Builder` types missed).
    private func isStoredToUse(_ chain: ExpressionChain, in file: FileContext) -> Bool {
        guard file.region(chain.region, isInside: [.propertyInitializer]) else { return false }
        let property = file.owner(ofRegion: chain.region)
        guard property >= 0 else { return false }
        let d = file.declaration(property)
        guard d.kind.isVariable, !d.modifierSet.isTypeMember, Int(d.initializer.start) == Int(chain.start) else { return false }
        let name = file.name(of: property)
        let tokens = file.tree.tokens
        for index in 1..<max(1, tokens.count - 3)
        where tokens[index].kind == .identifier && file.text(ofToken: index) == name {
            // `name.member` or `self.name.member`; not another value's member of the name.
            let before = tokens[index - 1].kind
            guard before != .period || (index >= 2 && file.token(index - 2).is(.`self`)) else { continue }
            if Self.member(after: index, in: file) != nil { return true }
        }
        return false
    }

    /// The token of the member read after token `index` (`?.window`, `!.window`, `.window`),
    /// if any.
    private static func member(after index: Int, in file: FileContext) -> Int? {
        var next = index + 1
        if next < file.tree.tokens.count, file.token(next).kind == .postfixQuestion || file.token(next).kind == .exclamation {
            next += 1
        }
        // Also `switch`, an Objective-C `switchToMainController:` as Swift imports it.
        guard next + 1 < file.tree.tokens.count, file.token(next).kind == .period,
            file.token(next + 1).kind == .identifier || file.token(next + 1).is(.switch)
        else { return nil }
        return next + 1
    }

    /// Whether `chain` is the value of a local that the code after it only calls methods on
    /// (`let sse = resolver.resolve(SSE.self); sse?.start()`): the product is used in place,
    /// not handed on (`flags.showNewSettings` read into a screen's initializer is handed on).
    private func isKeptToCall(_ chain: ExpressionChain, onlyCalls: Bool = true, in file: FileContext) -> Bool {
        guard let name = file.local(boundTo: chain) else { return false }
        let owner = file.owner(ofRegion: chain.region)
        guard owner >= 0 else { return false }
        // In a function's body, or in the closure a stored property holds (`lazy var
        // quitRegister: () -> Void = { … signOutUseCase.signOut() }`; held-out set 219).
        let d = file.declaration(owner)
        let body = d.body.isEmpty ? d.initializer : d.body
        var isCalled = false
        var index = Int(chain.end)
        while index < Int(body.end) {
            defer { index += 1 }
            guard file.token(index).kind == .identifier, file.token(index - 1).kind != .period,
                file.text(ofToken: index) == name
            else { continue }
            // Another local of the name (a later `case` binding its own): this one's uses ended.
            if file.token(index - 1).is(.let) || file.token(index - 1).is(.var) { break }
            // A method called on it, not a property read to pass on (`flags.showNewSettings`).
            guard let called = Self.member(after: index, in: file), called + 1 < Int(body.end),
                file.token(called + 1).kind == .leftParen || file.token(called + 1).kind == .leftBrace
            else {
                // Handed on as well as called (`playaDB.fetchEvents(…)`, then `playaDB: playaDB`
                // to the next screen): still used in place (held-out set 331: 1 of 1 acted on).
                if onlyCalls { return false }
                continue
            }
            isCalled = true
        }
        return isCalled
    }

    /// What a lookup pulls that is no hidden collaborator: part of the next screen (the
    /// container used as the factory of screens, `Container.shared.profileViewModel(router)`),
    /// a value (`Container.shared.baseURL()`, `resolve(TimeInterval.self, name: "timeout")`),
    /// or the container itself (`AppAssembly.shared.assembler`, a locator's bare
    /// `ServiceLocator.shared` kept in a local to register services: what is resolved from it
    /// is reported where it is resolved), or a logger or what makes one, ambient as for
    /// `singleton_access` (`EnvContainer.shared.logger(category)`; held-out set 35: 10 of 10 not
    /// acted on; `resolve(LoggerProvider.self)`, set 39: 1 of 1, SPEC "no"), or an error
    /// reporter (`Judgments.isErrorReporterName`; set 263), or the app's locale provider
    /// (`Judgments.isLocaleProviderName`: `inject()` of a `Localization` wrapping
    /// `NSLocalizedString`; set 268: 3 of 3 not acted on), or feature flags
    /// (`Judgments.isFeatureFlagName`), as for `singleton_access` (held-out set 41).
    private func isAcceptedProduct(_ use: LocatorUse, annotated: String?, in file: FileContext) -> Bool {
        guard let product = use.dependency ?? annotated else { return false }
        let productType = Judgments.typeNameForm(product)
        if Judgments.isContainerName(product) || Judgments.isLoggerName(productType)
            || Judgments.isLoggerName(Judgments.roleName(of: productType))
            || Judgments.isLoggerMakerName(productType) || Judgments.isFeatureFlagName(productType)
            || Judgments.isErrorReporterName(productType) || Judgments.isLocaleProviderName(productType)
        {
            return true
        }
        if use.kind == .locatorMember && StaticPropertyFact.singletonNames.contains(product) { return true }
        switch use.kind {
        case .sharedContainerFactory, .keyPathResolution:
            // A key named for a configuration (`Environment.default.configuration`) is a value,
            // unless the container keeps it as state its users change (`var configuration`).
            return Judgments.isScreenPartName(product) || file.index.isValueFactoryKey(product)
                || (Judgments.isConfigurationName(Judgments.typeNameForm(product))
                    && !file.index.isSettableMember(product, of: use.registryRoot))
        case .metatypeResolution, .resolverCall:
            // A palette or an icon set (`ProjectIndex.isStylePalette`) is styling the container
            // hands out, read like a theme. A window, or a screen of the set by what it inherits
            // whatever its name (`let window: UIWindow = DIContainer.shared.resolve()` to set
            // its root screen, `SelectNaviagitonController: LinkMoaNavigationController`), is
            // the next screen too (held-out set 313: 5 of 5 SPEC "no").
            return Judgments.isScreenPartName(product) || file.index.isValueTypeName(product)
                || file.index.isStylePalette(product) || Judgments.isOnScreenPlatformClass(productType)
                || file.index.isWindowType(productType)
        case .appDelegateInstance: return file.index.isAppDelegateIdiom(product, then: nil)
        // A presenter a hand-made locator holds (`ServiceLocator.noticePresenter`): part of a
        // screen, as through a container (held-out set 41: 3 of 3, SPEC "no").
        case .locatorMember: return Judgments.isScreenPartName(product)
        case .liveValue, .currentDependencyValues, .heldSharedContainer: return false
        }
    }

    /// Whether `use` reads the looking type's navigator out of the module dependencies it was
    /// handed: an untyped lookup (`dependencies.resolve()`, resolved by the declared type of
    /// the getter or property it fills, `var coordinator: MatchesCoordinator`) of a type named
    /// for a navigator (`Judgments.isNavigatorName`), on a stored property of the looking type
    /// with no value of its own (set from the initializer) whose declared type is not a DI
    /// container's (`private let dependencies: MatchesDependencies`). The coordinator that built
    /// the module put itself into those dependencies; the screen reading it back through a
    /// typed, test-doubled protocol is the module's navigation, not a hidden service (held-out
    /// set 160: 9 of 9 not acted on). Its use cases pulled the same way stay reported.
    private func isNavigatorFromHandedInDependencies(
        _ use: LocatorUse, annotated: String?, user: String?, in file: FileContext
    ) -> Bool {
        guard let user, use.dependency == nil, use.kind != .appDelegateInstance, let annotated,
            Judgments.isNavigatorName(Judgments.typeNameForm(annotated))
        else { return false }
        let root = use.registryRoot
        return file.declarations.indices.contains { index in
            let d = file.declaration(index)
            guard d.kind.isVariable, !d.modifierSet.isTypeMember, d.initializer.isEmpty, d.accessorBlock.isEmpty,
                !d.type.isEmpty, file.name(of: index) == root, file.enclosingTypeName(of: index) == user,
                let declared = file.typeReference(d.type).names.last
            else { return false }
            return !Judgments.isContainerName(declared) && !file.index.isContainerType(declared)
        }
    }

    /// The verbs of a static factory's name (`isStaticFactoryHandedContainer`): a container's
    /// factory verbs and `create`.
    static let staticFactoryPrefixes = ProjectIndex.makerPrefixes + ["create"]

    /// Whether `use` looks up through a container a static factory is handed as a parameter
    /// (`static func makeFactory<T>(_ service: T.Type, resolver: Resolver) -> T { let parser =
    /// resolver.resolve(ErrorParser.self); … return T(errorParser: parser!, …) }`, called from
    /// the assemblies' `register` closures with their resolver): registration code moved into
    /// a helper, wiring as the closure is (held-out set 306: 6 of 6 such lookups not acted on).
    /// A static function not named for making (`static func load(resolver:)`) stays reported.
    private func isStaticFactoryHandedContainer(_ use: LocatorUse, owner: Int, in file: FileContext) -> Bool {
        guard use.kind != .appDelegateInstance, owner >= 0 else { return false }
        let d = file.declaration(owner)
        guard d.kind == .func, d.modifierSet.isTypeMember,
            Self.staticFactoryPrefixes.contains(where: file.name(of: owner).hasPrefix)
        else { return false }
        let root = use.registryRoot
        return d.parameters.contains { index in
            let parameter = file.tree.parameters[Int(index)]
            return parameter.name >= 0 && file.text(ofToken: Int(parameter.name)) == root
                && file.containerType(writtenIn: parameter.type) != nil
        }
    }

    /// Whether `use` looks up through a container the type is handed whole, by a parameter
    /// `container_injection` reports: the parameter itself (`init(container: Container =
    /// Container.shared) { issues = container.issueInteractor.resolve() }`) or the stored
    /// property a reported member keeps it in (`self.resolver = resolver`, then
    /// `self.resolver.resolve(Api.self)!` in a method). One problem, the container handed in,
    /// gets one finding, at the parameter: held-out set 303 labelled 22 of 22 such lookups in
    /// one Factory app's view models a second report of their initializer's
    /// `container_injection` finding (not acted on), every one of those acted on.
    private func isThroughReportedContainer(_ use: LocatorUse, owner: Int, user: String?, in file: FileContext) -> Bool {
        guard let user, use.kind != .appDelegateInstance else { return false }
        // Through `self` or a local standing for it (`weakSelf.resolver`), a stored property.
        let key = Self.registryKey(use.registry, owner: owner, in: file)
        let isOwn = key != use.registry
        guard let name = key.split(separator: ".").first, name.first?.isLowercase == true else { return false }
        let root = String(name)
        let rule = ContainerInjectionRule(options: NoOptions())
        let members: [Int] = file.declarations.indices.filter { index in
            let kind = file.declaration(index).kind
            return (kind == .`init` || kind == .func) && file.enclosingTypeName(of: index) == user
        }
        for member in members {
            guard let reported = rule.reportedContainers(of: member, in: file) else { continue }
            for parameter in reported.parameters {
                // Its own parameter, read in the member (also in a closure of it).
                if member == owner && !isOwn && parameter == root { return true }
                // The stored property the member keeps it in, read anywhere in the type.
                if member != owner || isOwn, keeps(parameter, in: root, member: member, in: file) { return true }
            }
        }
        return false
    }

    /// Whether `member`'s body assigns its parameter `parameter` whole to the stored property
    /// `property` (`self.resolver = resolver`, `container = c`;
    /// `ContainerInjectionRule.storedProperty(assignedFrom:file:)`).
    private func keeps(_ parameter: String, in property: String, member: Int, in file: FileContext) -> Bool {
        file.declaration(member).body.indices.contains { i in
            file.tree.tokens[i].kind == .identifier && file.token(i, spells: parameter)
                && ContainerInjectionRule.storedProperty(assignedFrom: i, file: file) == property
        }
    }

    /// Whether `use` reads a container its own type builds: the registry is a stored property
    /// of `user` whose value constructs a type declared inside `user` or an extension of it in
    /// this file (`private lazy var dependencies: Dependency = { Dependency(dependencies:
    /// externalDependencies, coordinator: self) }()` beside `private extension
    /// LoginCoordinatorImp { struct Dependency: LoginDependencies { … } }`). A module's
    /// coordinator composing its screens from the container it makes is the module's wiring
    /// (held-out set 160: 13 of 13 coordinators' lookups SPEC "no"); what the objects it hands
    /// that container to pull out of it stays reported.
    private func isOwnBuiltContainer(_ use: LocatorUse, user: String?, in file: FileContext) -> Bool {
        guard let user, use.kind != .appDelegateInstance else { return false }
        let root = use.registryRoot
        let tokens = file.tree.tokens
        for index in file.declarations.indices {
            let d = file.declaration(index)
            guard d.kind.isVariable, !d.modifierSet.isTypeMember, !d.initializer.isEmpty, file.name(of: index) == root,
                file.enclosingTypeName(of: index) == user
            else { continue }
            // The first type the value constructs (`Dependency(…)`, also inside a closure).
            for i in Int(d.initializer.start)..<Int(d.initializer.end) - 1
            where tokens[i].kind == .identifier && tokens[i + 1].kind == .leftParen && file.tokenStartsWithUppercase(i) {
                let built = file.text(ofToken: i)
                return file.declarations.indices.contains { j in
                    file.declaration(j).kind.isTypeContext && file.declaration(j).kind != .extension
                        && file.name(of: j) == built && file.enclosingTypeName(of: j) == user
                }
            }
        }
        return false
    }

    /// Whether an app delegate cast is read only for UIKit's idioms
    /// (`Judgments.isAppDelegateIdiomMember`): `(… as? AppDelegate)?.orientationLock = .all`,
    /// or a local bound to the cast whose every use reads one
    /// (`let appDelegate = … as? AppDelegate; appDelegate?.window?.isHidden = true`).
    /// The same for the delegate's shared instance bound to a local (`if let appDelegate =
    /// AppDelegate.instance, let completion = appDelegate.backgroundSessionCompletionHandler`).
    /// `start` is the cast's token or the shared instance's member. A local read only to cast
    /// its window's root screen to the user's own type (`let appDelegate = … as! AppDelegate;
    /// return appDelegate.window!.rootViewController as! RootNavigationController`) is the
    /// root screen's accessor, as `castsOutOwnType` reads it unbound (held-out set 152: 1 of 1
    /// SPEC "no").
    private func readsOnlyIdiomMembers(
        from start: Int, site: LocatorSite, owner: Int, user: String?, in file: FileContext
    ) -> Bool {
        func idiomMember(after index: Int) -> Bool {
            guard let read = Self.member(after: index, in: file) else { return false }
            let then = Self.member(after: read, in: file)
            return file.index.isAppDelegateIdiom(
                file.text(ofToken: read), then: then.map { file.text(ofToken: $0) },
                isAssigned: file.isAssigned(after: then ?? read),
                isCast: then.map { Self.chainCast(after: $0, in: file) != nil } ?? false)
        }
        // `(UIApplication.shared.delegate as? AppDelegate)?.orientationLock`; not the whole
        // value of a binding in parentheses (`let app = (NSApp.delegate as! AppDelegate)`, its
        // uses read below; held-out set 264: 1 of 1 SPEC "no").
        let isParenthesizedValue =
            start + 1 < file.tree.tokens.count && file.token(start + 1).kind == .rightParen
            && Self.member(after: start + 1, in: file) == nil
        if start + 1 < file.tree.tokens.count && file.token(start + 1).kind == .rightParen && !isParenthesizedValue {
            return idiomMember(after: start + 1)
        }
        // The shared instance cast again, `(AppDelegate.instance as? AppDelegate)?
        // .onboardingWindowController?.close()` (a library's base class declaring `instance`;
        // held-out set 96: 1 of 1 SPEC "no").
        if start + 4 < file.tree.tokens.count, file.token(start + 1).is(.as),
            file.token(start + 2).kind == .postfixQuestion || file.token(start + 2).kind == .exclamation,
            file.token(start + 3).kind == .identifier, file.token(start + 4).kind == .rightParen
        {
            return idiomMember(after: start + 4)
        }
        // `let appDelegate = UIApplication.shared.delegate as? AppDelegate`, then its uses.
        guard owner >= 0, let name = file.local(boundTo: site.chain, parenthesized: isParenthesizedValue) else { return false }
        // A function's body, or a computed property's accessors (a SwiftUI view's `body`); or,
        // for a stored property's value, the file its type's code reads it in (`let appDelegate
        // = UIApplication.shared.delegate as? AppDelegate`, then `self.appDelegate?
        // .configureRemoteNotifications()` after sign-in; held-out set 259: 1 of 1 SPEC "no").
        // A local of the closure a stored property's value calls in place (`lazy var
        // downloadManager: MZDownloadManager = { let appDelegate = … as! AppDelegate; … }()`):
        // the rest of that value (held-out set 286: a background session's completion
        // handler, 1 of 1 SPEC "no").
        let d = file.declaration(owner)
        let body = d.body.isEmpty ? d.accessorBlock : d.body
        let isClosureLocal =
            !body.contains(start) && d.kind.isVariable && d.initializer.contains(start) && file.tree.name(of: owner) != name
        let isStoredValue =
            !isClosureLocal && !body.contains(start) && d.kind.isVariable && d.storage == .stored
            && !d.modifierSet.isTypeMember && d.initializer.contains(start)
            && (user.map { user in file.index.facts(named: user).allSatisfy { $0.path == file.path } } ?? false)
        guard body.contains(start) || isStoredValue || isClosureLocal else { return false }
        let scanned =
            isClosureLocal
            ? start + 1..<Int(d.initializer.end)
            : isStoredValue ? Int(d.initializer.end)..<file.tree.tokens.count : start + 1..<Int(body.end)
        var isRead = false
        for index in scanned
        where file.token(index).kind == .identifier && file.text(ofToken: index) == name
            && (file.token(index - 1).kind != .period || (isStoredValue && index >= 2 && file.token(index - 2).is(.self)))
        {
            // A second binding of the name (`guard let appDelegate = …` again) starts its own
            // lookup; beside a stored property it shadows the property in its scope.
            if file.token(index - 1).is(.let) || file.token(index - 1).is(.var) {
                if isStoredValue { continue }
                break
            }
            // Handed whole to a call, the delegate is an argument (the sender of its own action,
            // `appDelegate.checkForUpdate(appDelegate)`): nothing is read from it there.
            if Self.member(after: index, in: file) == nil, [.leftParen, .comma, .colon].contains(file.token(index - 1).kind) {
                // Handed as a callback role (`WXApi.sendAuthReq(req, viewController: self,
                // delegate: appDelegate)`), it is set whole as a delegate: a use of the idiom.
                if file.token(index - 1).kind == .colon, index >= 2, file.token(index - 2).kind == .identifier,
                    Judgments.isCallbackName(file.text(ofToken: index - 2))
                {
                    isRead = true
                }
                continue
            }
            guard idiomMember(after: index) || castsOutOwnType(after: index, user: user, in: file) else { return false }
            isRead = true
        }
        return isRead
    }

    /// The type a lookup without a type argument is read as, from the annotation of the
    /// declaration it initializes (`let reactor: InboxReactor = Resolver.resolve()`) or whose
    /// getter it is (`private var playQueue: PlayQueue { Resolver.resolve() }`; held-out set
    /// 67: one type's two files each reporting it, SPEC "no" for the second), or from the
    /// result of the function whose whole body it is.
    private func annotatedProduct(of site: LocatorSite, owner: Int, in file: FileContext) -> String? {
        guard owner >= 0 else { return nil }
        let start = site.chain.start
        for index in owner..<Int(file.declaration(owner).subtreeEnd) {
            let d = file.declaration(index)
            // The value, or a getter's only expression, returned or not (`var coordinator:
            // MatchesCoordinator { return dependencies.resolve() }`).
            let opensGetter =
                !d.accessorBlock.isEmpty
                && (d.accessorBlock.start + 1 == start
                    || (d.accessorBlock.start + 2 == start && file.token(Int(start) - 1).is(.return)))
            // A function's whole body, returned or not (`func makeViewModel() -> QRViewModel {
            // return resolver.resolve() }`, Resolver's `Resolving` factory; held-out set 164: a
            // screen's own view model, SPEC "no").
            let isFunctionBody =
                d.kind == .func && !d.body.isEmpty && Int(site.chain.end) == Int(d.body.end) - 1
                && (d.body.start + 1 == start || (d.body.start + 2 == start && file.token(Int(start) - 1).is(.return)))
            guard d.initializer.start == start || opensGetter || isFunctionBody, !d.type.isEmpty,
                d.kind == .var || d.kind == .let || isFunctionBody
            else { continue }
            return file.typeReference(d.type).names.last
        }
        // A local in a body (`let reactor: InboxReactor = Resolver.resolve()`): `let name: Type =`
        // right before the lookup, the type a few tokens long.
        let equal = Int(start) - 1
        guard equal > 2, file.token(equal).kind == .equal else { return nil }
        var colon = equal - 1
        while colon > max(0, equal - 12), file.token(colon).kind != .colon { colon -= 1 }
        guard colon >= 2, file.token(colon).kind == .colon, colon + 1 < equal, file.token(colon - 1).kind == .identifier,
            file.token(colon - 2).is(.let) || file.token(colon - 2).is(.var)
        else { return nil }
        return file.typeReference(TokenRange(colon + 1, equal)).names.last
    }

    /// The type an untyped lookup is read as from the stored property it is assigned to, whole
    /// or wrapped (`_viewModel = Bindable(Resolver.resolve())`, `_model =
    /// StateObject(wrappedValue: resolve())`, `self.api = resolve()`) in code of the type that
    /// declares the property with its type (`@Bindable private var viewModel:
    /// PlayerViewModel`; held-out set 90: 2 of 2 views' view models SPEC "no").
    private func assignedProduct(of site: LocatorSite, owner: Int, in file: FileContext) -> String? {
        var equal = Int(site.chain.start) - 1
        let end = Int(site.chain.end)
        // `Wrapper(lookup)` or `Wrapper(wrappedValue: lookup)`.
        if end < file.tree.tokens.count, file.token(end).kind == .rightParen, equal >= 1 {
            var open = equal
            if file.token(open).kind == .colon && open >= 2 { open -= 2 }
            guard file.token(open).kind == .leftParen, file.matches.close(of: open) == end, open >= 2,
                file.token(open - 1).kind == .identifier, file.tokenStartsWithUppercase(open - 1)
            else { return nil }
            equal = open - 2
        }
        guard equal >= 1, file.token(equal).kind == .equal, file.token(equal - 1).kind == .identifier,
            let typeName = file.enclosingTypeName(of: owner)
        else { return nil }
        var name = Substring(file.text(ofToken: equal - 1))
        if name.hasPrefix("_") { name = name.dropFirst() }
        for index in file.declarations.indices {
            let d = file.declaration(index)
            guard d.kind == .var || d.kind == .let, !d.type.isEmpty, !d.modifierSet.isTypeMember,
                file.name(of: index) == name, file.enclosingTypeName(of: index) == typeName
            else { continue }
            return file.typeReference(d.type).names.last
        }
        return nil
    }

    /// The type an untyped lookup is cast to: `resolve() as TabSwapping`.
    private func castProduct(of site: LocatorSite, in file: FileContext) -> String? {
        let end = Int(site.chain.end)
        guard end + 1 < file.tree.tokens.count, file.token(end).is(.as), file.token(end + 1).kind == .identifier else {
            return nil
        }
        return file.text(ofToken: end + 1)
    }

    /// The text of the arguments of the call named at `token` (`(name: "mock")`), or "".
    private static func arguments(after token: Int, in file: FileContext) -> String {
        // An empty list names no registration: `let accountStorage: UserWalletManager =
        // Resolver.resolve()` is the `Resolver.resolve(UserWalletManager.self)` the type made
        // before (held-out set 276: 1 of 1 second finding SPEC "no").
        guard token + 1 < file.tree.tokens.count, file.token(token + 1).kind == .leftParen,
            let close = file.matches.close(of: token + 1), close > token + 2
        else { return "" }
        return file.text(TokenRange(token + 1, close + 1))
    }

    /// The part of a screen an untyped lookup is handed to as a labelled argument, by its
    /// label (`DetailTreeView(viewModel: Resolver.resolve(args: tree))` gives `ViewModel`): the
    /// next screen's view model, the container as its factory (held-out set 195: 1 of 1 SPEC
    /// "no").
    private func screenPartArgument(of site: LocatorSite, in file: FileContext) -> String? {
        guard let label = untypedArgumentLabel(of: site, in: file), Judgments.isScreenPartName(label) else { return nil }
        return Judgments.typeNameForm(label)
    }

    /// The label of the argument an untyped lookup fills: `withdrawalLocksRepository` in
    /// `ExternalTradingDashboard(withdrawalLocksRepository: DIKit.resolve())`.
    private func untypedArgumentLabel(of site: LocatorSite, in file: FileContext) -> String? {
        file.argumentListClose(ofLabelledArgument: site.chain) == nil ? nil : file.text(ofToken: Int(site.chain.start) - 2)
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
        case .heldSharedContainer:
            return
                "\(who) keeps the shared container '\(use.registry)' to look its services up; inject what it uses through the initializer instead"
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
