import DILintReport
import DILintRules
import DILintSyntax
import DILintTestSupport
import Foundation
import Testing

/// The index and every rule (those off by default too) do work linear in the input on
/// hostile projects: the cost of a run is compared at two sizes, the input doubled four times
/// (RobustnessTests does the same for the front end alone).
@Suite(.serialized) struct RuleLinearityTests {
    struct Input: CustomTestStringConvertible, Sendable {
        let name: String
        let baseCount: Int
        /// The project's files at a size.
        let build: @Sendable (Int) -> [String: [UInt8]]
        var testDescription: String { name }
    }

    static let h = HostileInput.self

    static func one(_ bytes: [UInt8]) -> [String: [UInt8]] { ["Sources/A.swift": bytes] }

    static let inputs: [Input] = [
        Input(name: "one long line of many findings", baseCount: 20_000) {
            one(h.repeated("final class A { static let shared = A() }\nlet x = [", "A.shared, ", $0, "]\n"))
        },
        // singleton_access's companion judgment scanned the file's declarations for each access
        // (release build: 200 000 such functions 120 s, 50 000 4 s); one finding per type now.
        Input(name: "many types each reaching a singleton", baseCount: 20_000) {
            [
                "Sources/A.swift": h.typesEachReaching("A.shared", $0),
                "Sources/B.swift": Array("final class A { static let shared = A() }\n".utf8),
            ]
        },
        Input(name: "a 10 MB single line", baseCount: 1_666_667) { one(h.repeated("let x = [", "1, 2, ", $0, "]\n")) },
        Input(name: "nested types", baseCount: 100_000) {
            one(h.nested("", "final class A { static let shared = A(); var s = Locator.resolve(A.self); ", "} ", $0))
        },
        Input(name: "nested closures reaching singletons", baseCount: 100_000) {
            one(h.nested("final class A { static let shared = A() }\nlet x = ", "{ A.shared; ", "}() ", $0))
        },
        Input(name: "nested closures resolving from a container", baseCount: 100_000) {
            one(h.nested("final class V { func f() { let x = ", "{ container.resolve(A.self); ", "}() ", $0, "} }\n"))
        },
        Input(name: "nested generic angles", baseCount: 100_000) { one(h.nested("var x: ", "A<", ">", $0, " = 1\n")) },
        Input(name: "one long member chain", baseCount: 200_000) { one(h.repeated("let x = A.shared", ".b", $0, "\n")) },
        Input(name: "many suppression comments", baseCount: 50_000) {
            one(h.repeated("", "// dilint:disable:next singleton_access - why\nlet a = A.shared\n", $0))
        },
        Input(name: "an initializer with many parameters", baseCount: 100_000) {
            one(h.repeated("final class A { init(", "a: NetworkService, ", $0, ") {} }\n"))
        },
        Input(name: "many protocols with one conformer each", baseCount: 20_000) { count in
            var files: [String: [UInt8]] = [:]
            for file in 0..<20 {
                var text = ""
                for i in stride(from: file, to: count, by: 20) {
                    text += "protocol P\(i)Service { func f() }\nfinal class C\(i): P\(i)Service { func f() {} }\n"
                }
                files["Sources/F\(file).swift"] = Array(text.utf8)
            }
            return files
        },
        // Issue 14: the protocol rules rebuilt the conformer's member set once per protocol
        // (release build: 2,500 conformances 0.9 s, 20,000 57 s).
        Input(name: "one class conforming to many one-method protocols through extensions", baseCount: 2_500) { count in
            var text = "final class Hub {}\n"
            for i in 0..<count {
                text += "protocol P\(i) { func f\(i)() }\nextension Hub: P\(i) { func f\(i)() {} }\n"
            }
            return ["Sources/Hub.swift": Array(text.utf8)]
        },
        // protocol_mirror listed every implementation of a base protocol, through its whole
        // family, for each public protocol refining it (a wallet app's 4,000 files: minutes;
        // release build: 1,000 such protocols 20 s, 2,000 165 s).
        Input(name: "many protocols refining one base protocol, one conformer each", baseCount: 1_000) { count in
            var files: [String: [UInt8]] = ["Sources/Base.swift": Array("public protocol Account { func f() }\n".utf8)]
            for file in 0..<20 {
                var text = ""
                for i in stride(from: file, to: count, by: 20) {
                    text += "public protocol P\(i): Account { func g\(i)() }\n"
                    text += "final class C\(i): P\(i) { func f() {}\n func g\(i)() {} }\n"
                }
                files["Sources/F\(file).swift"] = Array(text.utf8)
            }
            return files
        },
        // A global hub's collaborators were worked out again for each read through it.
        Input(name: "a global hub of many collaborators read as often", baseCount: 1_000) { count in
            let members = (0..<count).map { "    let service\($0) = Service\($0)Manager()\n" }.joined()
            let types = (0..<count).map { "final class Service\($0)Manager {}\n" }.joined()
            let reads = (0..<count).map { "        Env.service\($0).run()\n" }.joined()
            let text =
                "let Env = Environment()\nfinal class Environment {\n\(members)}\n\(types)"
                + "final class Consumer {\n    func run() {\n\(reads)    }\n}\n"
            return ["Sources/Hub.swift": Array(text.utf8)]
        },
        Input(name: "many mocks in a test file", baseCount: 20_000) {
            [
                "Tests/ATests.swift": h.repeated(
                    "import XCTest\n", "final class MockA: Service { func f() { UserDefaults.standard.set(1, forKey: \"k\") } }\n", $0)
            ]
        },
        Input(name: "an unterminated block comment", baseCount: 200_000) { one(h.repeated("/* ", "text /* ", $0)) },
        // global_override_without_reset looked for `defer` blocks from a member's start for
        // each write, and compared each write with every reset.
        Input(name: "many overrides in one test", baseCount: 10_000) {
            [
                "Tests/ATests.swift": h.repeated(
                    "import XCTest\nfinal class ATests: XCTestCase {\n  func testA() {\n",
                    "    Current.apiClient = .mock\n", $0, "  }\n}\n")
            ]
        },
        Input(name: "many overrides and as many resets", baseCount: 10_000) { count in
            let resets = (0..<count).map { "    Current.a\($0) = .live\n" }.joined()
            let overrides = (0..<count).map { "    Current.b\($0) = .mock\n" }.joined()
            let text =
                "import XCTest\nfinal class ATests: XCTestCase {\n  override func tearDown() {\n\(resets)  }\n"
                + "  func testA() {\n\(overrides)  }\n}\n"
            return ["Tests/ATests.swift": Array(text.utf8)]
        },
    ]

    static func run(_ files: [String: [UInt8]]) -> LintResult {
        let configuration = Configuration(directory: "/project")
        let selection = RuleSelection(configuration: configuration, enable: RuleID.allCases)
        let linter = try! Linter(configuration: configuration, selection: selection, currentDirectory: "/project")
        let inputs = files.sorted { $0.key < $1.key }.map { path, bytes in
            Linter.Input(path: path) { () throws(SourceError) -> [UInt8] in bytes }
        }
        return linter.run(inputs, jobs: 1)
    }

    /// Many findings on one long line with multi-byte characters (one declaration each: a
    /// singleton reached twice on one line of one declaration is one finding), rendered in each format:
    /// columns in UTF-16 and the text format's source excerpt must not walk the line once
    /// per finding (they did: 20 000 findings on a 500 KB line took seconds in SARIF,
    /// GitHub and Checkstyle, and the text format printed the whole line each time).
    @Test(arguments: ReportFormat.allCases)
    func reportCostGrowsLinearly(_ format: ReportFormat) {
        let sizes = HostileInput.sizes(5_000)
        func report(_ count: Int) -> Report {
            let files = Self.one(Self.h.repeated("final class A { static let shared = A() }\n", "let x = (A.shared, \"é日本😀\"); ", count, "\n"))
            let result = Self.run(files)
            let entries = Report.entries(for: result.findings, suppressed: [])
            return Report(findings: entries.findings, rules: RuleID.allCases, toolVersion: "0", fileCount: 1)
        }
        let small = report(sizes.small), large = report(sizes.large)
        #expect(large.findings.count == sizes.large + 1)
        let growth = HostileInput.costGrowth(small: small, large: large) { _ = format.reporter.render($0) }
        #expect(growth.isLinear, "\(growth.description(of: "a \(format.rawValue) report of a long line's findings"))")
    }

    @Test(arguments: inputs)
    func costGrowsLinearly(_ input: Input) {
        let sizes = HostileInput.sizes(input.baseCount)
        let small = input.build(sizes.small)
        let large = input.build(sizes.large)
        #expect(Self.run(small).errors.isEmpty)
        let growth = HostileInput.costGrowth(small: small, large: large) { _ = Self.run($0) }
        #expect(growth.isLinear, "\(growth.description(of: input.name))")
    }
}
