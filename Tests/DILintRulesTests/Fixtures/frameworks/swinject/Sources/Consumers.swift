import Swinject

// Lookups outside the composition root.
final class ForecastPresenter {
    private let resolver: Resolver

    init(resolver: ↓Resolver) {
        self.resolver = resolver
    }

    func show() {
        let fetcher = resolver.↓resolve(WeatherFetching.self)!
        let cache = resolver.↓resolve(ForecastCache.self, name: "disk")
        _ = (fetcher, cache)
    }
}

// A screen factory that holds the container and builds by constructor injection: wiring.
final class ForecastFactory {
    private let container: Container
    init(container: Container) { self.container = container }
    func makePresenter() -> ForecastPresenter {
        ForecastPresenter(resolver: container)
    }
    func makeFetcher() -> WeatherFetching { container.resolve(WeatherFetching.self)! }
}
