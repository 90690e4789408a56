import DILintRules
import Foundation

/// The `json` format (docs/schemas/dilint-report.schema.json): version, tool, findings and a
/// summary, as a typed model encoded with sorted keys.
public struct JSONReporter: Reporter {
    public init() {}

    struct Document: Encodable {
        var version = 1
        var tool: Tool
        var findings: [Entry]
        var summary: Summary
    }

    struct Tool: Encodable {
        var name = "dilint"
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
            findings: report.findings.map { entry in
                let f = entry.finding
                return Entry(rule: f.rule.rawValue, severity: f.severity.rawValue, message: f.message, file: f.path,
                             line: f.start.line, column: f.start.column, endLine: f.end.line, endColumn: f.end.column,
                             fingerprint: entry.fingerprint, symbol: f.symbol)
            },
            summary: Summary(files: report.fileCount, findings: report.findings.count, byRule: byRule))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return Array("{}\n".utf8) }
        return Array(data) + [UInt8(ascii: "\n")]
    }
}
