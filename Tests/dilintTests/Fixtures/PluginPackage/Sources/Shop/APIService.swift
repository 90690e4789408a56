public final class APIService: Sendable {
    public static let shared = APIService()

    public func fetchFeed() async throws -> [String] { [] }
}
