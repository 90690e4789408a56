import DILintRules
import DILintSyntax
import Testing

/// The dependency graph model (docs/graph.md) on a fixture project with every kind of edge
/// and every kind of code that must not make one.
@Suite struct DependencyGraphTests {
    static let files: [(path: String, code: String)] = [
        (
            "App/Services.swift",
            """
            protocol APIClient { func fetch() }
            protocol Logging {}
            protocol Tracking: Logging {}
            final class APIService: APIClient {
                static let shared = APIService()
                func fetch() {}
            }
            final class Analytics {
                static let shared = Analytics()
                func track() {}
                func flush() { Analytics.shared.track() }
            }
            extension Analytics: Tracking {}
            actor ImageCache {}
            final class SessionService { func start() {} }
            enum Theme { case light }
            """
        ),
        (
            "App/Feed.swift",
            """
            struct FeedStore {
                let api: APIClient
                var cache: ImageCache
                var theme: Theme
                var count: Int
                var computed: APIClient { APIService.shared }
                static var fallback: APIClient?
                let onChange: (APIClient) -> Void
            }
            final class FeedViewModel {
                private let store: FeedStore
                init(store: FeedStore, logger: Logging, retries: Int, callback: @escaping (ImageCache) -> Void) {
                    self.store = store
                    let local: Analytics? = nil
                }
                func load() {
                    APIService.shared.fetch()
                    Analytics.shared.track()
                    let cache = Resolver.resolve(ImageCache.self)
                    let session = container.resolve(SessionService.self)!
                }
                func helper(api: APIClient) {}
            }
            """
        ),
        (
            "App/Views.swift",
            """
            struct FeedView {
                @EnvironmentObject var session: SessionService
                @Environment(\\.tracker) var tracker
                @Environment(ImageCache.self) var cache
                @Environment(\\.colorScheme) var scheme
                @Injected var api: APIClient
            }
            extension EnvironmentValues {
                var tracker: Tracking { get { fatalError() } set {} }
            }
            final class SettingsController {
                func open() {
                    let delegate = UIApplication.shared.delegate as! AppDelegate
                    ServiceLocator.analytics.track()
                }
            }
            """
        ),
        (
            "App/AppContainer.swift",
            """
            final class AppContainer {
                func make() -> FeedViewModel {
                    FeedViewModel(store: FeedStore(api: APIService.shared, cache: ImageCache()), logger: Analytics.shared)
                }
            }
            """
        ),
        (
            "AppTests/FeedTests.swift",
            """
            import XCTest
            final class FeedTests: XCTestCase {
                func testLoad() { use(Analytics.shared) }
            }
            """
        ),
    ]

    static func graph() throws -> (DependencyGraph, LintResult) {
        let result = try LintHarness.lint(files, rules: [.singletonAccess, .serviceLocator, .injectedPropertyWrapper])
        let index = try #require(result.index)
        let inputs = files.map { file in
            Linter.Input(path: file.path) { () throws(SourceError) -> [UInt8] in Array(file.code.utf8) }
        }
        let (graph, errors) = DependencyGraph.build(inputs: inputs, index: index, jobs: 2)
        #expect(errors.isEmpty)
        return (graph, result)
    }

    /// "from kind to (via, …)"
    static func describe(_ edge: DependencyGraph.Edge) -> String {
        "\(edge.from) \(edge.kind.rawValue) \(edge.to) (\(edge.vias.map(\.rawValue).joined(separator: ", ")))"
    }

    @Test func everyEdgeWithItsKindAndNothingElse() throws {
        let (graph, _) = try Self.graph()
        // `actor ImageCache {}` has no dependency suffix and conforms to nothing: not
        // dependency-like (rules.md, revision 2), so storing it or reading it from the
        // environment makes no edge; a locator lookup of it still does.
        let expected = [
            "APIService conformance APIClient (conformance)",
            "Analytics conformance Tracking (conformance)",
            "FeedStore injected APIClient (property)",
            "FeedStore hidden APIService (singleton)",
            "FeedTests hidden Analytics (singleton)",
            "FeedView hidden APIClient (locator)",
            "FeedView hidden SessionService (environment)",
            "FeedView hidden Tracking (environment)",
            "FeedViewModel hidden APIService (singleton)",
            "FeedViewModel hidden Analytics (singleton)",
            "FeedViewModel injected FeedStore (initializer, property)",
            "FeedViewModel hidden ImageCache (locator)",
            "FeedViewModel injected Logging (initializer)",
            "FeedViewModel hidden SessionService (locator)",
            "SettingsController hidden AppDelegate (locator)",
            "SettingsController hidden ServiceLocator (locator)",
            "Tracking conformance Logging (conformance)",
        ]
        #expect(graph.edges.map(Self.describe) == expected)
    }

    @Test func nodesCarryTheirKindAndMarks() throws {
        let (graph, _) = try Self.graph()
        func node(_ name: String) throws -> DependencyGraph.Node {
            guard let found = graph.node(named: name) else { throw GraphTestError.missing(name) }
            return found
        }
        #expect(graph.nodes.map(\.name) == graph.nodes.map(\.name).sorted())
        #expect(try node("APIClient").kind == .protocol)
        #expect(try node("ImageCache").kind == .actor)
        #expect(try node("FeedStore").kind == .struct)
        #expect(try node("APIService").isSingleton && node("Analytics").isSingleton)
        #expect(try !node("FeedViewModel").isSingleton)
        #expect(try node("ServiceLocator").kind == .external && node("ServiceLocator").isContainer)
        #expect(try node("FeedTests").isTest && !node("FeedViewModel").isTest)
        #expect(try node("FeedStore").path == "App/Feed.swift" && node("FeedStore").line == 1)
        #expect(try node("FeedViewModel").line == 10)
        #expect(graph.node(named: "Theme") == nil, "a value type is no dependency")
        #expect(graph.node(named: "AppContainer") == nil, "the composition root's wiring makes no hidden edge")
        let singletonSite = try #require(graph.edges.first { $0.from == "FeedViewModel" && $0.to == "APIService" }?.sites.first)
        #expect(singletonSite == .init(path: "App/Feed.swift", line: 17, text: "APIService.shared", via: .singleton))
    }

    /// The hidden singleton and locator edges are exactly what `singleton_access`,
    /// `service_locator` and `injected_property_wrapper` report, site by site.
    @Test func hiddenEdgesMatchTheRulesFindings() throws {
        let (graph, result) = try Self.graph()
        let reported = Set(result.findings.map { "\($0.rule == .singletonAccess ? "singleton" : "locator") \($0.path):\($0.start.line)" })
        var drawn = Set<String>()
        for edge in graph.edges {
            for site in edge.sites where !site.isTest && (site.via == .singleton || site.via == .locator) {
                drawn.insert("\(site.via.rawValue) \(site.path):\(site.line)")
            }
        }
        #expect(drawn == reported)
    }

    /// Every conformance of a class, struct, actor or protocol of the index to a protocol of
    /// the index is an edge.
    @Test func everyConformanceTheIndexKnows() throws {
        let (graph, result) = try Self.graph()
        let index = try #require(result.index)
        let conformances = Set(graph.edges.filter { $0.kind == .conformance }.map { "\($0.from):\($0.to)" })
        var known = Set<String>()
        for name in [
            "APIClient", "Logging", "Tracking", "APIService", "Analytics", "ImageCache", "SessionService",
            "FeedStore", "FeedViewModel", "FeedView", "SettingsController", "AppContainer", "FeedTests",
        ] {
            for fact in index.facts(named: name) {
                for parent in fact.inherited where index.isProtocol(parent) { known.insert("\(name):\(parent)") }
            }
        }
        #expect(conformances == known)
    }

    @Test(arguments: [
        (0, ["FeedViewModel"]),
        (1, ["APIService", "Analytics", "FeedStore", "FeedViewModel", "ImageCache", "Logging", "SessionService"]),
        (
            2,
            [
                "APIClient", "APIService", "Analytics", "FeedStore", "FeedTests", "FeedView", "FeedViewModel", "ImageCache",
                "Logging", "SessionService", "Tracking",
            ]
        ),
        (
            3,
            [
                "APIClient", "APIService", "Analytics", "FeedStore", "FeedTests", "FeedView", "FeedViewModel", "ImageCache",
                "Logging", "SessionService", "Tracking",
            ]
        ),
    ])
    func focusReturnsExactlyTheNeighbourhood(depth: Int, names: [String]) throws {
        let (graph, _) = try Self.graph()
        let focused = try #require(graph.focused(on: "FeedViewModel", depth: depth))
        #expect(focused.nodes.map(\.name) == names)
        let kept = Set(names)
        #expect(focused.edges == graph.edges.filter { kept.contains($0.from) && kept.contains($0.to) })
        #expect(graph.focused(on: "NoSuchType", depth: 1) == nil)
    }

    @Test func hidingTestsDropsTestTypesAndTheirSites() throws {
        let (graph, _) = try Self.graph()
        let shown = graph.hidingTests()
        #expect(shown.node(named: "FeedTests") == nil)
        #expect(!shown.edges.contains { $0.sites.contains(where: \.isTest) })
        #expect(shown.edges.count == graph.edges.count - 1)
    }

    @Test func clustersByFolderAndModule() {
        let node = DependencyGraph.Node(name: "A", kind: .class, path: "Sources/Feed/Views/A.swift", line: 1)
        #expect(DependencyGraph.Clustering.folder.cluster(of: node) == "Sources/Feed/Views")
        #expect(DependencyGraph.Clustering.module.cluster(of: node) == "Feed")
        let app = DependencyGraph.Node(name: "B", kind: .class, path: "MyApp/Screens/B.swift", line: 1)
        #expect(DependencyGraph.Clustering.module.cluster(of: app) == "MyApp")
        #expect(DependencyGraph.Clustering.none.cluster(of: app) == nil)
        #expect(DependencyGraph.Clustering.folder.cluster(of: DependencyGraph.Node(name: "X", kind: .external)) == nil)
    }
}

enum GraphTestError: Error {
    case missing(String)
}
