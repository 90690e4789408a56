import Foundation

/// Runs the built `dilint` executable (next to the test bundle) as users do.
struct Dilint {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The `dilint` binary of this build: SwiftPM puts it beside the test bundle.
    static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS" {
            folder = folder.deletingLastPathComponent()
        }
        var candidate = folder.appendingPathComponent("dilint")
        while !FileManager.default.isExecutableFile(atPath: candidate.path) && folder.path != "/" {
            folder = folder.deletingLastPathComponent()
            candidate = folder.appendingPathComponent("dilint")
        }
        return candidate
    }

    static func run(
        _ arguments: [String], in folder: URL, input: Data? = nil,
        environment: [String: String] = [:], executable: URL = Dilint.executable
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(input) }
        try inputPipe.fileHandleForWriting.close()
        let errorData = ErrorCollector(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.wait(), as: UTF8.self))
    }

    /// A `.dilint.json` that turns on the rule of the fixtures' finding (a `CheckoutViewModel`
    /// with eight collaborators), off by default (Rules/too_many_dependencies.md).
    static let tooManyDependenciesOn = #"{"rules": {"too_many_dependencies": "on"}}"#

    /// A `.dilint.json` that turns on the rule of the fixtures' `static let shared` finding
    /// (`final class API { static let shared = API() }`), off by default
    /// (Rules/singleton_declaration.md).
    static let singletonDeclarationOn = #"{"rules": {"singleton_declaration": "on"}}"#

    /// A fresh folder holding `files` (relative path → contents).
    static func project(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-cli-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }
}

/// Reads a pipe to its end on another thread, so neither pipe can fill and block the child.
final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
