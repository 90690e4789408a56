import DILintTestSupport
import Foundation
import Testing

/// What a newcomer meets first (spec/cli.md, Revision 2, "Setting up and finding files"):
/// help and version, missing paths and empty folders, `--staged` on partially staged files,
/// the configuration found from each path, nested configurations, git-ignored and vendored
/// folders.
@Suite struct SetupTests {
    static let singleton = "final class API { static let shared = API() }\n"

    /// Runs git in `folder` with a fixed identity and no user configuration.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        let result = Shell.run(
            ["git"] + arguments, in: folder,
            environment: [
                "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
                "GIT_AUTHOR_NAME": "dilint tests", "GIT_AUTHOR_EMAIL": "tests@dilint.invalid",
                "GIT_COMMITTER_NAME": "dilint tests", "GIT_COMMITTER_EMAIL": "tests@dilint.invalid",
            ])
        #expect(result.status == 0, "git \(arguments): \(result.output)")
        return result.output
    }

    static func write(_ text: String, to path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The files of an xcode-format report.
    static func files(_ result: Dilint.Result) -> [String] {
        result.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }.sorted()
    }

    @Test func versionAndHelpCommands() throws {
        let root = try Dilint.project([:])
        defer { try? FileManager.default.removeItem(at: root) }
        let version = try Dilint.run(["version"], in: root)
        #expect(version.status == 0 && version.standardOutput.hasPrefix("dilint ") && version.standardError.isEmpty)
        #expect(try Dilint.run(["--version"], in: root).standardOutput == version.standardOutput)
        for arguments in [["lint", "--help"], ["lint", "-h"], ["help", "lint"]] {
            let help = try Dilint.run(arguments, in: root)
            #expect(help.status == 0 && help.standardOutput.hasPrefix("usage: dilint lint [options] [PATH…]"), "\(arguments)")
        }
        let unknown = try Dilint.run(["help", "lnt"], in: root)
        #expect(unknown.status == 2 && unknown.standardError.hasPrefix("error: unknown command 'lnt'"))
        let shell = try Dilint.run(["completions", "tcsh"], in: root)
        #expect(shell.standardError == "error: 'tcsh' is not a shell dilint completes; expected one of bash, zsh, fish\n")
    }

    @Test func missingPathIsAnErrorAndAnEmptyFolderIsSaid() throws {
        let root = try Dilint.project(["Empty/notes.md": "x\n", "Sources/A.swift": "struct A {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = try Dilint.run(["lint", "Sourcs", "Sources"], in: root)
        #expect(missing.status == 2)
        #expect(missing.standardError == "Sourcs: error: no such file or directory\n")
        let empty = try Dilint.run(["lint", "Empty"], in: root)
        #expect(empty.status == 0)
        #expect(empty.standardError == "warning: no Swift file found in 'Empty'\n")
    }

    /// A partially staged file is judged by its staged text, both ways round.
    @Test func stagedLintsTheStagedText() throws {
        let root = try Dilint.project(["App/Clean.swift": "struct Clean {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.git(["init", "-q"], in: root)
        try Self.git(["add", "-A"], in: root)
        try Self.git(["commit", "-q", "-m", "start"], in: root)

        // Staged clean, singleton added in the working tree only: nothing to report.
        try Self.write("struct Feed {}\n", to: "App/Feed.swift", in: root)
        try Self.git(["add", "App/Feed.swift"], in: root)
        try Self.write(Self.singleton, to: "App/Feed.swift", in: root)
        let clean = try Dilint.run(["lint", "--staged", "--format", "xcode", "--only", "singleton_declaration"], in: root)
        #expect(clean.status == 0 && clean.standardOutput.isEmpty, "\(clean)")

        // Singleton staged, fixed in the working tree only: reported, at the staged text's position.
        try Self.write("// header\n" + Self.singleton, to: "App/Feed.swift", in: root)
        try Self.git(["add", "App/Feed.swift"], in: root)
        try Self.write("struct Feed {}\n", to: "App/Feed.swift", in: root)
        let flagged = try Dilint.run(["lint", "--staged", "--format", "xcode", "--only", "singleton_declaration"], in: root)
        #expect(flagged.status == 1)
        #expect(flagged.standardOutput.hasPrefix("App/Feed.swift:2:30: warning: class 'API' holds a shared instance"), "\(flagged)")
        // From a subfolder too.
        let inside = try Dilint.run(
            ["lint", "--staged", "--format", "xcode", "--only", "singleton_declaration"],
            in: root.appendingPathComponent("App"))
        #expect(inside.standardOutput.hasPrefix("Feed.swift:2:30:"), "\(inside)")
        // Through the parent folder: the same file, the same path.
        let around = try Dilint.run(
            ["lint", "--staged", "--format", "xcode", "--only", "singleton_declaration", "../App"],
            in: root.appendingPathComponent("App"))
        #expect(around.standardOutput == inside.standardOutput, "\(around)")
    }

    /// `dilint lint Sub` from the top and `dilint lint .` from inside `Sub` read the same
    /// files; a nested configuration applies below its folder, over its parent's (its option
    /// replaces the parent's, the parent's severity stays).
    @Test func configurationIsFoundFromEachPathAndNests() throws {
        let root = try Dilint.project([
            // `count: all`: the plain Int parameters count (by default only dependencies do).
            // singleton_declaration, off by default, is on here for Legacy to turn off.
            ".dilint.json":
                #"{"rules": {"too_many_dependencies": {"enabled": true, "severity": "error", "max_parameters": 2, "count": "all"}, "#
                + #""singleton_declaration": "on"}, "exclude": ["Sub/Skip/**"]}"#,
            "Sub/A.swift": "final class A { init(a: Int, b: Int, c: Int) {} }\n",
            "Sub/Skip/B.swift": "final class B { init(a: Int, b: Int, c: Int) {} }\n",
            "Sub/Legacy/.dilint.json": #"{"rules": {"too_many_dependencies": {"max_parameters": 4}, "singleton_declaration": "off"}}"#,
            "Sub/Legacy/C.swift": "final class C { init(a: Int, b: Int, c: Int) {} }\n" + Self.singleton,
            "Sub/Legacy/D.swift": "final class D { init(a: Int, b: Int, c: Int, d: Int, e: Int) {} }\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.git(["init", "-q"], in: root)
        let fromTop = try Dilint.run(["lint", "--format", "xcode", "Sub"], in: root)
        #expect(
            fromTop.standardOutput == """
                Sub/A.swift:1:17: error: initializer of 'A' takes 3 parameters (limit 2): 'a', 'b', 'c'; pass a grouped dependency or split the type [too_many_dependencies]
                Sub/Legacy/D.swift:1:17: error: initializer of 'D' takes 5 parameters (limit 4): 'a', 'b', 'c', 'd', 'e'; pass a grouped dependency or split the type [too_many_dependencies]

                """, "\(fromTop)")
        let fromInside = try Dilint.run(["lint", "--format", "xcode", "."], in: root.appendingPathComponent("Sub"))
        #expect(fromInside.standardOutput == fromTop.standardOutput.replacingOccurrences(of: "Sub/", with: ""))
        let fromLegacy = try Dilint.run(["lint", "--format", "xcode"], in: root.appendingPathComponent("Sub/Legacy"))
        #expect(fromLegacy.standardOutput.hasPrefix("D.swift:1:17:") && !fromLegacy.standardOutput.contains("C.swift"))
    }

    @Test func nestedConfigurationMistakesAreErrors() throws {
        let root = try Dilint.project([
            ".dilint.json": "{}",
            "Sub/.dilint.json": "{\n  \"test_paths\": [\"Fixtures/**\"]\n}",
            "Sub/A.swift": "struct A {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.git(["init", "-q"], in: root)
        let result = try Dilint.run(["lint"], in: root)
        #expect(result.status == 2)
        #expect(
            result.standardError == "Sub/.dilint.json:2:3: error: 'test_paths' applies to the whole project; "
                + "set it in the top configuration (.dilint.json)\n")
        let glob = try Dilint.run(["lint", "--exclude", "{a"], in: root)
        #expect(glob.standardError == "error: '{a' is not a valid value for --exclude: unclosed '{'; expected '}' (at character 1)\n")
    }

    /// A git-ignored folder and a vendored folder are not linted; `--no-ignore` lints both;
    /// `--stats` counts them.
    @Test func gitIgnoredAndVendoredFoldersAreSkipped() throws {
        let root = try Dilint.project([
            ".gitignore": "Generated/\n*.gen.swift\n",
            "App/A.swift": Self.singleton,
            "App/B.gen.swift": Self.singleton,
            "Generated/G.swift": Self.singleton,
            "Vendor/Lib/V.swift": Self.singleton,
            "ThirdParty/T.swift": Self.singleton,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let arguments = ["lint", "--format", "xcode", "--only", "singleton_declaration", "--stats"]
        let outside = try Dilint.run(arguments, in: root)  // not a work tree yet: only vendored folders skipped
        #expect(Self.files(outside) == ["App/A.swift", "App/B.gen.swift", "Generated/G.swift"])
        try Self.git(["init", "-q"], in: root)
        let inside = try Dilint.run(arguments, in: root)
        #expect(Self.files(inside) == ["App/A.swift"])
        #expect(inside.standardError.contains("skipped: vendored 2, ignored by git 2, excluded 0"), "\(inside.standardError)")
        let all = try Dilint.run(arguments + ["--no-ignore"], in: root)
        #expect(Self.files(all) == ["App/A.swift", "App/B.gen.swift", "Generated/G.swift", "ThirdParty/T.swift", "Vendor/Lib/V.swift"])
        #expect(all.standardError.contains("skipped: vendored 0, ignored by git 0, excluded 0"))
        // A folder named on the command line is linted whatever its name.
        let named = try Dilint.run(["lint", "--format", "xcode", "--only", "singleton_declaration", "Vendor"], in: root)
        #expect(Self.files(named) == ["Vendor/Lib/V.swift"])
    }

    /// A baseline written at the top works from a subfolder.
    @Test func baselineWorksFromASubfolder() throws {
        let root = try Dilint.project(["App/A.swift": Self.singleton, ".dilint.json": Dilint.singletonDeclarationOn])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Dilint.run(["lint", "--write-baseline", "baseline.json"], in: root).status == 1)
        let baseline = try String(contentsOf: root.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"App/A.swift\""))
        let inside = try Dilint.run(["lint", "--baseline", "../baseline.json"], in: root.appendingPathComponent("App"))
        #expect(inside.status == 0, "\(inside)")
        try Self.write(Self.singleton.replacingOccurrences(of: "API", with: "Other"), to: "App/B.swift", in: root)
        let new = try Dilint.run(["lint", "--baseline", "../baseline.json", "--format", "xcode"], in: root.appendingPathComponent("App"))
        #expect(Self.files(new) == ["B.swift"])
    }
}
