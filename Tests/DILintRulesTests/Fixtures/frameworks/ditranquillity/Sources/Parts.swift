import DITranquillity

// DITranquillity: registration in a framework or part (`DIPart`), resolution from the container.
final class AppPart: DIPart {
    static func load(container: DIContainer) {
        container.register(LiveWeatherService.init).as(WeatherServicing.self).lifetime(.single)
        container.register(WeatherPresenter.init).lifetime(.objectGraph)
    }
}

@main
final class AppDelegate {
    let container = DIContainer()
    func start() {
        container.append(part: AppPart.self)
        let presenter: WeatherPresenter = container.resolve()
        _ = presenter
    }
}

// Lookups in consumers, and a container passed to one.
final class WeatherPresenter {
    private let container: DIContainer
    init(container: ↓DIContainer) { self.container = container }

    func refresh() {
        let service: WeatherServicing = container.↓resolve()
        let named: WeatherServicing = container.↓resolve(name: "cached")
        _ = (service, named)
    }
}
