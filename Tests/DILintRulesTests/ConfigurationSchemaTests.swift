import DILintRules
import Foundation
import Testing

/// `docs/schemas/dilint-config.schema.json` is what the code accepts: every rule, its
/// severity forms and every option of its `Options`, and nothing else. The schema is built
/// here from the rule registry; run with `DILINT_UPDATE_GOLDEN=1` to rewrite the file after a
/// deliberate change, and read the diff.
@Suite struct ConfigurationSchemaTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let schemaFile = repository.appendingPathComponent("docs/schemas/dilint-config.schema.json")

    /// A JSON Schema (draft-07, the dialect editors support best) for one option's type as
    /// the rule documents it: `integer`, `boolean`, `string`, `array of strings`, or an
    /// enumeration of backticked values.
    static func schema(forOptionType type: String) throws -> [String: Any] {
        switch type {
        case "integer": return ["type": "integer", "minimum": 0]
        case "boolean": return ["type": "boolean"]
        case "string": return ["type": "string"]
        case "array of strings": return ["type": "array", "items": ["type": "string"]]
        default:
            let values = type.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map {
                String($0.element)
            }
            guard !values.isEmpty else { throw SchemaError(message: "option type '\(type)' is not in the documented grammar") }
            return ["enum": values]
        }
    }

    struct SchemaError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    static func expectedSchema() throws -> [String: Any] {
        let severities = Severity.allCases.map(\.rawValue)
        var rules: [String: Any] = [:]
        for type in RuleRegistry.all {
            var options: [String: Any] = [
                "enabled": ["type": "boolean", "description": "run the rule (default: \(type.isEnabledByDefault))"],
                "severity": ["enum": severities, "description": "default: \(type.defaultSeverity.rawValue)"],
            ]
            for option in type.optionDescriptions {
                var property = try schema(forOptionType: option.type)
                property["description"] = "\(option.effect) (default: \(option.defaultValue.replacingOccurrences(of: "`", with: "")))"
                options[option.key] = property
            }
            rules[type.id.rawValue] = [
                "description": RuleDocumentation.summary(for: type.id),
                "oneOf": [
                    ["enum": ["on", "off"] + severities],
                    ["type": "boolean"],
                    ["type": "object", "additionalProperties": false, "properties": options],
                ],
            ]
        }
        let strings: [String: Any] = ["type": "array", "items": ["type": "string"]]
        return [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "title": "dilint configuration (.dilint.json)",
            "type": "object",
            "additionalProperties": false,
            "properties": [
                "$schema": ["type": "string"],
                "rules": [
                    "type": "object", "additionalProperties": false, "properties": rules,
                    "description": "rules on/off, their severity and options; `dilint rules` lists them",
                ],
                "exclude": strings.merging(["description": "globs of paths to skip, relative to this file"]) { $1 },
                "composition_root": [
                    "type": "object", "additionalProperties": false,
                    "description": "where wiring belongs: singletons and container resolution are allowed there",
                    "properties": [
                        "types": strings.merging(["description": "type names that are composition roots"]) { $1 },
                        "paths": strings.merging(["description": "globs of files that are composition roots"]) { $1 },
                    ],
                ],
                "dependency_suffixes": strings.merging([
                    "description": "type-name endings that make a type dependency-like (replaces the default list)"
                ]) { $1 },
                "test_paths": strings.merging(["description": "globs of further test files, relative to this file"]) { $1 },
                "fail_on": [
                    "enum": ["error", "warning", "note", "never"],
                    "description":
                        "lowest severity that makes lint exit 1 and fails a plugin build (--fail-on wins; default: warning, the build-tool plugin: error)",
                ],
            ],
        ]
    }

    static func render(_ schema: [String: Any]) throws -> String {
        let data = try JSONSerialization.data(
            withJSONObject: schema,
            options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    @Test func publishedSchemaMatchesTheRules() throws {
        let expected = try Self.render(Self.expectedSchema())
        if ProcessInfo.processInfo.environment["DILINT_UPDATE_GOLDEN"] == "1" {
            try expected.write(to: Self.schemaFile, atomically: true, encoding: .utf8)
        }
        let published = try String(contentsOf: Self.schemaFile, encoding: .utf8)
        #expect(published == expected, "docs/schemas/dilint-config.schema.json is out of date; rerun with DILINT_UPDATE_GOLDEN=1")
    }

    @Test func everyOptionTypeFollowsTheDocumentedGrammar() throws {
        for type in RuleRegistry.all {
            for option in type.optionDescriptions {
                #expect(throws: Never.self, "\(type.id.rawValue).\(option.key)") {
                    _ = try Self.schema(forOptionType: option.type)
                }
            }
        }
    }
}
