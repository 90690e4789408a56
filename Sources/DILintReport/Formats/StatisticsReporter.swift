import DILintRules

/// `dilint lint --statistics` (a Ruff habit; docs/report-formats.md): one line per rule with
/// findings, `<count> <rule_id>`, the counts right-aligned, most findings first and rules of
/// equal count by id; nothing else (no header, no total), and no output without findings.
public struct StatisticsReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> [UInt8] {
        var counts: [RuleID: Int] = [:]
        for entry in report.findings { counts[entry.finding.rule, default: 0] += 1 }
        let sorted = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        let width = sorted.first.map { String($0.value).count } ?? 0
        var out = ""
        for (rule, count) in sorted {
            let number = String(count)
            out += String(repeating: " ", count: width - number.count) + number + " " + rule.rawValue + "\n"
        }
        return Array(out.utf8)
    }
}
