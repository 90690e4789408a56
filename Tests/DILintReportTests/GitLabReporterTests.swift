import DILintReport
import DILintRules
import Foundation
import Testing

/// GitLab Code Quality issues.
@Suite struct GitLabReporterTests {
    static func issues(_ report: Report) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(GitLabReporter().render(report))) as? [[String: Any]])
    }

    @Test func issuesHaveTheFieldsGitLabReads() throws {
        let report = try HostileFixture.report()
        let issues = try Self.issues(report)
        #expect(issues.count == report.findings.count)
        for (issue, entry) in zip(issues, report.findings) {
            #expect(Set(issue.keys) == ["description", "check_name", "fingerprint", "severity", "location"])
            #expect(issue["description"] as? String == entry.finding.message)
            #expect(issue["check_name"] as? String == entry.finding.rule.rawValue)
            #expect(issue["fingerprint"] as? String == entry.fingerprint)
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] as? String == entry.finding.path)
            #expect((location["lines"] as? [String: Int]) == ["begin": entry.finding.start.line])
        }
    }

    @Test func severitiesMapToGitLabsScale() throws {
        let issues = try Self.issues(try HostileFixture.report())
        #expect(issues.map { $0["severity"] as? String } == ["minor", "major", "info", "minor", "minor"])
    }

    @Test func fingerprintsAreUniqueEvenForRepeatedFindings() throws {
        let report = try HostileFixture.report()
        let fingerprints = try Self.issues(report).compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == fingerprints.count)
        // Findings 4 and 5 are the same rule, file, symbol and text: numbered, not equal.
        #expect(report.findings[3].finding.snippet == report.findings[4].finding.snippet)
    }

    @Test func realProjectFingerprintsAreUnique() throws {
        let fingerprints = try Self.issues(try RealProject.report()).compactMap { $0["fingerprint"] as? String }
        #expect(!fingerprints.isEmpty)
        #expect(Set(fingerprints).count == fingerprints.count)
    }
}
