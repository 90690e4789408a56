import Factory

// Teams rename Factory's container and wrapper with type aliases; the aliases count as
// what they name (one finding per wrapper, never also a swift-dependencies one).
typealias Dependencies = Container
typealias Dependency = Injected

extension Dependencies {
    static let logger = Factory(scope: .shared) { Logger() }
}

struct NewsView {
    @Dependency(Dependencies.logger) private var ↓logger
}

enum NewsPreview {
    static func register() {
        Dependencies.logger.register { Logger() }
    }
}
