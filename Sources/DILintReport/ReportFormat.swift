/// The output formats: the only list of them.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, xcode, json, sarif, github, gitlab, checkstyle

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
        }
    }

    /// The usual file name extension of a report in this format (golden files use it).
    public var fileExtension: String {
        switch self {
        case .text, .xcode, .github: return "txt"
        case .json, .gitlab: return "json"
        case .sarif: return "sarif"
        case .checkstyle: return "xml"
        }
    }
}

/// Renders a report as bytes: no I/O, sorting, filtering or exit codes.
public protocol Reporter: Sendable {
    func render(_ report: Report) -> [UInt8]
}
