import Dip

// Dip: registration on a `DependencyContainer`, usually in its configuration closure.
@main
final class AppDelegate {
    let container = DependencyContainer { container in
        container.register(.singleton) { LiveAnalytics() as AnalyticsTracking }
        container.register { try ProfileInteractor(analytics: container.resolve()) as ProfileInteracting }
        container.register(tag: "debug") { DebugProfileStore() as ProfileStoring }
    }
}

// A container passed to a consumer: one `container_injection` finding at the parameter; its
// lookups through it are the same problem.
final class ProfileController {
    private let container: DependencyContainer
    init(container: ↓DependencyContainer) { self.container = container }

    func open() throws {
        let interactor = try container.resolve() as ProfileInteracting
        _ = interactor
    }
}

// Lookups in a consumer outside that rule's names, handed the container by its memberwise
// initializer.
struct ProfileScene {
    let container: DependencyContainer

    func open() throws {
        let interactor = try container.↓resolve() as ProfileInteracting
        let store = try container.↓resolve(tag: "debug") as ProfileStoring
        let analytics = try container.↓resolve(AnalyticsTracking.self)
        _ = (interactor, store, analytics)
    }
}
