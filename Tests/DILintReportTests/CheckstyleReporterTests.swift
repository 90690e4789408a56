import DILintReport
import DILintRules
import Foundation
import Testing

/// Checkstyle XML, parsed back by a real XML parser (Python's).
@Suite struct CheckstyleReporterTests {
    @Test func hostileTextSurvivesAnXMLParser() throws {
        let report = try HostileFixture.report()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-\(UUID().uuidString).xml")
        try Data(CheckstyleReporter().render(report)).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try #require(try Python.output(["xml", file.path]))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(root["tag"] as? String == "checkstyle")
        #expect((root["attributes"] as? [String: String])?["version"] == "4.3")
        let files = try #require(root["children"] as? [[String: Any]])
        #expect(
            files.map { ($0["attributes"] as? [String: String])?["name"] }
                == [HostileFixture.plainPath, HostileFixture.hostilePath])
        let errors = files.flatMap { ($0["children"] as? [[String: Any]]) ?? [] }
            .compactMap { $0["attributes"] as? [String: String] }
        #expect(errors.count == report.findings.count)
        for (error, entry) in zip(errors, report.findings) {
            // XML 1.0 cannot carry U+0001: it is dropped; tab, CR and LF survive.
            #expect(error["message"] == entry.finding.message.replacingOccurrences(of: "\u{1}", with: ""))
            #expect(error["source"] == "dilint.\(entry.finding.rule.rawValue)")
            #expect(error["line"] == "\(entry.finding.start.line)")
        }
        #expect(errors.map { $0["severity"] } == ["warning", "error", "info", "warning", "warning"])
        #expect(errors[3]["column"] == "34")
    }
}
