#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file's path and bytes, read once.
public struct SourceFile: Sendable {
    /// The path as reports show it: relative to the current folder, `/`-separated.
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Files larger than this are refused: byte offsets are 32-bit.
    public static let maximumSize = 1 << 30

    /// Reads the file at `fileSystemPath` with `open`/`read`; `path` is the display path.
    /// Never opens the file for writing.
    public static func read(fileSystemPath: String, path: String) throws(SourceError) -> SourceFile {
        let fd = open(fileSystemPath, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw SourceError(path: path, errno: errno) }
        defer { close(fd) }
        return try read(descriptor: fd, path: path)
    }

    /// Reads everything left in the open descriptor `fd` (a file, or a pipe such as standard
    /// input), within the same size limit; `path` names it in errors. Does not close `fd`.
    public static func read(descriptor fd: Int32, path: String) throws(SourceError) -> SourceFile {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw SourceError(path: path, errno: errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw SourceError(path: path, errno: EISDIR) }
        let expected = Int(info.st_size)
        guard expected <= maximumSize else {
            throw SourceError(path: path, reason: "file is larger than \(maximumSize >> 20) MiB")
        }
        // The expected bytes are read into uninitialized memory (no zero-filling first), with
        // room for one byte more: a read returning 0 before that byte is filled proves the end
        // of the file without copying the bytes into a larger array to look further. (Never a
        // capacity of 0: the standard library would write the count into the empty-array
        // storage all threads share, a data race ThreadSanitizer reported.)
        var readError: Int32 = 0
        var reachedEnd = false
        var bytes = [UInt8](unsafeUninitializedCapacity: max(expected, 0) + 1) { buffer, initialized in
            initialized = 0
            let base = buffer.baseAddress!
            while initialized < buffer.count {
                let n = readBytes(fd, base + initialized, buffer.count - initialized)
                if n < 0 {
                    if errno == EINTR { continue }
                    readError = errno
                    return
                }
                if n == 0 {
                    reachedEnd = true
                    return
                }
                initialized += n
            }
        }
        if readError != 0 { throw SourceError(path: path, errno: readError) }
        if reachedEnd { return SourceFile(path: path, bytes: bytes) }
        var filled = bytes.count
        // Read until end of file: the size from fstat can be stale, or 0 for special files.
        while true {
            if filled == bytes.count {
                guard bytes.count < maximumSize else {
                    throw SourceError(path: path, reason: "file is larger than \(maximumSize >> 20) MiB")
                }
                bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count / 2)))
            }
            let n = bytes.withUnsafeMutableBufferPointer { buffer in
                readBytes(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw SourceError(path: path, errno: errno)
            }
            if n == 0 { break }
            filled += n
        }
        bytes.removeSubrange(filled...)
        return SourceFile(path: path, bytes: bytes)
    }
}

/// A file or folder that could not be read, with the reason in words.
public struct SourceError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public init(path: String, errno code: Int32) {
        self.path = path
        self.reason = String(cString: strerror(code)).lowercased()
    }

    /// `path: error: reason`, the compiler's style.
    public var description: String { "\(path): error: \(reason)" }
}

/// `read(2)`, outside `SourceFile` whose static `read` shadows it.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
