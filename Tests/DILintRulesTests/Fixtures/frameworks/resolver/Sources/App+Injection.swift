import Resolver

// Registration: `ResolverRegistering` and `register { … }` closures.
extension Resolver: ResolverRegistering {
    public static func registerAllServices() {
        register { NetworkService() as NetworkServicing }.scope(.application)
        register { ProfileViewModel(network: resolve()) }
        register(name: "mock") { MockNetworkService() as NetworkServicing }
    }
}

// Lookups outside registration.
final class ProfileViewController {
    @Injected var ↓viewModel: ProfileViewModel
    @LazyInjected var ↓network: NetworkServicing
    @OptionalInjected var ↓tracker: Tracking?
    @WeakLazyInjected var ↓coordinator: ProfileCoordinating?

    func reload() {
        let network: NetworkServicing = Resolver.↓resolve()
        let cache: ImageCaching? = Resolver.↓optional()
        let named: NetworkServicing = Resolver.root.↓resolve(name: "mock")
        _ = (network, cache, named)
    }
}
