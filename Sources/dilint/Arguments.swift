import DILintRules

/// A command line error: printed as `error: …` with exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { "error: \(message)" }
}

/// Options and operands of one command, parsed by the command's option list: `--name value`,
/// `--name=value`, flags, repeatable options, and operands; `--` ends the options.
struct Arguments {
    struct Option {
        var name: String
        var takesValue: Bool
        var isRepeatable: Bool = false
    }

    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var operands: [String] = []

    init(_ arguments: [String], options: [Option], command: String) throws(UsageError) {
        var rest = arguments[...]
        var optionsEnded = false
        while let argument = rest.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                operands.append(argument)
                continue
            }
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
            guard let option = options.first(where: { $0.name == name }) else {
                var message = "unknown option '\(name)' for '\(command)'"
                let names = options.map(\.name)
                if let close = names.min(by: { editDistance(name, $0) < editDistance(name, $1) }),
                    editDistance(name, close) <= max(1, (name.count - 2) / 3)
                {
                    message += "; did you mean '\(close)'?"
                }
                throw UsageError(message: message)
            }
            if option.takesValue {
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

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) }
}
