/// `path:line:col: warning: message [rule]`, one line per finding: what Xcode's Run Script
/// phase, VS Code's gcc/swiftc problem matchers and GitHub problem matchers parse.
public struct XcodeReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> [UInt8] {
        Self.lines(report, Self.line)
    }

    /// The compiler-style location line, shared with the text format.
    static func line(_ entry: ReportedFinding) -> String {
        let f = entry.finding
        return "\(f.path):\(f.start.line):\(f.start.column): \(f.severity.rawValue): \(Escaping.singleLine(f.message)) [\(f.rule.rawValue)]"
    }
}
