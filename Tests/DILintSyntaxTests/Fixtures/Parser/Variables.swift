// Variables: several bindings, stored / computed / observed storage,
// attributes with arguments, modifiers, implicitly unwrapped types; protocol requirements.

final class ProfileViewModel {
    var a = 1, b: String = "x", c: Int
    var d, e: Double
    var asyncHandler: (() async throws -> Void)?
    let transform: (Int) -> Int = { value in value * 2 }
    var count: Int {
        get { storage.count }
        set { storage.count = newValue }
    }
    var observed: Int = 0 { didSet { print(oldValue) } }
    var watched: String = "" {
        willSet(newName) { log(newName) }
        didSet { }
    }
    var shorthand: Int { 42 }
    var fetched: Int { self.get() }
    var accessed: Int {
        _read { yield storage.value }
        _modify { yield &storage.value }
    }
    @State private var isOn = false
    @Injected(\.network) var network: NetworkService
    @Environment(\.dismiss) private var dismiss
    @AppStorage("user.name", store: .standard) var userName: String = ""
    @Published private(set) var items: [String] = []
    lazy var formatter: DateFormatter = DateFormatter()
    weak var delegate: ProfileDelegate?
    unowned(safe) let owner: Owner
    static let shared = ProfileViewModel()
    class var kind: String { "profile" }
    nonisolated(unsafe) static var cache: [String: Int] = [:]
    public internal(set) var visits = 0
    var service: NetworkService!
    var wrapped: (Foo)!
    var list: [Foo!] = []
    var optionalList: [Foo]?
    var callback: (() -> Void)?
    var handler: @Sendable () -> Void = {}
    var generic: Optional<Foo>
    var dictionary: Dictionary<String, Service>!
    @IBOutlet private weak var label: UILabel!
    let button = Button("Save") { save() }
}

protocol ProfileProviding: AnyObject {
    var name: String { get }
    var settings: Settings { get set }
    var avatar: Data { get async throws }
    var counter: Int { mutating get nonmutating set }
    static var shared: Self { get }
    subscript(index: Int) -> String { get set }
    func load() async throws -> Profile
    mutating func reset()
    init(name: String)
    init?(coder: NSCoder)
}

var globalCounter = 0
let globalService: Service! = nil
var fallback: (() -> Void)! = nil
private let logger = Logger(subsystem: "app", category: "profile"), verbose = false
