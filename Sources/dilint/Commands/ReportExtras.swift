import DILintReport
import DILintRules
import DILintSyntax

/// What the formats that show more than the findings (`html`, `ReportFormat.drawsGraph`) need
/// from a run: the dependency graph, and the lines of each file with findings for excerpts
/// with context. Worked out only when such a report is asked for.
enum ReportExtras {
    /// Builds the graph from the run's inputs and index, and reads the files with findings
    /// again through the same inputs (standard input included); a file that cannot be read
    /// now keeps its findings' single lines.
    static func add(to report: inout Report, inputs: [Linter.Input], index: ProjectIndex?, jobs: Int) {
        guard let index else { return }
        report.graph = DependencyGraph.build(inputs: inputs, index: index, jobs: jobs).graph
        let paths = Set(report.findings.map(\.finding.path))
        for input in inputs where paths.contains(input.path) {
            guard let bytes = try? input.read() else { continue }
            report.sourceLines[input.path] = lines(of: bytes)
        }
    }

    /// The lines of a file: split at LF, a CR before it dropped, invalid UTF-8 replaced.
    static func lines(of bytes: [UInt8]) -> [String] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        }
    }
}
