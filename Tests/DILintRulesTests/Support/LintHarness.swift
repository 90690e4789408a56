import DILintRules
import DILintSyntax
import Foundation

/// Lints an in-memory project (path → code) the way `dilint lint` does, without files.
enum LintHarness {
    /// `interfaceClassNames`: what the project's storyboards, nibs, property lists and
    /// Objective-C files name, as discovery's walk reads it; nil as for explicit files.
    static func lint(
        _ files: [(path: String, code: String)], rules: [RuleID]? = nil, config: String? = nil,
        enableAll: Bool = false, interfaceClassNames: Set<String>? = nil
    ) throws -> LintResult {
        var configuration = Configuration(directory: "/project")
        if let config {
            configuration = try Configuration.parse(
                Array("{\"rules\": \(config)}".utf8), displayPath: ".dilint.json",
                directory: "/project")
        }
        let selection = RuleSelection(
            configuration: configuration, enable: enableAll ? RuleID.allCases : [],
            only: rules ?? [])
        let linter = try Linter(configuration: configuration, selection: selection, currentDirectory: "/project")
        let inputs = files.map { file in
            Linter.Input(path: file.path) { () throws(SourceError) -> [UInt8] in Array(file.code.utf8) }
        }
        let names = { interfaceClassNames }
        return linter.run(interfaceClassNames: names) { emit in inputs.forEach(emit) }
    }

    /// A rule's options as a config object literal: `{"too_many_dependencies": {…}}`.
    static func ruleConfig(_ id: RuleID, _ options: String?) -> String? {
        options.map { "{\"\(id.rawValue)\": \($0)}" }
    }
}
