import Foundation
import Testing

/// Folders the tests read, found from this file's path (the tests run from any folder).
enum TestPaths {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let repository = tests.deletingLastPathComponent().deletingLastPathComponent()
    static let expected = tests.appendingPathComponent("Expected")
    /// Copies of the SARIF schemas (Schemas/README.md says where they come from): a clean clone
    /// has no `../shared` beside it.
    static let schemas = tests.appendingPathComponent("Schemas")
}

/// Golden files in `Expected/`: compared byte for byte, rewritten only when the tests run
/// with `DILINT_UPDATE_GOLDEN=1` (then read the diff before committing).
enum Golden {
    static var isUpdating: Bool { ProcessInfo.processInfo.environment["DILINT_UPDATE_GOLDEN"] == "1" }

    static func check(_ bytes: [UInt8], against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = TestPaths.expected.appendingPathComponent(name)
        if isUpdating {
            try Data(bytes).write(to: url, options: .atomic)
            return
        }
        guard let expected = try? Data(contentsOf: url) else {
            Issue.record(
                "missing golden file Expected/\(name); run the tests with DILINT_UPDATE_GOLDEN=1 and read the result",
                sourceLocation: sourceLocation)
            return
        }
        guard Array(expected) != bytes else { return }
        let actualLines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let index =
            zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        let got = index < actualLines.count ? String(actualLines[index]) : "<end of output>"
        let want = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
        Issue.record(
            """
            output differs from Expected/\(name) at line \(index + 1):
              expected: \(want)
              actual:   \(got)
            if the change is intended, run the tests with DILINT_UPDATE_GOLDEN=1 and read the diff
            """, sourceLocation: sourceLocation)
    }
}
