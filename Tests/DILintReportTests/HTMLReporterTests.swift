import DILintReport
import DILintRules
import DILintSyntax
import DILintTestSupport
import Foundation
import Testing

/// The `html` format opened in a real headless Chromium (Debian's `chromium`): the page shows
/// every finding, its filters change what is shown, it makes no request, and it is drawn.
@Suite(.serialized) struct HTMLReporterTests {
    static func report() throws -> Report {
        var report = try HostileFixture.report()
        report.graph = GraphRendererTests.hostile
        report.sourceLines[HostileFixture.plainPath] = (1...14).map { "// context line \($0) <&>" }
        return report
    }

    /// Writes the page to a temporary file.
    static func page(_ report: Report) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("report.html")
        try Data(HTMLReporter().render(report)).write(to: file)
        return file
    }

    /// Whitespace runs as one space and other control characters dropped, as a page shows text.
    static func folded(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" {
                if !out.isEmpty && !out.hasSuffix(" ") { out += " " }
            } else if scalar.value >= 0x20 && scalar.value != 0x7F {
                out.unicodeScalars.append(scalar)
            }
        }
        return out.hasSuffix(" ") ? String(out.dropLast()) : out
    }

    /// The rules and severities of the findings laid out on screen, and the "showing" count.
    static let visible = """
        (() => {
          const shown = Array.from(document.querySelectorAll('.finding')).filter(f => f.getClientRects().length > 0);
          return { rules: shown.map(f => f.dataset.rule), severities: shown.map(f => f.dataset.severity),
                   count: document.getElementById('shown').textContent, hash: location.hash };
        })()
        """

    static func choose(_ select: String, _ value: String) -> String {
        "(() => { const s = document.getElementById('\(select)'); s.value = '\(value)'; "
            + "s.dispatchEvent(new Event('change')); return s.value; })()"
    }

    @Test func pageShowsEveryFindingAndMakesNoRequest() throws {
        let report = try Self.report()
        let file = try Self.page(report)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let screenshot = file.deletingLastPathComponent().appendingPathComponent("page.png")
        let page = try Chromium.load(file, evaluating: ["document.body.innerText", Self.visible], screenshot: screenshot)
        let text = Self.folded(page.evaluations.first as? String ?? "")
        for entry in report.findings {
            let finding = entry.finding
            #expect(text.contains(Self.folded(finding.message)), "\(finding.message)")
            #expect(text.contains("\(finding.path):\(finding.start.line):\(finding.start.column)"))
            #expect(text.contains(Self.folded(report.catalog.description(of: finding.rule).plainSummary)))
        }
        #expect(text.contains("Hot spots") && text.contains("Resolver"), "the hidden-dependency picture is drawn")
        #expect(text.contains("1// context line 1 <&>") && text.contains("14// context line 14 <&>"), "excerpts show context")
        let visible = try #require(page.evaluations.last as? [String: Any])
        #expect((visible["rules"] as? [String])?.count == report.findings.count)
        #expect(page.requests == [file.absoluteString], "the page requested nothing but itself")
        #expect(page.violations.isEmpty && page.errors.isEmpty, "\(page.violations) \(page.errors)")
        #expect(try Chromium.nonBlankFraction(ofPNG: screenshot) > 0.05)
        let html = String(decoding: HTMLReporter().render(report), as: UTF8.self)
        #expect(html.contains("content=\"default-src 'none';"))
        // No reference to anything outside the page: links are in-page anchors only.
        for marker in ["src=", "url(", "@import", "<link", "<iframe", "<object", "<embed", "<img"] {
            #expect(!html.contains(marker), "\(marker)")
        }
        let links = html.components(separatedBy: "href=\"").dropFirst()
        #expect(!links.isEmpty && links.allSatisfy { $0.hasPrefix("#") })
    }

    @Test func filtersChangeWhatIsShown() throws {
        let report = try Self.report()
        let file = try Self.page(report)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let page = try Chromium.load(
            file,
            evaluating: [
                Self.choose("rule-filter", "singleton_access"), Self.visible,
                Self.choose("severity-filter", "error"), Self.visible,
                Self.choose("rule-filter", ""), Self.visible,
                Self.choose("severity-filter", ""), Self.visible,
            ])
        try #require(page.evaluations.count == 8)
        let byRule = try #require(page.evaluations[1] as? [String: Any])
        #expect(byRule["rules"] as? [String] == ["singleton_access", "singleton_access"])
        #expect(byRule["count"] as? String == "2" && byRule["hash"] as? String == "#rule=singleton_access")
        let none = try #require(page.evaluations[3] as? [String: Any])
        #expect((none["rules"] as? [String])?.isEmpty == true, "no singleton_access finding is an error")
        let errors = try #require(page.evaluations[5] as? [String: Any])
        #expect(errors["severities"] as? [String] == ["error"] && errors["rules"] as? [String] == ["too_many_dependencies"])
        let all = try #require(page.evaluations[7] as? [String: Any])
        #expect((all["rules"] as? [String])?.count == report.findings.count && all["hash"] as? String == "")
        #expect(page.errors.isEmpty, "\(page.errors)")
    }

    @Test func aFragmentPresetsTheFilters() throws {
        let file = try Self.page(try Self.report())
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let url = try #require(URL(string: file.absoluteString + "#severity=note"))
        let page = try Chromium.load(url, evaluating: [Self.visible])
        let shown = try #require(page.evaluations.first as? [String: Any])
        #expect(shown["severities"] as? [String] == ["note"] && shown["count"] as? String == "1")
    }

    /// The request check can fail: a request the page tries is seen and blocked.
    @Test func aRequestWouldBeSeen() throws {
        let file = try Self.page(try Self.report())
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let page = try Chromium.load(
            file,
            evaluating: [
                "new Promise(done => { const image = new Image(); image.onerror = () => done(1); image.src = 'http://127.0.0.1:9/x.png'; })"
            ])
        #expect(!page.violations.isEmpty, "the page's Content-Security-Policy blocks it")
    }

    @Test func excerptsShowTwoLinesAroundTheFindingsLines() {
        var finding = Finding(
            rule: .singletonAccess, severity: .warning, message: "m", path: "A.swift",
            start: SourceLocation(line: 4, column: 11), end: SourceLocation(line: 5, column: 3),
            symbol: "", snippet: "shared")
        finding.sourceLine = "    _ = A.shared"
        let entry = ReportedFinding(finding: finding, sourceLine: finding.sourceLine, fingerprint: "f")
        let lines = ["one", "two", "three", "    _ = A.shared", "  .x <y>", "six", "seven", "eight"]
        #expect(
            HTMLReporter.excerpt(entry, fileLines: lines)
                == [
                    "<span class=\"line\"><span class=\"line-number\">2</span>two</span>",
                    "<span class=\"line\"><span class=\"line-number\">3</span>three</span>",
                    "<span class=\"line flagged\"><span class=\"line-number\">4</span>    _ = A.<mark>shared</mark></span>",
                    "<span class=\"line flagged\"><span class=\"line-number\">5</span>  .x &lt;y&gt;</span>",
                    "<span class=\"line\"><span class=\"line-number\">6</span>six</span>",
                    "<span class=\"line\"><span class=\"line-number\">7</span>seven</span>",
                ].joined())
        // Without the file's lines (or with a stale file), the finding's own line alone.
        let alone = "<span class=\"line flagged\"><span class=\"line-number\">4</span>    _ = A.<mark>shared</mark></span>"
        #expect(HTMLReporter.excerpt(entry, fileLines: nil) == alone)
        #expect(HTMLReporter.excerpt(entry, fileLines: ["only one line"]) == alone)
        let long = String(repeating: "x", count: 300)
        let cut = HTMLReporter.excerpt(entry, fileLines: ["", "", long, "    _ = A.shared"])
        #expect(cut.contains(String(repeating: "x", count: 240) + "…</span>") && !cut.contains(String(repeating: "x", count: 241)))
    }

    /// A finding on a long line shows 160 bytes around it, as the text format does.
    @Test func longLinesShowAWindowAroundTheFinding() {
        let line = String(repeating: "a, ", count: 200) + "A.shared" + String(repeating: ", b", count: 200)
        var finding = Finding(
            rule: .singletonAccess, severity: .warning, message: "m", path: "A.swift",
            start: SourceLocation(line: 1, column: 603), end: SourceLocation(line: 1, column: 609),
            symbol: "", snippet: "shared")
        finding.sourceLine = line
        let html = HTMLReporter.excerpt(ReportedFinding(finding: finding, sourceLine: line, fingerprint: "f"), fileLines: nil)
        #expect(html.contains("…") && html.contains("A.<mark>shared</mark>, b"))
        #expect(html.utf8.count < 400, "\(html.utf8.count) bytes")
    }

    @Test func sourceLinesMarkTheFlaggedColumns() {
        #expect(HTMLReporter.highlighted("let x = A.shared", from: 11, to: 17) == "let x = A.<mark>shared</mark>")
        #expect(HTMLReporter.highlighted("名前 <b>", from: 8, to: nil) == "名前 <mark>&lt;b&gt;</mark>")
        #expect(HTMLReporter.highlighted("short", from: 40, to: 50) == "short<mark></mark>")
    }
}
