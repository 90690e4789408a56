import DILintReport
import DILintRules
import Foundation
import Testing

/// The `junit` format validates against Jenkins' JUnit schema (Schemas/junit-10.xsd, checked
/// with Python's `xmlschema`) and carries every finding as a failing test case with its
/// message intact, suppressed findings as skipped ones and a passing case per clean rule.
@Suite struct JUnitReporterTests {
    static let schema = TestPaths.schemas.appendingPathComponent("junit-10.xsd")

    struct Parsed: Decodable {
        struct Case: Decodable {
            struct Failure: Decodable {
                var type: String
                var message: String
                var text: String?
            }
            var suite: String
            var name: String
            var failure: Failure?
            var skipped: String?
        }
        var attributes: [String: String]
        var cases: [Case]
    }

    static func validate(_ bytes: [UInt8]) throws -> Parsed? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-\(UUID().uuidString).xml")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try Python.run(["junit", schema.path, file.path])
        guard outcome.status == 0 else {
            Issue.record("not valid against junit-10.xsd (\(outcome.status)):\n\(outcome.errors)")
            return nil
        }
        return try JSONDecoder().decode(Parsed.self, from: Data(outcome.output.utf8))
    }

    /// What XML 1.0 can carry of a message: C0 controls other than tab, LF and CR are dropped.
    static func carried(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\t" || $0 == "\n" || $0 == "\r" }))
    }

    static func check(_ report: Report) throws {
        let parsed = try #require(try validate(JUnitReporter().render(report)))
        let failing = parsed.cases.filter { $0.failure != nil }
        #expect(parsed.attributes["failures"] == "\(report.findings.count)")
        #expect(parsed.attributes["tests"] == "\(parsed.cases.count)")
        try #require(failing.count == report.findings.count)
        // Test cases come grouped by rule (suites in id order), in report order within a rule.
        let byRule = report.findings.enumerated().sorted { ($0.element.finding.rule, $0.offset) < ($1.element.finding.rule, $1.offset) }
        for (testCase, entry) in zip(failing, byRule.map(\.element)) {
            let f = entry.finding
            #expect(testCase.suite == "dilint.\(f.rule.rawValue)")
            #expect(testCase.name == Self.carried("\(f.path):\(f.start.line):\(f.start.column)"))
            #expect(testCase.failure?.type == f.severity.rawValue)
            #expect(testCase.failure?.message == Self.carried(f.message))
            #expect(testCase.failure?.text?.contains(ToolInfo.documentationURI(ofRule: f.rule.rawValue)) == true)
        }
        let skipped = parsed.cases.filter { $0.skipped != nil }
        #expect(skipped.count == report.suppressed.count)
        let ruleSuites = Set(report.rules.map { "dilint.\($0.rawValue)" })
        let reported = Set(report.findings.map { "dilint.\($0.finding.rule.rawValue)" })
            .union(report.suppressed.map { "dilint.\($0.finding.rule.rawValue)" })
        let passing = parsed.cases.filter { $0.failure == nil && $0.skipped == nil }
        #expect(Set(passing.map(\.suite)) == ruleSuites.subtracting(reported))
    }

    @Test func hostileFixtureIsValidJUnit() throws {
        try Self.check(try HostileFixture.report())
    }

    @Test func realRunIsValidJUnit() throws {
        try Self.check(try RealProject.report())
    }

    @Test func cleanRunHasPassingTests() throws {
        let report = Report(findings: [], rules: [.serviceLocator, .singletonAccess], toolVersion: "1.2.3", fileCount: 2)
        let parsed = try #require(try Self.validate(JUnitReporter().render(report)))
        #expect(parsed.cases.map(\.suite) == ["dilint.service_locator", "dilint.singleton_access"])
        #expect(parsed.attributes["failures"] == "0" && parsed.attributes["tests"] == "2")
    }
}
