import DILintRules
import DILintSyntax

/// Everything a reporter needs: findings sorted for output, the rules that ran, run facts
/// and presentation choices. Reporters are pure functions of it.
public struct Report: Sendable {
    public var findings: [ReportedFinding]
    /// Findings silenced by in-source comments, shown only with `--show-suppressed` (JSON and
    /// SARIF list them with their suppression); empty otherwise.
    public var suppressed: [ReportedFinding]
    /// The rules that ran, in id order.
    public var rules: [RuleID]
    /// Each rule's severity in this run (configuration applied).
    public var severities: [RuleID: Severity]
    public var toolVersion: String
    public var fileCount: Int
    public var useColor: Bool
    /// Baseline entries that matched no finding this run (shown in summaries).
    public var staleBaselineEntries: Int
    /// The absolute path of the folder finding paths are relative to (the current folder);
    /// SARIF names it as `%SRCROOT%` in `originalUriBaseIds`. nil: left out.
    public var sourceRoot: String?
    /// Descriptions of the rules (summary, documentation, default severity); the built-in
    /// `Rules/<id>.md` documents unless a test supplies its own.
    public var catalog: RuleCatalog
    /// Findings of a type's other files on a problem a reported finding stands for
    /// (`LintResult.folded`): not listed, but the text summary counts their accesses.
    public var folded: [Finding] = []
    /// The dependency graph of the run, for the formats that draw it (`html`); nil when not built.
    public var graph: DependencyGraph? = nil
    /// The lines of each file with findings, by path, for the formats that show source
    /// excerpts with context (`html`); empty when not read (then only each finding's line shows).
    public var sourceLines: [String: [String]] = [:]

    public init(
        findings: [ReportedFinding], suppressed: [ReportedFinding] = [], rules: [RuleID],
        severities: [RuleID: Severity] = [:], toolVersion: String, fileCount: Int, useColor: Bool = false,
        staleBaselineEntries: Int = 0, sourceRoot: String? = nil, catalog: RuleCatalog = .builtIn
    ) {
        self.findings = findings
        self.suppressed = suppressed
        self.rules = rules
        self.severities = severities
        self.toolVersion = toolVersion
        self.fileCount = fileCount
        self.useColor = useColor
        self.staleBaselineEntries = staleBaselineEntries
        self.sourceRoot = sourceRoot
        self.catalog = catalog
    }
}

/// A finding as reports show it: with its source line and a fingerprint.
public struct ReportedFinding: Sendable, Hashable {
    public var finding: Finding
    /// The text of the finding's first line (for the caret display).
    public var sourceLine: String
    /// Stable across edits elsewhere in the file: rule, path, symbol, flagged text and, for
    /// repeats of the same text in one symbol, their order.
    public var fingerprint: String

    public init(finding: Finding, sourceLine: String, fingerprint: String) {
        self.finding = finding
        self.sourceLine = sourceLine
        self.fingerprint = fingerprint
    }
}

extension Report {
    /// The same report with every relative finding path made absolute against `sourceRoot`
    /// (`--path-style absolute`: Xcode opens a file from a build log line only by its absolute
    /// path). Fingerprints are kept: they were made from the relative paths, so a baseline
    /// matches whichever style prints. Without a `sourceRoot` the report is returned as is.
    public func withAbsolutePaths() -> Report {
        guard let root = sourceRoot else { return self }
        let base = root.hasSuffix("/") ? root : root + "/"
        func absolute(_ entry: ReportedFinding) -> ReportedFinding {
            var entry = entry
            if !entry.finding.path.hasPrefix("/") {
                entry.finding.path = entry.finding.path == "." ? root : base + entry.finding.path
            }
            return entry
        }
        var report = self
        report.findings = findings.map(absolute)
        report.suppressed = suppressed.map(absolute)
        return report
    }

    /// Builds report entries from sorted findings, numbering repeated fingerprint keys in order.
    public static func entries(for findings: [Finding]) -> [ReportedFinding] {
        var occurrences: [String: Int] = [:]
        return entries(for: findings, occurrences: &occurrences)
    }

    /// Entries for the reported and the suppressed findings of one run, with fingerprints unique
    /// across both: suppressed repeats are numbered after the reported ones, so a reported
    /// finding's fingerprint is the same with and without `--show-suppressed`.
    public static func entries(for findings: [Finding], suppressed: [Finding])
        -> (findings: [ReportedFinding], suppressed: [ReportedFinding])
    {
        var occurrences: [String: Int] = [:]
        let reported = entries(for: findings, occurrences: &occurrences)
        return (reported, entries(for: suppressed, occurrences: &occurrences))
    }

    private static func entries(for findings: [Finding], occurrences: inout [String: Int]) -> [ReportedFinding] {
        findings.map { finding in
            let key = [finding.rule.rawValue, finding.path, finding.symbol, finding.snippet].joined(separator: "\u{0}")
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return ReportedFinding(
                finding: finding, sourceLine: finding.sourceLine,
                fingerprint: Fingerprint.hex(key + "\u{0}\(occurrence)"))
        }
    }
}

/// A 64-bit FNV-1a hash in hex: deterministic on every platform and run.
public enum Fingerprint {
    public static func hex(_ text: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
