import DILintRules
import DILintSyntax
import DILintTestSupport
import Foundation
import Testing

/// Issue 14: one finding per problem. Over the real-code corpus (each package linted as one
/// project, every rule on), no token or declaration carries two findings, and no expression
/// carries two findings of different rules.
@Suite struct OneFindingPerProblemTests {
    /// Rules that report on expressions (a chain of code), where two rules could each report a
    /// token of the same expression.
    static let expressionRules: Set<RuleID> = [
        .singletonAccess, .systemSingletonAccess, .serviceLocator, .mockSideEffects, .forceUnwrappedDependency,
        .globalOverrideWithoutReset,
    ]

    /// Whether two findings on one line sit in one expression: the text between their
    /// columns holds no space, `;`, `,` or `=`.
    static func shareAnExpression(_ a: Finding, _ b: Finding) -> Bool {
        guard a.path == b.path, a.start.line == b.start.line, !a.sourceLine.isEmpty else { return false }
        let bytes = Array(a.sourceLine.utf8)
        let low = min(a.start.column, b.start.column) - 1
        let high = min(max(a.start.column, b.start.column) - 1, bytes.count)
        guard low >= 0, low <= high else { return false }
        return !bytes[low..<high].contains { [UInt8(ascii: " "), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "=")].contains($0) }
    }

    static func doubles(in findings: [Finding]) -> [String] {
        var problems: [String] = []
        let byToken = Dictionary(grouping: findings) { "\($0.path):\($0.start.line):\($0.start.column)" }
        for (place, group) in byToken where group.count > 1 {
            problems.append("\(place): \(group.map(\.rule.rawValue))")
        }
        let expressions = findings.filter { expressionRules.contains($0.rule) }
        let byLine = Dictionary(grouping: expressions) { "\($0.path):\($0.start.line)" }
        for (place, group) in byLine where group.count > 1 {
            for (i, a) in group.enumerated() {
                for b in group[(i + 1)...] where a.rule != b.rule && shareAnExpression(a, b) {
                    problems.append("\(place): \(a.rule.rawValue) and \(b.rule.rawValue) on one expression")
                }
            }
        }
        return problems
    }

    @Test func detectorSeesTheDoublesItLooksFor() {
        func finding(_ rule: RuleID, _ column: Int, _ line: String) -> Finding {
            var f = Finding(
                rule: rule, severity: .warning, message: "", path: "A.swift",
                start: SourceLocation(line: 1, column: column), end: SourceLocation(line: 1, column: column + 1),
                symbol: "", snippet: "")
            f.sourceLine = line
            return f
        }
        let line = "let a = AppContainer.shared.api(); let b = Other.shared"
        #expect(Self.doubles(in: [finding(.singletonAccess, 22, line), finding(.serviceLocator, 29, line)]).count == 1)
        #expect(Self.doubles(in: [finding(.singletonAccess, 22, line), finding(.singletonAccess, 50, line)]).isEmpty)
        #expect(Self.doubles(in: [finding(.protocolMirror, 10, ""), finding(.singleImplementationProtocol, 10, "")]).count == 1)
    }

    @Test func realCodeHasOneFindingPerProblem() throws {
        let configuration = Configuration(directory: "/project")
        let selection = RuleSelection(configuration: configuration, enable: RuleID.allCases, only: [])
        var linter = try Linter(configuration: configuration, selection: selection, currentDirectory: "/")
        // Generated files too (swift-syntax's generated syntax nodes): a double is a double there.
        linter.lintsGeneratedCode = true
        var problems: [String] = []
        var total = 0
        for (repository, version) in RealCorpus.packages {
            let files = RealCorpus.swiftFiles(in: try RealCorpus.folder(repository, version))
            let inputs = files.map { url in
                Linter.Input(path: url.path) { () throws(SourceError) -> [UInt8] in
                    (try? [UInt8](Data(contentsOf: url))) ?? []
                }
            }
            let findings = linter.run(inputs).findings
            total += findings.count
            problems += Self.doubles(in: findings)
        }
        // 28 since Xcode's source editor commands are entry points (swift-syntax's refactoring
        // extension; 31 before; 40 before a declaration reaching one singleton or lookup
        // several times was one finding; 63 before that; 103 before arguments, launch
        // arguments and constants read through singletons stopped being accesses): the floor
        // only proves the corpus was linted.
        #expect(total > 20, "the corpus should give findings to compare")
        #expect(problems.isEmpty, "\(problems.count) doubles: \(problems.sorted().prefix(20))")
    }

    /// Shapes the held-out sets found carrying two findings, every rule on: an injection
    /// wrapper's implicitly unwrapped property (set 8: `injected_property_wrapper` and
    /// `force_unwrapped_dependency` on each of Trio's 296), and the container pulled out of a
    /// composition root before the lookups made with it (set 8's configurators), and a
    /// hand-made `Container` whose methods are each named for resolving one dependency (set
    /// 181: `Container.shared.resolveAuthService()` was also a singleton access).
    @Test func heldOutShapesCarryOneFindingEach() throws {
        let result = try LintHarness.lint(
            [
                (
                    path: "Sources/Injected.swift",
                    code: """
                    @propertyWrapper struct Injected<Service> {
                        private var service: Service!
                        var wrappedValue: Service! { get { service } set { service = newValue } }
                    }
                    final class APSManager {
                        @Injected() var nightscout: NightscoutManager!
                        func sync() { nightscout.upload() }
                    }
                    """
                ),
                (
                    path: "Sources/Cards.swift",
                    code: """
                    final class AppAssembly { static let shared = AppAssembly(); let assembler = Assembler() }
                    final class CardsPresenter {
                        func reload() {
                            let r = AppAssembly.shared.assembler.resolver
                            r.resolve(RuuviStorage.self)!.readAll()
                        }
                    }
                    """
                ),
                (
                    path: "Sources/Login.swift",
                    code: """
                    class Container {
                        static let shared: Container = Container()
                        private lazy var authService = AuthService()
                        func resolveAuthService() -> AuthService { authService }
                    }
                    final class AuthService { func signIn() {} }
                    final class LoginViewModel {
                        private let authService = Container.shared.resolveAuthService()
                        func login() { authService.signIn() }
                    }
                    """
                ),
            ], enableAll: true)
        let findings = result.findings
        #expect(Self.doubles(in: findings).isEmpty, "\(findings.map { "\($0.path):\($0.start.line) \($0.rule)" })")
        #expect(
            findings.map { "\($0.path):\($0.start.line) \($0.rule.rawValue)" }.sorted() == [
                "Sources/Cards.swift:5 service_locator", "Sources/Injected.swift:6 injected_property_wrapper",
                "Sources/Login.swift:8 service_locator",
            ])
    }
}
