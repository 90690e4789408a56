import DILintRules
import Testing

/// A UIKit screen no code names is dead code only where the run read what storyboards, nibs,
/// property lists and Objective-C files name (`ProjectIndex.screenJudgments`, held-out set
/// 325): never on what Swift code alone shows.
@Suite struct DeadInterfaceScreenTests {
    static let project: [(path: String, code: String)] = [
        (
            "Sources/App/AppDelegate.swift",
            """
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """
        ),
        (
            "Sources/Audit/AuditStore.swift",
            """
            final class AuditStore {
                static let shared = AuditStore()
                private var courses: [String] = []
                func load() { courses = [] }
            }
            """
        ),
        (
            "Sources/Audit/AuditHomeViewController.swift",
            """
            import UIKit

            final class AuditHomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    AuditStore.shared.load()
                }

                func openSearch() { navigationController?.pushViewController(AuditSearchViewController(), animated: true) }
            }
            """
        ),
        (
            "Sources/Audit/AuditSearchViewController.swift",
            """
            import UIKit

            final class AuditSearchViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    AuditStore.shared.load()
                }
            }
            """
        ),
    ]

    static func reportingTypes(interfaceClassNames: Set<String>?) throws -> [String] {
        try LintHarness.lint(project, rules: [.singletonAccess], interfaceClassNames: interfaceClassNames).findings
            .map { String($0.path.split(separator: "/").last!.dropLast(6)) }.sorted()
    }

    @Test func aScreenNothingNamesAndTheScreensOnlyItOpensAreDead() throws {
        #expect(try Self.reportingTypes(interfaceClassNames: []).isEmpty)
        #expect(try Self.reportingTypes(interfaceClassNames: ["SettingsViewController"]).isEmpty)
    }

    @Test func aStoryboardOrAnObjectiveCFileNamingTheScreenKeepsItAndWhatItOpensAlive() throws {
        #expect(
            try Self.reportingTypes(interfaceClassNames: ["AuditHomeViewController"])
                == ["AuditHomeViewController", "AuditSearchViewController"])
    }

    @Test func withoutTheInterfaceFilesReadNoUIKitScreenIsDead() throws {
        #expect(
            try Self.reportingTypes(interfaceClassNames: nil) == ["AuditHomeViewController", "AuditSearchViewController"])
    }

    @Test func swiftCodeNamingTheScreenKeepsItAlive() throws {
        let opener: (path: String, code: String) = (
            "Sources/App/ModulesViewController.swift",
            """
            import UIKit

            final class ModulesViewController: UIViewController {
                func openAudit() { present(AuditHomeViewController(), animated: true) }
            }
            """
        )
        let found = try LintHarness.lint(
            Self.project + [opener], rules: [.singletonAccess], interfaceClassNames: ["ModulesViewController"]
        ).findings.map(\.path).sorted()
        #expect(found == ["Sources/Audit/AuditHomeViewController.swift", "Sources/Audit/AuditSearchViewController.swift"])
    }
}
