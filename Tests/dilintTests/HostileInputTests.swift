import DILintTestSupport
import Foundation
import Testing

/// Hostile file contents through the command line: each gives the report of what can be
/// read, the documented exit status and no message, and never crashes or hangs. Inputs are
/// made at run time; the front end's cost on them is measured in RobustnessTests, the rules'
/// in RuleLinearityTests.
@Suite struct HostileInputTests {
    /// One hostile file beside a clean one: the hostile file's findings, then the clean one's.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: @Sendable () -> [UInt8]
        /// The `--format xcode` lines the hostile file gives (`H.swift`).
        let findings: [String]
        var testDescription: String { name }
    }

    static let s = HostileFiles.self

    static func bytes(_ parts: [UInt8]...) -> [UInt8] { parts.flatMap { $0 } }
    static func text(_ string: String) -> [UInt8] { Array(string.utf8) }

    static let cases: [Case] = [
        Case(
            name: "invalid UTF-8 in a comment and an identifier",
            bytes: {
                bytes(text("// caf"), [0xE9, 0xFF, 0xC3], text("\nlet x"), [0x80, 0xFE], text(" = 1\n"), text(s.singleton("A")))
            }, findings: [s.finding("H.swift", line: 3, "A")]),
        Case(
            name: "NUL bytes between declarations and in a string",
            bytes: {
                bytes(text("let s = \"a"), [0], text("b\"\n"), [0, 0], text("\n"), text(s.singleton("A")), [0])
            }, findings: [s.finding("H.swift", line: 3, "A")]),
        Case(
            name: "a byte order mark",
            bytes: {
                bytes([0xEF, 0xBB, 0xBF], text("import Foundation\n"), text(s.singleton("A")))
            }, findings: [s.finding("H.swift", line: 2, "A")]),
        Case(
            name: "CRLF line ends",
            bytes: {
                text("import Foundation\r\n// a\r\n" + s.singleton("A").replacingOccurrences(of: "\n", with: "\r\n"))
            }, findings: [s.finding("H.swift", line: 3, "A")]),
        Case(
            name: "lone CR line ends",
            bytes: {
                text("import Foundation\r// a\r" + s.singleton("A").replacingOccurrences(of: "\n", with: "\r"))
            }, findings: [s.finding("H.swift", line: 3, "A")]),
        Case(
            name: "a 10 MB single line before a declaration",
            bytes: {
                HostileInput.repeated("let x = [", "1, 2, ", HostileInput.scaled(1_666_667), "]\n") + text(s.singleton("A"))
            }, findings: [s.finding("H.swift", line: 2, "A")]),
        Case(
            name: "100 000 nested parentheses",
            bytes: {
                HostileInput.nested("let x = ", "(", ")", HostileInput.scaled(100_000), "\n") + text(s.singleton("A"))
            }, findings: [s.finding("H.swift", line: 2, "A")]),
        Case(
            name: "100 000 nested square brackets",
            bytes: {
                HostileInput.nested("let x = ", "[", "]", HostileInput.scaled(100_000), "\n") + text(s.singleton("A"))
            }, findings: [s.finding("H.swift", line: 2, "A")]),
        Case(
            name: "100 000 nested braces",
            bytes: {
                HostileInput.nested("func f() ", "{", "}", HostileInput.scaled(100_000), "\n") + text(s.singleton("A"))
            }, findings: [s.finding("H.swift", line: 2, "A")]),
        Case(
            name: "100 000 nested generic angles",
            bytes: {
                HostileInput.nested("var x: ", "A<", ">", HostileInput.scaled(100_000), " = 1\n") + text(s.singleton("A"))
            }, findings: [s.finding("H.swift", line: 2, "A")]),
        Case(
            name: "100 000 nested types",
            bytes: {
                HostileInput.nested("", "final class A { let a = 1; ", "} ", HostileInput.scaled(100_000), "\n") + text(s.singleton("B"))
            }, findings: [s.finding("H.swift", line: 2, "B")]),
        Case(
            name: "an unterminated string", bytes: { text(s.singleton("A") + "let s = \"abc\nlet t = 1") },
            findings: [s.finding("H.swift", line: 1, "A")]),
        Case(
            name: "an unterminated raw string", bytes: { text(s.singleton("A") + "let s = ##\"abc\"# \n\n") },
            findings: [s.finding("H.swift", line: 1, "A")]),
        Case(
            name: "an unterminated multi-line string", bytes: { text(s.singleton("A") + "let s = \"\"\"\nabc\n" + s.singleton("B")) },
            findings: [s.finding("H.swift", line: 1, "A")]),
        Case(
            name: "an unterminated block comment", bytes: { text(s.singleton("A") + "/* a /* b */\n" + s.singleton("B")) },
            findings: [s.finding("H.swift", line: 1, "A")]),
        // An unterminated regex literal is taken to end with its line: the code after it is read.
        Case(
            name: "an unterminated regex literal", bytes: { text(s.singleton("A") + "let r = #/\nabc\n" + s.singleton("B")) },
            findings: [s.finding("H.swift", line: 1, "A"), s.finding("H.swift", line: 4, "B")]),
        Case(
            name: "an unterminated #if", bytes: { text("#if os(iOS)\n" + s.singleton("A") + "#elseif X\n" + s.singleton("B")) },
            findings: [s.finding("H.swift", line: 2, "A"), s.finding("H.swift", line: 4, "B")]),
        Case(name: "only an interpolation opener", bytes: { text("\"\\(") }, findings: []),
        Case(name: "only a raw interpolation opener", bytes: { text("#\"\\#(") }, findings: []),
        Case(name: "an empty file", bytes: { [] }, findings: []),
        Case(name: "only a byte order mark", bytes: { [0xEF, 0xBB, 0xBF] }, findings: []),
        Case(name: "only line ends", bytes: { text(String(repeating: "\r\n\r\n", count: 1000)) }, findings: []),
    ]

    @Test(arguments: cases)
    func hostileFileIsReportedWithTheRest(_ input: Case) throws {
        let root = try HostileFiles.project(["H.swift": input.bytes(), "Z.swift": Array(HostileFiles.singleton("Z").utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Dilint.run(["lint", "--format", "xcode", "--jobs", "2"], in: root)
        let expected = input.findings + [HostileFiles.finding("Z.swift", line: 1, "Z")]
        #expect(result.standardOutput == expected.map { $0 + "\n" }.joined())
        #expect(result.standardError.isEmpty)
        #expect(result.status == 1)
    }

    /// The same files through every format: each renders, and JSON stays valid JSON.
    @Test func everyFormatRendersHostileText() throws {
        var files: [String: [UInt8]] = [:]
        for (index, input) in Self.cases.enumerated() where input.name.count < 40 {
            files["F\(index).swift"] = input.bytes()
        }
        files["odd.swift"] = Self.bytes(
            Self.text("final class Odd"), [0xFF], Self.text(" { static let shared = Odd() }\n"),
            Self.text("let \u{1F600}: Int = 1; final class É { static let shared = É() }\n"))
        let root = try HostileFiles.project(files)
        defer { try? FileManager.default.removeItem(at: root) }
        for format in ["text", "xcode", "json", "sarif", "github", "gitlab", "checkstyle", "html"] {
            let result = try Dilint.run(["lint", "--format", format, "--show-suppressed"], in: root)
            #expect(result.status == 1, "\(format)")
            #expect(result.standardError.isEmpty, "\(format): \(result.standardError)")
            if ["json", "sarif", "gitlab"].contains(format) {
                #expect(throws: Never.self, "\(format)") { _ = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) }
            }
            #expect(result.standardOutput.contains("É"), "\(format)")
        }
    }

    /// Binary files named `.swift` (seeded random bytes, an ELF-like header, UTF-16 text) are
    /// analyzed like any other without a message; a clean file beside them is still reported.
    @Test func binaryFilesNamedSwiftAreAnalyzedQuietly() throws {
        var files: [String: [UInt8]] = ["Z.swift": Array(HostileFiles.singleton("Z").utf8)]
        for seed in 0..<8 {
            files["Noise\(seed).swift"] = HostileFiles.noise(count: 4096 << seed, seed: UInt64(seed))
        }
        files["Elf.swift"] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0] + HostileFiles.noise(count: 10_000, seed: 99)
        files["Utf16.swift"] =
            [0xFF, 0xFE]
            + Array("final class A { static let shared = A() }\n".utf16).flatMap {
                [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)]
            }
        let root = try HostileFiles.project(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Dilint.run(["lint", "--format", "json"], in: root)
        #expect(result.standardError.isEmpty)
        #expect(result.status == 0 || result.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect((document?["summary"] as? [String: Any])?["files"] as? Int == 11)
        let findings = document?["findings"] as? [[String: Any]] ?? []
        #expect(findings.contains { $0["file"] as? String == "Z.swift" && $0["rule"] as? String == "singleton_declaration" })
    }
}
