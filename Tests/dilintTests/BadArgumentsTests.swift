import Foundation
import Testing

/// Every malformed `.dilint.json` and every wrong argument gives exactly one line on standard
/// error (`file:line:col: error: …` for the configuration), nothing on standard output, and
/// exit status 2. The configuration parser's own messages are tested in ConfigurationTests;
/// these go through the command line, including files that are not JSON at all.
@Suite struct BadArgumentsTests {
    static let source = ["A.swift": Array(HostileFiles.singleton("A").utf8)]

    static func expectOneError(_ result: Dilint.Result, _ expected: String, _ comment: String) {
        #expect(result.status == 2, "\(comment)")
        #expect(result.standardOutput.isEmpty, "\(comment)")
        #expect(result.standardError == expected + "\n", "\(comment)")
    }

    @Test(
        arguments: [
            // Byte columns, BOM included.
            ([0xEF, 0xBB, 0xBF] + Array("{\"rules\": 1}".utf8), ".dilint.json:1:14: error: 'rules' must be an object, found a number"),
            (Array("{\"rules\": {\"a\": 1}}".utf8), ".dilint.json:1:12: error: unknown rule 'a'"),
            (
                Array("{\"rules\": {\"too_many_dependencies\": {\"max_parameters\": 3.5}}}".utf8),
                ".dilint.json:1:56: error: 'max_parameters' must be an integer, found a number"
            ),
            (
                Array("{\"rules\": {\"too_many_dependencies\": {\"max_parameters\": 1e400}}}".utf8),
                ".dilint.json:1:56: error: 'max_parameters' must be an integer, found a number"
            ),
            (
                Array("{\"rules\": {\"protocol_mirror\": {\"min_requirements\": true}}}".utf8),
                ".dilint.json:1:52: error: 'min_requirements' must be an integer, found a boolean"
            ),
            (
                Array("{\"rules\": {\"system_singleton_access\": {\"singletons\": \"Bundle.main\"}}}".utf8),
                ".dilint.json:1:54: error: 'singletons' must be an array of strings, found a string"
            ),
            (Array("{\"test_paths\": {}}".utf8), ".dilint.json:1:16: error: 'test_paths' must be an array of strings, found an object"),
            (Array("{\"composition_root\": {\"paths\": [null]}}".utf8), ".dilint.json:1:33: error: 'paths' must contain only strings, found null"),
            (Array("{\n\t\"exclude\": [\n\t\t\"a\",\n\t\t\"b\"\n\t],\n}".utf8), ".dilint.json:6:1: error: invalid JSON: trailing comma before '}'"),
            (Array("{}\r\n{}".utf8), ".dilint.json:2:1: error: invalid JSON: expected end of file after the value"),
            (Array("{\"rules\": \"abc".utf8), ".dilint.json:1:11: error: invalid JSON: unterminated string"),
            (Array("{\"rules\": \"\t\"}".utf8), ".dilint.json:1:12: error: invalid JSON: control character in string; escape it"),
            ([0], ".dilint.json:1:1: error: invalid JSON: expected a value, found byte 0x0"),
            ([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], ".dilint.json:1:1: error: invalid JSON: expected a value, found byte 0xff"),
            (Array("rules:\n  service_locator: off\n".utf8), ".dilint.json:1:1: error: invalid JSON: expected a value, found 'r'"),
            (Array(repeating: UInt8(ascii: "["), count: 100_000), ".dilint.json:1:65: error: invalid JSON: nesting is deeper than 64 levels"),
        ] as [([UInt8], String)])
    func malformedConfigurationGivesOneLocatedError(_ bytes: [UInt8], _ expected: String) throws {
        var files = Self.source
        files[".dilint.json"] = bytes
        let root = try HostileFiles.project(files)
        defer { try? FileManager.default.removeItem(at: root) }
        Self.expectOneError(try Dilint.run(["lint"], in: root), expected, expected)
        // The same file named with --config, from a subfolder.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        let named = try Dilint.run(["lint", "--config", "../.dilint.json", "."], in: root.appendingPathComponent("Sub"))
        Self.expectOneError(named, "../" + expected, expected)
    }

    @Test func configurationThatIsNotAFileIsAnError() throws {
        let root = try HostileFiles.project(Self.source)
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent(".dilint.json")
        try FileManager.default.removeItem(at: config)  // the file `project` writes, replaced by a folder
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        Self.expectOneError(
            try Dilint.run(["lint"], in: root),
            ".dilint.json: error: cannot read the configuration: is a directory", "folder")
        try FileManager.default.removeItem(at: config)
        try FileManager.default.createSymbolicLink(atPath: config.path, withDestinationPath: "gone.json")
        Self.expectOneError(
            try Dilint.run(["lint"], in: root),
            ".dilint.json: error: cannot read the configuration: no such file or directory", "dangling link")
        try FileManager.default.removeItem(at: config)
        try Data("{}".utf8).write(to: config)
        chmod(config.path, 0o000)
        Self.expectOneError(
            try HostileFiles.runUnprivileged(["lint"], in: root),
            ".dilint.json: error: cannot read the configuration: permission denied", "unreadable")
    }

    @Test(
        arguments: [
            (["lint", "--bogus"], "error: unknown option '--bogus' for 'lint'"),
            (["lint", "--formt", "json"], "error: unknown option '--formt' for 'lint'; did you mean '--format'?"),
            (["lint", "-x"], "error: unknown option '-x' for 'lint'"),
            (["lint", "--format"], "error: option '--format' needs a value"),
            (
                ["lint", "--format", "xml"],
                "error: 'xml' is not a valid value for --format; expected one of text, xcode, json, sarif, github, gitlab, checkstyle, markdown, junit, html"
            ),
            (["lint", "--format", "json", "--format=text"], "error: option '--format' given twice"),
            (["lint", "--quiet=yes"], "error: option '--quiet' takes no value"),
            (["lint", "--jobs", "0"], "error: '0' is not a valid value for --jobs; expected a positive integer"),
            (
                ["lint", "--jobs", "99999999999999999999"],
                "error: '99999999999999999999' is not a valid value for --jobs; expected a positive integer"
            ),
            (["lint", "--jobs=-1"], "error: '-1' is not a valid value for --jobs; expected a positive integer"),
            (
                ["lint", "--fail-on", "sometimes"],
                "error: 'sometimes' is not a valid value for --fail-on; expected one of error, warning, note, never"
            ),
            (
                ["lint", "--report", "json"],
                "error: 'json' is not a valid value for --report; expected FORMAT:FILE with FORMAT one of text, xcode, json, sarif, github, gitlab, checkstyle, markdown, junit, html"
            ),
            (
                ["lint", "--report", "json:"],
                "error: 'json:' is not a valid value for --report; expected FORMAT:FILE with FORMAT one of text, xcode, json, sarif, github, gitlab, checkstyle, markdown, junit, html"
            ),
            (["lint", "--enable", ""], "error: '' is not a valid value for --enable; expected rule ids separated by commas"),
            (
                ["lint", "--only", "singleton_access,"],
                "error: 'singleton_access,' is not a valid value for --only; expected rule ids separated by commas"
            ),
            (["lint", "--disable", "singelton_access"], "error: unknown rule 'singelton_access' for --disable; did you mean 'singleton_access'?"),
            (["lint", "--config", "a.json", "--no-config"], "error: --config and --no-config exclude each other"),
            (["lint", "--config", "missing.json"], "missing.json: error: cannot read the configuration: no such file or directory"),
            (["lint", "--baseline", "missing.json"], "error: cannot read the baseline missing.json: no such file or directory"),
            (["lint", "--baseline", "A.swift"], "A.swift: error: not a dilint baseline (invalid JSON)"),
            (["rules", "--format", "xml"], "error: 'xml' is not a valid value for --format; expected one of text, json"),
            (["rules", "extra"], "error: unexpected argument 'extra' for 'rules'"),
            (["explain"], "error: 'explain' takes one rule id; usage: dilint explain RULE"),
            (["explain", "a", "b"], "error: 'explain' takes one rule id; usage: dilint explain RULE"),
            (["explain", "singelton_access"], "error: unknown rule 'singelton_access'; did you mean 'singleton_access'?"),
            (["explain", "x"], "error: unknown rule 'x'; run 'dilint rules' for the list"),
            (["dump", "--bogus"], "error: unknown option '--bogus' for 'dump'"),
            (["frobnicate"], "error: unknown command 'frobnicate'; run 'dilint --help'"),
        ] as [([String], String)])
    func wrongArgumentGivesOneError(_ arguments: [String], _ expected: String) throws {
        let root = try HostileFiles.project(Self.source)
        defer { try? FileManager.default.removeItem(at: root) }
        Self.expectOneError(try Dilint.run(arguments, in: root), expected, "\(arguments)")
    }
}
