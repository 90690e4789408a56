import DILintRules

/// The `json` format (docs/json-report.md, docs/schemas/dilint-report.schema.json): version,
/// tool, findings, the suppressed findings when `--show-suppressed` listed any, and a summary,
/// as a typed model encoded with sorted keys. Lines and columns are dilint's own: 1-based,
/// columns in UTF-8 bytes, the end exclusive.
public struct JSONReporter: Reporter {
    public init() {}

    // Properties are declared in key order: `PrettyJSONEncoder` then writes each object's
    // fields as they come instead of sorting them (the output is the same either way).
    struct Document: Encodable {
        var findings: [Entry]
        var summary: Summary
        /// Absent unless the report lists suppressed findings.
        var suppressed: [Entry]?
        var tool: Tool
        var version = 1
    }

    struct Tool: Encodable {
        var name = ToolInfo.name
        var version: String
    }

    struct Entry: Encodable {
        var column: Int
        var endColumn: Int
        var endLine: Int
        var file: String
        var fingerprint: String
        var line: Int
        var message: String
        var rule: String
        var severity: String
        var suppression: Suppression?
        var symbol: String
    }

    /// The comment that silenced a suppressed finding: its line and reason.
    struct Suppression: Encodable {
        var line: Int
        var reason: String?
    }

    struct Summary: Encodable {
        var byRule: [String: Int]
        var files: Int
        var findings: Int
    }

    public func render(_ report: Report) -> [UInt8] {
        var byRule: [String: Int] = [:]
        for entry in report.findings { byRule[entry.finding.rule.rawValue, default: 0] += 1 }
        let document = Document(
            findings: report.findings.map(Self.entry),
            summary: Summary(byRule: byRule, files: report.fileCount, findings: report.findings.count),
            suppressed: report.suppressed.isEmpty ? nil : report.suppressed.map(Self.entry),
            tool: Tool(version: report.toolVersion))
        guard let bytes = try? PrettyJSONEncoder().encode(document) else { return Array("{}\n".utf8) }
        return bytes + [UInt8(ascii: "\n")]
    }

    static func entry(_ entry: ReportedFinding) -> Entry {
        let f = entry.finding
        return Entry(
            column: f.start.column, endColumn: f.end.column, endLine: f.end.line, file: f.path,
            fingerprint: entry.fingerprint, line: f.start.line, message: f.message, rule: f.rule.rawValue,
            severity: f.severity.rawValue,
            suppression: f.suppression.map { Suppression(line: $0.line, reason: $0.reason) }, symbol: f.symbol)
    }
}
