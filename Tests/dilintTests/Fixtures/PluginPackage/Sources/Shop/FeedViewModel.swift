public final class FeedViewModel {
    public init() {}

    public func load() async throws -> [String] {
        try await APIService.shared.fetchFeed()
    }
}
