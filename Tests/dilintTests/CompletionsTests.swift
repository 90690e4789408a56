import DILintTestSupport
import Foundation
import Testing
import dilint

/// `dilint completions bash|zsh|fish` load in the real shells and complete the table's
/// commands, options and option values.
@Suite(.serialized) struct CompletionsTests {
    static func shell(_ executable: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let path = Dilint.executable.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        // HOME and XDG_CONFIG_HOME in the test folder: no user start-up files.
        return Shell.run(
            [executable] + arguments, in: folder,
            environment: ["PATH": path, "HOME": folder.path, "XDG_CONFIG_HOME": folder.path])
    }

    /// What bash's completion function offers for the words of a command line (the last
    /// word is the one completed).
    static func bashCompletions(_ words: [String], in folder: URL) throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let script = """
            eval "$(dilint completions bash)" || exit 3
            [ "$(complete -p dilint)" = "complete -o filenames -F _dilint dilint" ] || exit 4
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _dilint
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try shell("/bin/bash", ["--norc", "--noprofile", "-c", script], in: folder)
        #expect(result.status == 0, "\(result.output)")
        return result.output.split(separator: "\n").map(String.init).sorted()
    }

    @Test func bashCompletesCommandsOptionsAndValues() throws {
        let root = try Dilint.project(["Sources/A.swift": "struct A {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Self.bashCompletions(["dilint", "ex"], in: root) == ["explain"])
        #expect(try Self.bashCompletions(["dilint", "Sou"], in: root) == ["Sources"])
        for command in CommandTable.commands {
            let expected = command.allOptions.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) }
            #expect(try Self.bashCompletions(["dilint", command.name, "-"], in: root) == expected.sorted(), "\(command.name)")
        }
        #expect(
            try Self.bashCompletions(["dilint", "lint", "--format", ""], in: root)
                == ["checkstyle", "github", "gitlab", "html", "json", "junit", "markdown", "sarif", "text", "xcode"])
        #expect(try Self.bashCompletions(["dilint", "--fail-on", "w"], in: root) == ["warning"])
        #expect(try Self.bashCompletions(["dilint", "explain", "singleton_a"], in: root) == ["singleton_access"])
        #expect(try Self.bashCompletions(["dilint", "completions", "z"], in: root) == ["zsh"])
    }

    @Test func zshLoadsTheCompletionFunction() throws {
        let zsh = try SystemPackages.executable("zsh")
        let root = try Dilint.project([:])
        defer { try? FileManager.default.removeItem(at: root) }
        let script = """
            autoload -U compinit && compinit -u -D
            source <(dilint completions zsh)
            print -r -- "registered: ${_comps[dilint]}"
            whence -w _dilint
            """
        let result = try Self.shell(zsh, ["-f", "-c", script], in: root)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "registered: _dilint\n_dilint: function\n")
        // The function hands `_arguments` the table's specs for the command on the line
        // (stubbed here to print them).
        let specs = """
            autoload -U compinit && compinit -u -D
            source <(dilint completions zsh)
            _arguments() { print -rl -- "$@" }
            words=(dilint rules --f); CURRENT=3; _dilint
            """
        let printed = try Self.shell(zsh, ["-f", "-c", specs], in: root)
        #expect(
            printed.output == """
                -s
                --format[text (default) or json]:FORMAT:(text json)
                (--help -h)--help[show this help]
                (--help -h)-h[show this help]

                """, "\(printed.output)")
        // The script parses as a function file too (`#compdef`, saved in $fpath).
        let file = root.appendingPathComponent("_dilint")
        _ = try Self.shell("/bin/sh", ["-c", "dilint completions zsh > _dilint"], in: root)
        let parsed = try Self.shell(zsh, ["-f", "-n", file.path], in: root)
        #expect(parsed.status == 0, "\(parsed.output)")
    }

    @Test func fishCompletesCommandsOptionsAndValues() throws {
        let fish = try SystemPackages.executable("fish")
        let root = try Dilint.project([:])
        defer { try? FileManager.default.removeItem(at: root) }
        func complete(_ line: String) throws -> [String] {
            let result = try Self.shell(fish, ["--no-config", "-c", "dilint completions fish | source; complete -C '\(line)'"], in: root)
            #expect(result.status == 0, "\(result.output)")
            return result.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }.sorted()
        }
        #expect(try complete("dilint compl") == ["completions"])
        #expect(try complete("dilint lint --form") == ["--format"])
        #expect(try complete("dilint lint --format js") == ["json"])
        #expect(try complete("dilint rules --") == ["--format", "--help"])
        #expect(try complete("dilint explain service_l") == ["service_locator"])
    }
}
