import DILintRules
import Testing

/// Edge cases of the protocol and property rules (single_implementation_protocol,
/// protocol_mirror, mutable_protocol_requirement, property_injection) beyond their docs.
@Suite struct ProtocolRulesTests {
    static func lines(_ files: [(path: String, code: String)], _ rule: RuleID, config: String? = nil) throws -> [String] {
        try LintHarness.lint(files, rules: [rule], config: config).findings.filter { $0.rule == rule }
            .map { "\($0.path.split(separator: "/").last!):\($0.start.line)" }
    }

    static func lines(_ code: String, _ rule: RuleID) throws -> [String] {
        try lines([(path: "Sources/App/A.swift", code: code)], rule)
    }

    /// protocol_mirror over `code` with `mocks` in a test file (so that
    /// single_implementation_protocol, which wins, has nothing to report) and a threshold of 3.
    static func mirrorLines(_ code: String, mocks: String) throws -> [String] {
        try lines(
            [(path: "Sources/App/A.swift", code: code), (path: "Tests/AppTests/Mocks.swift", code: mocks)],
            .protocolMirror, config: #"{"protocol_mirror": {"min_requirements": 3}}"#)
    }

    // MARK: single_implementation_protocol

    @Test func sameNamedNestedTypesThatEachConformAreTwoImplementations() throws {
        let found = try Self.lines(
            """
            protocol Row {}
            enum Feed { struct Item: Row {} }
            enum Chat { struct Item: Row {} }
            protocol Cell {}
            enum A { struct View {} }
            extension A.View: Cell {}
            """, .singleImplementationProtocol)
        #expect(found == ["A.swift:4"])
    }

    /// Swiftfin's `MediaPlayerOffsetConfigurable` and `SearchablePagingLibrary`, probed with
    /// casts in other files; mlem's `StateManagerTickerProtocol` over a generic struct.
    @Test func capabilitiesProbedByCastsAndTypeErasureAreNotSeams() throws {
        let found = try Self.lines(
            [
                (
                    path: "Sources/App/Protocols.swift",
                    code: """
                    protocol Offsetting { func offset() }
                    protocol Searchable { func search() }
                    protocol Qualified { func q() }
                    protocol Tested { func t() }
                    protocol Ticking { func tick() }
                    protocol Annotated { func a() }
                    final class Proxy: Offsetting, Searchable, Qualified, Tested, Annotated {
                        func offset() {}; func search() {}; func q() {}; func t() {}; func a() {}
                    }
                    struct Ticket<Value>: Ticking { func tick() {} }
                    """
                ),
                (
                    path: "Sources/App/Use.swift",
                    code: """
                    struct Player {
                        let annotated: Annotated
                        func apply(_ x: Any) {
                            if let p = x as? Offsetting { p.offset() }
                            let s = x as! any Searchable
                            if x is App.Tested {}
                        }
                        var q: Bool { (x as? Qualified) != nil }
                    }
                    """
                ),
            ], .singleImplementationProtocol)
        #expect(found == ["Protocols.swift:6"])
    }

    @Test func subclassesInTestFilesAndAliasesCount() throws {
        let found = try Self.lines(
            [
                (
                    path: "Sources/App/A.swift",
                    code: """
                    protocol Loading {}
                    class Loader: Loading {}
                    protocol Saving {}
                    protocol Deleting {}
                    typealias Store = Saving & Deleting
                    final class DiskStore: Saving, Deleting {}
                    """
                ),
                (
                    path: "Tests/AppTests/Doubles.swift",
                    code: """
                    final class LoaderSpy: Loader {}
                    final class StoreFake: Store {}
                    """
                ),
            ], .singleImplementationProtocol)
        #expect(found == [])
    }

    @Test func anAliasDefinedTwiceDifferentlyIsNotExpanded() throws {
        let found = try Self.lines(
            """
            protocol Saving {}
            protocol Deleting {}
            enum A { typealias Store = Saving }
            enum B { typealias Store = Deleting }
            final class DiskStore: Saving {}
            final class MemoryStore: Store {}
            """, .singleImplementationProtocol)
        #expect(found == ["A.swift:1"])
    }

    @Test func theMessageNamesTheKindAndTheType() throws {
        let result = try LintHarness.lint(
            [(path: "Sources/App/A.swift", code: "protocol P {}\nactor Worker: P {}\n")],
            rules: [.singleImplementationProtocol])
        #expect(
            result.findings.map(\.message) == [
                "protocol 'P' has a single implementation, actor 'Worker'; "
                    + "depend on 'Worker' directly, or add the second implementation the protocol is for"
            ])
    }

    // MARK: protocol_mirror

    @Test func staticMembersAndPrivateOnesAreLeftOut() throws {
        let found = try Self.mirrorLines(
            """
            protocol Store {
                static func make() -> Self
                func load()
                func save()
                subscript(key: String) -> Int { get }
            }
            final class DiskStore: Store {
                static func make() -> Self { fatalError() }
                static let shared = DiskStore()
                fileprivate var cache: [String: Int] = [:]
                func load() {}
                func save() {}
                subscript(key: String) -> Int { 0 }
            }
            """, mocks: "final class StoreMock: Store {}")
        #expect(found == ["A.swift:1"])
    }

    @Test func anExtraVisibleMemberOrASecondProductionImplementationIsNoMirror() throws {
        let found = try Self.lines(
            [
                (
                    path: "Sources/App/A.swift",
                    code: """
                    protocol Store { func load(); func save(); func reset() }
                    final class DiskStore: Store { func load() {}; func save() {}; func reset() {} }
                    protocol Cache { func get(); func set(); func clear() }
                    final class MemoryCache: Cache { func get() {}; func set() {}; func clear() {} }
                    """
                ),
                (
                    path: "Sources/App/B.swift",
                    code: """
                    extension DiskStore { func compact() {} }
                    final class LRUCache: MemoryCache {}
                    """
                ),
            ], .protocolMirror)
        #expect(found == [])
    }

    @Test func initializersCountOnlyWhenRequired() throws {
        let found = try Self.mirrorLines(
            """
            protocol Store { func load(); func save(); func reset() }
            final class DiskStore: Store { init(path: String) {}; func load() {}; func save() {}; func reset() {} }
            protocol Loader { init(); func load(); func cancel() }
            final class FeedLoader: Loader { init() {}; func load() {}; func cancel() {} }
            protocol Writer { func write(); func flush(); func close() }
            final class FileWriter: Writer { init() {}; func write() {}; func flush() {}; func close() {} }
            """, mocks: "struct StoreMock: Store {}\nstruct LoaderMock: Loader {}\nstruct WriterMock: Writer {}")
        #expect(found == ["A.swift:1", "A.swift:3", "A.swift:5"])
    }

    /// Issue 14: a protocol reported by single_implementation_protocol is not also a mirror.
    @Test func aSingleImplementationIsReportedOnceNotAsAMirror() throws {
        let code = """
            protocol Store { func load(); func save(); func reset() }
            final class DiskStore: Store { func load() {}; func save() {}; func reset() {} }
            """
        let found = try LintHarness.lint(
            [(path: "Sources/App/A.swift", code: code)], rules: [.singleImplementationProtocol, .protocolMirror],
            config: #"{"protocol_mirror": {"min_requirements": 1}}"#
        ).findings
        #expect(found.map(\.rule) == [.singleImplementationProtocol])
    }

    // MARK: mutable_protocol_requirement

    @Test func onlyProtocolRequirementsWithASetter() throws {
        let found = try Self.lines(
            """
            protocol Settings {
                var a: APIClient { get set }
                var b: APIClient { get }
                var c: APIClient { get nonmutating set }
                func reset()
            }
            final class Store {
                var e: APIClient { get { 0 } set {} }
            }
            enum Namespace {
                protocol Nested { var f: APIClient { set get }; func go() }
            }
            protocol FeedDataSource { var g: APIClient { get set } }
            protocol Shape { var h: APIClient { get set } }
            """, .mutableProtocolRequirement)
        #expect(found == ["A.swift:2", "A.swift:4", "A.swift:11"])
    }

    /// Onebusaway's `PushServiceProvider` and `UserDataStore`, Swiftfin's `MediaPlayerQueue`:
    /// only a settable collaborator or stream is reported, never a flag, a preference, a
    /// state value, a closure slot or a collection.
    @Test func onlyCollaboratorsAndStreamsAreReported() throws {
        let found = try Self.lines(
            """
            protocol PushServiceProvider {
                var errorHandler: ((Error) -> Void)? { get set }
                var dismissBlock: () -> Void { get set }
                var isSurveyEnabled: Bool { get set }
                var state: LoadState { get set }
                var children: [APIClient] { get set }
                var hasNextItemPublisher: Published<Bool>.Publisher { get set }
                var events: AnyPublisher<Int, Never> { get set }
                var updates: CurrentValueSubject<Int, Never> { get set }
                var stream: AsyncStream<Int> { get set }
                var api: APIClient? { get set }
                var tableDelegate: TableDelegate? { get set }
                func start()
            }
            enum LoadState { case idle, loading }
            """, .mutableProtocolRequirement)
        #expect(found == ["A.swift:7", "A.swift:8", "A.swift:9", "A.swift:10", "A.swift:11"])
    }

    // MARK: property_injection

    @Test func selfAssignmentsHideTheFindingButOutsideAssignmentsDoNot() throws {
        let found = try Self.lines(
            [
                (
                    path: "Sources/App/A.swift",
                    code: """
                    final class Screen {
                        var a: APIClient?
                        var b: APIClient?
                        var c: APIClient?
                        var d: APIClient?
                        var e: APIClient?
                        func load() {
                            if let a = a { _ = a }
                            guard let b else { return }
                            c = nil
                            run { [weak self] in self?.d = APIClient() }
                        }
                    }
                    """
                ),
                (
                    path: "Sources/App/B.swift",
                    code: """
                    func wire(screen: Screen, other: Other) {
                        screen.a = APIClient()
                        other.e = APIClient()
                    }
                    """
                ),
            ], .propertyInjection)
        #expect(found == ["A.swift:2", "A.swift:3", "A.swift:4", "A.swift:6"])
    }

    @Test func onlyClassesAndSettableStoredProperties() throws {
        let found = try Self.lines(
            """
            struct Settings { var api: APIClient? }
            actor Worker { var api: APIClient? }
            enum Mode { case a }
            final class Screen {
                internal(set) var a: APIClient?
                fileprivate(set) var b: APIClient?
                unowned(unsafe) var c: APIClient
                var d: APIClient!
                var e: [APIClient]?
                var f: Optional<APIClient>
                var g: APIClient
                class Inner { var h: DataStore? }
            }
            """, .propertyInjection)
        // `Optional<APIClient>` spelled out is as optional as `APIClient?`.
        #expect(found == ["A.swift:5", "A.swift:10", "A.swift:12"])
    }

    @Test func emptyProtocolsAndProtocolsInheritingUnknownOnesCount() throws {
        let found = try Self.lines(
            """
            protocol Record: Codable {}
            protocol Engine: SyncEngineProtocol {}
            protocol Plain: AnyObject, Sendable {}
            final class Screen {
                var a: Record?
                var b: Engine?
                var c: Plain?
            }
            """, .propertyInjection)
        #expect(found == ["A.swift:6", "A.swift:7"])
    }
}
