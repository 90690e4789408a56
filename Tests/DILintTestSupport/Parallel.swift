import Foundation

/// Results written by concurrent workers, each to its own slot.
public final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    public init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    public subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    public var values: [Value?] { lock.withLock { slots } }
}

/// `items.map(transform)` on all cores, results in order.
public func parallelMap<Item: Sendable, Result>(_ items: [Item], _ transform: @Sendable (Item) -> Result) -> [Result] {
    let results = ResultSlots<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        results[index] = transform(items[index])
    }
    return results.values.map { $0! }
}
