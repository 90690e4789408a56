import DILintRules

/// A command line error: printed as `error: …` with exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { "error: \(message)" }
}

/// Options and operands of one command, parsed against the command's options in
/// `CommandTable`: `--name value`, `--name=value`, flags, repeatable options, variadic
/// options (every operand up to the next option), short spellings, and operands; `--` ends
/// the options. Values are read back by the option's long name.
struct Arguments {
    let command: String
    private let options: [CommandOption]
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var operands: [String] = []

    init(_ arguments: [String], command: String, options: [CommandOption]) throws(UsageError) {
        self.command = command
        self.options = options
        var rest = arguments[...]
        var optionsEnded = false
        var variadic: String?
        while let argument = rest.popFirst() {
            let isOption = !optionsEnded && argument.hasPrefix("-") && argument != "-"
            if !isOption {
                if let variadic {
                    values[variadic, default: []].append(argument)
                } else {
                    operands.append(argument)
                }
                continue
            }
            variadic = nil
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name || $0.shortName == name }) else {
                var message = "unknown option '\(name)' for '\(command)'"
                let names = options.map(\.name)
                if let close = names.min(by: { editDistance(name, $0) < editDistance(name, $1) }),
                    editDistance(name, close) <= max(1, (name.count - 2) / 3)
                {
                    message += "; did you mean '\(close)'?"
                }
                throw UsageError(message: message)
            }
            name = option.name
            if option.isVariadic {
                if let inlineValue { values[name, default: []].append(inlineValue) }
                values[name, default: []] += []
                variadic = name
            } else if option.takesValue {
                guard let value = inlineValue ?? rest.popFirst() else {
                    throw UsageError(message: "option '\(name)' needs a value")
                }
                if !option.isRepeatable && values[name] != nil {
                    throw UsageError(message: "option '\(name)' given twice")
                }
                values[name, default: []].append(value)
            } else {
                if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value") }
                flags.insert(name)
            }
        }
    }

    /// The value of a single-value option (the last one given), or nil.
    func value(_ name: String) -> String? {
        precondition(knows(name), "'\(name)' is not an option of '\(command)' in CommandTable")
        return values[name]?.last
    }

    /// Every value given to a repeatable or variadic option, in order.
    func all(_ name: String) -> [String] {
        precondition(knows(name), "'\(name)' is not an option of '\(command)' in CommandTable")
        return values[name] ?? []
    }

    /// Whether a flag (or a variadic option) was given.
    func has(_ name: String) -> Bool {
        precondition(knows(name), "'\(name)' is not an option of '\(command)' in CommandTable")
        return flags.contains(name) || values[name] != nil
    }

    private func knows(_ name: String) -> Bool {
        options.contains { $0.name == name }
    }
}
