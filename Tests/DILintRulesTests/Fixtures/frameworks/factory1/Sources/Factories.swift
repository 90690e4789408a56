import Factory

// Factory 1.x: static factories on `Container` (registration).
extension Container {
    static let weatherService = Factory<WeatherServicing> { WeatherService() }
    static let forecastStore = Factory(scope: .shared) { ForecastStore() }
}

// Factory 1.x property wrappers; the property wrapper is opt-in injected_property_wrapper.
final class ForecastViewModel {
    @Injected(Container.weatherService) private var ↓service
    @LazyInjected(Container.forecastStore) private var ↓store

    func refresh() {
        service.load()
    }
}

// Overriding a factory in a preview is wiring.
enum Previews {
    static func register() {
        Container.weatherService.register { MockWeatherService() }
        Container.Registrations.reset()
    }
}
