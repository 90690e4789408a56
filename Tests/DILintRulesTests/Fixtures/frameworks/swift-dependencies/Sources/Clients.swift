import Dependencies

// swift-dependencies: keys declare the live, test and preview values (registration); the
// `@Dependency` wrapper is a property-wrapper lookup (injected_property_wrapper, opt-in) in
// every argument shape; using a key's live value directly, around the dependency system, is
// a service_locator finding.
struct WeatherClient {
    var forecast: @Sendable (String) async throws -> Forecast
}

extension WeatherClient: DependencyKey {
    static let liveValue = WeatherClient(forecast: { city in try await URLSession.shared.forecast(city) })
    static let testValue = WeatherClient(forecast: { _ in Forecast() })
    static let previewValue = WeatherClient(forecast: { _ in Forecast() })
    static var fallback: WeatherClient { WeatherClient.liveValue }
}

extension DependencyValues {
    var weatherClient: WeatherClient {
        get { self[WeatherClient.self] }
        set { self[WeatherClient.self] = newValue }
    }
}

@Observable
final class ForecastModel {
    @ObservationIgnored @Dependency(\.weatherClient) var ↓weatherClient
    @ObservationIgnored @Dependency(\.continuousClock) var ↓clock
    @ObservationIgnored @Dependency(\DependencyValues.date) var ↓date
    @ObservationIgnored @Dependency(WeatherClient.self) var ↓typedClient

    func load() async throws {
        _ = try await weatherClient.forecast("Paris")
    }

    func loadAround() async throws {
        _ = try await WeatherClient.↓liveValue.forecast("Paris")
        _ = DependencyValues._current.↓uuid
    }
}

// Overriding a dependency is the library's test and preview seam, not a lookup.
enum ForecastPreview {
    static func make() -> ForecastModel {
        withDependencies { $0.weatherClient = .liveValue } operation: { ForecastModel() }
    }
}
