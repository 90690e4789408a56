import DILintRules
import Testing

/// global_override_without_reset edge cases beyond `Rules/global_override_without_reset.md`.
@Suite struct GlobalOverrideWithoutResetTests {
    static func lines(
        _ code: String, path: String = "Tests/AppTests/FeedTests.swift",
        more: [(path: String, code: String)] = []
    ) throws -> [Int] {
        try LintHarness.lint([(path: path, code: code)] + more, rules: [.globalOverrideWithoutReset])
            .findings.filter { $0.path == path }.map(\.start.line)
    }

    @Test func registrationsByTypeAreResetByTheSameTypeOrTheWholeResolver() throws {
        let found = try LintHarness.lint(
            [
                (
                    path: "Tests/AppTests/FeedTests.swift",
                    code: """
                    final class FeedTests: XCTestCase {
                        override func setUp() {
                            Resolver.register { MockNetwork() as NetworkService }
                            Resolver.register(AnalyticsTracking.self) { MockTracker() }
                            Resolver.main.register { MockClock() as Clock }
                            SwinjectStoryboard.defaultContainer.register(Store.self) { _ in MockStore() }
                        }
                        override func tearDown() {
                            Resolver.register { LiveNetwork() as NetworkService }
                            Resolver.register(Clock.self) { LiveClock() }
                        }
                    }
                    """
                )
            ], rules: [.globalOverrideWithoutReset]
        ).findings
        #expect(found.map(\.start.line) == [4, 6])
        #expect(
            found.first?.message == "'FeedTests' overrides the global 'Resolver.register(AnalyticsTracking.self)' "
                + "without resetting it in tearDown; reset it in tearDown() or addTeardownBlock so later tests "
                + "get the real dependency")
        #expect(
            try Self.lines(
                """
                final class FeedTests: XCTestCase {
                    override func setUp() {
                        Resolver.register { MockNetwork() as NetworkService }
                        Resolver.register(AnalyticsTracking.self) { MockTracker() }
                        SwinjectStoryboard.defaultContainer.register(Store.self) { _ in MockStore() }
                    }
                    override func tearDown() {
                        Resolver.reset()
                        SwinjectStoryboard.defaultContainer.removeAll()
                    }
                }
                """
            ).isEmpty)
    }

    @Test func factoryKeysAndContainers() throws {
        #expect(
            try Self.lines(
                """
                final class FeedTests: XCTestCase {
                    override func setUp() {
                        Container.shared.api.register { MockAPI() }
                        Container.shared.clock.register { MockClock() }
                        AppContainer.shared.store.register { MockStore() }
                        Container.shared.register { Unrelated() }
                        Container.shared.api().load()
                    }
                    override func tearDown() {
                        Container.shared.api.reset()
                        AppContainer.shared = AppContainer()
                    }
                }
                """) == [4])
    }

    @Test func subscriptKeys() throws {
        #expect(
            try Self.lines(
                """
                final class FeedTests: XCTestCase {
                    override func setUp() {
                        InjectedValues[\\.network] = MockNetwork()
                        InjectedValues[\\.clock] = MockClock()
                    }
                    override func tearDown() {
                        InjectedValues[\\.network] = LiveNetwork()
                    }
                }
                """) == [4])
    }

    /// One finding per global and class: `Current.api` is another key of the global whose
    /// `date` the class-level `setUp` overrides; `AppEnvironment` is another global.
    @Test func oneFindingPerGlobalAndClassAndClassLevelSetUp() throws {
        #expect(
            try Self.lines(
                """
                final class FeedTests: XCTestCase {
                    override class func setUp() {
                        Current.date = { .distantPast }
                        Current.flags = .all
                    }
                    override class func tearDown() {
                        Current.flags = .live
                    }
                    func testTwice() {
                        Current.api = .mock
                        Current.api = .failing
                        AppEnvironment.current.api = .mock
                    }
                }
                """) == [3, 12])
    }

    @Test func onlySetUpAndTestsAreSearched() throws {
        #expect(
            try Self.lines(
                """
                final class FeedTests: XCTestCase {
                    private func stubNetwork() { Current.api = .mock }
                    func testWith(_ value: Int) { Current.value = value }
                    var sut: FeedModel { Current.api = .mock; return FeedModel() }
                    func testLocalValues() {
                        var current = World()
                        current.api = .mock
                        self.api = .mock
                        Self.shared = .mock
                        FeedModel.pageSize = 1
                        withDependencies { $0.api = .mock } operation: {}
                    }
                }
                """
            ).isEmpty)
    }

    @Test func nonTestFilesAndNonTestTypes() throws {
        #expect(
            try Self.lines(
                """
                final class FeedModel {
                    func setUp() { Current.api = .live }
                    func testConnection() { Current.api = .live }
                }
                """, path: "Sources/App/FeedModel.swift"
            ).isEmpty)
    }

    @Test func aProjectSuperclassWithTeardownIsTrusted() throws {
        let base = (
            path: "Tests/AppTests/Support/BaseTestCase.swift",
            code: """
            class BaseTestCase: XCTestCase {
                override func tearDownWithError() throws { Container.shared.manager.reset() }
            }
            class PlainBase: XCTestCase {}
            """
        )
        #expect(
            try Self.lines(
                """
                final class FeedTests: BaseTestCase {
                    override func setUp() { Container.shared.api.register { MockAPI() } }
                }
                final class ProfileTests: PlainBase {
                    override func setUp() { Container.shared.api.register { MockAPI() } }
                }
                """, more: [base]) == [5])
    }

    @Test func resetsOnlyCountForTheirOwnMethodsDefer() throws {
        #expect(
            try Self.lines(
                """
                final class FeedTests: XCTestCase {
                    func testA() {
                        defer { Current.api = .live }
                        Current.api = .mock
                    }
                    func testB() {
                        Current.api = .mock
                    }
                }
                """) == [7])
    }

    @Test func resetPaths() {
        typealias Rule = GlobalOverrideWithoutResetRule
        #expect(Rule.resets(["Current"], ["Current", "api"]))
        #expect(Rule.resets(["Current", "api"], ["Current", "api"]))
        #expect(!Rule.resets(["Current", "api", "x"], ["Current", "api"]))
        #expect(!Rule.resets(["Current", "clock"], ["Current", "api"]))
        #expect(Rule.resets(["Resolver", "register(*)"], ["Resolver", "register(Api)"]))
        #expect(Rule.resets(["Resolver", "register(Api)"], ["Resolver", "register(*)"]))
        #expect(!Rule.resets(["Resolver", "register(Clock)"], ["Resolver", "register(Api)"]))
    }
}
