import DILintReport
import DILintRules
import DILintSyntax
import Foundation

/// The one findings fixture every format's golden file is rendered from: text that breaks
/// naive reporters. Paths with a space, comma, colon, `%`, `#`, `?`, `<&>"` and non-ASCII; a
/// message with a comma, colon, `%`, `<&>"`, a line break, CR LF, a tab and a control
/// character; a line with multi-byte characters and an emoji before the flagged token (UTF-8
/// and UTF-16 columns differ); a multi-line range; a finding with no end column; a repeated
/// finding (its fingerprint is numbered); two suppressed findings, one with a hostile reason
/// and one without; rule documents of its own, so the golden files do not follow edits to
/// `Rules/`, one of them empty.
enum HostileFixture {
    static let toolVersion = "1.2.3"
    static let sourceRoot = "/home/ci/My Projects/100% dï"
    static let plainPath = "Sources/App/AppDelegate.swift"
    static let hostilePath = "Sources/Feature: Cart, Checkout/Café 100% <&>\"#?.swift"
    static let hostileMessage =
        "initializer of 'AppDelegate' takes 7 parameters (limit 5): 100% of \"deps\" <&> more, "
        + "really; pass a grouped dependency or split the type"
    static let multiLineMessage = "static 'Network.shared' is read in 'makeAPI()';\nline two\r\nline three: 50% <done>"
    static let controlMessage = "unknown rule 'singelton\u{1}access' in a suppression comment;\tdid you mean 'singleton_access'?"
    static let suppressionReason = "legacy: see <JIRA-12>, 50% done & \"quoted\" — café"
    /// `let 名前 = "🙂"; let api = Network.shared // café`: `shared` starts at UTF-8 byte
    /// column 40 and UTF-16 column 34.
    static let unicodeLine = "let 名前 = \"🙂\"; let api = Network.shared // café"

    static func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(line: line, column: column)
    }

    static func finding(
        _ rule: RuleID, _ severity: Severity, _ message: String, _ path: String,
        _ start: SourceLocation, _ end: SourceLocation, symbol: String, snippet: String,
        sourceLine: String, suppression: SuppressionInfo? = nil
    ) -> Finding {
        var finding = Finding(
            rule: rule, severity: severity, message: message, path: path, start: start, end: end,
            symbol: symbol, snippet: snippet, suppression: suppression)
        finding.sourceLine = sourceLine
        return finding
    }

    /// The findings, sorted as the engine sorts them.
    static var findings: [Finding] {
        [
            finding(
                .singletonDeclaration, .warning,
                "class 'AppDelegate' holds a shared instance of itself in 'shared'; create one instance in the composition root and inject it",
                plainPath, location(3, 16), location(3, 22), symbol: "AppDelegate", snippet: "shared",
                sourceLine: "    static let shared = AppDelegate()"),
            finding(
                .tooManyDependencies, .error, hostileMessage, plainPath, location(7, 5), location(9, 6),
                symbol: "AppDelegate.init(a:b:c:d:e:f:g:)", snippet: "init", sourceLine: "    init(a: A, b: B,"),
            finding(
                .superfluousSuppression, .note, controlMessage, plainPath, location(12, 24), location(12, 24),
                symbol: "", snippet: "singelton_access", sourceLine: "// dilint:disable:this singelton_access"),
            finding(
                .singletonAccess, .warning, multiLineMessage, hostilePath, location(2, 40), location(2, 46),
                symbol: "makeAPI()", snippet: "shared", sourceLine: unicodeLine),
            finding(
                .singletonAccess, .warning, multiLineMessage, hostilePath, location(5, 17), location(5, 23),
                symbol: "makeAPI()", snippet: "shared", sourceLine: "    let b = Network.shared"),
        ]
    }

    /// The suppressed findings; their `SuppressionInfo`s come from real suppression comments
    /// (the type has no public initializer).
    static func suppressedFindings() throws -> [Finding] {
        let suppressions = try Self.suppressions()
        return [
            finding(
                .serviceLocator, .warning, "container 'Resolver' is asked for 'APIClient'; inject 'APIClient' instead",
                plainPath, location(20, 30), location(20, 37), symbol: "AppDelegate.start()", snippet: "resolve",
                sourceLine: "        let api = Resolver.resolve(APIClient.self) // dilint:disable:this service_locator",
                suppression: suppressions.withoutReason),
            finding(
                .singletonDeclaration, .warning,
                "class 'Cart' holds a shared instance of itself in 'shared'; create one instance in the composition root and inject it",
                hostilePath, location(9, 16), location(9, 22), symbol: "Cart", snippet: "shared",
                sourceLine: "    static let shared = Cart()", suppression: suppressions.withReason),
        ]
    }

    /// Lints two comments: `disable:next … - <reason>` on line 8 and `disable:this` without a
    /// reason on line 20.
    static func suppressions() throws -> (withReason: SuppressionInfo, withoutReason: SuppressionInfo) {
        let code =
            String(repeating: "\n", count: 7)
            + "// dilint:disable:next singleton_declaration - \(suppressionReason)\n"
            + "final class Cart { static let shared = Cart() }\n"
            + String(repeating: "\n", count: 10)
            + "final class Other { static let shared = Other() } // dilint:disable:this singleton_declaration\n"
        let configuration = Configuration(directory: "/project")
        let selection = RuleSelection(configuration: configuration, only: [.singletonDeclaration])
        let linter = try Linter(configuration: configuration, selection: selection, currentDirectory: "/project")
        let result = linter.run([Linter.Input(path: "Sources/Cart.swift") { () throws(SourceError) -> [UInt8] in Array(code.utf8) }])
        let infos = result.suppressed.compactMap(\.suppression)
        guard infos.count == 2, let withReason = infos.first(where: { $0.line == 8 }),
            let withoutReason = infos.first(where: { $0.line == 20 })
        else {
            throw FixtureError(message: "expected suppressions on lines 8 and 20, got \(infos)")
        }
        return (withReason, withoutReason)
    }

    struct FixtureError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Rule documents for the fixture's rules; `service_locator` has none yet.
    static let catalog = RuleCatalog([
        RuleDescription(
            id: .singletonDeclaration, summary: "Flags `static let shared` singletons: 100% <global> & \"hidden\".",
            markdown: """
                # singleton_declaration

                Flags `static let shared` singletons: 100% <global> & "hidden".

                Severity: warning · Default: on

                ## What it flags

                A `static` property that holds an instance of its own type,
                wrapped over two lines; see [the guide](https://example.com/a?b=1&c=2).

                - names: `shared`, `default`
                - annotations: `Foo?`

                ## Why it matters

                Café, naïve, 日本語.
                """,
            defaultSeverity: .warning),
        RuleDescription(
            id: .singletonAccess, summary: "Flags reads of `.shared`.",
            markdown: "# singleton_access\n\nFlags reads of `.shared`.\n\nSeverity: warning · Default: on\n",
            defaultSeverity: .warning),
        RuleDescription(
            id: .tooManyDependencies, summary: "Flags initializers with too many parameters.",
            markdown: """
                # too_many_dependencies

                Flags initializers with too many parameters.

                Severity: note · Default: on

                ## What it flags

                An initializer with more than `max_parameters` parameters:

                ```swift
                init(a: A, b: B, c: C)
                ```

                ## Options
                """,
            defaultSeverity: .note),
        RuleDescription(
            id: .superfluousSuppression, summary: "Flags suppression comments that silence nothing.",
            markdown: "# superfluous_suppression\n\nFlags suppression comments that silence nothing.\n",
            defaultSeverity: .warning),
        RuleDescription(id: .serviceLocator, summary: "", markdown: "", defaultSeverity: .error),
    ])

    /// The report every golden file is rendered from. `superfluous_suppression` reports
    /// without being among the rules that ran, as it does for unknown ids in comments.
    static func report() throws -> Report {
        let entries = Report.entries(for: findings, suppressed: try suppressedFindings())
        return Report(
            findings: entries.findings, suppressed: entries.suppressed,
            rules: [.serviceLocator, .singletonAccess, .singletonDeclaration, .tooManyDependencies],
            severities: [.tooManyDependencies: .error], toolVersion: toolVersion, fileCount: 2,
            useColor: false, staleBaselineEntries: 0, sourceRoot: sourceRoot, catalog: catalog)
    }
}
