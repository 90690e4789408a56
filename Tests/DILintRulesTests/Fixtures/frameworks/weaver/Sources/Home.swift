// Weaver: dependencies declared with annotations or `@Weaver` property wrappers; the
// generated container (`MainDependencyContainer`, not in the analyzed set) wires them and
// the generator checks the graph at build time, so nothing here is a run-time lookup.
final class HomeViewController {
    // weaver: movieManager = MovieManager <- MovieManaging
    // weaver: movieManager.scope = .container

    @Weaver(.registration, type: ImageManager.self)
    private var imageManager: ImageManaging

    @Weaver(.reference)
    private var logger: EventLogger

    private let dependencies: HomeViewControllerDependencyResolver

    required init(injecting dependencies: HomeViewControllerDependencyResolver) {
        self.dependencies = dependencies
    }

    func show() {
        dependencies.movieManager.load()
    }
}
