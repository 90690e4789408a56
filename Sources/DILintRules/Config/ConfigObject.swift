import DILintSyntax

/// A configuration mistake: the file, where in it, and what was expected.
public struct ConfigError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var location: SourceLocation?
    public var message: String

    public init(path: String, location: SourceLocation?, message: String) {
        self.path = path
        self.location = location
        self.message = message
    }

    /// `.dilint.json:7:15: error: unknown rule 'singelton_access'; did you mean 'singleton_access'?`
    public var description: String {
        if let location { return "\(path):\(location.line):\(location.column): error: \(message)" }
        return "\(path): error: \(message)"
    }
}

/// A JSON object of the configuration with typed accessors that fail with a position.
public struct ConfigObject: Sendable {
    public let path: String
    public let members: [JSONMember]
    public let location: SourceLocation
    /// Where this object sits, for messages: `rules.too_many_dependencies`.
    public let context: String

    public init(path: String, members: [JSONMember], location: SourceLocation, context: String) {
        self.path = path
        self.members = members
        self.location = location
        self.context = context
    }

    /// An empty object (a rule configured with a bare severity string).
    public static func empty(path: String, context: String) -> ConfigObject {
        ConfigObject(path: path, members: [], location: SourceLocation(line: 1, column: 1), context: context)
    }

    public func member(_ key: String) -> JSONMember? {
        members.first { $0.key == key }
    }

    public func error(_ message: String, at location: SourceLocation?) -> ConfigError {
        ConfigError(path: path, location: location, message: message)
    }

    private func typeError(_ member: JSONMember, expected: String) -> ConfigError {
        error("'\(member.key)' must be \(expected), found \(member.value.typeName)", at: member.value.location)
    }

    /// Fails on the first key not in `allowed`, suggesting the closest allowed key.
    public func rejectUnknownKeys(allowed: [String]) throws(ConfigError) {
        for member in members where !allowed.contains(member.key) {
            var message = "unknown key '\(member.key)' in \(context)"
            let best = allowed.map { ($0, editDistance(member.key, $0)) }.min { $0.1 < $1.1 }
            if let (suggestion, distance) = best, distance <= max(2, member.key.count / 3) {
                message += "; did you mean '\(suggestion)'?"
            } else if allowed.isEmpty {
                message += "; this rule has no options"
            } else {
                message += "; expected one of \(allowed.map { "'\($0)'" }.joined(separator: ", "))"
            }
            throw error(message, at: member.keyLocation)
        }
    }

    public func integer(_ key: String, minimum: Int? = nil) throws(ConfigError) -> Int? {
        guard let member = member(key) else { return nil }
        guard case .number(let value, let location) = member.value, value == value.rounded(),
            abs(value) < 1e15
        else {
            throw typeError(member, expected: "an integer")
        }
        if let minimum, Int(value) < minimum {
            throw error("'\(key)' must be at least \(minimum), found \(Int(value))", at: location)
        }
        return Int(value)
    }

    public func bool(_ key: String) throws(ConfigError) -> Bool? {
        guard let member = member(key) else { return nil }
        guard case .bool(let value, _) = member.value else { throw typeError(member, expected: "true or false") }
        return value
    }

    public func string(_ key: String) throws(ConfigError) -> String? {
        guard let member = member(key) else { return nil }
        guard case .string(let value, _) = member.value else { throw typeError(member, expected: "a string") }
        return value
    }

    /// A string that must be one of `allowed`.
    public func choice(_ key: String, _ allowed: [String]) throws(ConfigError) -> String? {
        guard let member = member(key) else { return nil }
        guard case .string(let value, let location) = member.value else {
            throw typeError(member, expected: "one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        guard allowed.contains(value) else {
            throw error(
                "'\(key)' must be one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", ")), found \"\(value)\"",
                at: location)
        }
        return value
    }

    public func strings(_ key: String) throws(ConfigError) -> [String]? {
        try locatedStrings(key)?.map(\.value)
    }

    /// An array of strings, each with the position of its JSON string, for an error about one
    /// entry (`'singletons' entries must be written 'Type.member'` at that entry).
    public func locatedStrings(_ key: String) throws(ConfigError) -> [(value: String, location: SourceLocation)]? {
        guard let member = member(key) else { return nil }
        guard case .array(let elements, _) = member.value else { throw typeError(member, expected: "an array of strings") }
        var result: [(value: String, location: SourceLocation)] = []
        for element in elements {
            guard case .string(let value, let location) = element else {
                throw error("'\(key)' must contain only strings, found \(element.typeName)", at: element.location)
            }
            result.append((value, location))
        }
        return result
    }

    /// An array of globs, each compiled; a malformed one fails at its line and column (the
    /// column is exact when the JSON string holds no escape sequence).
    public func globs(_ key: String) throws(ConfigError) -> [Glob]? {
        guard let entries = try locatedStrings(key) else { return nil }
        var result: [Glob] = []
        for (value, location) in entries {
            do {
                result.append(try Glob(validating: value))
            } catch {
                let column = location.column + 1 + error.offset
                throw self.error(
                    "invalid glob '\(value)' in '\(key)': \(error.message)",
                    at: SourceLocation(line: location.line, column: column))
            }
        }
        return result
    }

    public func object(_ key: String) throws(ConfigError) -> ConfigObject? {
        guard let member = member(key) else { return nil }
        guard case .object(let members, let location) = member.value else { throw typeError(member, expected: "an object") }
        let isRoot = context.isEmpty || context == "the configuration"
        return ConfigObject(
            path: path, members: members, location: location,
            context: isRoot ? "'\(key)'" : "\(context).\(key)")
    }
}
