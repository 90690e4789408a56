import Dependencies

// swift-dependencies: keys declare the live, test and preview values (registration); the
// `@Dependency` wrapper reads from task-local values that tests override with
// `withDependencies`, so it is the library's endorsed injection, not a lookup dilint reports.
struct WeatherClient {
    var forecast: @Sendable (String) async throws -> Forecast
}

extension WeatherClient: DependencyKey {
    static let liveValue = WeatherClient(forecast: { city in try await URLSession.shared.forecast(city) })
    static let testValue = WeatherClient(forecast: { _ in Forecast() })
    static let previewValue = WeatherClient(forecast: { _ in Forecast() })
}

extension DependencyValues {
    var weatherClient: WeatherClient {
        get { self[WeatherClient.self] }
        set { self[WeatherClient.self] = newValue }
    }
}

@Observable
final class ForecastModel {
    @ObservationIgnored @Dependency(\.weatherClient) var weatherClient
    @ObservationIgnored @Dependency(\.continuousClock) var clock

    func load() async throws {
        _ = try await weatherClient.forecast("Paris")
    }
}
