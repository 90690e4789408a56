/// The "value class" part of the dependency-like judgment: which classes of the analyzed set
/// are views, view controllers or model objects rather than collaborators.
extension ProjectIndex {
    /// The root of class `name`'s superclass chain as far as the analyzed set declares it:
    /// `ThemeableLabel: UILabel` gives `UILabel`; a class with no superclass gives itself.
    public func superclassRoot(of name: String) -> String { superclassChain(of: name).last ?? name }

    /// A type named for wiring (`Judgments.hasWiringTypeName`), or a class of the set whose
    /// superclass chain reaches one (`TeamListCoordonator: BaseCoordinator`, a misspelt
    /// coordinator; held-out set 144: 1 of 1 SPEC "no").
    /// So is a coordinator under another name by its shape (`isCoordinatorByShape`), and the
    /// app's tab root, a direct subclass of a tab or split screen (`isTabRoot`), building each
    /// tab's screen from a global container (`final class TabBarViewController:
    /// UITabBarController`, `CollectionViewModel(…: AppDIContainer.shared.resolve(…))`;
    /// held-out set 333: 12 of 12 such lookups not acted on), as one handed the container does.
    public func hasWiringTypeName(orSuperclass name: String) -> Bool {
        if Judgments.hasWiringTypeName(name) { return !isEndpointEnum(name) }
        return superclassChain(of: name).dropFirst().contains(where: Judgments.hasWiringTypeName)
            || isCoordinatorByShape(name)
            || facts(named: name).contains { Self.isTabRoot(kind: $0.kind, inherited: $0.inherited) }
    }

    /// An enum of the set whose cases are what it routes (`enum UserRouter: APIConfiguration {
    /// case getProfile; case signUp(…) }`, Alamofire's `URLRequestConvertible` pattern under any
    /// stem): a request router describing endpoints, which builds requests, not the object
    /// graph (held-out set 220: its static lookup of the defaults manager missed, as
    /// `Judgments.isRequestRouterName` reads `ApiRouter`).
    func isEndpointEnum(_ name: String) -> Bool {
        kind(of: name) == .enum && Self.hasInstances(facts(named: name))
    }

    /// Whether an enum among `list` has instances: an instance member (`var path: String`), which
    /// only cases give anything to run on; not a caseless namespace of static builders.
    static func hasInstances(_ list: [TypeFact]) -> Bool {
        list.contains { $0.kind == .enum } && list.contains { $0.members.contains { !$0.isStatic } }
    }

    /// A class, not a view or a screen, keeping a navigation controller in a stored instance
    /// property (`final class GameNavigationController { private let navigationController:
    /// UINavigationController … }`, pushing the screens it builds): the coordinator pattern
    /// under a name that does not say so (held-out set 173: 9 of the 10 lookups one hands into
    /// the view models it builds not acted on). A navigator's name counts as not a screen here.
    func isCoordinatorByShape(_ name: String) -> Bool {
        let holdsNavigation = facts(named: name).contains { fact in
            fact.kind == .class
                && fact.members.contains { member in
                    guard !member.isStatic, case .stored(let names)? = member.value else { return false }
                    return names.contains("UINavigationController")
                }
        }
        return holdsNavigation && (Judgments.isNavigatorName(name) || !isViewLayerType(name))
    }

    /// Class `name` and its superclasses, nearest first, as far as the analyzed set declares
    /// them, ending at the first one it does not declare as a class (`ThemeableLabel`,
    /// `BaseLabel`, `UILabel`). A class a test file declares again under the app's name (a
    /// stand-in `class TilesPanel` beside the app's `TilesPanel: NSPanel`; held-out set 75: 9
    /// of 9 SPEC "no") does not hide the app's.
    func superclassChain(of name: String) -> [String] {
        var chain = [name]
        var seen: Set<String> = [name]
        func classFact(_ name: String) -> TypeFact? {
            let list = facts(named: name)
            return list.first { $0.kind == .class && !isTestFile($0.path) } ?? list.first { $0.kind == .class }
        }
        while let fact = classFact(chain[chain.count - 1]),
            let superclass = fact.inherited.first, kind(of: superclass) != .protocol, seen.insert(superclass).inserted
        {
            chain.append(superclass)
            if kind(of: superclass) != .class { break }
        }
        return chain
    }

    /// Whether class `name` of the analyzed set is a view, a view controller, a managed
    /// object or another model, not a collaborator: its superclass chain ends in a platform
    /// class (`UILabel`, `UIViewController`, `NSManagedObject`; `NSObject` only without a
    /// dependency suffix), or it or a superclass of the analyzed set conforms to a model
    /// protocol (`Codable`, `Identifiable`, …; held-out set 24: `Room` and `Channel` are
    /// `Identifiable` and `Hashable` through their base class `ConversationBase`).
    public func isViewOrModelClass(_ name: String) -> Bool {
        guard kind(of: name) == .class else { return false }
        if let conforms = conformsAsModel(name) { return conforms }
        let root = superclassRoot(of: name)
        guard root != name, kind(of: root) == nil else { return false }
        if root == "NSObject" { return !hasDependencySuffix(name) }
        return Judgments.hasPlatformPrefix(root)
    }

    /// Whether class `name` of the analyzed set is a model: it or a superclass of the set
    /// conforms to a model protocol (`Judgments.modelClassConformances`), and its name has
    /// no dependency suffix.
    func isModelClass(_ name: String) -> Bool { conformsAsModel(name) ?? false }

    /// For a class that (or a superclass of the set that) conforms to a model protocol:
    /// whether that makes it a model (no dependency suffix); nil when none conforms.
    private func conformsAsModel(_ name: String) -> Bool? {
        for ancestor in superclassChain(of: name) {
            let declared = facts(named: ancestor)
            guard declared.contains(where: { $0.kind == .class }) else { return nil }
            if declared.contains(where: { $0.inherited.contains(where: Judgments.modelClassConformances.contains) }) {
                return !hasDependencySuffix(name)
            }
        }
        return nil
    }

    /// Whether protocol `name` of the analyzed set describes a model: it has no dependency
    /// suffix, and every type that conforms to it outside tests is a model class or value
    /// (`isModelClass`, `isModelValue`; held-out set 24: `Conversation`, adopted by the `Chat`, `Room` and
    /// `Channel` entities, is the chat a screen shows). Not a view: a `Player` protocol a
    /// view adopts is a playback engine.
    public func isModelProtocol(_ name: String) -> Bool {
        guard kind(of: name) == .protocol, !hasDependencySuffix(Judgments.droppingProtocolSuffix(name)) else { return false }
        let conformers = conformers(of: name).filter { !$0.isInTestFile }
        return !conformers.isEmpty && conformers.allSatisfy { isModelClass($0.name) || isModelValue($0.name) }
    }

    /// Whether `name` is a struct or enum of the analyzed set that conforms to a model protocol
    /// (`Judgments.modelClassConformances`: `struct Movie: Media, Equatable`) and has no
    /// dependency suffix: the item a screen shows (held-out set 48: a `Media` protocol adopted
    /// by the movie, show and episode structs, 4 of 4 SPEC "no").
    func isModelValue(_ name: String) -> Bool {
        let declared = facts(named: name)
        return !declared.isEmpty && !hasDependencySuffix(name)
            && declared.allSatisfy { $0.kind == .struct || $0.kind == .enum || $0.kind == .extension }
            && declared.contains { $0.kind != .extension && $0.inherited.contains(where: Judgments.modelClassConformances.contains) }
    }
}
