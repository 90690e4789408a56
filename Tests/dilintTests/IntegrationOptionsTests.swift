import Foundation
import Testing

/// The options CI and editors use: baselines, several reports from one run, report-only
/// files, staged and changed files, standard input, suppressed findings and statistics.
@Suite struct IntegrationOptionsTests {
    static let checkout = """
        final class CheckoutViewModel {
            init(a: AService, b: BService, c: CService, d: DService, e: EService, f: FService, g: GService, h: HService) {}
        }

        """

    @Test func baselineHidesRecordedFindingsAcrossEditsAndShowsNewOnes() throws {
        let root = try Dilint.project(["Sources/Checkout.swift": Self.checkout, ".dilint.json": Dilint.tooManyDependenciesOn])
        defer { try? FileManager.default.removeItem(at: root) }
        let write = try Dilint.run(["lint", "--write-baseline", "baseline.json"], in: root)
        #expect(write.status == 1, "writing a baseline still reports")
        let baselineText = try String(contentsOf: root.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baselineText.contains("\"rule\" : \"too_many_dependencies\""))
        #expect(!baselineText.contains("\"line\""), "baselines never record line numbers")
        #expect(try Dilint.run(["lint", "--baseline", "baseline.json"], in: root).status == 0)

        // Lines inserted above: still hidden.
        let shifted = "import Foundation\n\n// A comment.\n\n" + Self.checkout
        try Data(shifted.utf8).write(to: root.appendingPathComponent("Sources/Checkout.swift"))
        let after = try Dilint.run(["lint", "--format", "xcode", "--baseline", "baseline.json"], in: root)
        #expect(after.status == 0 && after.standardOutput.isEmpty, "\(after.standardOutput)")

        // A new finding of the same rule in the same file: reported.
        let added =
            shifted + """
                final class PaymentViewModel {
                    init(a: AService, b: BService, c: CService, d: DService, e: EService, f: FService, g: GService, h: HService, i: IService) {}
                }

                """
        try Data(added.utf8).write(to: root.appendingPathComponent("Sources/Checkout.swift"))
        let new = try Dilint.run(["lint", "--format", "xcode", "--baseline", "baseline.json"], in: root)
        #expect(new.status == 1)
        #expect(
            new.standardOutput
                == "Sources/Checkout.swift:9:5: warning: initializer of 'PaymentViewModel' takes 9 dependencies (limit 7): 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'; pass a grouped dependency or split the type [too_many_dependencies]\n"
        )

        // Fixed: the baseline entry is stale and counted.
        try Data("struct Nothing {}\n".utf8).write(to: root.appendingPathComponent("Sources/Checkout.swift"))
        let stale = try Dilint.run(["lint", "--format", "json", "--baseline", "baseline.json"], in: root)
        #expect(stale.status == 0)
        let bad = try Dilint.run(["lint", "--baseline", "Sources/Checkout.swift"], in: root)
        #expect(bad.status == 2 && bad.standardError.hasPrefix("Sources/Checkout.swift: error: not a dilint baseline"))
        let unwritable = try Dilint.run(["lint", "--write-baseline", "no/such/folder/b.json"], in: root)
        #expect(unwritable.status == 2 && unwritable.standardError.hasPrefix("error: cannot write no/such/folder/b.json"))
    }

    @Test func severalReportsFromOneRun() throws {
        let root = try Dilint.project(["Sources/Checkout.swift": Self.checkout, ".dilint.json": Dilint.tooManyDependenciesOn])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Dilint.run(
            ["lint", "--format", "xcode", "--report", "json:out/report.json", "--report", "text:report.txt"],
            in: root.appendingPathComponent("Sources").deletingLastPathComponent())
        #expect(result.status == 2, "out/ does not exist: \(result.standardError)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
        let ok = try Dilint.run(
            ["lint", "--format", "xcode", "--report", "json:out/report.json", "--report", "text:report.txt"],
            in: root)
        #expect(ok.status == 1 && ok.standardOutput.hasPrefix("Sources/Checkout.swift:2:5: warning:"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("out/report.json"))) as? [String: Any]
        #expect((json?["findings"] as? [Any])?.count == 1)
        let text = try String(contentsOf: root.appendingPathComponent("report.txt"), encoding: .utf8)
        #expect(text.hasSuffix("1 warning in 1 file\n") && !text.contains("\u{1B}["))
        let badReport = try Dilint.run(["lint", "--report", "pdf:x.pdf"], in: root)
        #expect(badReport.status == 2 && badReport.standardError.contains("FORMAT:FILE"))
    }

    @Test func reportOnlyIndexesEverythingButReportsTheGivenFiles() throws {
        let root = try Dilint.project([
            "A.swift": Self.checkout,
            "B.swift": Self.checkout.replacingOccurrences(of: "CheckoutViewModel", with: "Other"),
            ".dilint.json": Dilint.tooManyDependenciesOn,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Dilint.run(["lint", "--format", "xcode", "--report-only", "B.swift"], in: root)
        #expect(result.status == 1)
        #expect(result.standardOutput.split(separator: "\n").map { String($0.prefix(8)) } == ["B.swift:"])
        // Several files after --report-only, as pre-commit passes them.
        let both = try Dilint.run(["lint", "--format", "xcode", "--report-only", "A.swift", "./B.swift"], in: root)
        #expect(both.standardOutput.split(separator: "\n").count == 2)
    }

    @Test func stagedAndChangedFilesComeFromGit() throws {
        let root = try Dilint.project([
            "A.swift": Self.checkout, "B.swift": "struct B {}\n", ".dilint.json": Dilint.tooManyDependenciesOn,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        func git(_ arguments: [String]) throws {
            let result = try PreCommitTests.shell(
                ["git"] + arguments, in: root,
                environment: [
                    "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t.invalid", "GIT_COMMITTER_NAME": "t",
                    "GIT_COMMITTER_EMAIL": "t@t.invalid",
                ])
            try #require(result.status == 0, "\(result.output)")
        }
        try git(["init", "-q"])
        try git(["add", "."])
        try git(["commit", "-qm", "start"])
        #expect(try Dilint.run(["lint", "--staged"], in: root).status == 0, "nothing staged: nothing reported")
        try Data((Self.checkout + "\n// touched\n").utf8).write(to: root.appendingPathComponent("A.swift"))
        #expect(try Dilint.run(["lint", "--staged"], in: root).status == 0, "changed but not staged")
        let changed = try Dilint.run(["lint", "--format", "xcode", "--changed-since", "HEAD"], in: root)
        #expect(changed.status == 1 && changed.standardOutput.hasPrefix("A.swift:2:5:"))
        try git(["add", "A.swift"])
        #expect(try Dilint.run(["lint", "--staged"], in: root).status == 1)
        let notRepository = try Dilint.run(["lint", "--staged"], in: root.appendingPathComponent(".git"))
        #expect(notRepository.status == 2)
    }

    @Test func standardInputIsLintedAsTheGivenPath() throws {
        let root = try Dilint.project([
            "Sources/Checkout.swift": "struct Saved {}\n", ".dilint.json": Dilint.tooManyDependenciesOn,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Dilint.run(
            ["lint", "--format", "xcode", "--stdin-path", "Sources/Checkout.swift"], in: root,
            input: Data(Self.checkout.utf8))
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("Sources/Checkout.swift:2:5: warning:"))
        let saved = try String(contentsOf: root.appendingPathComponent("Sources/Checkout.swift"), encoding: .utf8)
        #expect(saved == "struct Saved {}\n", "standard input never touches the file")
    }

    @Test func suppressedFindingsShowWhenAskedAndStatisticsGoToStandardError() throws {
        let root = try Dilint.project([
            "A.swift": """
            final class CheckoutViewModel {
                // dilint:disable:next too_many_dependencies - legacy wiring, tracked in APP-12
                init(a: AService, b: BService, c: CService, d: DService, e: EService, f: FService, g: GService, h: HService) {}
            }

            """,
            ".dilint.json": Dilint.tooManyDependenciesOn,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plain = try Dilint.run(["lint", "--format", "json", "--stats"], in: root)
        #expect(plain.status == 0)
        #expect(plain.standardError.hasPrefix("files: 1, lines: 5"))
        #expect(plain.standardError.contains(#/, time: \d+\.\d{3} s, findings: 0\nphases \(ms\): setup \d+\.\d, /#))
        let shown = try Dilint.run(["lint", "--format", "json", "--show-suppressed"], in: root)
        #expect(shown.status == 0, "suppressed findings never fail the run")
    }
}
