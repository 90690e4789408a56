/// The "value class" part of the dependency-like judgment: which classes of the analyzed set
/// are views, view controllers or model objects rather than collaborators.
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

    /// Whether class `name` of the analyzed set is a view, a view controller, a managed
    /// object or another model, not a collaborator: its superclass chain ends in a platform
    /// class (`UILabel`, `UIViewController`, `NSManagedObject`; `NSObject` only without a
    /// dependency suffix), or it conforms to a model protocol (`Codable`, `Identifiable`, …).
    public func isViewOrModelClass(_ name: String) -> Bool {
        guard kind(of: name) == .class else { return false }
        if facts(named: name).contains(where: { $0.inherited.contains(where: Judgments.modelClassConformances.contains) }) {
            return !hasDependencySuffix(name)
        }
        let root = superclassRoot(of: name)
        guard root != name, kind(of: root) == nil else { return false }
        if root == "NSObject" { return !hasDependencySuffix(name) }
        return Judgments.hasPlatformPrefix(root)
    }

}
