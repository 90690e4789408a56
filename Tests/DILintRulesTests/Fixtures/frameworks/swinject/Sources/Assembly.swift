import Swinject

// Registration (wiring): an Assembly, register closures, initCompleted.
final class ServiceAssembly: Assembly {
    func assemble(container: Container) {
        container.register(WeatherFetching.self) { _ in WeatherFetcher() }
        container.register(WeatherViewModel.self) { r in
            WeatherViewModel(fetcher: r.resolve(WeatherFetching.self)!)
        }
        .initCompleted { r, model in model.logger = r.resolve(EventLogger.self) }
        .inObjectScope(.container)
    }
}

@main
final class AppDelegate {
    let assembler = Assembler([ServiceAssembly()])
    func start() {
        let model = assembler.resolver.resolve(WeatherViewModel.self)!
        _ = model
    }
}
