import DILintRules
import Testing

/// DI-guide samples for the protocol, property, environment, test and view rules, run with every
/// default rule (and the rule a case is about, when it is off by default), so each case also
/// shows which other rules stay silent on it: the expected findings are all the findings.
@Suite struct SeedCasesTests {
    static func findings(_ files: [(path: String, code: String)], config: String? = nil) throws -> [String] {
        try LintHarness.lint(files, config: config).findings
            .map { "\($0.path.split(separator: "/").last!):\($0.start.line) \($0.rule.rawValue)" }
            .sorted()
    }

    /// The two protocol rules that are off by default (their Rules docs say why).
    static let protocolRulesOn = #"{"single_implementation_protocol": "on", "mutable_protocol_requirement": "on"}"#

    @Test func aServiceWithOneImplementationAndAnotherWithAMock() throws {
        let found = try Self.findings(
            [
                (
                    path: "Sources/App/Services.swift",
                    code: """
                    protocol UserServiceProtocol {
                        func fetchUser(id: String) async throws -> User
                        func updateUser(_ user: User) async throws
                        func deleteUser(id: String) async throws
                    }
                    final class UserService: UserServiceProtocol {
                        func fetchUser(id: String) async throws -> User { User() }
                        func updateUser(_ user: User) async throws {}
                        func deleteUser(id: String) async throws {}
                    }
                    protocol NetworkClientProtocol {
                        func get(_ url: URL) async throws -> Data
                    }
                    final class NetworkClient: NetworkClientProtocol {
                        func get(_ url: URL) async throws -> Data { Data() }
                    }
                    public protocol PublicAPI { func call() }
                    final class PublicAPIImpl: PublicAPI { func call() {} }
                    @objc protocol LegacyHandler { func handle() }
                    final class LegacyHandlerImpl: NSObject, LegacyHandler { func handle() {} }
                    struct User {}
                    """
                ),
                (
                    path: "Tests/AppTests/NetworkClientMock.swift",
                    code: """
                    final class NetworkClientMock: NetworkClientProtocol {
                        func get(_ url: URL) async throws -> Data { Data() }
                    }
                    """
                ),
            ], config: Self.protocolRulesOn)
        // Issue 14: one finding per protocol; single_implementation_protocol's advice wins.
        #expect(found == ["Services.swift:1 single_implementation_protocol"])
    }

    @Test func conformersInConditionalCompilationCount() throws {
        let found = try Self.findings([
            (
                path: "Sources/App/Payments.swift",
                code: """
                protocol PaymentService { func pay() }
                final class StripePaymentService: PaymentService { func pay() {} }
                #if DEBUG
                final class DebugPaymentService: PaymentService { func pay() {} }
                #endif
                protocol Tracking { func track() }
                #if os(iOS)
                final class PhoneTracker: Tracking { func track() {} }
                #else
                final class DesktopTracker: Tracking { func track() {} }
                #endif
                """
            )
        ])
        #expect(found.isEmpty)
    }

    @Test func requirementsAndPropertiesInsideStringsAreText() throws {
        let found = try Self.findings(
            [
                (
                    path: "Sources/App/Screen.swift",
                    code: #"""
                    protocol Tracking { func track() }
                    final class ConsoleTracker: Tracking { func track() {} }
                    final class OSLogTracker: Tracking { func track() {} }
                    final class Screen {
                        let note = """
                        var api: Tracking?
                        protocol Shape { var x: Int { get set } }
                        """
                        let raw = #"protocol Raw { var y: Int { get set } } \(x)"#
                        let interpolated = "value \(items.map { "\($0) protocol" })"
                        var tracker: Tracking?
                    }
                    protocol Shape { var tracker: Tracking { get set }; func draw() }
                    """#
                )
            ],
            config:
                #"{"single_implementation_protocol": "on", "mutable_protocol_requirement": "on", "property_injection": "on"}"#
        )
        #expect(found == ["Screen.swift:11 property_injection", "Screen.swift:13 mutable_protocol_requirement"])
    }

    @Test func anImplicitlyUnwrappedDependencyIsForceUnwrappedNotPropertyInjection() throws {
        let found = try Self.findings(
            [
                (
                    path: "Sources/App/Profile.swift",
                    code: """
                    protocol APIClient { func get() }
                    final class LiveAPIClient: APIClient { func get() {} }
                    final class StubAPIClient: APIClient { func get() {} }
                    final class ProfileViewModel {
                        var api: APIClient!
                        var tracker: AnalyticsTracker?
                        weak var coordinator: AppCoordinator?
                        func load() { api.get() }
                    }
                    """
                )
            ], config: #"{"property_injection": "on"}"#)
        #expect(found == ["Profile.swift:5 force_unwrapped_dependency", "Profile.swift:6 property_injection"])
    }

    @Test func servicesInTheEnvironmentAndStateThatBelongsThere() throws {
        let found = try Self.findings(
            [
                (
                    path: "Sources/App/Environment.swift",
                    code: #"""
                    import SwiftUI
                    private struct AnalyticsServiceKey: EnvironmentKey {
                        static let defaultValue: AnalyticsService = LiveAnalyticsService()
                    }
                    private struct IsLoggedInKey: EnvironmentKey {
                        static let defaultValue = false
                    }
                    extension EnvironmentValues {
                        var analytics: AnalyticsService {
                            get { self[AnalyticsServiceKey.self] }
                            set { self[AnalyticsServiceKey.self] = newValue }
                        }
                        @Entry var accentColor: Color = .blue
                    }
                    struct ContentView: View {
                        @EnvironmentObject var session: SessionManager
                        @EnvironmentObject var viewModel: ContentViewModel
                        @Environment(AppState.self) private var appState
                        @Environment(\.analytics) private var analyticsService
                        var body: some View { Text("x") }
                    }
                    protocol AnalyticsService { func track(_ event: String) }
                    final class LiveAnalyticsService: AnalyticsService { func track(_ event: String) {} }
                    final class ConsoleAnalyticsService: AnalyticsService { func track(_ event: String) {} }
                    final class SessionManager: ObservableObject { func logOut() {} }
                    final class ContentViewModel: ObservableObject { func load() {} }
                    @Observable final class AppState {}
                    """#
                )
            ], config: #"{"environment_service": "on"}"#)
        // The key and the member built on it are one problem, reported at the key; reading
        // `SessionManager` with `@EnvironmentObject` is a use site, off by default.
        #expect(found == ["Environment.swift:2 environment_service"])
    }

    @Test func doublesThatDoRealWorkAndTextThatOnlyMentionsIt() throws {
        let found = try Self.findings(
            [
                (
                    path: "Tests/AppTests/Mocks.swift",
                    code: """
                    import XCTest
                    final class MockNetworkClient: NetworkClient {
                        func get() {
                            URLSession.shared.dataTask(with: request).resume()
                            let text = "URLSession.shared"
                            // UserDefaults.standard.set(true, forKey: "called")
                            Thread.sleep(forTimeInterval: 0.1)
                        }
                    }
                    final class SpyTracker {
                        var events: [String] = []
                        func track(_ event: String) { events.append(event) }
                    }
                    """
                )
            ], config: #"{"mock_side_effects": "on"}"#)
        #expect(found == ["Mocks.swift:4 mock_side_effects", "Mocks.swift:7 mock_side_effects"])
    }

    @Test func globalOverridesWithAndWithoutTheirReset() throws {
        let found = try Self.findings([
            (
                path: "Tests/AppTests/ProfileTests.swift",
                code: """
                import XCTest
                import Testing
                final class ProfileTests: XCTestCase {
                    override func setUp() {
                        super.setUp()
                        Current = .mock
                    }
                    func testLoads() {
                        Container.shared.api.register { MockAPI() }
                    }
                }
                final class ResetTests: XCTestCase {
                    override func setUp() {
                        super.setUp()
                        Current.api = .failing
                    }
                    override func tearDown() {
                        Current.api = .live
                        super.tearDown()
                    }
                }
                final class ScopedTests: XCTestCase {
                    func testScoped() {
                        withDependencies {
                            $0.apiClient = .mock
                        } operation: {
                            _ = FeedModel()
                        }
                    }
                }
                @Suite final class DeinitTests {
                    init() { Container.shared.api.register { MockAPI() } }
                    deinit { Container.shared.reset() }
                    @Test func loads() {}
                }
                @Suite struct NoResetTests {
                    init() { Container.shared.api.register { MockAPI() } }
                    @Test func loads() {}
                }
                """
            )
        ])
        #expect(
            found == [
                "ProfileTests.swift:37 global_override_without_reset", "ProfileTests.swift:6 global_override_without_reset",
                "ProfileTests.swift:9 global_override_without_reset",
            ])
    }

    @Test func aTestThatChecksTheMockInsteadOfTheCode() throws {
        let found = try Self.findings(
            [
                (
                    path: "Tests/AppTests/UserTests.swift",
                    code: """
                    import XCTest
                    final class UserTests: XCTestCase {
                        func testMockReturnsUser() {
                            let mock = MockUserService()
                            mock.stubbedUser = User(name: "John")
                            XCTAssertEqual(mock.fetchUser().name, "John")
                        }
                        func testViewModelShowsTheUser() {
                            let mock = MockUserService()
                            mock.stubbedUser = User(name: "John")
                            let viewModel = UserViewModel(userService: mock)
                            viewModel.load()
                            XCTAssertEqual(viewModel.name, "John")
                        }
                    }
                    final class MockUserService: UserService {
                        var stubbedUser = User(name: "")
                        func fetchUser() -> User { stubbedUser }
                    }
                    """
                ),
                (
                    path: "Sources/App/User.swift",
                    code: """
                    struct User { var name: String }
                    protocol UserService { func fetchUser() -> User }
                    final class RemoteUserService: UserService { func fetchUser() -> User { User(name: "") } }
                    final class CachedUserService: UserService { func fetchUser() -> User { User(name: "") } }
                    final class UserViewModel {
                        private let userService: UserService
                        var name = ""
                        init(userService: UserService) { self.userService = userService }
                        func load() { name = userService.fetchUser().name }
                    }
                    """
                ),
            ],
            // Off by default (Rules/mock_only_test.md): the seed case turns it on.
            config: #"{"mock_only_test": "on"}"#)
        #expect(found == ["UserTests.swift:3 mock_only_test"])
    }

    @Test func theRootViewCreatesTheViewModelAndTheChildViewReceivesIt() throws {
        let found = try Self.findings(
            [
                (
                    path: "Sources/App/Profile.swift",
                    code: """
                    import SwiftUI
                    final class ProfileViewModel: ObservableObject {
                        @Published var name = ""
                        init(api: ProfileAPI) {}
                    }
                    struct RootView: View {
                        @StateObject private var model: ProfileViewModel
                        init(container: AppContainer) {
                            _model = StateObject(wrappedValue: container.makeProfileViewModel())
                        }
                        var body: some View { ProfileView(model: model) }
                    }
                    struct ProfileView: View {
                        @ObservedObject var model: ProfileViewModel
                        var body: some View { Text(model.name) }
                    }
                    struct StatelessChildView: View {
                        let api: ProfileAPI
                        @ObservedObject var own = ProfileViewModel(api: LiveProfileAPI())
                        var body: some View {
                            ProfileView(model: ProfileViewModel(api: api))
                        }
                    }
                    """
                )
            ], config: #"{"view_model_in_view": "on"}"#)
        #expect(found == ["Profile.swift:19 view_model_in_view", "Profile.swift:21 view_model_in_view"])
    }
}
