import DILintRules
import Testing

/// Edge cases of singleton_declaration, singleton_access and too_many_dependencies beyond their
/// `Rules/` docs: the shapes DI guides teach, and the lexing around them.
@Suite struct SingletonRulesTests {
    static func findings(
        _ rules: [RuleID], _ code: String, path: String = "Sources/App/Feature.swift",
        context: [(path: String, code: String)] = [], config: String? = nil
    ) throws -> [String] {
        try LintHarness.lint([(path: path, code: code)] + context, rules: rules, config: config).findings
            .filter { rules.contains($0.rule) && $0.path == path }
            .map { "\($0.start.line):\($0.start.column) \($0.rule.rawValue)" }
    }

    // MARK: singleton_declaration

    @Test func declarationShapes() throws {
        let found = try Self.findings(
            [.singletonDeclaration],
            """
            final class Analytics {
                static let instance = Self()
                static let shared: Analytics = .init()
                static var current: Analytics?
                static let live = Self.init()
            }
            enum Theme {
                case light
                static let shared = Theme.light
            }
            struct Settings {
                static let shared = Settings()
            }
            final class Clock {
                static let title: String = .init("clock")
                static var now: Clock { Clock() }
                static var shared: Clock { Clock() }
                static var instance: Clock { lock.withLock { storage } }
            }
            """)
        // A getter building the type anew is a factory under any name (held-out set 37); one
        // doing more than returning a stored instance counts under the four names.
        #expect(
            found == [
                "2:16 singleton_declaration", "3:16 singleton_declaration", "4:16 singleton_declaration",
                "5:16 singleton_declaration", "18:16 singleton_declaration",
            ])
    }

    @Test func aFilePrivateClassIsNotASingletonButAPublicOneOfTheSameNameIs() throws {
        let found = try Self.findings(
            [.singletonDeclaration, .singletonAccess],
            """
            private final class Cache {
                static let shared = Cache()
            }
            final class Feed {
                func load() { use(Cache.shared) }
            }
            """)
        #expect(found.isEmpty)
        let both = try Self.findings(
            [.singletonDeclaration],
            """
            private final class Cache {
                static let shared = Cache()
            }
            """, context: [(path: "Sources/App/Cache.swift", code: "final class Cache { static let shared = Cache() }")])
        #expect(both.isEmpty)
        let publicOne = try Self.findings(
            [.singletonDeclaration], "final class Cache { static let shared = Cache() }",
            path: "Sources/App/Cache.swift",
            context: [
                (
                    path: "Sources/App/Feature.swift",
                    code: "private final class Cache { static let shared = Cache() }"
                )
            ])
        #expect(publicOne == ["1:32 singleton_declaration"])
    }

    // MARK: singleton_access

    @Test func accessInEveryKindOfCodeButNotInTextOrComments() throws {
        let found = try Self.findings(
            [.singletonAccess],
            #"""
            final class NetworkManager {
                static let shared = NetworkManager()
                func fetch() -> NetworkManager { self }
            }
            final class FeedStatus {
                var status: String { "\(NetworkManager.shared)" }
            }
            final class FeedLoader {
                func load() {
                    NetworkManager.shared.fetch().fetch()
                    let text = "NetworkManager.shared"
                    let raw = #"NetworkManager.shared \(x)"#
                    // NetworkManager.shared.fetch()
                    /* NetworkManager.shared */
                }
            }
            final class FeedReloader {
                func reload() {
                    #if DEBUG
                    NetworkManager.shared.fetch()
                    #else
                    NetworkManager
                        .shared
                        .fetch()
                    #endif
                }
            }
            """#)
        #expect(
            found == [
                // Not 20:24: the `#if DEBUG` branch is debug tooling; its `#else` branch is not.
                "6:44 singleton_access", "10:24 singleton_access", "23:14 singleton_access",
            ])
    }

    @Test func wiringTestsAndTheSingletonsOwnExtensionsAreNotHiddenDependencies() throws {
        let singleton = (
            path: "Sources/App/NetworkManager.swift",
            code: "final class NetworkManager { static let shared = NetworkManager() }"
        )
        let wiring = try Self.findings(
            [.singletonAccess],
            """
            extension NetworkManager {
                func retry() { use(NetworkManager.shared) }
            }
            final class NetworkAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(NetworkManager.self) { _ in NetworkManager.shared }
                }
            }
            extension Container {
                var network: Factory<NetworkManager> { self { NetworkManager.shared } }
            }
            final class Feed {
                init(network: NetworkManager = .shared, other: NetworkManager = NetworkManager.shared) {}
            }
            """, context: [singleton])
        #expect(wiring.isEmpty)
        let tests = try Self.findings(
            [.singletonAccess],
            """
            final class FeedTests: XCTestCase {
                func testLoad() { use(NetworkManager.shared) }
            }
            """, path: "Tests/AppTests/FeedTests.swift", context: [singleton])
        #expect(tests.isEmpty)
    }

    @Test func theAppDelegatesInstanceIsReportedOnceAsALocator() throws {
        let found = try Self.findings(
            [.singletonAccess, .serviceLocator],
            """
            final class AppDelegate: UIResponder {
                static var shared: AppDelegate!
                static let instance = AppDelegate()
            }
            final class TabsController {
                func show() { AppDelegate.shared.router.show() }
            }
            final class MenuController {
                func hide() { AppDelegate.instance.router.hide() }
            }
            """)
        #expect(found == ["6:31 service_locator", "9:31 service_locator"])
    }

    @Test func aDependencyKeysValuesAreItsLiveImplementation() throws {
        let found = try Self.findings(
            [.singletonAccess, .systemSingletonAccess, .serviceLocator],
            """
            extension FeedClient: DependencyKey {
                static let liveValue = Self(fetch: { NetworkManager.shared.fetch() }, defaults: { UserDefaults.standard })
                static var previewValue: FeedClient { FeedClient(fetch: { Container.shared.api().fetch() }) }
                static let live = Self(fetch: { NetworkManager.shared.fetch() })
            }
            extension SearchClient: DependencyKey {
                var liveValue: Int { NetworkManager.shared.count }
            }
            """,
            context: [(path: "Sources/App/NetworkManager.swift", code: "final class NetworkManager { static let shared = NetworkManager() }")])
        #expect(found == ["4:52 singleton_access", "7:41 singleton_access"])
    }

    @Test func suppressedAccesses() throws {
        let found = try Self.findings(
            [.singletonAccess],
            """
            final class NetworkManager { static let shared = NetworkManager() }
            final class FeedA {
                // dilint:disable:next singleton_access
                let a = NetworkManager.shared
            }
            final class FeedB {
                let b = NetworkManager.shared // dilint:disable:this singleton_access - legacy
                let c = NetworkManager.shared
            }
            final class FeedC {
                let c = NetworkManager.shared
            }
            """)
        // FeedB's second reach is the same problem as its first, which is suppressed.
        #expect(found == ["11:28 singleton_access"])
    }

    /// The helper-call judgment reads a method's body: a keyword written as an argument label
    /// (`fetch(for: url)`) is no `for` loop binding what follows, a shorthand `if let cache` reads
    /// the property it unwraps, and a helper in one overload is no helper when another
    /// overload of the name, or the superclass's member it reads, holds state.
    @Test func helperCallsAreThoseThatTouchNoStateOfTheSingleton() throws {
        let found = try Self.findings(
            [.singletonAccess],
            """
            class BaseStore { var cache: [String: Int] = [:] }
            final class Loader: BaseStore {
                static let shared = Loader()
                var pending: [String: Int] = [:]
                func load(for key: String) async -> Int? {
                    let task = Task { await fetch(for: key) }
                    if let cached = pending[key] { return cached }
                    return await task.value
                }
                func peek(_ key: String) -> Int? {
                    if let pending { return pending[key] }
                    return nil
                }
                func inherited(_ key: String) -> Int? { cache[key] }
                func double(_ value: Int) -> Int { value * 2 }
                func double(_ value: String) -> Int { pending[value] ?? 0 }
                func square(_ value: Int) -> Int { value * value }
            }
            func fetch(for key: String) async -> Int { 0 }
            // One type per access.
            final class ScreenA { func load() async { _ = await Loader.shared.load(for: "a") } }
            final class ScreenB { func peek() { _ = Loader.shared.peek("a") } }
            final class ScreenC { func inherited() { _ = Loader.shared.inherited("a") } }
            final class ScreenD { func double() { _ = Loader.shared.double(2) } }
            final class ScreenE { func square() { _ = Loader.shared.square(2) } }
            """)
        #expect(
            found == [
                "21:60 singleton_access", "22:48 singleton_access", "23:53 singleton_access", "24:50 singleton_access",
            ])
    }

    /// Names are bound in order: a member read before a closure names its parameter the same
    /// (`cache.update { cache in … }`) is still a member read, and what a capture list captures
    /// (`[uuid]`) is read from the instance.
    @Test func aMemberReadBeforeALocalOfTheSameNameIsState() throws {
        let found = try Self.findings(
            [.singletonAccess, .singletonDeclaration],
            """
            final class Store { func put(_ key: String) {} }
            final class Converter {
                static let shared = Converter()
                private let cache = Store()
                let uuid = "u"
                func convert(_ key: String) -> String {
                    cache.put(key)
                    let update = { (cache: Store) in cache.put(key) }
                    _ = update
                    return key
                }
                func tag(_ key: String) -> () -> String { { [uuid] in key + uuid } }
                func plain(_ key: String) -> String { key.lowercased() }
            }
            // One type per access.
            final class ScreenA { func convert() { _ = Converter.shared.convert("a") } }
            final class ScreenB { func tag() { _ = Converter.shared.tag("a") } }
            final class ScreenC { func plain() { _ = Converter.shared.plain("a") } }
            """)
        #expect(found == ["3:16 singleton_declaration", "16:54 singleton_access", "17:50 singleton_access"])
    }

    /// `accepted` names singleton types the team accepts: not reported, wherever reached;
    /// other singletons still are. Entries must be type names.
    @Test func acceptedSingletonsAreNotReported() throws {
        let code = """
            final class AppAnalytics { static let shared = AppAnalytics(); func track(_ e: String) {} }
            final class Rollout { static let current = Rollout(); func variant(_ f: String) -> String { "on" } }
            final class FeedStore { static let shared = FeedStore(); func reload() {} }
            final class FeedViewModel {
                func load() {
                    AppAnalytics.shared.track("load")
                    if Rollout.current.variant("feed") == "on" { FeedStore.shared.reload() }
                }
            }
            """
        let everything = try LintHarness.lint([(path: "Sources/App/Feed.swift", code: code)], rules: [.singletonAccess]).findings
        #expect(everything.map(\.start.line) == [6, 7, 7])
        let accepted = try LintHarness.lint(
            [(path: "Sources/App/Feed.swift", code: code)], rules: [.singletonAccess],
            config: #"{"singleton_access": {"accepted": ["AppAnalytics", "MyKit.Rollout"]}}"#
        ).findings
        #expect(accepted.map { "\($0.start.line):\($0.start.column)" } == ["7:64"])
        #expect {
            _ = try LintHarness.lint(
                [(path: "Sources/App/Feed.swift", code: code)], rules: [.singletonAccess],
                config: #"{"singleton_access": {"accepted": ["AppAnalytics.shared()"]}}"#)
        } throws: { error in
            "\(error)" == #".dilint.json:1:46: error: 'accepted' entries must be type names, found "AppAnalytics.shared()""#
        }
    }

    /// A type reaching a singleton directly and through a global alias of it has one
    /// dependency: one finding counting both, never read as a data-access object's sibling.
    @Test func aSingletonReachedDirectlyAndThroughItsAliasIsOneFinding() throws {
        let messages = try LintHarness.lint(
            [
                (
                    path: "Sources/App/Transfer.swift",
                    code: """
                    final class Manager { static let shared = Manager(); var peers = 0; func connect() { peers += 1 } }
                    let Biz = Manager.shared
                    final class Transfer {
                        func f() { Manager.shared.connect() }
                        func g() { Biz.connect() }
                    }
                    """
                )
            ], rules: [.singletonAccess]
        ).findings.map(\.message)
        #expect(
            messages == [
                "'Transfer' reaches for the singleton 'Manager.shared' (2 accesses); inject it through the initializer instead"
            ])
    }

    /// A namespace works on something: a method that reads nothing (a stub service's
    /// `fetchFeed() { [] }`, a clock's `now() { Date() }`) keeps its type a singleton.
    @Test func aTypeOfStubsOrClocksIsNoStatelessNamespace() throws {
        let found = try Self.findings(
            [.singletonAccess, .singletonDeclaration],
            """
            public final class APIService: Sendable {
                public static let shared = APIService()
                public func fetchFeed() async throws -> [String] { [] }
            }
            final class Clock {
                static let shared = Clock()
                func now() -> Date { Date() }
            }
            final class Feed {
                func load() async throws {
                    _ = try await APIService.shared.fetchFeed()
                    _ = Clock.shared.now()
                }
            }
            """)
        #expect(
            found == [
                "2:23 singleton_declaration", "6:16 singleton_declaration", "11:34 singleton_access",
                "12:19 singleton_access",
            ])
    }

    /// The root-only judgment reads `: Store = .shared` as a reach of `Store` (in a default
    /// argument when the member is one), so a view that takes its store that way keeps the
    /// declaration a finding.
    @Test func anAnnotatedSharedInitializerIsAReach() throws {
        let store = "final class Store { static let shared = Store() }"
        let app = (
            path: "Sources/App/ShopApp.swift",
            code: "@main struct ShopApp: App {\n    let store = Store.shared\n    var body: some Scene { WindowGroup { Text(\"\") } }\n}\n"
        )
        let fromAView = try Self.findings(
            [.singletonDeclaration], store,
            context: [
                app,
                (
                    path: "Sources/App/ListView.swift",
                    code: "struct ListView: View {\n    @State private var store: Store = .shared\n    var body: some View { Text(\"\") }\n}\n"
                ),
            ])
        #expect(fromAView == ["1:32 singleton_declaration"])
        let inADefault = try Self.findings(
            [.singletonDeclaration], store,
            context: [
                app, (path: "Sources/App/ListModel.swift", code: "final class ListModel { init(store: Store = .shared) {} }\n"),
            ])
        #expect(inADefault.isEmpty)
    }

    // MARK: too_many_dependencies

    @Test func initializersOfEveryKindOfType() throws {
        let found = try Self.findings(
            [.tooManyDependencies],
            """
            actor Sync { init(a: A, b: B, c: C, d: D, e: E, f: F) {} }
            enum Route { init(a: A, b: B, c: C, d: D, e: E, f: F) { self = .home } }
            extension Feed { convenience init(a: A, b: B, c: C, d: D, e: E, f: F) { self.init() } }
            struct Five { init(a: A, b: B, c: C, d: D, e: E) {} }
            final class Builder { func make(a: A, b: B, c: C, d: D, e: E, f: F) {} }
            """, config: #"{"too_many_dependencies": {"count": "all", "max_parameters": 5}}"#)
        #expect(found == ["1:14 too_many_dependencies", "2:14 too_many_dependencies", "3:30 too_many_dependencies"])
    }

    /// Issue 14: dependencies by default, caller-location defaults never, and the message
    /// names what it counted.
    @Test func dependenciesByDefaultAndCallerLocationNever() throws {
        let code = """
            final class Checkout {
                init(a: AService, b: BService, c: CService, d: DService, e: EService, f: FService, g: GService,
                     h: HService, title: String, kind: FileType) {}
                init(a: AService, b: BService, c: CService, d: DService, e: EService, f: FService, g: GService,
                     file: StaticString = #fileID, line: UInt = #line) {}
            }
            """
        let found = try LintHarness.lint([(path: "Sources/App/C.swift", code: code)], rules: [.tooManyDependencies]).findings
        #expect(found.map(\.start.line) == [2])
        #expect(
            found.first?.message.contains("takes 8 dependencies (limit 7): 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h';")
                == true)
        let all = try LintHarness.lint(
            [(path: "Sources/App/C.swift", code: code)], rules: [.tooManyDependencies],
            config: #"{"too_many_dependencies": {"count": "all"}}"#
        ).findings
        #expect(all.map(\.start.line) == [2])
    }

    /// A wiring type's function cut short inside a chain through a shared instance (its body,
    /// by the braces there are, ends before the chain does): the question whether a local is
    /// only handed on asked of no tokens, no trap (found by the fuzzer).
    @Test func aFunctionCutShortInsideAChainDoesNotTrap() throws {
        let code = """
            final class WalletSettings {
                static let shared = WalletSettings()
            }
            final class ConfirmWireframe {
                func showDetails(on controller: UIViewController, model: Transaction) {
                    guard let account = WalletSettings.shared.// a comment
                private var cachedPrefs: [String: Any] = [:]
            """
        let result = try LintHarness.lint([(path: "Sources/App/ConfirmWireframe.swift", code: code)], enableAll: true)
        #expect(result.findings.allSatisfy { $0.path == "Sources/App/ConfirmWireframe.swift" })
    }

    @Test func countingOnlyDependencies() throws {
        let config = #"{"too_many_dependencies": {"count": "dependencies", "max_parameters": 1}}"#
        let found = try Self.findings(
            [.tooManyDependencies],
            """
            protocol Clock { func now() -> Date }
            final class Store { static let shared = Store() }
            final class Feed {
                init(clock: Clock, store: Store, name: String, date: Date) {}
                init(api: FeedAPI, count: Int, onTap: () -> Void) {}
            }
            """, config: config)
        #expect(found == ["4:5 too_many_dependencies"])
    }
}
