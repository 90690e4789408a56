import DILintRules
import DILintSyntax
import Foundation
import Testing

/// Every `Rules/<rule_id>.md` is a test: its shape matches the style guide and the code,
/// every Flagged example gives exactly the findings its `↓` markers show (and again when
/// derived: commented out, inside a string, after a line of multibyte text, under a
/// suppression comment), and every Fixed example gives none (and carries no marker).
@Suite struct RuleDocumentationTests {
    static let documents: [RuleDocument] = (try? RuleDocument.all()) ?? []

    @Test func everyRuleHasItsDocumentAndEveryDocumentItsRule() throws {
        let documented = Set(Self.documents.map(\.id))
        let ids = Set(RuleID.allCases.map(\.rawValue))
        let registered = Set(RuleRegistry.all.map { $0.id.rawValue })
        #expect(documented == ids, "Rules/ has \(documented.sorted()) but RuleID has \(ids.sorted())")
        #expect(registered == ids)
        #expect(Set(RuleDocumentation.documentNames) == ids, "the binary embeds \(RuleDocumentation.documentNames)")
    }

    /// The text built into the binary is the document's text, byte for byte: after editing
    /// `Rules/`, the generated file must be written again.
    @Test(arguments: documents.map(\.id))
    func builtInTextIsTheDocument(_ id: String) throws {
        let document = try #require(Self.documents.first { $0.id == id })
        let onDisk = try String(contentsOfFile: document.path, encoding: .utf8)
        #expect(
            RuleDocumentation.markdown(for: try #require(RuleID(rawValue: id))) == onDisk,
            """
            the binary's copy of Rules/\(id).md is out of date; run \
            swift run RuleDocsGenerator Sources/DILintRules/Generated/RuleDocumentationSources.swift Rules/*.md
            """)
    }

    @Test(arguments: documents.map(\.id))
    func documentHasTheRequiredShape(_ id: String) throws {
        let document = try #require(Self.documents.first { $0.id == id })
        let rule = try #require(RuleID(rawValue: id))
        let type = RuleRegistry.all.first { $0.id == rule }!
        let place = "Rules/\(id).md"
        #expect(document.lines.first == "# \(id)", "\(place):1 must be '# \(id)'")
        #expect(document.lines.count > 4 && !document.lines[2].isEmpty, "\(place):3 must be the one-line summary")
        let severityLine = "Severity: \(type.defaultSeverity.rawValue) · Default: \(type.isEnabledByDefault ? "on" : "off")"
        #expect(document.lines.count > 4 && document.lines[4] == severityLine, "\(place):5 must be '\(severityLine)'")
        #expect(
            document.sections == ["What it flags", "Why it matters", "Flagged", "Fixed", "Options", "Limits"],
            "\(place) sections are \(document.sections)")
        #expect(!document.flagged.isEmpty || rule == .superfluousSuppression, "\(place) has no Flagged example")
        #expect(!document.fixed.isEmpty, "\(place) has no Fixed example")
        // The Options table is the rule's options, key by key.
        let options = type.optionDescriptions
        let table = document.optionsTable.map { row in row.map { $0.replacingOccurrences(of: "`", with: "") } }
        #expect(table.map { $0.first ?? "" } == options.map(\.key), "\(place) Options table keys")
        for (row, option) in zip(table, options) {
            #expect(
                row.count >= 4 && row[1] == option.type.replacingOccurrences(of: "`", with: "")
                    && row[2] == option.defaultValue.replacingOccurrences(of: "`", with: "")
                    && row[3] == option.effect.replacingOccurrences(of: "`", with: ""),
                "\(place) Options row \(row) differs from the code's \(option)")
        }
        if options.isEmpty {
            let optionsSection = document.lines.drop { $0 != "## Options" }.dropFirst().prefix { !$0.hasPrefix("## ") }
            #expect(optionsSection.contains("None."), "\(place) Options must say 'None.'")
        }
    }

    /// The rules an example of `rule` runs with: the rule alone, except for
    /// superfluous_suppression, which reports on other rules' suppression comments and so runs
    /// with the default rule set.
    static func rules(for rule: RuleID) -> [RuleID]? {
        rule == .superfluousSuppression ? nil : [rule]
    }

    @Test(arguments: documents.map(\.id))
    func flaggedExamplesGiveExactlyTheirMarkedFindings(_ id: String) throws {
        let document = try #require(Self.documents.first { $0.id == id })
        let rule = try #require(RuleID(rawValue: id))
        for project in document.flagged {
            let marked = project.blocks.map { (block: $0, code: MarkedCode($0.code)) }
            let config = LintHarness.ruleConfig(rule, project.blocks.first?.config)
            let files = marked.map { (path: $0.block.path, code: $0.code.code) }
            let result = try LintHarness.lint(files, rules: Self.rules(for: rule), config: config)
            let place = "Rules/\(id).md:\(project.blocks[0].line)"
            var expected: [String] = []
            for item in marked {
                expected += item.code.markers.map { "\(item.block.path):\($0.line):\($0.column)" }
            }
            let actual = result.findings.filter { $0.rule == rule }.map { "\($0.path):\($0.start.line):\($0.start.column)" }
            #expect(actual.sorted() == expected.sorted(), "\(place): expected findings at \(expected), got \(actual)")
            #expect(!expected.isEmpty, "\(place): a Flagged example needs at least one ↓")
            for item in marked {
                guard let message = item.block.message else { continue }
                for finding in result.findings where finding.path == item.block.path && finding.rule == rule {
                    #expect(finding.message == message, "Rules/\(id).md:\(item.block.line): message \(finding.message)")
                }
            }
            try checkDerivedVariants(rule: rule, marked: marked, config: config, place: place)
        }
    }

    /// The same example, commented out and inside a string, gives nothing; after a line of
    /// multibyte text, the same findings one line lower; under a suppression, nothing (and
    /// the suppression is not reported unused).
    func checkDerivedVariants(
        rule: RuleID, marked: [(block: RuleDocument.Block, code: MarkedCode)], config: String?,
        place: String
    ) throws {
        // Only the blocks with markers are rewritten; the others stay as context.
        func variant(_ transform: (String) -> String) -> [(path: String, code: String)] {
            marked.map { (path: $0.block.path, code: $0.code.markers.isEmpty ? $0.code.code : transform($0.code.code)) }
        }
        let rules = Self.rules(for: rule)
        let commented = try LintHarness.lint(
            variant { "/*\n" + $0.replacingOccurrences(of: "*/", with: "* /") + "*/\n" },
            rules: rules, config: config)
        #expect(commented.findings.filter { $0.rule == rule }.isEmpty, "\(place): findings inside a block comment")
        let quoted = try LintHarness.lint(variant { "let example = #\"\"\"\n" + $0 + "\"\"\"#\n" }, rules: rules, config: config)
        #expect(quoted.findings.filter { $0.rule == rule }.isEmpty, "\(place): findings inside a string literal")
        let shifted = try LintHarness.lint(variant { "// Grüße, ☃️ — 日本語のコメント\n" + $0 }, rules: rules, config: config)
        var expected: [String] = []
        for item in marked {
            expected += item.code.markers.map { "\(item.block.path):\($0.line + 1):\($0.column)" }
        }
        let actual = shifted.findings.filter { $0.rule == rule }.map { "\($0.path):\($0.start.line):\($0.start.column)" }
        #expect(actual.sorted() == expected.sorted(), "\(place): after multibyte text expected \(expected), got \(actual)")
        // A comment does not silence findings about comments (Rules/superfluous_suppression.md, Limits).
        guard rule != .superfluousSuppression else { return }
        let suppressed = try LintHarness.lint(
            variant { "// dilint:disable \(rule.rawValue) - documented example\n" + $0 },
            rules: [rule, .superfluousSuppression], config: config)
        #expect(suppressed.findings.isEmpty, "\(place): under a suppression: \(suppressed.findings.map(\.message))")
    }

    /// Every example cut short at either end (its first or last two words gone, or less, as a
    /// file being typed or saved halfway looks) lints with every rule on and reports only
    /// places inside its files: the fuzzer found two traps of this shape in `.ci/run`, a
    /// set-up body cut at the file's end and a name read before the file's first byte.
    @Test(arguments: documents.map(\.id))
    func examplesCutShortLintWithinTheirFiles(_ id: String) throws {
        let document = try #require(Self.documents.first { $0.id == id })
        for project in document.flagged + document.fixed {
            for (index, block) in project.blocks.enumerated() {
                let code = Array(block.code.replacingOccurrences(of: "↓", with: "").utf8)
                for cut in Self.cuts(of: code) {
                    var files = project.blocks.map { (path: $0.path, code: $0.code.replacingOccurrences(of: "↓", with: "")) }
                    files[index].code = String(decoding: cut, as: UTF8.self)
                    let result = try LintHarness.lint(files, enableAll: true)
                    let lineCounts = Dictionary(
                        files.map { ($0.path, $0.code.split(separator: "\n", omittingEmptySubsequences: false).count) },
                        uniquingKeysWith: max)
                    for finding in result.findings {
                        #expect(
                            finding.start.line >= 1 && finding.start.line <= lineCounts[finding.path] ?? 0,
                            "Rules/\(id).md:\(block.line) cut to \(cut.count) bytes: \(finding.path):\(finding.start)")
                    }
                }
            }
        }
    }

    /// The code cut at each of its first four places and each of its last four where a word and
    /// what is not a word meet (so multibyte text stays whole): without its first or last two
    /// words, or less, and the gap beside each.
    static func cuts(of code: [UInt8]) -> [ArraySlice<UInt8>] {
        func isWord(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        let boundaries = code.indices.dropFirst().filter { isWord(code[$0 - 1]) != isWord(code[$0]) }
        return boundaries.prefix(4).map { code[$0...] } + boundaries.suffix(4).map { code[..<$0] }
    }

    @Test(arguments: documents.map(\.id))
    func fixedExamplesGiveNoFinding(_ id: String) throws {
        let document = try #require(Self.documents.first { $0.id == id })
        let rule = try #require(RuleID(rawValue: id))
        for project in document.fixed {
            // A marker or a message in a Fixed example is a Flagged example in the wrong
            // section: `↓` left in the code would break the line it marks, and the example
            // would pass by that alone.
            for block in project.blocks {
                #expect(
                    !block.code.contains("↓") && block.message == nil,
                    "Rules/\(id).md:\(block.line): a Fixed example has a ↓ marker or a message")
            }
            let files = project.blocks.map { (path: $0.path, code: $0.code) }
            let result = try LintHarness.lint(
                files, rules: Self.rules(for: rule),
                config: LintHarness.ruleConfig(rule, project.blocks.first?.config))
            let found = result.findings.filter { $0.rule == rule }
            #expect(found.isEmpty, "Rules/\(id).md:\(project.blocks[0].line): \(found.map { "\($0.start): \($0.message)" })")
        }
    }
}
