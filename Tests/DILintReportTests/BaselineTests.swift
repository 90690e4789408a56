import DILintReport
import DILintRules
import Testing

/// Baseline files read back what `encoded()` writes, and anything else gets one clear error.
@Suite struct BaselineTests {
    static func read(_ text: String) -> String? {
        do {
            _ = try Baseline(bytes: Array(text.utf8), path: "b.json")
            return nil
        } catch {
            return error.message
        }
    }

    @Test func writtenBaselineReadsBackEqual() throws {
        let findings = try HostileFixture.report().findings.map(\.finding)
        let baseline = Baseline(findings: findings + findings.prefix(1))
        #expect(baseline.entries.contains { $0.count == 2 })
        #expect(try Baseline(bytes: baseline.encoded(), path: "b.json") == baseline)
    }

    @Test func unknownKeysAreIgnored() throws {
        let text = #"{"version": 1, "note": "x", "findings": [{"rule": "r", "path": "p", "symbol": "", "snippet": "s", "count": 2, "line": 3}]}"#
        let baseline = try Baseline(bytes: Array(text.utf8), path: "b.json")
        let entry = try #require(baseline.entries.first)
        #expect(baseline.entries.count == 1)
        #expect([entry.rule, entry.path, entry.symbol, entry.snippet] == ["r", "p", "", "s"] && entry.count == 2)
    }

    @Test(arguments: [
        ("", "b.json: error: not a dilint baseline (invalid JSON)"),
        ("{\"version\": 1, \"findings\": [}", "b.json: error: not a dilint baseline (invalid JSON)"),
        ("[]", "b.json: error: not a dilint baseline (wrong type at '')"),
        ("{\"findings\": []}", "b.json: error: not a dilint baseline (missing key 'version')"),
        ("{\"version\": \"1\", \"findings\": []}", "b.json: error: not a dilint baseline (wrong type at 'version')"),
        ("{\"version\": 1.5, \"findings\": []}", "b.json: error: not a dilint baseline (wrong type at 'version')"),
        ("{\"version\": 1, \"findings\": {}}", "b.json: error: not a dilint baseline (wrong type at 'findings')"),
        ("{\"version\": 1, \"findings\": [3]}", "b.json: error: not a dilint baseline (wrong type at 'findings.0')"),
        ("{\"version\": 1, \"findings\": [{\"rule\": \"r\"}]}", "b.json: error: not a dilint baseline (missing key 'path')"),
        (
            "{\"version\": 1, \"findings\": [{\"rule\": 1, \"path\": \"p\", \"symbol\": \"\", \"snippet\": \"\", \"count\": 1}]}",
            "b.json: error: not a dilint baseline (wrong type at 'findings.0.rule')"
        ),
        ("{\"version\": 2, \"findings\": []}", "b.json: error: unsupported baseline version 2; expected 1"),
    ])
    func malformedBaselineGivesOneError(_ text: String, _ expected: String) {
        #expect(Self.read(text) == expected)
    }
}
