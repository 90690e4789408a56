import DILintRules
import Testing

/// environment_service edge cases beyond `Rules/environment_service.md`.
@Suite struct EnvironmentServiceTests {
    static func findings(_ files: [(path: String, code: String)]) throws -> [Finding] {
        try LintHarness.lint(files, rules: [.environmentService]).findings
    }

    static func findings(_ code: String) throws -> [Finding] {
        try findings([(path: "Sources/App/Environment.swift", code: code)])
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
        #expect(found.map { "\($0.start.line):\($0.start.column)" } == ["2:11", "9:11", "13:20", "16:9"])
        #expect(
            found.first?.message == "environment key 'Router' carries 'Router' as its default value; "
                + "pass the service to the initializers that need it instead of the environment")
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
            """)
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
                    @Entry var session: Session? = nil
                    @Entry var holder = Holder()
                    @Entry var flags: Flags?
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
}
