import DILintSyntax

/// Flags initializers with more than `max_parameters` dependencies; documented in
/// `Rules/too_many_dependencies.md`.
public struct TooManyDependenciesRule: Rule {
    public static let id = RuleID.tooManyDependencies
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = false

    public struct Options: RuleOptions {
        public enum Count: String, Sendable {
            case all, dependencies
        }

        public var maxParameters = 7
        public var count = Count.dependencies

        public init() {}

        public init(from object: ConfigObject) throws(ConfigError) {
            try object.rejectUnknownKeys(allowed: ["max_parameters", "count"])
            if let value = try object.integer("max_parameters", minimum: 0) { maxParameters = value }
            if let value = try object.choice("count", ["all", "dependencies"]) { count = Count(rawValue: value)! }
        }

        public static let descriptions = [
            OptionDescription(
                key: "max_parameters", type: "integer", defaultValue: "7",
                effect: "the most dependencies (or parameters, with `count: all`) an initializer may take"),
            OptionDescription(
                key: "count", type: "`all` or `dependencies`", defaultValue: "`dependencies`",
                effect: "`dependencies` counts only dependency-like parameters; `all` counts every parameter"),
        ]
    }

    let options: Options

    public init(options: Options) {
        self.options = options
    }

    public var declarationKinds: Set<DeclarationKind> { [.`init`] }

    /// Default values that fill in the caller's location: never a dependency.
    static let callerLocationDefaults: Set<String> = ["#file", "#fileID", "#filePath", "#line", "#column", "#function"]

    public func check(declaration index: Int, in file: FileContext, into sink: inout FindingSink) {
        let d = file.declaration(index)
        guard d.parameters.count > options.maxParameters else { return }  // most initializers stop here
        var counted: [Int] = []
        for parameterIndex in d.parameters {
            let parameter = file.tree.parameters[Int(parameterIndex)]
            if parameter.defaultValue.count >= 1 && parameter.defaultValue.count <= 2
                && Self.callerLocationDefaults.contains(file.text(parameter.defaultValue))
            {
                continue
            }
            if options.count == .dependencies {
                // A logger or tracker is no separate concern of the type that takes it.
                let type = file.typeReference(parameter.type)
                if !file.index.isDependencyLike(type) || type.name.map(Judgments.isCrossCuttingName) == true { continue }
            }
            counted.append(Int(parameterIndex))
        }
        guard counted.count > options.maxParameters else { return }
        let typeName = file.enclosingTypeName(of: index)
        // A group of dependencies (`CoreServices`, `AppDependencies`) is the fix this rule
        // asks for, and debug tooling drives every store by design.
        if let typeName, options.count == .dependencies && Self.isDependencyGroupName(typeName) { return }
        if file.isDebugOrDeprecatedCode(index, token: Int(d.nameToken)) { return }
        let owner = typeName.map { "initializer of '\($0)'" } ?? "initializer"
        let names = counted.map { i -> String in
            let parameter = file.tree.parameters[i]
            let token = parameter.name >= 0 ? Int(parameter.name) : Int(parameter.label)
            return token >= 0 ? "'\(file.text(ofToken: token))'" : "'_'"
        }
        sink.report(token: Int(d.nameToken), in: index, message(owner: owner, names: names))
    }

    /// Name endings of a type that groups dependencies to be passed as one.
    static let dependencyGroupSuffixes = ["Services", "Dependencies", "Environment"]

    static func isDependencyGroupName(_ name: String) -> Bool {
        dependencyGroupSuffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    private func message(owner: String, names: [String]) -> String {
        let what = options.count == .all ? "parameters" : "dependencies"
        return "\(owner) takes \(names.count) \(what) (limit \(options.maxParameters)): \(names.joined(separator: ", ")); "
            + "pass a grouped dependency or split the type"
    }
}
