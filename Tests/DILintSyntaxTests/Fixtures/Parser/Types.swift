// Type declarations: every kind with generics, inheritance lists, where clauses,
// nesting, and extensions of generic, qualified and array types.

public final class Repository<Model: Codable, ID: Hashable>: BaseRepository<Model>, @unchecked Sendable where Model: Identifiable, Model.ID == ID {
    struct Page<Element>: Sequence, ~Copyable {
        enum Cursor: String, CaseIterable {
            case first = "first", next
            indirect case nested(Cursor)
        }
    }
    open class Inner: NSObject {}
}

struct Pair<A, B> where A: Equatable, B: Comparable {
    typealias Mapped<T> = (A) -> T
    public typealias Handler = @Sendable (Result<A, Error>) -> Void
}

indirect enum Tree<Value> {
    case leaf(Value)
    case node(left: Tree, right: Tree, count: Int = 0)
    case empty, unknown(String, code: Int)
}

enum Code: Int {
    case a = 1, b = 2
    case c = -3
}

protocol LegacyDelegate: class {
    associatedtype Item: Hashable, Codable = String where Item: Sendable
    associatedtype Key
}

protocol Loader<Output>: AnyObject, Sendable {
    associatedtype Output
}

@MainActor
actor ImageCache<Key: Hashable & Sendable>: CacheProtocol {
    var actor: Int = 0
}

struct Move: ~Copyable, ~Escapable {}

class Sub: Base<Int>, P1 & P2 {}
final class Weird: Module.Base<[String: [Int]]>, Proto.Nested<Int?> {}
class Plain {}

extension Dictionary: CustomDebugStringConvertible where Key == String, Value: Codable {
}
extension Swift.Array where Element == Int {}
extension [String] {}
extension Optional<Int>: Sendable {}
extension Outer.Inner.Leaf: @retroactive Equatable {}
extension Repository.Page.Cursor {
    var isFirst: Bool { self == .first }
}

let actor = ActorSystem()
func use(actor: ActorSystem) {}
