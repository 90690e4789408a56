/// The output formats: the only list of them.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, xcode, json

    /// The reporter that renders this format.
    public var reporter: any Reporter {
        switch self {
        case .text: return TextReporter()
        case .xcode: return XcodeReporter()
        case .json: return JSONReporter()
        }
    }
}

/// Renders a report as bytes: no I/O, sorting, filtering or exit codes.
public protocol Reporter: Sendable {
    func render(_ report: Report) -> [UInt8]
}
