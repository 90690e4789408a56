#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file found by `FileDiscovery`.
public struct DiscoveredFile: Hashable, Sendable {
    /// Relative to the current folder, `/`-separated: what reports print.
    public let path: String
    /// What to pass to `open` (the path as reached, relative or absolute).
    public let fileSystemPath: String
}

/// The outcome of discovery: the files, sorted by `path`, and each input that could not be read.
public struct DiscoveryResult: Sendable {
    public var files: [DiscoveredFile]
    public var errors: [SourceError]
}

/// Finds the `.swift` files under the paths given on the command line.
///
/// Folders are walked in sorted order; hidden entries (name starting with `.`) and the
/// folders `.build`, `DerivedData`, `Pods`, `Carthage` and `checkouts` are skipped; a
/// symlinked folder is followed unless the folder it leads to was already walked (so loops
/// end). A path given explicitly is always taken, whatever its name. An input that does not
/// exist or cannot be opened is reported in `errors` and the walk goes on.
public enum FileDiscovery {
    public static let skippedFolderNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "checkouts"]

    /// - Parameters:
    ///   - paths: files and folders, relative to `currentDirectory` or absolute.
    ///   - isExcluded: called with each discovered path (relative to the current folder)
    ///     and whether it is a folder; true skips it.
    public static func discover(
        paths: [String],
        currentDirectory: String,
        isExcluded: @escaping (_ path: String, _ isFolder: Bool) -> Bool = { _, _ in false }
    ) -> DiscoveryResult {
        var files: [DiscoveredFile] = []
        let errors = discover(paths: paths, currentDirectory: currentDirectory, isExcluded: isExcluded) {
            files.append($0)
        }
        files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return DiscoveryResult(files: files, errors: errors)
    }

    /// Like `discover(paths:currentDirectory:isExcluded:)`, but hands each file to `found`
    /// as soon as the walk reaches it (in walk order, each file once), so work on the first
    /// files can start while the walk goes on. Returns the inputs that could not be read.
    public static func discover(
        paths: [String],
        currentDirectory: String,
        isExcluded: @escaping (_ path: String, _ isFolder: Bool) -> Bool = { _, _ in false },
        found: @escaping (DiscoveredFile) -> Void
    ) -> [SourceError] {
        var seen = Set<String>()
        var walker = Walker(currentDirectory: currentDirectory, isExcluded: isExcluded) { file in
            if seen.insert(file.path).inserted { found(file) }
        }
        for path in paths {
            walker.visitRoot(path)
        }
        return walker.errors
    }

    /// `path` relative to `directory`, both absolute and normalized, `/`-separated;
    /// `..` steps out when `path` is not under `directory`.
    public static func relativePath(_ path: String, from directory: String) -> String {
        let target = normalizedComponents(path)
        let base = normalizedComponents(directory)
        var common = 0
        while common < target.count && common < base.count && target[common] == base[common] {
            common += 1
        }
        let up = Array(repeating: "..", count: base.count - common)
        let rest = up + target[common...]
        return rest.isEmpty ? "." : rest.joined(separator: "/")
    }

    /// Components of a path with `.` and empty parts removed and `..` applied.
    static func normalizedComponents(_ path: String) -> [String] {
        var parts: [String] = []
        if path.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: characters are bytes, and splitting the UTF-8 view skips the grapheme
            // breaking of `String.split` (most of this function's cost in a profile).
            for part in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
                if part.count == 1 && part.first == UInt8(ascii: ".") { continue }
                if part.count == 2 && part.first == UInt8(ascii: ".") && part.last == UInt8(ascii: "."),
                    let last = parts.last, last != ".."
                {
                    parts.removeLast()
                    continue
                }
                parts.append(String(Substring(part)))
            }
            return parts
        }
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(String(part))
        }
        return parts
    }

    /// Joins a display path and a name without doubling separators or keeping `./`.
    static func join(_ parent: String, _ name: String) -> String {
        if parent.isEmpty || parent == "." { return name }
        return parent.hasSuffix("/") ? parent + name : parent + "/" + name
    }
}

private struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

private struct Walker {
    let currentDirectory: String
    let isExcluded: (String, Bool) -> Bool
    let found: (DiscoveredFile) -> Void
    var errors: [SourceError] = []
    var walkedFolders = Set<FileIdentity>()
    var foundFiles = Set<FileIdentity>()

    init(
        currentDirectory: String, isExcluded: @escaping (String, Bool) -> Bool,
        found: @escaping (DiscoveredFile) -> Void
    ) {
        self.currentDirectory = currentDirectory
        self.isExcluded = isExcluded
        self.found = found
    }

    func displayPath(_ path: String) -> String {
        if path.hasPrefix("/") {
            return FileDiscovery.relativePath(path, from: currentDirectory)
        }
        let parts = FileDiscovery.normalizedComponents(path)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    mutating func visitRoot(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            errors.append(SourceError(path: displayPath(path), errno: errno))
            return
        }
        let display = displayPath(path)
        if (info.st_mode & S_IFMT) == S_IFDIR {
            walk(folder: path, display: display, identity: FileIdentity(info))
        } else if foundFiles.insert(FileIdentity(info)).inserted {
            found(DiscoveredFile(path: display, fileSystemPath: path))
        }
    }

    /// Walks folders depth-first with an explicit stack (deep trees cannot overflow the
    /// call stack), children in sorted order so the result does not depend on `readdir`.
    /// Symlinked folders wait until every real folder of the walk is done, so a file
    /// reachable both ways is reported under its real path.
    mutating func walk(folder: String, display: String, identity: FileIdentity) {
        guard walkedFolders.insert(identity).inserted else { return }
        var stack: [(fileSystemPath: String, display: String)] = [(folder, display)]
        var linked: [(fileSystemPath: String, display: String, identity: FileIdentity)] = []
        while true {
            guard let (folderPath, folderDisplay) = stack.popLast() else {
                // Real folders done: follow the symlinked ones not reached another way.
                guard !linked.isEmpty else { return }
                let pending = linked
                linked = []
                for link in pending.reversed() where walkedFolders.insert(link.identity).inserted {
                    stack.append((link.fileSystemPath, link.display))
                }
                continue
            }
            guard let handle = opendir(folderPath) else {
                errors.append(SourceError(path: folderDisplay, errno: errno))
                continue
            }
            // Entries are examined relative to the open folder (`fstatat`), so the kernel
            // does not walk the whole path again for each, and the entry type `readdir`
            // gives spares a `stat` for every file that is not Swift source.
            let folderFD = dirfd(handle)
            var entries: [(name: String, type: UInt8)] = []
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }  // `.`, `..` and hidden entries
                let type = entry.pointee.d_type
                if type == UInt8(DT_REG) && !name.hasSuffix(".swift") { continue }
                entries.append((name, type))
            }
            entries.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }

            var subfolders: [(String, String)] = []
            for (name, type) in entries {
                let childPath = FileDiscovery.join(folderPath, name)
                let childDisplay = FileDiscovery.join(folderDisplay, name)
                var info = stat()
                // Following symlinks. A `.swift` entry that cannot be examined (a dangling
                // link, no permission) is reported.
                guard fstatat(folderFD, name, &info, 0) == 0 else {
                    if name.hasSuffix(".swift") { errors.append(SourceError(path: childDisplay, errno: errno)) }
                    continue
                }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    if FileDiscovery.skippedFolderNames.contains(name) || isExcluded(childDisplay, true) { continue }
                    var isLink = type == UInt8(DT_LNK)
                    if type == UInt8(DT_UNKNOWN) {  // file systems that do not fill in `d_type`
                        var linkInfo = stat()
                        isLink =
                            fstatat(folderFD, name, &linkInfo, AT_SYMLINK_NOFOLLOW) == 0
                            && (linkInfo.st_mode & S_IFMT) == S_IFLNK
                    }
                    if isLink {
                        linked.append((childPath, childDisplay, FileIdentity(info)))
                    } else if walkedFolders.insert(FileIdentity(info)).inserted {
                        subfolders.append((childPath, childDisplay))
                    }
                } else if name.hasSuffix(".swift") && (info.st_mode & S_IFMT) == S_IFREG {
                    if isExcluded(childDisplay, false) { continue }
                    if foundFiles.insert(FileIdentity(info)).inserted {
                        found(DiscoveredFile(path: childDisplay, fileSystemPath: childPath))
                    }
                }
            }
            closedir(handle)
            stack.append(contentsOf: subfolders.reversed())
        }
    }
}
