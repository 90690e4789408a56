import DILintReport
import DILintRules
import Foundation
import Testing

/// The `markdown` format read by a real markdown parser (markdown-it-py with GFM tables, from
/// Tests/requirements.txt): the hostile fixture and a real run render as a counts table and a
/// findings table holding every finding, cell by cell, with nothing in a path or message
/// turning into markup, HTML or a broken row.
@Suite struct MarkdownReporterTests {
    struct Parsed: Decodable {
        struct Cell: Decodable {
            var text: String
            var links: [String]
            var html: [String]
            var markup: [String]
        }
        var tables: [[[Cell]]]
        var html: [String]
    }

    static func parse(_ bytes: [UInt8]) throws -> Parsed? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-\(UUID().uuidString).md")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        guard let output = try Python.output(["markdown", file.path]) else { return nil }
        return try JSONDecoder().decode(Parsed.self, from: Data(output.utf8))
    }

    /// A message as a cell shows it: line breaks (`<br>`) as LF, tabs as spaces, no controls.
    static func shown(_ message: String) -> String {
        var out = ""
        var previous: Unicode.Scalar = " "
        for scalar in message.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n" && previous == "\r" { continue }
            if scalar == "\n" || scalar == "\r" {
                out += "\n"
            } else if scalar == "\t" {
                out += " "
            } else if scalar.value >= 0x20 && scalar.value != 0x7F {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func check(_ report: Report) throws {
        let parsed = try #require(try parse(MarkdownReporter().render(report)))
        #expect(parsed.html.allSatisfy { $0 == "<br>" }, "raw HTML other than <br>: \(parsed.html)")
        try #require(parsed.tables.count == 2)
        let counts = parsed.tables[0], rows = parsed.tables[1]
        #expect(counts.first?.map(\.text) == ["rule", "severity", "findings"])
        var byRule: [String: Int] = [:]
        for entry in report.findings { byRule[entry.finding.rule.rawValue, default: 0] += 1 }
        #expect(counts.dropFirst().map(\.[0].text) == byRule.keys.sorted())
        for row in counts.dropFirst() {
            #expect(row[2].text == "\(byRule[row[0].text] ?? -1)")
            #expect(row[0].links == [ToolInfo.documentationURI(ofRule: row[0].text)])
        }
        #expect(rows.first?.map(\.text) == ["location", "severity", "rule", "message"])
        try #require(rows.count == report.findings.count + 1)
        for (row, entry) in zip(rows.dropFirst(), report.findings) {
            let f = entry.finding
            try #require(row.count == 4)
            #expect(row[0].text == "\(f.path):\(f.start.line):\(f.start.column)")
            #expect(row[1].text == f.severity.rawValue)
            #expect(row[2].text == f.rule.rawValue && row[2].links == [ToolInfo.documentationURI(ofRule: f.rule.rawValue)])
            #expect(row[3].text == shown(f.message))
            #expect(
                row[0].markup.isEmpty && row[3].markup.isEmpty && row[0].links.isEmpty && row[3].links.isEmpty,
                "markup in \(row[0].text) | \(row[3].text): \(row[0].markup + row[3].markup)")
        }
    }

    @Test func hostileFixtureRendersAsTables() throws {
        try Self.check(try HostileFixture.report())
    }

    @Test func realRunRendersAsTables() throws {
        try Self.check(try RealProject.report())
    }

    /// Markup characters, mentions and HTML in a message stay text.
    @Test func markupInMessagesStaysText() throws {
        var report = try HostileFixture.report()
        report.findings[0].finding.message = "*not bold* _no_ `code` [link](x) <b>html</b> | pipe ~~gone~~ $x$ @team #1 \\ end &amp;"
        report.findings[0].finding.path = "Sources/[a]*b*_c_/x|y.swift"
        try Self.check(report)
    }

    @Test func emptyReportSaysSo() {
        let report = Report(findings: [], rules: [.singletonAccess], toolVersion: "1.2.3", fileCount: 3)
        #expect(String(decoding: MarkdownReporter().render(report), as: UTF8.self) == "## dilint\n\nNo findings in 3 files.\n")
    }
}
