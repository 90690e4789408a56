import DILintRules
import DILintSyntax
import Foundation
import Testing

/// docs/frameworks.md: one fixture project per DI framework, written from the framework's
/// documented usage, in `Fixtures/frameworks/<name>/`. Each folder is linted as one project
/// (paths under `Tests/` are test files) with the default rules and
/// injected_property_wrapper, and the findings of the rules that report lookups and
/// wiring must be exactly the `↓` markers.
@Suite struct FrameworkFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/frameworks")

    /// The rules the framework table is about.
    static let lookupRules: Set<RuleID> = [
        .serviceLocator, .injectedPropertyWrapper, .singletonAccess, .containerInjection, .globalOverrideWithoutReset,
        .forceUnwrappedDependency,
    ]

    static let frameworks = [
        "swinject", "factory1", "factory2", "resolver", "swift-dependencies", "needle", "cleanse", "ditranquillity",
        "dip", "dikit", "weaver", "hand-made-locator", "injected-values",
    ]

    @Test func everyFrameworkFolderIsListed() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(folders == Self.frameworks.sorted())
    }

    @Test(arguments: frameworks)
    func fixtureGivesExactlyItsMarkedFindings(_ name: String) throws {
        let root = Self.folder.appendingPathComponent(name)
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files: [(path: String, code: MarkedCode)] = []
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            files.append((relative, MarkedCode(text)))
        }
        #expect(!files.isEmpty)
        let configuration = Configuration(directory: "/project")
        let selection = RuleSelection(configuration: configuration, enable: [.injectedPropertyWrapper])
        let linter = try Linter(configuration: configuration, selection: selection, currentDirectory: "/project")
        let result = linter.run(
            files.sorted { $0.path < $1.path }.map { file in
                Linter.Input(path: file.path) { () throws(SourceError) -> [UInt8] in Array(file.code.code.utf8) }
            })
        let actual = result.findings.filter { Self.lookupRules.contains($0.rule) }
            .map { "\($0.path):\($0.start.line):\($0.start.column)" }
        let expected = files.flatMap { file in file.code.markers.map { "\(file.path):\($0.line):\($0.column)" } }
        let details = result.findings.filter { Self.lookupRules.contains($0.rule) }
            .map { "\($0.path):\($0.start.line):\($0.start.column) \($0.rule.rawValue)" }
        #expect(actual.sorted() == expected.sorted(), "\(name): got \(details.sorted())")
    }
}
