// Initializers, functions, operator functions and subscripts: every parameter shape.

final class FeedViewModel<Item> {
    init() {}
    init?(json: [String: Any]) {}
    init!(legacy name: String) {}
    convenience init<Source: Sequence>(_ source: Source, limit: Int = 10) where Source.Element == Item {}
    required init(from decoder: any Decoder) throws {}
    init(api: APIProviding = APIService.shared, session: URLSession = .shared) async throws {}
    init(cache: [String: Int] = Dictionary<String, Int>(), keys: Set<String> = Set(["a", "b"]),
         map: (Int, Int) -> Int = { a, b in max(a, b) }, pair: (Int, Int) = (1, 2)) {}
    init(_ a: Int, _ b: String, named c: Double...) {}
    init(values: inout [Int], `default`: Int, `for` key: String) {}
    init(@ViewBuilder content: @escaping () -> Content, onTap: @Sendable @escaping () -> Void) {}
    init(completion: @escaping @MainActor (Result<Item, Error>) -> Void = { _ in }) {}
    init(value: sending Item, tasks: borrowing [Item], make: @autoclosure () -> Item) {}

    func load() {}
    func fetch(id: Int, _ filter: String?, from: Date) async throws -> [Item] { [] }
    func map<T, U: Hashable>(_ transform: (Item) throws -> T) rethrows -> [T] where T: Equatable { [] }
    private func helper(_: Int, label _: String) {}
    static func == (lhs: FeedViewModel, rhs: FeedViewModel) -> Bool { true }
    static func +(lhs: FeedViewModel, rhs: Int) -> FeedViewModel { lhs }
    prefix static func - (value: FeedViewModel) -> FeedViewModel { value }
    func `default`() {}

    subscript(index: Int) -> Item { fatalError() }
    subscript(key key: String, default value: Item? = nil) -> Item? {
        get { value }
        set { }
    }
    subscript<T>(dynamicMember keyPath: KeyPath<Item, T>) -> T { fatalError() }
}

func ==<T: Equatable>(lhs: Box<T>, rhs: Box<T>) -> Bool { lhs.value == rhs.value }
func <=> (lhs: Int, rhs: Int) -> Int { 0 }
