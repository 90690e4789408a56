import DILintReport
import DILintRules
import Testing

/// Workflow commands read back the way the Actions runner reads them.
@Suite struct GitHubReporterTests {
    struct Command: Equatable {
        var name: String
        var properties: [String: String]
        var message: String
    }

    /// The runner's parser: `::name key=value,key=value::data`, properties split at `,` and the
    /// first `=`, then unescaped with `%25` last.
    static func parse(_ line: Substring) -> Command? {
        guard line.hasPrefix("::"), let end = line.dropFirst(2).range(of: "::") else { return nil }
        let info = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
        let name = info.prefix { $0 != " " }
        var properties: [String: String] = [:]
        for pair in info.dropFirst(name.count + 1).split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            properties[String(parts[0])] = unescape(String(parts[1]), isProperty: true)
        }
        return Command(
            name: String(name), properties: properties,
            message: unescape(String(line[end.upperBound...]), isProperty: false))
    }

    static func unescape(_ text: String, isProperty: Bool) -> String {
        var mappings = [("%0D", "\r"), ("%0A", "\n")]
        if isProperty { mappings += [("%3A", ":"), ("%2C", ",")] }
        mappings.append(("%25", "%"))
        return mappings.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    @Test func everyCommandReadsBackToTheFinding() throws {
        let report = try HostileFixture.report()
        let lines = String(decoding: GitHubReporter().render(report), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == report.findings.count)
        for (line, entry) in zip(lines, report.findings) {
            let command = try #require(Self.parse(line), "\(line)")
            let f = entry.finding
            #expect(command.message == f.message)
            #expect(command.properties["file"] == f.path)
            #expect(command.properties["title"] == "dilint (\(f.rule.rawValue))")
            #expect(command.properties["line"] == "\(f.start.line)")
        }
    }

    @Test func noteBecomesNoticeAndPositionsAreUTF16() throws {
        let report = try HostileFixture.report()
        let commands = String(decoding: GitHubReporter().render(report), as: UTF8.self).split(separator: "\n")
            .compactMap(Self.parse)
        #expect(commands.map(\.name) == ["warning", "error", "notice", "warning", "warning"])
        #expect(commands[3].properties["col"] == "34" && commands[3].properties["endColumn"] == "40")
        #expect(commands[3].properties["endLine"] == "2")
        // Multi-line: the end line without a column; no end: neither.
        #expect(commands[1].properties["endLine"] == "9" && commands[1].properties["endColumn"] == nil)
        #expect(commands[2].properties["endLine"] == nil && commands[2].properties["endColumn"] == nil)
    }

    @Test func eachCommandIsOneLine() throws {
        let text = String(decoding: GitHubReporter().render(try HostileFixture.report()), as: UTF8.self)
        #expect(!text.contains("\r"))
        #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("::") })
    }
}
