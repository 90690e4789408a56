import DILintSyntax

/// A rule: an id, a default severity, whether it runs by default, typed options, and checks
/// over one file plus the project index. The engine walks each file once and calls each
/// rule for the declaration kinds it names, once with the file's expression chains (if it
/// inspects code), and once per file; no rule walks the tree itself.
public protocol Rule: Sendable {
    associatedtype Options: RuleOptions

    static var id: RuleID { get }
    static var defaultSeverity: Severity { get }
    static var isEnabledByDefault: Bool { get }

    init(options: Options)

    /// Declaration kinds passed to `check(declaration:in:into:)`.
    var declarationKinds: Set<DeclarationKind> { get }
    /// Whether `check(chains:in:into:)` is called with the file's expression chains.
    var inspectsCode: Bool { get }

    func check(declaration: Int, in file: FileContext, into sink: inout FindingSink)
    /// Reads every expression chain of the file's code. Called once per file, so that a rule
    /// loops over the chains in its own code: a call per chain and rule, through the
    /// existential, cost more than most rules' work on a chain.
    func check(chains: ExpressionChains, in file: FileContext, into sink: inout FindingSink)
    /// Called once per file after the declarations and chains.
    func finish(_ file: FileContext, into sink: inout FindingSink)

    /// The rule with options read from its configuration object (defaults when nil).
    static func make(_ object: ConfigObject?) throws(ConfigError) -> any Rule
    /// The options the rule documents.
    static var optionDescriptions: [OptionDescription] { get }
}

extension Rule {
    public static func make(_ object: ConfigObject?) throws(ConfigError) -> any Rule {
        guard let object else { return Self(options: Options()) }
        return Self(options: try Options(from: object.withoutRuleSettings()))
    }

    public static var optionDescriptions: [OptionDescription] { Options.descriptions }

    public var declarationKinds: Set<DeclarationKind> { [] }
    public var inspectsCode: Bool { false }
    public func check(declaration: Int, in file: FileContext, into sink: inout FindingSink) {}
    public func check(chains: ExpressionChains, in file: FileContext, into sink: inout FindingSink) {}
    public func finish(_ file: FileContext, into sink: inout FindingSink) {}
}

/// A rule's options: decoded from its `.dilint.json` object, described for docs and schema.
public protocol RuleOptions: Sendable {
    /// Defaults.
    init()
    /// Reads the rule's keys from its config object (besides `severity` and `enabled`).
    init(from object: ConfigObject) throws(ConfigError)
    /// Every option, in the order the rule's doc lists them.
    static var descriptions: [OptionDescription] { get }
}

/// One option of a rule, as its doc's Options table and the config schema show it.
public struct OptionDescription: Sendable, Equatable {
    public var key: String
    /// `integer`, `string`, `boolean`, `array of strings`, or an enumeration `all | dependencies`.
    public var type: String
    public var defaultValue: String
    public var effect: String

    public init(key: String, type: String, defaultValue: String, effect: String) {
        self.key = key
        self.type = type
        self.defaultValue = defaultValue
        self.effect = effect
    }
}

/// For rules without options.
public struct NoOptions: RuleOptions {
    public init() {}
    public init(from object: ConfigObject) throws(ConfigError) {
        try object.rejectUnknownKeys(allowed: [])
    }
    public static let descriptions: [OptionDescription] = []
}
