// Declarations inside code: local types and functions in function bodies, closures,
// accessors and property initializer closures. Local variables are not declarations.

final class Coordinator {
    lazy var router: Router = {
        class LocalRouter: Router {}
        return LocalRouter()
    }()

    var computed: Handler {
        struct Box: Handler { let id: Int }
        return Box(id: 1)
    }

    var observed: Int = 0 {
        didSet {
            enum Change { case up, down }
        }
    }

    subscript(key: String) -> Int {
        get { func lookup() -> Int { 0 }; return lookup() }
        set { }
    }

    func start(make: () -> Int = { struct Default {}; return 1 }) {
        struct Step { let name: String }
        func helper(step: Step) -> Int { 0 }
        let local = 1
        var counter: Int = 0 { didSet { } }
        items.forEach { item in
            class InClosure {}
        }
        if flag {
            actor LocalActor {}
        } else {
            typealias Alias = Int
        }
        let handler = {
            @MainActor final class Annotated {}
        }
        DispatchQueue.main.async {
            func nested() {
                struct Deeper {}
            }
        }
    }

    init() {
        enum Setup { static let value = 1 }
    }

    deinit {
        final class Cleanup {}
    }
}

let config = Config {
    class InGlobalInitializer {}
}
