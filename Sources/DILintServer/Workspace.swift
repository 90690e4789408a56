import DILintRules
import DILintSyntax
import Dispatch

/// The server's view of the project: every Swift file's summary (from disk, or from the
/// editor's text while a document is open), the project index built from them, and the
/// configuration. A change re-parses only the changed file; the index is rebuilt from the
/// cached summaries when a summary changed.
struct Workspace {
    let fileSystem: WorkspaceFileSystem
    /// Absolute workspace folders; the first is the current folder paths are relative to.
    private(set) var roots: [String]
    private(set) var configuration: Configuration
    private(set) var linter: Linter
    /// A configuration problem to show the user (the defaults are used meanwhile).
    private(set) var configurationError: String?
    /// Summaries by display path.
    private var summaries: [String: FileSummary] = [:]
    /// Fingerprints of the summaries, by display path, made on first need.
    private var fingerprints: [String: SummaryFingerprint] = [:]
    private var index: ProjectIndex?

    var currentDirectory: String { roots.first ?? "/" }
    var fileCount: Int { summaries.count }

    init(roots: [String], fileSystem: WorkspaceFileSystem) {
        self.fileSystem = fileSystem
        self.roots = roots
        let (configuration, error) = Self.loadConfiguration(roots: roots, fileSystem: fileSystem)
        self.configuration = configuration
        self.configurationError = error
        linter = Self.makeLinter(configuration, roots.first ?? "/", error: &configurationError)
        summarizeAll()
    }

    /// The nearest `.dilint.json` at or above the first folder, parsed; the defaults and the
    /// error when it is malformed.
    static func loadConfiguration(roots: [String], fileSystem: WorkspaceFileSystem) -> (Configuration, String?) {
        guard var folder = roots.first else { return (Configuration(directory: "/"), nil) }
        while true {
            let candidate = (folder.hasSuffix("/") ? folder : folder + "/") + Configuration.fileName
            if let bytes = fileSystem.read(candidate) {
                let display = FileDiscovery.relativePath(candidate, from: roots[0])
                do {
                    return (try Configuration.parse(bytes, displayPath: display, directory: folder), nil)
                } catch {
                    return (Configuration(directory: roots[0]), "\(error)")
                }
            }
            guard let slash = folder.lastIndex(of: "/"), folder != "/" else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        return (Configuration(directory: roots[0]), nil)
    }

    static func makeLinter(_ configuration: Configuration, _ currentDirectory: String, error: inout String?) -> Linter {
        do {
            return try Linter(
                configuration: configuration, selection: RuleSelection(configuration: configuration),
                currentDirectory: currentDirectory)
        } catch let failure {
            error = "\(failure)"
            let defaults = Configuration(directory: currentDirectory)
            return try! Linter(
                configuration: defaults, selection: RuleSelection(configuration: defaults),  // defaults are valid
                currentDirectory: currentDirectory)
        }
    }

    /// Reads the configuration again and every file: after a `.dilint.json` or folder change.
    mutating func reload(roots newRoots: [String]? = nil) {
        if let newRoots { roots = newRoots }
        let (configuration, error) = Self.loadConfiguration(roots: roots, fileSystem: fileSystem)
        self.configuration = configuration
        configurationError = error
        linter = Self.makeLinter(configuration, currentDirectory, error: &configurationError)
        summarizeAll()
    }

    /// Whether the configuration's `exclude` globs skip `path`.
    func isExcluded(_ path: String) -> Bool {
        configuration.exclude.contains { $0.matches(configuration.relativeToConfiguration(path, currentDirectory: currentDirectory)) }
    }

    /// Discovers and summarizes every Swift file of the folders, on every core.
    private mutating func summarizeAll() {
        let configuration = self.configuration
        let currentDirectory = self.currentDirectory
        let files =
            roots.isEmpty
            ? []
            : fileSystem.discover(roots, currentDirectory) { path, _ in
                configuration.exclude.contains { $0.matches(configuration.relativeToConfiguration(path, currentDirectory: currentDirectory)) }
            }
        let results = ResultSlots(count: files.count)
        let read = fileSystem.read
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            guard let bytes = read(files[i].fileSystemPath) else { return }
            results.set(i, FileSummary(path: files[i].path, tree: SyntaxTree.parse(bytes, depth: .declarations)))
        }
        summaries = [:]
        fingerprints = [:]
        for i in files.indices {
            if let summary = results.get(i) { summaries[files[i].path] = summary }
        }
        index = nil
    }

    /// The display path of an absolute path.
    func displayPath(_ absolute: String) -> String {
        FileDiscovery.relativePath(absolute, from: currentDirectory)
    }

    /// What an update changed for the rest of the project.
    enum Change {
        /// The file's facts are the same (positions aside, `SummaryFingerprint`): the index stays.
        case none
        /// Facts other files may depend on changed: the index is rebuilt and every open
        /// document linted again.
        case facts
    }

    /// Records the text of `path` (an open document's, or the disk's after a change):
    /// re-summarizes that file alone; nil bytes remove it (deleted).
    @discardableResult
    mutating func update(path: String, bytes: [UInt8]?) -> Change {
        guard let bytes, !isExcluded(path) else {
            fingerprints[path] = nil
            guard summaries.removeValue(forKey: path) != nil else { return .none }
            index = nil
            return .facts
        }
        let summary = FileSummary(path: path, tree: SyntaxTree.parse(bytes, depth: .declarations))
        let new = SummaryFingerprint(summary)
        let old = fingerprints[path] ?? summaries[path].map(SummaryFingerprint.init)
        summaries[path] = summary
        fingerprints[path] = new
        guard old == new else {
            index = nil
            return .facts
        }
        return .none
    }

    /// Whether the index must be rebuilt before the next check.
    var isIndexStale: Bool { index == nil }

    /// The index over the current summaries, rebuilt when one changed.
    mutating func currentIndex() -> ProjectIndex {
        if let index { return index }
        let ordered = summaries.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { summaries[$0]! }
        let built = ProjectIndex(summaries: ordered, configuration: configuration, currentDirectory: currentDirectory, jobs: 2)
        index = built
        return built
    }

    /// The findings of `bytes` as the file `path`, against the current index.
    mutating func lint(path: String, bytes: [UInt8]) -> [Finding] {
        guard !isExcluded(path) else { return [] }
        let index = currentIndex()
        let context = FileContext(path: path, tree: SyntaxTree.parse(bytes), index: index)
        return linter.check(context).0.sorted(by: Finding.sortedOrder)
    }
}

/// Results written by concurrent workers, one slot each.
final class ResultSlots: @unchecked Sendable {
    private var values: [FileSummary?]
    private let lock = DispatchQueue(label: "dilint.server.slots")

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ value: FileSummary) { lock.sync { values[i] = value } }

    func get(_ i: Int) -> FileSummary? { lock.sync { values[i] } }
}
