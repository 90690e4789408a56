/// Judgments the container and locator rules add to the index: which dependency-like class
/// names are really views or model objects, and which type names are test doubles.
extension ProjectIndex {
    /// The root of class `name`'s superclass chain as far as the analyzed set declares it:
    /// `ThemeableLabel: UILabel` gives `UILabel`; a class with no superclass gives itself.
    public func superclassRoot(of name: String) -> String {
        var current = name
        var seen: Set<String> = [name]
        while let fact = facts(named: current).first(where: { $0.kind == .class }),
            let superclass = fact.inherited.first, kind(of: superclass) != .protocol, seen.insert(superclass).inserted
        {
            current = superclass
            if kind(of: superclass) != .class { break }
        }
        return current
    }

    /// Protocols that make a class a value-like model rather than a collaborator.
    static let modelConformances: Set<String> = [
        "Codable", "Decodable", "Encodable", "Identifiable", "Hashable", "Equatable", "NSCoding", "NSSecureCoding",
        "NSCopying",
    ]

    /// Whether class `name` of the analyzed set is a view, a view controller, a managed
    /// object or another model, not a collaborator: its superclass chain ends in a platform
    /// class (`UILabel`, `UIViewController`, `NSManagedObject`; `NSObject` only without a
    /// dependency suffix), or it conforms to a model protocol (`Codable`, `Identifiable`, …).
    public func isViewOrModelClass(_ name: String) -> Bool {
        guard kind(of: name) == .class else { return false }
        if facts(named: name).contains(where: { $0.inherited.contains(where: Self.modelConformances.contains) }) {
            return !hasDependencySuffix(name)
        }
        let root = superclassRoot(of: name)
        guard root != name, kind(of: root) == nil else { return false }
        if root == "NSObject" { return !hasDependencySuffix(name) }
        for prefix in ["UI", "NS", "CA", "SK", "SCN", "WK", "MK", "AV", "PH"] where root.hasPrefix(prefix) {
            if let next = root.dropFirst(prefix.count).first, next.isUppercase { return true }
        }
        return false
    }

    /// A test double's name (rules.md, mock_side_effects): `Mock*`, `Fake*`, `Stub*`, `Spy*`,
    /// `*Mock`, `*Fake`, `*Stub`, `*Spy`, `*Dummy`.
    public static func isTestDoubleName(_ name: String) -> Bool {
        for prefix in ["Mock", "Fake", "Stub", "Spy"] where name.hasPrefix(prefix) {
            if name.count == prefix.count { return true }
            if let next = name.dropFirst(prefix.count).first, next.isUppercase { return true }
        }
        return ["Mock", "Fake", "Stub", "Spy", "Dummy"].contains { name.hasSuffix($0) }
    }
}
