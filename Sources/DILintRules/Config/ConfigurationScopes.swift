import DILintSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The configurations of one run, by folder (docs/configuration.md, "Which file applies").
///
/// Each path given on the command line gets the `.dilint.json` files from its folder
/// upward to the top of its git work tree (or `/`); a `.dilint.json` met while walking a
/// folder applies below that folder, over its parent's. A scope is one such chain, top
/// first. Folders and paths are display paths (relative to the current folder). Used from
/// one thread (the discovery walk).
public final class ConfigurationScopes: @unchecked Sendable {
    /// The configurations that apply to a folder and the files below it.
    public struct Scope: Sendable {
        /// Top first, the nearest last; empty: the defaults.
        public let chain: [Configuration]
        /// The chain's `rules` merged, the nearest winning per rule and per key.
        public let rules: [RuleID: RuleConfiguration]
        /// The paths of the chain's files that set `rules`.
        let ruledFiles: Set<String>

        init(chain: [Configuration], rules: [RuleID: RuleConfiguration]) {
            self.chain = chain
            self.rules = rules
            ruledFiles = Set(chain.filter { !$0.rules.isEmpty }.map { $0.path ?? "" })
        }
    }

    public let currentDirectory: String
    public private(set) var scopes: [Scope] = []
    private var scopeOfFolder: [String: Int] = [:]
    /// With `--config FILE` or `--no-config`: every path gets this scope, nested files are not read.
    private let fixed: Scope?

    /// `fixed`: the one configuration for every path (`--config`), or nil to look them up;
    /// `isDisabled`: no configuration at all (`--no-config`).
    public init(currentDirectory: String, fixed: Configuration? = nil, isDisabled: Bool = false) {
        self.currentDirectory = currentDirectory
        if isDisabled {
            self.fixed = Scope(chain: [], rules: [:])
        } else if let fixed {
            self.fixed = Scope(chain: [fixed], rules: fixed.rules)
        } else {
            self.fixed = nil
        }
        if let scope = self.fixed { scopes = [scope] }
    }

    /// Reads the configurations that apply to a path of the command line: every
    /// `.dilint.json` from its folder (the path itself when it is a folder) up to the top of
    /// its git work tree, or to `/` outside one.
    public func addRoot(_ path: String, isFolder: Bool) throws(ConfigError) {
        let folder = isFolder ? path : FileDiscovery.parentFolder(path)
        guard fixed == nil else {
            scopeOfFolder[folder] = 0
            return
        }
        guard scopeOfFolder[folder] == nil else { return }
        var chain: [Configuration] = []
        for file in Configuration.chain(from: absolute(folder)) {
            let loaded = try Configuration.load(fileSystemPath: file, displayPath: FileDiscovery.relativePath(file, from: currentDirectory))
            if !chain.isEmpty { try loaded.rejectProjectKeys(top: chain[0]) }
            chain.append(loaded)
        }
        register(chain, folder: folder)
    }

    /// Reads the `.dilint.json` of a folder met by the walk (`folder` is a display path)
    /// and applies it below that folder, over the configurations of its parent.
    public func addNested(folder: String) throws(ConfigError) {
        guard fixed == nil else { return }
        let parent = scopes.isEmpty ? [] : scopes[scopeIndex(of: folder)].chain
        let file = FileDiscovery.join(folder, Configuration.fileName)
        if let nearest = parent.last?.path, FileDiscovery.relativePath(absolute(nearest), from: absolute(file)) == "." {
            return  // already read on the way up from a path of the command line
        }
        let loaded = try Configuration.load(fileSystemPath: absolute(file), displayPath: file)
        if let top = parent.first { try loaded.rejectProjectKeys(top: top) }
        register(parent + [loaded], folder: folder)
    }

    private func register(_ chain: [Configuration], folder: String) {
        var rules: [RuleID: RuleConfiguration] = [:]
        for configuration in chain {
            for (id, setting) in configuration.rules {
                rules[id] = rules[id].map { $0.overridden(by: setting) } ?? setting
            }
        }
        scopeOfFolder[folder] = scopes.count
        scopes.append(Scope(chain: chain, rules: rules))
    }

    /// The position in `scopes` of the scope a file or folder (display path) belongs to.
    public func scopeIndex(of path: String) -> Int {
        if scopes.count <= 1 { return 0 }
        var folder = path
        while folder != "." {
            folder = FileDiscovery.parentFolder(folder)
            if let index = scopeOfFolder[folder] { return index }
        }
        return 0
    }

    /// Whether an `exclude` glob of a configuration that applies to `path` matches it
    /// (relative to that configuration's folder).
    public func isExcluded(_ path: String) -> Bool {
        guard !scopes.isEmpty else { return false }
        for configuration in scopes[scopeIndex(of: path)].chain where !configuration.exclude.isEmpty {
            let relative = configuration.relativeToConfiguration(path, currentDirectory: currentDirectory)
            if configuration.exclude.contains(where: { $0.matches(relative) }) { return true }
        }
        return false
    }

    /// The configuration for the project index and for the scope `index`'s rules: the
    /// scope's merged rules, and the project-wide keys (`composition_root`,
    /// `dependency_suffixes`, `test_paths`) of the top configuration of every scope (several
    /// tops, from paths in different projects, are combined with their globs rebased).
    public func configuration(forScope index: Int) -> Configuration {
        var tops: [Configuration] = []
        for scope in scopes {
            if let top = scope.chain.first, !tops.contains(where: { $0.path == top.path }) { tops.append(top) }
        }
        var result: Configuration
        if tops.count <= 1 {
            result = tops.first ?? Configuration(directory: currentDirectory)
        } else {
            result = Configuration(directory: "/")
            for top in tops {
                let prefix = String(absolute(top.directory).drop(while: { $0 == "/" }))
                result.compositionRootTypes += top.compositionRootTypes
                result.compositionRootPaths += top.compositionRootPaths.map { $0.rebased(under: prefix) }
                result.testPaths += top.testPaths.map { $0.rebased(under: prefix) }
                if top.projectKeyLocations["dependency_suffixes"] != nil && result.projectKeyLocations["dependency_suffixes"] == nil {
                    result.dependencySuffixes = top.dependencySuffixes
                    result.projectKeyLocations["dependency_suffixes"] = top.projectKeyLocations["dependency_suffixes"]
                }
            }
        }
        result.rules = scopes.isEmpty ? [:] : scopes[index].rules
        return result
    }

    /// Whether scope `index` may judge files differently from scope `base`: a file that
    /// sets `rules` is in one chain and not in the other (a nested file with only `exclude`
    /// changes nothing).
    public func hasOwnRules(_ index: Int, comparedTo base: Int) -> Bool {
        guard index != base, index < scopes.count, base < scopes.count else { return false }
        return scopes[index].ruledFiles != scopes[base].ruledFiles
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : currentDirectory + "/" + path
    }
}

extension RuleConfiguration {
    /// This setting with `child`'s on/off, severity and option keys taking precedence.
    func overridden(by child: RuleConfiguration) -> RuleConfiguration {
        var members = options.members.filter { member in !child.options.members.contains { $0.key == member.key } }
        members += child.options.members
        return RuleConfiguration(
            isEnabled: child.isEnabled ?? isEnabled, severity: child.severity ?? severity,
            options: ConfigObject(
                path: child.options.path, members: members,
                location: child.options.location, context: child.options.context))
    }
}

extension Configuration {
    /// The `.dilint.json` files from `folder` (absolute) upward, top first: up to the folder
    /// holding `.git` (the work tree's top), or to `/`.
    static func chain(from folder: String) -> [String] {
        var files: [String] = []
        var current = folder
        while true {
            var info = stat()
            let candidate = FileDiscovery.join(current, fileName)
            // Any entry of that name counts, so that a folder or a dangling link named
            // `.dilint.json` is reported by `load` instead of silently ignored.
            if lstat(candidate, &info) == 0 { files.append(candidate) }
            if lstat(FileDiscovery.join(current, ".git"), &info) == 0 { break }
            let parent = FileDiscovery.parentFolder(current)
            if parent == current || current == "/" { break }
            current = parent
        }
        return files.reversed()
    }

    /// Fails when a nested configuration sets a key that applies to the whole project.
    func rejectProjectKeys(top: Configuration) throws(ConfigError) {
        let message = "applies to the whole project; set it in the top configuration (\(top.path ?? Configuration.fileName))"
        if let (key, location) = projectKeyLocations.min(by: { $0.value < $1.value }) {
            throw ConfigError(path: path ?? "", location: location, message: "'\(key)' " + message)
        }
    }
}
