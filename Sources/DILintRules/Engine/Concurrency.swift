import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over `pthread_mutex_t` (portable to every platform Swift 6
/// supports, unlike `Synchronization.Mutex` on older macOS), with a condition variable to
/// wait on while holding it.
final class Lock: @unchecked Sendable {
    // Allocated, so that their addresses are stable.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Inside `withLock`: releases the lock until `signal` or `broadcast`, then holds it again.
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes one thread waiting in `wait`.
    func signal() {
        pthread_cond_signal(condition)
    }

    /// Wakes every thread waiting in `wait`.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}

/// A counter handing out 0, 1, 2, … to concurrent workers.
final class AtomicCounter: @unchecked Sendable {
    private let lock = Lock()
    private var value = 0

    func increment() -> Int {
        lock.withLock {
            defer { value += 1 }
            return value
        }
    }
}

/// Runs `first` and `second`, on two threads when `parallel`, and returns when both are done.
func runSideBySide(_ parallel: Bool, _ first: () -> Void, _ second: () -> Void) {
    guard parallel else {
        first()
        second()
        return
    }
    withoutActuallyEscaping(first) { first in
        withoutActuallyEscaping(second) { second in
            let work = UnsafeSendable((first, second))
            DispatchQueue.concurrentPerform(iterations: 2) { part in
                if part == 0 { work.value.0() } else { work.value.1() }
            }
        }
    }
}

/// A value handed to another thread whose accesses the caller orders itself.
struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Applies `body` to every item `produce` passes to its argument, on `jobs` threads while
/// `produce` runs on the calling thread (which then helps with what is left); returns the
/// items in the order produced and each one's result. With one job, produces everything
/// first and applies `body` in order on the calling thread.
func streamingForEach<Item: Sendable, Value: Sendable>(
    jobs: Int, produce: (_ emit: (Item) -> Void) -> Void, _ body: @escaping @Sendable (Item) -> Value
) -> ([Item], [Value]) {
    guard jobs > 1 else {
        var items: [Item] = []
        produce { items.append($0) }
        return (items, items.map(body))
    }
    let queue = WorkQueue<Item, Value>()
    let group = DispatchGroup()
    for _ in 0..<jobs {
        DispatchQueue.global().async(group: group) { queue.drain(body) }
    }
    produce { queue.push($0) }
    queue.finish()
    queue.drain(body)  // never left waiting for a pool thread to start
    group.wait()
    return queue.takeAll()
}

/// Items pushed by one producer and taken by any number of workers, with a slot for each
/// item's result.
final class WorkQueue<Item: Sendable, Value: Sendable>: @unchecked Sendable {
    private var items: [Item] = []
    private var results: [Value?] = []
    private var next = 0
    private var finished = false
    private let lock = Lock()

    func push(_ item: Item) {
        lock.withLock {
            items.append(item)
            results.append(nil)
            lock.signal()
        }
    }

    /// No more items: workers return once the queue is empty.
    func finish() {
        lock.withLock {
            finished = true
            lock.broadcast()
        }
    }

    /// Takes items and stores their results until the queue is finished and empty.
    func drain(_ body: (Item) -> Value) {
        while let (index, item) = take() {
            let value = body(item)
            lock.withLock { results[index] = value }
        }
    }

    /// The next item and its position, waiting for one; nil once finished and empty.
    private func take() -> (Int, Item)? {
        lock.withLock {
            while next == items.count {
                if finished { return nil }
                lock.wait()
            }
            next += 1
            return (next - 1, items[next - 1])
        }
    }

    /// The items and their results; call after every `drain` has returned.
    func takeAll() -> ([Item], [Value]) {
        lock.withLock { (items, results.map { $0! }) }
    }
}
