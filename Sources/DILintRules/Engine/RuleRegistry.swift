/// The list of rules: one line per rule. A test checks it against `RuleID.allCases` and
/// the files in `Rules/`.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        SingletonDeclarationRule.self,
        SingletonAccessRule.self,
        SystemSingletonAccessRule.self,
        ServiceLocatorRule.self,
        InjectedPropertyWrapperRule.self,
        ForceUnwrappedDependencyRule.self,
        PropertyInjectionRule.self,
        TooManyDependenciesRule.self,
        SingleImplementationProtocolRule.self,
        ProtocolMirrorRule.self,
        MutableProtocolRequirementRule.self,
        EnvironmentServiceRule.self,
        ContainerInjectionRule.self,
        MockSideEffectsRule.self,
        GlobalOverrideWithoutResetRule.self,
        SuperfluousSuppressionRule.self,
    ]

    public static func type(of id: RuleID) -> any Rule.Type {
        all.first { $0.id == id }!
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
