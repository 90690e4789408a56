import DILintSyntax
import Foundation

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
        case "dump":
            arguments.removeFirst()
            return DumpCommand.run(Array(arguments))
        case nil:
            Output.standardError.write(usage)
            return 2
        default:
            Output.standardError.write("error: unknown command '\(arguments.first!)'; run 'dilint --help'\n")
            return 2
        }
    }

    static let usage = """
        usage: dilint <command> [options] [PATH…]

        commands:
          dump [PATH…]       print the declarations dilint sees, as JSON (a debugging aid)

        options:
          --help             show this help
          --version          print the version

        """
}

/// Buffered writes to standard output and standard error.
final class Output: @unchecked Sendable {
    static let standard = Output(FileHandle.standardOutput)
    static let standardError = Output(FileHandle.standardError)

    private let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    func write(_ data: Data) {
        buffer.append(data)
        if buffer.count >= 1 << 16 { flush() }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
