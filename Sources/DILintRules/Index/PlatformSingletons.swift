/// A singleton written as `Type.member`: `URLSession.shared`.
public struct SingletonName: Sendable, Hashable, CustomStringConvertible {
    public var type: String
    public var member: String

    public init(type: String, member: String) {
        self.type = type
        self.member = member
    }

    /// Reads `Type.member` (`Module.Type.member` keeps the last type component); nil when the
    /// text is not two or more dot-separated identifiers.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy(Self.isIdentifier) else { return nil }
        type = String(parts[parts.count - 2])
        member = String(parts[parts.count - 1])
    }

    public var description: String { "\(type).\(member)" }

    /// Whether `part` is one identifier: letters, digits and `_`, not starting with a digit.
    public static func isIdentifier(_ part: Substring) -> Bool {
        !part.isEmpty && part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber } && !(part.first?.isNumber ?? true)
    }
}

/// The platform singletons that hide I/O or process-wide state: the one list
/// `system_singleton_access` (its default `singletons` option) and `mock_side_effects` (what a
/// test double must not touch) share.
public enum PlatformSingletons {
    public static let defaults: [SingletonName] = [
        SingletonName(type: "URLSession", member: "shared"),
        SingletonName(type: "UserDefaults", member: "standard"),
        SingletonName(type: "FileManager", member: "default"),
        SingletonName(type: "NotificationCenter", member: "default"),
        SingletonName(type: "UIApplication", member: "shared"),
        SingletonName(type: "NSWorkspace", member: "shared"),
        SingletonName(type: "ProcessInfo", member: "processInfo"),
    ]
}
