/// `--help` texts, written from `CommandTable`.
enum HelpText {
    /// `dilint --help`: the commands, then the options of `lint` (the default command).
    static var tool: String {
        var text = "usage: dilint <command> [options] [PATH…]\n\ncommands:\n"
        text += table(CommandTable.commands.map { ($0.name + ($0.operands.isEmpty ? "" : " " + $0.operands), $0.summary) })
        text += "\nlint options (dilint help COMMAND for another command's):\n"
        text += table(rows(CommandTable.command("lint")!.allOptions))
        text += "\n" + exitStatus
        text += "\nother options:\n"
        text += table([("--version, -V", "print the version"), ("--help, -h", "show this help")])
        return text
    }

    /// `dilint COMMAND --help`.
    static func command(_ command: Command) -> String {
        var text = "usage: dilint \(command.name) [options]"
        if !command.operands.isEmpty { text += " " + command.operands }
        text += "\n\n\(command.summary)\n\noptions:\n"
        text += table(rows(command.allOptions))
        if command.name == "lint" { text += "\n" + exitStatus }
        return text
    }

    static let exitStatus = """
        exit status: 0 no findings at or above --fail-on, 1 such findings, 2 usage or
        configuration error or an unreadable input

        """

    private static func rows(_ options: [CommandOption]) -> [(String, String)] {
        options.map { option in
            (option.synopsis + (option.shortName.map { ", \($0)" } ?? ""), option.help)
        }
    }

    /// Two columns, the second aligned (a long first column gets its own line).
    private static func table(_ rows: [(String, String)]) -> String {
        let width = 24
        var text = ""
        for (left, right) in rows {
            if left.count + 2 > width {
                text += "  \(left)\n" + String(repeating: " ", count: width + 2) + right + "\n"
            } else {
                text += "  " + left + String(repeating: " ", count: width - left.count) + right + "\n"
            }
        }
        return text
    }
}
