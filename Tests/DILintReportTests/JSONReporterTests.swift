import DILintReport
import DILintRules
import Foundation
import Testing

/// The `json` format matches docs/schemas/dilint-report.schema.json, which docs/json-report.md describes.
@Suite struct JSONReporterTests {
    static let schema = TestPaths.repository.appendingPathComponent("docs/schemas/dilint-report.schema.json")

    @Test func fixtureValidatesAgainstTheDocumentedSchema() throws {
        try Python.expectValid(JSONReporter().render(try HostileFixture.report()), schema: Self.schema, checkingSchema: true)
    }

    @Test func realProjectValidatesAgainstTheDocumentedSchema() throws {
        try Python.expectValid(JSONReporter().render(try RealProject.report()), schema: Self.schema)
    }

    @Test func reportWithoutSuppressedFindingsValidates() throws {
        var report = try HostileFixture.report()
        report.suppressed = []
        let bytes = JSONReporter().render(report)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(document["suppressed"] == nil)
        try Python.expectValid(bytes, schema: Self.schema)
    }

    @Test func schemaRejectsWhatTheFormatNeverWrites() throws {
        let valid = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONReporter().render(try HostileFixture.report())))
                as? [String: Any])
        var unknownKey = valid
        unknownKey["extra"] = true
        var badSeverity = valid
        var findings = try #require(valid["findings"] as? [[String: Any]])
        findings[0]["severity"] = "fatal"
        badSeverity["findings"] = findings
        for document in [unknownKey, badSeverity] {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-\(UUID().uuidString).json")
            try JSONSerialization.data(withJSONObject: document).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let outcome = try Python.run(["validate", Self.schema.path, file.path])
            #expect(outcome.status == 1, "\(outcome.output)\(outcome.errors)")
        }
    }

    @Test func schemaListsEveryRule() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schema)) as? [String: Any])
        let ids = ((schema["$defs"] as? [String: Any])?["ruleID"] as? [String: Any])?["enum"] as? [String]
        #expect(ids == RuleID.allCases.map(\.rawValue).sorted(), "update the ruleID enum in dilint-report.schema.json")
    }
}
