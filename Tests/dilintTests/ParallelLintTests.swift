import DILintRules
import DILintSyntax
import Foundation
import Testing

/// The parallel paths of the linter (summaries, then rules, over worker threads) give the
/// same result for any number of jobs, in process (the command line's output is compared in
/// `ParallelOutputTests`). CI runs both suites under ThreadSanitizer.
@Suite struct ParallelLintTests {
    /// A project whose findings depend on the index: singletons declared in one file and
    /// used in others, protocols with one conformer elsewhere, mocks in test files, and
    /// files that cannot be read.
    static func project(files: Int) -> [Linter.Input] {
        var inputs: [Linter.Input] = []
        for i in 0..<files {
            let text = """
                final class Service\(i) { static let shared = Service\(i)() }
                protocol Store\(i)Protocol { var value: Int { get set } }
                final class Store\(i): Store\(i)Protocol { var value = 0 }
                final class Screen\(i) {
                    let a = Service\((i + 1) % files).shared
                    init(a: AService, b: BService, c: CService, d: DService, e: EService, f: FService, g: GService, h: HService) {}  // dilint:disable:this too_many_dependencies
                }

                """
            let bytes = Array(text.utf8)
            inputs.append(Linter.Input(path: "Sources/File\(i).swift") { () throws(SourceError) -> [UInt8] in bytes })
            if i % 7 == 0 {
                let mock = Array(
                    "final class MockStore\(i): Store\(i)Protocol { var value = 0; func f() { UserDefaults.standard.set(1, forKey: \"k\") } }\n".utf8)
                inputs.append(Linter.Input(path: "Tests/Mock\(i).swift") { () throws(SourceError) -> [UInt8] in mock })
            }
            if i % 11 == 0 {
                inputs.append(
                    Linter.Input(path: "Sources/Gone\(i).swift") { () throws(SourceError) -> [UInt8] in
                        throw SourceError(path: "Sources/Gone\(i).swift", errno: ENOENT)
                    })
            }
        }
        return inputs
    }

    static func describe(_ result: LintResult) -> [String] {
        result.findings.map { "\($0.path):\($0.start): \($0.rule.rawValue) \($0.message) \($0.symbol)" }
            + result.suppressed.map { "suppressed \($0.path):\($0.start): \($0.rule.rawValue)" }
            + result.errors.map(\.description)
            + ["files \(result.fileCount) lines \(result.lineCount) bytes \(result.byteCount)"]
    }

    @Test func resultsAreTheSameForAnyNumberOfJobs() throws {
        let configuration = Configuration(directory: "/project")
        let selection = RuleSelection(configuration: configuration, enable: RuleID.allCases)
        let linter = try Linter(configuration: configuration, selection: selection, currentDirectory: "/project")
        let inputs = Self.project(files: 120)
        let serial = Self.describe(linter.run(inputs, jobs: 1))
        #expect(serial.count > 300)
        #expect(serial.contains { $0.hasPrefix("Sources/Gone0.swift: error:") })
        for jobs in [2, 4, 16] {
            #expect(Self.describe(linter.run(inputs, jobs: jobs)) == serial, "jobs \(jobs)")
        }
    }
}
