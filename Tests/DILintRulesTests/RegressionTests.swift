import DILintRules
import DILintSyntax
import Testing

/// The bugs issue 14 names, each as it was found on a real app.
@Suite struct RegressionTests {
    /// Issue 14: a typed local in a test (`let env: AppEnvironment = .mock`) was read as an
    /// assignment to the global `AppEnvironment`.
    @Test func typedLocalInATestIsNotAGlobalOverride() throws {
        let found = try LintHarness.lint(
            [
                (
                    path: "Tests/AppTests/SettingsTests.swift",
                    code: """
                    final class SettingsTests: XCTestCase {
                        func testLoads() {
                            let env: AppEnvironment = .mock
                            var other: AppEnvironment = .preview
                            XCTAssertNotNil(env)
                            other = .mock
                        }
                    }
                    """
                )
            ], rules: [.globalOverrideWithoutReset]
        ).findings
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Issue 14: two nested types of one name (`A.API`, `B.API`) conforming to one protocol
    /// are two implementations, not one.
    @Test func nestedTypesOfOneNameAreTwoConformers() throws {
        let found = try LintHarness.lint(
            [
                (
                    path: "Sources/Networking.swift",
                    code: """
                    protocol Requesting { func send() }
                    enum A { struct API {} }
                    enum B { struct API {} }
                    extension A.API: Requesting { func send() {} }
                    extension B.API: Requesting { func send() {} }
                    """
                )
            ], rules: [.singleImplementationProtocol]
        ).findings
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Issue 14: a nested type elsewhere that reuses a protocol's name
    /// (`extension Notification.Name { struct AccountService {} }`) hid the protocol.
    @Test func nestedTypeReusingAProtocolsNameDoesNotHideIt() throws {
        let found = try LintHarness.lint(
            [
                (
                    path: "Sources/Notifications.swift",
                    code: """
                    extension Notification.Name {
                        struct AccountService {
                            static let didSignIn = Notification.Name("didSignIn")
                        }
                    }
                    """
                ),
                (
                    path: "Sources/AccountService.swift",
                    code: """
                    protocol AccountService { func signIn() }
                    final class LiveAccountService: AccountService { func signIn() {} }
                    """
                ),
            ], rules: [.singleImplementationProtocol]
        ).findings
        #expect(found.map(\.path) == ["Sources/AccountService.swift"], "\(found.map(\.message))")
    }

    /// A nested enum elsewhere that reuses a protocol's name (`extension Notification.Name {
    /// enum SocketService {} }`, declared first) made the protocol an enum to the
    /// dependency-like judgment, so `too_many_dependencies` did not count `SocketService`.
    @Test func nestedEnumReusingAProtocolsNameLeavesItDependencyLike() throws {
        let index = ProjectIndexTests.index([
            ("Sources/A/Names.swift", "extension Notification.Name {\n    enum SocketService { static let x = 1 }\n}\n"),
            ("Sources/B/SocketService.swift", "protocol SocketService: AnyObject { func connect() }\n"),
        ])
        #expect(index.kind(of: "SocketService") == .protocol)
        #expect(index.isDependencyLike(name: "SocketService"))
    }

    /// Factory keys: a lookup of a value (a URL, a configuration, a closure) pulls no
    /// collaborator; a key that gives a service is not a value.
    @Test func factoryKeysThatGiveValues() throws {
        let index = ProjectIndexTests.index([
            (
                "Sources/Container+Keys.swift",
                """
                enum Environment { case live, staging }
                struct RetryPolicy { let count: Int }
                struct Logger { func log(_ text: String) {} }
                extension Container {
                    var baseURL: Factory<URL> { self { URL(string: "https://example.com")! } }
                    var realm: Factory<Realm.Configuration> { self { .defaultConfiguration } }
                    var now: Factory<() -> Date> { self { Date.init } }
                    var environment: Factory<Environment> { self { .live } }
                    var retry: Factory<RetryPolicy?> { self { nil } }
                    var api: Factory<APIService> { self { LiveAPIService() } }
                    var tracker: ParameterFactory<String, Tracking> { self { LiveTracker(name: $0) } }
                    var session: Factory<URLSession> { self { .shared } }
                    var logger: Factory<Logger> { self { Logger() } }
                }
                """
            )
        ])
        for key in ["baseURL", "realm", "now", "environment", "retry"] { #expect(index.isValueFactoryKey(key), "\(key)") }
        for key in ["api", "tracker", "session", "logger", "unknown"] { #expect(!index.isValueFactoryKey(key), "\(key)") }
    }

    /// Held-out set 14: an app's `class AppManager` with a shared instance beside another
    /// target's `struct AppManager` was read as a struct, and its 71 accesses went unreported.
    @Test func aClassKeepsItsSingletonBesideAStructOfItsName() throws {
        let found = try LintHarness.lint(
            [
                (
                    path: "App/AppManager.swift",
                    code: """
                    final class AppManager {
                        static let shared = AppManager()
                        func refresh() {}
                    }
                    """
                ),
                (
                    path: "App/MyAppsViewController.swift",
                    code: """
                    final class MyAppsViewController {
                        func reload() { AppManager.shared.refresh() }
                    }
                    """
                ),
                (path: "Daemon/AppManager.swift", code: "struct AppManager { func install() {} }"),
            ], rules: [.singletonAccess]
        ).findings
        #expect(found.map { "\($0.path):\($0.start.line)" } == ["App/MyAppsViewController.swift:2"], "\(found.map(\.message))")
    }

    /// A screen's set-up body cut short at the file's end (`init() {`, `func viewDidLoad() {`)
    /// once made the configurator scan's range run backwards (a crash found by the fuzzer).
    @Test(arguments: ["class A {\n    init() {", "class A {\n    func viewDidLoad() {"])
    func setUpBodyCutShortIsNoConfiguratorCall(_ code: String) throws {
        let found = try LintHarness.lint([(path: "Sources/Cut.swift", code: code)], rules: nil).findings
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// An identifier that is only a version (`V2`) as the file's first token once sent the
    /// screen-name scan, which reads `HomeViewV2` as `HomeView`, before the file's first byte
    /// (a crash found by `.ci/run`'s fuzzer).
    @Test(arguments: ["V2", "V2 = 1"])
    func bareVersionNameIsNoScreen(_ code: String) throws {
        let found = try LintHarness.lint([(path: "Sources/Version.swift", code: code)], rules: nil).findings
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A lookup read for its annotation (`let reactor: R = Resolver.resolve()`) walks back from
    /// the `=`; a stray `:` as the file's first token once sent the walk before the file's
    /// first token (a crash found by reading the change, not by a user).
    @Test func annotationWalkStopsAtTheFilesStart() throws {
        let found = try LintHarness.lint(
            [(path: "Sources/Odd.swift", code: ": class A { func f() { x = Resolver.resolve() } }")],
            rules: [.serviceLocator]
        ).findings
        #expect(found.count == 1, "\(found.map(\.message))")
    }
}
