import DILintReport
import DILintRules

/// One option of a command: its spelling, its value, its help line and how shells complete
/// it. `CommandTable` is the only place options are written down; the parser, `--help`,
/// the shell completions and (through a test) docs/cli.md all read it.
public struct CommandOption: Sendable {
    /// What a value is, for shell completion.
    public enum ValueKind: Sendable, Equatable {
        /// A flag: no value.
        case none
        case file
        case folder
        case ruleIDs
        case text
        /// One of these words (`--format`); a parser check is the command's job.
        case choice([String])
    }

    /// `--format`.
    public var name: String
    /// Another spelling (`-h`), or nil.
    public var shortName: String? = nil
    /// What `--help` shows after the name (`FORMAT`); nil for a flag.
    public var placeholder: String? = nil
    public var kind: ValueKind = .none
    /// May be given more than once (each value is kept).
    public var isRepeatable = false
    /// Takes every following operand up to the next option (`--report-only A B`).
    public var isVariadic = false
    /// One line for `--help` and the completions: lowercase, no period.
    public var help: String

    public var takesValue: Bool { placeholder != nil }

    /// `--format FORMAT`, as `--help` and docs/cli.md show it.
    public var synopsis: String { placeholder.map { "\(name) \($0)" } ?? name }
}

/// A subcommand: its name, operands, one-line summary, options, and what runs it.
public struct Command: Sendable {
    /// What the operands are, for shell completion.
    public enum OperandKind: Sendable, Equatable {
        case none
        case paths
        case ruleID
        case command
        case choice([String])
    }

    public var name: String
    /// The operands as `--help` shows them (`[PATH…]`), or "".
    public var operands: String = ""
    public var operandKind: OperandKind = .none
    public var summary: String
    /// The command's own options; `-h`/`--help` is added to every command.
    public var options: [CommandOption] = []
    /// Runs the command on its parsed arguments and returns the exit status. Throws
    /// `UsageError` (and the libraries' errors) for the caller to print with exit status 2.
    var run: @Sendable (Arguments) throws -> Int32

    /// `options` and the `-h`/`--help` every command has.
    public var allOptions: [CommandOption] { options + [CommandTable.help] }
}

/// Every command and option of dilint. Adding an option is one entry in a command's
/// `options` list (and the code that reads `arguments.value("--name")`); adding a command
/// is one `Command` in `commands`. `OptionTableTests` checks `--help`, the parser, the
/// completions and docs/cli.md against this table.
public enum CommandTable {
    public static let help = CommandOption(name: "--help", shortName: "-h", help: "show this help")

    public static let commands: [Command] = [
        Command(
            name: "lint", operands: "[PATH…]", operandKind: .paths,
            summary: "lint files and folders (the default command; default path: .)",
            options: lintOptions, run: LintCommand.lint),
        Command(
            name: "rules", summary: "list the rules: id, default severity, on/off, summary",
            options: [
                .init(
                    name: "--format", placeholder: "FORMAT", kind: .choice(["text", "json"]),
                    help: "text (default) or json")
            ],
            run: RulesCommand.run),
        Command(
            name: "explain", operands: "RULE", operandKind: .ruleID,
            summary: "print a rule's documentation", run: ExplainCommand.run),
        Command(
            name: "dump", operands: "[PATH…]", operandKind: .paths,
            summary: "print the declarations dilint sees, as JSON (a debugging aid)", run: DumpCommand.run),
        Command(
            name: "graph", operands: "[PATH…]", operandKind: .paths,
            summary: "print the dependency graph as DOT, Mermaid or JSON (docs/graph.md)",
            options: graphOptions, run: GraphCommand.graph),
        Command(
            name: "lsp", summary: "run the language server on standard input and output (docs/editors.md)",
            run: LSPCommand.run),
        Command(name: "version", summary: "print the version", run: VersionCommand.run),
        Command(
            name: "help", operands: "[COMMAND]", operandKind: .command,
            summary: "show the help of dilint or of a command", run: HelpCommand.run),
        Command(
            name: "completions", operands: "bash|zsh|fish", operandKind: .choice(Shell.allCases.map(\.rawValue)),
            summary: "print a shell completion script", run: CompletionsCommand.run),
    ]

    // Options that `lint` and `graph` share, written once.
    static let config = CommandOption(
        name: "--config", placeholder: "FILE", kind: .file, help: "use FILE instead of the nearest .dilint.json of each path")
    static let noConfig = CommandOption(name: "--no-config", help: "use no configuration file")
    static let exclude = CommandOption(
        name: "--exclude", placeholder: "GLOB", kind: .text, isRepeatable: true,
        help: "skip matching paths, relative to the current folder (repeatable)")
    static let jobs = CommandOption(name: "--jobs", placeholder: "N", kind: .text, help: "threads (default: all cores)")

    public static let lintOptions: [CommandOption] = [
        .init(
            name: "--format", placeholder: "FORMAT", kind: .choice(ReportFormat.allCases.map(\.rawValue)),
            help: "report format: " + ReportFormat.allCases.map(\.rawValue).joined(separator: ", ") + " (default text)"),
        .init(
            name: "--output", placeholder: "FILE", kind: .file,
            help: "write the report to FILE (atomically) instead of standard output"),
        .init(
            name: "--report", placeholder: "FORMAT:FILE", kind: .text, isRepeatable: true,
            help: "also write a report in FORMAT to FILE from the same run (repeatable)"),
        config, noConfig,
        .init(
            name: "--enable", placeholder: "RULE", kind: .ruleIDs, isRepeatable: true,
            help: "turn rules on (repeatable, or comma-separated)"),
        .init(
            name: "--disable", placeholder: "RULE", kind: .ruleIDs, isRepeatable: true,
            help: "turn rules off (repeatable, or comma-separated)"),
        .init(
            name: "--only", placeholder: "RULE", kind: .ruleIDs, isRepeatable: true,
            help: "run only these rules (repeatable, or comma-separated)"),
        .init(
            name: "--fail-on", placeholder: "LEVEL", kind: .choice(["error", "warning", "note", "never"]),
            help: "exit 1 on findings at or above error, warning (default; or the configuration's fail_on) or note; never"),
        .init(
            name: "--default-fail-on", placeholder: "LEVEL", kind: .choice(["error", "warning", "note", "never"]),
            help: "the --fail-on level when neither --fail-on nor the configuration's fail_on sets one"),
        .init(
            name: "--path-style", placeholder: "STYLE", kind: .choice(["relative", "absolute"]),
            help: "paths in reports: relative (default) or absolute (Xcode needs absolute)"),
        .init(name: "--baseline", placeholder: "FILE", kind: .file, help: "hide the findings recorded in FILE"),
        .init(name: "--write-baseline", placeholder: "FILE", kind: .file, help: "record the current findings in FILE"),
        .init(
            name: "--report-only", placeholder: "PATH…", kind: .file, isRepeatable: true, isVariadic: true,
            help: "analyze every PATH given, report only on these files"),
        .init(name: "--staged", help: "report only on files staged in git, linting their staged text"),
        .init(
            name: "--changed-since", placeholder: "REV", kind: .text,
            help: "report only on files changed since REV (and untracked ones)"),
        .init(
            name: "--stdin-path", placeholder: "PATH", kind: .file,
            help: "lint standard input as if it were the file PATH"),
        exclude,
        .init(name: "--no-ignore", help: "also lint what git ignores, vendored folders, files in no Xcode project and generated files"),
        jobs,
        .init(name: "--show-suppressed", help: "also report findings silenced by dilint:disable comments"),
        .init(name: "--stats", help: "print files, lines, bytes, time, skipped paths and findings per rule on stderr"),
        .init(name: "--fix", help: "remove unused suppressions (files rewritten atomically), report the rest"),
        .init(name: "--diff", help: "print what --fix would change as a unified diff; write nothing"),
        .init(name: "--statistics", help: "print only the number of findings of each rule, most first"),
        .init(name: "--quiet", help: "print nothing when there are no findings"),
        .init(name: "--no-color", help: "no colors (also when NO_COLOR is set)"),
    ]

    public static let graphOptions: [CommandOption] = [
        .init(
            name: "--format", placeholder: "FORMAT", kind: .choice(GraphFormat.allCases.map(\.rawValue)),
            help: "dot (default), mermaid or json"),
        .init(
            name: "--output", placeholder: "FILE", kind: .file,
            help: "write the graph to FILE (atomically) instead of standard output"),
        .init(name: "--focus", placeholder: "TYPE", kind: .text, help: "only TYPE and the types within --depth edges of it"),
        .init(name: "--depth", placeholder: "N", kind: .text, help: "how many edges from --focus (default 1)"),
        .init(name: "--hide-tests", help: "leave out the types declared in test files"),
        .init(
            name: "--cluster", placeholder: "KIND",
            kind: .choice(DependencyGraph.Clustering.allCases.map(\.rawValue)),
            help: "group the types by folder or module, or none (default)"),
        config, noConfig,
        exclude,
        .init(name: "--no-ignore", help: "also read what git ignores, vendored folders and files in no Xcode project"),
        jobs,
        .init(name: "--stats", help: "print the node and edge counts and the time on stderr"),
    ]

    /// The command named `name`.
    public static func command(_ name: String) -> Command? {
        commands.first { $0.name == name }
    }
}
