/// The words the lexer tags on tokens so the parser never compares text.
///
/// Cases from `associatedtype` through `wildcard` are reserved: they lex as `.keyword`
/// tokens. The contextual ones after them lex as `.identifier` tokens carrying the tag, so
/// `var get = 1` stays an identifier. The last group names `#` directives.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none = 0

    // Reserved words (TokenKind.keyword).
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`
    case `init`, `inout`, `internal`, `let`, `operator`, `precedencegroup`, `protocol`, `private`
    case `public`, `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`
    case `for`, `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    case `as`, `Any`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
    /// `_`
    case wildcard

    // Contextual words (TokenKind.identifier).
    case actor, any, some, async, await, reasync, convenience, dynamic, final, indirect
    case infix, prefix, postfix, lazy, mutating, nonmutating, optional, override, package
    case required, unowned, weak, open, nonisolated, distributed, consuming, borrowing
    case isolated, each, macro, sending, get, set, willSet, didSet, _modify, _read, modify, read
    case unsafeAddress, unsafeMutableAddress, yielding, borrow, mutate
    case `Type`, `Protocol`, safe, unsafe, __owned, __shared, __consuming, _const
    case copy, consume, yield

    // `#` directives (TokenKind.poundKeyword); `#if` and `#else` reuse `.if` and `.else`.
    case elseif, endif, sourceLocation, available, unavailable

    /// True for words that lex as `.keyword` tokens.
    @inlinable public var isReserved: Bool {
        rawValue >= Keyword.associatedtype.rawValue && rawValue <= Keyword.wildcard.rawValue
    }

    /// The text of the word (for `wildcard`, `_`).
    public var text: String { Keyword.spellings[Int(rawValue)] }

    /// Each case's text, in case order. Written out because asking the runtime for case names
    /// (`String(describing:)`) while building the keyword table was a quarter of the
    /// instructions of a one-file run; `LexerTests` checks the list against the names.
    static let spellings: [String] = [
        "none", "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "operator", "precedencegroup", "protocol",
        "private", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
        "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "Any", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "actor", "any", "some",
        "async", "await", "reasync", "convenience", "dynamic", "final", "indirect", "infix", "prefix",
        "postfix", "lazy", "mutating", "nonmutating", "optional", "override", "package", "required",
        "unowned", "weak", "open", "nonisolated", "distributed", "consuming", "borrowing", "isolated",
        "each", "macro", "sending", "get", "set", "willSet", "didSet", "_modify", "_read", "modify",
        "read", "unsafeAddress", "unsafeMutableAddress", "yielding", "borrow", "mutate", "Type",
        "Protocol", "safe", "unsafe", "__owned", "__shared", "__consuming", "_const", "copy",
        "consume", "yield", "elseif", "endif", "sourceLocation", "available", "unavailable",
    ]
}

/// Finds the `Keyword` an identifier's bytes spell, with one hash probe.
///
/// Identifiers up to 16 bytes are packed into two 64-bit words; an open-addressing table of
/// 512 slots maps (words, length) to the keyword. Built once per process.
struct KeywordTable: @unchecked Sendable {
    private struct Slot {
        var low: UInt64
        var high: UInt64
        var length: UInt8
        var keyword: Keyword
    }

    private static let slotCount = 512
    private let slots: UnsafeMutablePointer<Slot>
    /// For each first byte, bit `n` set when a word of `n` bytes starts with it: about half
    /// the names of the benchmark corpus have a (first byte, length) no word has, and skip
    /// the hash and probe.
    private let shapes: UnsafeMutablePointer<UInt32>

    static let shared = KeywordTable()

    private init() {
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Slot(low: 0, high: 0, length: 0, keyword: .none), count: Self.slotCount)
        shapes = .allocate(capacity: 256)
        shapes.initialize(repeating: 0, count: 256)
        for keyword in Keyword.allCases where keyword != .none && keyword.rawValue < Keyword.elseif.rawValue {
            insert(Array(keyword.text.utf8), keyword)
        }
        // Directives are stored with their `#`, so `#if` and the identifier `if` do not collide.
        for keyword in [Keyword.if, .elseif, .else, .endif, .sourceLocation, .available, .unavailable] {
            insert(Array(("#" + keyword.text).utf8), keyword)
        }
    }

    private func insert(_ bytes: [UInt8], _ keyword: Keyword) {
        let (low, high) = bytes.withUnsafeBufferPointer { Self.pack($0.baseAddress!, bytes.count) }
        var index = Self.hash(low, high, bytes.count)
        while slots[index].length != 0 {
            index = (index &+ 1) & (Self.slotCount &- 1)
        }
        slots[index] = Slot(low: low, high: high, length: UInt8(bytes.count), keyword: keyword)
        shapes[Int(bytes[0])] |= 1 << UInt32(bytes.count)
    }

    @inline(__always)
    private static func pack(_ p: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var i = 0
        while i < count && i < 8 {
            low |= UInt64(p[i]) << (UInt64(i) &* 8)
            i &+= 1
        }
        while i < count {
            high |= UInt64(p[i]) << (UInt64(i &- 8) &* 8)
            i &+= 1
        }
        return (low, high)
    }

    @inline(__always)
    private static func hash(_ low: UInt64, _ high: UInt64, _ count: Int) -> Int {
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)) &* 0xFF51_AFD7_ED55_8CCD
        return Int(truncatingIfNeeded: mixed >> 55) & (slotCount &- 1)
    }

    /// The keyword spelled by `count` bytes at `p`, or `.none`. `readable` is how many bytes
    /// from `p` may be read (at least `count`): with 8 or more, a name of up to 8 bytes is
    /// packed with one unaligned load instead of a byte loop (most names are that short),
    /// and with 16 or more a longer one with two.
    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, _ count: Int, readable: Int = 0) -> Keyword {
        guard count >= 1 && count <= 16, shapes[Int(p[0])] & (1 &<< UInt32(count)) != 0 else { return .none }
        let low: UInt64
        let high: UInt64
        if count <= 8 && readable >= 8 {
            let word = ByteWord.load(p)
            low = count == 8 ? word : word & ((1 &<< UInt64(count &* 8)) &- 1)
            high = 0
        } else if readable >= 16 {
            low = ByteWord.load(p)
            let word = ByteWord.load(p + 8)
            high = count == 16 ? word : word & ((1 &<< UInt64((count &- 8) &* 8)) &- 1)
        } else {
            (low, high) = Self.pack(p, count)
        }
        var index = Self.hash(low, high, count)
        while true {
            let slot = slots[index]
            if slot.length == 0 { return .none }
            if slot.low == low && slot.high == high && Int(slot.length) == count { return slot.keyword }
            index = (index &+ 1) & (Self.slotCount &- 1)
        }
    }

    /// The directive `#name` spells (`if`, `elseif`, `else`, `endif`, …), or `.none`; `p`
    /// points at the `#` and `count` includes it.
    @inline(__always)
    func directive(_ p: UnsafePointer<UInt8>, _ count: Int) -> Keyword {
        lookup(p, count)
    }
}
