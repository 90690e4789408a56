import Factory

// Factory 2: computed factories in `extension Container` (registration).
extension Container {
    var analytics: Factory<AnalyticsTracking> { self { FirebaseAnalytics() }.singleton }
    var sessionStore: Factory<SessionStore> { self { SessionStore(api: self.api()) }.cached }
    var api: Factory<APIClient> { self { LiveAPIClient() } }
}

final class SharedToolingContainer: SharedContainer {
    static let shared = SharedToolingContainer()
    let manager = ContainerManager()
    var tracker: Factory<EventTracker> { self { ConsoleTracker() } }
}
