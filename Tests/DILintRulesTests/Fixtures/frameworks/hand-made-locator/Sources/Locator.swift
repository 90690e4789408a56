// A hand-made locator and a hand-made shared container.
final class ServiceLocator {
    static let shared = ServiceLocator()
    private var services: [ObjectIdentifier: Any] = [:]
    static var analytics: AnalyticsTracking = LiveAnalytics()

    func register<T>(_ service: T, as type: T.Type) { services[ObjectIdentifier(type)] = service }
    func resolve<T>(_ type: T.Type) -> T? { services[ObjectIdentifier(type)] as? T }
}

final class AppContainer {
    static let shared = AppContainer()
    lazy var userService = UserService()
    func makeSettingsViewModel() -> SettingsViewModel { SettingsViewModel(users: userService) }
    func reset() {}
}

final class SettingsViewModel {
    init(users: UserService) {}

    func signOut() {
        let users = ServiceLocator.shared.↓resolve(UserService.self)
        ServiceLocator.↓analytics.track("sign_out")
        let other = AppContainer.shared.↓userService
        let model = AppContainer.shared.makeSettingsViewModel()  // the next screen: the container as a factory
        AppContainer.shared.reset()
        (UIApplication.shared.delegate as! ↓AppDelegate).router.showLogin()
        _ = (users, other, model)
    }
}

final class UserService {}

@main
final class AppDelegate {
    let router = Router()
    func start() {
        ServiceLocator.shared.register(UserService(), as: UserService.self)
    }
}
