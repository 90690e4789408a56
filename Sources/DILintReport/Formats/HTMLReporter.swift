import DILintRules

/// The `html` format (docs/report-formats.md): one self-contained page for a person. Inline
/// CSS, inline SVG charts and a small inline script; a Content Security Policy of
/// `default-src 'none'` so that the page can load nothing from anywhere. It shows totals by
/// rule and by folder, the most-reached singletons and locator keys and the hidden-dependency
/// picture (from `Report.graph`), every finding with its source line and its rule's help,
/// and filters by rule and severity (also read from and written to the URL fragment,
/// `#rule=singleton_access&severity=warning`).
public struct HTMLReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> [UInt8] {
        let graph = report.graph?.hidingTests()
        var out = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
        out += "script-src 'unsafe-inline'; img-src data:\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>dilint report</title>\n<style>\(Self.css)</style>\n</head>\n<body>\n"
        out += header(report)
        out += "<section id=\"totals\"><h2>Totals</h2><div class=\"charts\">"
        out += "<figure><figcaption>Findings by rule</figcaption>"
        out += BarChart.render(countsByRule(report).map { ($0.rule.rawValue, $0.count) }, style: "rule") + "</figure>"
        out += "<figure><figcaption>Findings by folder</figcaption>"
        out += BarChart.render(countsByFolder(report), style: "folder") + "</figure>"
        out += "</div></section>\n"
        out += "<section id=\"hidden\"><h2>Hidden dependencies</h2>"
        if let graph {
            out += "<div class=\"charts\"><figure><figcaption>Most-reached singletons (sites)</figcaption>"
            out +=
                BarChart.render(
                    HiddenDependencyPicture.hotSpots(graph, via: .singleton).prefix(10).map { ($0.name, $0.sites) },
                    style: "singleton") + "</figure>"
            out += "<figure><figcaption>Most-reached locator keys (sites)</figcaption>"
            out += BarChart.render(locatorKeys(graph), style: "locator") + "</figure></div>"
            out += "<figure class=\"wide\"><figcaption>Hot spots: who reaches for what</figcaption>"
            out += HiddenDependencyPicture().render(graph) + "</figure>"
        } else {
            out += "<p class=\"empty\">The dependency graph was not built for this report.</p>"
        }
        out += "</section>\n"
        out += findingsSection(report)
        out += rulesSection(report)
        out += "<script>\(Self.script)</script>\n</body>\n</html>\n"
        return Array(out.utf8)
    }

    private func header(_ report: Report) -> String {
        var bySeverity: [Severity: Int] = [:]
        for entry in report.findings { bySeverity[entry.finding.severity, default: 0] += 1 }
        let counts = [Severity.error, .warning, .note].map { severity in
            "<span class=\"badge \(severity.rawValue)\">\(bySeverity[severity] ?? 0) \(severity.rawValue)s</span>"
        }.joined(separator: " ")
        return "<header><h1>dilint report</h1><p>\(report.findings.count) finding\(report.findings.count == 1 ? "" : "s") "
            + "in \(report.fileCount) file\(report.fileCount == 1 ? "" : "s") · \(counts) · dilint "
            + "\(Escaping.html(report.toolVersion))</p></header>\n"
    }

    func countsByRule(_ report: Report) -> [(rule: RuleID, count: Int)] {
        var counts: [RuleID: Int] = [:]
        for entry in report.findings { counts[entry.finding.rule, default: 0] += 1 }
        return counts.map { ($0.key, $0.value) }.sorted { ($1.count, $0.rule) < ($0.count, $1.rule) }
    }

    /// The 15 folders with most findings, then the rest as `(other folders)`.
    func countsByFolder(_ report: Report) -> [(String, Int)] {
        var counts: [String: Int] = [:]
        for entry in report.findings {
            let path = entry.finding.path
            counts[path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ".", default: 0] += 1
        }
        let sorted = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        var rows = sorted.prefix(15).map { ($0.key, $0.value) }
        let rest = sorted.dropFirst(15).reduce(0) { $0 + $1.value }
        if rest > 0 { rows.append(("(other folders)", rest)) }
        return rows
    }

    /// Locator lookups by key (the resolved type or member, else the registry), most sites first.
    func locatorKeys(_ graph: DependencyGraph) -> [(String, Int)] {
        var counts: [String: Int] = [:]
        for edge in graph.edges where edge.kind == .hidden {
            for site in edge.sites where site.via == .locator { counts[site.text, default: 0] += 1 }
        }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(10).map { ($0.key, $0.value) }
    }

    private func findingsSection(_ report: Report) -> String {
        var out = "<section id=\"findings\"><h2>Findings</h2><form class=\"filters\" onsubmit=\"return false\">"
        out += "<label>Rule <select id=\"rule-filter\"><option value=\"\">all rules</option>"
        for (rule, count) in countsByRule(report) {
            out += "<option value=\"\(rule.rawValue)\">\(rule.rawValue) (\(count))</option>"
        }
        out += "</select></label> <label>Severity <select id=\"severity-filter\"><option value=\"\">all severities</option>"
        for severity in [Severity.error, .warning, .note] {
            out += "<option value=\"\(severity.rawValue)\">\(severity.rawValue)</option>"
        }
        out += "</select></label> <span class=\"shown\">showing <b id=\"shown\">\(report.findings.count)</b> of "
        out += "\(report.findings.count)</span></form>\n"
        if report.findings.isEmpty { out += "<p class=\"empty\">No findings.</p>" }
        // Each rule's summary once: working it out of the rule's document per finding made
        // the page of 1,296 findings take 0.3 s longer.
        var summaries: [RuleID: String] = [:]
        for (rule, _) in countsByRule(report) {
            summaries[rule] = Escaping.html(report.catalog.description(of: rule).plainSummary)
        }
        var currentPath: String?
        for entry in report.findings {
            let finding = entry.finding
            if finding.path != currentPath {
                if currentPath != nil { out += "</div>\n" }
                out += "<div class=\"file\"><h3>\(Escaping.html(finding.path))</h3>\n"
                currentPath = finding.path
            }
            out += findingArticle(entry, summary: summaries[finding.rule] ?? "", fileLines: report.sourceLines[finding.path])
        }
        if currentPath != nil { out += "</div>\n" }
        return out + "</section>\n"
    }

    private func findingArticle(_ entry: ReportedFinding, summary: String, fileLines: [String]?) -> String {
        let finding = entry.finding
        let rule = finding.rule.rawValue
        var out = "<article class=\"finding\" data-rule=\"\(rule)\" data-severity=\"\(finding.severity.rawValue)\">"
        out += "<p><span class=\"badge \(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
        out += "<span class=\"location\">\(Escaping.html(finding.path)):\(finding.start.line):\(finding.start.column)</span> "
        out += "<span class=\"message\">\(Escaping.html(finding.message))</span> <a class=\"rule\" href=\"#rule-\(rule)\">\(rule)</a></p>"
        out += "<pre class=\"excerpt\">" + Self.excerpt(entry, fileLines: fileLines) + "</pre>"
        out += "<p class=\"help\">\(summary) "
        out += "<a href=\"#rule-\(rule)\">Why and how to fix</a></p></article>\n"
        return out
    }

    /// How many lines an excerpt shows before and after the finding's lines.
    static let contextLines = 2
    /// Context lines longer than this many bytes are cut (minified or generated code).
    static let contextLineLimit = 240

    /// The finding's lines with `contextLines` around them when the file's lines are known,
    /// else its first line alone; the flagged text marked, each line numbered.
    public static func excerpt(_ entry: ReportedFinding, fileLines: [String]?) -> String {
        let finding = entry.finding
        func numbered(_ number: Int, _ html: String, flagged: Bool) -> String {
            "<span class=\"line\(flagged ? " flagged" : "")\"><span class=\"line-number\">\(number)</span>\(html)</span>"
        }
        // A long line (minified or generated code) shows the text format's window around the
        // finding: many findings on one line must not each copy the whole line.
        let snippet = TextReporter.Snippet(line: entry.sourceLine, finding: finding)
        let firstLine = highlighted(
            snippet.text, from: snippet.start,
            to: snippet.end ?? (finding.end.line > finding.start.line ? nil : snippet.start))
        guard let lines = fileLines, finding.start.line >= 1, finding.start.line <= lines.count else {
            return numbered(finding.start.line, firstLine, flagged: true)
        }
        let last = min(max(finding.end.line, finding.start.line), lines.count)
        var out = ""
        for number in max(1, finding.start.line - contextLines)...min(lines.count, last + contextLines) {
            if number == finding.start.line {
                out += numbered(number, firstLine, flagged: true)
                continue
            }
            var text = lines[number - 1]
            if text.utf8.count > contextLineLimit {
                text = String(decoding: text.utf8.prefix(contextLineLimit), as: UTF8.self) + "…"
            }
            out += numbered(number, Escaping.html(text), flagged: number > finding.start.line && number <= last)
        }
        return out
    }

    /// The line with the UTF-8 byte columns `start..<end` (1-based; to the end when nil) marked.
    public static func highlighted(_ line: String, from start: Int, to end: Int?) -> String {
        let bytes = Array(line.utf8)
        let lower = min(max(start - 1, 0), bytes.count)
        let upper = min(max(end.map { $0 - 1 } ?? bytes.count, lower), bytes.count)
        func text(_ range: Range<Int>) -> String { Escaping.html(String(decoding: bytes[range], as: UTF8.self)) }
        return text(0..<lower) + "<mark>" + text(lower..<upper) + "</mark>" + text(upper..<bytes.count)
    }

    private func rulesSection(_ report: Report) -> String {
        var out = "<section id=\"rules\"><h2>Rules</h2>"
        for (rule, _) in countsByRule(report) {
            let description = report.catalog.description(of: rule)
            out += "<article class=\"rule-help\" id=\"rule-\(rule.rawValue)\"><h3>\(rule.rawValue)</h3>"
            out += "<p>\(Escaping.html(description.plainSummary))</p>"
            for title in ["What it flags", "Why it matters"] {
                let text = MarkdownText.plain(MarkdownText.section(title, of: description.markdown))
                if !text.isEmpty { out += "<h4>\(title)</h4><p>\(Escaping.html(text))</p>" }
            }
            let fixed = MarkdownText.section("Fixed", of: description.markdown)
            if let code = Self.firstCodeBlock(fixed) { out += "<h4>Fixed</h4><pre>\(Escaping.html(code))</pre>" }
            out += "</article>\n"
        }
        return out + "</section>\n"
    }

    /// The contents of the first fenced code block in `markdown`.
    static func firstCodeBlock(_ markdown: String) -> String? {
        var lines: [Substring] = []
        var inside = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if inside { return lines.joined(separator: "\n") }
                inside = true
            } else if inside {
                lines.append(line)
            }
        }
        return nil
    }
}
