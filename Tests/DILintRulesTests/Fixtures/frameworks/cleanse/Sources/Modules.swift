import Cleanse

// Cleanse: modules bind types, a root component builds the graph, consumers receive
// `Provider`s or values through their initializers.
struct NetworkModule: Module {
    static func configure(binder: Binder<Singleton>) {
        binder.bind(URLSession.self).sharedInScope().to { URLSession(configuration: .default) }
        binder.bind(APIClient.self).to(factory: LiveAPIClient.init)
    }
}

struct AppComponent: RootComponent {
    typealias Root = FeedViewController
    static func configure(binder: Binder<Singleton>) {
        binder.include(module: NetworkModule.self)
    }
    static func configureRoot(binder bind: ReceiptBinder<FeedViewController>) -> BindingReceipt<FeedViewController> {
        bind.to(factory: FeedViewController.init)
    }
}

final class FeedViewController {
    private let api: Provider<APIClient>
    init(api: Provider<APIClient>) { self.api = api }
    func load() { api.get().fetch() }
}

@main
final class AppDelegate {
    func start() throws {
        let factory = try ComponentFactory.of(AppComponent.self)
        _ = factory.build(())
    }
}
