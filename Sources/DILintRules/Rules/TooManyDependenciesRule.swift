import DILintSyntax

/// Flags initializers with more than `max_parameters` parameters; documented in
/// `Rules/too_many_dependencies.md`.
public struct TooManyDependenciesRule: Rule {
    public static let id = RuleID.tooManyDependencies
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public struct Options: RuleOptions {
        public enum Count: String, Sendable {
            case all, dependencies
        }

        public var maxParameters = 5
        public var count = Count.all

        public init() {}

        public init(from object: ConfigObject) throws(ConfigError) {
            try object.rejectUnknownKeys(allowed: ["max_parameters", "count"])
            if let value = try object.integer("max_parameters", minimum: 0) { maxParameters = value }
            if let value = try object.choice("count", ["all", "dependencies"]) { count = Count(rawValue: value)! }
        }

        public static let descriptions = [
            OptionDescription(
                key: "max_parameters", type: "integer", defaultValue: "5",
                effect: "the most parameters an initializer may take"),
            OptionDescription(
                key: "count", type: "`all` or `dependencies`", defaultValue: "`all`",
                effect: "`dependencies` counts only dependency-like parameters"),
        ]
    }

    let options: Options

    public init(options: Options) {
        self.options = options
    }

    public var declarationKinds: Set<DeclarationKind> { [.`init`] }

    public func check(declaration index: Int, in file: FileContext, into sink: inout FindingSink) {
        let d = file.declaration(index)
        let parameters = d.parameters.map { file.tree.parameters[Int($0)] }
        let counted: Int
        switch options.count {
        case .all:
            counted = parameters.count
        case .dependencies:
            counted = parameters.filter { file.index.isDependencyLike(file.typeReference($0.type)) }.count
        }
        guard counted > options.maxParameters else { return }
        let owner = file.enclosingTypeName(of: index).map { "initializer of '\($0)'" } ?? "initializer"
        sink.report(token: Int(d.nameToken), in: index, message(owner: owner, count: counted))
    }

    private func message(owner: String, count: Int) -> String {
        let what = options.count == .all ? "parameters" : "dependencies"
        return "\(owner) takes \(count) \(what) (limit \(options.maxParameters)); pass a grouped dependency or split the type"
    }
}
