#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over `pthread_mutex_t` (portable to every platform Swift 6
/// supports, unlike `Synchronization.Mutex` on older macOS).
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
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
