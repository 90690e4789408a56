import DILintTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// dilint never writes to what it analyzes, writes reports and baselines whole or not at
/// all, and says clearly when it cannot write one (exit 2).
@Suite struct NothingLostTests {
    /// Content hash, size and modification time of every file under `root`, by path.
    static func snapshot(_ root: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            var info = stat()
            guard lstat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let bytes = try Data(contentsOf: url)
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            result[String(url.path.dropFirst(root.path.count))] =
                "\(hash) \(bytes.count) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        }
        return result
    }

    @Test func analyzedFilesAreNeverWritten() throws {
        var files: [String: [UInt8]] = [
            "Sources/A.swift": Array(HostileFiles.singleton("A").utf8),
            "Sources/Binary.swift": HostileFiles.noise(count: 5000, seed: 7),
            "Sources/Empty.swift": [],
            "Tests/ATests.swift": Array("import XCTest\nfinal class MockA { func save() { UserDefaults.standard.set(1, forKey: \"k\") } }\n".utf8),
            ".dilint.json": Array("{\"rules\": {\"too_many_dependencies\": \"error\"}}".utf8),
        ]
        files["Sources/Unterminated.swift"] = Array("let s = \"\"\"\n".utf8)
        let root = try HostileFiles.project(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try Self.snapshot(root)
        let outside = try HostileFiles.folder()
        defer { try? FileManager.default.removeItem(at: outside) }
        let runs: [[String]] = [
            ["lint"], ["lint", "--format", "sarif", "--show-suppressed", "--stats"],
            [
                "lint", "--output", outside.appendingPathComponent("r.json").path, "--format", "json",
                "--report", "sarif:" + outside.appendingPathComponent("r.sarif").path,
                "--write-baseline", outside.appendingPathComponent("b.json").path,
            ],
            ["lint", "--baseline", outside.appendingPathComponent("b.json").path, "--jobs", "1"],
            ["dump", "Sources"],
        ]
        for arguments in runs {
            let result = try Dilint.run(arguments, in: root)
            #expect(result.status != 2, "\(arguments): \(result.standardError)")
        }
        // Standard input named as an existing file is read, and the file left alone.
        _ = try Dilint.run(["lint", "--stdin-path", "Sources/A.swift"], in: root, input: Data("struct Changed {}\n".utf8))
        #expect(try Self.snapshot(root) == before)
    }

    @Test func aKilledRunLeavesThePreviousReportWhole() throws {
        // A report of about 70 MB takes long enough to write to be interrupted: one finding per
        // type (`HostileInput.typesEachReaching`), the singleton declared in a file of its own.
        let count = HostileInput.scaled(200_000)
        let root = try HostileFiles.project([
            "A.swift": HostileInput.typesEachReaching("A.shared", count),
            "B.swift": Array("final class A { static let shared = A() }\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = root.appendingPathComponent("report.json")
        let previous = Data("{\"previous\": true}\n".utf8)
        var interrupted = 0
        for attempt in 0..<4 {
            try previous.write(to: report)
            let process = Process()
            process.executableURL = Dilint.executable
            process.arguments = ["lint", "--format", "json", "--output", "report.json", "A.swift", "B.swift"]
            process.currentDirectoryURL = root
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Kill as soon as anything but the report, the source and the configuration appears
            // (the temporary file), or at once on the first attempt.
            while process.isRunning && attempt > 0 {
                let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
                if names.contains(where: { !["A.swift", "B.swift", "report.json", ".dilint.json"].contains($0) }) { break }
                usleep(200)
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { interrupted += 1 }
            let now = try Data(contentsOf: report)
            if now != previous {
                // Only a complete report may replace the previous one.
                let document = try JSONSerialization.jsonObject(with: now) as? [String: Any]
                #expect((document?["findings"] as? [Any])?.count == count + 1)
            }
        }
        #expect(interrupted >= 3, "the runs ended before they could be interrupted")
        let clean = try Dilint.run(["lint", "--format", "json", "--output", "report.json", "A.swift", "B.swift"], in: root)
        #expect(clean.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
        #expect((document?["findings"] as? [Any])?.count == count + 1)  // the declaration and each access
    }

    @Test func writingToAnUnwritablePlaceFailsClearlyWithStatusTwo() throws {
        let root = try HostileFiles.project([
            "A.swift": Array(HostileFiles.singleton("A").utf8),
            "Locked/keep.json": Array("{}".utf8),
        ])
        defer {
            chmod(root.appendingPathComponent("Locked").path, 0o755)
            try? FileManager.default.removeItem(at: root)
        }
        let cases: [(String, String)] = [
            ("Missing/b.json", "error: cannot write Missing/b.json: no such file or directory"),
            ("A.swift/b.json", "error: cannot write A.swift/b.json: not a directory"),
            ("Locked", "error: cannot write Locked: is a directory"),
        ]
        for (path, message) in cases {
            for option in ["--write-baseline", "--output"] {
                let result = try Dilint.run(["lint", option, path, "A.swift"], in: root)
                #expect(result.status == 2, "\(option) \(path)")
                #expect(result.standardError == message + "\n", "\(option) \(path)")
            }
            let report = try Dilint.run(["lint", "--format", "xcode", "--report", "json:" + path, "A.swift"], in: root)
            #expect(report.status == 2 && report.standardError == message + "\n")
            #expect(report.standardOutput == HostileFiles.finding("A.swift", line: 1, "A") + "\n")
        }
        chmod(root.appendingPathComponent("Locked").path, 0o555)
        let denied = try HostileFiles.runUnprivileged(["lint", "--write-baseline", "Locked/b.json", "A.swift"], in: root)
        #expect(denied.status == 2)
        #expect(denied.standardError == "error: cannot write Locked/b.json: permission denied\n")
        let replace = try HostileFiles.runUnprivileged(["lint", "--write-baseline", "Locked/keep.json", "A.swift"], in: root)
        #expect(replace.status == 2 && replace.standardError == "error: cannot write Locked/keep.json: permission denied\n")
        #expect(try Data(contentsOf: root.appendingPathComponent("Locked/keep.json")) == Data("{}".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Locked").path) == ["keep.json"])
    }

    /// Pipes, `/dev/stdout` and other special files are written to, never replaced; a
    /// symlinked report is replaced where it points and the link kept.
    @Test func specialFilesAreWrittenAndLinksKept() throws {
        let root = try HostileFiles.project([
            "A.swift": Array(HostileFiles.singleton("A").utf8),
            "reports/real.txt": Array("old\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o666) == 0)
        // Open for reading first (without waiting for a writer), so dilint's open does not
        // block and a regression that replaced the pipe cannot hang the test.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let piped = try Dilint.run(["lint", "--format", "xcode", "--output", "pipe", "A.swift"], in: root)
        #expect(piped.status == 1)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == HostileFiles.finding("A.swift", line: 1, "A") + "\n")
        var fifoInfo = stat()
        #expect(lstat(fifo, &fifoInfo) == 0 && (fifoInfo.st_mode & S_IFMT) == S_IFIFO)
        // Unprivileged, so that a regression fails to create files in /dev instead of replacing
        // its entries.
        let full = try HostileFiles.runUnprivileged(["lint", "--write-baseline", "/dev/full", "A.swift"], in: root)
        #expect(full.status == 2 && full.standardError == "error: cannot write /dev/full: no space left on device\n")
        var info = stat()
        #expect(stat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("link.txt").path,
            withDestinationPath: "reports/real.txt")
        let linked = try Dilint.run(["lint", "--format", "xcode", "--output", "link.txt", "A.swift"], in: root)
        #expect(linked.status == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent("link.txt").path) == "reports/real.txt")
        #expect(
            try String(contentsOf: root.appendingPathComponent("reports/real.txt"), encoding: .utf8)
                == HostileFiles.finding("A.swift", line: 1, "A") + "\n")
    }
}
