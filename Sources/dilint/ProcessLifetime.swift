/// Values the process holds until it exits instead of freeing them, as compilers skip
/// freeing their ASTs: a command keeps a large structure here right before the process
/// ends, and the operating system reclaims the memory at once.
enum ProcessLifetime {
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Called from the main thread only.
    static func keep(_ value: Any) {
        kept.append(value)
    }
}
