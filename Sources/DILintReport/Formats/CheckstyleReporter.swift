import DILintRules

/// The `checkstyle` format: Checkstyle 4.3 XML, one `<file>` per run of findings in the same
/// file (findings arrive sorted by file), one `<error>` per finding with `line`, `column`
/// (UTF-16 code units, as Java tools count), `severity` (`error`, `warning`, `info` for
/// note), `message` and `source="dilint.<rule>"`. Every value goes through
/// `Escaping.xmlAttribute`.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> [UInt8] {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var currentPath: String?
        for entry in report.findings {
            let f = entry.finding
            if f.path != currentPath {
                if currentPath != nil { out += "  </file>\n" }
                out += "  <file name=\"\(Escaping.xmlAttribute(f.path))\">\n"
                currentPath = f.path
            }
            let range = UTF16Range(entry)
            out += "    <error line=\"\(range.startLine)\" column=\"\(range.startColumn)\""
            out += " severity=\"\(Self.severity(f.severity))\" message=\"\(Escaping.xmlAttribute(f.message))\""
            out += " source=\"\(Escaping.xmlAttribute("\(ToolInfo.name).\(f.rule.rawValue)"))\"/>\n"
        }
        if currentPath != nil { out += "  </file>\n" }
        out += "</checkstyle>\n"
        return Array(out.utf8)
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}
