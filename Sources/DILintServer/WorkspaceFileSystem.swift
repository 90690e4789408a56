import DILintSyntax

/// What the server reads from outside: the Swift files under the workspace folders and the
/// bytes of a file. Injected, so the core runs in tests on files held in memory.
public struct WorkspaceFileSystem: Sendable {
    /// The Swift files under `roots` (absolute folders) as (display path relative to
    /// `currentDirectory`, path to read), skipping what `isExcluded` rejects.
    public var discover:
        @Sendable (
            _ roots: [String], _ currentDirectory: String,
            _ isExcluded: @escaping (String, Bool) -> Bool
        ) -> [(path: String, fileSystemPath: String)]
    /// The bytes of the file at an absolute path, nil when it cannot be read.
    public var read: @Sendable (_ path: String) -> [UInt8]?

    public init(
        discover: @escaping @Sendable ([String], String, @escaping (String, Bool) -> Bool) -> [(path: String, fileSystemPath: String)],
        read: @escaping @Sendable (String) -> [UInt8]?
    ) {
        self.discover = discover
        self.read = read
    }

    /// The real disk, through `FileDiscovery` and `SourceFile`.
    public static let disk = WorkspaceFileSystem(
        discover: { roots, currentDirectory, isExcluded in
            FileDiscovery.discover(paths: roots, currentDirectory: currentDirectory, isExcluded: isExcluded)
                .files.map { ($0.path, $0.fileSystemPath) }
        },
        read: { path in try? SourceFile.read(fileSystemPath: path, path: path).bytes })

    /// Files held in memory by absolute path: discovery lists those under a root, by path.
    public static func memory(_ files: [String: [UInt8]]) -> WorkspaceFileSystem {
        memory { files }
    }

    /// Files in memory that may change: `files` is asked at each discovery and read.
    public static func memory(_ files: @escaping @Sendable () -> [String: [UInt8]]) -> WorkspaceFileSystem {
        WorkspaceFileSystem(
            discover: { roots, currentDirectory, isExcluded in
                files().keys.sorted().filter { path in
                    path.hasSuffix(".swift") && roots.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
                }.map { (FileDiscovery.relativePath($0, from: currentDirectory), $0) }
                    .filter { !isExcluded($0.0, false) }
            },
            read: { files()[$0] })
    }
}

/// `file://` URIs and paths.
public enum FileURI {
    /// The absolute path of a `file:` URI, percent-decoded; nil for another scheme or bad escapes.
    public static func path(of uri: String) -> String? {
        var rest = Substring(uri)
        guard rest.lowercased().hasPrefix("file:") else { return nil }
        rest = rest.dropFirst(5)
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            // An authority (usually empty, or `localhost`) up to the path.
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            rest = rest[slash...]
        }
        var bytes: [UInt8] = []
        var utf8 = Array(rest.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let high = hexValue(utf8.removeFirst()), let low = hexValue(utf8.removeFirst()) else { return nil }
            bytes.append(high << 4 | low)
        }
        guard let path = String(validating: bytes, as: UTF8.self), path.hasPrefix("/") else { return nil }
        // A Windows drive (`/c:/x`) is not this server's platform; kept as written.
        return path
    }

    /// The `file://` URI of an absolute path.
    public static func uri(of path: String) -> String {
        let keep = Set("/-._~!$&'()*+,;=:@".utf8)
        var out = "file://"
        for byte in path.utf8 {
            if (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || keep.contains(byte)
            {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
        }
        return out
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
