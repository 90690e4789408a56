import DILintTestSupport
import Foundation
import Testing

/// Runs the Python suite in LSP/ (pytest with pytest-lsp, pygls and lsprotocol from
/// Tests/requirements.txt, installed by `TestTools`) against this build's `dilint lsp`:
/// a real LSP client drives the real binary over pipes. Fails, never skips, when the tools
/// cannot be installed.
@Suite struct LSPClientTests {
    static let suite = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LSP")

    @Test func aRealLSPClientDrivesTheServer() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TestTools.python())
        // No cache folder in the source tree; the suite's pytest.ini sets the asyncio mode.
        process.arguments = ["-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", Self.suite.path, Self.suite.path]
        process.currentDirectoryURL = Self.suite
        var environment = ProcessInfo.processInfo.environment
        environment["DILINT"] = Dilint.executable.path
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "pytest failed:\n\(text)")
        // Every test of the suite ran: a collection error or a skipped test would hide a gap.
        let summary = text.split(separator: "\n").last { $0.contains(" passed") } ?? ""
        #expect(!summary.isEmpty && !summary.contains("skipped") && !summary.contains("error") && !summary.contains("failed"), "\(text)")
    }
}
