import DILintSyntax

/// What the locator rules find: one lookup (`LocatorUse`), the chain holding lookups
/// (`LocatorSite`) and the app delegate cast used as a locator. Found by
/// `FileContext+Locators.swift`.

/// One place where code pulls a dependency out of a runtime registry.
public struct LocatorUse: Sendable {
    public enum Kind: Sendable {
        /// `resolve`/`resolveOptional`/`get` with a metatype argument: `c.resolve(Api.self)`.
        case metatypeResolution
        /// `Resolver.resolve(…)`, `Resolver.optional(…)`, `Resolver.root.resolve(…)`.
        case resolverCall
        /// A member of a type or value named `ServiceLocator`/`Locator`: `ServiceLocator.analytics`.
        case locatorMember
        /// The app delegate's static instance: `AppDelegate.shared.router`.
        case appDelegateInstance
        /// Factory resolving from a shared container: `Container.shared.api()`.
        case sharedContainerFactory
        /// A hand-made container's shared instance kept whole in a stored property
        /// (`let services = Services.shared`), its services looked up through it.
        case heldSharedContainer
        /// Factory 2 resolving a key path: `resolve(\Container.api)`,
        /// `Container.shared.resolve(\.api)`.
        case keyPathResolution
        /// swift-dependencies' live value used directly, around the dependency system:
        /// `PersistenceRepository.liveValue.load()`.
        case liveValue
        /// swift-dependencies' current values read directly: `DependencyValues._current.api`.
        case currentDependencyValues
    }

    public var kind: Kind
    /// The token to report: the `resolve`, the member, the `.shared`.
    public var token: Int
    /// The resolving segment is followed by `!`.
    public var isForceUnwrapped: Bool
    /// What is resolved, when the code names it: the metatype's type, the member.
    public var dependency: String?
    /// How the registry is written: `container`, `Resolver`, `ServiceLocator`, `Container.shared`.
    public var registry: String

    /// The registry's first name: its type when written through one (`Container` of
    /// `Container.shared`, `AppDelegate` of `AppDelegate.shared`).
    public var registryRoot: String { registry.split(separator: ".").first.map(String.init) ?? registry }
}

/// A chain that pulls dependencies out of a registry (its uses, in token order) or is cast to
/// the app delegate type.
public struct LocatorSite: Sendable {
    public var chain: ExpressionChain
    public var uses: [LocatorUse]
    public var cast: AppDelegateCast?
}

/// A cast of an application's delegate to the app delegate type: `UIApplication.shared.delegate
/// as! AppDelegate`, `NSApp.delegate as? AppDelegate`.
public struct AppDelegateCast: Sendable {
    /// The `AppDelegate` type token after `as`.
    public var token: Int
    /// The type name as written.
    public var typeName: String
    /// `as!`
    public var isForced: Bool
}
