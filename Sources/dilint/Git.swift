import DILintSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `lint` asks git: the staged or changed files and their staged text (`--staged`,
/// `--changed-since`), and what the repository's ignore files ignore (discovery).
enum Git {
    /// The staged files (added, copied, modified, renamed) with their staged text, by display
    /// path: what the commit will hold, not the working-tree text. Two git processes: the
    /// names, then every blob through one `git cat-file --batch`.
    static func stagedFiles(currentDirectory: String) throws -> [String: [UInt8]] {
        let root = try run(["rev-parse", "--show-toplevel"]).trimming(" \t\r\n")
        let names = try run(["diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR", "--"])
            .split(separator: "\0").map(String.init)
            .filter { !$0.contains("\n") }  // cat-file's batch input is one name a line
        guard !names.isEmpty else { return [:] }
        let request = names.map { ":\($0)\n" }.joined()
        let output = try runBytes(["cat-file", "--batch"], input: Array(request.utf8))
        var texts: [String: [UInt8]] = [:]
        var position = 0
        for name in names {
            // `<object id> blob <size>\n<bytes>\n`, or `<name> missing\n`.
            guard let newline = output[position...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: output[position..<newline], as: UTF8.self).split(separator: " ")
            position = newline + 1
            guard header.count == 3, let size = Int(header[2]), position + size <= output.count else { continue }
            let path = FileDiscovery.relativePath(root + "/" + name, from: currentDirectory)
            texts[path] = Array(output[position..<position + size])
            position += size + 1
        }
        return texts
    }

    /// The files changed since `revision` (tracked changes and untracked files), as display paths.
    static func changedFiles(since revision: String, currentDirectory: String) throws -> Set<String> {
        let root = try run(["rev-parse", "--show-toplevel"]).trimming(" \t\r\n")
        var names = try run(["diff", "--name-only", "-z", "--diff-filter=ACMR", revision, "--"])
            .split(separator: "\0").map(String.init)
        names += try run(["ls-files", "--others", "--exclude-standard", "-z", "--full-name", root])
            .split(separator: "\0").map(String.init)
        return Set(names.map { FileDiscovery.relativePath(root + "/" + $0, from: currentDirectory) })
    }

    /// What git ignores under `folder` (a display path, relative to the current folder): the
    /// untracked files and folders the repository's ignore files match, as display paths
    /// (folders without a trailing `/`). One git process; nil outside a work tree or
    /// without git. A tracked file stays visible even inside an ignored folder: git lists
    /// such a folder's ignored entries one by one instead of the folder.
    static func ignoredPaths(under folder: String) -> [String]? {
        guard isInsideWorkTree(folder) else { return nil }
        let arguments = ["-C", folder, "ls-files", "--others", "--ignored", "--exclude-standard", "--directory", "-z", "."]
        guard case .success(let (status, output, _)) = SystemIO.run(["git"] + arguments), status == 0 else { return nil }
        return output.split(separator: 0).map { entry in
            var name = String(decoding: entry, as: UTF8.self)
            if name.hasSuffix("/") { name.removeLast() }
            return FileDiscovery.join(folder, name)
        }
    }

    /// Whether `folder` or a folder above it holds `.git` (or git is pointed elsewhere by
    /// `GIT_DIR`): a few `lstat` calls instead of starting git outside a work tree, which
    /// cost 10 ms a run on a loaded machine.
    static func isInsideWorkTree(_ folder: String) -> Bool {
        if getenv("GIT_DIR") != nil { return true }
        var current = folder.hasPrefix("/") ? folder : SystemIO.currentDirectory() + "/" + folder
        var info = stat()
        while true {
            if lstat(FileDiscovery.join(current, ".git"), &info) == 0 { return true }
            let parent = FileDiscovery.parentFolder(current)
            if parent == current { return false }
            current = parent
        }
    }

    static func run(_ arguments: [String]) throws -> String {
        String(decoding: try runBytes(arguments), as: UTF8.self)
    }

    static func runBytes(_ arguments: [String], input: [UInt8]? = nil) throws -> [UInt8] {
        switch SystemIO.run(["git"] + arguments, input: input) {
        case .failure(let error):
            throw UsageError(message: "cannot run git: \(error.reason)")
        case .success(let (status, output, errors)):
            guard status == 0 else {
                let errorText = String(decoding: errors, as: UTF8.self).trimming(" \t\r\n")
                throw UsageError(message: "git \(arguments.first ?? "") failed: \(errorText)")
            }
            return output
        }
    }
}
