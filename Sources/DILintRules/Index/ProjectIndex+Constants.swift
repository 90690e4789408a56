import DILintSyntax

/// The constant-read judgment (docs/judgments.md): reading an immutable value through a
/// singleton (`Constants.main.standardSpacing`, `ThemeColors.shared.brand`) is reading a
/// constant, not reaching for a hidden collaborator. Nobody injects a spacing or a colour.
public struct ConstantMembers: Sendable {
    /// The instance properties of the type that are constants.
    public var names: Set<String> = []
    /// Every instance member is such a constant (a table of colours, sizes): the bare shared
    /// instance is a constant too.
    public var isTable = false
    /// The private stored `let`s that hold a value fixed once the instance is built
    /// (`isFixedState`), written with standard value types or the set's own values: not read
    /// from outside, but what a stateless type's own methods may read (`private let
    /// _availableCurrencies: [(String, String)]` a currency list's `init` fills; not `private
    /// let amplitude: Amplitude`, an SDK's client). So is a private `var` of such values
    /// declared with a collection literal of at least one element (`holdsFilledCollection`)
    /// that no code assigns after `init` nor changes in place (`changedInPlaceNames`):
    /// `private var categories: [TaskCategory] = [TaskCategory(title: "Work", …), …]` that a
    /// method only returns (held-out set 228: 3 of 3 SPEC "no"); not a cache its methods fill
    /// (`cache[key] = value`), nor an empty list (`= []`) filled by code the summary does not
    /// see.
    public var fixedPrivateNames: Set<String> = []
}

extension ProjectIndex {
    /// Whether reading singleton type `typeName`'s shared instance and then `member` (nil: the
    /// bare shared instance) reads a constant rather than a dependency (docs/judgments.md,
    /// "constant read"): `member` is an instance property of the type (its declaration or an
    /// extension) that is a `let` of a type that is not dependency-like (a literal, a colour,
    /// a size, a formatter, a struct of the set; not a class or actor of the set) or such a
    /// `var` that no code but an initializer writes (`SystemKit.shared.device`, a hardware
    /// snapshot `init` fills in: see `isFixedState`), or a read-only computed property of
    /// such a type whose getter only reads such constants. For the bare instance: every
    /// instance member is such a constant. `Constants.main.keychain` (a `Keychain`), a `var`
    /// some code writes after `init` (`Settings.shared.theme = .dark`, `$settings.isOn`,
    /// `store.items.append(x)`), a method or an unknown member are not constants.
    public func isConstantRead(of typeName: String, member: String?) -> Bool {
        let constants = constantCache.value(typeName) { makeConstantMembers(of: typeName) }
        guard let member else { return constants.isTable }
        return constants.names.contains(member)
    }

    /// A value computed by a class that keeps no instance state: `member` is a read-only
    /// computed property of `typeName` (`VendorServices.shared.appName`, a getter over the
    /// bundle and the branding settings), none of whose declarations stores anything, named
    /// for a value (`Judgments.isValueName`: `appName`, `isBranded`, `helpURL`), and of a
    /// standard value type where its annotation shows one (a facade handing out a service,
    /// `var api: APIClient { … }`, is still a reach). What it reads comes from elsewhere; the
    /// type itself is configuration (held-out set 44: 16 of 16 such reads in screens not
    /// acted on).
    public func isStatelessValueRead(of typeName: String, member: String) -> Bool {
        guard Judgments.isValueName(member) else { return false }
        let list = facts(named: typeName).filter { $0.kind != .protocol }
        guard kind(of: typeName) == .class, !list.isEmpty, list.allSatisfy({ $0.storedPropertyCount == 0 }),
            let property = instanceProperty(member, of: typeName),
            property.kind == .var, !property.hasSetter, !property.isFunctionTyped
        else { return false }
        switch property.value {
        case .stored?: return false
        // Not a getter over another type's written static variables (`var token: String? {
        // KeychainStorage.token }`): a store's state, read through the session.
        case .derived(let resultNames, _, let typeNames, _)?:
            return resultNames.allSatisfy(ValueTypeNames.all.contains)
                && !typeNames.contains(where: keepsWrittenStaticState)
        default: return true
        }
    }

    /// Whether `typeName` is a catalog read from the app's bundle: a class, actor or struct whose
    /// declaration with its shared instance loads a bundled resource and names no platform
    /// service but the bundle and the notification centre (`TypeFact.loadsBundledCatalog`),
    /// and whose stored properties hold no dependency-like type (`DozeTextsProvider.shared
    /// .getTopic(itemTypeKey:)` over a JSON file in the app, a category list reloaded when the
    /// language changes). Its reads are reference data shipped with the app, read like
    /// localized strings (held-out sets 87 to 112: 25 of 25 not acted on; an actor caching the
    /// JSON it decodes for App Intents' entity queries, held-out set 234: 1 of 1 not acted on).
    public func isBundledCatalog(_ typeName: String) -> Bool {
        // Asked of every access: the flag first, with no list built.
        let list = facts(named: typeName)
        let kind = kind(of: typeName)
        guard list.contains(where: \.loadsBundledCatalog), kind == .class || kind == .struct || kind == .actor
        else { return false }
        return list.allSatisfy { fact in
            guard fact.kind != .protocol else { return true }
            return fact.members.allSatisfy { member in
                guard !member.isStatic, member.kind == .var || member.kind == .let else { return true }
                switch member.value {
                case .stored(let names)?: return !names.contains { isDependencyLike(name: $0) }
                case .unknownStored?: return false
                default: return true
                }
            }
        }
    }

    /// Whether `name` is a protocol of the set whose requirements are all properties of style
    /// values (`TypeFact.isStylePalette`: `protocol AppColorInterface { var
    /// appBackgroundColor: UIColor { get } … }`, an image provider's icons): styling, read
    /// like a theme wherever it comes from (held-out set 115: one app's colours and images
    /// resolved in a hundred views); or a class or struct holding only such values
    /// (`FontCache`, `struct Fonts`); or a class conforming to such a protocol (`class
    /// ColorsService: ObservableObject, Palette`, its colours and the palette it switches).
    /// So is a theme, a class whose stored properties hold only palettes (`UIService` keeping
    /// `fonts: Fonts` and `colors: ColorsService`; held-out set 178: 21 of 21 lookups of it
    /// by views and styles not acted on).
    public func isStylePalette(_ name: String) -> Bool {
        let list = facts(named: name)
        return list.contains { fact in
            isPaletteItself(fact) || holdsOnlyThemeParts(fact, orStyleValues: true)
        }
    }

    /// A theme: a class whose stored properties hold only palettes of the set or Material
    /// Components' schemes (`ApplicationScheme` keeping an `MDCContainerScheme`, an
    /// `MDCTypographyScheme` and an `MDCSemanticColorScheme`; `StyleSheet` keeping its palette
    /// protocol; held-out sets 258 and 221: 22 of 22 reaches not acted on): what reads it
    /// styles, an ambient singleton. Not one keeping bare colours (`var accent: UIColor`).
    func isTheme(_ name: String) -> Bool {
        facts(named: name).contains { holdsOnlyThemeParts($0, orStyleValues: false) }
    }

    /// Whether `fact` is a class whose stored properties each hold a palette of the set or a
    /// Material Components scheme (`TypeFact.themePartNames`), or, with `orStyleValues`, a bare
    /// style value (`UIColor`, `Font`).
    private func holdsOnlyThemeParts(_ fact: TypeFact, orStyleValues: Bool) -> Bool {
        fact.kind == .class && !fact.themePartNames.isEmpty
            && fact.themePartNames.allSatisfy { part in
                (orStyleValues && Judgments.styleValueTypeNames.contains(part))
                    || Judgments.materialSchemeTypeNames.contains(part) || facts(named: part).contains(where: isPaletteItself)
            }
    }

    /// A palette by its own declaration (`TypeFact.isStylePalette`), or a class conforming to
    /// a protocol that is one.
    private func isPaletteItself(_ fact: TypeFact) -> Bool {
        fact.isStylePalette
            || (fact.kind == .class
                && fact.inherited.contains { kind(of: $0) == .protocol && facts(named: $0).contains(where: \.isStylePalette) })
    }

    /// A constant read (`isConstantRead`) of a standard value or an enum of the analyzed set:
    /// a `let isTestnet: Bool` a type's initializer sets. Read through a global alias
    /// (`Biz.isTestnet`), it is a flag, where a `let business: PhoenixBusiness` of a type
    /// from another module is the object the alias hands out.
    public func isPlainConstantRead(of typeName: String, member: String) -> Bool {
        guard isConstantRead(of: typeName, member: member) else { return false }
        guard let property = instanceProperty(member, of: typeName), case .stored(let names)? = property.value,
            !names.isEmpty
        else { return false }
        return names.allSatisfy { ValueTypeNames.all.contains($0) || kind(of: $0) == .enum }
    }

    /// Instance property `member` of type `typeName`, as its declaration or an extension records
    /// it (a protocol's requirement aside).
    func instanceProperty(_ member: String, of typeName: String) -> MemberFact? {
        facts(named: typeName).lazy.filter { $0.kind != .protocol }.flatMap(\.members).first { !$0.isStatic && $0.name == member }
    }

    /// Core Data's persistent containers: what the template's `PersistenceController` keeps
    /// (`TypeFact.keepsSharedService`); also SwiftData's `ModelContainer`, kept by the same
    /// struct in SwiftData apps (held-out set 280: reducers, intents and the app delegate
    /// reaching `PersistenceController.shared.container.mainContext`, none found before).
    static let persistentContainerTypeNames: Set<String> = [
        "NSPersistentContainer", "NSPersistentCloudKitContainer", "ModelContainer",
    ]

    /// A network client's types, written as a struct's stored property: the session or
    /// provider every copy of the struct shares (`struct NetworkService { public static var
    /// instance = NetworkService(); var provider: MoyaProvider<MultiTarget> }`; held-out set
    /// 267: 138 reads from view models and coordinators, none found).
    static let networkClientTypeNames = NameSet(["URLSession", "MoyaProvider", "Session", "ApolloClient"])

    /// Core Data's and SwiftData's handles of the app's store: read out of a singleton, the
    /// store itself (`SingletonAccessRule.readsStore`).
    static let storeHandleTypeNames = persistentContainerTypeNames.union([
        "NSManagedObjectContext", "ModelContainer", "ModelContext",
    ])

    /// A type whose instances are a service, whatever its name: the platform's I/O types (the
    /// platform singletons' types, caches, keychains, databases) that `isDependencyLike` does
    /// not know by suffix. A `let` holding one is a collaborator.
    static let serviceTypeNames: Set<String> = Set(PlatformSingletons.defaults.map(\.type)).union(storeHandleTypeNames).union([
        "URLCache", "Keychain", "KeychainSwift", "NSCache", "Bundle", "DispatchQueue", "OperationQueue",
        "CLLocationManager", "NWPathMonitor", "WKWebView", "AVPlayer", "AVAudioPlayer",
        "AVAudioSession", "UNUserNotificationCenter", "CKContainer", "CKDatabase", "Timer",
        // Shared mutable state behind a `let`: locks and the values they guard, subjects.
        "Mutex", "OSAllocatedUnfairLock", "NSLock", "NSRecursiveLock", "Atomic", "ManagedAtomic", "LockIsolated",
        "ActorIsolated", "CurrentValueSubject", "PassthroughSubject", "BehaviorSubject", "PublishSubject",
        "BehaviorRelay", "PublishRelay",
    ])

    /// The Firebase SDK's entry points and the handles they give (`Firestore`, `Auth`,
    /// `CollectionReference`): services where the analyzed set declares no type of the name.
    /// A singleton keeping them (`final class FirebaseManager { let auth: Auth; let db:
    /// Firestore }`) hands out the database and the session, not constants (held-out set 179:
    /// every controller's `private let db = FirebaseManager.shared.db`, views reading
    /// `FirebaseManager.shared.auth.currentUser`, none found).
    static let sdkServiceTypeNames: Set<String> = [
        "Firestore", "Auth", "Functions", "Storage", "Database", "Messaging", "RemoteConfig", "Crashlytics",
        "CollectionReference", "DocumentReference", "StorageReference", "DatabaseReference",
    ]

    /// Whether the names a property's value is written with are values: none is
    /// dependency-like, a platform service type or an SDK's (`sdkServiceTypeNames`), or a
    /// class or actor of the analyzed set (a live object such as a service's `let progress:
    /// DownloadTasksPublisher`, whose state changes; a colour, a formatter or a struct of the
    /// set does not).
    private func areValues(_ names: [String]) -> Bool {
        !names.contains { name in
            let kind = kind(of: name)
            return kind == .class || kind == .actor || Self.serviceTypeNames.contains(name) || isDependencyLike(name: name)
                || (kind == nil && Self.sdkServiceTypeNames.contains(name))
        }
    }

    /// Whether the names a property's value is written with are all values the analyzed set
    /// shows to be values: standard value types and the set's own structs and enums that are
    /// not dependency-like.
    private func areKnownValues(_ names: [String]) -> Bool {
        names.allSatisfy { name in
            if ValueTypeNames.all.contains(name) { return true }
            let kind = kind(of: name)
            return (kind == .struct || kind == .enum) && !isDependencyLike(name: name)
        }
    }

    /// A struct or enum of the set keeping state in a static stored variable some code writes
    /// (`@KeychainEntry("token") static var token: String?` of `struct KeychainStorage {}`,
    /// which a session object's methods assign): a getter reading it reads a store, not a
    /// value (held-out set 320).
    func keepsWrittenStaticState(_ name: String) -> Bool {
        let kind = kind(of: name)
        guard kind == .struct || kind == .enum else { return false }
        return facts(named: name).contains { fact in
            fact.staticStateCount > 0 && fact.staticProperties.contains { writtenMembers.contains($0.name) }
        }
    }

    func makeConstantMembers(of typeName: String) -> ConstantMembers {
        let facts = facts(named: typeName).filter { $0.kind != .protocol }
        let members = facts.flatMap(\.members).filter { !$0.isStatic }
        let mutated = Set(facts.flatMap(\.mutatedNames))
        let changedInPlace = Set(facts.flatMap(\.changedInPlaceNames))
        var properties: [String: MemberFact] = [:]
        for member in members where member.value != nil { properties[member.name] = member }
        var known: [String: Bool] = [:]
        // A function of literals computes a constant when it is no member of the type or its
        // superclasses (`colorWith255RGB(242, g: 243, b: 245)`, a palette's colour; held-out
        // set 69: 4 of 4 SPEC "no"), not the type's own lookup (`valueFor(name: "app.x")`
        // reading the configuration it fetched).
        var memberNames: Set<String>?
        func isFreeFunction(_ name: String) -> Bool {
            if memberNames == nil {
                memberNames = Set(
                    superclassChain(of: typeName).flatMap { self.facts(named: $0).flatMap { $0.members.map(\.name) } })
            }
            return memberNames?.contains(name) == false
        }
        // Stored state the type only sets while it is built holds for the instance's life,
        // like a `let`: a `private var platform` assigned in `init`, or a `var device` its
        // initializer fills that no code of the analyzed set writes afterwards
        // (`writtenMembers`: the name is written through no value, whatever its type).
        func isFixedState(_ name: String) -> Bool {
            guard let member = properties[name], case .stored(let names)? = member.value else { return false }
            if member.kind == .let { return areValues(names) }
            if member.isPrivate { return !mutated.contains(name) && !writtenMembers.contains(name) && areValues(names) }
            // A `var` others could write: only a value the analyzed set shows to be one (a
            // struct or enum of the set, a standard value), not a class from elsewhere
            // (`var pfp: ImagePipeline`, an image loader).
            return !mutated.contains(name) && !writtenMembers.contains(name) && areKnownValues(names)
        }
        func isConstant(_ name: String, depth: Int) -> Bool {
            if let answer = known[name] { return answer }
            guard depth < 8, let member = properties[name] else { return false }
            known[name] = false  // a getter that reads itself, directly or not, is no constant
            var answer = false
            switch member.value {
            case .stored?:
                answer = !member.isPrivate && isFixedState(name)
            case .derived(let resultNames, let names, let typeNames, let calls)?:
                answer =
                    areValues(resultNames) && areValues(typeNames) && !typeNames.contains(where: keepsWrittenStaticState)
                    && names.allSatisfy { isFixedState($0) || isConstant($0, depth: depth + 1) }
                    && calls.allSatisfy(isFreeFunction)
            default:
                answer = false
            }
            known[name] = answer
            return answer
        }
        var result = ConstantMembers()
        for (name, member) in properties {
            if isConstant(name, depth: 0) { result.names.insert(name) }
            if member.isPrivate, member.kind == .let || (member.holdsFilledCollection && !changedInPlace.contains(name)),
                isFixedState(name),
                case .stored(let names)? = member.value,
                areKnownValues(names)
            {
                result.fixedPrivateNames.insert(name)
            }
        }
        // A table: constant properties only, besides private fixed state, initializers and
        // private helpers.
        result.isTable =
            !result.names.isEmpty
            && members.allSatisfy { member in
                switch member.kind {
                case .`init`, .typealias, .associatedtype: return true
                case .func, .subscript: return member.isPrivate
                default: return result.names.contains(member.name) || (member.isPrivate && isFixedState(member.name))
                }
            }
        return result
    }
}
