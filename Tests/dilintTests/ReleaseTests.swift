import Foundation
import Testing

/// Versions and the repository's name agree everywhere (docs/releasing.md): `dilint
/// --version`, the newest `CHANGELOG.md` entry and the `vMAJOR.MINOR.PATCH` tag scheme; every
/// documented pin names that tag; the docs name one repository URL, the one SARIF reports as
/// `informationUri`, and no `<owner>` placeholder is left.
@Suite struct ReleaseTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let canonical = "https://github.com/dilint/dilint"

    static func text(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// The user-facing text files: README, changelog, every doc, the Action and the hook.
    static func documents() throws -> [(path: String, text: String)] {
        var paths = ["README.md", "CHANGELOG.md", "action.yml", ".pre-commit-hooks.yaml", "Package.swift"]
        let docs = repository.appendingPathComponent("docs")
        let walker = try #require(FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil))
        for case let url as URL in walker where ["md", "json", "yml", "yaml"].contains(url.pathExtension) {
            paths.append("docs/" + url.path.dropFirst(docs.path.count + 1))
        }
        return try paths.sorted().map { ($0, try text($0)) }
    }

    static func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
        }
    }

    static func version() throws -> String {
        let result = try Dilint.run(["--version"], in: repository)
        #expect(result.status == 0)
        let groups = try #require(
            try matches(#"^dilint (\d+\.\d+\.\d+)$"#, in: result.standardOutput).first,
            "'\(result.standardOutput)' is not 'dilint MAJOR.MINOR.PATCH'")
        return groups[1]
    }

    @Test func versionChangelogAndTagSchemeAgree() throws {
        let version = try Self.version()
        let changelog = try Self.text("CHANGELOG.md")
        let entries = try Self.matches(#"^## \[([^\]]+)\] - (\d{4}-\d{2}-\d{2}|Unreleased)$"#, in: changelog)
        let newest = try #require(entries.first, "CHANGELOG.md has no '## [X.Y.Z] - date' entry")
        #expect(newest[1] == version, "dilint --version says \(version), CHANGELOG.md's newest entry \(newest[1])")
        #expect(try Self.matches(#"^\d+\.\d+\.\d+$"#, in: newest[1]).count == 1)
        #expect(changelog.contains("[\(version)]: \(Self.canonical)/releases/tag/v\(version)"))
        // Entries are newest first: no later version below the first.
        let numbers = entries.map { $0[1].split(separator: ".").compactMap { Int($0) } }
        #expect(numbers == numbers.sorted { $0.lexicographicallyPrecedes($1) }.reversed())
    }

    @Test func documentedPinsNameTheReleaseTag() throws {
        let tag = "v" + (try Self.version())
        var pins = 0
        for (path, text) in try Self.documents() {
            for match in try Self.matches(
                #"(?:rev: |dilint/dilint@|\.package\(url: "https://github\.com/dilint/dilint", from: ")(v?[0-9][^\s"`)]*)"#, in: text)
            {
                pins += 1
                let pinned = match[1].hasPrefix("v") ? match[1] : "v" + match[1]
                #expect(pinned == tag, "\(path) pins \(match[0]); the release tag is \(tag)")
            }
        }
        #expect(pins >= 3, "expected the pre-commit, Action and SwiftPM pins in the docs")
    }

    @Test func oneRepositoryURLAndNoPlaceholders() throws {
        for (path, text) in try Self.documents() {
            #expect(!text.contains("<owner>"), "\(path) has an <owner> placeholder")
            #expect(!text.contains("<this repository>"), "\(path) has a <this repository> placeholder")
            for match in try Self.matches(#"github\.com[/:]([A-Za-z0-9_.-]+)/dilint\b"#, in: text) {
                #expect(match[1] == "dilint", "\(path) names the repository \(match[0]); the canonical one is \(Self.canonical)")
            }
        }
        let root = try Dilint.project([:])
        defer { try? FileManager.default.removeItem(at: root) }
        let sarif = try Dilint.run(["lint", "--format", "sarif"], in: root)
        #expect(sarif.standardOutput.contains("\"informationUri\" : \"\(Self.canonical)\""), "\(sarif.standardOutput.prefix(600))")
    }
}
