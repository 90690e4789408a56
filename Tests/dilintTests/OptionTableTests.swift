import DILintTestSupport
import Foundation
import Testing
import dilint

/// `CommandTable` is the one list of commands and options: the parser, `--help`, the shell
/// completions and docs/cli.md are each checked against it, so an option added to the
/// table and missing from one of them fails here.
@Suite struct OptionTableTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every spelling of every option of `command`, as the help and docs write them.
    static func spellings(_ command: Command) -> [String] {
        command.allOptions.flatMap { [$0.synopsis] + ($0.shortName.map { [$0] } ?? []) }
    }

    /// The option names (`--x`, `-x`) at the start of the help's option lines.
    static func helpOptions(_ help: String) -> [String] {
        help.split(separator: "\n").compactMap { line -> [String]? in
            guard line.hasPrefix("  -") else { return nil }
            let left = line.dropFirst(2).components(separatedBy: "  ")[0]
            return left.components(separatedBy: ", ").map { $0.components(separatedBy: " ")[0] }
        }.flatMap { $0 }
    }

    @Test(arguments: CommandTable.commands.map(\.name))
    func helpListsExactlyTheTableOptions(_ name: String) throws {
        let command = try #require(CommandTable.command(name))
        let root = try Dilint.project([:])
        defer { try? FileManager.default.removeItem(at: root) }
        let expected = command.allOptions.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) }
        for arguments in [[name, "--help"], [name, "-h"], ["help", name]] {
            let result = try Dilint.run(arguments, in: root)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.standardOutput.hasPrefix("usage: dilint \(name) [options]"), "\(arguments)")
            #expect(Self.helpOptions(result.standardOutput) == expected, "\(arguments)")
            for option in command.allOptions {
                #expect(result.standardOutput.contains(option.synopsis), "\(arguments): \(option.synopsis)")
                #expect(result.standardOutput.contains(option.help), "\(arguments): \(option.name)'s help")
            }
        }
    }

    @Test func toolHelpListsEveryCommandAndTheLintOptions() throws {
        let root = try Dilint.project([:])
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = try Dilint.run(arguments, in: root)
            #expect(result.status == 0)
            for command in CommandTable.commands {
                #expect(result.standardOutput.contains("\n  \(command.name)"), "\(arguments): \(command.name)")
            }
            let lint = try #require(CommandTable.command("lint"))
            #expect(
                Self.helpOptions(result.standardOutput)
                    == lint.allOptions.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) } + ["--version", "-V", "--help", "-h"])
        }
    }

    /// The parser knows every option of the table (an option it did not know would be an
    /// "unknown option"), and a value-taking option asks for its value.
    @Test func parserAcceptsEveryTableOption() throws {
        let root = try Dilint.project(["A.swift": "struct A {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        for command in CommandTable.commands {
            for option in command.options {
                var arguments = [command.name, option.name]
                if option.takesValue { arguments.append("x") }
                if command.operandKind == .paths { arguments += ["--", "A.swift"] }
                let result = try Dilint.run(arguments, in: root)
                #expect(!result.standardError.contains("unknown option"), "\(arguments): \(result.standardError)")
                if option.takesValue && !option.isVariadic {
                    let missing = try Dilint.run([command.name, option.name], in: root)
                    #expect(missing.standardError == "error: option '\(option.name)' needs a value\n", "\(option.name)")
                }
            }
        }
    }

    /// docs/cli.md has a `## \`dilint NAME\`` section per command whose table's first
    /// column lists exactly the command's options, in the table's order.
    @Test func docsListEveryCommandAndOption() throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        var sections: [String: [String]] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                let heading = line.dropFirst(3)
                current = heading.hasPrefix("`dilint ") ? String(heading.dropFirst(8).prefix { $0 != "`" && $0 != " " }) : nil
                if let current { sections[current] = [] }
                continue
            }
            guard let current, line.hasPrefix("| `") else { continue }
            let cell = line.dropFirst(2).components(separatedBy: " | ")[0]
            sections[current]! += cell.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        }
        #expect(Set(sections.keys) == Set(CommandTable.commands.map(\.name)))
        for command in CommandTable.commands {
            #expect(sections[command.name] == Self.spellings(command), "docs/cli.md, `dilint \(command.name)`")
        }
    }
}
