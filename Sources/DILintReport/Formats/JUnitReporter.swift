import DILintRules

/// The `junit` format: JUnit XML as Jenkins, GitLab, Azure Pipelines, Bitrise and CircleCI read
/// test reports (valid against Jenkins' `junit-10.xsd`, Tests/DILintReportTests/Schemas/).
/// One `<testsuite>` per rule (those that ran and those that reported), named `dilint.<rule>`;
/// each finding is a `<testcase>` named `path:line:col` with a `<failure>` whose `type` is the
/// severity, `message` the message, and body the compiler-style line, the source line (cut
/// around the finding when longer than 160 bytes, as `text` shows it) and the rule's
/// documentation link; a rule without findings has one passing test case, so a clean
/// run shows passing tests; findings silenced in the source (`--show-suppressed`) are
/// `<skipped>` test cases. No times or timestamps: the output depends on the findings only.
/// Every value goes through `Escaping.xmlAttribute`. docs/report-formats.md.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> [UInt8] {
        var findings: [RuleID: [ReportedFinding]] = [:]
        var suppressed: [RuleID: [ReportedFinding]] = [:]
        for entry in report.findings { findings[entry.finding.rule, default: []].append(entry) }
        for entry in report.suppressed { suppressed[entry.finding.rule, default: []].append(entry) }
        let rules = Set(report.rules).union(findings.keys).union(suppressed.keys).sorted()

        var suites = ""
        var totalTests = 0
        for rule in rules {
            let failing = findings[rule] ?? []
            let skipped = suppressed[rule] ?? []
            let tests = max(1, failing.count + skipped.count)
            totalTests += tests
            let name = Escaping.xmlAttribute("\(ToolInfo.name).\(rule.rawValue)")
            suites += "  <testsuite name=\"\(name)\" tests=\"\(tests)\" failures=\"\(failing.count)\" errors=\"0\""
            suites += " skipped=\"\(skipped.count)\">\n"
            if failing.isEmpty && skipped.isEmpty {
                suites += "    <testcase name=\"no findings\" classname=\"\(name)\"/>\n"
            }
            for entry in failing {
                let f = entry.finding
                suites += "    <testcase name=\"\(Self.testName(f))\" classname=\"\(name)\">\n"
                suites += "      <failure type=\"\(f.severity.rawValue)\" message=\"\(Escaping.xmlAttribute(f.message))\">"
                suites += Escaping.xmlAttribute(
                    "\(f.path):\(f.start.line):\(f.start.column): \(f.severity.rawValue): \(f.message) [\(rule.rawValue)]")
                // The text format's excerpt: a long (minified) line costs no more per finding.
                suites += "\n" + Escaping.xmlAttribute(TextReporter.Snippet(line: entry.sourceLine, finding: f).text)
                suites += "\n" + Escaping.xmlAttribute(ToolInfo.documentationURI(ofRule: rule.rawValue))
                suites += "</failure>\n    </testcase>\n"
            }
            for entry in skipped {
                let f = entry.finding
                var message = "suppressed in the source"
                if let reason = f.suppression?.reason, !reason.isEmpty { message += ": \(reason)" }
                suites += "    <testcase name=\"\(Self.testName(f))\" classname=\"\(name)\">\n"
                suites += "      <skipped message=\"\(Escaping.xmlAttribute(message))\"/>\n    </testcase>\n"
            }
            suites += "  </testsuite>\n"
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(ToolInfo.name)\" tests=\"\(totalTests)\" failures=\"\(report.findings.count)\" errors=\"0\">\n"
        out += suites + "</testsuites>\n"
        return Array(out.utf8)
    }

    static func testName(_ f: Finding) -> String {
        Escaping.xmlAttribute("\(f.path):\(f.start.line):\(f.start.column)")
    }
}
