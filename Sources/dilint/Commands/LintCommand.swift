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
    static func lint(_ arguments: Arguments) throws -> Int32 {
        let started = DispatchTime.now()
        var clock = PhaseClock()
        let currentDirectory = SystemIO.currentDirectory()
        let format = try ReportFormat(
            rawValue: choice(
                arguments.value("--format") ?? "text",
                ReportFormat.allCases.map(\.rawValue), option: "--format"))!
        let extraReports = try arguments.all("--report").map(parseReport)
        let jobs = try jobCount(arguments.value("--jobs"))
        let isAbsolute =
            try choice(
                arguments.value("--path-style") ?? "relative", ["relative", "absolute"],
                option: "--path-style") == "absolute"
        let paths = arguments.operands.isEmpty ? ["."] : arguments.operands
        let scopes = try LintSetup.scopes(arguments, paths: paths, currentDirectory: currentDirectory)
        let failOn = try choice(
            arguments.value("--fail-on") ?? scopes.configuration(forScope: 0).failOn
                ?? arguments.value("--default-fail-on") ?? "warning",
            ["error", "warning", "note", "never"], option: "--fail-on")
        let choices = try LintSetup.RuleChoices(arguments)
        let selection = choices.selection(scopes.configuration(forScope: 0))
        var linter = try Linter(
            configuration: scopes.configuration(forScope: 0), selection: selection,
            currentDirectory: currentDirectory)
        let baseline = try arguments.value("--baseline").map(readBaseline)

        // What to analyze: the operands (default `.`), plus standard input as `--stdin-path`.
        let commandLineExcludes = try LintSetup.excludes(arguments.all("--exclude"))
        let isExcluded = { (path: String, _: Bool) -> Bool in
            commandLineExcludes.contains { $0.matches(path) } || scopes.isExcluded(path)
        }
        let discoveryOptions =
            arguments.has("--no-ignore")
            ? DiscoveryOptions(skipsVendoredFolders: false)
            : DiscoveryOptions(ignoredPaths: LintSetup.ignoredPaths(paths))
        var reportOnly = Set(arguments.all("--report-only").map { displayPath($0, currentDirectory: currentDirectory) })
        // --fix and --diff: the text of each file as read (LintFixes.swift).
        let lintedTexts = arguments.has("--fix") || arguments.has("--diff") ? LintedTexts() : nil
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
        // `--staged` lints the staged text of staged files: what the commit will hold.
        var staged: [String: [UInt8]] = [:]
        if arguments.has("--staged") {
            staged = try Git.stagedFiles(currentDirectory: currentDirectory)
            reportOnly.formUnion(staged.keys)
        }
        if let revision = arguments.value("--changed-since") {
            reportOnly.formUnion(try Git.changedFiles(since: revision, currentDirectory: currentDirectory))
        }
        if (arguments.has("--staged") || arguments.value("--changed-since") != nil) && reportOnly.isEmpty {
            reportOnly.insert("")  // nothing changed: report nothing
        }
        if !reportOnly.isEmpty { linter.reportOnly = reportOnly }
        // Generated files (docs/cli.md, "Generated code") are analyzed, reported on only here.
        linter.lintsGeneratedCode = arguments.has("--no-ignore")
        clock.mark("setup")

        // Files are linted as discovery finds them (the walk overlaps the first phase); the
        // file standing for standard input replaces one found on disk at its path. Files
        // below a nested configuration with rules of its own are judged again afterwards.
        var discovery = DiscoveryResult(files: [], errors: [])
        var configurationError: ConfigError?
        var ownRules: [Int: [Linter.Input]] = [:]
        // The html format draws the dependency graph, built from the same inputs afterwards.
        let drawsGraph =
            (format.drawsGraph && !arguments.has("--statistics")) || extraReports.contains { $0.0.drawsGraph }
        var graphInputs: [Linter.Input] = []
        // Storyboards, nibs, property lists and Objective-C files the walk passed may make a
        // Swift screen by its class name: asked when every file is found.
        let interfaceClassNames = { discovery.interfaceClassNames }
        var result = linter.run(jobs: jobs, interfaceClassNames: interfaceClassNames) { emit in
            withoutActuallyEscaping(emit) { emit in
                func take(_ input: Linter.Input) {
                    let scope = scopes.scopeIndex(of: input.path)
                    if scopes.hasOwnRules(scope, comparedTo: 0) { ownRules[scope, default: []].append(input) }
                    if drawsGraph { graphInputs.append(input) }
                    emit(input)
                }
                discovery = FileDiscovery.discover(
                    paths: paths, currentDirectory: currentDirectory, options: discoveryOptions, isExcluded: isExcluded,
                    configurationFound: { _, folder in
                        do throws(ConfigError) { try scopes.addNested(folder: folder) } catch {
                            if configurationError == nil { configurationError = error }
                        }
                    }
                ) { file in
                    guard file.path != standardInput?.path else { return }
                    if let bytes = staged[file.path] {
                        take(Linter.Input(path: file.path) { () throws(SourceError) -> [UInt8] in bytes })
                    } else {
                        take(
                            Linter.Input(path: file.path) { () throws(SourceError) -> [UInt8] in
                                let bytes = try SourceFile.read(fileSystemPath: file.fileSystemPath, path: file.path).bytes
                                lintedTexts?.record(file.path, fileSystemPath: file.fileSystemPath, bytes)
                                return bytes
                            })
                    }
                }
                if let standardInput { take(standardInput) }
            }
        }
        if let configurationError { throw configurationError }
        var enabledRules = selection.enabled
        for (scope, inputs) in ownRules {
            enabledRules.formUnion(
                try LintSetup.judgeAgain(
                    inputs, scope: scope, scopes: scopes, choices: choices,
                    reportOnly: linter.reportOnly, result: &result))
        }
        let discoveryErrors = discovery.errors
        if result.fileCount == 0 && discoveryErrors.isEmpty && result.errors.isEmpty {
            Output.standardError.write("warning: no Swift file found in \(paths.map { "'\($0)'" }.joined(separator: ", "))\n")
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
        if let baseline, let path = arguments.value("--baseline") {
            (findings, stale) = LintSetup.filter(findings, by: baseline, at: path, currentDirectory: currentDirectory)
        }
        if let path = arguments.value("--write-baseline") {
            let rebased = LintSetup.rebase(result.findings, toFolderOf: path, currentDirectory: currentDirectory)
            try writeAtomically(Baseline(findings: rebased).encoded(), to: path)
        }

        let useColor =
            format == .text && arguments.value("--output") == nil && !arguments.has("--no-color")
            && getenv("NO_COLOR") == nil && isatty(STDOUT_FILENO) == 1
        let entries = Report.entries(for: findings, suppressed: arguments.has("--show-suppressed") ? result.suppressed : [])
        var report = Report(
            findings: entries.findings, suppressed: entries.suppressed,
            rules: enabledRules.sorted(), severities: selection.severities,
            toolVersion: dilintVersion, fileCount: result.fileCount, useColor: useColor,
            staleBaselineEntries: stale)
        report.sourceRoot = currentDirectory
        report.folded = result.folded
        if drawsGraph { ReportExtras.add(to: &report, inputs: graphInputs, index: result.index, jobs: jobs) }
        if isAbsolute { report = report.withAbsolutePaths() }
        let reporter: any Reporter = arguments.has("--statistics") ? StatisticsReporter() : format.reporter
        if let output = arguments.value("--output") {
            try writeAtomically(reporter.render(report), to: output)
        } else if !(arguments.has("--quiet") && findings.isEmpty) {
            Output.standard.write(reporter.render(report))
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
                result, skipped: discovery.skipped, findings: findings, started: started,
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

    /// `value` with `digits` decimals, as `%.<digits>f` prints a non-negative number.
    static func fixed(_ value: Double, digits: Int) -> String {
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let units = Int((max(0, value) * Double(scale)).rounded())
        let fraction = String(units % scale)
        return "\(units / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    static func writeStats(
        _ result: LintResult, skipped: [DiscoverySkip: Int], findings: [Finding], started: DispatchTime,
        phases: [LintResult.Phase]
    ) {
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        var text = "files: \(result.fileCount), lines: \(result.lineCount), bytes: \(result.byteCount), "
        text += "time: \(fixed(seconds, digits: 3)) s, findings: \(findings.count)\n"
        text += "phases (ms): " + phases.map { "\($0.name) \(fixed($0.seconds * 1000, digits: 1))" }.joined(separator: ", ") + "\n"
        text += "skipped: " + DiscoverySkip.allCases.map { "\($0.rawValue) \(skipped[$0] ?? 0)" }.joined(separator: ", ")
        text += " (folders and Swift files; --no-ignore lints vendored and ignored ones)\n"
        text += "generated files analyzed without findings: \(result.generatedFileCount) (--no-ignore reports on them)\n"
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
