import DILintReport
import DILintRules
import DILintSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The parts of `lint` around the run: which configurations apply where, what discovery
/// skips, judging files under nested configurations, and baseline paths.
enum LintSetup {
    /// `--enable`, `--disable` and `--only`, applied over each configuration.
    struct RuleChoices {
        var enable: [RuleID]
        var disable: [RuleID]
        var only: [RuleID]

        init(_ arguments: Arguments) throws {
            enable = try LintCommand.ruleIDs(arguments.all("--enable"), option: "--enable")
            disable = try LintCommand.ruleIDs(arguments.all("--disable"), option: "--disable")
            only = try LintCommand.ruleIDs(arguments.all("--only"), option: "--only")
        }

        func selection(_ configuration: Configuration) -> RuleSelection {
            RuleSelection(configuration: configuration, enable: enable, disable: disable, only: only)
        }
    }

    /// The configurations of the run: `--config FILE` for every path, none with
    /// `--no-config`, else the `.dilint.json` files above each path (nested ones are added
    /// by the walk).
    static func scopes(_ arguments: Arguments, paths: [String], currentDirectory: String) throws -> ConfigurationScopes {
        if arguments.has("--no-config") {
            if arguments.value("--config") != nil { throw UsageError(message: "--config and --no-config exclude each other") }
            return ConfigurationScopes(currentDirectory: currentDirectory, isDisabled: true)
        }
        if let path = arguments.value("--config") {
            let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
            let configuration = try Configuration.load(fileSystemPath: absolute, displayPath: path)
            return ConfigurationScopes(currentDirectory: currentDirectory, fixed: configuration)
        }
        let scopes = ConfigurationScopes(currentDirectory: currentDirectory)
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { continue }  // discovery names the missing path
            try scopes.addRoot(
                LintCommand.displayPath(path, currentDirectory: currentDirectory),
                isFolder: (info.st_mode & S_IFMT) == S_IFDIR)
        }
        if scopes.scopes.isEmpty { try scopes.addRoot(".", isFolder: true) }
        return scopes
    }

    /// `--exclude` globs, compiled; a malformed one is a usage error naming it.
    static func excludes(_ patterns: [String]) throws -> [Glob] {
        try patterns.map { pattern throws(UsageError) -> Glob in
            do throws(GlobError) {
                return try Glob(validating: pattern)
            } catch {
                let position = error.offset + 1
                throw UsageError(message: "'\(pattern)' is not a valid value for --exclude: \(error.message) (at character \(position))")
            }
        }
    }

    /// What git ignores under each folder of the command line, as display paths (one git
    /// process a folder; none outside a work tree).
    static func ignoredPaths(_ paths: [String]) -> Set<String> {
        var ignored = Set<String>()
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            let folder = LintCommand.displayPath(path, currentDirectory: SystemIO.currentDirectory())
            ignored.formUnion(Git.ignoredPaths(under: folder) ?? [])
        }
        return ignored
    }

    /// Judges `inputs` (files of scope `scope`, whose configuration sets rules of its own)
    /// with that scope's rules against the run's index, replacing what the run found for
    /// them. Returns the rules that ran.
    static func judgeAgain(
        _ inputs: [Linter.Input], scope: Int, scopes: ConfigurationScopes, choices: RuleChoices,
        reportOnly: Set<String>?, result: inout LintResult
    ) throws -> Set<RuleID> {
        guard let index = result.index else { return [] }
        let configuration = scopes.configuration(forScope: scope)
        let selection = choices.selection(configuration)
        let linter = try Linter(configuration: configuration, selection: selection, currentDirectory: scopes.currentDirectory)
        var judged = Set<String>()
        var findings: [Finding] = []
        var suppressed: [Finding] = []
        for input in inputs {
            guard reportOnly?.contains(input.path) ?? true, let bytes = try? input.read() else { continue }
            let (reported, silenced) = linter.check(FileContext(path: input.path, tree: SyntaxTree.parse(bytes), index: index))
            judged.insert(input.path)
            findings += reported
            suppressed += silenced
        }
        result.findings = (result.findings.filter { !judged.contains($0.path) } + findings).sorted(by: Finding.sortedOrder)
        result.suppressed = (result.suppressed.filter { !judged.contains($0.path) } + suppressed).sorted(by: Finding.sortedOrder)
        return selection.enabled
    }

    /// Findings with paths relative to the folder of the baseline file at `path` (baseline
    /// files record paths that way, so one works from any current folder).
    static func rebase(_ findings: [Finding], toFolderOf path: String, currentDirectory: String) -> [Finding] {
        let folder = baselineFolder(path, currentDirectory: currentDirectory)
        guard folder != currentDirectory else { return findings }
        return findings.map { finding in
            var copy = finding
            copy.path = FileDiscovery.relativePath(currentDirectory + "/" + finding.path, from: folder)
            return copy
        }
    }

    /// `baseline.filter` with the findings' paths made relative to the baseline's folder,
    /// and the kept findings given back with their own paths.
    static func filter(_ findings: [Finding], by baseline: Baseline, at path: String, currentDirectory: String)
        -> (kept: [Finding], stale: Int)
    {
        let folder = baselineFolder(path, currentDirectory: currentDirectory)
        guard folder != currentDirectory else { return baseline.filter(findings) }
        let (kept, stale) = baseline.filter(rebase(findings, toFolderOf: path, currentDirectory: currentDirectory))
        return (
            kept.map { finding in
                var copy = finding
                copy.path = FileDiscovery.relativePath(folder + "/" + finding.path, from: currentDirectory)
                return copy
            }, stale
        )
    }

    private static func baselineFolder(_ path: String, currentDirectory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        let folder = "/" + FileDiscovery.normalizedComponents(FileDiscovery.parentFolder(absolute)).joined(separator: "/")
        return folder == "/" + FileDiscovery.normalizedComponents(currentDirectory).joined(separator: "/") ? currentDirectory : folder
    }
}
