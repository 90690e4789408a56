import DILintRules
import Testing

/// mock_side_effects edge cases beyond `Rules/mock_side_effects.md`.
@Suite struct MockSideEffectsTests {
    static func findings(_ code: String, path: String = "Tests/AppTests/Doubles.swift") throws -> [Finding] {
        try LintHarness.lint([(path: path, code: code)], rules: [.mockSideEffects]).findings
    }

    @Test(arguments: [
        ("MockNetwork", true), ("Mocked_API", true), ("Mock2", true), ("Mock", true), ("FakeClock", true),
        ("StubStore", true), ("StubbedShell", true), ("SpyTracker", true), ("NetworkMock", true),
        ("ClockFake", true), ("APIStub", true), ("TrackerSpy", true), ("UserDummy", true),
        ("Mockingbird", false), ("Spyglass", false), ("Fakery", false), ("Network", false), ("FeedTests", false),
    ])
    func doubleNames(_ name: String, _ isDouble: Bool) {
        #expect(Judgments.isTestDoubleName(name) == isDouble)
    }

    @Test func oneFindingPerCallThroughNestedTypesExtensionsAndLocalDoubles() throws {
        let found = try Self.findings(
            """
            final class MockNetwork {
                struct Loader {
                    func load() { URLSession.shared.dataTask(with: URL(string: "x")!).resume() }
                }
                lazy var defaults: UserDefaults = { UserDefaults.standard }()
            }
            extension MockNetwork {
                func wait() { Thread.sleep(forTimeInterval: 1) }
            }
            final class FeedTests: XCTestCase {
                func testLoad() {
                    final class SpyLoader {
                        func load() { _ = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask) }
                    }
                    _ = FileManager.default.temporaryDirectory
                }
            }
            """)
        #expect(found.map { "\($0.start.line):\($0.start.column)" } == ["3:34", "5:54", "8:26", "13:43"])
        #expect(
            found.map(\.message).first == "test double 'MockNetwork' uses 'URLSession.shared', which does real work; "
                + "return canned values or record the call instead")
    }

    @Test func typesAndMetatypesAreNotCalls() throws {
        let found = try Self.findings(
            """
            final class MockSessionFactory {
                var sessionType: URLSession.Type { URLSession.self }
                func make(_ session: URLSession) -> URLSession { session }
                let queue = DispatchQueue.main
                func later(_ work: @escaping () -> Void) { DispatchQueue.main.async(execute: work) }
                let center = NotificationCenter()
                let defaults = UserDefaults(suiteName: "mock")
            }
            """)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func singletonsOfTheProjectAndTheTestsButNotOfDoubles() throws {
        let result = try LintHarness.lint(
            [
                (
                    path: "Sources/App/Analytics.swift",
                    code: """
                    final class Analytics { static let shared = Analytics() }
                    struct Config { static let `default` = Config() }
                    """
                ),
                (
                    path: "Tests/AppTests/Doubles.swift",
                    code: """
                    final class TestClock { static let shared = TestClock() }
                    final class ClockMock { static let shared = ClockMock() }
                    final class AnalyticsFake {
                        func track() {
                            Analytics.shared.hashValue
                            _ = Config.default
                            _ = TestClock.shared
                            _ = ClockMock.shared
                        }
                    }
                    """
                ),
            ], rules: [.mockSideEffects])
        #expect(
            result.findings.map { "\($0.path):\($0.start.line)" }
                == ["Tests/AppTests/Doubles.swift:5", "Tests/AppTests/Doubles.swift:7"],
            "a test helper's singleton is shared state too; a double's is not")
    }

    @Test func productionCodeIsNotChecked() throws {
        let found = try Self.findings(
            """
            final class MockNetwork {
                func load() { _ = URLSession.shared }
            }
            """, path: "Sources/App/Preview/PreviewNetwork.swift")
        #expect(found.isEmpty)
    }
}
