import DILintRules

/// The `markdown` format: a GitHub job summary or a merge-request note. A heading, one line of
/// totals, a table of counts by rule (each rule linked to its documentation) and a table with
/// every finding: location (`path:line:col`, byte columns as the other line formats print),
/// severity, rule (linked) and message. Cells go through `Escaping.markdownCell`, so a path or
/// message cannot break the table, start markup or mention anyone. docs/report-formats.md.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> [UInt8] {
        var out = "## \(ToolInfo.name)\n\n"
        let files = Set(report.findings.map(\.finding.path)).count
        guard !report.findings.isEmpty else {
            out += "No findings in \(Self.count(report.fileCount, "file")).\n"
            return Array(out.utf8)
        }
        var bySeverity: [Severity: Int] = [:]
        var byRule: [RuleID: (count: Int, severity: Severity)] = [:]
        for entry in report.findings {
            let f = entry.finding
            bySeverity[f.severity, default: 0] += 1
            let old = byRule[f.rule]
            byRule[f.rule] = ((old?.count ?? 0) + 1, max(old?.severity ?? f.severity, f.severity))
        }
        let levels = [Severity.error, .warning, .note].compactMap { severity in
            bySeverity[severity].map { Self.count($0, severity.rawValue) }
        }
        out += "**\(Self.count(report.findings.count, "finding"))** (\(levels.joined(separator: ", "))) "
        out += "in \(files) of \(Self.count(report.fileCount, "file")) analyzed.\n\n"

        out += "| rule | severity | findings |\n| --- | --- | ---: |\n"
        for (rule, entry) in byRule.sorted(by: { $0.key < $1.key }) {
            out += "| \(Self.link(rule)) | \(entry.severity.rawValue) | \(entry.count) |\n"
        }
        out += "\n| location | severity | rule | message |\n| --- | --- | --- | --- |\n"
        for entry in report.findings {
            let f = entry.finding
            let location = Escaping.markdownCell("\(f.path):\(f.start.line):\(f.start.column)")
            out += "| \(location) | \(f.severity.rawValue) | \(Self.link(f.rule)) | \(Escaping.markdownCell(f.message)) |\n"
        }
        return Array(out.utf8)
    }

    /// `[rule_id](documentation URL)`; ids are `[a-z_]`, so only `_` needs its escape.
    static func link(_ rule: RuleID) -> String {
        "[\(Escaping.markdownCell(rule.rawValue))](\(ToolInfo.documentationURI(ofRule: rule.rawValue)))"
    }

    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
