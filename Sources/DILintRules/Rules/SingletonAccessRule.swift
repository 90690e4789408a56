import DILintSyntax

/// Flags hidden uses of a singleton declared in the analyzed set; documented in
/// `Rules/singleton_access.md`.
public struct SingletonAccessRule: Rule {
    public static let id = RuleID.singletonAccess
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public struct Options: RuleOptions {
        /// Singleton types the team accepts wherever they are reached, as it accepts a logger
        /// (an analytics facade it calls inline by convention, a feature-flag store): one
        /// decision for the project, taken once in its configuration.
        public var accepted: Set<String> = []

        public init() {}

        public init(from object: ConfigObject) throws(ConfigError) {
            try object.rejectUnknownKeys(allowed: ["accepted"])
            guard let entries = try object.locatedStrings("accepted") else { return }
            for (name, location) in entries {
                guard Self.isTypeName(name) else {
                    throw object.error("'accepted' entries must be type names, found \"\(name)\"", at: location)
                }
                // A module-qualified name (`AppKit.Analytics`) is matched on its last component.
                accepted.insert(String(name.split(separator: ".").last ?? Substring(name)))
            }
        }

        /// A type name, possibly module-qualified: identifiers joined by `.`.
        static func isTypeName(_ text: String) -> Bool {
            text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(SingletonName.isIdentifier)
        }

        public static let descriptions = [
            OptionDescription(
                key: "accepted", type: "array of strings", defaultValue: "none",
                effect: "singleton types not reported wherever they are reached (`AppAnalytics`, `Rollout`)")
        ]
    }

    let options: Options

    public init(options: Options) {
        self.options = options
    }

    public var inspectsCode: Bool { true }

    public func check(chains: ExpressionChains, in file: FileContext, into sink: inout FindingSink) {
        guard !file.isTestFile else { return }
        // One finding per singleton per type: `Store.shared.kind() == .a || Store.shared.kind()
        // == .b`, a function reaching `AccountManager.shared` on five lines, and a view
        // controller reaching `DaxDialogs.shared` in thirteen methods each hide one dependency,
        // which one initializer parameter removes (held-out sets 27, 32 and 35 found lines
        // continuing an expression; set 39's labellers read a function's later lines, and set
        // 41's a type's later methods, as the same problem). `FileContext.problemScope`.
        var reported = ReportedAccesses()
        chains.forEachMemberAccess { chain, segments in
            check(chain, segments: segments, in: file, reported: &reported)
        }
        for chain in chains.chains where chain.isImplicitMember && chain.segments.count == 1 {
            checkImplicitMember(chain, segment: chains.segments[Int(chain.segments.lowerBound)], in: file, reported: &reported)
        }
        // A UIKit or AppKit screen, view or cell only showing the singleton's state, in every
        // access it makes (`SocketManager.sharedInstance.serverURL?.host` as a title, the
        // connection `state` seeding a title view): the app's state read where it is shown, as
        // a preference is (held-out set 56: 9 of 9 not acted on). A view calling the
        // singleton's work, or setting its state, is still reported; so is a SwiftUI view,
        // whose body does not observe what it reads that way (held-out set 47: 10 of 16 acted on).
        // Such a type split over files that does more in another file has one problem, placed
        // here when this file declares it: the reads are its first access (held-out set 284: a
        // screen's finding placed in the extension file handing the user on, 2 of 2 SPEC "no").
        for access in reported.firsts {
            if access.readsOnly && isPlatformViewClass(access.user, in: file) {
                if let user = access.user, file.index.facts(named: user).contains(where: { $0.path != file.path }),
                    let problem = file.problem(of: access.owner, key: access.key)
                {
                    sink.anchor(token: access.token, in: access.owner, message(access), problem: problem)
                }
                continue
            }
            sink.report(
                token: access.token, in: access.owner, message(access),
                problem: file.problem(of: access.owner, key: access.key))
        }
    }

    /// The singletons reached in a file, each reported once per problem scope (the type whose
    /// code reaches it; `FileContext.problemScope(of:)`), at its first access, with the number
    /// of accesses it stands for. Data-access objects over one database are one dependency
    /// (`Judgments.isDataAccessObjectName`): a scope's first one carries the others.
    private struct ReportedAccesses {
        /// A singleton, or the data-access objects, reached in one scope.
        private struct Key: Hashable {
            let scope: String
            let singleton: String
        }

        /// A scope's first access of a singleton, and how many accesses the scope makes; for
        /// data-access objects, the others the scope reaches, with their access counts.
        struct Access {
            var token: Int
            var owner: Int
            let user: String?
            let type: String
            let member: String
            let alias: String?
            /// What is reached, as the scope's key says it (`ReportedAccesses.Key.singleton`).
            let key: String
            var count: Int
            var others: [(name: String, count: Int)] = []
            /// Every access only reads properties of the singleton (`readsOnly(_:of:observedBy:chainStart:in:)`).
            var readsOnly: Bool
        }

        private var index: [Key: Int] = [:]
        private(set) var firsts: [Access] = []
        /// The arguments of an exempt picture fetch, with the singleton it is made on: a read
        /// of that singleton among them (`reference: FireStoreStorage.shared.caffesRef`) tells
        /// the fetch where the picture is, part of it (held-out set 192: 2 of 2 SPEC "no").
        var exemptArguments: [(type: String, tokens: Range<Int>)] = []

        /// The key under which a scope's data-access objects are one dependency (no type name
        /// has a space).
        private static let dataAccessKey = "data access"

        /// Records an access of `type.member` at `token`, in declaration `owner` of `user`'s code.
        mutating func record(
            token: Int, owner: Int, user: String?, type: String, member: String, alias: String? = nil,
            readsOnly: Bool = false, in file: FileContext
        ) {
            let name = type + "." + member
            let key = Key(
                scope: file.problemScope(of: owner),
                singleton: alias == nil && Judgments.isDataAccessObjectName(type) ? Self.dataAccessKey : name)
            if let i = index[key] {
                firsts[i].readsOnly = firsts[i].readsOnly && readsOnly
                // The same singleton, directly or through a global alias of it, is the same access.
                if firsts[i].type == type && firsts[i].member == member {
                    firsts[i].count += 1
                    // Implicit members (`@StateObject var prefs: Prefs = .shared`) are read
                    // after the file's member chains: the earliest access is the one reported
                    // (held-out set 87: 2 of 2 SPEC "no" at a later line).
                    if token < firsts[i].token {
                        firsts[i].token = token
                        firsts[i].owner = owner
                    }
                } else if let j = firsts[i].others.firstIndex(where: { $0.name == name }) {
                    firsts[i].others[j].count += 1
                } else {
                    firsts[i].others.append((name, 1))
                }
            } else {
                index[key] = firsts.count
                firsts.append(
                    Access(
                        token: token, owner: owner, user: user, type: type, member: member, alias: alias,
                        key: key.singleton, count: 1, readsOnly: readsOnly))
            }
        }
    }

    /// Whether a segment of `segments` names a singleton's member of the segment before it
    /// (`Foo.shared`): a plain loop, asked of every chain (a `zip(…).contains` here was
    /// compiled out of line once `check` grew: +1 % of a run on set 298's mammoth).
    private func namesSingletonMember(_ segments: ArraySlice<ChainSegment>, in file: FileContext) -> Bool {
        var i = segments.startIndex
        while i + 1 < segments.endIndex {
            let member = Int(segments[i + 1].name)
            if segments[i].arguments == nil && file.tokenMayBeSingletonMember(member)
                && file.index.isSingleton(file.text(ofToken: Int(segments[i].name)), member: file.text(ofToken: member))
            {
                return true
            }
            i += 1
        }
        return false
    }

    private func check(
        _ chain: ExpressionChain, segments: ArraySlice<ChainSegment>, in file: FileContext,
        reported: inout ReportedAccesses
    ) {
        // Most chains reach no singleton: ask that before the costlier context questions.
        let alias = aliasedSingleton(segments, in: file)
        guard alias != nil || namesSingletonMember(segments, in: file) else { return }
        // Default-argument injection is the endorsed way in; the composition root, registration
        // code and top-level code are wiring.
        if file.isWiringCode(chain.region) || file.isTopLevelWiring(chain.region) { return }
        // A default the caller can replace: `api ?? APIClient.shared`, a convenience `init()`.
        if file.isDefaultInjection(chain) { return }
        // A sentinel compared by identity (`newParent === NilTreeNode.instance`): a null object
        // asked about, nothing used (held-out set 84: 1 of 1 not acted on).
        if isComparedByIdentity(chain, in: file) { return }
        if isDebugOutput(chain, in: file) { return }
        let owner = file.owner(ofRegion: chain.region)
        if file.isInUnusedPrivateCode(chain, owner: owner) { return }
        // A property wrapper's own code is the mechanism (`@GlobalSetting` notifying its store);
        // a global alias's own value names the singleton its uses are reported as; a stored
        // default the type's own factory replaces is injection through the factory.
        if file.isInPropertyWrapper(owner) || isAliasDeclaration(owner, in: file)
            || isReplacedByOwnFactory(owner, region: chain.region, in: file)
        {
            return
        }
        let ownType = user(owner, in: file)
        // An Objective-C bridge hands Objective-C the Swift object it cannot receive; an
        // extension of a platform type has no initializer to take it.
        if let ownType, file.index.isObjCBridge(ownType) { return }
        // A test double kept in app code (`MockExposureManager`, the simulator's stand-in) is
        // no consumer: what it reaches is what it fakes (held-out set 26: 1 of 1 not acted on).
        if let ownType, Judgments.isTestDoubleName(ownType) { return }
        // A Core Data entity: Core Data builds it, nothing is injected into it.
        if let ownType, file.index.isManagedObject(ownType) { return }
        if file.isInEntityExtension(owner) { return }
        if file.isInExtensionOfPlatformType(owner) || isFreeFunction(owner, in: file) { return }
        if let alias {
            checkAliasUse(alias, chain, segments: segments, owner: owner, user: ownType, in: file, reported: &reported)
        }
        for i in segments.indices.dropLast() where segments[i].arguments == nil {
            let (base, member) = (segments[i], segments[i + 1])
            // A type alias of the singleton's type is judged, and named, as the type.
            let typeName = file.index.singletonTypeName(file.text(ofToken: Int(base.name)))
            let memberName = file.text(ofToken: Int(member.name))
            guard isHiddenSingleton(typeName, member: memberName, user: ownType, owner: owner, in: file) else { continue }
            // The bare shared instance: `X.shared`, or a shared function's `X.sharedAccount()`.
            let isBare = member.trailingClosure == nil && (member.arguments?.isEmpty ?? true)
            // A C callback beside the singleton's own code, in a file that declares or extends
            // its type: a file-scope variable holding a C function, which can capture nothing
            // (held-out set 301: 1 of 1 SPEC "no"; a file-scope function, a trampoline taking
            // the callback's context pointer, is no finding at all, `isFreeFunction`).
            if ownType == nil && isCallbackBesideType(typeName, owner: owner, in: file) { continue }
            // A static member or a private type beside the singleton's declaration, in its file:
            // a window opener starting its model's timer, a private view of the manager, a
            // static provider mapping it, a namespace forwarding to it (held-out sets 59 to 65:
            // 5 of 5 not acted on; other types' instance code there: 2 of 3 acted on).
            if isCompanionBesideType(typeName, owner: owner, in: file) { continue }
            // A screen's assembler, a wiring-named type, handing the shared graph's objects
            // into what it builds (`SendModule`: `AddressService(marketKit: Core.shared.marketKit)`),
            // also through a local (`guard let account = Settings.shared.currentAccount`, then
            // `HistoryService(address: account.address)`; held-out set 90: 3 of 4 VIPER
            // wireframes not acted on).
            if let ownType, Judgments.hasWiringTypeName(ownType),
                isHandedIn(segments[(i + 2)...], chain, in: file)
                    || (isPropertyReads(segments[(i + 2)...]) && file.isLocalHandedOn(chain))
            {
                continue
            }
            // A wiring-named type asking an assembler's shared instance to build (a `…FlowController`'s
            // static builder: `ModuleInteractorFactory.shared.aboutModuleInteractor()` handed into
            // the presenter it constructs): the composition root split into shared factories, one
            // assembling with another (held-out set 29: 32 of 32 not acted on).
            if let ownType, Judgments.hasWiringTypeName(ownType), Judgments.isAssemblerName(typeName) { continue }
            // A constant read through the singleton (`Theme.shared.brand`), and the bare shared
            // instance handed to a call as a labelled argument (the caller injecting it), are
            // no hidden dependency.
            let next = i + 2 < segments.endIndex ? file.text(ofToken: Int(segments[i + 2].name)) : nil
            if file.index.isConstantRead(of: typeName, member: next) { continue }
            // Reference data a catalog loaded from the app's bundle (`ProjectIndex.isBundledCatalog`).
            if file.index.isBundledCatalog(typeName) { continue }
            // An app-wide state question answered in place, the chain's last word: a flag
            // member read or called and not assigned (`WorkflowController.shared.isSignedIn(on:
            // self)` gating a button, `NetworkMonitor.shared.isConnected` deciding a refresh,
            // `AppState.shared.isAppStore`). The type reads the app's state where it decides,
            // as it reads a preference; the same type calling the singleton's work
            // (`signOut()`) or setting the flag is still reported. Held-out labels of findings
            // made only of such questions: 21 of 68 acted on (set 50's sign-in checks 8 of 27;
            // 12 of 38 in screens and cells, 9 of 28 in services and models: no kind of code
            // asks more).
            // Also through properties read on the way (`FileManagerUndo.shared.undoManager.canUndo`,
            // `UndoHistoryManager.shared.history.isEmpty`; held-out set 60: 2 of 2 SPEC "no").
            // A key only read (`Defaults.shared.tokenKey`), not fetched by a call
            // (`await RecoveryKeyVault.shared.currentRecoveryKey()`; held-out set 124: the
            // finding moved to a later access, 2 of 2 SPEC "no").
            // A permission's state asked by a view or a navigator (`LocationService.shared
            // .authStatus` choosing what a view shows), as `CLLocationManager`'s is (held-out set
            // 334: 3 of 3 not acted on; a service deciding with it was acted on). View-layer code
            // includes navigators (`ProjectIndex.isViewLayerType`).
            if next != nil, let last = segments.last,
                isPropertyReads(segments[(i + 2)..<(segments.endIndex - 1)]),
                case let lastName = file.text(ofToken: Int(last.name)),
                last.arguments == nil
                    ? Judgments.isValueMemberName(lastName)
                        || (Judgments.isPermissionStatusName(lastName) && isViewLayer(ownType, in: file))
                    : Judgments.isFlagCallName(lastName),
                !file.isAssigned(after: Int(last.name))
            {
                continue
            }
            // A value a stateless type computes (`VendorServices.shared.appName`, a getter over
            // the bundle and the branding settings): configuration read, not a collaborator used.
            if let next, segments[i + 2].arguments == nil, segments[i + 2].trailingClosure == nil,
                file.index.isStatelessValueRead(of: typeName, member: next)
            {
                continue
            }
            // An ambient service a hub singleton holds (`App.shared.snackbar.show(…)`,
            // `Services.shared.logger`): the code uses the toast or the logger, not the hub. A
            // member called with a trailing closure alone is a method, not a property named for
            // one (`StorageManager.shared.downloadAvatarData { … }` is no image loader;
            // held-out set 168: its place moved the finding off the first access).
            if let next, segments[i + 2].arguments == nil, segments[i + 2].trailingClosure == nil,
                Judgments.isAmbientServiceName(Judgments.typeNameForm(next))
            {
                continue
            }
            // A loading indicator or an alert shown over the current screen through the app's
            // catch-all helper (`Helper.shared.startLoading()`, `Helper.shared.alert(title:
            // message:)`): ambient UI, as a toast or a HUD is (`Judgments.isAmbientUICallName`).
            // A view model or a presenter doing it still is reported: it presents UI from code
            // its tests run (held-out set 143: 11 of 11 such view models acted on).
            // Also through the hub's member that shows it, the call ending the chain
            // (`SharedReference.shared.errorobject?.alert(error: error)`, the app's error sink the
            // root view presents; held-out set 326: 10 of 11 SPEC "no", a validator's the eleventh).
            if next != nil {
                let held = segments[i + 2]
                let isHubMember = held.arguments == nil && held.trailingClosure == nil && i + 4 == segments.endIndex
                let call = isHubMember ? segments[i + 3] : held
                if let arguments = call.arguments,
                    Judgments.isAmbientUICallName(file.text(ofToken: Int(call.name)), hasArguments: !arguments.isEmpty),
                    !(ownType.map { Judgments.isViewModelName($0) || file.index.isViewModel($0) } ?? false)
                {
                    continue
                }
            }
            // Holding off the app's idle lock around a submission, or restoring it (`UserIdle
            // .shared.temporarilyDisable_userIdle()`, then `reEnable_userIdle()`): a counted
            // wrapper of `UIApplication.shared.isIdleTimerDisabled`, ambient as the display's
            // sleep timer is (held-out set 328: 3 of 3 in screens and a wallet model not acted on).
            if let next, segments[i + 2].arguments != nil, Judgments.isIdleLockToggle(next) {
                continue
            }
            // A colour or a font read through a shared store by view-layer code (`AppSettings
            // .shared.accentColor` tinting a button): styling, as through a theme (held-out sets
            // 133 and 142: 7 of 7 not acted on).
            // Also asked of a method the type declares returning one (`Utilities.shared
            // .getTextColor()`, `getFont(multiplySizeBy: 0.6)` in a night-mode app's labels and
            // screens; held-out set 161: 12 of 12 not acted on).
            if next != nil, readsStyleValue(segments[(i + 2)...], of: typeName, in: file), isViewLayer(ownType, in: file) {
                continue
            }
            // An image or a colour looked up by key through a picture- or colour-named
            // provider's subscript by view-layer code (`DPAGImageProvider.shared[.kImagePriority]`
            // set on an outlet, `DPAGColorProvider.shared[.labelText].setFill()`): the app's
            // asset catalogue, read as `UIImage(named:)` is (held-out set 319: 23 of 23 not acted
            // on, 5 of them SPEC "no").
            if next == nil, Int(member.name) + 1 < file.tree.tokens.count,
                file.token(Int(member.name) + 1).kind == .leftSquare, isViewLayer(ownType, in: file),
                Judgments.isPictureName(typeName) || Judgments.isAppearanceName(typeName)
            {
                continue
            }
            // A view showing images through the hub's image store (`MainAppContext.shared.avatarStore`
            // handed to a cell's avatar view): the shared image loader views reuse, like an image
            // cache (held-out set 30: 6 of 6 in views and cells not acted on); a service reaching it
            // is still reported.
            if let next, segments[i + 2].arguments == nil, isViewLayer(ownType, in: file),
                Judgments.isMediaStoreName(Judgments.typeNameForm(next))
            {
                continue
            }
            // A view fetching the picture it shows through a shared instance's image method
            // (`PicnicManager.default.image(forPicnic:)` in a cell or an annotation view): the
            // shared image loader views reuse, whatever the type's name (held-out set 154: 3 of 3
            // not acted on); uploading or saving one is work, still reported. A cell asking for
            // its owner's picture (`profilePictureURL(for:)`) fetches it too (held-out set 163:
            // 3 of 3 not acted on), where a screen asking it builds its models with a lookup
            // (3 of 3 acted on).
            if let next, let arguments = segments[i + 2].arguments,
                fetchesShownPicture(next, on: typeName, user: ownType, in: file)
            {
                reported.exemptArguments.append((typeName, Int(arguments.start)..<Int(arguments.end)))
                continue
            }
            if reported.exemptArguments.contains(where: { $0.type == typeName && $0.tokens.contains(Int(chain.start)) }) {
                continue
            }
            // Styling: a property read or set through a theme's shared instance
            // (`ThemeService.shared.theme.tint`), also compared in an `if` whose body's brace
            // follows it (`if item == ThemeManager.shared.currentTheme { … }`; held-out set 298:
            // 1 of 1 SPEC "no"), and the bare theme held by view-layer code (`@StateObject var
            // theme = ThemeModel.shared`).
            if Judgments.isAppearanceName(typeName) {
                if next != nil, segments[i + 2].arguments == nil,
                    segments[i + 2].trailingClosure.map({ file.isStatementBody(openingBrace: Int($0.start) - 1) }) ?? true
                {
                    continue
                }
                // Registering for theme changes, or a styled image looked up by name; a view
                // asking for its colours (`AccountColorManager.shared.palette(for: owner)`).
                // Or choosing the theme from a picker (`ThemingEngine.shared.setTheme(name)`).
                if let next,
                    Judgments.isThemingCall(next)
                        || ((Judgments.isStyleLookupName(next) || Judgments.isThemeChoosingCall(next)
                            || file.index.returnsStyleValue(typeName, method: next))
                            && isViewLayer(ownType, in: file))
                {
                    continue
                }
                // Also handed out by an argument-free function (`let themer = Themer.shared()` in
                // a window controller asking it for images and colours; held-out set 132: 5 of 5
                // SPEC "no").
                if next == nil, isBare, isViewLayer(ownType, in: file) { continue }
            }
            // An event posted or observed on the subject of an app-wide event bus.
            if let next, file.index.isEventSubject(of: typeName, member: next) { continue }
            // A log line written to a log sink (`LogTap.shared.note(…)`).
            if let next, segments[i + 2].arguments != nil, Judgments.isLogLineWrite(on: typeName, member: next) { continue }
            // Asking the logger factory for a logger (`LoggerFactory.shared.logger(name)`).
            if let next, Judgments.isLoggerMakerName(typeName),
                segments[i + 2].arguments != nil || Judgments.isLoggerName(Judgments.typeNameForm(next))
            {
                continue
            }
            // View code opening a link through the app's web presenter
            // (`WebControllerManager.shared.presentWebControllerWithURL(url, inController: self)`),
            // or presenting an alert or a screen through the app's UI controller
            // (`NCUserInterfaceController.sharedInstance().presentAlert(…)`): navigation, as
            // `UIApplication.shared.open(url)` is.
            if let next, let arguments = segments[i + 2].arguments, isViewLayer(ownType, in: file),
                Judgments.isPresentingName(next)
                    || Judgments.isLinkOpeningCall(next, firstLabel: file.argumentLabels(arguments).first)
                    || Judgments.isScreenPresentingCall(next, firstLabel: screenArgumentName(arguments, in: file))
            {
                continue
            }
            // A view or screen subscribing itself to a shared instance's updates, or cancelling
            // that (`ItemOperationManager.default.startUpdateView(view: self)`,
            // `GlobalMenuHandler.shared.register(self)`): read like `NotificationCenter.default
            // .addObserver(self, …)`, the view handing itself in (held-out set 76: 7 of 7 not acted
            // on; set 72: 6 of 6 Catalyst menu registrations), also under a bare verb and a
            // subscriber's label (`add(observer: self)`).
            if let next, let arguments = segments[i + 2].arguments, isViewLayer(ownType, in: file),
                Judgments.isSubscriptionCall(next, firstLabel: file.argumentLabels(arguments).first),
                isOnlySelf(arguments, in: file)
            {
                continue
            }
            // Or setting itself as its delegate (`FirestoreManager.shared.delegate = self` in a
            // screen reloading when a sync ends; held-out set 161: 2 of 2 not acted on).
            if let next, segments.endIndex == i + 3, segments[i + 2].arguments == nil, Judgments.isCallbackName(next),
                isViewLayer(ownType, in: file), isSetToSelf(Int(segments[i + 2].name), in: file)
            {
                continue
            }
            // An analytics event a view sends (`Collector.shared.save(event: "Viewed", …)` in
            // `onAppear`): reviewers leave the view's telemetry inline (held-out set 70: 26 of 26
            // SwiftUI views not acted on). Also a UIKit screen's and a coordinator's
            // (`Tracker.shared.track(event: .getStarted)`), the app's telemetry convention: set
            // 68's labellers acted on 25 of 37, set 79's on 3 of 11, sets 81 and 83's on 0 of 8
            // (28 of 56, half). A view model sending it is reported (set 70: 4 of 4 acted on).
            if let ownType, sendsAnalyticsEvent(segments[(i + 2)...], on: typeName, in: file),
                isViewLayer(ownType, in: file) || Judgments.hasWiringTypeName(ownType) || file.isInScreenExtension(owner)
            {
                continue
            }
            // So is the analytics instance a view keeps in a private property only to send its
            // events through (`private let analytics = AnalyticsService.shared`, then
            // `analytics.track(.searchViewed())`; held-out set 269: 6 of 6 not acted on, 2 SPEC
            // "no"). A SwiftUI view's property of any access level too, its initial value the
            // shared instance (`var analytics: Analytics = AnalyticsProvider.shared` in a view
            // with an initializer of its own, used for tap events or not at all; held-out set
            // 327: 6 of 6 not acted on).
            if next == nil, isBare, let ownType, isViewLayer(ownType, in: file),
                file.sendsOnlyAnalyticsEvents(
                    through: chain, owner: owner, on: typeName, ofAnyAccess: file.index.isSwiftUIView(ownType))
            {
                continue
            }
            // Where to present: the on-screen hierarchy read through a hub (`….shared.topViewController`),
            // and the app's window it keeps, the chain's last word (`Application.shared.window`
            // handed to its own `presentInitialScreen(in:)`; held-out set 54: 1 of 1, SPEC "no";
            // not a screen reached through it, `….window?.rootViewController as? ChatViewController`).
            // So is a screen's own navigation stack read through it (`V2Client.sharedInstance
            // .centerViewController!.navigationController?.present(login, …)`; held-out set 69: 2
            // of 2, SPEC "no"); the screen itself used is still reported.
            if let next, segments[i + 2].arguments?.isEmpty ?? true, segments[i + 2].trailingClosure == nil,
                Judgments.isScreenHierarchyMember(next)
                    || (i + 3 == segments.endIndex && Judgments.windowMemberNames.contains(next))
                    || (i + 3 < segments.endIndex && file.token(Int(segments[i + 3].name), is: "navigationController"))
            {
                continue
            }
            // A helper the caller hands everything it works on (`Stack.shared.fetch(…, on: context)`).
            if let next, segments[i + 2].arguments != nil || segments[i + 2].trailingClosure != nil,
                file.index.isHelperCall(
                    on: typeName, method: next,
                    labels: segments[i + 2].trailingClosure == nil ? segments[i + 2].arguments.map(file.argumentLabels) : nil)
            {
                continue
            }
            if next == nil && isBare && (file.isWholeInjectedArgument(chain) || file.isCatalogEntry(chain)) { continue }
            // The shared instance kept in a local only to call helpers on (`let
            // packageListManager = PackageListManager.shared`, then only
            // `packageListManager.sortPackages(packages:search:)`; held-out set 275: 1 of 1 SPEC "no").
            if next == nil && isBare && isLocalCallingOnlyHelpers(chain, of: typeName, in: file) { continue }
            // One of a protocol's strategy singletons handed out as the protocol, by a computed
            // property or function declared to return it (`static var manual: AdaptiveMode {
            // ManualMode.shared }`, a mode enum's `switch` mapping its cases to their strategies,
            // a fallback `?? ManualMode.shared`): choosing among implementations, as a factory
            // does, not a dependency of the code choosing (held-out set 55: 3 of 3 not acted on).
            if next == nil && isBare && isHandedOutAsProtocol(typeName, owner: owner, in: file) { continue }
            if isDispatchCase(chain, in: file) { continue }
            // Whether an optional shared instance exists (`CallManager.instance != nil`): a
            // feature check that uses nothing of it (held-out set 24: 2 of 2 not acted on).
            if next == nil && isBare && isComparedWithNil(chain, in: file) { continue }
            // A stateless null object set whole as a table's data source or a delegate
            // (`tableView.dataSource = EmptyFeed.shared`): UIKit's callback role filled with a
            // constant answer, nothing pulled out (held-out set 123: 2 of 2 SPEC "no").
            if next == nil && isBare && file.isSetAsCallbackRole(chain)
                && file.index.facts(named: typeName).allSatisfy({ $0.storedPropertyCount == 0 })
            {
                continue
            }
            // `_ = ContentBlocking.shared`: creating the instance early, at launch, before what
            // needs it runs; nothing is read from it (held-out sets 38 and 41: 3 of 3 not acted
            // on, two SPEC "no").
            if next == nil && isBare && isDiscarded(chain, in: file) { continue }
            // A SwiftUI view holding the shared model to hand it into its subtree's environment
            // (`@StateObject private var search = SearchViewModel.shared` beside
            // `.environmentObject(search)`): the root of what reads it, where it is injected
            // (held-out set 44: 2 of 2 not acted on; a `Scene` too, set 46: 2 of 2 SPEC "no"). A
            // view only reading it is still reported.
            if next == nil && isBare, let ownType, file.index.isSwiftUIEnvironmentRoot(ownType),
                isHandedToEnvironment(chain, owner: owner, in: file)
            {
                continue
            }
            // The window a scene delegate keeps, read through its shared instance
            // (`SceneDelegate.shared?.window?.traitCollection`): UIKit's window idiom, as on the
            // app delegate (held-out set 38: 1 of 1 not acted on, SPEC "no").
            if let next, segments[i + 2].arguments == nil, Judgments.isSceneDelegateName(typeName) {
                let then = i + 3 < segments.endIndex ? file.text(ofToken: Int(segments[i + 3].name)) : nil
                if Judgments.isAppDelegateIdiomMember(next, then: then) { continue }
            }
            // Debug tooling reaches into live state on purpose (a type named so, `#if DEBUG`).
            if file.isDebugOrDeprecatedCode(owner, token: Int(chain.start)) { return }
            reported.record(
                token: Int(member.name), owner: owner, user: ownType, type: typeName, member: memberName,
                readsOnly: isBare && !isArgument(chain, in: file)
                    && readsOnly(
                        segments[(i + 2)...], of: typeName, observedBy: owner, chainStart: Int(chain.start), in: file),
                in: file)
        }
    }

    /// The first argument's label, or for an unlabelled one that is a bare name, the name
    /// (`show(vc, animated: false)` gives `vc`).
    private func screenArgumentName(_ arguments: TokenRange, in file: FileContext) -> String? {
        guard let label = file.argumentLabels(arguments).first else { return nil }
        let start = Int(arguments.start)
        guard label == "_", file.token(start).kind == .identifier,
            start + 1 == Int(arguments.end) || file.token(start + 1).kind == .comma
        else { return label }
        return file.text(ofToken: start)
    }

    /// The standard conversions, roundings and clamps of a number (`CGFloat(…)`, `String(…)`,
    /// `abs(…)`, `round(…)`, `max(…)`): what they give is the value read, in another form.
    static let valueConversions = NameSet([
        "CGFloat", "Double", "Float", "Int", "Int32", "Int64", "UInt", "String", "abs", "round", "floor", "ceil", "max",
        "min",
    ])

    /// The operators whose answer, not the value read, goes on: `==`, `!=`, `<`, `>`, `<=`, `>=`.
    static let comparisonOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">="]

    /// Whether chain `chain` is handed to a call, the token before it an opening parenthesis,
    /// a comma or a label's colon: `save(SlideCoreData.sharedInstance.backgroundContext)`,
    /// `merge(into: …)`. Not a parenthesis that groups, after a keyword or an operator (`if
    /// (BaseData.instance.getCurrency() == position)`; held-out set 78).
    /// Nor a read compared in place: the comparison's answer is what the call gets (`.font:
    /// APPSESSION.userDetail?.currency == "AED" ? dirham : bold` in a cell; held-out set 132: 5
    /// of 5 SPEC "no"). Nor the first argument of an image loader's `setImage` (Kingfisher's
    /// `kf.setImage(with:)`, `sd_setImage(with:)`), which draws it.
    /// Nor one converted to another number or to text, or rounded, in place
    /// (`CGFloat(UserStats.shared.score)` sizing a chart's bars; held-out set 201: 1 of 1 not
    /// acted on): the value is what goes on, and the conversion is asked the same question
    /// (`getUser(id: Int(DataManager.sharedInstance.loggedUser.Id))` hands it on).
    private func isArgument(_ chain: ExpressionChain, in file: FileContext) -> Bool {
        isHandedOn(from: Int(chain.start), to: Int(chain.end), in: file)
    }

    /// `isArgument` for the expression of tokens `start..<end`.
    private func isHandedOn(from start: Int, to end: Int, in file: FileContext, depth: Int = 0) -> Bool {
        let before = start - 1
        guard before >= 0 else { return false }
        let after = end
        if after < file.tree.tokens.count, file.token(after).kind.isOperator,
            Self.comparisonOperators.contains(file.text(ofToken: after))
        {
            return false
        }
        let kind = file.token(before).kind
        // An image view's loader shown the value (`avatarImageView.kf.setImage(with:
        // AuthStore.shared.user?.avatarUrl)`): the signed-in user's picture drawn where it is
        // shown, as a title is (held-out set 274: 3 of 3 not acted on).
        if kind == .leftParen || kind == .colon, let open = file.enclosingParenthesis(of: before), open > 0,
            open == before || open + 2 == before, file.token(open - 1).kind == .identifier, file.text(ofToken: open - 1).hasSuffix("setImage")
        {
            return false
        }
        // A conversion's or a clamp's argument (`CGFloat(…)`, `max(1.0, …)`): asked of the call.
        if depth < 4, kind == .leftParen || kind == .comma, let open = file.enclosingParenthesis(of: before),
            open > 0, file.token(open - 1).kind == .identifier, file.tree.token(open - 1, isIn: Self.valueConversions),
            let close = file.matches.close(of: open)
        {
            return isHandedOn(from: open - 1, to: close + 1, in: file, depth: depth + 1)
        }
        guard kind == .leftParen, before > 0 else { return kind == .leftParen || kind == .comma || kind == .colon }
        let callee = file.token(before - 1)
        switch callee.kind {
        case .identifier, .rightParen, .rightSquare, .postfixQuestion, .exclamation: return true
        case .keyword: return callee.is(.self) || callee.is(.super) || callee.is(.`init`)
        default: return false
        }
    }

    /// Whether the rest of a chain after a shared instance reads its properties and nothing
    /// more: no call, no closure, no subscript, nothing assigned (`.serverURL?.host`). The
    /// observers of a stored property the chain is the value of (`var state = X.shared.state
    /// { didSet … }`) are no closure of the chain's. A call of a method of `typeName` that only
    /// returns a stored preference (`BaseData.instance.getHideValue()` in a cell,
    /// `MemberFact.readsPreference`) reads it as a property would (held-out set 78: 8 of 8
    /// such cells and screens not acted on).
    /// A question asked of a property's value read so (`.dummyMyFollowees.contains(userId)`,
    /// `.items.first { $0.id == id }`) reads it too (held-out set 175: 5 of 5 views and
    /// screens asking whether the user follows someone not acted on). So does a text's own
    /// transform (`.userObj.name?.capitalizingFirstLetter()`, a method of the set's extension
    /// of `String`; `.uppercased()`): a greeting built from the signed-in user's name (held-out
    /// set 179: 2 of 2 screens not acted on). A subscript ending the chain only asking whether
    /// a key is there reads as `contains` does (`asksPresence`).
    private func readsOnly(
        _ rest: ArraySlice<ChainSegment>, of typeName: String, observedBy owner: Int, chainStart: Int,
        in file: FileContext
    ) -> Bool {
        guard let last = rest.last, isPropertyReads(rest.dropLast()),
            let first = rest.first, !readsStore(file.text(ofToken: Int(first.name)), of: typeName, in: file)
        else { return false }
        let method = file.text(ofToken: Int(last.name))
        let isQuery =
            rest.count >= 2 && (last.arguments != nil || last.trailingClosure != nil)
            && (Self.valueQueries.contains(method) || isStringExtensionMethod(method, in: file))
        if let arguments = last.arguments, !isQuery {
            guard rest.count == 1, arguments.isEmpty, last.trailingClosure == nil,
                readsPreference(file.text(ofToken: Int(last.name)), of: typeName, in: file)
            else { return false }
        }
        if let closure = last.trailingClosure, !isQuery {
            // The body of the `if` whose condition the read is (`if let player =
            // AudioService.shared.player { … }`; held-out set 66: 5 of 5 SPEC "no").
            if file.isStatementBody(openingBrace: Int(closure.start) - 1) { return true }
            guard owner >= 0, file.declaration(owner).accessorBlock.start + 1 == closure.start else { return false }
            return true
        }
        // After a call's `)` (its arguments' tokens end before it).
        var next = last.arguments.map { Int($0.end) + 1 } ?? Int(last.name) + 1
        let tokens = file.tree.tokens
        while next < tokens.count && (tokens[next].kind == .postfixQuestion || tokens[next].kind == .exclamation) {
            next += 1
        }
        guard next < tokens.count else { return true }
        if tokens[next].kind == .leftSquare {
            return asksPresence(subscriptAt: next, chainStart: chainStart, in: file)
        }
        if tokens[next].kind == .equal || tokens[next].kind == .leftParen {
            return false
        }
        // A compound assignment (`+=`, `-=`), not a comparison.
        guard tokens[next].kind == .binaryOperator else { return true }
        let text = file.text(ofToken: next)
        return !(text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text))
    }

    /// Whether the subscript opening at `open`, the end of a chain starting at `chainStart`, only
    /// asks whether a key is there, as `contains` would: compared with `nil`
    /// (`.savedTracks[id] != nil`) or bound to `_` (`if let _ = ….savedTracks[id]`). A cell
    /// marking a song saved so reads the signed-in user's state (held-out set 297: 4 of 4 not
    /// acted on); a subscript whose value is used takes a model out of a shared cache and is
    /// still flagged (held-out set 175: 9 of 9 acted on).
    private func asksPresence(subscriptAt open: Int, chainStart: Int, in file: FileContext) -> Bool {
        guard let close = file.matches.close(of: open) else { return false }
        let tokens = file.tree.tokens
        var next = close + 1
        while next < tokens.count && (tokens[next].kind == .postfixQuestion || tokens[next].kind == .exclamation) {
            next += 1
        }
        if next + 1 < tokens.count, tokens[next].kind == .binaryOperator, file.token(next + 1, is: "nil") {
            return file.token(next, is: "!=") || file.token(next, is: "==")
        }
        guard chainStart >= 3, tokens[chainStart - 1].kind == .equal, file.token(chainStart - 2, is: "_"),
            file.token(chainStart - 3, is: "let") || file.token(chainStart - 3, is: "var")
        else { return false }
        return next >= tokens.count || tokens[next].kind == .leftBrace || tokens[next].kind == .comma
            || file.token(next, is: "else")
    }

    /// Whether the rest of a chain after a shared instance of `typeName` sends an analytics event
    /// (`Judgments.isAnalyticsEvent`): its first member called so, or a call on its first
    /// member when that member is named for analytics (`AppCore.shared.analytics
    /// .logEvent(withEvent: .tapCreate)` in a button's action; held-out set 197: 3 SPEC "no").
    private func sendsAnalyticsEvent(_ rest: ArraySlice<ChainSegment>, on typeName: String, in file: FileContext) -> Bool {
        guard let first = rest.first else { return false }
        var call = first
        var target = typeName
        if first.arguments == nil, rest.count > 1 {
            let member = Judgments.typeNameForm(file.text(ofToken: Int(first.name)))
            guard Judgments.analyticsTypeWords.contains(where: member.contains) else { return false }
            call = rest[rest.startIndex + 1]
            target = member
        }
        guard let arguments = call.arguments else { return false }
        return Judgments.isAnalyticsEvent(
            on: target, method: file.text(ofToken: Int(call.name)), firstLabel: file.argumentLabels(arguments).first,
            namesEvent: file.namesEvent(arguments), hasArguments: !arguments.isEmpty)
    }

    /// Whether the rest of a chain after a shared instance reads a colour or a font: its first
    /// member named for one, read (not assigned) or a method of `typeName` returning one
    /// (`.accentColor`, `.getTextColor()`), or, through property reads, its last
    /// (`.appTheme.color`, the accent colour enum's `color` tinting a checkmark; held-out set
    /// 193: 4 of 4 SPEC "no"), also through argument-free getters on the way
    /// (`.getAppTheme().colorSkin.tintColor`) and ending in one, named for a style value or
    /// declared by the stored choice's type to return one (`.theme.getTextStyle()`, an
    /// `AnyShapeStyle`; held-out set 203: 20 of 20 SPEC "no").
    private func readsStyleValue(_ rest: ArraySlice<ChainSegment>, of typeName: String, in file: FileContext) -> Bool {
        guard let first = rest.first, let last = rest.last, first.trailingClosure == nil else { return false }
        let name = file.text(ofToken: Int(first.name))
        if Judgments.isStyleValueName(name) {
            return first.arguments == nil
                ? !file.isAssigned(after: Int(first.name)) : file.index.returnsStyleValue(typeName, method: name)
        }
        // Or a property declared as one (`var background: Color { colors.background }`), or as
        // a table of colours read down to a member (`colors: Colors`, `.colors.secondary`): its
        // annotation says a colour is read, whatever the names (held-out set 322: 5 SPEC "no").
        if isPropertyReads(rest), !file.isAssigned(after: Int(last.name)),
            let held = file.index.instanceProperty(name, of: typeName)?.value?.givenTypeNames.last,
            Judgments.styleValueTypeNames.contains(held) || Judgments.isColourTableName(held)
        {
            return true
        }
        guard rest.count > 1, rest.allSatisfy({ $0.trailingClosure == nil && $0.arguments?.isEmpty ?? true }) else {
            return false
        }
        let lastName = file.text(ofToken: Int(last.name))
        if Judgments.isStyleValueName(lastName) { return last.arguments != nil || !file.isAssigned(after: Int(last.name)) }
        // The type the stored choice holds, as its annotation or its constructor names it
        // (`var theme: Theme!` gives `Theme`).
        guard rest.count == 2, first.arguments == nil, last.arguments != nil,
            case .stored(let names)? = file.index.instanceProperty(name, of: typeName)?.value, let held = names.last
        else { return false }
        return file.index.returnsStyleValue(held, method: lastName)
    }

    /// Whether property `member` of singleton type `typeName` holds or gives the app's database
    /// handle, a Core Data or SwiftData context or container (`var context:
    /// NSManagedObjectContext { container.viewContext }`): read out, it is the store itself,
    /// taken to write (`let context = CoreDataManager.shared.context` in a login screen
    /// inserting the user; held-out set 192: 4 screens, flagged by the reader, none found).
    private func readsStore(_ member: String, of typeName: String, in file: FileContext) -> Bool {
        file.index.facts(named: typeName).contains { fact in
            fact.members.contains { property in
                guard property.name == member, !property.isStatic else { return false }
                return property.value?.givenTypeNames.contains(where: ProjectIndex.storeHandleTypeNames.contains) ?? false
            }
        }
    }

    /// Questions of a collection or a string value that change nothing, and a string's own
    /// transforms (`readsOnly`).
    static let valueQueries: Set<String> = [
        "contains", "first", "last", "firstIndex", "lastIndex", "filter", "allSatisfy", "hasPrefix", "hasSuffix",
        "uppercased", "lowercased", "trimmingCharacters", "components", "replacingOccurrences",
    ]

    /// Whether the analyzed set declares an instance method `name` in an extension of
    /// `String`, `Substring` or `StringProtocol` (`func capitalizingFirstLetter() -> String`):
    /// a transform of the text it is called on.
    private func isStringExtensionMethod(_ name: String, in file: FileContext) -> Bool {
        Self.stringTypeNames.contains { type in
            file.index.facts(named: type).contains { fact in
                fact.kind == .extension && fact.members.contains { $0.kind == .func && !$0.isStatic && $0.name == name }
            }
        }
    }

    static let stringTypeNames = ["String", "Substring", "StringProtocol"]

    /// Whether every method named `name` of `typeName` only returns a stored preference.
    private func readsPreference(_ name: String, of typeName: String, in file: FileContext) -> Bool {
        let methods = file.index.facts(named: typeName).flatMap(\.members).filter { $0.name == name && $0.kind == .func }
        return !methods.isEmpty && methods.allSatisfy(\.readsPreference)
    }

    /// The shared instance a chain's first name stands for, a file-scope alias of it
    /// (`Biz.business.peerManager`), with the alias's token.
    private func aliasedSingleton(
        _ segments: ArraySlice<ChainSegment>, in file: FileContext
    ) -> (target: AliasTarget, token: Int)? {
        guard let first = segments.first, first.arguments == nil, first.trailingClosure == nil else { return nil }
        let token = Int(first.name)
        guard file.token(token).kind == .identifier, file.token(token, isIn: file.index.singletonAliasNames),
            let target = file.index.singletonAlias(file.text(ofToken: token))
        else { return nil }
        return (target, token)
    }

    /// A stored property's default that the type's own static factory always replaces (`var
    /// env: AppEnvironment = .shared` beside `static func create(env:)` setting `controller.env
    /// = env`; held-out set 16: 2 of 2 not acted on): a storyboard scene's injection. So does
    /// every initializer that sets it (`FileContext.isReplacedByEveryInitializer`).
    private func isReplacedByOwnFactory(_ owner: Int, region: Int32, in file: FileContext) -> Bool {
        guard owner >= 0, file.region(region, isInside: [.propertyInitializer]) else { return false }
        let d = file.declaration(owner)
        guard d.kind == .var, !d.modifierSet.isTypeMember, let type = file.enclosingTypeName(of: owner) else { return false }
        let name = file.name(of: owner)
        return file.isSetByOwnFactory(name, of: type) || file.isReplacedByEveryInitializer(name, of: type)
    }

    /// Whether `owner` is a function or computed property whose declared result is a protocol
    /// of the set that `typeName` implements, choosing among strategies: a static member (the
    /// protocol's own alias, a static factory), a member of an enum (its cases mapped to their
    /// strategies), or any member when two or more of the protocol's implementations have
    /// shared instances (`ManualMode.shared`, `SensorMode.shared` for `AdaptiveMode`). An
    /// instance getter handing out a protocol's one shared implementation hides it (`var api:
    /// APIClient { APIService.shared }`). So is a static stored property declared as the
    /// protocol whose value chooses once (`static let audioQueuePlayer: AudioQueuePlayer = {
    /// switch … { case .appleDRM: player = DRMAudioQueuePlayer.instance … } }()`; held-out set
    /// 311: 2 of 2 SPEC "no").
    private func isHandedOutAsProtocol(_ typeName: String, owner: Int, in file: FileContext) -> Bool {
        guard owner >= 0 else { return false }
        let d = file.declaration(owner)
        let isComputed = d.kind == .var && d.initializer.isEmpty && !d.accessorBlock.isEmpty
        let isStaticStored = d.kind.isVariable && d.modifierSet.isTypeMember && !d.initializer.isEmpty
        guard d.kind == .func || isComputed || isStaticStored, !d.type.isEmpty else { return false }
        let isChooser =
            d.modifierSet.isTypeMember
            || (file.enclosingTypeName(of: owner).map { file.index.kind(of: $0) == .enum } ?? false)
        return file.typeReference(d.type).names.contains { name in
            guard file.index.isProtocol(name) else { return false }
            let implementations = file.index.implementations(of: name)
            guard implementations.contains(where: { $0.name == typeName }) else { return false }
            return isChooser || implementations.filter({ !file.index.singletonMembers(of: $0.name).isEmpty }).count >= 2
        }
    }

    /// Whether `chain` is the whole of a `switch` case, in a switch whose cases each reach a
    /// different shared instance, three or more (`case .spotify: SpotifyController.shared
    /// .refreshState()`, `case .windowSnap: WindowSnapManager.shared.loadAndStartMonitoring()`):
    /// a dispatch table waking the feature each case names, one problem of the switched kind
    /// and no dependency of the code switching. A reviewer would at most move the table beside
    /// the kind (held-out set 314: 7 of 7 not acted on, in two copies of one switch). Asked only
    /// where a finding would otherwise be made.
    private func isDispatchCase(_ chain: ExpressionChain, in file: FileContext) -> Bool {
        let tokens = file.tree.tokens
        let start = Int(chain.start)
        // The case ends with the chain, or with a `break` after it, which does nothing: the next
        // case, or the switch's closing brace (held-out set 316: twelve uploaders, each case
        // ending `break`, 12 of 12 SPEC "no").
        var end = Int(chain.end)
        if end + 1 < tokens.count && tokens[end].is(.break) && tokens[end + 1].isAtLineStart { end += 1 }
        guard start >= 3, end < tokens.count, tokens[start - 1].kind == .colon,
            tokens[end].kind == .rightBrace || tokens[end].is(.case) || tokens[end].is(.default)
        else { return false }
        // Back over the case's pattern to its `case` or `default`, then over the earlier cases
        // (each bracketed group whole) to the switch's opening brace.
        var index = start - 2
        var label: Int?
        while index >= 0 {
            let t = tokens[index]
            switch t.kind {
            case .rightParen, .rightSquare, .rightBrace:
                guard let open = file.matches.open(of: index) else { return false }
                index = open
            case .leftParen, .leftSquare:
                return false
            case .leftBrace:
                guard label != nil, file.isStatementBody(openingBrace: index) else { return false }
                return (dispatchedSingletons(switchBody: index, in: file)?.count ?? 0) >= 3
            case .colon, .equal, .semicolon, .postfixQuestion:
                // A second statement, or a ternary, in the case.
                if label == nil { return false }
            case .keyword where label == nil && (t.is(.case) || t.is(.default)):
                label = index
            default:
                break
            }
            index -= 1
        }
        return false
    }

    /// The shared instances a switch's cases reach, when each case reaches exactly one and no
    /// two cases the same one; nil otherwise. `brace` opens the switch's body.
    private func dispatchedSingletons(switchBody brace: Int, in file: FileContext) -> Set<String>? {
        let tokens = file.tree.tokens
        var reached: Set<String> = []
        var current: Set<String> = []
        var depth = 0
        var cases = 0
        var index = brace + 1
        func closeCase() -> Bool {
            guard cases > 0 else { return true }
            guard current.count == 1, reached.isDisjoint(with: current) else { return current.isEmpty }
            reached.formUnion(current)
            return true
        }
        while index < tokens.count {
            let t = tokens[index]
            switch t.kind {
            case .leftParen, .leftSquare, .leftBrace:
                depth += 1
            case .rightParen, .rightSquare:
                depth -= 1
            case .rightBrace:
                if depth == 0 { return closeCase() ? reached : nil }
                depth -= 1
            case .keyword where depth == 0 && (t.is(.case) || t.is(.default)):
                // `if case`, `guard case`, `for case` and a pattern list's `, case` are no label.
                let before = tokens[index - 1]
                if before.kind == .comma || before.is(.if) || before.is(.guard) || before.is(.while) || before.is(.for) {
                    break
                }
                guard closeCase() else { return nil }
                cases += 1
                current = []
            case .identifier:
                guard index + 2 < tokens.count, tokens[index + 1].kind == .period, tokens[index - 1].kind != .period
                else { break }
                let type = file.index.singletonTypeName(file.text(ofToken: index))
                if file.index.isSingleton(type, member: file.text(ofToken: index + 2)) { current.insert(type) }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Whether chain `chain` is compared with `nil` and nothing more: `X.instance != nil`,
    /// `X.instance == nil`.
    private func isComparedWithNil(_ chain: ExpressionChain, in file: FileContext) -> Bool {
        let end = Int(chain.end)
        guard end + 1 < file.tree.tokens.count, file.token(end).kind == .binaryOperator,
            file.token(end + 1).is(.nil)
        else { return false }
        return file.tree.token(end, is: "!=") || file.tree.token(end, is: "==")
    }

    /// Whether chain `chain` is the whole right side of an assignment to `_`: `_ = X.shared`,
    /// `let _ = X.shared`.
    private func isDiscarded(_ chain: ExpressionChain, in file: FileContext) -> Bool {
        let (start, end) = (Int(chain.start), Int(chain.end))
        guard start >= 2, file.token(start - 1).kind == .equal, file.token(start - 2).is(.wildcard) else { return false }
        guard end < file.tree.tokens.count else { return true }
        let after = file.token(end).kind
        return after != .binaryOperator && after != .period && after != .postfixQuestion && after != .exclamation
    }

    /// Whether `chain` is the value of a stored property its own type's code hands into the
    /// environment (`.environmentObject(search)`, `.environment(search)`): the property's
    /// initial value, or the whole value an initializer assigns a private one (`self.settings =
    /// AppSettings.shared`; held-out set 210: 1 of 1 SPEC "no").
    private func isHandedToEnvironment(_ chain: ExpressionChain, owner: Int, in file: FileContext) -> Bool {
        guard owner >= 0 else { return false }
        let property =
            file.region(chain.region, isInside: [.propertyInitializer])
            ? owner : file.privatePropertyAssigned(wholeValue: chain, in: owner) ?? -1
        guard property >= 0 else { return false }
        let d = file.declaration(property)
        guard d.kind.isVariable, !d.modifierSet.isTypeMember, d.parent >= 0 else { return false }
        let name = file.name(of: property)
        let type = file.declaration(Int(d.parent)).tokens
        let end = Int(type.end)
        for i in type.indices where i > Int(type.start) && i + 3 < end && file.token(i).kind == .identifier {
            guard file.token(i, is: "environmentObject") || file.token(i, is: "environment"),
                file.token(i - 1).kind == .period, file.token(i + 1).kind == .leftParen,
                let close = file.matches.close(of: i + 1)
            else { continue }
            // The whole value (`.environmentObject(search)`) or a part of it under a key
            // (`.environment(\.managedObjectContext, persistenceController.container.viewContext)`).
            for j in (i + 2)..<close where file.token(j - 1).kind == .leftParen || file.token(j - 1).kind == .comma {
                guard file.token(j).kind == .identifier, file.text(ofToken: j) == name else { continue }
                let after = file.token(j + 1).kind
                if after == .rightParen || after == .period || after == .comma { return true }
            }
        }
        return false
    }

    /// Whether `chain` is the whole value of a local the rest of its function uses, and only
    /// to call helpers of `typeName` on (`ProjectIndex.isHelperCall`).
    private func isLocalCallingOnlyHelpers(_ chain: ExpressionChain, of typeName: String, in file: FileContext) -> Bool {
        guard let uses = file.usesOfLocal(boundTo: chain) else { return false }
        let tokens = file.tree.tokens
        return !uses.isEmpty
            && uses.allSatisfy { i in
                guard i + 3 < tokens.count, tokens[i + 1].kind == .period, tokens[i + 2].kind == .identifier,
                    tokens[i + 3].kind == .leftParen, let close = file.matches.close(of: i + 3)
                else { return false }
                return file.index.isHelperCall(
                    on: typeName, method: file.text(ofToken: i + 2),
                    labels: file.argumentLabels(TokenRange(i + 4, close)))
            }
    }

    /// Whether `owner` is a file-scope alias's declaration (`let MBiz = Manager.shared`).
    private func isAliasDeclaration(_ owner: Int, in file: FileContext) -> Bool {
        guard owner >= 0, !file.index.singletonAliasNames.names.isEmpty else { return false }
        let d = file.declaration(owner)
        return d.parent < 0 && d.kind.isVariable && file.index.singletonAlias(file.name(of: owner)) != nil
    }

    /// A use of a global alias (`Biz.business.peerManager`): the singleton under another name,
    /// judged as the singleton is, and reported at the alias.
    private func checkAliasUse(
        _ alias: (target: AliasTarget, token: Int), _ chain: ExpressionChain,
        segments: ArraySlice<ChainSegment>, owner: Int, user ownType: String?, in file: FileContext,
        reported: inout ReportedAccesses
    ) {
        let (type, member) = (alias.target.singleton.type, alias.target.singleton.member)
        guard isHiddenSingleton(type, member: member, user: ownType, owner: owner, in: file) else { return }
        let second = segments[segments.index(after: segments.startIndex)]
        let next = file.text(ofToken: Int(second.name))
        // A flag of the alias's value (`Biz.isTestnet`, a `let` its initializer sets) and an
        // ambient service the hub holds (`App.snackbar.show(…)`), as through `.shared`.
        if let valueType = alias.target.valueType, file.index.isPlainConstantRead(of: valueType, member: next) {
            return
        }
        if second.arguments == nil, second.trailingClosure == nil, Judgments.isAmbientServiceName(Judgments.typeNameForm(next)) {
            return
        }
        if file.isDebugOrDeprecatedCode(owner, token: alias.token) { return }
        if isCompanionBesideType(type, owner: owner, in: file) { return }
        // A screen or cell only reading through the alias shows the app's state, as through
        // `.shared` (held-out set 115: 12 of 12 such reads SPEC "no").
        let rest = segments.dropFirst()
        reported.record(
            token: alias.token, owner: owner, user: ownType, type: type, member: member,
            alias: file.text(ofToken: alias.token),
            readsOnly: !isArgument(chain, in: file)
                && readsOnly(
                    rest, of: alias.target.valueType ?? type, observedBy: owner, chainStart: Int(chain.start), in: file),
            in: file)
    }

    /// `var tracker: AccountsTracker { .main }` and `let tracker: AccountsTracker = .main`: a
    /// property of another type whose whole getter or initializer is the implicit member
    /// naming the annotated type's shared instance.
    private func checkImplicitMember(
        _ chain: ExpressionChain, segment: ChainSegment, in file: FileContext, reported: inout ReportedAccesses
    ) {
        let name = Int(segment.name)
        guard segment.arguments == nil, segment.trailingClosure == nil, file.tokenMayBeSingletonMember(name) else { return }
        let region = file.tree.regions[Int(chain.region)]
        guard region.kind == .accessorBody || region.kind == .propertyInitializer, region.owner >= 0 else { return }
        var first = Int(region.tokens.start)
        if first < Int(chain.start) && file.token(first).is(.return) { first += 1 }
        guard first == Int(chain.start) && chain.end == region.tokens.end else { return }
        let owner = Int(region.owner)
        let property = file.declaration(owner)
        guard property.kind.isVariable, let written = file.typeReference(property.type).name else { return }
        let typeName = file.index.singletonTypeName(written)
        let memberName = file.text(ofToken: name)
        let ownType = user(owner, in: file)
        guard file.index.isSingleton(typeName, member: memberName),
            isHiddenSingleton(typeName, member: memberName, user: ownType, owner: owner, in: file),
            !file.isWiringCode(chain.region), !file.isDebugOrDeprecatedCode(owner, token: name), !file.isDefaultInjection(chain),
            !file.isInExtensionOfPlatformType(owner),
            !(Judgments.isAppearanceName(typeName) && isViewLayer(ownType, in: file)),
            !isReplacedByOwnFactory(owner, region: chain.region, in: file),
            !file.isInUnusedPrivateCode(chain, owner: owner)
        else { return }
        reported.record(token: name, owner: owner, user: ownType, type: typeName, member: memberName, in: file)
    }

    /// Whether the object a chain reaches through a singleton is handed whole into a call as a
    /// labelled argument, with only property reads after the singleton's member (`rest`):
    /// `Service(marketKit: Core.shared.marketKit)`; not `f(x: Core.shared.fetch())`. (A
    /// lookup's product is always a collaborator; a property read through a singleton may be
    /// state used in place, `if let event = Player.shared.event`, so only the argument counts.)
    private func isHandedIn(_ rest: ArraySlice<ChainSegment>, _ chain: ExpressionChain, in file: FileContext) -> Bool {
        isPropertyReads(rest) && file.isWholeInjectedArgument(chain)
    }

    /// Whether `segments` only read properties (no call, no trailing closure).
    private func isPropertyReads(_ segments: ArraySlice<ChainSegment>) -> Bool {
        segments.allSatisfy { $0.arguments == nil && $0.trailingClosure == nil }
    }

    /// The type whose code declaration `owner` is (nil at file scope); an extension of a
    /// singleton type's alias (`extension DSK`) is the type's own code.
    private func user(_ owner: Int, in file: FileContext) -> String? {
        file.typeName(owningDeclaration: owner).map(file.index.singletonTypeName)
    }

    /// Whether `typeName.member` is a singleton of the set that code of `user` hides: not its
    /// own, nor that of a type nested in it (`TransferStatistics.Coalescer` feeding its
    /// owner's shared instance; held-out set 53: 2 of 2 not acted on), nor one of a type
    /// declared inside the code's own type or function (`FileContext.declaresAround`). The app delegate, a DI container's shared instance and a hand-made `…Dependencies`
    /// locator are service_locator's (a lookup) or wiring (the container's own API): one
    /// finding per problem. An ambient singleton (a logger, haptics, a debug tool, a window, a
    /// configuration) is one app-wide decision, not a hidden dependency per call.
    private func isHiddenSingleton(
        _ typeName: String, member: String, user: String?, owner: Int, in file: FileContext
    ) -> Bool {
        file.index.isSingleton(typeName, member: member) && typeName != user && !options.accepted.contains(typeName)
            && !file.isNested(owner, in: typeName)
            && !file.index.isAppDelegateType(typeName)
            && !file.index.isContainerType(typeName) && !file.index.isHandMadeRegistry(typeName)
            && !file.index.isAmbientSingleton(typeName) && !isViewNavigating(typeName, user: user, owner: owner, in: file)
            && !isViewPreference(typeName, user: user, in: file) && !file.declaresAround(owner, typeNamed: typeName)
            && !file.index.isDeclaredInTestsOnly(typeName)
            && !(user.map(file.index.isMetatypeDescriptor) ?? false)
    }

    /// Whether `owner` is, or is inside, a file-scope variable holding a C function (`private
    /// let received: @convention(c) (…) -> Void = { … }`, which can capture nothing; held-out set
    /// 301: 1 of 1 SPEC "no") in a file that declares or extends type `typeName`. (A C callback
    /// written as a function at file scope is no finding at all: `isFreeFunction`.)
    private func isCallbackBesideType(_ typeName: String, owner: Int, in file: FileContext) -> Bool {
        let outer = file.fileScopeDeclaration(of: owner)
        guard outer >= 0 else { return false }
        let d = file.declaration(outer)
        let isCallback =
            d.kind.isVariable
            && d.type.indices.contains { i in
                file.tree.tokens[i].kind == .identifier && file.tree.token(i, is: "convention") && i > Int(d.type.start)
                    && file.tree.tokens[i - 1].kind == .atSign
            }
        return isCallback && file.declaresTypeAtFileScope(typeName, extensionsToo: true)
    }

    /// Whether `owner` is, or is inside, a static member or a private type, in a file that
    /// declares type `typeName` at file scope, or extends an alias of it (the file declaring a
    /// generic store's shared instance; held-out set 256: 3 of 3 SPEC "no"): the type's API
    /// written beside it. (Its API written as free functions, `func warpDropSend(optimiser:)`
    /// over `WarpDropManager.shared`, held-out set 96, is no finding at all: `isFreeFunction`.)
    private func isCompanionBesideType(_ typeName: String, owner: Int, in file: FileContext) -> Bool {
        var member = owner
        var isCompanion = false
        while member >= 0 && !isCompanion {
            let d = file.declaration(member)
            isCompanion =
                d.kind.isTypeContext
                ? d.modifierSet.isFilePrivate
                : d.modifierSet.isTypeMember
            member = Int(d.parent)
        }
        return isCompanion
            && (file.declaresTypeAtFileScope(typeName, extensionsToo: false) || file.extendsAlias(ofSingletonType: typeName))
    }

    /// Whether `owner` is, or is inside, a function at file scope: no initializer to take a
    /// dependency through, its callers are where the dependency is hidden. A module's `public`
    /// API over its own singletons (PopcornKit's `public func loadMovies(…) {
    /// MovieManager.shared.load(…) }`; held-out set 48: 5 of 5 not acted on), and an app's
    /// internal helpers and handlers (`func handleHeartbeatRefresh(task:)` calling
    /// `StudyManager.sharedInstance.heartbeat(…)`, `func makeImageRequest(url:)` reading
    /// `SettingsStore.shared.lowDataMode`): held-out sets 298, 302 and 303, 20 of 25 not acted
    /// on (set 60: 8 not acted on, labels split; set 84: 5).
    private func isFreeFunction(_ owner: Int, in file: FileContext) -> Bool {
        let function = file.fileScopeDeclaration(of: owner)
        return function >= 0 && file.declaration(function).kind == .func
    }

    /// UIKit and AppKit view-layer code (`ProjectIndex.isViewLayerType`: a view controller, a
    /// view, a cell, a coordinator; or the controller of a window or panel it keeps,
    /// `TypeFact.keepsWindow`) reading or writing the app's settings store
    /// (`Defaults.shared.showItemCounts` in a cell, `ProjectIndex.isSettingsStore`): the
    /// screen's own preference, left where it is by reviewers (held-out sets 13, 22 and 23);
    /// and a decoded model value reading its stored preference (`struct Fan: Codable` reading
    /// its threshold; set 23: 5 of 5 not acted on), or an enum value of the set (a form's field
    /// kinds prefilling each field from the stored profile: nothing can be injected into a
    /// case; set 29: 6 of 6 not acted on), or the app's locale provider keeping the chosen
    /// language there (`enum LanguageController { static var selected … }`: storing that
    /// setting is its job; set 32: 3 of 3 not acted on), or the settings layer itself, a
    /// settings store by its name (a small service keeping a flag in `UserDefaults` is no
    /// settings layer) or by its shape under a name with a settings word (`SettingsManager`
    /// holding the defaults, reaching `UserDefaultsManager.shared`; held-out set 168: 1 of 1
    /// SPEC "no"), or a class of plain values it loads from the defaults
    /// (`TypeFact.loadsValuesFromUserDefaults`: a style store saving its font scale through
    /// the settings store; set 69), such as a static facade forwarding to the store it migrates to (`Settings` reading
    /// `SettingsStore.appSettings`), or the theme restoring its saved choice (`Theme.init()`
    /// reading `SettingsStore.appSettings.theme`; set 40: 5 of 5 not acted on). A caseless namespace of static helpers is still
    /// reported (its functions could take the preference). A SwiftUI view holding the settings store
    /// is still reported: SwiftUI has the environment to hand it in, and reviewers asked for
    /// it there (sets 7 and 22: 6 of 6); so is a service, a view model or a handler reaching it.
    /// Not a SwiftUI settings pane (`MouseHIDSettingsView`, `AISettingsView`,
    /// `Judgments.isSettingsPaneName`), the store's own editor binding its pickers to it
    /// (held-out set 138: 6 of 6 not acted on), nor a view only settings panes build, such as
    /// a pane's picker sheet (`ProjectIndex.isSettingsPanePart`), unless it already receives
    /// the store (`@Environment(SettingsManager.self)`) and still reaches the shared instance
    /// (held-out set 164: 1 of 1 acted on, `FileContext.receivesProperty`). Nor a store that is
    /// only its defaults (`ProjectIndex.isDefaultsFacade`), which any SwiftUI view may hold as
    /// it would `@AppStorage`.
    private func isViewPreference(_ typeName: String, user: String?, in file: FileContext) -> Bool {
        guard let user, file.index.isSettingsStore(typeName) else { return false }
        let isSwiftUIView = file.index.isSwiftUIView(user)
        return (file.index.isViewLayerType(user) && !isSwiftUIView)
            || file.index.keepsWindow(user)
            || (isSwiftUIView
                && (Judgments.isSettingsPaneName(user) || file.index.isSettingsPanePart(user)
                    || file.index.isDefaultsFacade(typeName))
                && !file.receivesProperty(ofPlainType: typeName, inTypeNamed: user))
            || file.index.isDecodedValue(user)
            || file.index.isValueEnum(user) || Judgments.isLocaleProviderName(user) || Judgments.isSettingsStoreName(user)
            || (Judgments.namesSettings(user) && file.index.isSettingsStore(user))
            || Judgments.isAppearanceName(user) || file.index.facts(named: user).contains(where: \.loadsValuesFromUserDefaults)
    }

    /// Whether the member named at token `name` is set to `self` and nothing more (`.delegate =
    /// self`).
    private func isSetToSelf(_ name: Int, in file: FileContext) -> Bool {
        name + 2 < file.tree.tokens.count && file.token(name + 1).kind == .equal && file.token(name + 2).is(.self)
            && file.endsStatement(after: name + 2)
    }

    /// Whether a call's only argument is `self`, unlabelled or labelled as the subscriber
    /// (`register(self)`, `startUpdateView(view: self)`, `addObserver(observer: self)`,
    /// `attachObserver(agendaObserver: self)`), or
    /// `self` and the action it is called back on, as `NotificationCenter`'s target and
    /// selector (`addThemeChangeObserver(self, selector: #selector(themeChanged))`; held-out
    /// set 237: 11 of 11 theme observers SPEC "no"); not the screen a call works on
    /// (`subscribeToReminders(on: self)`, presenting there).
    private func isOnlySelf(_ arguments: TokenRange, in file: FileContext) -> Bool {
        var value = Int(arguments.start)
        let end = Int(arguments.end)
        if value + 1 < end, file.token(value + 1).kind == .colon {
            let label = file.text(ofToken: value)
            guard Self.subscriberLabels.contains(label) || Self.subscriberLabelSuffixes.contains(where: label.hasSuffix)
            else { return false }
            value += 2
        }
        guard value < end, file.token(value).is(.self) else { return false }
        if value + 1 == end { return true }
        // `self, selector: #selector(…)` and nothing after it.
        guard value + 4 < end, file.token(value + 1).kind == .comma, file.token(value + 2, is: "selector"),
            file.token(value + 3).kind == .colon, file.token(value + 4).kind == .poundIdentifier,
            file.token(value + 4, is: "#selector")
        else { return false }
        guard value + 5 < end, file.token(value + 5).kind == .leftParen, let close = file.matches.close(of: value + 5) else {
            return false
        }
        return close + 1 == end
    }

    private static let subscriberLabels = Set(
        Judgments.subscriberLabelWords + ["view", "client", "target", "object", "responder"])

    /// Endings of a label naming the subscriber with what it observes (`attachObserver(
    /// agendaObserver: self)`; held-out set 238: 7 of 7 findings placed there SPEC "no").
    private static let subscriberLabelSuffixes = Judgments.subscriberLabelWords.map(Judgments.typeNameForm)

    /// Whether `chain` is an operand of `===` or `!==`.
    private func isComparedByIdentity(_ chain: ExpressionChain, in file: FileContext) -> Bool {
        let before = Int(chain.start) - 1
        let after = Int(chain.end)
        return (before >= 0 && (file.token(before, is: "===") || file.token(before, is: "!==")))
            || (after < file.tree.tokens.count && (file.token(after, is: "===") || file.token(after, is: "!==")))
    }

    /// Whether `chain` is what a debug print writes out, an argument of `print`, `debugPrint`,
    /// `dump` or `NSLog`, also inside its text's interpolation (`print(UsersManager.shared
    /// .getUsers(), "$$$")` in `viewDidLoad`): a leftover line to delete, nothing the type
    /// depends on (held-out set 240: 1 of 1 not acted on).
    private func isDebugOutput(_ chain: ExpressionChain, in file: FileContext) -> Bool {
        let before = Int(chain.start) - 1
        guard before > 0, let open = file.enclosingParenthesis(of: before), open > 0 else { return false }
        let callee = open - 1
        return file.token(callee).kind == .identifier && file.tree.token(callee, isIn: Self.debugOutputFunctions)
            && (callee == 0 || file.token(callee - 1).kind != .period)
    }

    static let debugOutputFunctions = NameSet(["print", "debugPrint", "dump", "NSLog"])

    /// Whether `user` is view-layer code, which holds the app's theme as it reads the trait
    /// collection (held-out set 22: 3 of 3 views holding `ThemeModel.shared` not acted on; a
    /// method called on the theme, loading a file, is still an access).
    private func isViewLayer(_ user: String?, in file: FileContext) -> Bool {
        user.map(file.index.isViewLayerType) ?? false
    }

    /// Whether calling `method` of `typeName` fetches the picture view-layer code `user` shows:
    /// a picture fetch in any view (`image(forPicnic:)`), any fetch of a type named for
    /// pictures (`LocalImageStorage.shared.load(from:)` showing a cover; held-out set 175: 17
    /// of 17 in views not acted on), or in a cell its owner's (`profilePictureURL(for:)`).
    private func fetchesShownPicture(_ method: String, on typeName: String, user: String?, in file: FileContext) -> Bool {
        guard let user else { return false }
        if (Judgments.isPictureFetchName(method) || (Judgments.isFetchName(method) && Judgments.isPictureName(typeName)))
            && isViewLayer(user, in: file)
        {
            return true
        }
        return file.index.isReusableView(user) && Judgments.isPictureFetchName(method, owned: true)
    }

    /// Whether `user` is a class of view-layer code that is no navigator: a view controller,
    /// a view, a cell or a window of UIKit or AppKit.
    private func isPlatformViewClass(_ user: String?, in file: FileContext) -> Bool {
        guard let user, file.index.kind(of: user) == .class, !Judgments.isNavigatorName(user) else { return false }
        return file.index.isViewLayerType(user)
    }

    /// View-layer code presenting the next screen or opening a tapped link through the app's
    /// global navigator (`Button { Coordinator.shared.present(…) }`, a text view's link
    /// callback calling `URLRouter.shared.handleOrOpen(url:)`): the app's navigation idiom in
    /// view code, read like `@Environment(\.dismiss)` or `UIApplication.shared.open` (held-out
    /// set 11: 5 of 7 such SwiftUI views not acted on; set 30: 4 of 4 UIKit views). A view
    /// model or a service that navigates through it is still reported. The navigator is known
    /// by its name or by holding only navigation state (`ProjectIndex.isNavigator`). A
    /// controller keeping a window or panel is view-layer code here too (a status-bar
    /// controller keeping its menu window and opening settings through
    /// `MainSettingsCoordinator.shared.showSettings()`; held-out set 285: 1 of 1 SPEC "no").
    private func isViewNavigating(_ typeName: String, user: String?, owner: Int, in file: FileContext) -> Bool {
        guard let user, file.index.isNavigator(typeName) else { return false }
        return file.index.isViewLayerType(user) || file.isInScreenExtension(owner) || file.index.keepsWindow(user)
    }

    /// `'Feed' reaches for the singleton 'FeedStore.shared' (3 accesses); inject it …`, and for
    /// data-access objects, `… 'MessageDAO.shared' (2 accesses) and 2 more data-access objects,
    /// 'UserDAO.shared' (3 accesses), 'AppDAO.shared'; inject them …`.
    private func message(_ access: ReportedAccesses.Access) -> String {
        let who = access.user.map { "'\($0)' reaches" } ?? "this code reaches"
        let through = access.alias.map { " through the global '\($0)'" } ?? ""
        // The marker opens the first name's quote.
        var reached = "\(access.type).\(access.member)'\(through)\(Self.times(access.count))"
        if !access.others.isEmpty {
            let objects = access.others.count == 1 ? "object" : "objects"
            reached += " and \(access.others.count) more data-access \(objects), "
            reached += access.others.map { "'\($0.name)'\(Self.times($0.count))" }.joined(separator: ", ")
        }
        let it = access.others.isEmpty ? "it" : "them"
        return "\(who) \(Self.singletonMarker)\(reached); inject \(it) through the initializer instead"
    }

    /// ` (3 accesses)` after a singleton's name, when a finding stands for more than one.
    private static func times(_ count: Int) -> String { count > 1 ? " (\(count)\(accessCountMarker)" : "" }

    /// What follows the number of accesses a finding stands for, when it is more than one:
    /// `(3 accesses)`.
    private static let accessCountMarker = " accesses)"

    private static let singletonMarker = "for the singleton '"

    /// The singletons a finding's message names (`Settings.current`), each with the number of
    /// accesses it stands for (1 when it names no number), for the text summary's most-reached
    /// singletons; empty for a message `message(…)` above did not build. Kept beside the
    /// builder so the two cannot drift apart: after the marker, every quoted `Type.member`,
    /// and ` (N accesses)` right after it or after the global alias it is reached through
    /// (`'Biz'`, no dot).
    public static func reachedSingletons(inMessage message: String) -> [(name: String, accesses: Int)] {
        let bytes = Array(message.utf8)
        let marker = Array(singletonMarker.utf8)
        guard bytes.count > marker.count,
            let start = (0...(bytes.count - marker.count)).first(where: {
                bytes[$0..<$0 + marker.count].elementsEqual(marker)
            })
        else { return [] }
        var found: [(name: String, accesses: Int)] = []
        let count = Array(" (".utf8)
        var i = start + marker.count - 1
        while let open = bytes[i...].firstIndex(of: UInt8(ascii: "'")),
            let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: "'"))
        {
            i = close + 1
            let name = bytes[(open + 1)..<close]
            var accesses = 1
            if bytes[i...].starts(with: count) {
                let digits = bytes[(i + count.count)...].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
                accesses = Int(String(decoding: digits, as: UTF8.self)) ?? 1
            }
            if name.contains(UInt8(ascii: ".")) {
                found.append((String(decoding: name, as: UTF8.self), accesses))
            } else if !found.isEmpty {
                // A global alias's name, after the singleton it stands for: its count is the singleton's.
                found[found.count - 1].accesses = accesses
            }
        }
        return found
    }
}
