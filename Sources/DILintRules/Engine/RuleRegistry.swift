/// The rule types in `RuleID` order, read from `RuleID.ruleType`; there is no second list.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = RuleID.allCases.map(\.ruleType)

    public static func type(of id: RuleID) -> any Rule.Type {
        id.ruleType
    }

    /// Every rule with its options from the configuration. Options of every configured rule
    /// are checked, enabled or not, so a typo never hides.
    public static func instantiate(configuration: Configuration) throws(ConfigError) -> [any Rule] {
        var rules: [any Rule] = []
        for type in all {
            rules.append(try type.make(configuration.rules[type.id]?.options))
        }
        return rules
    }
}

extension ConfigObject {
    /// The object without `enabled` and `severity`, which every rule accepts.
    func withoutRuleSettings() -> ConfigObject {
        ConfigObject(
            path: path, members: members.filter { $0.key != "enabled" && $0.key != "severity" },
            location: location, context: context)
    }
}
