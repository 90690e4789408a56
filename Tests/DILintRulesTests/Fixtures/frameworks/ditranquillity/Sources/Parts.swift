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

// A container passed to a consumer: one `container_injection` finding at the parameter; its
// lookups through it are the same problem.
final class WeatherPresenter {
    private let container: DIContainer
    init(container: ↓DIContainer) { self.container = container }

    func refresh() {
        let service: WeatherServicing = container.resolve()
        _ = service
    }
}

// Lookups in a consumer outside that rule's names, handed the container by its memberwise
// initializer.
struct WeatherWidget {
    let container: DIContainer

    func refresh() {
        let service: WeatherServicing = container.↓resolve()
        let named: WeatherServicing = container.↓resolve(name: "cached")
        _ = (service, named)
    }
}
