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
        let report = Report(findings: findings, rules: [.singletonAccess], toolVersion: "1", fileCount: files.count)
        return String(decoding: TextReporter().render(report), as: UTF8.self)
    }

    @Test func summaryNamesTheMostReachedSingletons() throws {
        let text = try Self.render([
            (
                path: "Sources/Settings.swift",
                code: """
                final class Settings { static let current = Settings() }
                final class Cache { static let shared = Cache() }
                final class Clock { static let shared = Clock() }
                final class Flags { static let shared = Flags() }
                """
            ),
            (
                path: "Sources/A.swift",
                code: """
                final class A {
                    func f() { use(Settings.current); use(Cache.shared); use(Flags.shared) }
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
