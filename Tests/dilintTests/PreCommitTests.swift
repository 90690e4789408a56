import DILintTestSupport
import Foundation
import Testing

/// The published `.pre-commit-hooks.yaml` works with the real `pre-commit` tool: in a small
/// git repository whose `.pre-commit-config.yaml` names this repository at a revision, as a
/// user's does, `pre-commit run` blocks a commit with a flagged file and lets a clean one
/// through. The hook builds dilint with `swift build -c release` inside pre-commit's cache,
/// once for both runs (`pre-commit try-repo` builds in a new cache each time, which cost
/// the suite a second release build), so this test takes minutes.
@Suite struct PreCommitTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs a command in `folder`; returns the status and the combined output.
    static func shell(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws
        -> (status: Int32, output: String)
    {
        Shell.run(arguments, in: folder, environment: environment.mapValues { $0 })
    }

    @Test(.timeLimit(.minutes(20)))
    func hookBlocksTheFlaggedFileOnly() throws {
        let preCommit = try TestTools.executable("pre-commit")

        let work = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-pre-commit-\(UUID().uuidString)")
        let project = work.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let environment = [
            "PRE_COMMIT_HOME": work.appendingPathComponent("cache").path,
            "GIT_AUTHOR_NAME": "dilint tests", "GIT_AUTHOR_EMAIL": "tests@dilint.invalid",
            "GIT_COMMITTER_NAME": "dilint tests", "GIT_COMMITTER_EMAIL": "tests@dilint.invalid",
        ]
        func git(_ arguments: [String]) throws {
            let result = try Self.shell(["git"] + arguments, in: project, environment: environment)
            try #require(result.status == 0, "git \(arguments): \(result.output)")
        }
        // The hooks' repository at a revision holding this working tree's changes to tracked
        // files, as `try-repo` makes it.
        let hooks = work.appendingPathComponent("hooks")
        let clone = try Self.shell(["git", "clone", "-q", Self.repository.path, hooks.path], in: work, environment: environment)
        try #require(clone.status == 0, "git clone: \(clone.output)")
        let diff = work.appendingPathComponent("changes.diff")
        let changes = try Self.shell(
            ["git", "diff", "HEAD", "--binary", "--output", diff.path], in: Self.repository, environment: environment)
        try #require(changes.status == 0, "git diff: \(changes.output)")
        if try Data(contentsOf: diff).count > 0 {
            for step in [["git", "apply", "--index", diff.path], ["git", "commit", "-q", "-m", "working tree"]] {
                let result = try Self.shell(step, in: hooks, environment: environment)
                try #require(result.status == 0, "\(step): \(result.output)")
            }
        }
        let revision = try Self.shell(["git", "rev-parse", "HEAD"], in: hooks, environment: environment)
        try #require(revision.status == 0, "git rev-parse: \(revision.output)")
        let configuration = """
            repos:
              - repo: \(hooks.path)
                rev: \(revision.output.trimmingCharacters(in: .whitespacesAndNewlines))
                hooks:
                  - id: dilint

            """

        try git(["init", "-q"])
        try Data(configuration.utf8).write(to: project.appendingPathComponent(".pre-commit-config.yaml"))
        try Data("struct Clean {}\n".utf8).write(to: project.appendingPathComponent("Clean.swift"))
        try Data(Dilint.tooManyDependenciesOn.utf8).write(to: project.appendingPathComponent(".dilint.json"))
        try Data(
            """
            final class Checkout {
                init(a: AService, b: BService, c: CService, d: DService, e: EService, f: FService, g: GService, h: HService) {}
            }

            """.utf8
        ).write(to: project.appendingPathComponent("Flagged.swift"))

        // Both staged: the hook fails and names the flagged file only.
        try git(["add", ".pre-commit-config.yaml", "Clean.swift", "Flagged.swift"])
        let blocked = try Self.shell([preCommit, "run", "--verbose"], in: project, environment: environment)
        #expect(blocked.status != 0, "\(blocked.output)")
        #expect(
            blocked.output.contains("Flagged.swift:2:5: warning: initializer of 'Checkout' takes 8 dependencies"),
            "\(blocked.output)")
        #expect(!blocked.output.contains("Clean.swift:"), "\(blocked.output)")

        // Only the clean file staged: the hook passes.
        try git(["reset", "-q", "Flagged.swift"])
        let passed = try Self.shell([preCommit, "run", "--verbose"], in: project, environment: environment)
        #expect(passed.status == 0, "\(passed.output)")
    }
}
