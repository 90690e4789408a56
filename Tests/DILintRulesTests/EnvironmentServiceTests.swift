import DILintRules
import Testing

/// environment_service edge cases beyond `Rules/environment_service.md`.
@Suite struct EnvironmentServiceTests {
    static func findings(_ files: [(path: String, code: String)], useSites: Bool = false) throws -> [Finding] {
        let config = useSites ? LintHarness.ruleConfig(.environmentService, #"{"use_sites": true}"#) : nil
        return try LintHarness.lint(files, rules: [.environmentService], config: config).findings
    }

    static func findings(_ code: String, useSites: Bool = false) throws -> [Finding] {
        try findings([(path: "Sources/App/Environment.swift", code: code)], useSites: useSites)
    }

    @Test func keysDeclaredThroughExtensionsAndNestedInEnvironmentValues() throws {
        let found = try Self.findings(
            """
            final class Router { func open(_ url: URL) {} }
            extension Router: EnvironmentKey {
                static let defaultValue = Router()
            }
            extension WidgetFamily: @retroactive EnvironmentKey {
                static var defaultValue: WidgetFamily { .systemSmall }
            }
            struct ClientKey: EnvironmentKey {}
            extension ClientKey {
                static let defaultValue: APIClient = .live
            }
            extension EnvironmentValues {
                private struct TrackerKey: SwiftUI.EnvironmentKey {
                    static let defaultValue: any AnalyticsTracker = NoopTracker()
                }
                var tracker: any AnalyticsTracker {
                    get { self[TrackerKey.self] }
                    set { self[TrackerKey.self] = newValue }
                }
            }
            """)
        // `NoopTracker()` is a stand-in default, and `tracker` is computed through its key.
        #expect(found.map { "\($0.start.line):\($0.start.column)" } == ["2:11", "9:11"])
        #expect(
            found.first?.message == "environment key 'Router' defaults to a live 'Router', which every view "
                + "without an injected one silently uses; make the default a no-op or placeholder and inject "
                + "the service at the root")
    }

    @Test func otherValueContainersAndOtherStaticsAreNotEnvironmentValues() throws {
        let found = try Self.findings(
            """
            extension FocusedValues {
                @Entry var api: APIClient?
            }
            extension Transaction {
                @Entry var tracker: AnalyticsTracker?
            }
            enum Defaults {
                static let defaultValue: NetworkService = LiveNetworkService()
            }
            extension EnvironmentValues {
                static let fallbackClient = APIClient()
                var isCompact: Bool { horizontalSizeClass == .compact }
            }
            """)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func environmentPropertyWrappers() throws {
        let found = try Self.findings(
            """
            struct CheckoutView: View {
                @EnvironmentObject private(set) var payments: PaymentService
                @Environment(Payments.CheckoutClient.self) var client
                @Environment(\\.openURL) var openURL
                @EnvironmentObject var router: Router
                @EnvironmentObject var store: AppStateStore
                @EnvironmentObject var settings: SettingsViewModelProtocol
                @Environment(UserSettings.self) var userSettings
                var body: some View { Text("") }
            }
            final class Router: ObservableObject { func open(_ url: URL) {} }
            """, useSites: true)
        #expect(found.map(\.start.line) == [2, 3, 6])
        #expect(
            found.first?.message == "'payments' pulls the service 'PaymentService' out of the SwiftUI environment; "
                + "pass it through the initializer instead")
    }

    @Test func stateNames() {
        for name in [
            "AppState", "SettingsViewModel", "UserModel", "AppSettings", "Theme", "SettingsViewModelProtocol",
            "ThemeType",
        ] {
            #expect(EnvironmentServiceRule.isStateName(name), "\(name)")
        }
        for name in ["AnalyticsService", "ThemeManager", "StateRepository", "ModelClient"] {
            #expect(!EnvironmentServiceRule.isStateName(name), "\(name)")
        }
    }

    @Test func projectTypesDeclaredInOtherFiles() throws {
        let found = try Self.findings([
            (
                path: "Sources/App/Session.swift",
                code: """
                protocol Session { func end() }
                final class Holder: ObservableObject { func reset() {} }
                protocol Toggling { func toggle() }
                final class Flags { var isOn = false }
                extension Flags: Toggling { func toggle() {} }
                final class SettingsStore { private func save() {}; static func make() -> SettingsStore { .init() } }
                """
            ),
            (
                path: "Sources/App/Environment.swift",
                code: """
                extension EnvironmentValues {
                    @Entry var session: Session = LiveSession()
                    @Entry var holder = Holder()
                    @Entry var flags: Flags = Flags()
                    @Entry var settings = SettingsStore()
                }
                """
            ),
        ])
        #expect(
            found.map { "\($0.path):\($0.start.line)" } == [
                "Sources/App/Environment.swift:2",
                "Sources/App/Environment.swift:4",
            ],
            "conforming to a dependency-like protocol in an extension makes 'Flags' a collaborator")
    }

    @Test func useSitesAreOffByDefault() throws {
        let found = try Self.findings(
            """
            final class PaymentService: ObservableObject { func pay() {} }
            struct CheckoutView: View {
                @EnvironmentObject var payments: PaymentService
                @Environment(PaymentService.self) var other
                var body: some View { Text("") }
            }
            """)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// onebusaway's `CoreApplicationKey`: the app's whole service object, an `NSObject`
    /// subclass without a service name, as the default of a key and read through a member.
    @Test func aServiceHubAsTheDefaultIsReportedOnceAtTheKey() throws {
        let found = try Self.findings([
            (
                path: "Sources/Core/CoreApplication.swift",
                code: """
                open class CoreApplication: NSObject, RegionsServiceDelegate {
                    public let locationService: LocationService
                    public lazy var regionsService = RegionsService()
                    private var obacoService: ObacoService?
                    public init(config: CoreAppConfig) { locationService = LocationService() }
                    public func regionsServiceUpdated() {}
                }
                open class Snapshot: NSObject {
                    public let title: String
                    public let locationService: LocationService
                    public init() {}
                }
                """
            ),
            (
                path: "Sources/Core/CoreApplicationKey.swift",
                code: """
                public struct CoreApplicationKey: EnvironmentKey {
                    static public let defaultValue: CoreApplication = {
                        MainActor.assumeIsolated { CoreApplication(config: CoreAppConfig()) }
                    }()
                }
                public struct SnapshotKey: EnvironmentKey {
                    static public let defaultValue = Snapshot()
                }
                extension EnvironmentValues {
                    public var coreApplication: CoreApplication {
                        get { self[CoreApplicationKey.self] }
                        set { self[CoreApplicationKey.self] = newValue }
                    }
                }
                """
            ),
        ])
        #expect(found.map { "\($0.path):\($0.start.line)" } == ["Sources/Core/CoreApplicationKey.swift:1"])
    }

    @Test func standInAndOptionalDefaultsAreTheSafePattern() throws {
        let found = try Self.findings(
            """
            protocol AnalyticsService { func track(_ event: String) }
            final class Report: ContentModel { func refresh() {} }
            protocol ContentModel { func refresh() }
            struct AnalyticsKey: EnvironmentKey { static let defaultValue: AnalyticsService = NoopAnalytics() }
            struct PreviewKey: EnvironmentKey { static var defaultValue: AnalyticsService { .preview } }
            struct MissingKey: EnvironmentKey { static let defaultValue: AnalyticsService = .unimplemented }
            struct FakeKey: EnvironmentKey { static let defaultValue: AnalyticsService = .fake() }
            struct OptionalKey: EnvironmentKey { static let defaultValue: AnalyticsService? = nil }
            extension EnvironmentValues {
                @Entry var reportContext: Report?
                @Entry var analytics: AnalyticsService = PlaceholderAnalytics()
                @Entry var live: AnalyticsService = .live
            }
            """)
        #expect(found.map(\.start.line) == [12])
    }

    @Test func placeholderValueNames() {
        for name in [
            "noop", "NoopTracker", "NoOpAnalytics", "unimplemented", "failing", "fake", "EmptyHaptics",
            "preview", "PreviewStore", "placeholder", "mock", "MockClient", "testValue",
        ] {
            #expect(Judgments.isPlaceholderValueName(name), "\(name)")
        }
        for name in ["live", "shared", "LiveAnalytics", "Tester", "Emptiness", "CoreApplication", "default"] {
            #expect(!Judgments.isPlaceholderValueName(name), "\(name)")
        }
    }
}
