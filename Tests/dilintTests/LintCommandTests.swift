import Foundation
import Testing

/// `dilint lint`, `rules` and `explain` end to end: formats, exit statuses, configuration
/// errors, rule selection, and the documentation built into the binary.
@Suite struct LintCommandTests {
    static let project = [
        "Sources/App/Checkout.swift": """
        final class CheckoutViewModel {
            init(a: AService, b: BService, c: CService, d: DService, e: EService, f: FService, g: GService, h: HService) {}
        }

        """,
        "Sources/App/Clean.swift": "struct Clean {}\n",
        ".dilint.json": Dilint.tooManyDependenciesOn,
    ]

    @Test func textFormatIsCompilerStyleWithCaretAndSummary() throws {
        let root = try Dilint.project(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Dilint.run(["lint", "Sources"], in: root)
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                Sources/App/Checkout.swift:2:5: warning: initializer of 'CheckoutViewModel' takes 8 dependencies (limit 7): 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'; pass a grouped dependency or split the type [too_many_dependencies]
                    init(a: AService, b: BService, c: CService, d: DService, e: EService, f: FService, g: GService, h: HService) {}
                    ^~~~
                1 warning in 2 files

                """)
        #expect(!result.standardOutput.contains("\u{1B}["), "no colors when not on a terminal")
    }

    /// A long line (minified or generated code) is shown as 160 bytes around the finding,
    /// 40 of them before it, cut marks `…` at each cut end, the caret still under the text.
    @Test func textFormatShowsLongLinesAroundTheFinding() throws {
        let line = "let x = [" + String(repeating: "1, ", count: 100) + "A.shared" + String(repeating: ", 2", count: 100) + "]"
        let root = try Dilint.project(["Sources/A.swift": "final class A { static let shared = A() }\n\(line)\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Dilint.run(["lint", "--only", "singleton_access", "Sources"], in: root)
        #expect(
            result.standardOutput == """
                Sources/A.swift:2:312: warning: this code reaches for the singleton 'A.shared'; inject it through the initializer instead [singleton_access]
                …\(String(repeating: ", 1", count: 12)), A.shared\(String(repeating: ", 2", count: 38))…
                \(String(repeating: " ", count: 41))^~~~~~
                1 warning in 1 file
                most-reached singletons: A.shared: 1 access in 1 file

                """)
    }

    @Test func xcodeAndJSONFormats() throws {
        let root = try Dilint.project(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        let xcode = try Dilint.run(["lint", "--format", "xcode"], in: root)
        #expect(
            xcode.standardOutput
                == "Sources/App/Checkout.swift:2:5: warning: initializer of 'CheckoutViewModel' takes 8 dependencies (limit 7): 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'; pass a grouped dependency or split the type [too_many_dependencies]\n"
        )
        let json = try Dilint.run(["lint", "--format=json", "Sources"], in: root)
        #expect(json.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(document?["version"] as? Int == 1)
        #expect((document?["tool"] as? [String: Any])?["name"] as? String == "dilint")
        let finding = (document?["findings"] as? [[String: Any]])?.first
        #expect(finding?["rule"] as? String == "too_many_dependencies")
        #expect(finding?["file"] as? String == "Sources/App/Checkout.swift")
        #expect(finding?["line"] as? Int == 2 && finding?["column"] as? Int == 5)
        #expect(finding?["endLine"] as? Int == 2 && finding?["endColumn"] as? Int == 9)
        #expect(finding?["symbol"] as? String == "CheckoutViewModel.init(a:b:c:d:e:f:g:h:)")
        #expect((finding?["fingerprint"] as? String)?.count == 16)
        let summary = document?["summary"] as? [String: Any]
        #expect(summary?["files"] as? Int == 2 && summary?["findings"] as? Int == 1)
        #expect((summary?["byRule"] as? [String: Int]) == ["too_many_dependencies": 1])
    }

    @Test func exitStatusFollowsFailOnAndRuleSelection() throws {
        let root = try Dilint.project(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Dilint.run(["lint", "--fail-on", "error"], in: root).status == 0)
        #expect(try Dilint.run(["lint", "--fail-on", "never"], in: root).status == 0)
        #expect(try Dilint.run(["lint", "--fail-on", "note"], in: root).status == 1)
        let disabled = try Dilint.run(["lint", "--disable", "too_many_dependencies"], in: root)
        #expect(disabled.status == 0 && disabled.standardOutput == "no findings in 2 files\n")
        #expect(try Dilint.run(["lint", "--only", "singleton_access"], in: root).status == 0)
        let quiet = try Dilint.run(["lint", "--quiet", "--only", "singleton_access"], in: root)
        #expect(quiet.status == 0 && quiet.standardOutput.isEmpty)
        let unknown = try Dilint.run(["lint", "--only", "singelton_access"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.standardError == "error: unknown rule 'singelton_access' for --only; did you mean 'singleton_access'?\n")
        let badFlag = try Dilint.run(["lint", "--fail-on", "sometimes"], in: root)
        #expect(badFlag.status == 2 && badFlag.standardError.contains("--fail-on"))
    }

    @Test func configurationSetsSeverityAndOptionsAndErrorsStopTheRun() throws {
        var files = Self.project
        files[".dilint.json"] =
            "{\"rules\": {\"too_many_dependencies\": {\"enabled\": true, \"severity\": \"error\", \"max_parameters\": 8}}}"
        let root = try Dilint.project(files)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Dilint.run(["lint"], in: root).status == 0, "8 dependencies are within the configured limit")
        try Data("{\"rules\": {\"too_many_dependencies\": \"error\"}}".utf8).write(to: root.appendingPathComponent(".dilint.json"))
        let strict = try Dilint.run(["lint", "--format", "xcode", "--fail-on", "error"], in: root)
        #expect(strict.status == 1 && strict.standardOutput.contains(": error: "))
        // Found upwards from a subfolder.
        let fromSub = try Dilint.run(["lint", "--format", "xcode", "."], in: root.appendingPathComponent("Sources"))
        #expect(fromSub.standardOutput.hasPrefix("App/Checkout.swift:2:5: error: "))
        try Data("{\n  \"rules\": {\"too_many_dependencies\": {\"max_parameters\": \"six\"}}\n}".utf8)
            .write(to: root.appendingPathComponent(".dilint.json"))
        let broken = try Dilint.run(["lint"], in: root)
        #expect(broken.status == 2)
        #expect(broken.standardError == ".dilint.json:2:57: error: 'max_parameters' must be an integer, found a string\n")
        #expect(broken.standardOutput.isEmpty)
        #expect(try Dilint.run(["lint", "--no-config"], in: root).status == 0, "without it the rule is off")
        let missing = try Dilint.run(["lint", "--config", "nope.json"], in: root)
        #expect(missing.status == 2 && missing.standardError == "nope.json: error: cannot read the configuration: no such file or directory\n")
    }

    @Test func unreadableInputsGiveStatusTwoAfterReportingTheRest() throws {
        let root = try Dilint.project(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Dilint.run(["lint", "--format", "xcode", "Sources", "Missing"], in: root)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("Sources/App/Checkout.swift:2:5"))
        #expect(result.standardError == "Missing: error: no such file or directory\n")
    }

    @Test func outputFileIsWrittenAndStandardOutputStaysEmpty() throws {
        let root = try Dilint.project(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Dilint.run(["lint", "--format", "json", "--output", "report.json"], in: root)
        #expect(result.status == 1 && result.standardOutput.isEmpty)
        let written = try Data(contentsOf: root.appendingPathComponent("report.json"))
        #expect((try JSONSerialization.jsonObject(with: written) as? [String: Any])?["version"] as? Int == 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func rulesAndExplainWorkFromACopiedBinary() throws {
        let empty = try Dilint.project([:])
        defer { try? FileManager.default.removeItem(at: empty) }
        let copy = empty.appendingPathComponent("dilint")
        // Written through a close-on-exec descriptor: a copy made with FileManager leaves its
        // write descriptor to any process another test starts meanwhile, and running the copy
        // then fails with "Text file busy" while that process lives.
        let bytes = try Data(contentsOf: Dilint.executable)
        let descriptor = open(copy.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        try #require(descriptor >= 0)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
        close(descriptor)
        try #require(written == bytes.count)
        // A process another test forks in the instant the copy's descriptor is open keeps it
        // until that process execs (close-on-exec closes it only then): the kernel answers
        // "Text file busy" meanwhile, so starting the copy is tried again for up to a second.
        func run(_ arguments: [String]) throws -> Dilint.Result {
            for _ in 1..<50 {
                do {
                    return try Dilint.run(arguments, in: empty, executable: copy)
                } catch let error as NSError
                    where (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY)
                {
                    usleep(20_000)
                }
            }
            return try Dilint.run(arguments, in: empty, executable: copy)
        }
        let explain = try run(["explain", "too_many_dependencies"])
        #expect(explain.status == 0)
        #expect(explain.standardOutput.hasPrefix("# too_many_dependencies\n\nFlags initializers that take more than"))
        #expect(explain.standardOutput.contains("## Options"))
        let unknown = try run(["explain", "too_many_dependency"])
        #expect(unknown.status == 2 && unknown.standardError.contains("did you mean 'too_many_dependencies'?"))
        // One rule a document in Rules/: adding a rule needs no edit here.
        let ruleDocuments = try FileManager.default.contentsOfDirectory(
            atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Rules").path
        ).filter { $0.hasSuffix(".md") }.count
        let rules = try run(["rules"])
        #expect(rules.status == 0)
        #expect(rules.standardOutput.split(separator: "\n").count == ruleDocuments)
        let line = rules.standardOutput.split(separator: "\n").first { $0.hasPrefix("too_many_dependencies ") }
        #expect(line.map { Array($0.split(separator: " ").prefix(3)) } == ["too_many_dependencies", "warning", "off"])
        #expect(line?.hasSuffix("  Flags initializers that take more than `max_parameters` dependencies.") == true)
        let json = try run(["rules", "--format", "json"])
        let entries = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
        #expect(entries?.count == ruleDocuments)
        #expect(entries?.first { $0["id"] as? String == "injected_property_wrapper" }?["enabledByDefault"] as? Bool == false)
    }

    /// Loading Foundation (and ICU with it) was half the start-up of a one-file run; the
    /// executable uses the C library instead (docs/performance.md).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd")))
    func executableDoesNotLoadFoundation() throws {
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [Dilint.executable.path]
        let output = Pipe()
        ldd.standardOutput = output
        try ldd.run()
        let libraries = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        #expect(libraries.contains("libswiftCore"), "ldd lists the libraries: \(libraries)")
        #expect(!libraries.contains("Foundation"), "\(libraries)")
    }
}
