/// The lexer's growing token array: appends without `Array`'s uniqueness and capacity
/// checks on every token (a capacity comparison only). Owned by one `Lexer`, which turns it
/// into an `Array` once with `take()`; never copied while in use.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count &+= 1
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Token>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    var last: Token? { count > 0 ? base[count - 1] : nil }

    subscript(index: Int) -> Token {
        get {
            precondition(index >= 0 && index < count)
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count)
            base[index] = newValue
        }
    }

    /// The tokens as an array; frees the buffer, which must not be used afterwards.
    mutating func take() -> [Token] {
        let array = Array(UnsafeBufferPointer(start: base, count: count))
        base.deallocate()
        base = .allocate(capacity: 1)
        capacity = 1
        count = 0
        return array
    }
}
