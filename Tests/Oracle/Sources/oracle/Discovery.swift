import Foundation

struct DiscoveredFile: Sendable {
    /// Path to open.
    let path: String
    /// Path to print: relative to the current folder when under it, `/`-separated.
    let display: String
}

/// Finds `.swift` files under folders (explicit file arguments are taken as they are),
/// skipping hidden folders and build/dependency folders, following no folder twice.
final class Discovery {
    static let skipped: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "checkouts"]

    let currentDirectory: String
    private(set) var files: [DiscoveredFile] = []
    private(set) var unreadable: [String] = []
    private var seenFolders: Set<String> = []
    private var seenFiles: Set<String> = []

    init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    func add(_ argument: String) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
            unreadable.append(argument)
            return
        }
        if isFolder.boolValue {
            walk(argument)
        } else {
            addFile(argument)
        }
    }

    private func addFile(_ path: String) {
        let display = displayPath(path)
        if seenFiles.insert(display).inserted {
            files.append(DiscoveredFile(path: path, display: display))
        }
    }

    private func walk(_ folder: String) {
        guard let real = realPath(folder), seenFolders.insert(real).inserted else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            unreadable.append(folder)
            return
        }
        for name in names {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                if name.hasPrefix(".") || Discovery.skipped.contains(name) { continue }
                walk(path)
            } else if name.hasSuffix(".swift") {
                addFile(path)
            }
        }
    }

    private func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `./a//b.swift` → `a/b.swift`; `/cwd/a.swift` → `a.swift`.
    private func displayPath(_ path: String) -> String {
        var p = path
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        if p.hasPrefix(prefix) { p = String(p.dropFirst(prefix.count)) }
        let absolute = p.hasPrefix("/")
        let parts = p.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }
}
