import Swinject

// A consumer handed the whole resolver: one `container_injection` finding at the parameter;
// its lookups through it are the same problem.
final class ForecastPresenter {
    private let resolver: Resolver

    init(resolver: ↓Resolver) {
        self.resolver = resolver
    }

    func show() {
        let fetcher = resolver.resolve(WeatherFetching.self)!
        let cache = resolver.resolve(ForecastCache.self, name: "disk")
        _ = (fetcher, cache)
    }
}

// Lookups outside the composition root, through the app's global assembler.
let appAssembler = Assembler([ServiceAssembly()])

final class ForecastWidget {
    func refresh() {
        let fetcher = appAssembler.resolver.↓resolve(WeatherFetching.self)!
        let cache = appAssembler.resolver.↓resolve(ForecastCache.self, name: "disk")
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
