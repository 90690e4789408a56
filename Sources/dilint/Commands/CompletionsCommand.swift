import DILintRules

/// A shell `dilint completions` writes a script for.
enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}

/// `dilint completions bash|zsh|fish`: a completion script for the shell, written from
/// `CommandTable` (commands, options, option values, operands), so it never lags the parser.
/// Install: docs/cli.md, "Shell completions".
enum CompletionsCommand {
    static func run(_ arguments: Arguments) throws -> Int32 {
        let shells = Shell.allCases.map(\.rawValue).joined(separator: ", ")
        guard arguments.operands.count == 1, let name = arguments.operands.first else {
            throw UsageError(message: "'completions' takes one shell; expected one of \(shells)")
        }
        guard let shell = Shell(rawValue: name) else {
            throw UsageError(message: "'\(name)' is not a shell dilint completes; expected one of \(shells)")
        }
        switch shell {
        case .bash: Output.standard.write(bash())
        case .zsh: Output.standard.write(zsh())
        case .fish: Output.standard.write(fish())
        }
        return 0
    }

    static var ruleIDs: [String] { RuleID.allCases.map(\.rawValue) }

    /// The words an option's value or a command's operands complete to, or nil for paths.
    static func words(_ kind: CommandOption.ValueKind) -> [String]? {
        switch kind {
        case .choice(let words): words
        case .ruleIDs: ruleIDs
        case .none, .file, .folder, .text: nil
        }
    }

    static func words(_ kind: Command.OperandKind) -> [String]? {
        switch kind {
        case .choice(let words): words
        case .ruleID: ruleIDs
        case .command: CommandTable.commands.map(\.name)
        case .none, .paths: nil
        }
    }

    /// Every spelling of every option of a command.
    static func spellings(_ command: Command) -> [String] {
        command.allOptions.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) }
    }

    static func bash() -> String {
        let commands = CommandTable.commands
        var script = """
            # dilint completions for bash. Load with: eval "$(dilint completions bash)"
            _dilint() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                local command="" i
                for ((i = 1; i < COMP_CWORD; i++)); do
                    case "${COMP_WORDS[i]}" in
                        \(commands.map(\.name).joined(separator: "|"))) command="${COMP_WORDS[i]}"; break ;;
                        -*) break ;;
                    esac
                done
                local effective="${command:-lint}"
                case "$effective:$prev" in

            """
        for command in commands {
            for option in command.allOptions where option.takesValue {
                let pattern = ([option.name] + (option.shortName.map { [$0] } ?? [])).map { "\(command.name):\($0)" }
                script += "        \(pattern.joined(separator: "|")))\n"
                if let words = words(option.kind) {
                    script += "            COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
                } else if option.kind == .folder {
                    script += "            COMPREPLY=($(compgen -d -- \"$cur\")); return ;;\n"
                } else if option.kind == .text {
                    script += "            COMPREPLY=(); return ;;\n"
                } else {
                    script += "            COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
                }
            }
        }
        script += "    esac\n    if [[ \"$cur\" == -* ]]; then\n        case \"$command\" in\n"
        script +=
            "            \"\") COMPREPLY=($(compgen -W \"\(spellings(CommandTable.command("lint")!).joined(separator: " ")) --version -V\" -- \"$cur\")) ;;\n"
        for command in commands {
            script += "            \(command.name)) COMPREPLY=($(compgen -W \"\(spellings(command).joined(separator: " "))\" -- \"$cur\")) ;;\n"
        }
        script += "        esac\n        return\n    fi\n    case \"$command\" in\n"
        script +=
            "        \"\") COMPREPLY=($(compgen -W \"\(commands.map(\.name).joined(separator: " "))\" -- \"$cur\") $(compgen -f -- \"$cur\")) ;;\n"
        for command in commands {
            if let words = words(command.operandKind) {
                script += "        \(command.name)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")) ;;\n"
            } else if command.operandKind == .paths {
                script += "        \(command.name)) COMPREPLY=($(compgen -f -- \"$cur\")) ;;\n"
            } else {
                script += "        \(command.name)) COMPREPLY=() ;;\n"
            }
        }
        script += "    esac\n}\ncomplete -o filenames -F _dilint dilint\n"
        return script
    }

    /// Help text inside a zsh `_arguments` description or `_describe` item.
    static func zshText(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "[": result += "("
            case "]": result += ")"
            case ":": result += "\\:"
            case "'": result += "'\\''"
            default: result.append(character)
            }
        }
        return result
    }

    static func zshAction(_ kind: CommandOption.ValueKind) -> String {
        if let words = words(kind) { return "(\(words.joined(separator: " ")))" }
        switch kind {
        case .folder: return "_files -/"
        case .text: return " "
        default: return "_files"
        }
    }

    static func zsh() -> String {
        let commands = CommandTable.commands
        var script = """
            #compdef dilint
            # dilint completions for zsh. Load with: source <(dilint completions zsh)
            # (after compinit), or save as _dilint in a folder of $fpath.
            _dilint() {
                local -a commands
                commands=(

            """
        for command in commands {
            script += "        '\(command.name):\(zshText(command.summary))'\n"
        }
        script += "    )\n    local command=lint\n    if (( CURRENT == 2 )); then\n"
        script += "        _describe -t commands 'dilint command' commands\n        _files\n        return\n    fi\n"
        script += "    if (( ${+commands[(r)${words[2]}:*]} )); then\n        command=${words[2]}\n"
        script += "        shift words\n        (( CURRENT-- ))\n    fi\n    case $command in\n"
        for command in commands {
            script += "        \(command.name))\n            _arguments -s \\\n"
            for option in command.allOptions {
                let spellings = [option.name] + (option.shortName.map { [$0] } ?? [])
                let repetition = option.isRepeatable || option.isVariadic ? "*" : ""
                let exclusion = spellings.count > 1 && repetition.isEmpty ? "(\(spellings.joined(separator: " ")))" : ""
                let value =
                    option.takesValue
                    ? ":\(zshText(option.placeholder ?? "value")):\(zshAction(option.kind))" : ""
                let names = spellings.count > 1 ? "{\(spellings.joined(separator: ","))}" : option.name
                script += "                '\(exclusion)\(repetition)'\(names)'[\(zshText(option.help))]\(value)' \\\n"
            }
            let operand: String
            if let words = words(command.operandKind) {
                operand = "'*:\(command.operands):(\(words.joined(separator: " ")))'"
            } else if command.operandKind == .paths {
                operand = "'*:path:_files'"
            } else {
                operand = ""
            }
            script += "                \(operand)\n            ;;\n"
        }
        script += "    esac\n}\nif [[ $zsh_eval_context[-1] == loadautofunc ]]; then\n    _dilint \"$@\"\nelse\n    compdef _dilint dilint\nfi\n"
        return script
    }

    /// Text inside a fish single-quoted string.
    static func fishText(_ text: String) -> String {
        text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'")
    }

    static func fish() -> String {
        let commands = CommandTable.commands
        let names = commands.map(\.name).joined(separator: " ")
        var script = "# dilint completions for fish. Load with: dilint completions fish | source\n"
        script += "complete -c dilint -f\n"
        for command in commands {
            script += "complete -c dilint -n 'not __fish_seen_subcommand_from \(names)' -a \(command.name) -d '\(fishText(command.summary))'\n"
        }
        script += "complete -c dilint -n 'not __fish_seen_subcommand_from \(names)' -F\n"
        for command in commands {
            var condition = "__fish_seen_subcommand_from \(command.name)"
            if command.name == "lint" {
                condition = "not __fish_seen_subcommand_from \(commands.filter { $0.name != "lint" }.map(\.name).joined(separator: " "))"
            }
            for option in command.allOptions {
                var line = "complete -c dilint -n '\(condition)' -l \(option.name.dropFirst(2))"
                if let short = option.shortName { line += " -s \(short.dropFirst())" }
                if option.takesValue {
                    if let words = words(option.kind) {
                        line += " -x -a '\(words.joined(separator: " "))'"
                    } else if option.kind == .text {
                        line += " -x"
                    } else {
                        line += " -r -F"
                    }
                }
                script += line + " -d '\(fishText(option.help))'\n"
            }
            if let words = words(command.operandKind) {
                script += "complete -c dilint -n '__fish_seen_subcommand_from \(command.name)' -x -a '\(words.joined(separator: " "))'\n"
            } else if command.operandKind == .paths {
                script += "complete -c dilint -n '__fish_seen_subcommand_from \(command.name)' -F\n"
            }
        }
        return script
    }
}

extension String {
    /// Every occurrence of `target` replaced (without Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
