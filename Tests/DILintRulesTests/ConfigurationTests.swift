import DILintRules
import DILintSyntax
import Foundation
import Testing

/// `.dilint.json`: every mistake stops the run with the file, line and column and what
/// was expected; valid files set rules, options, excludes, the composition root, suffixes
/// and test paths.
@Suite struct ConfigurationTests {
    static func parse(_ text: String) throws(ConfigError) -> Configuration {
        try Configuration.parse(Array(text.utf8), displayPath: ".dilint.json", directory: "/project")
    }

    static func error(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func validConfigurationIsRead() throws {
        let configuration = try Self.parse(
            """
            {
              "$schema": "docs/schemas/dilint-config.schema.json",
              "rules": {
                "too_many_dependencies": {"severity": "error", "max_parameters": 4},
                "service_locator": "off",
                "system_singleton_access": "on",
                "singleton_access": "note",
                "protocol_mirror": false
              },
              "exclude": ["Generated/**"],
              "composition_root": {"types": ["AppContainer"], "paths": ["App/Wiring/**"]},
              "dependency_suffixes": ["Service", "Client"],
              "test_paths": ["Fixtures/**"]
            }
            """)
        #expect(configuration.rules[.tooManyDependencies]?.severity == .error)
        #expect(configuration.rules[.serviceLocator]?.isEnabled == false)
        #expect(configuration.rules[.systemSingletonAccess]?.isEnabled == true)
        #expect(configuration.rules[.singletonAccess]?.severity == .note)
        #expect(configuration.rules[.protocolMirror]?.isEnabled == false)
        #expect(configuration.exclude.map(\.pattern) == ["Generated/**"])
        #expect(configuration.compositionRootTypes == ["AppContainer"])
        #expect(configuration.dependencySuffixes == ["Service", "Client"])
        #expect(configuration.testPaths.first?.matches("Fixtures/A/B.swift") == true)
        let selection = RuleSelection(configuration: configuration)
        #expect(!selection.enabled.contains(.serviceLocator) && selection.enabled.contains(.systemSingletonAccess))
        #expect(selection.severities[.tooManyDependencies] == .error)
        #expect(throws: Never.self) { _ = try RuleRegistry.instantiate(configuration: configuration) }
    }

    @Test(arguments: [
        (
            "{\"rules\": {\"singelton_access\": \"off\"}}",
            ".dilint.json:1:12: error: unknown rule 'singelton_access'; did you mean 'singleton_access'?"
        ),
        ("{\n  \"rule\": {}\n}", ".dilint.json:2:3: error: unknown key 'rule' in the configuration; did you mean 'rules'?"),
        (
            "{\"rules\": {\"service_locator\": \"maybe\"}}",
            ".dilint.json:1:31: error: 'service_locator' must be \"on\", \"off\", \"error\", \"warning\", \"note\" or an object, found \"maybe\""
        ),
        (
            "{\"rules\": {\"service_locator\": 3}}",
            ".dilint.json:1:31: error: 'service_locator' must be \"on\", \"off\", a severity or an object, found a number"
        ),
        ("{\"exclude\": \"Generated\"}", ".dilint.json:1:13: error: 'exclude' must be an array of strings, found a string"),
        ("{\"exclude\": [1]}", ".dilint.json:1:14: error: 'exclude' must contain only strings, found a number"),
        (
            "{\"rules\": {\"singleton_access\": {\"severity\": \"fatal\"}}}",
            ".dilint.json:1:45: error: 'severity' must be one of \"note\", \"warning\", \"error\", found \"fatal\""
        ),
        (
            "{\"composition_root\": {\"type\": []}}",
            ".dilint.json:1:23: error: unknown key 'type' in 'composition_root'; did you mean 'types'?"
        ),
        ("{\"rules\": {}", ".dilint.json:1:13: error: invalid JSON: expected ',' or '}', found end of file"),
        ("{\"rules\": {},}", ".dilint.json:1:14: error: invalid JSON: trailing comma before '}'"),
        ("[]", ".dilint.json:1:1: error: the configuration must be a JSON object, found an array"),
        ("{\"exclude\": [], \"exclude\": []}", ".dilint.json:1:17: error: invalid JSON: duplicate key 'exclude'"),
        ("// comment\n{}", ".dilint.json:1:1: error: invalid JSON: comments are not allowed in JSON"),
        ("", ".dilint.json:1:1: error: invalid JSON: expected a value, found end of file"),
    ])
    func mistakesAreReportedWithLineAndColumn(_ text: String, _ expected: String) {
        #expect(Self.error(text) == expected)
    }

    @Test func ruleOptionsAreCheckedWhenRulesAreMade() throws {
        let cases: [(String, String)] = [
            (
                "{\"rules\": {\"too_many_dependencies\": {\"max_parameter\": 3}}}",
                ".dilint.json:1:38: error: unknown key 'max_parameter' in rules.too_many_dependencies; did you mean 'max_parameters'?"
            ),
            (
                "{\"rules\": {\"too_many_dependencies\": {\"max_parameters\": \"3\"}}}",
                ".dilint.json:1:56: error: 'max_parameters' must be an integer, found a string"
            ),
            (
                "{\"rules\": {\"too_many_dependencies\": {\"max_parameters\": -1}}}",
                ".dilint.json:1:56: error: 'max_parameters' must be at least 0, found -1"
            ),
            (
                "{\"rules\": {\"too_many_dependencies\": {\"count\": \"some\"}}}",
                ".dilint.json:1:47: error: 'count' must be one of \"all\", \"dependencies\", found \"some\""
            ),
            (
                "{\"rules\": {\"service_locator\": {\"limit\": 1}}}",
                ".dilint.json:1:32: error: unknown key 'limit' in rules.service_locator; this rule has no options"
            ),
        ]
        for (text, expected) in cases {
            do {
                _ = try RuleRegistry.instantiate(configuration: try Self.parse(text))
                Issue.record("no error for \(text)")
            } catch {
                #expect(error.description == expected)
            }
        }
    }

    @Test func deeplyNestedAndHugeInputsFailCleanly() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(Self.error(deep).contains("nesting is deeper than 64 levels"))
        #expect(Self.error("{\"rules\": \"\\ud800\"}").contains("unpaired surrogate"))
        let invalidUTF8 = [UInt8(ascii: "{"), UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\""), UInt8(ascii: ":"), UInt8(ascii: "1"), UInt8(ascii: "}")]
        do {
            _ = try Configuration.parse(invalidUTF8, displayPath: ".dilint.json", directory: "/project")
            Issue.record("invalid UTF-8 accepted")
        } catch {
            #expect(error.description == ".dilint.json:1:2: error: invalid JSON: string is not valid UTF-8")
        }
    }

    @Test(arguments: [
        ("Generated/**", "Generated/Models.swift", true),
        ("Generated/**", "Generated", true),
        ("Generated/**", "Sources/Generated/A.swift", false),
        ("*Generated.swift", "Sources/Deep/ModelsGenerated.swift", true),
        ("Sources/*.swift", "Sources/A.swift", true),
        ("Sources/*.swift", "Sources/Sub/A.swift", false),
        ("**/Mocks/**", "Tests/Unit/Mocks/A.swift", true),
        ("**/Mocks/**", "Mocks/A.swift", true),
        ("App/Wiring/**", "App/Wiring/Container.swift", true),
        ("Tests/?.swift", "Tests/A.swift", true),
        ("Tests/?.swift", "Tests/AB.swift", false),
        ("a*b*c*d*e*f*g*h*i*j*k", String(repeating: "a", count: 200), false),
    ])
    func globsMatchPathsRelativeToTheConfiguration(_ pattern: String, _ path: String, _ matches: Bool) {
        #expect(Glob(pattern).matches(path) == matches)
    }

    @Test func nearestConfigurationIsFoundUpwards() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-config-\(UUID().uuidString)")
        let nested = root.appendingPathComponent("a/b/c")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Configuration.find(from: nested.path) == nil || !Configuration.find(from: nested.path)!.hasPrefix(root.path))
        try Data("{}".utf8).write(to: root.appendingPathComponent("a/.dilint.json"))
        #expect(Configuration.find(from: nested.path) == root.appendingPathComponent("a/.dilint.json").path)
    }
}
