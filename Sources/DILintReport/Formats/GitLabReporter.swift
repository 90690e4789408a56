import DILintRules

/// The `gitlab` format: a GitLab Code Quality report (`artifacts:reports:codequality`), a JSON
/// array of issues with `description`, `check_name`, `fingerprint`, `severity` and
/// `location.path` / `location.lines.begin`. Severities: error → `major`, warning → `minor`,
/// note → `info` (docs/report-formats.md says why). The fingerprint is dilint's own, so
/// GitLab matches an issue across commits even when lines move; it is unique in a report.
public struct GitLabReporter: Reporter {
    public init() {}

    /// One Code Quality issue: a finding.
    struct Issue: Encodable {
        var description: String
        var checkName: String
        var fingerprint: String
        var severity: String
        var location: Location

        enum CodingKeys: String, CodingKey {
            case description, checkName = "check_name", fingerprint, severity, location
        }
    }

    /// The file and the first line.
    struct Location: Encodable {
        var path: String
        var lines: Lines
    }

    /// `begin`: the finding's first line.
    struct Lines: Encodable {
        var begin: Int
    }

    public func render(_ report: Report) -> [UInt8] {
        let issues = report.findings.map { entry in
            let f = entry.finding
            return Issue(
                description: f.message, checkName: f.rule.rawValue,
                fingerprint: entry.fingerprint, severity: Self.severity(f.severity),
                location: Location(path: f.path, lines: Lines(begin: f.start.line)))
        }
        guard let bytes = try? PrettyJSONEncoder().encode(issues) else { return Array("[]\n".utf8) }
        return bytes + [UInt8(ascii: "\n")]
    }

    /// GitLab's scale is info, minor, major, critical, blocker; `critical` and `blocker` are
    /// left for security and crash-level problems, which a design rule never is.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .note: return "info"
        }
    }
}
