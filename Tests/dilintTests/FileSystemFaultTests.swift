import DILintRules
import DILintSyntax
import Foundation
import Testing

/// File-system faults through the command line and the linter: every input that cannot be
/// read is named once on standard error, everything else is reported, and the exit status
/// is 2 (docs/cli.md). Permission cases run `dilint` as an unprivileged user when the tests run
/// as root (root ignores permissions); `/proc/self/mem` gives a read error to anyone.
@Suite struct FileSystemFaultTests {
    static func singletonBytes(_ name: String) -> Data { Data(HostileFiles.singleton(name).utf8) }

    @Test func loopsDanglingLinksFoldersNamedSwiftAndReadErrorsAreNamedAndTheRestReported() throws {
        let root = try HostileFiles.project([
            "S/A.swift": Array(HostileFiles.singleton("A").utf8),
            "S/Folder.swift/In.swift": Array(HostileFiles.singleton("In").utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        let s = root.appendingPathComponent("S")
        try fm.createSymbolicLink(atPath: s.appendingPathComponent("Loop1.swift").path, withDestinationPath: "Loop2.swift")
        try fm.createSymbolicLink(atPath: s.appendingPathComponent("Loop2.swift").path, withDestinationPath: "Loop1.swift")
        try fm.createSymbolicLink(atPath: s.appendingPathComponent("Dangling.swift").path, withDestinationPath: "Nowhere.swift")
        try fm.createSymbolicLink(atPath: s.appendingPathComponent("FolderLoop").path, withDestinationPath: ".")
        try fm.createSymbolicLink(atPath: s.appendingPathComponent("IOError.swift").path, withDestinationPath: "/proc/self/mem")
        let result = try Dilint.run(["lint", "--format", "xcode", "S", "Missing.swift"], in: root)
        #expect(result.status == 2)
        #expect(
            result.standardOutput
                == [
                    HostileFiles.finding("S/A.swift", line: 1, "A"), HostileFiles.finding("S/Folder.swift/In.swift", line: 1, "In"),
                ].map { $0 + "\n" }.joined())
        #expect(
            result.standardError.split(separator: "\n").sorted() == [
                "Missing.swift: error: no such file or directory",
                "S/Dangling.swift: error: no such file or directory",
                "S/IOError.swift: error: input/output error",
                "S/Loop1.swift: error: too many levels of symbolic links",
                "S/Loop2.swift: error: too many levels of symbolic links",
            ])
        // Given explicitly, a folder named `x.swift` is walked and the links are named the same way.
        let explicit = try Dilint.run(["lint", "--format", "xcode", "S/Folder.swift", "S/Loop1.swift", "S/Dangling.swift"], in: root)
        #expect(explicit.status == 2)
        #expect(explicit.standardOutput == HostileFiles.finding("S/Folder.swift/In.swift", line: 1, "In") + "\n")
        #expect(
            explicit.standardError.split(separator: "\n").sorted() == [
                "S/Dangling.swift: error: no such file or directory", "S/Loop1.swift: error: too many levels of symbolic links",
            ])
    }

    @Test func unreadableFilesAndFoldersAreNamedAndTheRestReported() throws {
        let root = try HostileFiles.project([
            "A.swift": Array(HostileFiles.singleton("A").utf8),
            "Locked.swift": Array(HostileFiles.singleton("L").utf8),
            "Closed/B.swift": Array(HostileFiles.singleton("B").utf8),
            "Shut/C.swift": Array(HostileFiles.singleton("C").utf8),
        ])
        defer {
            for name in ["Closed", "Shut"] { chmod(root.appendingPathComponent(name).path, 0o755) }
            try? FileManager.default.removeItem(at: root)
        }
        chmod(root.appendingPathComponent("Locked.swift").path, 0o000)
        chmod(root.appendingPathComponent("Closed").path, 0o000)  // cannot be listed
        chmod(root.appendingPathComponent("Shut").path, 0o744)  // listed, not entered: its files cannot be examined
        let result = try HostileFiles.runUnprivileged(["lint", "--format", "xcode"], in: root)
        #expect(result.status == 2)
        #expect(result.standardOutput == HostileFiles.finding("A.swift", line: 1, "A") + "\n")
        #expect(
            result.standardError.split(separator: "\n").sorted() == [
                "Closed: error: permission denied", "Locked.swift: error: permission denied",
                "Shut/C.swift: error: permission denied",
            ], "\(result.standardError)")
    }

    @Test func pathsWithSpacesColonsAndNonASCIIAppearVerbatimInEveryFormat() throws {
        let path = "My App/Écran: Accueil/ビュー 1.swift"
        let root = try HostileFiles.project([path: Array(HostileFiles.singleton("A").utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let xcode = try Dilint.run(["lint", "--format", "xcode"], in: root)
        #expect(xcode.status == 1 && xcode.standardOutput == HostileFiles.finding(path, line: 1, "A") + "\n")
        let json = try Dilint.run(["lint", "--format", "json", "My App"], in: root)
        let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect((document?["findings"] as? [[String: Any]])?.first?["file"] as? String == path)
        let github = try Dilint.run(["lint", "--format", "github"], in: root)
        #expect(github.standardOutput.contains("file=My App/Écran%3A Accueil/ビュー 1.swift,"))
        let missing = try Dilint.run(["lint", "My App/Nö: file.swift"], in: root)
        #expect(missing.status == 2 && missing.standardError == "My App/Nö: file.swift: error: no such file or directory\n")
    }

    /// A file deleted after discovery, or after the index read it, is named; the rest is reported.
    @Test func filesDeletedBetweenDiscoveryAndReadingAreNamed() throws {
        let root = try HostileFiles.project([
            "A.swift": Array(HostileFiles.singleton("A").utf8),
            "B.swift": Array(HostileFiles.singleton("B").utf8),
            "C.swift": Array(HostileFiles.singleton("C").utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let discovery = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        #expect(discovery.files.map(\.path) == ["A.swift", "B.swift", "C.swift"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("B.swift"))
        let reads = ReadCounter()
        let inputs = discovery.files.map { file in
            Linter.Input(path: file.path) { () throws(SourceError) -> [UInt8] in
                // C.swift disappears after its first read (between the two phases).
                if file.path == "C.swift" && reads.next(file.path) > 0 {
                    throw SourceError(path: file.path, errno: ENOENT)
                }
                return try SourceFile.read(fileSystemPath: file.fileSystemPath, path: file.path).bytes
            }
        }
        let configuration = Configuration(directory: root.path)
        let linter = try Linter(
            configuration: configuration, selection: RuleSelection(configuration: configuration, enable: [.singletonDeclaration]),
            currentDirectory: root.path)
        for jobs in [1, 3] {
            reads.reset()
            let result = linter.run(inputs, jobs: jobs)
            #expect(result.findings.map { "\($0.path):\($0.start)" } == ["A.swift:1:33"])
            #expect(
                result.errors.map(\.description) == [
                    "B.swift: error: no such file or directory",
                    "C.swift: error: no such file or directory",
                ])
        }
    }
}

/// Counts reads per path across threads.
final class ReadCounter: @unchecked Sendable {
    private var counts: [String: Int] = [:]
    private let lock = NSLock()

    /// The number of earlier reads of `path`, counting this one.
    func next(_ path: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let count = counts[path, default: 0]
        counts[path] = count + 1
        return count
    }

    func reset() {
        lock.lock()
        counts = [:]
        lock.unlock()
    }
}
