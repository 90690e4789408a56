import DILintSyntax

/// What is known across the analyzed set: every type and where it is declared, which types
/// hold singletons, every protocol's conformers, which files are tests, which types are the
/// composition root, which type names are dependency-like. Built once per run from the
/// files' summaries; every shared judgment lives here, and rules ask rather than decide.
public final class ProjectIndex: Sendable {
    /// Nominal declarations and extensions by (last-component) name.
    let typesByName: [String: [TypeFact]]
    /// The kind a name is declared with (class, struct, enum, actor or protocol).
    let nominalKinds: [String: DeclarationKind]
    let testFiles: Set<String>
    let compositionRootFiles: Set<String>
    let compositionRootNames: Set<String>
    /// Wiring types (`Judgments.hasWiringTypeName` and holding or receiving a DI container):
    /// composition root too.
    let wiringTypeNames: Set<String>
    let conformers: [String: [Conformer]]
    let singletons: [String: Set<String>]
    /// Type aliases standing for a singleton type (`typealias DSK = DaisukeEngine`), by alias.
    let singletonTypeAliases: [String: String]
    /// Type aliases standing for one type, by alias: an extension of one extends that type, as
    /// the facts record it (`extendedTypeName(_:)`).
    let typeAliasTargets: [String: String]
    /// Where each singleton's shared instance is reached, outside test files (`SharedReach.swift`).
    let sharedReaches: [String: [SharedReach]]
    /// Every singleton member name, for a test on a token's bytes before it becomes a
    /// `String` and is hashed (most member names of a chain are not singleton members).
    public let singletonMemberNames: NameSet
    /// File-scope variables standing for a shared instance (`GlobalAlias`), by name.
    let singletonAliases: [String: AliasTarget]
    /// Their names, for a test on a chain's first token before it becomes a `String`.
    public let singletonAliasNames: NameSet
    /// File-scope constants holding an instance they build (`GlobalInstance`), by name: the
    /// type built. A name declared with two types stands for neither.
    let globalInstances: [String: String]
    /// File-scope constants holding an instance of a type that resolves (`let factory:
    /// Factory = FactoryMain()`, `FactoryMain` adopting a protocol of `func resolve() -> …`
    /// overloads), by name: the types built (`resolvingGlobalTypes(_:)`).
    let resolvingGlobals: [String: Set<String>]
    /// File-scope variables holding the app delegate (`var appDelegate: AppDelegate!`), by
    /// name: the delegate's type (`appDelegateGlobalType(_:)`).
    let appDelegateGlobals: [String: String]
    /// Types with `registryFacadeMinimum` or more static accessors that look a service up by
    /// its type (`StaticPropertyFact.looksUpByType`): a hand-made registry's façade, whose
    /// `ApplicationServiceRegistry.walletService` is a lookup (held-out set 83: 876 reads in
    /// one app, none found before).
    let registryFacadeNames: NameSet
    static let registryFacadeMinimum = 3
    /// The names the locator scan's first test asks about as a chain's base, in one set: the
    /// file-scope globals (`globalInstanceNames`), the registry façades
    /// (`registryFacadeNames`), and the types with no instance stored property whose static
    /// stored properties build three or more instances of other types, the candidates
    /// `isStaticLocatorService` judges, or hold a class or protocol of the set, the candidates
    /// `isStaticHubService` judges (one set: a question of each of three per chain cost
    /// +0.9 % of a run's instructions).
    let locatorBaseNames: NameSet
    /// File-scope registry variables holding a struct of the set (`var Current =
    /// Environment()`), by name (`isValueWorld`).
    let valueWorlds: Set<String>
    /// The names of both, for the same first test.
    public let globalInstanceNames: NameSet
    let dependencySuffixes: [String]
    /// Type aliases of a DI property wrapper or container to what they stand for
    /// (`typealias Dependency = Injected`): see `resolvingDIAlias`.
    let diAliases: [String: String]
    /// Types the analyzed set registers in a DI container by metatype (`register(Api.self)`).
    let registeredTypeNames: Set<String>
    /// The protocols that inherit each name directly (for `protocolFamily`).
    let protocolHeirs: [String: [String]]
    /// The classes whose first inherited name is each name, with a file declaring them (for
    /// `implementations`). Both are built once: per-question scans made many protocols quadratic.
    let subclassesBySuperclass: [String: [(name: String, path: String)]]
    /// Every type name some file of the analyzed set casts to or tests against (`as?`, `as!`,
    /// `is`): for the capability-protocol judgment (`isProbedByCast`).
    let castTargets: Set<String>
    /// Every entity some file importing CoreData fetches (`FileSummary.fetchedEntityNames`).
    let fetchedEntities: Set<String>
    /// Every member name some file of the analyzed set writes through a value after the value
    /// is built (`FileSummary.writtenMemberNames`): for the fixed-state judgment.
    let writtenMembers: Set<String>
    /// The static members some parameter of the analyzed set takes as its whole default value,
    /// as `Type.member` (`FileSummary.defaultValueMembers`).
    let defaultValueMembers: Set<String>
    /// The types a SwiftUI environment entry of the set defaults to, built with no arguments
    /// (`FileSummary.environmentDefaultTypes`).
    let environmentDefaultTypes: Set<String>
    /// The names of the analyzed set's resolution helpers (`ResolutionHelper.swift`), lookup
    /// verbs as `resolve` is, less the standard ones.
    let resolutionHelpers: NameSet
    /// Static functions that only hand out their type's registered instance, as `Type.member`
    /// (`DataSource.newInstanse`; `FileSummary.resolvingAccessor`), and their member names.
    let resolvingAccessors: Set<String>
    let resolvingAccessorNames: NameSet
    /// Static generic facades handing out what their callers name, as `Type.member`
    /// (`FileSummary.genericResolvingAccessor`).
    let genericResolvingAccessors: Set<String>
    /// File-scope generic functions resolving the type their caller expects (`inject<T>() -> T`).
    let genericResolvers: NameSet
    /// Extensions' generic methods resolving the type their caller expects (`autoresolve<T>() -> T!`).
    let genericResolverMethods: NameSet
    /// The names of the analyzed set's swift-dependencies readers (`ResolutionHelper.swift`):
    /// `with(dependency: \.slack)` is an `@Dependency` lookup.
    public let dependencyReaders: NameSet
    /// What the analyzed set's wiring types' static builders set on what they construct, as
    /// `Type.member` (`BuilderAssignments.swift`).
    let builderAssignments: Set<String>
    /// Names of the types of the analyzed set declared with generic parameters.
    let genericTypes: Set<String>
    /// Property wrappers of the analyzed set whose own code pulls from a registry.
    let injectionWrappers: Set<String>
    /// Property wrappers of the analyzed set that keep their value in `UserDefaults`.
    let defaultsWrappers: Set<String>
    /// Screens only development code opens (`isDevelopmentScreen`).
    let developmentScreens: Set<String>
    /// Views that only settings panes name (`isSettingsPanePart`).
    let settingsPaneParts: Set<String>
    /// Screens shipping code outside test files constructs outside their builders
    /// (`FileSummary.screenConstructions`).
    let screensBuiltOutsideBuilders: Set<String>
    /// `FileSummary.selfConfiguringTypes` of every file.
    let selfConfiguringTypes: Set<String>
    /// Types of the analyzed set conforming to an application delegate protocol.
    let appDelegateTypes: Set<String>
    /// Application delegates' methods that set the window's root screen or the app-wide
    /// appearance (`isAppWideUISetter`).
    let appWideUISetters: Set<String>
    /// The root views SwiftUI `App`s build (`isRootView`).
    let rootViews: Set<String>
    /// Test files' file-scope functions that install a fresh registry, by name, with the
    /// registries they install (`RegistryInstaller`).
    let registryInstallers: [String: [[String]]]
    /// Factory keys of the analyzed set by name (`isValueFactoryKey`).
    let factoryKeys: [String: [FactoryKeyFact]]
    /// Aliases of function types (`typealias StubHandler = (TargetType) -> StubBehavior`).
    let functionAliases: Set<String>
    /// Per-type answers of the protocol rules, made on first use (`ProjectIndex+TypeShapes.swift`).
    let shapeCache = PerTypeCache<TypeShape>()
    /// Each singleton type's constant members, made on first use (`ProjectIndex+Constants.swift`).
    let constantCache = PerTypeCache<ConstantMembers>()
    /// Each singleton type's helper methods, made on first use (`HelperMethod.swift`).
    let helperCache = PerTypeCache<HelperMethods>()
    /// Each global hub type's collaborators, made on first use (`isGlobalHubService`).
    let hubCache = PerTypeCache<[String: [String]]>()
    /// Each namespace's static hubs with their services, made on first use (`isStaticHubService`).
    let staticHubCache = PerTypeCache<[String: StaticHub]>()
    /// Each static service namespace's services, made on first use (`isStaticLocatorService`).
    let staticLocatorCache = PerTypeCache<Set<String>>()
    /// Whether each singleton type is ambient, made on first use (`isAmbientSingleton`).
    let ambientCache = PerTypeCache<Bool>()

    /// A type that conforms to a protocol (directly, in an extension, or through a protocol
    /// that inherits it).
    public struct Conformer: Sendable, Hashable {
        public var name: String
        /// Every declaration of the type is in a test file.
        public var isInTestFile: Bool
    }

    /// Names of the classes that make a file a test file when subclassed.
    static let testCaseBaseNames: Set<String> = ["XCTestCase", "QuickSpec", "AsyncSpec"]

    /// - Parameter summaries: taken apart: pass them with `consume` so no copy is made.
    /// - Parameter jobs: more than 1 lets the index use a second thread.
    /// - Parameter interfaceClassNames: the controller names the project's storyboards, nibs,
    ///   property lists and Objective-C files spell (`FileDiscovery`'s walk), or nil where the
    ///   run did not look (an editor, explicit files): UIKit screens are then never dead code.
    public init(
        summaries: consuming [FileSummary], configuration: Configuration, currentDirectory: String,
        jobs: Int = 1, interfaceClassNames: Set<String>? = nil
    ) {
        let facts = Self.gatherFacts(&summaries, configuration: configuration)
        typesByName = facts.byName
        nominalKinds = facts.kinds
        dependencySuffixes = configuration.dependencySuffixes
        castTargets = facts.castTargets
        fetchedEntities = facts.fetchedEntities
        writtenMembers = facts.writtenMembers.union(
            facts.typeRootedWrites.lazy.compactMap { write in
                // `Root.name`: a write through a type of the set (or an alias of one) only.
                let dot = write.firstIndex(of: ".")!
                return facts.kinds[String(write[..<dot])] != nil || facts.aliases[String(write[..<dot])] != nil
                    ? String(write[write.index(after: dot)...]) : nil
            })
        defaultValueMembers = facts.defaultValueMembers
        environmentDefaultTypes = facts.environmentDefaultTypes
        resolutionHelpers = NameSet(facts.resolutionHelpers.subtracting(FileContext.lookupVerbs.names).sorted())
        genericResolvers = NameSet(facts.genericResolvers.subtracting(FileContext.lookupVerbs.names).sorted())
        resolvingAccessors = facts.resolvingAccessors
        genericResolvingAccessors = facts.genericResolvingAccessors
        resolvingAccessorNames = NameSet(
            Set(facts.resolvingAccessors.union(facts.genericResolvingAccessors).compactMap { $0.split(separator: ".").last.map(String.init) })
                .sorted())
        genericResolverMethods = NameSet(
            facts.genericResolverMethods.subtracting(FileContext.lookupVerbs.names).subtracting(facts.resolutionHelpers)
                .sorted())
        dependencyReaders = NameSet(facts.dependencyReaders.sorted())
        builderAssignments = facts.builderAssignments
        genericTypes = facts.genericTypes
        injectionWrappers = facts.injectionWrappers
        defaultsWrappers = facts.defaultsWrappers
        appDelegateTypes = facts.appDelegateTypes
        appWideUISetters = facts.appWideUISetters
        rootViews = facts.rootViews
        factoryKeys = facts.factoryKeys
        functionAliases = facts.functionAliases
        let files = Self.classifyFiles(
            summaries, facts: facts, configuration: configuration,
            currentDirectory: currentDirectory)
        testFiles = files.tests
        (developmentScreens, settingsPaneParts) = Self.screenJudgments(
            summaries, facts: facts, testFiles: files.tests, interfaceClassNames: interfaceClassNames)
        // Only the screens builders set anything on are asked about (none, in most apps).
        var builtScreens = Set(facts.builderAssignments.map(FileSummary.builtType(of:)))
        var outside = Set<String>()
        for s in summaries.indices where !builtScreens.isEmpty && !files.tests.contains(summaries[s].path) {
            for name in summaries[s].screenConstructions where builtScreens.remove(name[...]) != nil {
                outside.insert(name)
            }
        }
        screensBuiltOutsideBuilders = outside
        selfConfiguringTypes = outside.isEmpty ? [] : Set(summaries.flatMap(\.selfConfiguringTypes))
        var installers: [String: [[String]]] = [:]
        for s in summaries.indices where !summaries[s].registryInstallers.isEmpty && files.tests.contains(summaries[s].path) {
            for installer in summaries[s].registryInstallers { installers[installer.function, default: []].append(installer.key) }
        }
        registryInstallers = installers
        compositionRootFiles = files.compositionRoots
        let roots = facts.roots.union(
            facts.byName.filter { Self.isCompositionRootName($0.key) && !Self.hasOtherAPI($0.key, $0.value) }.keys)
        compositionRootNames = roots
        wiringTypeNames = Self.wiringTypes(facts, roots: roots)
        diAliases = Self.diAliases(facts, roots: roots)
        registeredTypeNames = Set(facts.byName.values.joined().flatMap(\.registeredTypes))
        let found = Self.conformersAndSingletons(facts, testFiles: files.tests, jobs: jobs)
        conformers = found.conformers
        singletons = found.singletons
        // Only to a type of the set: an alias configuring a library's type (`typealias
        // SpotifyProvider = MoyaProvider<Spotify>`) names the app's own use of it (held-out set
        // 101).
        typeAliasTargets = facts.aliases.compactMapValues { $0.count == 1 && facts.kinds[$0[0]] != nil ? $0[0] : nil }
        singletonTypeAliases = facts.aliases.compactMapValues { names in
            names.count == 1 && found.singletons[names[0]] != nil ? names[0] : nil
        }.filter { facts.kinds[$0.key] == nil }
        sharedReaches = Self.singletonReaches(summaries, singletons: found.singletons, testFiles: files.tests)
        singletonMemberNames = NameSet(Set(found.singletons.values.joined()).sorted())
        singletonAliases = Self.singletonAliases(summaries, singletons: found.singletons, testFiles: files.tests)
        singletonAliasNames = NameSet(singletonAliases.keys.sorted())
        globalInstances = Self.globalInstances(summaries, testFiles: files.tests)
        resolvingGlobals = Self.resolvingGlobals(summaries, testFiles: files.tests, byName: facts.byName)
        // Also one built in place (`let delegate = AppDelegate()` in `main.swift`, handed to
        // `NSApplication.shared.delegate`; held-out set 81: 41 reads in 17 files, none found).
        // One name may hold each target's delegate (`appDelegate` in the app and in its watch
        // extension; held-out set 141: 37 reads missed): the name keeps one of them.
        appDelegateGlobals = Self.typedGlobals(summaries, testFiles: files.tests) {
            Self.isAppDelegateType($0, among: facts.appDelegateTypes)
        }
        .merging(Self.unambiguous(summaries, testFiles: files.tests, \.builtGlobals)) { typed, _ in typed }
        .filter { _, type in Self.isAppDelegateType(type, among: facts.appDelegateTypes) }
        globalInstanceNames = NameSet(Set(globalInstances.keys).union(appDelegateGlobals.keys).sorted())
        registryFacadeNames = NameSet(
            facts.byName.compactMap { name, list in
                list.reduce(0) { $0 + $1.staticProperties.count(where: \.looksUpByType) } >= Self.registryFacadeMinimum
                    ? name : nil
            }.sorted())
        let staticServiceHolders = facts.byName.compactMap { name, list in
            Self.holdsStaticInstances(list, of: name) || Self.mayHoldStaticHub(list, of: name, kinds: facts.kinds) ? name : nil
        }
        locatorBaseNames = NameSet(
            Set(globalInstanceNames.names).union(registryFacadeNames.names).union(staticServiceHolders).sorted())
        valueWorlds = Set(
            Self.unambiguous(summaries, testFiles: files.tests, \.registryGlobals).filter { _, type in facts.kinds[type] == .struct }.keys)
        protocolHeirs = Self.protocolHeirs(facts)
        // By name, then in the order of the facts: the order `implementations(of:)` reports.
        subclassesBySuperclass = facts.subclasses.mapValues { list in
            list.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }.map(\.element)
        }
    }

    // MARK: Questions rules ask

    /// The kind `name` is declared with in the analyzed set, if it is.
    public func kind(of name: String) -> DeclarationKind? { nominalKinds[name] }

    /// Whether a declaration of type `name` has generic parameters (`struct Ticket<Value>`).
    /// A set built once: asking each type's facts made many extensions quadratic.
    public func isGenericType(_ name: String) -> Bool { genericTypes.contains(name) }

    /// Whether class `name` descends from a platform window, panel, window controller, view or
    /// view controller (`Judgments.isOnScreenPlatformClass`), directly or through the set's own
    /// classes (`final class FindPanelController: NSWindowController`; `class
    /// RootViewController: UITabBarController`, held-out set 53: 12 of 12 reaches of its
    /// `shared` not acted on, SPEC "no"): its shared instance is one on-screen element,
    /// AppKit's `NSColorPanel.shared` idiom, nothing a test would replace.
    public func isWindowType(_ name: String) -> Bool {
        guard kind(of: name) == .class else { return false }
        let root = superclassRoot(of: name)
        return root != name && kind(of: root) == nil && Judgments.isOnScreenPlatformClass(root)
    }

    /// A settings store: named so (`Judgments.isSettingsStoreName`: `Defaults`, `UserPrefs`),
    /// or a class of the analyzed set keeping its state in `UserDefaults` whatever its name
    /// (`keepsStateInUserDefaults`: `class Store { static let shared = Store();
    /// private let defaults = UserDefaults.standard }`; held-out set 23: 720 reads of such a
    /// `Store.shared`, mostly by its AppKit views).
    /// So is a subclass of `UserDefaults` (`class DefaultsOverride: UserDefaults { static let
    /// standardOverride = DefaultsOverride() }`; held-out set 124: 7 of 7 reads by AppKit screens
    /// SPEC "no").
    /// So is a class with no stored instance property whose computed properties read and write
    /// `UserDefaults` (`class OnboardingManager { static let shared = OnboardingManager() }` and
    /// `var hasConsented: Bool { get { UserDefaults.standard.bool(forKey: …) } set { … } }` in
    /// an extension; held-out set 159: 4 of 4 onboarding screens setting its flags not acted on).
    public func isSettingsStore(_ name: String) -> Bool {
        if Judgments.isSettingsStoreName(name) { return true }
        let list = facts(named: name)
        // The app's settings controller, a model controller keeping the settings in its own
        // files (`SettingsController.shared.displayCurrency` formatting a cell's balance;
        // held-out set 328: 7 of 7 in screens, cells and the settings form not acted on); not a
        // screen so named (`SettingsController: UIViewController`).
        if name.hasSuffix("SettingsController"), kind(of: name) == .class,
            !list.contains(where: { $0.inherited.contains { $0.hasSuffix("Controller") } })
        {
            return true
        }
        return list.contains(where: keepsStateInUserDefaults)
            || (kind(of: name) == .class
                && (superclassRoot(of: name) == "UserDefaults"
                    || (list.contains { $0.userDefaultsAccessorCount > 0 } && list.allSatisfy { $0.storedPropertyCount == 0 })))
    }

    /// A settings store by its shape: its state is kept in `UserDefaults` (a property of that
    /// type, or one wrapped in `@UserDefault`, `@AppStorage` or a wrapper of the set that keeps
    /// its value there, `defaultsWrappers`; held-out set 26: koronavilkku's `@Persisted`): a
    /// small class (at most `TypeFact.smallStoreLimit` stored properties: the defaults, a
    /// cache, a queue) holding one, or one most of whose stored properties are kept there. A
    /// service with its own state that also remembers a flag there (twenty stored properties,
    /// one `UserDefaults`) is not. So is a class of plain values its initializer loads from
    /// `UserDefaults` (`TypeFact.loadsValuesFromUserDefaults`). The keys it saves under
    /// (`private let colorModeKey = "menuBarColorMode"`, `TypeFact.literalKeyCount`) are no
    /// state (held-out set 280: a menu-bar settings manager of twelve saved preferences and
    /// thirteen such keys, edited by its settings pane's sections, 5 of 5 SPEC "no").
    func keepsStateInUserDefaults(_ fact: TypeFact) -> Bool {
        if fact.loadsValuesFromUserDefaults { return true }
        let count = defaultsKeptPropertyCount(fact)
        let state = fact.storedPropertyCount - fact.literalKeyCount
        return count > 0 && (state <= TypeFact.smallStoreLimit || 2 * count >= state)
    }

    /// The stored properties a type keeps in `UserDefaults`: the defaults themselves, or
    /// properties wrapped in a defaults wrapper (`defaultsWrappers`).
    func defaultsKeptPropertyCount(_ fact: TypeFact) -> Int {
        fact.userDefaultsPropertyCount + fact.storedWrapperNames.count { defaultsWrappers.contains($0) }
    }

    /// A settings store that is only its defaults: a class whose every instance stored
    /// property but its change publisher and its keys is kept in `UserDefaults` (wrapped in `@UserDefault`,
    /// `@AppStorage` or a wrapper of the set, `defaultsWrappers`, or the defaults themselves)
    /// and that declares no instance method
    /// (`PreferencesGeneral`, seven `@UserDefault` flags and `objectWillChange`). A SwiftUI view
    /// holding its shared instance to read or set a flag does what `@AppStorage` would, and
    /// reviewers leave it (held-out set 279: 3 of 3 not acted on).
    public func isDefaultsFacade(_ name: String) -> Bool {
        let list = facts(named: name)
        guard kind(of: name) == .class, !list.isEmpty else { return false }
        var wrapped = 0
        for fact in list {
            guard fact.instanceMethodCount == 0 else { return false }
            let count = defaultsKeptPropertyCount(fact)
            guard count == fact.storedPropertyCount - fact.subjectPropertyCount - fact.literalKeyCount else { return false }
            wrapped += count
        }
        return wrapped > 0
    }

    /// The application's delegate: a type named `…AppDelegate`, or one of the analyzed set
    /// conforming to an application delegate protocol under another name (the watch app's
    /// `ExtensionDelegate: WKExtensionDelegate`; held-out set 23: 17 lookups through
    /// `ExtensionDelegate.shared().loopManager` not read). Reached from other code it is a
    /// service locator, never a singleton access.
    public func isAppDelegateType(_ name: String) -> Bool {
        Self.isAppDelegateType(name, among: appDelegateTypes)
    }

    /// Whether `member` is a static stored property of application delegate `typeName` holding
    /// an instance of another class of the analyzed set, not a view, a screen or a window
    /// (`static let windowHistory = WindowHistory()`, `static let loopManager = LoopManager()`):
    /// a service the delegate keeps for everyone, read from other code as through its shared
    /// instance (held-out sets 65 and 66: 32 reads in 10 files, none found before).
    public func isAppDelegateStaticService(_ typeName: String, member: String) -> Bool {
        for fact in facts(named: typeName) {
            guard let property = fact.staticProperties.first(where: { $0.name == member }) else { continue }
            guard let held = property.heldType, held != typeName, kind(of: held) == .class else { return false }
            return !isViewLayerType(held) && !isWindowType(held)
        }
        return false
    }

    /// Whether an application delegate of the analyzed set declares a method `name` that sets
    /// the window's root screen (`func startMainStory() { window?.rootViewController = … }`):
    /// called through the delegate, it swaps the root screen, as setting it there does
    /// (held-out set 66: 3 of 3 SPEC "no"); or that only styles the bars and controls through
    /// their appearance proxies (`func setupDesign() { UINavigationBar.appearance().tintColor =
    /// .white … }`): called through the delegate, it is the app-wide appearance (held-out set
    /// 134: 1 of 1 SPEC "no").
    public func isAppWideUISetter(_ name: String) -> Bool { appWideUISetters.contains(name) }

    /// Whether member `name` read through the app delegate, then `next` if the chain goes on,
    /// is one of UIKit's idioms (`Judgments.isAppDelegateIdiomMember`) or, ending the chain, a
    /// method of the delegate's setting the root screen or the app-wide appearance
    /// (`isAppWideUISetter`): through its shared instance, a cast, or a global bound to it
    /// (`let appdelegate = UIApplication.shared.delegate as! AppDelegate` at file scope, then
    /// `appdelegate.loadRegistration()` in screens and the network layer; held-out set 167:
    /// 5 of 5 SPEC "no").
    public func isAppDelegateIdiom(_ name: String, then next: String?, isAssigned: Bool = false, isCast: Bool = true) -> Bool {
        (next == nil && isAppWideUISetter(name))
            || Judgments.isAppDelegateIdiomMember(name, then: next, isAssigned: isAssigned, isCast: isCast)
    }

    /// Whether type `name` (its declarations `list`) keeps no instance stored property and
    /// builds three or more instances of other types in its static properties
    /// (`locatorBaseNames`).
    static func holdsStaticInstances(_ list: [TypeFact], of name: String) -> Bool {
        guard list.allSatisfy({ $0.storedPropertyCount == 0 }) else { return false }
        let held = list.reduce(0) { count, fact in
            count + fact.staticProperties.count { $0.heldType != nil && $0.heldType != name && !$0.constructsSelfType }
        }
        return held >= serviceBagMinimum
    }

    /// Whether type `name` (its declarations `list`) keeps no instance stored property and
    /// holds a class or a protocol of the set in a static stored property: a candidate static
    /// hub (`isStaticHubService`; `locatorBaseNames`).
    static func mayHoldStaticHub(_ list: [TypeFact], of name: String, kinds: [String: DeclarationKind]) -> Bool {
        list.allSatisfy { $0.storedPropertyCount == 0 }
            && list.contains { fact in
                fact.staticProperties.contains { property in
                    guard let held = property.annotatedType ?? property.heldType, held != name else { return false }
                    return kinds[held] == .class || kinds[held] == .protocol
                }
            }
    }

    /// Whether `name` is the root view a SwiftUI `App`'s scene builds (`WindowGroup {
    /// ApplicationEntry() }`, a `View` struct of the analyzed set, not nested): its own code
    /// is where the app is put together, as a composition root's is; the types it nests (a
    /// `ViewModel` in an extension of it) are not.
    public func isRootView(_ name: String) -> Bool { rootViews.contains(name) }

    /// The same judgment over the set's application delegates `declared`, for the index to ask
    /// while it is built.
    static func isAppDelegateType(_ name: String, among declared: Set<String>) -> Bool {
        name.hasSuffix("AppDelegate") || declared.contains(name)
    }

    /// The same judgment on one declaration, from its name and what it inherits, for a file's
    /// summary (before the set's application delegates are gathered) and for the gathering.
    static func declaresAppDelegate(name: String, inherited: [String]) -> Bool {
        name.hasSuffix("AppDelegate") || inherited.contains(where: Judgments.applicationDelegateProtocols.contains)
    }

    /// Whether `name` is a screen of the analyzed set that only development code opens: named
    /// outside its own declaration only under `#if DEBUG` or `#if !PRODUCTION`, in previews
    /// or by debug tooling (`FileSummary.screenMentions`; test files aside). A tester screen
    /// a debug button presents (held-out set 26: koronavilkku's `TestViewController`, 15 of 15
    /// findings not acted on) is debug tooling whatever its name.
    public func isDevelopmentScreen(_ name: String) -> Bool { developmentScreens.contains(name) }

    /// So is a SwiftUI view (`struct FriendsView: View`, not public) that no code of the set
    /// names outside its own declaration, tests included: nothing builds or previews it, dead
    /// code to delete rather than rework (held-out set 157: 3 of 3 SPEC "no"). Only when the
    /// set holds the app's entry point (an `@main` type or an application delegate): a partial
    /// run (a pre-commit hook's changed files) does not show what names a view. A UIKit screen
    /// is not: a storyboard makes it by its class name, which no Swift code spells. So is a
    /// view that only such views name (`PremiumStatusView`, built only by an
    /// `UpdatedSettingsView` nothing builds; held-out set 169: 5 of 5 not acted on). So is a
    /// service object of the app (`TypeFact.isServiceObject`: `MigrationTestHelper`) that no
    /// code names, or only dead views and dead services name (held-out set 288: 23 of 23
    /// not acted on). So is a UIKit or AppKit screen (`TypeFact.isStoryboardableScreen`) that no
    /// code names, or only dead code does, when the run read what the project's storyboards,
    /// nibs, property lists and Objective-C files name and none of them names it either: an
    /// app's modules whose only entries are commented out (held-out set 325: 29 findings in one
    /// app's dead modules, not acted on).
    /// Second, the views `isSettingsPanePart` holds.
    static func screenJudgments(
        _ summaries: [FileSummary], facts: GatheredFacts, testFiles: Set<String>, interfaceClassNames: Set<String>? = nil
    ) -> (
        development: Set<String>, settingsPaneParts: Set<String>
    ) {
        var development = Set<String>()
        var shipping = Set<String>()
        var namedInTests = Set<String>()
        var namedByViews: [String: Set<String>] = [:]
        for summary in summaries {
            if testFiles.contains(summary.path) {
                namedInTests.formUnion(summary.shippingScreenMentions)
                namedInTests.formUnion(summary.developmentScreenMentions)
                for names in summary.screenMentionsByViews.values { namedInTests.formUnion(names) }
            } else {
                development.formUnion(summary.developmentScreenMentions)
                shipping.formUnion(summary.shippingScreenMentions)
                for (view, names) in summary.screenMentionsByViews { namedByViews[view, default: []].formUnion(names) }
            }
        }
        // Views no code names, then back to life what a living view names, and what that one
        // names in turn: one pass over the names, however long the chains.
        let direct = shipping
        var dead = Set<String>()
        if facts.declaresMainType || !facts.appDelegateTypes.isEmpty {
            var candidates = facts.screenViews
            if let interfaceClassNames { candidates.formUnion(facts.interfaceScreens.subtracting(interfaceClassNames)) }
            dead = candidates.subtracting(namedInTests).subtracting(shipping)
        }
        var living = namedByViews.keys.filter { !dead.contains($0) }
        while let view = living.popLast() {
            for name in namedByViews[view] ?? [] {
                shipping.insert(name)
                if dead.remove(name) != nil { living.append(name) }
            }
        }
        let screens = development.union(dead).filter {
            !shipping.contains($0) && facts.kinds[$0] != nil && facts.kinds[$0] != .protocol
        }
        // From the settings panes, what only they name, then what only those name, in turn
        // (a view nothing builds names nothing here).
        var paneParts = Set<String>()
        var panes = namedByViews.keys.filter { Judgments.isSettingsPaneName($0) && !dead.contains($0) }
        var namers: [String: [String]] = [:]
        for (view, names) in namedByViews where !panes.isEmpty && !dead.contains(view) {
            for name in names where !direct.contains(name) { namers[name, default: []].append(view) }
        }
        while let pane = panes.popLast() {
            for name in namedByViews[pane] ?? []
            where !paneParts.contains(name) && !direct.contains(name)
                && Judgments.isSettingsPanePartName(name.hasSuffix("View") ? String(name.dropLast(4)) : name)
            {
                if namers[name, default: []].allSatisfy({ Judgments.isSettingsPaneName($0) || paneParts.contains($0) }) {
                    paneParts.insert(name)
                    panes.append(name)
                }
            }
        }
        return (screens, paneParts)
    }

    /// Whether `name` is a view named like a screen's part (`Judgments.isViewPartName`, also
    /// before `View`) that shipping code names only inside settings panes
    /// (`Judgments.isSettingsPaneName`), or inside such parts: a picker sheet of the watch's
    /// `SettingsView` (`BodyWeightPickerView`) is part of the store's editor (held-out set
    /// 169: 2 of 2 not acted on). A screen the pane opens (`APIConfigView`, saving and
    /// resetting a keychain-backed configuration) is not (held-out set 156: 1 of 1 acted on).
    public func isSettingsPanePart(_ name: String) -> Bool { settingsPaneParts.contains(name) }

    /// Whether `name` is a protocol declared in the analyzed set (the dependency graph asks).
    public func isProtocol(_ name: String) -> Bool { nominalKinds[name] == .protocol }

    /// Declarations and extensions named `name`.
    public func facts(named name: String) -> [TypeFact] { typesByName[name] ?? [] }

    /// Whether type `name` declares a method `method` whose result is a style value (a colour,
    /// a font, an image, a bar style: `MemberFact.returnsStyleValue`).
    public func returnsStyleValue(_ name: String, method: String) -> Bool {
        facts(named: name).contains { fact in fact.members.contains { $0.name == method && $0.returnsStyleValue } }
    }

    /// The file that declares type `name` (not an extension of it), when one file of the
    /// analyzed set outside the tests does.
    public func declaringPath(of name: String) -> String? {
        let paths = Set(facts(named: name).lazy.filter { $0.kind != .extension && !self.isTestFile($0.path) }.map(\.path))
        return paths.count == 1 ? paths.first : nil
    }

    /// Of the file-scope declarations of type `name` outside the tests, the file of the one
    /// whose folder shares the most leading folders with `path`'s, when exactly one does.
    public func nearestDeclaringPath(of name: String, to path: String) -> String? {
        let declarations = facts(named: name).filter { $0.kind != .extension && !self.isTestFile($0.path) }
        guard declarations.count > 1, declarations.allSatisfy({ !$0.isNested }) else { return nil }
        let folders = path.split(separator: "/").dropLast()
        var best: String? = nil
        var bestShared = -1
        var isTied = false
        for declaration in declarations {
            let shared = zip(folders, declaration.path.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
            if shared > bestShared {
                (best, bestShared, isTied) = (declaration.path, shared, false)
            } else if shared == bestShared, declaration.path != best {
                isTied = true
            }
        }
        return isTied ? nil : best
    }

    /// Whether the analyzed set declares a type `name` at file scope (not only nested ones
    /// of that name, `SearchFeature.View`).
    public func declaresAtFileScope(_ name: String) -> Bool {
        facts(named: name).contains { $0.kind != .extension && !$0.isNested }
    }

    /// Whether at most one declaration of the analyzed set names type `name`: its extensions
    /// in every file are its code (two modules' `Item`s are two types).
    public func isDeclaredOnce(_ name: String) -> Bool {
        facts(named: name).lazy.filter { $0.kind != .extension }.count <= 1
    }

    public func isTestFile(_ path: String) -> Bool { testFiles.contains(path) }

    /// The registries that test helper `function` installs afresh, if it is one
    /// (`RegistryInstaller`): `setupEnvironmentSpies` gives `[["Current"]]`.
    public func registriesInstalled(by function: String) -> [[String]]? { registryInstallers[function] }

    /// Whether file-scope registry `name` holds a value: a struct of the set (`var Current =
    /// Environment()`, Point-Free's world). Assigning it a static instance (`Current = .mock`)
    /// copies that instance, so what a test then sets on `Current` never reaches `.mock`.
    public func isValueWorld(_ name: String) -> Bool { valueWorlds.contains(name) }

    public func isCompositionRootFile(_ path: String) -> Bool { compositionRootFiles.contains(path) }

    /// A composition-root type: `@main`, `AppDelegate`, `SceneDelegate`, a name ending in
    /// `Container`, `CompositionRoot`, `Assembly`, `Assembler` or `DependencyGraph`, a SwiftUI
    /// `PreviewProvider`, or one the configuration names.
    /// Wiring types count too (`isWiringType`).
    public func isCompositionRoot(typeName: String) -> Bool {
        compositionRootNames.contains(typeName) || wiringTypeNames.contains(typeName)
    }

    /// A wiring type (spec "Vocabulary"): named `…Factory`, `…Builder`, `…Assembly`, `…Module`,
    /// `…Coordinator`, `…Router` or `…Flow`, holding a DI container, resolver or assembler in
    /// an instance property or receiving one in an initializer; or a stateless assembler. Part
    /// of the composition root.
    public func isWiringType(_ typeName: String) -> Bool { wiringTypeNames.contains(typeName) }

    /// Whether a wiring type's static builder sets `member` on the `typeName` it constructs
    /// (`view.presenter = presenter` in a `…FlowController`'s `present(in:)`).
    /// Not when shipping code also constructs the screen elsewhere (`HomeController()` in a tab
    /// bar's set-up while the router that sets its presenter is never called): that path leaves
    /// the property nil, a crash (held-out set 110: 2 of 2 acted on).
    /// A screen that hands itself to its configurator from its own set-up
    /// (`selfConfiguringTypes`) goes through it however it is constructed (held-out set 268:
    /// 7 of 7 presenters not acted on, 5 SPEC "no").
    /// Whether a SwiftUI environment entry of the set defaults to type `name` built with no
    /// arguments (`@Entry var libraryService: LibraryService = .init()`).
    public func isEnvironmentDefault(_ name: String) -> Bool { environmentDefaultTypes.contains(name) }

    public func isSetByBuilder(_ member: String, of typeName: String) -> Bool {
        builderAssignments.contains("\(typeName).\(member)")
            && (!screensBuiltOutsideBuilders.contains(typeName) || selfConfiguringTypes.contains(typeName))
    }

    static func wiringTypes(_ facts: GatheredFacts, roots: Set<String>) -> Set<String> {
        var wiring = Set<String>()
        // A DI library's component (Needle's and RIBs' `Component<AppRootDependency>`,
        // `BootstrapComponent`), when the set declares no type of that name: the scope whose
        // properties build its objects by initializer, the generator's graph (held-out set 135:
        // a root component choosing `PushService.shared`, 1 of 1 SPEC "no").
        for (name, list) in facts.byName where list.contains(where: { isLibraryComponent($0, kinds: facts.kinds) }) {
            wiring.insert(name)
        }
        // A tab or split screen handed the container (`class BaseTabBarController:
        // UITabBarController { init(container: Container) }`) is the app's tab root: it builds
        // and starts one coordinator per tab, the way a coordinator builds its child flows
        // (held-out set 152: 5 of 5 such resolves not acted on, its initializer SPEC "no").
        for (name, list) in facts.byName
        where Judgments.hasWiringTypeName(name)
            || list.contains(where: { isTabRoot(kind: $0.kind, inherited: $0.inherited) })
        {
            // Also a container's own protocol of the set (`coreContainer: CoreServiceContainerProtocol`
            // in a `GlobalServiceFactory` handing out the app's services; held-out set 64: 2 of 2
            // SPEC "no").
            let holdsContainer = list.contains { fact in
                fact.heldTypeNames.contains {
                    ($0.hasSuffix("ContainerProtocol") && facts.kinds[$0] == .protocol)
                        || isContainerType(
                            $0, kinds: facts.kinds, byName: facts.byName, roots: roots, suffixes: facts.dependencySuffixes,
                            depth: 0)
                }
            }
            if holdsContainer || isStatelessAssembler(name, list) { wiring.insert(name) }
        }
        return wiring
    }

    /// The platform's tab and split screens, whose subclass shows one child screen per tab or
    /// column.
    static let tabRootClasses: Set<String> = [
        "UITabBarController", "UISplitViewController", "NSTabViewController", "NSSplitViewController",
    ]

    /// A class of the set that subclasses a tab or split screen directly (`tabRootClasses`).
    static func isTabRoot(kind: DeclarationKind, inherited: [String]) -> Bool {
        kind == .class && inherited.first.map(tabRootClasses.contains) == true
    }

    /// The base classes of Needle's and RIBs' components.
    static let libraryComponentNames: Set<String> = ["Component", "BootstrapComponent", "NeedleFoundation.Component"]

    /// A class whose superclass is a DI library's component the set does not declare itself.
    static func isLibraryComponent(_ fact: TypeFact, kinds: [String: DeclarationKind]) -> Bool {
        guard fact.kind == .class, let superclass = fact.inherited.first else { return false }
        return libraryComponentNames.contains(superclass) && kinds[superclass] == nil
    }

    /// A stateless assembler: a type named like one (`Judgments.isAssemblerName`: `…Module`,
    /// `…Factory`, `…Builder`, …) with no instance stored property, such as a caseless enum of
    /// static builders (`enum SendTronModule { static func viewController(…) -> UIViewController }`).
    /// With nothing of its own to keep, what it reaches, from a global container or a shared
    /// object graph (`Core.shared.marketKit`), it hands into what it builds: per-screen wiring
    /// (held-out set 11: ten such module factories, none acted on; docs/judgments.md).
    static func isStatelessAssembler(_ name: String, _ list: [TypeFact]) -> Bool {
        Judgments.isAssemblerName(name) && list.allSatisfy { $0.storedPropertyCount == 0 }
            && list.contains { $0.kind == .enum || $0.kind == .struct || $0.kind == .class }
            // Not an enum of cases (`enum UserRouter: APIConfiguration { case getProfile …; var
            // path: String { … } }`): a request router's endpoints (held-out set 220: 1 lookup
            // missed).
            && !hasInstances(list)
    }

    /// The static members of `typeName` that hold its shared instance (the dependency graph asks).
    public func singletonMembers(of typeName: String) -> Set<String> { singletons[typeName] ?? [] }

    /// Whether every declaration of `typeName` (its extensions aside) is in a test file: a test
    /// target's double (`BleManagerSimulated.simulated`, declared under `Ble/Tests/` and picked
    /// by a simulation build's configuration), no shared state of the app's (held-out set 219:
    /// 1 of 1 SPEC "no").
    public func isDeclaredInTestsOnly(_ typeName: String) -> Bool {
        let declarations = facts(named: typeName).filter { $0.kind != .extension }
        return !declarations.isEmpty && declarations.allSatisfy { testFiles.contains($0.path) }
    }

    public func isSingleton(_ typeName: String, member: String) -> Bool {
        singletons[singletonTypeName(typeName)]?.contains(member) ?? false
    }

    /// The type an extension written with `name` extends: the one type of the set an alias of
    /// that name stands for (`extension ConversationSessionManager.Session` over `typealias
    /// Session = ConversationSession`: the session's own code; held-out set 323: 1 SPEC "no"),
    /// else `name`.
    public func extendedTypeName(_ name: String) -> String {
        typeAliasTargets.isEmpty ? name : typeAliasTargets[name] ?? name
    }

    /// The singleton type `name` stands for when it is a type alias of one (`DSK` for
    /// `typealias DSK = DaisukeEngine`: `DSK.shared` is `DaisukeEngine.shared`; held-out set 30:
    /// 55 uses), else `name`.
    public func singletonTypeName(_ name: String) -> String {
        singletonTypeAliases.isEmpty ? name : singletonTypeAliases[name] ?? name
    }

    /// The shared instance a file-scope variable stands for (`MBiz` for
    /// `MultiBusinessManager.shared`, and `Biz`, whose getter reads `MBiz.currentBiz`), or nil.
    public func singletonAlias(_ name: String) -> AliasTarget? { singletonAliases[name] }

    public func conformers(of protocolName: String) -> [Conformer] { conformers[protocolName] ?? [] }

    /// Whether a written type names a collaborator rather than a value (a dependency-like
    /// type, spec "Vocabulary"): see `isDependencyLike(name:)`; never a function type.
    public func isDependencyLike(_ reference: TypeReference) -> Bool {
        guard !reference.isFunction else { return false }
        return reference.names.contains { isDependencyLike(name: $0) }
    }

    /// The dependency-like judgment on one type name (spec "Vocabulary", docs/judgments.md):
    /// (a) a protocol of the analyzed set with a method, initializer or subscript requirement
    /// (or one it cannot see, inherited from outside), or a dependency suffix; (b) a class or
    /// actor of the analyzed set with a dependency suffix, named like a view model
    /// (`…ViewModel`, `…Presenter`, `…Interactor`), conforming to a dependency-like protocol,
    /// registered in a DI container by metatype (`container.register(SwipeActions.self)`),
    /// or a singleton, unless it is a view, cell, view controller or data model (or a
    /// `…ViewModel` that does no work, `isWorkingViewModel`, registered or not); (c) any
    /// other name (a struct, a platform type) with a dependency suffix. Never an enum, a
    /// standard value type, a name ending in `Type`, or a struct of the set that is decoded
    /// data, adopting `Codable`, `Decodable` or `Encodable` (`struct awsService: Codable`, a
    /// service's catalog entry decoded from bundled JSON; held-out set 234: its catalog's
    /// cache of them was read as holding a dependency).
    public func isDependencyLike(name: String) -> Bool {
        if ValueTypeNames.all.contains(name) { return false }
        switch nominalKinds[name] {
        case .enum?:
            return false
        case .protocol?:
            if isValueProtocol(name) { return false }
            if hasDependencySuffix(name) { return true }
            if isDataViewModelProtocol(name) { return false }
            let written = facts(named: name).filter { $0.kind == .protocol }
            return !(requirements(of: name) ?? []).isEmpty || written.contains { !$0.inherited.isEmpty }
        case .class?, .actor?:
            if Judgments.hasValueClassName(name) || isViewOrModelClass(name) { return false }
            // A `…ViewModel` that does no work is its screen's data even when a container
            // builds it (`container.register(SettingsViewModel.self) { _ in SettingsViewModel() }`
            // for a list of settings rows; held-out set 62: 3 of 3 SPEC "no").
            let isCollaborator =
                hasDependencySuffix(name) || singletons[name] != nil
                || ((registeredTypeNames.contains(name) || Judgments.isViewModelName(name))
                    && (!name.hasSuffix("ViewModel") || isWorkingViewModel(name)))
                || facts(named: name).contains { fact in
                    fact.inherited.contains { nominalKinds[$0] == .protocol && $0 != name && isDependencyLike(name: $0) }
                }
            // A Core Data or Realm entity is data the store builds (a `var file: File!` a cell
            // shows, `File: BaseModel: Object`; held-out set 56: 6 of 6 SPEC "no"), asked last:
            // the walk up its classes is for what would otherwise count.
            return isCollaborator && !isManagedObject(name)
        case .struct?:
            return hasDependencySuffix(name)
                && !facts(named: name).contains { $0.inherited.contains(where: Self.codingProtocols.contains) }
        default:
            return hasDependencySuffix(name)
        }
    }

    /// The protocols of decoded data: Swift's coding protocols and JSON libraries' decoded
    /// models (Marshal's `Unmarshaling`, ObjectMapper's `Mappable`; `isDependencyLike(name:)`,
    /// `isDecodedValue(_:)`).
    static let codingProtocols: Set<String> = [
        "Codable", "Decodable", "Encodable", "Unmarshaling", "Mappable", "ImmutableMappable",
    ]

    /// Whether protocol `name` is a view model's whose every conformer outside tests is a class
    /// of the set doing no work, itself or through its superclasses: the protocol of a xib
    /// component's view model holding what it shows and an action subject
    /// (`GameLoaderComponentViewModel`, adopted by `DefaultGameLoaderComponentViewModel`;
    /// held-out set 132: 43 component views' `viewModel` SPEC "no"). The working-view-model
    /// judgment read strictly from the conformers' own facts (`TypeFact.doesWork` and what they
    /// hold), without asking `isDependencyLike` again, which asks this: a conformer holding any
    /// class, actor or protocol of the set, or a name with a dependency suffix, counts as
    /// working.
    func isDataViewModelProtocol(_ name: String) -> Bool {
        guard Judgments.droppingProtocolSuffix(name).hasSuffix("ViewModel") else { return false }
        let conformers = conformers(of: name).filter { !$0.isInTestFile }
        func holdsOnlyValues(_ fact: TypeFact) -> Bool {
            !fact.doesWork
                && fact.heldTypeNames.allSatisfy { held in
                    switch nominalKinds[held] {
                    case .struct?, .enum?: return !hasDependencySuffix(held)
                    case nil: return !hasDependencySuffix(held)
                    default: return false
                    }
                }
        }
        return !conformers.isEmpty
            && conformers.allSatisfy { conformer in
                nominalKinds[conformer.name] == .class
                    && superclassChain(of: conformer.name).allSatisfy { facts(named: $0).allSatisfy(holdsOnlyValues) }
            }
    }

    /// Whether view model `name` does work, as a collaborator does, rather than only hold and
    /// shape what its screen shows (`AlertViewModel { var title, hint }`, a country list with
    /// a search filter; held-out set 17): its code does work itself (`TypeFact.doesWork`), or
    /// it holds or is given a dependency-like type, a view model that does work, or a type a
    /// DI container builds that is no view.
    func isWorkingViewModel(_ name: String) -> Bool {
        facts(named: name).contains { fact in
            fact.doesWork
                || fact.heldTypeNames.contains { held in
                    guard held != name else { return false }
                    if held.hasSuffix("ViewModel") { return facts(named: held).contains(where: \.doesWork) }
                    // A field's validator or formatter checks and shapes the text it is handed
                    // (`InputFieldViewModel` holding `Validator?` and `TextFormatter?`; held-out
                    // set 119: 5 of 5 form fields' view models a checkout view is set not acted on).
                    if Judgments.isFormatterName(held) || Judgments.isValidatorName(held) { return false }
                    // A class the container builds that is no view: a model layer wrapping the
                    // screen's services (`var model: ExhbtContentModel!` from its assembly;
                    // held-out set 62).
                    return isDependencyLike(name: held) || (registeredTypeNames.contains(held) && !isViewLayerType(held))
                }
        }
    }

    /// Whether the analyzed set registers `name` in a DI container by metatype
    /// (`container.register(SwipeActions.self) { … }`): part of the dependency-like judgment.
    public func isRegisteredInContainer(_ name: String) -> Bool { registeredTypeNames.contains(name) }

    /// Whether `name` ends in one of the configured dependency suffixes.
    public func hasDependencySuffix(_ name: String) -> Bool { Self.hasDependencySuffix(name, among: dependencySuffixes) }

    /// Whether `name` ends in one of `suffixes` (and is more than it) and is no standard value
    /// type: the judgment the index also asks while it is built, before it has its own list.
    static func hasDependencySuffix(_ name: String, among suffixes: [String]) -> Bool {
        if ValueTypeNames.all.contains(name) { return false }
        return suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    // MARK: Shared judgments

    /// A test file by its path (docs/configuration.md, `test_paths`): a folder named `Tests` or
    /// ending in `Tests`, or `Specs` or ending in `Specs` (Quick's), or a file name ending in
    /// `Tests.swift`, `Test.swift`, `Spec.swift`, or starting with `Mock`.
    ///
    /// One version for every path, over its UTF-8 bytes without splitting it into strings
    /// (measured with callgrind: 45,000 instructions per path for a `Character`-based
    /// version, about 1,000 here). The names compared are ASCII, so bytes and characters
    /// agree except where a combining mark joins the matched text (`Mock\u{301}…`), which
    /// counts as a match here.
    public static func isTestPath(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes -> Bool in
            func has(_ suffix: StaticString, endingAt end: Int, from start: Int) -> Bool {
                let count = suffix.utf8CodeUnitCount
                return end - start >= count && suffix.isSpelled(by: bytes.baseAddress! + (end - count), count: count)
            }
            var end = bytes.count
            while end > 0 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            guard end > 0 else { return false }
            var fileStart = end
            while fileStart > 0 && bytes[fileStart - 1] != UInt8(ascii: "/") { fileStart -= 1 }
            // Folders before the file name: non-empty components ending in `Tests` or `Specs`.
            var componentEnd = fileStart
            while componentEnd > 0 {
                while componentEnd > 0 && bytes[componentEnd - 1] == UInt8(ascii: "/") { componentEnd -= 1 }
                var componentStart = componentEnd
                while componentStart > 0 && bytes[componentStart - 1] != UInt8(ascii: "/") { componentStart -= 1 }
                if componentEnd > componentStart
                    && (has("Tests", endingAt: componentEnd, from: componentStart)
                        || has("Specs", endingAt: componentEnd, from: componentStart))
                {
                    return true
                }
                componentEnd = componentStart
            }
            let isMock = end - fileStart >= 4 && ("Mock" as StaticString).isSpelled(by: bytes.baseAddress! + fileStart, count: 4)
            return has("Tests.swift", endingAt: end, from: fileStart) || has("Test.swift", endingAt: end, from: fileStart)
                || has("Spec.swift", endingAt: end, from: fileStart) || isMock
        }
    }

    /// An app's start-up object is named so too: `Boot`, `AppBootstrap`, `Bootstrapper`
    /// (`final class Boot` building the storage and sync engine for the app delegate;
    /// held-out set 32: 2 of 2 not acted on), and a launch sequence named for it
    /// (`InitializationManager` starting seven managers once from the root view, `AppInitializer`,
    /// `StartupManager`; held-out set 176: 6 of 6 not acted on; `ApplicationLaunch`, the app
    /// delegate's `start()` configuring Firebase, the audio session and the database migration;
    /// held-out set 184: 1 of 1 not acted on; `AppConfigurator`, choosing the first screen by
    /// the user's sign-in and onboarding state and setting the window's root from a module
    /// builder it keeps; held-out set 228: 2 of 2 not acted on; `LaunchManager`, which the app
    /// delegate builds to run the launch sequence, starting the backup monitors and the data
    /// sharer; held-out set 287: 4 of 4 not acted on).
    static let compositionRootSuffixes = [
        "Container", "CompositionRoot", "Assembly", "Assembler", "DependencyGraph", "Bootstrap", "Bootstrapper",
        "DependencyProvider", "InitializationManager", "AppInitializer", "StartupManager", "AppLaunch",
        "ApplicationLaunch", "AppConfigurator", "WireUp", "LaunchManager",
    ]

    static func isCompositionRootName(_ name: String) -> Bool {
        name == "AppDelegate" || name == "SceneDelegate" || name == "Boot"
            || compositionRootSuffixes.contains { name.hasSuffix($0) }
    }

    /// A type of the analyzed set named `…Container` or `…Locator` whose own API is something
    /// else: instance methods callers use, none of which resolves, makes, builds, creates or
    /// registers, nor is a bare `get` or `service` (`actor SignedContainer { func
    /// getDataFiles() … }`, a signed document; held-out set 26: its 6 lookups were taken for
    /// wiring; `final class ServiceLocator { func getService(from workspace:) }`, one
    /// workspace's language server; set 27). A DI container hands out what it holds (`lazy
    /// var api`, `make()`, `makeFeed()`, `createViewModel()`, `register(_:)`, `get()`).
    static func hasOtherAPI(_ name: String, _ facts: [TypeFact]) -> Bool {
        let containerVerbs = makerPrefixes + ["create", "resolve"]
        guard name.hasSuffix("Container") || name.hasSuffix("Locator"), facts.contains(where: { $0.kind != .extension })
        else { return false }
        let methods = facts.flatMap(\.members).filter(\.isOwnAPIMethod)
        return !methods.isEmpty
            && !methods.contains { method in
                containerVerbs.contains(where: method.name.hasPrefix) || FileContext.isRegistrationName(method.name)
                    || method.name == "get" || method.name == "service"
            }
    }
}
