/// The output formats: the only list of them.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, xcode, json, sarif, github, gitlab, checkstyle, markdown, junit, html

    /// The reporter that renders this format.
    public var reporter: any Reporter {
        switch self {
        case .text: return TextReporter()
        case .xcode: return XcodeReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .gitlab: return GitLabReporter()
        case .checkstyle: return CheckstyleReporter()
        case .markdown: return MarkdownReporter()
        case .junit: return JUnitReporter()
        case .html: return HTMLReporter()
        }
    }

    /// The usual file name extension of a report in this format (golden files use it).
    public var fileExtension: String {
        switch self {
        case .text, .xcode, .github: return "txt"
        case .json, .gitlab: return "json"
        case .sarif: return "sarif"
        case .checkstyle, .junit: return "xml"
        case .markdown: return "md"
        case .html: return "html"
        }
    }

    /// Whether the format draws the dependency graph (`Report.graph`): the lint command builds
    /// it only then, so the other formats cost nothing more.
    public var drawsGraph: Bool { self == .html }
}

/// Renders a report as bytes: no I/O, sorting, filtering or exit codes.
public protocol Reporter: Sendable {
    func render(_ report: Report) -> [UInt8]
}

extension Reporter {
    /// One line per finding, each ended by a line feed: the line formats (`xcode`, `github`).
    static func lines(_ report: Report, _ line: (ReportedFinding) -> String) -> [UInt8] {
        var out = ""
        for entry in report.findings {
            out += line(entry)
            out += "\n"
        }
        return Array(out.utf8)
    }
}
