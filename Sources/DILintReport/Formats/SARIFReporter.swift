import DILintRules

/// The `sarif` format: SARIF 2.1.0 as GitHub code scanning reads it (docs/report-formats.md).
/// One run; the driver lists every rule that ran or reported, with help from `Rules/<id>.md`;
/// results carry UTF-16 columns (`columnKind: utf16CodeUnits`), a `%SRCROOT%`-relative
/// percent-encoded URI and dilint's own fingerprint; suppressed findings follow the reported
/// ones with an `inSource` suppression.
public struct SARIFReporter: Reporter {
    public init() {}

    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let sourceRootID = "%SRCROOT%"
    /// The `partialFingerprints` key of `ReportedFinding.fingerprint`; bump the version if the
    /// fingerprint's recipe ever changes, so code scanning does not match unlike results.
    static let fingerprintKey = "dilintFingerprint/v1"
    static let tags = ["dependency-injection", "maintainability"]

    /// The `sarifLog`: schema, version and the one run.
    struct Log: Encodable {
        var schema = SARIFReporter.schemaURI
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    /// The `run`: the tool, where `%SRCROOT%` is, how columns count, and the results.
    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]?
        var columnKind = "utf16CodeUnits"
        var results: [Result]
    }

    /// The `tool`, of which only the driver (dilint itself) is written.
    struct Tool: Encodable {
        var driver: Driver
    }

    /// The `toolComponent` that is dilint, with a descriptor for each rule.
    struct Driver: Encodable {
        var name = ToolInfo.name
        var version: String
        var semanticVersion: String
        var informationUri = ToolInfo.informationURI
        var rules: [Rule]
    }

    /// A `reportingDescriptor`: one rule's names, descriptions, help and default level.
    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Help
        var helpUri: String
        var defaultConfiguration: Configuration
        var properties: Properties
    }

    /// A `message` or `multiformatMessageString` with plain text only.
    struct Text: Encodable {
        var text: String
    }

    /// A rule's help: the same document as text and as Markdown.
    struct Help: Encodable {
        var text: String
        var markdown: String
    }

    /// A `reportingConfiguration`: the rule's default level.
    struct Configuration: Encodable {
        var level: String
    }

    /// A rule's property bag: its tags.
    struct Properties: Encodable {
        var tags: [String]
    }

    /// A `result`: one finding.
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
        var partialFingerprints: [String: String]
        var suppressions: [Suppression]?
    }

    /// A `location`: the file region and the enclosing declaration.
    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
        var logicalLocations: [LogicalLocation]?
    }

    /// A `physicalLocation`: the file and the region in it.
    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    /// An `artifactLocation`: a percent-encoded URI, relative to `uriBaseId` when it has one.
    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    /// A `region` in UTF-16 columns; absent ends mean "to the end of the line".
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
        var endLine: Int?
        var endColumn: Int?
    }

    /// A `logicalLocation`: the enclosing declaration path.
    struct LogicalLocation: Encodable {
        var fullyQualifiedName: String
    }

    /// A `suppression`: the in-source comment that silenced the result.
    struct Suppression: Encodable {
        var kind = "inSource"
        var justification: String?
        /// The suppression comment's line.
        var location: Location?
    }

    public func render(_ report: Report) -> [UInt8] {
        // Rules that reported without being selected (unknown ids in suppression comments
        // are reported as superfluous_suppression) still need a descriptor for `ruleIndex`.
        let ruleIDs = Set(report.rules + (report.findings + report.suppressed).map(\.finding.rule)).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
        let results =
            report.findings.map { result($0, index: ruleIndex, isSuppressed: false) }
            + report.suppressed.map { result($0, index: ruleIndex, isSuppressed: true) }
        let run = Run(
            tool: Tool(
                driver: Driver(
                    version: report.toolVersion, semanticVersion: report.toolVersion,
                    rules: ruleIDs.map { rule(report.catalog.description(of: $0)) })),
            originalUriBaseIds: report.sourceRoot.map {
                [Self.sourceRootID: ArtifactLocation(uri: Escaping.fileURL(ofDirectory: $0), uriBaseId: nil)]
            },
            results: results)
        guard let bytes = try? PrettyJSONEncoder().encode(Log(runs: [run])) else { return Array("{}\n".utf8) }
        return bytes + [UInt8(ascii: "\n")]
    }

    func rule(_ description: RuleDescription) -> Rule {
        Rule(
            id: description.id.rawValue, name: description.upperCamelCaseName,
            shortDescription: Text(text: description.plainSummary),
            fullDescription: Text(text: description.plainWhatItFlags),
            help: Help(
                text: description.markdown.isEmpty ? description.plainSummary : description.markdown,
                markdown: description.markdown.isEmpty ? description.plainSummary : description.markdown),
            helpUri: ToolInfo.documentationURI(ofRule: description.id.rawValue),
            defaultConfiguration: Configuration(level: Self.level(description.defaultSeverity)),
            properties: Properties(tags: Self.tags))
    }

    func result(_ entry: ReportedFinding, index: [RuleID: Int], isSuppressed: Bool) -> Result {
        let f = entry.finding
        let range = UTF16Range(entry)
        let artifact = ArtifactLocation(uri: Escaping.uriPath(f.path), uriBaseId: Self.sourceRootID)
        let location = Location(
            physicalLocation: PhysicalLocation(
                artifactLocation: artifact,
                region: Region(
                    startLine: range.startLine, startColumn: range.startColumn,
                    endLine: range.endLine, endColumn: range.endColumn)),
            logicalLocations: f.symbol.isEmpty ? nil : [LogicalLocation(fullyQualifiedName: f.symbol)])
        let suppressions =
            !isSuppressed
            ? nil
            : [
                Suppression(
                    justification: f.suppression?.reason,
                    location: f.suppression.map {
                        Location(
                            physicalLocation: PhysicalLocation(
                                artifactLocation: artifact, region: Region(startLine: $0.line)))
                    })
            ]
        return Result(
            ruleId: f.rule.rawValue, ruleIndex: index[f.rule] ?? 0, level: Self.level(f.severity),
            message: Text(text: f.message), locations: [location],
            partialFingerprints: [Self.fingerprintKey: entry.fingerprint], suppressions: suppressions)
    }

    /// SARIF's levels have the same names as dilint's severities.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }
}
