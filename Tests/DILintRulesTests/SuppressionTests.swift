import DILintRules
import Testing

/// In-source suppression comments (docs/cli.md, "Suppression comments") and the
/// superfluous_suppression findings about them, through the whole engine.
@Suite struct SuppressionTests {
    /// Two shared instances, two singletons: a type reaching one singleton twice gets one
    /// finding, so tests that need two findings in one type reach both.
    static let singleton = "final class NetworkManager { static let shared = NetworkManager(); static let main = NetworkManager() }\n"

    /// Lints `code` (after the singletons' declaration, so its first line is line 2) with `rules`.
    static func lint(
        _ code: String, rules: [RuleID] = [.singletonAccess, .superfluousSuppression],
        path: String = "Sources/App/Feed.swift"
    ) throws -> LintResult {
        try LintHarness.lint([(path: path, code: singleton + code)], rules: rules)
    }

    static func lines(_ findings: [Finding], _ rule: RuleID) -> [Int] {
        findings.filter { $0.rule == rule }.map(\.start.line)
    }

    @Test func disableNextSilencesTheNextLineOnly() throws {
        let result = try Self.lint(
            """
            final class Feed {
                // dilint:disable:next singleton_access
                let a = NetworkManager.shared
                let b = NetworkManager.main
            }
            """)
        #expect(Self.lines(result.findings, .singletonAccess) == [5])
        #expect(Self.lines(result.suppressed, .singletonAccess) == [4])
        #expect(result.suppressed.first?.suppression?.line == 3)
        #expect(Self.lines(result.findings, .superfluousSuppression).isEmpty)
    }

    @Test func disableNextReachesThroughAttributeLinesToTheDeclaration() throws {
        let result = try Self.lint(
            """
            final class Feed {
                // dilint:disable:next singleton_access
                @MainActor
                @available(iOS 17, *)
                func load() { use(NetworkManager.shared) }
                func reload() { use(NetworkManager.main) }
            }
            """)
        #expect(Self.lines(result.suppressed, .singletonAccess) == [6])
        #expect(Self.lines(result.findings, .singletonAccess) == [7])
        #expect(Self.lines(result.findings, .superfluousSuppression).isEmpty)
    }

    @Test func disableThisSilencesItsOwnLine() throws {
        let result = try Self.lint(
            """
            final class Feed {
                let a = NetworkManager.shared // dilint:disable:this singleton_access
                let b = NetworkManager.main
            }
            """)
        #expect(Self.lines(result.suppressed, .singletonAccess) == [3])
        #expect(Self.lines(result.findings, .singletonAccess) == [4])
    }

    @Test func regionsEndAtTheMatchingEnable() throws {
        let result = try Self.lint(
            """
            // dilint:disable singleton_access
            final class Feed {
                let a = NetworkManager.shared
                let b = NetworkManager.main
            }
            // dilint:enable singleton_access
            final class Profile {
                let c = NetworkManager.shared
            }
            """)
        #expect(Self.lines(result.suppressed, .singletonAccess) == [4, 5])
        #expect(Self.lines(result.findings, .singletonAccess) == [9])
        #expect(result.findings.filter { $0.rule == .superfluousSuppression }.isEmpty)
    }

    @Test func aRegionWithoutEnableRunsToTheEndOfTheFile() throws {
        let result = try Self.lint(
            """
            final class Feed {
                let a = NetworkManager.shared
                // dilint:disable singleton_access
                let b = NetworkManager.main
            }
            final class Profile {
                let c = NetworkManager.shared
            }
            """)
        #expect(Self.lines(result.findings, .singletonAccess) == [3])
        #expect(Self.lines(result.suppressed, .singletonAccess) == [5, 8])
    }

    @Test func allSilencesEveryRule() throws {
        let result = try Self.lint(
            """
            final class Feed {
                // dilint:disable:next all
                let a = NetworkManager.shared
            }
            """, rules: [.singletonAccess, .singletonDeclaration, .superfluousSuppression])
        #expect(Self.lines(result.suppressed, .singletonAccess) == [4])
        #expect(Self.lines(result.findings, .singletonAccess).isEmpty)
        #expect(Self.lines(result.findings, .singletonDeclaration) == [1, 1], "the line the comment does not cover")
        #expect(Self.lines(result.findings, .superfluousSuppression).isEmpty)
    }

    @Test func severalRulesInOneComment() throws {
        let result = try Self.lint(
            """
            final class Feed {
                // dilint:disable:next singleton_access, too_many_dependencies
                let a = NetworkManager.shared
            }
            """, rules: [.singletonAccess, .tooManyDependencies, .superfluousSuppression])
        #expect(Self.lines(result.suppressed, .singletonAccess) == [4])
        let unused = result.findings.filter { $0.rule == .superfluousSuppression }
        #expect(unused.map(\.message) == ["suppression of 'too_many_dependencies' silences no finding here; remove it"])
        #expect(unused.map { "\($0.start.line):\($0.start.column)" } == ["3:46"])
    }

    @Test func aTrailingReasonIsKept() throws {
        let result = try Self.lint(
            """
            final class Feed {
                // dilint:disable:next singleton_access - migrating to injection in #42
                let a = NetworkManager.shared
                let b = NetworkManager.main // dilint:disable:this singleton_access
            }
            """)
        let reasons = result.suppressed.map { $0.suppression?.reason }
        #expect(reasons == ["migrating to injection in #42", nil])
    }

    @Test func blockCommentsSuppressToo() throws {
        let result = try Self.lint(
            """
            final class Feed {
                /* dilint:disable:next singleton_access - legacy */
                let a = NetworkManager.shared
                let b = /* dilint:disable:this singleton_access */ NetworkManager.main
            }
            """)
        #expect(Self.lines(result.suppressed, .singletonAccess) == [4, 5])
        #expect(result.suppressed.first?.suppression?.reason == "legacy")
        #expect(result.findings.isEmpty)
    }

    @Test func unknownRuleIdsAreAlwaysReported() throws {
        let code = """
            final class Feed {
                // dilint:disable:next singelton_access
                let a = NetworkManager.shared
                // dilint:disable:next no_such_rule_at_all
                let b = 1
            }
            """
        for rules in [[RuleID.singletonAccess, .superfluousSuppression], [.singletonAccess], [.tooManyDependencies]] {
            let result = try Self.lint(code, rules: rules)
            let unknown = result.findings.filter { $0.rule == .superfluousSuppression }
            #expect(
                unknown.map(\.message) == [
                    "unknown rule 'singelton_access' in a suppression comment; did you mean 'singleton_access'?",
                    "unknown rule 'no_such_rule_at_all' in a suppression comment; remove it or name a rule from 'dilint rules'",
                ], "with \(rules)")
            #expect(unknown.map(\.start.line) == [3, 5])
            #expect(unknown.first?.start.column == 28)
        }
        // The misspelled comment suppresses nothing.
        #expect(Self.lines(try Self.lint(code).findings, .singletonAccess) == [4])
    }

    @Test func unusedSuppressionsAreReportedOnlyWhenTheirRuleRuns() throws {
        let code = """
            final class Feed {
                // dilint:disable:next singleton_access
                let title = "Feed"
            }
            """
        let running = try Self.lint(code, rules: [.singletonAccess, .superfluousSuppression])
        #expect(running.findings.map(\.message) == ["suppression of 'singleton_access' silences no finding here; remove it"])
        #expect(running.findings.map { "\($0.start.line):\($0.start.column)" } == ["3:28"])
        let notRunning = try Self.lint(code, rules: [.superfluousSuppression])
        #expect(notRunning.findings.isEmpty, "singleton_access is not running: its suppression is kept")
        let offByDefault = try LintHarness.lint([
            (
                path: "Sources/App/Feed.swift",
                code: """
                // dilint:disable:next system_singleton_access
                let title = "Feed"
                """
            )
        ])
        #expect(offByDefault.findings.filter { $0.rule == .superfluousSuppression }.isEmpty)
        let withoutTheRule = try Self.lint(code, rules: [.singletonAccess])
        #expect(withoutTheRule.findings.isEmpty, "superfluous_suppression itself is off")
    }

    @Test func anUnusedAllIsReportedWhenEveryDefaultRuleRuns() throws {
        let code = """
            final class Feed {
                // dilint:disable:next all
                let title = "Feed"
            }
            """
        let everyRule = try LintHarness.lint([(path: "Sources/App/Feed.swift", code: code)])
        #expect(everyRule.findings.map(\.message) == ["suppression of 'all' silences no finding here; remove it"])
        // Under a partial selection (`--only`) the comment may be meant for a rule that did not run.
        let someRules = try Self.lint(code)
        #expect(someRules.findings.isEmpty)
    }

    @Test func commentsThatAreNotSuppressionsAreIgnored() throws {
        let result = try Self.lint(
            """
            final class Feed {
                // dilint: disable:next singleton_access
                // see dilint:disable:next singleton_access
                let a = NetworkManager.shared
                let s = "// dilint:disable:this singleton_access"; let b = NetworkManager.main
            }
            """)
        #expect(Self.lines(result.findings, .singletonAccess) == [5, 6])
        #expect(result.suppressed.isEmpty)
    }
}
