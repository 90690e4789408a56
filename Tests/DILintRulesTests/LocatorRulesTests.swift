import DILintRules
import Testing

/// Edge cases of the container and locator rules (service_locator, force_unwrapped_dependency,
/// injected_property_wrapper, container_injection) beyond their `Rules/` docs.
@Suite struct LocatorRulesTests {
    static func findings(
        _ rule: RuleID, _ code: String, path: String = "Sources/App/Feature.swift",
        context: [(path: String, code: String)] = []
    ) throws -> [String] {
        try LintHarness.lint([(path: path, code: code)] + context, rules: [rule]).findings
            .filter { $0.rule == rule && $0.path == path }
            .map { "\($0.start.line):\($0.start.column)" }
    }

    // MARK: service_locator

    @Test func registryNamedGetAndMetatypeShapes() throws {
        let found = try Self.findings(
            .serviceLocator,
            """
            final class Feed {
                func load() {
                    _ = DI.get(Api.self)
                    _ = services.get(Api.self, name: "x")
                    _ = cache.get(Api.self)
                    _ = container.resolve((any Api).self)
                    _ = container.resolve(type: Store.self)
                    _ = container.resolve(api)
                    _ = self.container.synchronize().resolve([Api].self)
                }
            }
            """)
        #expect(found == ["3:16", "4:22", "6:23", "7:23", "9:42"])
    }

    @Test func aCallersOwnGetOrResolveDoesNotHideALookupOnAnotherType() throws {
        // `OrdersViewModel` declares `get()` and `resolve()` itself; only calls on itself
        // (implicit, `self`, its own name) are its own code.
        let found = try Self.findings(
            .serviceLocator,
            """
            final class OrdersViewModel {
                func get() { _ = Locator.get(OrderRepository.self) }
                func resolve() { _ = container.resolve(Api.self) }
                func reload() {
                    _ = resolve(Api.self)
                    _ = self.resolve(Api.self)
                    _ = OrdersViewModel.get(Api.self)
                }
            }
            """)
        #expect(found == ["2:30", "3:36"])
    }

    @Test func messagesNameTheDependencyWhenWritten() throws {
        let result = try LintHarness.lint(
            [
                (
                    path: "Sources/App/Feed.swift",
                    code: """
                    final class Feed {
                        func load() {
                            let api: Api = Resolver.root.resolve()
                            let cache = container.resolve((any Cache).self)
                            consume(Resolver.resolve())
                        }
                    }
                    let global = AppDelegate.current.session
                    """
                )
            ], rules: [.serviceLocator])
        #expect(
            result.findings.map(\.message) == [
                "'Feed' resolves 'Api' from the container 'Resolver' at run time; inject it through the initializer instead",
                "'Feed' resolves 'Cache' from the container 'container' at run time; inject it through the initializer instead",
                "'Feed' resolves a dependency from the container 'Resolver' at run time; inject it through the initializer instead",
                "this code uses 'AppDelegate.current' as a service locator; inject what it needs through the initializer instead",
            ])
    }

    @Test func scriptsPreviewsAndNestedRegistrationClosuresAreWiring() throws {
        // A script's globals are top-level code.
        #expect(
            try Self.findings(
                .serviceLocator,
                """
                let container = Container()
                container.register(Api.self) { _ in LiveApi() }
                let api = container.resolve(Api.self)!
                print(api)
                """, path: "Sources/Tool/main.swift"
            ).isEmpty)
        #expect(
            try Self.findings(
                .serviceLocator,
                """
                final class Wiring {
                    func setUp(container: Container) {
                        container.register(Feed.self) { r in
                            let make = { Feed(api: r.resolve(Api.self)!) }
                            return make()
                        }
                        container.storyboardInitCompleted(FeedController.self) { r, c in c.api = r.resolve(Api.self) }
                    }
                }
                #Preview {
                    FeedView(api: Container.shared.api())
                }
                """
            ).isEmpty)
        // A global of an ordinary file is not wiring.
        #expect(try Self.findings(.serviceLocator, "let api = container.resolve(Api.self)!\n") == ["1:21"])
    }

    @Test func locatorsOwnCodeAndRegistrationAreNotLookups() throws {
        #expect(
            try Self.findings(
                .serviceLocator,
                """
                enum ServiceLocator {
                    static var analytics: Analytics = Live()
                    static func track() { ServiceLocator.analytics.track() }
                }
                final class Setup {
                    func run(locator: Locator) {
                        locator.register(Api.self) { LiveApi() }
                        locator.setApi(LiveApi())
                        ServiceLocator.reset()
                        _ = ServiceLocator.self
                    }
                }
                """) == [])
        #expect(
            try Self.findings(
                .serviceLocator,
                """
                final class Feed {
                    private let analytics = AppServiceLocator.shared.analytics
                    func run() { serviceLocator.api().load() }
                }
                """) == ["2:54", "3:33"])
    }

    @Test func aHandWrittenContainerResolvesInsideItself() throws {
        #expect(
            try Self.findings(
                .serviceLocator,
                """
                final class Services {
                    private var factories: [ObjectIdentifier: () -> Any] = [:]
                    func resolve<T>(_ type: T.Type) -> T { factories[ObjectIdentifier(type)]!() as! T }
                    func makeFeed() -> Feed { Feed(api: resolve(Api.self), cache: self.resolve(Cache.self)) }
                }
                final class Feed {
                    func reload(services: Services) { _ = services.resolve(Api.self) }
                }
                """) == ["7:52"])
    }

    /// Only calls on Factory's shared container are lookups, not its test overrides or
    /// registrations. The registrations sit in a function of their own: a function registering
    /// into the container is registration code, whose lookups are wiring (Rules/service_locator.md).
    @Test func factoryOnlyForCallsOnTheSharedContainer() throws {
        #expect(
            try Self.findings(
                .serviceLocator,
                """
                final class Feed {
                    func run() {
                        _ = Container.shared.api()
                        _ = Container.shared.api
                        Container.shared.api.onTest { MockApi() }
                        Container.shared.manager.push()
                        _ = OtherContainer.shared.api()
                        _ = container.api()
                    }
                    func stub() {
                        Container.shared.api.register { MockApi() }
                        Container.shared.with { $0.api.register { MockApi() } }
                    }
                }
                """) == ["3:30"])
    }

    // MARK: force_unwrapped_dependency

    @Test func lateinitSetterNames() throws {
        let result = try LintHarness.lint(
            [
                (
                    path: "Sources/App/Feed.swift",
                    code: """
                    final class FeedController {
                        var api: FeedService!
                        var cache: CacheManager!
                        var store: FeedStore!
                        var other: OtherService!
                        func inject(api: FeedService) { self.api = api }
                        func setCache(_ cache: CacheManager) { self.cache = cache }
                        func setUp() { store = FeedStore() }
                        func configure(other: OtherService) { let other = other; print(other) }
                        func load() { print(api, cache, store, other) }
                    }
                    """
                )
            ], rules: [.forceUnwrappedDependency])
        #expect(
            result.findings.map(\.message) == [
                "'api' is an implicitly unwrapped 'FeedService' set later by 'inject(api:)'; pass it through the initializer instead",
                "'cache' is an implicitly unwrapped 'CacheManager' set later by 'setCache(_:)'; pass it through the initializer instead",
                "'other' is an implicitly unwrapped 'OtherService' that crashes if used before it is set; "
                    + "pass it through the initializer instead",
            ])
    }

    /// A configuring closure with nothing in it, or too little to set a member, on a scene a
    /// coordinator makes: read without a crash (a range over the closure's last tokens once
    /// ran backwards), and the screen set elsewhere stays reported.
    @Test func emptyConfiguringClosuresOnAScene() throws {
        let result = try LintHarness.lint(
            [
                (
                    path: "Sources/App/CanteenCoordinator.swift",
                    code: """
                    final class CanteenViewController: UIViewController {
                        var viewModel: CanteenViewModeling!
                        func load() { viewModel.load() }
                    }
                    final class CanteenCoordinator: Coordinator {
                        private lazy var empty: CanteenViewController = {
                            return R.storyboard.canteen.canteenViewController()!.also {}
                        }()
                        private lazy var short: CanteenViewController = {
                            return R.storyboard.canteen.canteenViewController()!.also { $0 }
                        }()
                    }
                    """
                )
            ], rules: [.forceUnwrappedDependency])
        #expect(result.findings.map(\.start.line) == [2])
    }

    @Test func setterInAnExtensionOfTheSameFile() throws {
        let result = try LintHarness.lint(
            [
                (
                    path: "Sources/App/Feed.swift",
                    code: """
                    final class FeedController {
                        var api: FeedService!
                        func load() { print(api) }
                    }
                    extension FeedController {
                        func configure(with api: FeedService) { self.api = api }
                    }
                    """
                )
            ], rules: [.forceUnwrappedDependency])
        #expect(result.findings.map(\.message).first?.contains("'configure(with:)'") == true)
    }

    @Test func wrappedRootAndLocalProperties() throws {
        #expect(
            try Self.findings(
                .forceUnwrappedDependency,
                """
                struct FeedView {
                    @Environment(\\.feed) var feed: FeedService!
                    @ObservedObject var model: FeedViewModelService!
                }
                final class SceneDelegate {
                    var router: AppRouterService!
                }
                final class Feed {
                    func run() {
                        var api: FeedService!
                        api = nil
                    }
                }
                """
            ).isEmpty)
    }

    /// Issue 14: a force-unwrapped lookup is one service_locator finding whose message says
    /// so; force_unwrapped_dependency does not report it again.
    @Test func forcedLookupsAreOneServiceLocatorFinding() throws {
        let code = """
            // One type per lookup: a type pulling the same dependency twice gets one finding.
            final class FeedA { func a() { _ = container.resolve(Api.self)! } }
            final class FeedB { func b() { _ = container.resolve(Api.self) } }
            final class FeedC { func c() { _ = ServiceLocator.shared.resolve(Api.self)!.load() } }
            final class FeedD { func d() { _ = (NSApp.delegate as? AppDelegate)?.session } }
            final class FeedE { func e() { _ = NSApplication.shared.delegate as! AppDelegate } }
            """
        let found = try LintHarness.lint(
            [(path: "Sources/App/F.swift", code: code)], rules: [.serviceLocator, .forceUnwrappedDependency]
        ).findings
        #expect(found.allSatisfy { $0.rule == .serviceLocator })
        #expect(found.map { "\($0.start.line):\($0.start.column)" } == ["2:46", "3:46", "4:58", "5:56", "6:70"])
        let forced = found.filter { $0.message.contains("force") }.map { "\($0.start.line):\($0.start.column)" }
        #expect(forced == ["2:46", "4:58", "6:70"])
    }

    @Test func genericLookupMessagesNameTheRegistry() throws {
        let code = """
            final class ProfilePresenter {
                let api: API = ServiceLocator.shared.resolve()!
            }
            """
        let locator = try LintHarness.lint([(path: "Sources/App/P.swift", code: code)], rules: [.serviceLocator])
        #expect(
            locator.findings.map(\.message) == [
                "'ProfilePresenter' pulls 'API' from the service locator 'ServiceLocator.shared', "
                    + "force-unwrapped so it crashes when it is not registered; inject it through the initializer instead"
            ])
        let forced = try LintHarness.lint([(path: "Sources/App/P.swift", code: code)], rules: [.forceUnwrappedDependency])
        #expect(forced.findings.isEmpty)
    }

    /// Issue 14: Factory 2's key-path lookups, with the key in the message.
    @Test func factoryKeyPathsNameTheKey() throws {
        let code = """
            final class SyncService {
                func sync() {
                    let a = resolve(\\Container.api)
                    let b = resolve(\\SharedToolingContainer.tracker)
                    let c = Container.shared.resolve(\\.analytics)
                    let d = store.resolve(\\.value)
                }
            }
            """
        let found = try LintHarness.lint([(path: "Sources/App/S.swift", code: code)], rules: [.serviceLocator]).findings
        #expect(found.map(\.start.line) == [3, 4, 5])
        let keys = ["'api'", "'tracker'", "'analytics'"]
        #expect(found.map { finding in keys.contains { finding.message.contains($0) } } == [true, true, true])
        #expect(!found.contains { $0.message.contains("'resolve'") })
    }

    // MARK: injected_property_wrapper

    /// swift-dependencies' `@Dependency` is a property-wrapper lookup too (issue 14).
    @Test func wrappersByLastNameOnly() throws {
        #expect(
            try Self.findings(
                .injectedPropertyWrapper,
                """
                final class Feed {
                    @Resolver.LazyInjected(name: "disk") var cache: Cache
                    @Dependency(\\.api) var api: Api
                    @Published var injected: Bool = false
                    @MainActor @Injected var router: Router
                }
                """) == ["2:46", "3:28", "5:30"])
    }

    // MARK: container_injection

    @Test func containerParametersByKind() throws {
        #expect(
            try Self.findings(
                .containerInjection,
                """
                final class FeedService {
                    init(resolver: Resolver?, graph: AppDependencyGraph, assembler: Swinject.Assembler) {}
                    func appContainer(_ container: AppContainer, didLoad count: Int) {}
                    func reload(using container: DIContainer) {}
                    func fetch(seal: Resolver<Void>) {}
                    static func make(container: Container) -> FeedService { FeedService() }
                }
                final class FeedCoordinator { init(container: DIContainer) {} }
                protocol FeedRepository { func load(container: DIContainer) }
                """, context: [(path: "Sources/App/Graph.swift", code: "final class AppDependencyGraph {}\n")])
                // One finding an initializer, at its first container (its message names all three).
                == ["2:20", "4:34", "6:33"])
    }

    /// A consumer-named type whose method has no name (`func (_ type: …)`, cut short): the
    /// container-adapter question asks a name token that is not there, no trap (found by the
    /// fuzzer).
    @Test func aMethodWithoutANameDoesNotTrap() throws {
        #expect(
            try Self.findings(
                .containerInjection,
                """
                final class SwinjectInstanceProvider {
                    let resolver: Resolver
                    init(resolver: Resolver) { self.resolver = resolver }
                    func (_ type: Instance.Type) -> Instance { resolver.resolve(type)! }
                }
                """) == ["3:20"])
    }

    /// An initializer cut short before its body, a bare `resolve()` in its default argument:
    /// the local-function question asks a body with no token inside, no trap (found by the
    /// fuzzer).
    @Test func anInitializerWithoutABodyDoesNotTrap() throws {
        #expect(
            try Self.findings(
                .serviceLocator,
                """
                final class FeedViewModel {
                    init(api: FeedAPI = resolve()\t {}
                }
                """) == [])
    }

    @Test func declaredContainersNeedAContainerShape() throws {
        let context: [(path: String, code: String)] = [
            (
                path: "Sources/App/Types.swift",
                code: """
                final class PersistentContainer: NSPersistentContainer {}
                final class SensorContainer { func register(provider: Provider) {} }
                final class ModulesContainer { func makeFeed() -> Feed { Feed() } }
                struct CardContainer: View { var body: some View { EmptyView() } }
                final class Modules: ManagedContainer { let manager = ContainerManager() }
                protocol Container: AnyObject { var feeds: [Feed] { get } }
                final class Folder: Container { var feeds: [Feed] = [] }
                """
            )
        ]
        #expect(
            try Self.findings(
                .containerInjection,
                """
                final class FeedStore {
                    init(a: PersistentContainer, b: SensorContainer, c: ModulesContainer, d: CardContainer, e: Modules) {}
                    func add(to folder: Folder, or container: Container) {}
                }
                """, context: context) == ["2:57"])
    }
}
