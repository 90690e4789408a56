import DILintReport
import DILintRules
import DILintSyntax

/// A small project linted by the real engine with every rule on, for checks that the whole
/// pipeline (built-in rule documents included) produces valid reports.
enum RealProject {
    static let files: [(path: String, code: String)] = [
        (
            "Sources/App/Network Manager.swift",
            """
            final class NetworkManager {
                static let shared = NetworkManager()
                private init() {}
            }

            final class Legacy {
                // dilint:disable:next singleton_declaration - kept until the café migration: 50% done
                static let shared = Legacy()
            }
            """
        ),
        (
            "Sources/Features/Feed/FeedViewModel.swift",
            """
            final class FeedViewModel {
                let network = NetworkManager.shared
                init(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int) {}
                func load() { use(NetworkManager.shared) /* 名前 🙂 */ }
            }
            """
        ),
    ]

    static func report() throws -> Report {
        let configuration = Configuration(directory: "/project")
        let selection = RuleSelection(configuration: configuration, enable: RuleID.allCases)
        let linter = try Linter(configuration: configuration, selection: selection, currentDirectory: "/project")
        let result = linter.run(
            files.map { file in
                Linter.Input(path: file.path) { () throws(SourceError) -> [UInt8] in Array(file.code.utf8) }
            })
        let entries = Report.entries(for: result.findings, suppressed: result.suppressed)
        return Report(
            findings: entries.findings, suppressed: entries.suppressed, rules: selection.enabled.sorted(),
            severities: selection.severities, toolVersion: "0.1.0", fileCount: result.fileCount,
            sourceRoot: "/project")
    }
}
