import DILintTestSupport
import Foundation
import Testing

/// `action.yml` end to end: Support/run-action.py (PyYAML from Tests/requirements.txt) runs
/// its shell steps as the GitHub runner would, with the environment GitHub sets
/// (GITHUB_WORKSPACE, GITHUB_ACTION_PATH, GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, RUNNER_TEMP, …),
/// on a fixture repository with more findings than GitHub shows annotations (10 per level and
/// step). The `uses:` steps are not run: actions/cache is simulated as a hit by placing this
/// build's `dilint` where the cache would restore it, and once as a miss, so that the
/// action's own "Build from source" step builds dilint (`swift build -c release`, minutes);
/// upload-sarif is only checked to be called, with the SARIF file, exactly when asked.
@Suite struct GitHubActionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Support/run-action.py")

    struct Run: Decodable {
        struct Step: Decodable {
            var name: String
            var ran: Bool
            var status: Int32?
            var stdout: String?
            var stderr: String?
            var uses: String?
            var with: [String: String]?
            var outputs: [String: String]?
        }
        var steps: [Step]
        var status: Int32
    }

    /// A fixture repository: 12 singletons (more than GitHub's 10 annotations a level), one
    /// in a folder with a space, and a `.dilint.json` that turns their rule on.
    static func workspace(in folder: URL) throws -> URL {
        let workspace = folder.appendingPathComponent("workspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        try Data(Dilint.singletonDeclarationOn.utf8).write(to: workspace.appendingPathComponent(".dilint.json"))
        for index in 1...12 {
            let file = workspace.appendingPathComponent(index == 12 ? "Sources/My Feature/S12.swift" : "Sources/App/S\(index).swift")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("final class S\(index) { static let shared = S\(index)() }\n".utf8).write(to: file)
        }
        return workspace
    }

    static func run(inputs: [String: String], in folder: URL, workspace: URL, cacheMiss: Bool = false) throws
        -> (Run, summary: String)
    {
        let temp = folder.appendingPathComponent("runner-temp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        let summary = folder.appendingPathComponent("step-summary-\(UUID().uuidString).md")
        try Data("# an earlier step\n\n".utf8).write(to: summary)
        let environment = [
            "GITHUB_WORKSPACE": workspace.path, "GITHUB_ACTION_PATH": repository.path, "RUNNER_TEMP": temp.path,
            "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64", "GITHUB_STEP_SUMMARY": summary.path, "GITHUB_ACTIONS": "true",
        ]
        let json = String(decoding: try JSONSerialization.data(withJSONObject: inputs), as: UTF8.self)
        let result = try Dilint.run(
            [
                script.path, repository.appendingPathComponent("action.yml").path,
                Dilint.executable.path, json,
            ] + (cacheMiss ? ["miss"] : []),
            in: workspace, environment: environment, executable: URL(fileURLWithPath: try TestTools.python()))
        try #require(result.status == 0, "run-action.py failed:\n\(result.standardError)")
        let last = try #require(result.standardOutput.split(separator: "\n").last)
        return (try JSONDecoder().decode(Run.self, from: Data(last.utf8)), try String(contentsOf: summary, encoding: .utf8))
    }

    @Test func defaultsAnnotateSummarizeAndFailWithoutSARIF() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-action-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let workspace = try Self.workspace(in: folder)
        let (run, summary) = try Self.run(inputs: [:], in: folder, workspace: workspace)

        let lint = try #require(run.steps.first { $0.name == "Lint" })
        let annotations = (lint.stdout ?? "").split(separator: "\n").filter { $0.hasPrefix("::warning file=") }
        #expect(annotations.count == 12, "\(lint.stdout ?? "")\(lint.stderr ?? "")")
        #expect(annotations.contains { $0.hasPrefix("::warning file=Sources/My Feature/S12.swift,line=1,col=30,") })
        #expect(lint.outputs?["exit-code"] == "1")

        // The summary keeps what earlier steps wrote and adds every finding, as `--format markdown` renders it.
        let markdown = try Dilint.run(["lint", "--format", "markdown"], in: workspace).standardOutput
        #expect(summary == "# an earlier step\n\n" + markdown)
        let rows = summary.split(separator: "\n").filter { $0.hasPrefix("| Sources/") }
        #expect(rows.count == 12)

        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("dilint.sarif").path))
        #expect(run.steps.first { $0.name == "Upload SARIF to code scanning" }?.ran == false)
        #expect(run.steps.first { $0.name == "Fail on findings" }?.status == 1)
        #expect(run.status == 1)
    }

    @Test func sarifOnlyWhenAsked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-action-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let workspace = try Self.workspace(in: folder)
        let (run, summary) = try Self.run(
            inputs: ["sarif": "true", "fail-on": "never", "annotations": "false"],
            in: folder, workspace: workspace)
        #expect(run.status == 0)
        let lint = try #require(run.steps.first { $0.name == "Lint" })
        #expect(!(lint.stdout ?? "").contains("::warning"))
        #expect(summary.split(separator: "\n").filter { $0.hasPrefix("| Sources/") }.count == 12)

        let sarifFile = workspace.appendingPathComponent("dilint.sarif")
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sarifFile)) as? [String: Any])
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [Any]) ?? []
        #expect(results.count == 12)
        #expect(lint.outputs?["sarif-file"] == "dilint.sarif")
        let upload = try #require(run.steps.first { $0.name == "Upload SARIF to code scanning" })
        #expect(upload.uses?.hasPrefix("github/codeql-action/upload-sarif@") == true)
        #expect(upload.with?["sarif_file"] == "dilint.sarif")
        #expect(run.steps.first { $0.name == "Fail on findings" }?.ran == false)
    }

    /// A cache miss: the action builds dilint from this checkout and lints with what it built.
    @Test(.timeLimit(.minutes(20)))
    func cacheMissBuildsDilintFromSource() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-action-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let workspace = try Self.workspace(in: folder)
        let (run, summary) = try Self.run(inputs: ["fail-on": "never"], in: folder, workspace: workspace, cacheMiss: true)
        let build = try #require(run.steps.first { $0.name.hasPrefix("Build dilint") })
        #expect(build.ran && build.status == 0, "\(build.stdout ?? "")\(build.stderr ?? "")")
        let lint = try #require(run.steps.first { $0.name == "Lint" })
        #expect((lint.stdout ?? "").split(separator: "\n").filter { $0.hasPrefix("::warning file=") }.count == 12)
        #expect(summary.split(separator: "\n").filter { $0.hasPrefix("| Sources/") }.count == 12)
        #expect(run.status == 0)
    }
}
