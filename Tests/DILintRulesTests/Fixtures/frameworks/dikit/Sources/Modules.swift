import DIKit

// DIKit: modules of `single`/`factory` definitions, resolved with the global `resolve()`.
extension DependencyContainer {
    static var app = module {
        single { NetworkService() as NetworkServicing }
        factory { ProfileRepository(network: resolve()) as ProfileRepositoryAPI }
        factory(tag: "cached") { CachedProfileRepository(network: DIKit.resolve()) as ProfileRepositoryAPI }
    }
}

@main
final class AppDelegate {
    init() {
        DependencyContainer.defined(by: modules { DependencyContainer.app })
    }
}

// Defaults are the endorsed way in: `init(x: X = resolve())`.
final class ProfileViewModel {
    private let repository: ProfileRepositoryAPI
    init(repository: ProfileRepositoryAPI = resolve()) { self.repository = repository }
}

// Lookups in consumers.
final class ProfileViewController {
    @Inject var ↓network: NetworkServicing
    @LazyInject var ↓repository: ProfileRepositoryAPI
    @OptionalInject var ↓tracker: Tracking?

    func reload() {
        let cached: ProfileRepositoryAPI = ↓resolve(tag: "cached")
        let presenter = ProfilePresenter(repository: ↓resolve(), network: ↓resolve())
        let again = ProfilePresenter(repository: resolve(), network: DIKit.resolve())
        _ = (cached, presenter, again)
    }
}
