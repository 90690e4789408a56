import Foundation
import Testing

/// `--jobs` changes how many files are analyzed at once, never what is reported: the output
/// is byte-identical for any number of workers, whatever order the workers finish in.
@Suite struct ParallelOutputTests {
    /// Forty files whose sizes do not follow their path order (the linter takes the largest
    /// first), with findings of several rules in each, some reaching across files.
    static var project: [String: String] {
        var files: [String: String] = [:]
        for n in 0..<40 {
            let padding = String(repeating: "    func helper\(n)() { let x = \(n); _ = x }\n", count: (n * 7) % 23)
            files["Sources/Module\(n % 3)/Service\(n).swift"] = """
                protocol Service\(n)Providing {
                    func load() -> Int
                }

                final class Service\(n): Service\(n)Providing {
                    static let shared = Service\(n)()
                    func load() -> Int { Service\((n + 1) % 40).shared.load() }
                \(padding)}

                final class Screen\(n) {
                    init(a: AService, b: BService, c: CService, d: DService, e: EService, f: FService, g: GService, h: HService) {}
                    func show() { _ = Service\((n + 7) % 40).shared }
                }

                """
        }
        files[".dilint.json"] = #"{"rules": {"too_many_dependencies": "on", "mock_side_effects": "on"}}"#
        for n in 0..<6 {
            files["Tests/AppTests/Mock\(n).swift"] = """
                final class Service\(n)Mock: Service\(n)Providing {
                    func load() -> Int { URLSession.shared.dataTask(with: URL(string: "x")!).resume(); return \(n) }
                }

                """
        }
        return files
    }

    @Test(arguments: ["json", "text", "sarif"])
    func outputIsTheSameForAnyNumberOfJobs(format: String) throws {
        let root = try Dilint.project(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        let one = try Dilint.run(["lint", "--jobs", "1", "--format", format, "--fail-on", "never"], in: root)
        #expect(one.status == 0 && one.standardError.isEmpty)
        #expect(one.standardOutput.contains("singleton_access") && one.standardOutput.contains("too_many_dependencies"))
        for jobs in ["2", "3", "64"] {
            let many = try Dilint.run(["lint", "--jobs", jobs, "--format", format, "--fail-on", "never"], in: root)
            #expect(many.status == 0)
            #expect(many.standardOutput == one.standardOutput, "--jobs \(jobs) differs from --jobs 1")
        }
    }
}
