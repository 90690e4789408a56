import DILintRules

/// The `json` format (docs/json-report.md, docs/schemas/dilint-report.schema.json): version,
/// tool, findings, the suppressed findings when `--show-suppressed` listed any, and a summary,
/// as a typed model encoded with sorted keys. Lines and columns are dilint's own: 1-based,
/// columns in UTF-8 bytes, the end exclusive.
public struct JSONReporter: Reporter {
    public init() {}

    struct Document: Encodable {
        var version = 1
        var tool: Tool
        var findings: [Entry]
        /// Absent unless the report lists suppressed findings.
        var suppressed: [Entry]?
        var summary: Summary
    }

    struct Tool: Encodable {
        var name = ToolInfo.name
        var version: String
    }

    struct Entry: Encodable {
        var rule: String
        var severity: String
        var message: String
        var file: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var fingerprint: String
        var symbol: String
        var suppression: Suppression?
    }

    /// The comment that silenced a suppressed finding: its line and reason.
    struct Suppression: Encodable {
        var line: Int
        var reason: String?
    }

    struct Summary: Encodable {
        var files: Int
        var findings: Int
        var byRule: [String: Int]
    }

    public func render(_ report: Report) -> [UInt8] {
        var byRule: [String: Int] = [:]
        for entry in report.findings { byRule[entry.finding.rule.rawValue, default: 0] += 1 }
        let document = Document(
            tool: Tool(version: report.toolVersion),
            findings: report.findings.map(Self.entry),
            suppressed: report.suppressed.isEmpty ? nil : report.suppressed.map(Self.entry),
            summary: Summary(files: report.fileCount, findings: report.findings.count, byRule: byRule))
        guard let bytes = try? PrettyJSONEncoder().encode(document) else { return Array("{}\n".utf8) }
        return bytes + [UInt8(ascii: "\n")]
    }

    static func entry(_ entry: ReportedFinding) -> Entry {
        let f = entry.finding
        return Entry(rule: f.rule.rawValue, severity: f.severity.rawValue, message: f.message, file: f.path,
                     line: f.start.line, column: f.start.column, endLine: f.end.line, endColumn: f.end.column,
                     fingerprint: entry.fingerprint, symbol: f.symbol,
                     suppression: f.suppression.map { Suppression(line: $0.line, reason: $0.reason) })
    }
}
