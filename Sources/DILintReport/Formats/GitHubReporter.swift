import DILintRules

/// The `github` format: one workflow command per finding, which the Actions runner turns into
/// an annotation on the file, e.g.
/// `::warning file=A.swift,line=3,col=5,endLine=3,endColumn=11,title=dilint (singleton_access)::message`.
/// `note` becomes `notice` (the runner knows only `error`, `warning` and `notice`); columns are
/// UTF-16 code units like SARIF's; an unknown end is left out. Values are escaped as
/// `@actions/core` does (`Escaping.gitHubProperty`, `Escaping.gitHubData`).
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> [UInt8] {
        Self.lines(report, Self.command)
    }

    static func command(_ entry: ReportedFinding) -> String {
        let f = entry.finding
        let range = UTF16Range(entry)
        var properties = [("file", f.path), ("line", "\(range.startLine)"), ("col", "\(range.startColumn)")]
        if let endLine = range.endLine { properties.append(("endLine", "\(endLine)")) }
        if let endColumn = range.endColumn { properties.append(("endColumn", "\(endColumn)")) }
        properties.append(("title", "\(ToolInfo.name) (\(f.rule.rawValue))"))
        let list = properties.map { "\($0.0)=\(Escaping.gitHubProperty($0.1))" }.joined(separator: ",")
        return "::\(command(for: f.severity)) \(list)::\(Escaping.gitHubData(f.message))"
    }

    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }
}
