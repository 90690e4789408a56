import DILintRules
import Testing

/// Issue 14, held-out set 2 misses: swift-dependencies (M1), DI type aliases (M2) and a
/// class registered in a container injected as a property (M6), each in the shape the app
/// wrote it.
@Suite struct LookupRecallTests {
    static let aliases = (
        path: "App/Dependencies.swift",
        code: """
        import Factory

        typealias Dependencies = Container
        typealias Dependency = Injected

        extension Dependencies {
            static let apiService = Factory(scope: .shared) { APIService() }
            var tracker: Factory<Tracker> { self { Tracker() } }
        }
        """
    )

    /// `@Dependency(Dependencies.apiService)` with `typealias Dependency = Injected`: one
    /// injected_property_wrapper finding, and `Dependencies.shared.tracker()` Factory's lookup.
    @Test func aliasesOfFactoryWrapperAndContainerCountAsThem() throws {
        let view = (
            path: "App/Views/NewsView.swift",
            code: """
            struct NewsView {
                @Dependency(Dependencies.apiService) private var apiService
                func log() { Dependencies.shared.tracker().track("x") }
            }
            """
        )
        let found = try LintHarness.lint([Self.aliases, view], enableAll: true).findings
            .filter { $0.path == view.path }
        #expect(found.map(\.rule) == [.injectedPropertyWrapper, .serviceLocator], "\(found.map(\.message))")
        #expect(found.map(\.start.line) == [2, 3])
        #expect(found.last?.message.contains("'tracker'") == true)
    }

    /// An alias defined twice differently is not resolved; an alias of something else is not
    /// a wrapper.
    @Test func ambiguousOrUnrelatedAliasesAreNotWrappers() throws {
        let found = try LintHarness.lint(
            [
                (path: "A.swift", code: "typealias Dep = Injected\ntypealias Box = Wrapper\n"),
                (path: "B.swift", code: "typealias Dep = LazyBox\n"),
                (
                    path: "C.swift",
                    code: """
                    final class Feed {
                        @Dep var api: API
                        @Box var cache: Cache
                    }
                    """
                ),
            ], rules: [.injectedPropertyWrapper]
        ).findings
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// `PersistenceRepository.liveValue` outside the key is a lookup; in tests it is not.
    @Test func liveValueInConsumersTestsAndTheKey() throws {
        let key = (
            path: "App/PersistenceRepository+Dependency.swift",
            code: """
            extension PersistenceRepository: DependencyKey {
                static let liveValue = PersistenceRepository()
                static var testValue: PersistenceRepository { .liveValue }
                func reset() { _ = PersistenceRepository.liveValue }
            }
            """
        )
        let consumer = (
            path: "App/UserSession.swift",
            code: """
            final class UserSession {
                func save() throws { try PersistenceRepository.liveValue.save() }
            }
            """
        )
        let test = (
            path: "AppTests/UserSessionTests.swift",
            code: "final class UserSessionTests: XCTestCase { func testIt() { _ = PersistenceRepository.liveValue } }\n"
        )
        let found = try LintHarness.lint([key, consumer, test], rules: [.serviceLocator]).findings
        #expect(found.map { "\($0.path):\($0.start.line)" } == ["App/UserSession.swift:2"], "\(found.map(\.message))")
        #expect(found.first?.message.contains("'PersistenceRepository.liveValue'") == true)
    }

    /// A plain class registered by metatype is injectable; a registered view controller and
    /// an unregistered plain class are not.
    @Test func registeredClassIsInjectedAsAProperty() throws {
        let found = try LintHarness.lint(
            [
                (
                    path: "App/Setup.swift",
                    code: """
                    extension SwinjectStoryboard {
                        @objc class func setup() {
                            defaultContainer.register(SwipeCellKitActions.self) { _ in SwipeCellKitActions() }
                            defaultContainer.register(DetailViewController.self) { _ in DetailViewController() }
                        }
                    }
                    class SwipeCellKitActions { func make() {} }
                    class Highlighter { func make() {} }
                    class DetailViewController: UIViewController {}
                    """
                ),
                (
                    path: "App/CommentsViewController.swift",
                    code: """
                    class CommentsViewController: UITableViewController {
                        var swipeCellKitActions: SwipeCellKitActions?
                        var highlighter: Highlighter?
                        var detail: DetailViewController?
                    }
                    """
                ),
            ], rules: [.propertyInjection]
        ).findings
        #expect(found.map { "\($0.path):\($0.start.line)" } == ["App/CommentsViewController.swift:2"], "\(found.map(\.message))")
    }
}
