import DILintSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The version printed by `--version` and written into reports.
let dilintVersion = "0.1.0"

/// Dispatches the first argument to a command and returns the exit status.
enum CommandLineTool {
    static func run(_ arguments: [String]) -> Int32 {
        var arguments = arguments[...]
        switch arguments.first {
        case "--version", "-V":
            Output.standard.write("dilint \(dilintVersion)\n")
            return 0
        case "--help", "-h", "help":
            Output.standard.write(usage)
            return 0
        case "lint":
            arguments.removeFirst()
            return LintCommand.run(Array(arguments))
        case "rules":
            arguments.removeFirst()
            return RulesCommand.run(Array(arguments))
        case "explain":
            arguments.removeFirst()
            return ExplainCommand.run(Array(arguments))
        case "dump":
            arguments.removeFirst()
            return DumpCommand.run(Array(arguments))
        case "lsp":
            arguments.removeFirst()
            return LSPCommand.run(Array(arguments))
        case let first? where first.hasPrefix("-") && first != "-":
            // `dilint --format json Sources`: lint is the default command.
            return LintCommand.run(Array(arguments))
        case let first?:
            if access(first, F_OK) == 0 {
                return LintCommand.run(Array(arguments))  // `dilint Sources`
            }
            Output.standardError.write("error: unknown command '\(first)'; run 'dilint --help'\n")
            return 2
        case nil:
            return LintCommand.run([])
        }
    }

    static let usage = """
        usage: dilint <command> [options] [PATH…]

        commands:
          lint [PATH…]       lint files and folders (the default command; default path: .)
          rules [--format text|json]   list the rules: id, default severity, on/off, summary
          explain RULE       print a rule's documentation
          dump [PATH…]       print the declarations dilint sees, as JSON (a debugging aid)
          lsp                run the language server on standard input and output

        lint options:
          --format FORMAT    text (default), xcode, json, sarif, github, gitlab or checkstyle
          --output FILE      write the report to FILE (atomically) instead of standard output
          --report FORMAT:FILE   write a further report from the same run (repeatable)
          --config FILE      use FILE instead of the nearest .dilint.json; --no-config: none
          --enable RULE, --disable RULE, --only RULE   choose rules (repeatable)
          --fail-on LEVEL    exit 1 on findings at or above error, warning (default), note; never
          --baseline FILE    hide the findings recorded in FILE
          --write-baseline FILE   record the current findings in FILE
          --report-only PATH…   analyze every PATH given, report only on these files
          --staged           report only on files staged in git
          --changed-since REV   report only on files changed since REV
          --stdin-path PATH  lint standard input as if it were the file PATH
          --exclude GLOB     skip matching paths (repeatable)
          --jobs N           threads (default: all cores)
          --show-suppressed  also report findings silenced by dilint:disable comments
          --stats            print files, lines, bytes, time and findings per rule on stderr
          --fix              remove unused suppressions (files rewritten atomically), report the rest
          --diff             print what --fix would change as a unified diff; write nothing
          --quiet            print nothing when there are no findings
          --no-color         no colors (also when NO_COLOR is set)

        exit status: 0 no findings at or above --fail-on, 1 such findings, 2 usage or
        configuration error or an unreadable input

        other options:
          --help             show this help
          --version          print the version

        """
}
