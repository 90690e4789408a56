/// Every rule dilint has, and the registry of their types (`ruleType`). Strings become
/// `RuleID`s once, at the config, suppression and command-line edges; `Rules/<rawValue>.md`
/// is each rule's documentation. Adding a rule: its file in `Rules/`, its case here, its
/// document (CONTRIBUTING.md).
public enum RuleID: String, CaseIterable, Sendable, Codable, Comparable {
    case singletonDeclaration = "singleton_declaration"
    case singletonAccess = "singleton_access"
    case systemSingletonAccess = "system_singleton_access"
    case serviceLocator = "service_locator"
    case injectedPropertyWrapper = "injected_property_wrapper"
    case forceUnwrappedDependency = "force_unwrapped_dependency"
    case propertyInjection = "property_injection"
    case tooManyDependencies = "too_many_dependencies"
    case singleImplementationProtocol = "single_implementation_protocol"
    case protocolMirror = "protocol_mirror"
    case mutableProtocolRequirement = "mutable_protocol_requirement"
    case environmentService = "environment_service"
    case containerInjection = "container_injection"
    case mockSideEffects = "mock_side_effects"
    case globalOverrideWithoutReset = "global_override_without_reset"
    case mockOnlyTest = "mock_only_test"
    case viewModelInView = "view_model_in_view"
    case superfluousSuppression = "superfluous_suppression"

    public static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }

    /// The rule type this id names: the registry, as `ReportFormat.reporter` is for reporters.
    /// A test checks that each type's `id` is the case that names it.
    public var ruleType: any Rule.Type {
        switch self {
        case .singletonDeclaration: return SingletonDeclarationRule.self
        case .singletonAccess: return SingletonAccessRule.self
        case .systemSingletonAccess: return SystemSingletonAccessRule.self
        case .serviceLocator: return ServiceLocatorRule.self
        case .injectedPropertyWrapper: return InjectedPropertyWrapperRule.self
        case .forceUnwrappedDependency: return ForceUnwrappedDependencyRule.self
        case .propertyInjection: return PropertyInjectionRule.self
        case .tooManyDependencies: return TooManyDependenciesRule.self
        case .singleImplementationProtocol: return SingleImplementationProtocolRule.self
        case .protocolMirror: return ProtocolMirrorRule.self
        case .mutableProtocolRequirement: return MutableProtocolRequirementRule.self
        case .environmentService: return EnvironmentServiceRule.self
        case .containerInjection: return ContainerInjectionRule.self
        case .mockSideEffects: return MockSideEffectsRule.self
        case .globalOverrideWithoutReset: return GlobalOverrideWithoutResetRule.self
        case .mockOnlyTest: return MockOnlyTestRule.self
        case .viewModelInView: return ViewModelInViewRule.self
        case .superfluousSuppression: return SuperfluousSuppressionRule.self
        }
    }

    /// The closest rule id to a misspelling, for "did you mean" messages.
    public static func suggestion(for text: String) -> RuleID? {
        let best = allCases.map { ($0, editDistance(text, $0.rawValue)) }.min { $0.1 < $1.1 }
        guard let (id, distance) = best, distance <= max(2, text.count / 3) else { return nil }
        return id
    }
}

/// How loudly a finding is reported; ordered note < warning < error.
public enum Severity: String, CaseIterable, Sendable, Codable, Comparable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// Levenshtein distance, for suggestions on misspelled rule ids, config keys and options.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
