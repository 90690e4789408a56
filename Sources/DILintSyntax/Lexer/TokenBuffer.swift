/// The lexer's growing token array: appends without `Array`'s uniqueness and capacity
/// checks on every token (a capacity comparison only).
///
/// It starts in memory it borrows (the uninitialized storage of the array being built, so
/// the usual case needs no copy) and moves to memory of its own only if that fills up.
/// Owned by one `Lexer`; never copied while in use.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int
    /// Whether `base` was allocated here (after outgrowing the borrowed memory).
    private(set) var ownsMemory = false

    /// A buffer writing into `memory`, which must outlive the lexing.
    init(borrowing memory: UnsafeMutableBufferPointer<Token>) {
        base = memory.baseAddress!
        capacity = memory.count
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count &+= 1
    }

    private mutating func grow() {
        let newCapacity = max(capacity * 2, 16)
        let newBase = UnsafeMutablePointer<Token>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        if ownsMemory { base.deallocate() }
        base = newBase
        capacity = newCapacity
        ownsMemory = true
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

    /// The tokens of a buffer that outgrew its borrowed memory, as an array; frees the
    /// buffer's own memory, after which it must not be used.
    mutating func takeOwned() -> [Token] {
        precondition(ownsMemory)
        let array = Array(UnsafeBufferPointer(start: base, count: count))
        base.deallocate()
        count = 0
        capacity = 0
        ownsMemory = false
        return array
    }
}
