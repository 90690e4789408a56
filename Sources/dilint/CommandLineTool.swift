import DILintReport
import DILintRules
import DILintSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The version printed by `--version` and written into reports.
let dilintVersion = ToolInfo.version

/// Dispatches the first argument to a command of `CommandTable`, parses the rest against
/// that command's options and returns the exit status. Errors are printed here, once.
enum CommandLineTool {
    static func run(_ arguments: [String]) -> Int32 {
        var rest = arguments[...]
        let command: Command
        switch rest.first {
        case "--version", "-V":
            return VersionCommand.print()
        case "--help", "-h":
            Output.standard.write(HelpText.tool)
            return 0
        case let first? where CommandTable.command(first) != nil:
            command = CommandTable.command(first)!
            rest.removeFirst()
        case let first? where first.hasPrefix("-") && first != "-":
            command = CommandTable.command("lint")!  // `dilint --format json Sources`
        case let first?:
            guard access(first, F_OK) == 0 else {
                Output.standardError.write("error: unknown command '\(first)'; run 'dilint --help'\n")
                return 2
            }
            command = CommandTable.command("lint")!  // `dilint Sources`
        case nil:
            command = CommandTable.command("lint")!
        }
        do {
            let parsed = try Arguments(Array(rest), command: command.name, options: command.allOptions)
            if parsed.has("--help") {
                Output.standard.write(HelpText.command(command))
                return 0
            }
            return try command.run(parsed)
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
}

/// `dilint version`.
enum VersionCommand {
    static func run(_ arguments: Arguments) throws -> Int32 {
        try arguments.expectNoOperands()
        return print()
    }

    static func print() -> Int32 {
        Output.standard.write("dilint \(dilintVersion)\n")
        return 0
    }
}

/// `dilint help [COMMAND]`.
enum HelpCommand {
    static func run(_ arguments: Arguments) throws -> Int32 {
        guard arguments.operands.count <= 1 else {
            throw UsageError(message: "'help' takes at most one command; usage: dilint help [COMMAND]")
        }
        guard let name = arguments.operands.first else {
            Output.standard.write(HelpText.tool)
            return 0
        }
        guard let command = CommandTable.command(name) else {
            throw UsageError(
                message: "unknown command '\(name)'; expected one of "
                    + CommandTable.commands.map(\.name).joined(separator: ", "))
        }
        Output.standard.write(HelpText.command(command))
        return 0
    }
}

extension Arguments {
    /// Throws for the first operand of a command that takes none.
    func expectNoOperands() throws(UsageError) {
        if let extra = operands.first {
            throw UsageError(message: "unexpected argument '\(extra)' for '\(command)'")
        }
    }
}
