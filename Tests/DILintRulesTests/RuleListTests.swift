import DILintRules
import Foundation
import Testing

/// `RuleID` is the only hand-written list of rules. The two published copies, the README's
/// rules table and the report schema's `ruleID` enumeration, are built here from it and
/// from each rule's document; run with `DILINT_UPDATE_GOLDEN=1` to rewrite them after adding
/// a rule, and read the diff.
@Suite struct RuleListTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let readme = repository.appendingPathComponent("README.md")
    static let reportSchema = repository.appendingPathComponent("docs/schemas/dilint-report.schema.json")
    static var isUpdating: Bool { ProcessInfo.processInfo.environment["DILINT_UPDATE_GOLDEN"] == "1" }

    @Test func everyRuleTypeIsNamedByItsOwnCase() {
        for id in RuleID.allCases {
            let named: RuleID = id.ruleType.id
            #expect(named == id, "RuleID.\(id.rawValue).ruleType is the type of '\(named.rawValue)'")
        }
        let registered: [RuleID] = RuleRegistry.all.map { $0.id }
        #expect(registered == RuleID.allCases)
    }

    /// The README's rules table: one row per rule in `RuleID` order, the default column from
    /// the code (`off (note)` for a rule off by default whose severity is not `warning`), the
    /// flags column from line 3 of the rule's document.
    static func readmeTable() -> [String] {
        var rows = ["| rule | default | flags |", "| --- | --- | --- |"]
        for id in RuleID.allCases {
            let type = id.ruleType
            var state = type.isEnabledByDefault ? type.defaultSeverity.rawValue : "off"
            if !type.isEnabledByDefault && type.defaultSeverity != .warning { state += " (\(type.defaultSeverity.rawValue))" }
            var summary = Substring(RuleDocumentation.summary(for: id))
            if summary.hasPrefix("Flags ") { summary = summary.dropFirst("Flags ".count) }
            if summary.hasSuffix(".") { summary = summary.dropLast() }
            rows.append("| [\(id.rawValue)](Rules/\(id.rawValue).md) | \(state) | \(summary) |")
        }
        return rows
    }

    @Test func readmeTableListsEveryRule() throws {
        var lines = try String(contentsOf: Self.readme, encoding: .utf8).components(separatedBy: "\n")
        let expected = Self.readmeTable()
        let start = try #require(lines.firstIndex(of: expected[0]), "README.md has no '\(expected[0])' table")
        let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
        if Self.isUpdating {
            lines.replaceSubrange(start..<end, with: expected)
            try lines.joined(separator: "\n").write(to: Self.readme, atomically: true, encoding: .utf8)
            return
        }
        #expect(Array(lines[start..<end]) == expected, "README.md's rules table is out of date; rerun with DILINT_UPDATE_GOLDEN=1")
    }

    /// The report schema's `ruleID` enumeration: every rule id, sorted. The rest of the schema
    /// is written by hand (docs/json-report.md); only these lines are rewritten.
    @Test func reportSchemaListsEveryRule() throws {
        var lines = try String(contentsOf: Self.reportSchema, encoding: .utf8).components(separatedBy: "\n")
        let definition = try #require(lines.firstIndex(of: "    \"ruleID\": {"), "the schema has no ruleID definition")
        let start = try #require(lines[definition...].firstIndex(of: "      \"enum\": [")) + 1
        let end = try #require(lines[start...].firstIndex(of: "      ]"))
        let ids = RuleID.allCases.map(\.rawValue).sorted()
        let expected = ids.enumerated().map { "        \"\($0.element)\"" + ($0.offset == ids.count - 1 ? "" : ",") }
        if Self.isUpdating {
            lines.replaceSubrange(start..<end, with: expected)
            try lines.joined(separator: "\n").write(to: Self.reportSchema, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            Array(lines[start..<end]) == expected, "the ruleID enum of dilint-report.schema.json is out of date; rerun with DILINT_UPDATE_GOLDEN=1")
    }
}
