import NeedleFoundation

// Needle: a component per scope, its parent's dependencies through a protocol, objects
// built by constructor injection; resolution is checked at compile time by the generator.
protocol FeedDependency: Dependency {
    var imageCache: ImageCaching { get }
    var api: APIClient { get }
}

final class RootComponent: BootstrapComponent {
    var imageCache: ImageCaching { shared { ImageCache() } }
    var api: APIClient { shared { LiveAPIClient() } }
    var feedComponent: FeedComponent { FeedComponent(parent: self) }
}

final class FeedComponent: Component<FeedDependency> {
    var feedViewModel: FeedViewModel {
        FeedViewModel(api: dependency.api, cache: dependency.imageCache)
    }
}

final class FeedViewModel {
    init(api: APIClient, cache: ImageCaching) {}
}
