import DILintRules
import DILintSyntax
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The index and every rule (those off by default too) do work linear in the input on
/// hostile projects: the cost of a run is compared at two sizes, the input doubled twice
/// (RobustnessTests does the same for the front end alone).
@Suite(.serialized) struct RuleLinearityTests {
    struct Input: CustomTestStringConvertible, Sendable {
        let name: String
        let baseCount: Int
        /// The project's files at a size.
        let build: @Sendable (Int) -> [String: [UInt8]]
        var testDescription: String { name }
    }

    static let h = HostileFiles.self

    static func one(_ bytes: [UInt8]) -> [String: [UInt8]] { ["Sources/A.swift": bytes] }

    static let inputs: [Input] = [
        Input(name: "one long line of many findings", baseCount: 20_000) {
            one(h.repeated("final class A { static let shared = A() }\nlet x = [", "A.shared, ", $0, "]\n"))
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
        Input(name: "many mocks in a test file", baseCount: 20_000) {
            ["Tests/ATests.swift": h.repeated("import XCTest\n", "final class MockA: Service { func f() { UserDefaults.standard.set(1, forKey: \"k\") } }\n", $0)]
        },
        Input(name: "an unterminated block comment", baseCount: 200_000) { one(h.repeated("/* ", "text /* ", $0)) },
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

    @Test(arguments: inputs)
    func costGrowsLinearly(_ input: Input) {
        let small = input.build(HostileFiles.scaled(input.baseCount))
        let large = input.build(HostileFiles.scaled(input.baseCount) * 4)
        #expect(Self.run(small).errors.isEmpty)
        let smallTime = Self.minimumCPUTime { _ = Self.run(small) }
        let largeTime = Self.minimumCPUTime { _ = Self.run(large) }
        // Linear work grows 4 times, quadratic 16 times; 8 absorbs cache effects and a loaded
        // machine without letting anything quadratic through.
        let ratio = largeTime / max(smallTime, 1e-6)
        #expect(ratio < 8.0, "doubling \(input.name) twice multiplied the time by \(ratio) (\(smallTime)s → \(largeTime)s)")
    }

    /// The least CPU time of this thread over a few runs of `body`, in seconds.
    static func minimumCPUTime(runs: Int = 3, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            var start = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
            body()
            var end = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
            best = min(best, Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9)
        }
        return best
    }
}
