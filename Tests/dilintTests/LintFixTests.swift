import DILintTestSupport
import Foundation
import Testing

/// `lint --fix` and `lint --diff` on the golden pair in Fixes/: Input.swift fixed must be
/// Expected.swift byte for byte (read it: only unused suppression names go; the misspelt
/// name, the used ones, reasons, strings and every other line stay). `singleton_declaration`,
/// off by default, is turned on so that its suppression is a used one.
@Suite struct LintFixTests {
    static let fixes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixes")
    static func input() throws -> String { try String(contentsOf: fixes.appendingPathComponent("Input.swift"), encoding: .utf8) }
    static func expected() throws -> String { try String(contentsOf: fixes.appendingPathComponent("Expected.swift"), encoding: .utf8) }

    @Test func fixRemovesUnusedSuppressionsAndNothingElse() throws {
        let folder = try Dilint.project(["Sources/Feed.swift": try Self.input(), "Sources/Other.swift": "struct Other {}\n"])
        let result = try Dilint.run(["lint", "--no-config", "--enable", "singleton_declaration", "--fix", "."], in: folder)
        let fixed = try String(contentsOf: folder.appendingPathComponent("Sources/Feed.swift"), encoding: .utf8)
        #expect(fixed == (try Self.expected()))
        #expect(try String(contentsOf: folder.appendingPathComponent("Sources/Other.swift"), encoding: .utf8) == "struct Other {}\n")
        // What remains is reported: the misspelt name, which no fix removes.
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("unknown rule 'singelton_access'"))
        #expect(!result.standardOutput.contains("silences no finding"), "\(result.standardOutput)")
        #expect(result.standardError == "fixed 7 unused suppressions in 1 file\n")
        // A second run finds nothing to fix and changes nothing.
        _ = try Dilint.run(["lint", "--no-config", "--enable", "singleton_declaration", "--fix", "."], in: folder)
        #expect(try String(contentsOf: folder.appendingPathComponent("Sources/Feed.swift"), encoding: .utf8) == (try Self.expected()))
    }

    @Test func diffWritesNothingAndPatchAppliesIt() throws {
        let folder = try Dilint.project(["Sources/Feed.swift": try Self.input()])
        let result = try Dilint.run(["lint", "--no-config", "--enable", "singleton_declaration", "--diff", "."], in: folder)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("--- a/Sources/Feed.swift\n+++ b/Sources/Feed.swift\n@@ "))
        #expect(try String(contentsOf: folder.appendingPathComponent("Sources/Feed.swift"), encoding: .utf8) == (try Self.input()))
        let patchFile = folder.appendingPathComponent("fix.patch")
        try Data(result.standardOutput.utf8).write(to: patchFile)
        let patch = Process()
        patch.executableURL = URL(fileURLWithPath: try SystemPackages.executable("patch"))
        patch.arguments = ["-p1", "--batch", "-i", patchFile.path]
        patch.currentDirectoryURL = folder
        patch.standardOutput = FileHandle.nullDevice
        try patch.run()
        patch.waitUntilExit()
        #expect(patch.terminationStatus == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("Sources/Feed.swift"), encoding: .utf8) == (try Self.expected()))
        // Nothing left to fix: an empty diff and status 0.
        let again = try Dilint.run(["lint", "--no-config", "--enable", "singleton_declaration", "--diff", "."], in: folder)
        #expect(again.standardOutput.isEmpty && again.status == 0)
    }

    @Test func diffOfStandardInputUsesItsPath() throws {
        let folder = try Dilint.project([:])
        let result = try Dilint.run(
            ["lint", "--no-config", "--enable", "singleton_declaration", "--diff", "--stdin-path", "App/Feed.swift"], in: folder,
            input: Data("struct A {\n    // dilint:disable:next singleton_access\n    func f() {}\n}\n".utf8))
        #expect(
            result.standardOutput == """
                --- a/App/Feed.swift
                +++ b/App/Feed.swift
                @@ -1,4 +1,3 @@
                 struct A {
                -    // dilint:disable:next singleton_access
                     func f() {}
                 }

                """)
    }

    @Test func crlfLinesKeepTheirBreaks() throws {
        let text = "struct A {\r\n    // dilint:disable:next singleton_access\r\n    func f() {}\r\n}\r\n"
        let folder = try Dilint.project(["A.swift": text])
        _ = try Dilint.run(["lint", "--no-config", "--enable", "singleton_declaration", "--fix", "."], in: folder)
        #expect(try Data(contentsOf: folder.appendingPathComponent("A.swift")) == Data("struct A {\r\n    func f() {}\r\n}\r\n".utf8))
    }
}
