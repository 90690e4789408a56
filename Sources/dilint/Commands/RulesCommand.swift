import DILintReport
import DILintRules

/// `dilint rules [--format text|json]`: every rule with its default severity, whether it
/// runs by default, and its one-line summary.
enum RulesCommand {
    static func run(_ arguments: [String]) -> Int32 {
        let parsed: Arguments
        do {
            parsed = try Arguments(arguments, options: [.init(name: "--format", takesValue: true)], command: "rules")
        } catch {
            Output.standardError.write("\(error)\n")
            return 2
        }
        if let extra = parsed.operands.first {
            Output.standardError.write("error: unexpected argument '\(extra)' for 'rules'\n")
            return 2
        }
        switch parsed.value("--format") ?? "text" {
        case "text":
            let width = RuleID.allCases.map(\.rawValue.count).max() ?? 0
            for type in RuleRegistry.all {
                let id = type.id.rawValue
                let padding = String(repeating: " ", count: width - id.count)
                let state = type.isEnabledByDefault ? "on " : "off"
                let severity = type.defaultSeverity.rawValue + String(repeating: " ", count: max(0, 7 - type.defaultSeverity.rawValue.count))
                Output.standard.write("\(id)\(padding)  \(severity)  \(state)  \(RuleDocumentation.summary(for: type.id))\n")
            }
        case "json":
            struct Entry: Encodable {
                var id: String
                var severity: String
                var enabledByDefault: Bool
                var summary: String
            }
            let entries = RuleRegistry.all.map {
                Entry(
                    id: $0.id.rawValue, severity: $0.defaultSeverity.rawValue, enabledByDefault: $0.isEnabledByDefault,
                    summary: RuleDocumentation.summary(for: $0.id))
            }
            Output.standard.write((try? PrettyJSONEncoder().encode(entries)) ?? [])
            Output.standard.write("\n")
        case let other:
            Output.standardError.write("error: '\(other)' is not a valid value for --format; expected one of text, json\n")
            return 2
        }
        return 0
    }
}
