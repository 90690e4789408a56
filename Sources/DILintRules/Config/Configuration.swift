import DILintSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How one rule is configured: on or off, its severity, its options object.
public struct RuleConfiguration: Sendable {
    public var isEnabled: Bool?
    public var severity: Severity?
    /// The rule's object in `.dilint.json` (empty when configured by a plain string).
    public var options: ConfigObject
}

/// `.dilint.json`: rules on/off, severities and options; excluded paths; the composition
/// root; dependency suffixes; test paths. Every key is checked: unknown keys, unknown rule
/// ids and wrong types are errors with the file's line and column.
public struct Configuration: Sendable {
    /// The file it came from, as given or found (nil: defaults).
    public var path: String?
    /// The folder globs are relative to.
    public var directory: String
    public var rules: [RuleID: RuleConfiguration] = [:]
    public var exclude: [Glob] = []
    public var compositionRootTypes: [String] = []
    public var compositionRootPaths: [Glob] = []
    /// Type-name endings that make a type dependency-like (docs/configuration.md, `dependency_suffixes`).
    public var dependencySuffixes: [String] = Configuration.defaultDependencySuffixes
    public var testPaths: [Glob] = []
    /// Where each project-wide key (`composition_root`, `dependency_suffixes`, `test_paths`)
    /// was set, for the error when a nested configuration sets one.
    public var projectKeyLocations: [String: SourceLocation] = [:]
    /// `fail_on`: the lowest severity that makes `lint` exit 1 (`--fail-on` wins over it);
    /// nil: not set. One of `error`, `warning`, `note`, `never`.
    public var failOn: String?

    public static let fileName = ".dilint.json"

    public static let defaultDependencySuffixes = [
        "Service", "Manager", "Repository", "Client", "Provider", "Store", "API", "Gateway", "Coordinator",
        "Factory", "Container", "Logger", "Tracker", "Protocol", "ing", "UseCase", "Interactor",
    ]

    static let topLevelKeys = ["$schema", "rules", "exclude", "composition_root", "dependency_suffixes", "test_paths", "fail_on"]

    public init(directory: String) {
        self.directory = directory
    }

    /// The nearest `.dilint.json` in `directory` or a folder above it, whatever its kind.
    public static func find(from directory: String) -> String? {
        var folder = directory
        while true {
            let candidate = folder.hasSuffix("/") ? folder + fileName : folder + "/" + fileName
            // Any entry of that name counts, so that a folder or a dangling link named
            // `.dilint.json` is reported by `load` instead of silently ignored.
            var info = stat()
            if lstat(candidate, &info) == 0 { return candidate }
            guard let slash = folder.lastIndex(of: "/"), folder != "/" else { return nil }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
    }

    /// Reads and checks the configuration at `fileSystemPath`; `displayPath` names it in errors.
    public static func load(fileSystemPath: String, displayPath: String) throws(ConfigError) -> Configuration {
        let bytes: [UInt8]
        do {
            bytes = try SourceFile.read(fileSystemPath: fileSystemPath, path: displayPath).bytes
        } catch {
            throw ConfigError(path: displayPath, location: nil, message: "cannot read the configuration: \(error.reason)")
        }
        let directory = String(fileSystemPath[..<(fileSystemPath.lastIndex(of: "/") ?? fileSystemPath.startIndex)])
        return try parse(bytes, displayPath: displayPath, directory: directory.isEmpty ? "." : directory)
    }

    public static func parse(_ bytes: [UInt8], displayPath: String, directory: String) throws(ConfigError) -> Configuration {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw ConfigError(path: displayPath, location: error.location, message: "invalid JSON: \(error.message)")
        }
        guard case .object(let members, let location) = json else {
            throw ConfigError(
                path: displayPath, location: json.location,
                message: "the configuration must be a JSON object, found \(json.typeName)")
        }
        let root = ConfigObject(path: displayPath, members: members, location: location, context: "the configuration")
        try root.rejectUnknownKeys(allowed: topLevelKeys)
        var configuration = Configuration(directory: directory)
        configuration.path = displayPath
        _ = try root.string("$schema")
        if let rules = try root.object("rules") {
            configuration.rules = try parseRules(rules)
        }
        configuration.exclude = try root.globs("exclude") ?? []
        if let compositionRoot = try root.object("composition_root") {
            try compositionRoot.rejectUnknownKeys(allowed: ["types", "paths"])
            configuration.compositionRootTypes = try compositionRoot.strings("types") ?? []
            configuration.compositionRootPaths = try compositionRoot.globs("paths") ?? []
        }
        if let suffixes = try root.strings("dependency_suffixes") {
            configuration.dependencySuffixes = suffixes
        }
        for key in ["composition_root", "dependency_suffixes", "test_paths"] {
            if let member = root.member(key) { configuration.projectKeyLocations[key] = member.keyLocation }
        }
        configuration.testPaths = try root.globs("test_paths") ?? []
        configuration.failOn = try root.choice("fail_on", ["error", "warning", "note", "never"])
        return configuration
    }

    private static func parseRules(_ rules: ConfigObject) throws(ConfigError) -> [RuleID: RuleConfiguration] {
        var result: [RuleID: RuleConfiguration] = [:]
        for member in rules.members {
            guard let id = RuleID(rawValue: member.key) else {
                var message = "unknown rule '\(member.key)'"
                if let suggestion = RuleID.suggestion(for: member.key) { message += "; did you mean '\(suggestion.rawValue)'?" }
                throw rules.error(message, at: member.keyLocation)
            }
            let context = "rules.\(member.key)"
            switch member.value {
            case .string(let text, let location):
                var setting = RuleConfiguration(options: .empty(path: rules.path, context: context))
                switch text {
                case "on": setting.isEnabled = true
                case "off": setting.isEnabled = false
                default:
                    guard let severity = Severity(rawValue: text) else {
                        throw rules.error(
                            "'\(member.key)' must be \"on\", \"off\", \"error\", \"warning\", \"note\" or an object, found \"\(text)\"",
                            at: location)
                    }
                    setting.isEnabled = true
                    setting.severity = severity
                }
                result[id] = setting
            case .bool(let enabled, _):
                result[id] = RuleConfiguration(isEnabled: enabled, options: .empty(path: rules.path, context: context))
            case .object(let members, let location):
                let object = ConfigObject(path: rules.path, members: members, location: location, context: context)
                var setting = RuleConfiguration(options: object)
                setting.isEnabled = try object.bool("enabled")
                if let severity = try object.choice("severity", Severity.allCases.map(\.rawValue)) {
                    setting.severity = Severity(rawValue: severity)
                }
                result[id] = setting
            default:
                throw rules.error(
                    "'\(member.key)' must be \"on\", \"off\", a severity or an object, found \(member.value.typeName)",
                    at: member.value.location)
            }
        }
        return result
    }

    /// `path` (relative to the current folder) made relative to the configuration's folder,
    /// which is what its globs are written against.
    public func relativeToConfiguration(_ path: String, currentDirectory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        let configurationFolder = directory.hasPrefix("/") ? directory : currentDirectory + "/" + directory
        return FileDiscovery.relativePath(absolute, from: configurationFolder)
    }
}
