import DILintReport
import DILintRules
import DILintSyntax
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `dilint lint [PATH…]`: analyze, report, and exit 0 (clean), 1 (findings at or above
/// `--fail-on`) or 2 (usage or configuration error, or an input that could not be read).
enum LintCommand {
    static let options: [Arguments.Option] = [
        .init(name: "--format", takesValue: true),
        .init(name: "--output", takesValue: true),
        .init(name: "--report", takesValue: true, isRepeatable: true),
        .init(name: "--config", takesValue: true),
        .init(name: "--no-config", takesValue: false),
        .init(name: "--enable", takesValue: true, isRepeatable: true),
        .init(name: "--disable", takesValue: true, isRepeatable: true),
        .init(name: "--only", takesValue: true, isRepeatable: true),
        .init(name: "--fail-on", takesValue: true),
        .init(name: "--baseline", takesValue: true),
        .init(name: "--write-baseline", takesValue: true),
        .init(name: "--report-only", takesValue: true, isRepeatable: true),
        .init(name: "--staged", takesValue: false),
        .init(name: "--changed-since", takesValue: true),
        .init(name: "--stdin-path", takesValue: true),
        .init(name: "--exclude", takesValue: true, isRepeatable: true),
        .init(name: "--jobs", takesValue: true),
        .init(name: "--show-suppressed", takesValue: false),
        .init(name: "--quiet", takesValue: false),
        .init(name: "--no-color", takesValue: false),
        .init(name: "--stats", takesValue: false),
        .init(name: "--fix", takesValue: false),
        .init(name: "--diff", takesValue: false),
    ]

    static func run(_ arguments: [String]) -> Int32 {
        do {
            return try lint(Arguments(expandReportOnly(arguments), options: options, command: "lint"))
        } catch let error as UsageError {
            Output.standardError.write("\(error)\n")
        } catch let error as ConfigError {
            Output.standardError.write("\(error)\n")
        } catch let error as BaselineError {
            Output.standardError.write("\(error)\n")
        } catch {
            Output.standardError.write("error: \(error)\n")
        }
        return 2
    }

    /// `--report-only A B --next` takes every operand up to the next option (what a
    /// pre-commit hook appends), written here as repeated `--report-only` values.
    static func expandReportOnly(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var collecting = false
        for argument in arguments {
            if argument == "--report-only" {
                collecting = true
                continue
            }
            if collecting && (!argument.hasPrefix("-") || argument == "-") {
                result += ["--report-only", argument]
                continue
            }
            collecting = false
            result.append(argument)
        }
        return result
    }

    static func lint(_ arguments: Arguments) throws -> Int32 {
        let started = DispatchTime.now()
        var clock = PhaseClock()
        let currentDirectory = SystemIO.currentDirectory()
        let format = try ReportFormat(
            rawValue: choice(
                arguments.value("--format") ?? "text",
                ReportFormat.allCases.map(\.rawValue), option: "--format"))!
        let extraReports = try arguments.all("--report").map(parseReport)
        let failOn = try choice(arguments.value("--fail-on") ?? "warning", ["error", "warning", "note", "never"], option: "--fail-on")
        let jobs = try jobCount(arguments.value("--jobs"))
        let configuration = try loadConfiguration(arguments, currentDirectory: currentDirectory)
        let selection = RuleSelection(
            configuration: configuration,
            enable: try ruleIDs(arguments.all("--enable"), option: "--enable"),
            disable: try ruleIDs(arguments.all("--disable"), option: "--disable"),
            only: try ruleIDs(arguments.all("--only"), option: "--only"))
        var linter = try Linter(configuration: configuration, selection: selection, currentDirectory: currentDirectory)
        let baseline = try arguments.value("--baseline").map(readBaseline)

        // What to analyze: the operands (default `.`), plus standard input as `--stdin-path`.
        let commandLineExcludes = arguments.all("--exclude").map(Glob.init)
        let paths = arguments.operands.isEmpty ? ["."] : arguments.operands
        let isExcluded = { (path: String, _: Bool) -> Bool in
            commandLineExcludes.contains { $0.matches(path) }
                || configuration.exclude.contains {
                    $0.matches(configuration.relativeToConfiguration(path, currentDirectory: currentDirectory))
                }
        }
        // --fix and --diff: the text of each file as read (LintFixes.swift).
        let lintedTexts = arguments.has("--fix") || arguments.has("--diff") ? LintedTexts() : nil
        var reportOnly = Set(arguments.all("--report-only").map { displayPath($0, currentDirectory: currentDirectory) })
        var standardInput: Linter.Input?
        if let stdinPath = arguments.value("--stdin-path") {
            let path = displayPath(stdinPath, currentDirectory: currentDirectory)
            let bytes: [UInt8]
            do {
                bytes = try SourceFile.read(descriptor: STDIN_FILENO, path: path).bytes
            } catch {
                throw UsageError(message: "cannot read standard input: \(error.reason)")
            }
            lintedTexts?.record(path, fileSystemPath: nil, bytes)
            standardInput = Linter.Input(path: path) { () throws(SourceError) -> [UInt8] in bytes }
            if arguments.all("--report-only").isEmpty { reportOnly.insert(path) }
        }
        if arguments.has("--staged") || arguments.value("--changed-since") != nil {
            reportOnly.formUnion(try changedFiles(since: arguments.value("--changed-since"), currentDirectory: currentDirectory))
            if reportOnly.isEmpty { reportOnly.insert("") }  // nothing changed: report nothing
        }
        if !reportOnly.isEmpty { linter.reportOnly = reportOnly }
        clock.mark("setup")

        // Files are linted as discovery finds them (the walk overlaps the first phase); the
        // file standing for standard input replaces one found on disk at its path.
        var discoveryErrors: [SourceError] = []
        let result = linter.run(jobs: jobs) { emit in
            withoutActuallyEscaping(emit) { emit in
                discoveryErrors = FileDiscovery.discover(
                    paths: paths, currentDirectory: currentDirectory,
                    isExcluded: isExcluded
                ) { file in
                    guard file.path != standardInput?.path else { return }
                    emit(
                        Linter.Input(path: file.path) { () throws(SourceError) -> [UInt8] in
                            let bytes = try SourceFile.read(fileSystemPath: file.fileSystemPath, path: file.path).bytes
                            lintedTexts?.record(file.path, fileSystemPath: file.fileSystemPath, bytes)
                            return bytes
                        })
                }
            }
            if let standardInput { emit(standardInput) }
        }
        var reportClock = PhaseClock()
        var findings = result.findings
        var isFixRefused = false  // a file changed on disk after it was read: status 2 after the report
        if let lintedTexts {
            let fixes = try LintFixes.apply(findings, texts: lintedTexts, write: !arguments.has("--diff"))
            if arguments.has("--diff") {
                Output.standard.write(fixes.diff)
                return fixes.refusedFiles > 0 ? 2 : fixes.diff.isEmpty ? 0 : 1
            }
            findings = fixes.remaining
            isFixRefused = fixes.refusedFiles > 0
        }
        var stale = 0
        if let baseline {
            (findings, stale) = baseline.filter(findings)
        }
        if let path = arguments.value("--write-baseline") {
            try writeAtomically(Baseline(findings: result.findings).encoded(), to: path)
        }

        let useColor =
            format == .text && arguments.value("--output") == nil && !arguments.has("--no-color")
            && getenv("NO_COLOR") == nil && isatty(STDOUT_FILENO) == 1
        let entries = Report.entries(for: findings, suppressed: arguments.has("--show-suppressed") ? result.suppressed : [])
        var report = Report(
            findings: entries.findings, suppressed: entries.suppressed,
            rules: selection.enabled.sorted(), severities: selection.severities,
            toolVersion: dilintVersion, fileCount: result.fileCount, useColor: useColor,
            staleBaselineEntries: stale)
        report.sourceRoot = currentDirectory
        if let output = arguments.value("--output") {
            try writeAtomically(format.reporter.render(report), to: output)
        } else if !(arguments.has("--quiet") && findings.isEmpty) {
            Output.standard.write(format.reporter.render(report))
        }
        report.useColor = false
        for (extra, path) in extraReports {
            try writeAtomically(extra.reporter.render(report), to: path)
        }
        for error in discoveryErrors + result.errors {
            Output.standardError.write("\(error)\n")
        }
        if arguments.has("--stats") {
            reportClock.mark("report")
            writeStats(
                result, findings: findings, started: started,
                phases: clock.phases + result.phases + reportClock.phases)
        }
        // The process exits next: freeing the index (every type of the project, one thread)
        // would only delay that, by about 5 ms on the benchmark corpus.
        ProcessLifetime.keep(result)
        if !discoveryErrors.isEmpty || !result.errors.isEmpty || isFixRefused { return 2 }
        guard let threshold = Severity(rawValue: failOn) else { return 0 }  // "never"
        return findings.contains { $0.severity >= threshold } ? 1 : 0
    }

    /// `FORMAT:FILE` of `--report`.
    static func parseReport(_ text: String) throws -> (ReportFormat, String) {
        guard let colon = text.firstIndex(of: ":"), let format = ReportFormat(rawValue: String(text[..<colon])),
            text.index(after: colon) < text.endIndex
        else {
            throw UsageError(
                message: "'\(text)' is not a valid value for --report; expected FORMAT:FILE with FORMAT one of "
                    + ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return (format, String(text[text.index(after: colon)...]))
    }

    static func choice(_ value: String, _ allowed: [String], option: String) throws -> String {
        guard allowed.contains(value) else {
            throw UsageError(message: "'\(value)' is not a valid value for \(option); expected one of \(allowed.joined(separator: ", "))")
        }
        return value
    }

    static func jobCount(_ text: String?) throws -> Int {
        guard let text else { return SystemIO.processorCount() }
        guard let n = Int(text), n >= 1 else {
            throw UsageError(message: "'\(text)' is not a valid value for --jobs; expected a positive integer")
        }
        return n
    }

    static func ruleIDs(_ texts: [String], option: String) throws -> [RuleID] {
        if let empty = texts.first(where: { $0.split(separator: ",", omittingEmptySubsequences: false).contains("") }) {
            throw UsageError(message: "'\(empty)' is not a valid value for \(option); expected rule ids separated by commas")
        }
        return try texts.flatMap { $0.split(separator: ",").map(String.init) }.map { text in
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
        return try Configuration.load(
            fileSystemPath: found,
            displayPath: FileDiscovery.relativePath(found, from: currentDirectory))
    }

    static func readBaseline(_ path: String) throws -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try SourceFile.read(fileSystemPath: path, path: path).bytes
        } catch {
            throw UsageError(message: "cannot read the baseline \(path): \(error.reason)")
        }
        return try Baseline(bytes: bytes, path: path)
    }

    /// A path as reports show it: relative to the current folder, normalized.
    static func displayPath(_ path: String, currentDirectory: String) -> String {
        if path.hasPrefix("/") { return FileDiscovery.relativePath(path, from: currentDirectory) }
        return FileDiscovery.relativePath(currentDirectory + "/" + path, from: currentDirectory)
    }

    /// The files git reports as staged (`since` nil) or changed since a revision (tracked
    /// changes and untracked files), as display paths.
    static func changedFiles(since revision: String?, currentDirectory: String) throws -> Set<String> {
        let root = try git(["rev-parse", "--show-toplevel"]).trimming(" \t\r\n")
        var names: [String]
        if let revision {
            names = try git(["diff", "--name-only", "-z", "--diff-filter=ACMR", revision, "--"]).split(separator: "\0").map(String.init)
            names += try git(["ls-files", "--others", "--exclude-standard", "-z", "--full-name", root]).split(separator: "\0").map(String.init)
        } else {
            names = try git(["diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR", "--"]).split(separator: "\0").map(String.init)
        }
        return Set(names.map { FileDiscovery.relativePath(root + "/" + $0, from: currentDirectory) })
    }

    static func git(_ arguments: [String]) throws -> String {
        switch SystemIO.run(["git"] + arguments) {
        case .failure(let error):
            throw UsageError(message: "cannot run git: \(error.reason)")
        case .success(let (status, output, errors)):
            guard status == 0 else {
                let errorText = String(decoding: errors, as: UTF8.self).trimming(" \t\r\n")
                throw UsageError(message: "git \(arguments.first ?? "") failed: \(errorText)")
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// `value` with `digits` decimals, as `%.<digits>f` prints a non-negative number.
    static func fixed(_ value: Double, digits: Int) -> String {
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let units = Int((max(0, value) * Double(scale)).rounded())
        let fraction = String(units % scale)
        return "\(units / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    static func writeStats(_ result: LintResult, findings: [Finding], started: DispatchTime, phases: [LintResult.Phase]) {
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        var text = "files: \(result.fileCount), lines: \(result.lineCount), bytes: \(result.byteCount), "
        text += "time: \(fixed(seconds, digits: 3)) s, findings: \(findings.count)\n"
        text += "phases (ms): " + phases.map { "\($0.name) \(fixed($0.seconds * 1000, digits: 1))" }.joined(separator: ", ") + "\n"
        var byRule: [RuleID: Int] = [:]
        for finding in findings { byRule[finding.rule, default: 0] += 1 }
        for (rule, count) in byRule.sorted(by: { $0.key < $1.key }) {
            text += "  \(rule.rawValue): \(count)\n"
        }
        Output.standardError.write(text)
    }

    /// Writes through a temporary file in the same folder and renames it into place, so a
    /// reader never sees half a report and an interrupted run leaves the old one. The data is
    /// flushed to disk before the rename; any failure names the file and the reason. A
    /// symlink is followed (the file it names is replaced, the link kept); a target that is
    /// not a regular file (`/dev/stdout`, a pipe) is written directly, never replaced.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        func failure(_ code: Int32) -> UsageError {
            UsageError(message: "cannot write \(path): \(SourceError(path: path, errno: code).reason)")
        }
        var target = path
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { throw failure(EISDIR) }
            if (info.st_mode & S_IFMT) != S_IFREG {
                let fd = open(path, O_WRONLY | O_CLOEXEC)
                guard fd >= 0 else { throw failure(errno) }
                defer { close(fd) }
                if let code = SystemIO.writeAll(bytes, to: fd) { throw failure(code) }
                return
            }
            if let resolved = realpath(path, nil) {
                target = String(cString: resolved)
                free(resolved)
            }
        }
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = "\(folder).\(name).dilint-\(getpid()).tmp"
        unlink(temporary)  // left by an interrupted run that had this process id
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw failure(errno) }
        if let code = SystemIO.writeAll(bytes, to: fd) {
            close(fd)
            unlink(temporary)
            throw failure(code)
        }
        if fsync(fd) != 0 || close(fd) != 0 {
            let code = errno
            unlink(temporary)
            throw failure(code)
        }
        if rename(temporary, target) != 0 {
            let code = errno
            unlink(temporary)
            throw failure(code)
        }
    }
}
