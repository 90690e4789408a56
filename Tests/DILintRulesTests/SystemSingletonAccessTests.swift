import DILintRules
import Testing

/// system_singleton_access edge cases and its option, beyond `Rules/system_singleton_access.md`.
@Suite struct SystemSingletonAccessTests {
    static func findings(_ code: String, config: String? = nil) throws -> [Finding] {
        try LintHarness.lint(
            [(path: "Sources/App/Loader.swift", code: code)], rules: [.systemSingletonAccess],
            config: config
        ).findings
    }

    @Test func chainsQualifiedNamesAndContexts() throws {
        let found = try Self.findings(
            """
            final class Loader {
                static let cache = FileManager.default.temporaryDirectory
                lazy var session = Foundation.URLSession.shared
                subscript(key: String) -> Bool { UserDefaults.standard.bool(forKey: key) }
                init(defaults: UserDefaults = .standard, center: NotificationCenter = NotificationCenter.default) {}
                func open() { UIApplication.shared.open(URL(string: "x")!) { _ in _ = ProcessInfo.processInfo } }
            }
            final class AppContainer {
                let session = URLSession.shared
            }
            """)
        #expect(found.map { "\($0.start.line):\($0.start.column)" } == ["2:36", "3:46", "4:51", "6:33", "6:87"])
    }

    @Test func configuredSingletonsReplaceTheDefaults() throws {
        let config = #"{"system_singleton_access": {"singletons": ["Bundle.main", "MyKit.Clock.system"]}}"#
        let found = try Self.findings(
            """
            func f() {
                _ = Bundle.main
                _ = Clock.system
                _ = URLSession.shared
            }
            """, config: config)
        #expect(found.map(\.start.line) == [2, 3])
        #expect(
            found.first?.message == "this code reaches for the platform singleton 'Bundle.main'; "
                + "inject it, or a protocol over it, through the initializer instead")
    }

    @Test(arguments: [
        (
            #"{"system_singleton_access": {"singletons": ["URLSession"]}}"#,
            #".dilint.json:1:55: error: 'singletons' entries must be written 'Type.member', found "URLSession""#
        ),
        (
            #"{"system_singleton_access": {"singletons": "URLSession.shared"}}"#,
            ".dilint.json:1:54: error: 'singletons' must be an array of strings, found a string"
        ),
        (
            #"{"system_singleton_access": {"singleton": []}}"#,
            ".dilint.json:1:40: error: unknown key 'singleton' in rules.system_singleton_access; did you mean 'singletons'?"
        ),
    ])
    func badOptionsAreErrorsWithAPosition(_ config: String, _ message: String) {
        #expect {
            _ = try Self.findings("func f() {}", config: config)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test func singletonNames() {
        #expect(SingletonName(parsing: "URLSession.shared") == SingletonName(type: "URLSession", member: "shared"))
        #expect(SingletonName(parsing: "Foundation.URLSession.shared") == SingletonName(type: "URLSession", member: "shared"))
        for bad in ["URLSession", "URLSession.", ".shared", "URL Session.shared", "1a.b", ""] {
            #expect(SingletonName(parsing: bad) == nil, "\(bad)")
        }
    }
}
