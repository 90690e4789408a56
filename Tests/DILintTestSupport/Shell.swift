import Foundation

/// Runs a program the way the tests need most often: standard output and standard error
/// together, the status, in a folder, with variables added to (or removed from) this
/// process's environment. The one helper the test suites share for that; a test that needs
/// the two streams apart uses `RealCorpus.run`.
public enum Shell {
    /// `arguments[0]` is a path, or a name looked up on `PATH` (through `/usr/bin/env`).
    /// `environment` values are added; a nil value removes the variable. A program that
    /// cannot be started gives status 127 and the error as output.
    public static func run(
        _ arguments: [String], in folder: URL? = nil, environment: [String: String?] = [:]
    ) -> (status: Int32, output: String) {
        let process = Process()
        if arguments[0].hasPrefix("/") {
            process.executableURL = URL(fileURLWithPath: arguments[0])
            process.arguments = Array(arguments.dropFirst())
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
        }
        if let folder { process.currentDirectoryURL = folder }
        var merged = ProcessInfo.processInfo.environment
        for (name, value) in environment { merged[name] = value }
        process.environment = merged
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (127, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
