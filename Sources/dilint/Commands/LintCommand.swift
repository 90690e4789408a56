import DILintReport
import DILintRules
import DILintSyntax
import Foundation

/// `dilint lint [PATH…]`: analyze, report, and exit 0 (clean), 1 (findings at or above
/// `--fail-on`) or 2 (usage or configuration error, or an input that could not be read).
enum LintCommand {
    static let options: [Arguments.Option] = [
        .init(name: "--format", takesValue: true),
        .init(name: "--output", takesValue: true),
        .init(name: "--config", takesValue: true),
        .init(name: "--no-config", takesValue: false),
        .init(name: "--enable", takesValue: true, isRepeatable: true),
        .init(name: "--disable", takesValue: true, isRepeatable: true),
        .init(name: "--only", takesValue: true, isRepeatable: true),
        .init(name: "--fail-on", takesValue: true),
        .init(name: "--exclude", takesValue: true, isRepeatable: true),
        .init(name: "--jobs", takesValue: true),
        .init(name: "--quiet", takesValue: false),
        .init(name: "--no-color", takesValue: false),
    ]

    static func run(_ arguments: [String]) -> Int32 {
        do {
            return try lint(Arguments(arguments, options: options, command: "lint"))
        } catch let error as UsageError {
            Output.standardError.write("\(error)\n")
        } catch let error as ConfigError {
            Output.standardError.write("\(error)\n")
        } catch {
            Output.standardError.write("error: \(error)\n")
        }
        return 2
    }

    static func lint(_ arguments: Arguments) throws -> Int32 {
        let currentDirectory = FileManager.default.currentDirectoryPath
        let format = try choice(arguments.value("--format") ?? "text", ReportFormat.allCases.map(\.rawValue), option: "--format")
        let failOn = try choice(arguments.value("--fail-on") ?? "warning", ["error", "warning", "note", "never"], option: "--fail-on")
        let jobs = try jobCount(arguments.value("--jobs"))
        let configuration = try loadConfiguration(arguments, currentDirectory: currentDirectory)
        let selection = RuleSelection(configuration: configuration,
                                      enable: try ruleIDs(arguments.all("--enable"), option: "--enable"),
                                      disable: try ruleIDs(arguments.all("--disable"), option: "--disable"),
                                      only: try ruleIDs(arguments.all("--only"), option: "--only"))
        let linter = try Linter(configuration: configuration, selection: selection, currentDirectory: currentDirectory)

        let commandLineExcludes = arguments.all("--exclude").map(Glob.init)
        let paths = arguments.operands.isEmpty ? ["."] : arguments.operands
        let discovery = FileDiscovery.discover(paths: paths, currentDirectory: currentDirectory) { path, _ in
            commandLineExcludes.contains { $0.matches(path) }
                || configuration.exclude.contains {
                    $0.matches(configuration.relativeToConfiguration(path, currentDirectory: currentDirectory))
                }
        }
        let inputs = discovery.files.map { file in
            Linter.Input(path: file.path) { () throws(SourceError) -> [UInt8] in
                try SourceFile.read(fileSystemPath: file.fileSystemPath, path: file.path).bytes
            }
        }
        let result = linter.run(inputs, jobs: jobs)

        let useColor = format == "text" && arguments.value("--output") == nil && !arguments.has("--no-color")
            && ProcessInfo.processInfo.environment["NO_COLOR"] == nil && isatty(STDOUT_FILENO) == 1
        let report = Report(findings: Report.entries(for: result.findings),
                            rules: selection.enabled.sorted(), toolVersion: dilintVersion,
                            fileCount: result.fileCount, useColor: useColor)
        let bytes = ReportFormat(rawValue: format)!.reporter.render(report)
        if let output = arguments.value("--output") {
            try writeAtomically(bytes, to: output)
        } else if !(arguments.has("--quiet") && result.findings.isEmpty) {
            Output.standard.write(Data(bytes))
        }
        for error in discovery.errors + result.errors {
            Output.standardError.write("\(error)\n")
        }
        if !discovery.errors.isEmpty || !result.errors.isEmpty { return 2 }
        guard let threshold = Severity(rawValue: failOn) else { return 0 }  // "never"
        return result.findings.contains { $0.severity >= threshold } ? 1 : 0
    }

    static func choice(_ value: String, _ allowed: [String], option: String) throws -> String {
        guard allowed.contains(value) else {
            throw UsageError(message: "'\(value)' is not a valid value for \(option); expected one of \(allowed.joined(separator: ", "))")
        }
        return value
    }

    static func jobCount(_ text: String?) throws -> Int {
        guard let text else { return max(1, ProcessInfo.processInfo.activeProcessorCount) }
        guard let n = Int(text), n >= 1 else {
            throw UsageError(message: "'\(text)' is not a valid value for --jobs; expected a positive integer")
        }
        return n
    }

    static func ruleIDs(_ texts: [String], option: String) throws -> [RuleID] {
        try texts.flatMap { $0.split(separator: ",").map(String.init) }.map { text in
            guard let id = RuleID(rawValue: text) else {
                var message = "unknown rule '\(text)' for \(option)"
                if let suggestion = RuleID.suggestion(for: text) { message += "; did you mean '\(suggestion.rawValue)'?" }
                throw UsageError(message: message)
            }
            return id
        }
    }

    static func loadConfiguration(_ arguments: Arguments, currentDirectory: String) throws -> Configuration {
        if arguments.has("--no-config") {
            if arguments.value("--config") != nil { throw UsageError(message: "--config and --no-config exclude each other") }
            return Configuration(directory: currentDirectory)
        }
        if let path = arguments.value("--config") {
            return try Configuration.load(fileSystemPath: path, displayPath: path)
        }
        guard let found = Configuration.find(from: currentDirectory) else {
            return Configuration(directory: currentDirectory)
        }
        return try Configuration.load(fileSystemPath: found,
                                      displayPath: FileDiscovery.relativePath(found, from: currentDirectory))
    }

    /// Writes through a temporary file in the same folder and renames it into place, so a
    /// reader never sees half a report and an interrupted run leaves the old one.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).dilint-\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(bytes).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw UsageError(message: "cannot write \(path): \(reason)")
            }
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError(message: "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
