import Factory

// Lookups: the shared container's factories, key paths, and the global `resolve`.
final class CheckoutViewModel {
    private let api = Container.shared.↓api()
    @Injected(\.analytics) private var ↓analytics
    @InjectedObject(\.sessionStore) private var ↓session
    @DynamicInjected(\.settings) private var ↓settings
    @InjectedObservable(\.navigation) private var ↓navigation

    func pay() {
        let tracker = ↓resolve(\SharedToolingContainer.tracker)
        let store = Container.shared.↓resolve(\.sessionStore)
        let other = ↓resolve(\Container.api)
        let tooling = SharedToolingContainer.shared.↓tracker()
        _ = (tracker, store, other, tooling)
    }

    // A default argument is the endorsed way in.
    init(clock: Clock = Container.shared.clock()) {}
}

// Overrides and the container's own API are wiring, not lookups.
enum PreviewSetup {
    static func run() {
        Container.shared.api.register { MockAPIClient() }
        Container.shared.analytics { MockAnalytics() }
        Container.shared.manager.reset()
        Container.shared.reset()
        _ = Container.shared.with { $0.api.register { MockAPIClient() } }
    }
}
