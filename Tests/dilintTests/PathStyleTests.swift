import Foundation
import Testing

/// `--path-style absolute` (the Xcode integrations: Xcode opens a file from a log line only by
/// its absolute path) and `fail_on` in `.dilint.json` (the threshold the build-tool plugin
/// reads; `--fail-on` wins over it).
@Suite struct PathStyleTests {
    static let files = [
        "Sources/My App/API.swift": "final class API { static let shared = API() }\n",
        ".dilint.json": Dilint.singletonDeclarationOn,
    ]

    @Test func absolutePathsInLineFormatsAndReports() throws {
        let root = try Dilint.project(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.resolvingSymlinksInPath().path
        let relative = try Dilint.run(["lint", "--format", "xcode"], in: root)
        #expect(relative.standardOutput.hasPrefix("Sources/My App/API.swift:1:30: warning: "))
        let absolute = try Dilint.run(["lint", "--format", "xcode", "--path-style", "absolute"], in: root)
        #expect(absolute.standardOutput == folder + "/" + relative.standardOutput, "\(absolute.standardOutput)")
        #expect(absolute.status == relative.status)

        let json = try Dilint.run(["lint", "--format", "json", "--path-style", "absolute"], in: root)
        let relativeJSON = try Dilint.run(["lint", "--format", "json"], in: root)
        func findings(_ text: String) throws -> [[String: Any]] {
            try #require((try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["findings"] as? [[String: Any]])
        }
        let (a, r) = (try findings(json.standardOutput), try findings(relativeJSON.standardOutput))
        #expect(a.first?["file"] as? String == folder + "/Sources/My App/API.swift")
        // Fingerprints do not depend on the path style, so one baseline serves both.
        #expect(a.first?["fingerprint"] as? String == r.first?["fingerprint"] as? String)

        let sarif = try Dilint.run(["lint", "--format", "sarif", "--path-style", "absolute"], in: root)
        #expect(
            sarif.standardOutput.contains("\"uri\" : \"file://\(folder.replacingOccurrences(of: " ", with: "%20"))/Sources/My%20App/API.swift\""),
            "\(sarif.standardOutput)")
    }

    @Test func badPathStyleIsAUsageError() throws {
        let root = try Dilint.project(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Dilint.run(["lint", "--path-style", "full"], in: root)
        #expect(result.status == 2)
        #expect(result.standardError == "error: 'full' is not a valid value for --path-style; expected one of relative, absolute\n")
    }

    @Test func failOnFromTheConfiguration() throws {
        var files = Self.files
        files[".dilint.json"] = #"{"fail_on": "error", "rules": {"singleton_declaration": "on"}}"#
        let root = try Dilint.project(files)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Dilint.run(["lint"], in: root).status == 0)  // a warning, below "error"
        #expect(try Dilint.run(["lint", "--fail-on", "warning"], in: root).status == 1)  // the option wins

        try Data(#"{"fail_on": "warnings"}"#.utf8).write(to: root.appendingPathComponent(".dilint.json"))
        let bad = try Dilint.run(["lint"], in: root)
        #expect(bad.status == 2)
        #expect(bad.standardError.hasPrefix(".dilint.json:1:13: error: 'fail_on' must be one of"), "\(bad.standardError)")
    }
}
