import DILintReport
import DILintRules
import DILintSyntax
import Testing

/// Issue 14: the text summary names the most-reached singletons, so 269 accesses read as one
/// decision.
@Suite struct SingletonSummaryTests {
    static func render(_ files: [(path: String, code: String)]) throws -> String {
        let configuration = Configuration(directory: "/project")
        let selection = RuleSelection(configuration: configuration, only: [.singletonAccess])
        let linter = try Linter(configuration: configuration, selection: selection, currentDirectory: "/project")
        let result = linter.run(
            files.map { file in
                Linter.Input(path: file.path) { () throws(SourceError) -> [UInt8] in Array(file.code.utf8) }
            })
        let findings = result.findings.map { ReportedFinding(finding: $0, sourceLine: "", fingerprint: "") }
        var report = Report(findings: findings, rules: [.singletonAccess], toolVersion: "1", fileCount: files.count)
        report.folded = result.folded
        return String(decoding: TextReporter().render(report), as: UTF8.self)
    }

    /// Held-out sets 45 to 47: a type split over extension files reaching one singleton from
    /// several of them has one hidden dependency: one finding, in the file that declares the
    /// type (else the first in path order), while the summary still counts every access. A
    /// suppressed finding keeps the problem silenced; two types of one name are two problems.
    @Test func aTypesFilesAreOneProblem() throws {
        let singletons = """
            final class Vault { static let shared = Vault() }
            final class Socket { static let shared = Socket() }
            final class Meter { static let shared = Meter() }
            """
        let text = try Self.render([
            (path: "Sources/Singletons.swift", code: singletons),
            (
                path: "Sources/Main/MainViewController.swift",
                code: """
                final class MainViewController {
                    func load() { use(Socket.shared) }
                    func stop() {
                        // dilint:disable:next singleton_access - the meter is the screen's own
                        use(Meter.shared)
                    }
                }
                final class Item { func f() { use(Vault.shared) } }
                """
            ),
            (
                path: "Sources/A/MainViewController+Refresh.swift",
                code: """
                extension MainViewController {
                    func refresh() { use(Vault.shared); use(Vault.shared); use(Socket.shared); use(Meter.shared) }
                }
                """
            ),
            (
                path: "Sources/B/MainViewController+Sync.swift",
                code: "extension MainViewController { func sync() { use(Vault.shared); use(Socket.shared) } }"
            ),
            (path: "Sources/C/Item.swift", code: "final class Item { func g() { use(Vault.shared) } }"),
        ])
        func reports(_ place: String, _ message: String) -> Bool {
            text.split(separator: "\n").contains { $0.hasPrefix(place) && $0.contains(message) }
        }
        #expect(
            reports("Sources/A/MainViewController+Refresh.swift:2:", "'MainViewController' reaches for the singleton 'Vault.shared' (2 accesses)"),
            "\(text)")
        #expect(reports("Sources/Main/MainViewController.swift:2:", "'MainViewController' reaches for the singleton 'Socket.shared';"), "\(text)")
        #expect(reports("Sources/Main/MainViewController.swift:8:", "'Item' reaches for the singleton 'Vault.shared'"), "\(text)")
        #expect(reports("Sources/C/Item.swift:1:", "'Item' reaches for the singleton 'Vault.shared'"), "\(text)")
        // The suppressed problem's other accesses are not counted, as they are not reported.
        #expect(
            text.hasSuffix(
                "4 warnings in 5 files\nmost-reached singletons: Vault.shared: 5 accesses in 4 files, "
                    + "Socket.shared: 3 accesses in 3 files\n"), "\(text)")
    }

    @Test func summaryNamesTheMostReachedSingletons() throws {
        let text = try Self.render([
            (
                path: "Sources/Settings.swift",
                code: """
                final class Settings { static let current = Settings() }
                final class Cache { static let shared = Cache() }
                final class Clock { static let shared = Clock() }
                final class Ledger { static let shared = Ledger() }
                """
            ),
            (
                path: "Sources/A.swift",
                code: """
                final class A {
                    func f() { use(Settings.current); use(Cache.shared); use(Ledger.shared) }
                    func g() { use(Settings.current) }
                }
                """
            ),
            (
                path: "Sources/B.swift",
                code: "final class B { func f() { use(Settings.current); use(Cache.shared); use(Clock.shared) } }"
            ),
        ])
        // A's two reaches of `Settings.current` are one finding standing for two accesses.
        #expect(text.contains("'A' reaches for the singleton 'Settings.current' (2 accesses);"), "\(text)")
        #expect(
            text.hasSuffix(
                "6 warnings in 3 files\nmost-reached singletons: Settings.current: 3 accesses in 2 files, "
                    + "Cache.shared: 2 accesses in 2 files, Clock.shared: 1 access in 1 file\n"), "\(text)")
    }

    /// Held-out set 42: a type writing through several data-access objects' shared instances
    /// has one dependency, the database: one finding names them all, and the summary still
    /// counts each; a global alias's accesses count for the singleton it stands for.
    @Test func dataAccessObjectsAreOneFindingAndEachIsCounted() throws {
        let text = try Self.render([
            (
                path: "Sources/Store.swift",
                code: """
                final class MessageDAO { static let shared = MessageDAO() }
                final class UserDAO { static let shared = UserDAO() }
                final class Manager { static let shared = Manager(); var peers = 0; func connect() { peers += 1 } }
                let Biz = Manager.shared
                """
            ),
            (
                path: "Sources/Transfer.swift",
                code: """
                final class Transfer {
                    func f() { use(MessageDAO.shared); use(UserDAO.shared); use(UserDAO.shared) }
                    func g() { Biz.connect(); Biz.connect() }
                }
                """
            ),
        ])
        #expect(
            text.contains(
                "'Transfer' reaches for the singleton 'MessageDAO.shared' and 1 more data-access object, "
                    + "'UserDAO.shared' (2 accesses); inject them through the initializer instead"), "\(text)")
        #expect(text.contains("'Transfer' reaches for the singleton 'Manager.shared' through the global 'Biz' (2 accesses);"), "\(text)")
        #expect(
            text.hasSuffix(
                "2 warnings in 2 files\nmost-reached singletons: Manager.shared: 2 accesses in 1 file, "
                    + "UserDAO.shared: 2 accesses in 1 file, MessageDAO.shared: 1 access in 1 file\n"), "\(text)")
    }

    @Test func noLineWithoutSingletonAccesses() throws {
        let text = try Self.render([(path: "Sources/A.swift", code: "final class A {}")])
        #expect(text == "no findings in 1 file\n")
    }
}
