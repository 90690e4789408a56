// What the command line needs of the operating system besides reading sources (standard
// input too is read by `SourceFile.read(descriptor:path:)`): buffered standard output and
// error, and running git. Written on the C library so that the executable does not load
// Foundation, whose start-up (ICU) cost a third of a small run (docs/performance.md).
import DILintSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered writes to standard output and standard error.
final class Output: @unchecked Sendable {
    static let standard = Output(STDOUT_FILENO)
    static let standardError = Output(STDERR_FILENO)

    private let descriptor: Int32
    private var buffer: [UInt8] = []

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    func write(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes what is buffered. A failed write (a closed pipe, a full disk) drops the text:
    /// there is nowhere left to report it.
    func flush() {
        guard !buffer.isEmpty else { return }
        _ = SystemIO.writeAll(buffer, to: descriptor)
        buffer.removeAll(keepingCapacity: true)
    }
}

enum SystemIO {
    /// Writes every byte to `descriptor`; returns the `errno` of a failure.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += n
        }
        return nil
    }

    /// Runs a program found on `PATH` with standard input from /dev/null and returns its exit
    /// status (128 + the signal if a signal ended it), standard output and standard error;
    /// the failure names the program.
    static func run(_ arguments: [String]) -> Result<(status: Int32, output: [UInt8], errors: [UInt8]), SourceError> {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { return .failure(SourceError(path: arguments[0], errno: errno)) }
        guard pipe(&errorPipe) == 0 else {
            let code = errno
            outputPipe.forEach { close($0) }
            return .failure(SourceError(path: arguments[0], errno: code))
        }
        // The parent's ends must not leak into the child (dup2 clears the flag on 1 and 2).
        for descriptor in outputPipe + errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }

        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], STDERR_FILENO)

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawnp(&child, arguments[0], &actions, nil, &argv, environ)
        close(outputPipe[1])
        close(errorPipe[1])
        defer {
            close(outputPipe[0])
            close(errorPipe[0])
        }
        guard spawned == 0 else { return .failure(SourceError(path: arguments[0], errno: spawned)) }

        // Both pipes are drained together, so a child filling one while the other is read
        // never blocks.
        var output: [UInt8] = []
        var errors: [UInt8] = []
        var open = [outputPipe[0], errorPipe[0]]
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while !open.isEmpty {
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if poll(&polled, nfds_t(polled.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for entry in polled where entry.revents != 0 {
                let n = chunk.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress!, $0.count) }
                if n > 0 {
                    if entry.fd == outputPipe[0] { output += chunk[..<n] } else { errors += chunk[..<n] }
                } else if n == 0 || errno != EINTR {
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return .success((exitStatus, output, errors))
    }
}

extension SystemIO {
    /// The current folder, as `getcwd` gives it ("." if it cannot).
    static func currentDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    /// The processors this process may run on: its CPU affinity on Linux (what a container
    /// or `taskset` allows), the online processors elsewhere; at least 1.
    static func processorCount() -> Int {
        #if os(Linux)
        // `sched_getaffinity` needs _GNU_SOURCE, which Swift's Glibc module lacks: looked up by name.
        if let symbol = dlsym(nil, "sched_getaffinity") {
            typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
            var set = [UInt8](repeating: 0, count: 128)  // cpu_set_t: 1,024 processors
            let count = set.withUnsafeMutableBytes { buffer -> Int in
                guard unsafeBitCast(symbol, to: GetAffinity.self)(0, buffer.count, buffer.baseAddress!) == 0 else { return 0 }
                return buffer.reduce(0) { $0 + $1.nonzeroBitCount }
            }
            if count > 0 { return count }
        }
        #endif
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}
