import Foundation

/// Real Swift sources for tests, extracted from the package mirror that `git` resolves
/// GitHub URLs to on these machines (`url.<mirror>.insteadOf=https://github.com/` in git's
/// config), or from the folder named by `DILINT_PACKAGE_MIRROR`. Extracted once per
/// package version into the temporary folder and reused.
public enum RealCorpus {
    public enum Failure: Error, CustomStringConvertible {
        case noMirror
        case extraction(String)

        public var description: String {
            switch self {
            case .noMirror:
                return "no package mirror: set DILINT_PACKAGE_MIRROR to a folder of OWNER/NAME.git repositories, "
                    + "or configure git's url.<mirror>.insteadOf for https://github.com/"
            case .extraction(let message):
                return message
            }
        }
    }

    /// The packages the tests read, at fixed versions.
    public static let packages: [(repository: String, version: String)] = [
        ("swiftlang/swift-syntax", "603.0.1"),
        ("vapor/vapor", "4.122.3"),
        ("apple/swift-nio", "2.101.3"),
        ("groue/GRDB.swift", "7.10.0"),
        ("Swinject/Swinject", "2.10.0"),
        ("pointfreeco/swift-dependencies", "1.17.1"),
    ]

    /// The mirror folder holding `OWNER/NAME.git`.
    public static func mirror() throws -> String {
        if let path = ProcessInfo.processInfo.environment["DILINT_PACKAGE_MIRROR"], !path.isEmpty {
            return path
        }
        let output = try run(["git", "config", "--get-regexp", "^url\\..*\\.insteadof$"])
        for line in output.split(separator: "\n") {
            // `url.<base>.insteadof https://github.com/`
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[1].hasPrefix("https://github.com") else { continue }
            let key = parts[0]
            guard key.hasPrefix("url."), key.hasSuffix(".insteadof") else { continue }
            return String(key.dropFirst(4).dropLast(".insteadof".count))
        }
        throw Failure.noMirror
    }

    /// The folder holding `repository` at `version`, extracting it on first use.
    public static func folder(_ repository: String, _ version: String) throws -> URL {
        let name = repository.replacingOccurrences(of: "/", with: "+") + "@" + version
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-test-corpus")
        let target = root.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: target.appendingPathComponent(".complete").path) {
            return target
        }
        let mirror = try mirror()
        let gitDirectory = URL(fileURLWithPath: mirror).appendingPathComponent(repository + ".git").path
        let staging = root.appendingPathComponent(name + ".\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: staging)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        _ = try run(["sh", "-c", "git -C \"$0\" archive \"$1\" | tar -x -C \"$2\"", gitDirectory, version, staging.path])
        _ = FileManager.default.createFile(atPath: staging.appendingPathComponent(".complete").path, contents: Data())
        if (try? FileManager.default.moveItem(at: staging, to: target)) == nil {
            try? FileManager.default.removeItem(at: staging)  // another process won the race
        }
        return target
    }

    /// Every `.swift` file of the packages, sorted by path.
    public static func swiftFiles(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// A deterministic sample: every `stride`-th file of each package, at least `minimum`.
    public static func sample(stride: Int) throws -> [URL] {
        var files: [URL] = []
        for (repository, version) in packages {
            let all = swiftFiles(in: try folder(repository, version))
            files += all.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
        }
        return files
    }

    /// Runs a command and returns its standard output; throws on a non-zero exit.
    @discardableResult
    public static func run(_ arguments: [String], input: Data? = nil, allowFailure: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = input.map { _ in Pipe() }
        if let inputPipe { process.standardInput = inputPipe }
        try process.run()
        if let input, let inputPipe {
            inputPipe.fileHandleForWriting.write(input)
            try inputPipe.fileHandleForWriting.close()
        }
        // Read both pipes before waiting, so a full pipe cannot block the child.
        let errorSlot = ResultSlots<Data>(count: 1)
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorSlot[0] = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errorData = errorSlot[0] ?? Data()
        process.waitUntilExit()
        guard process.terminationStatus == 0 || allowFailure else {
            throw Failure.extraction(
                "\(arguments.joined(separator: " ")) exited \(process.terminationStatus): "
                    + String(decoding: errorData, as: UTF8.self))
        }
        return String(decoding: outputData, as: UTF8.self)
    }
}
