import DILintReport
import DILintRules
import DILintSyntax
import Testing

/// The fix behind `--fix`, `--diff` and the code action, on text in memory.
@Suite struct SuppressionFixTests {
    static func findings(_ text: String) throws -> [Finding] {
        let configuration = Configuration(directory: "/")
        let linter = try Linter(configuration: configuration, selection: RuleSelection(configuration: configuration), currentDirectory: "/")
        let input = Linter.Input(path: "A.swift") { () throws(SourceError) -> [UInt8] in Array(text.utf8) }
        return linter.run([input]).findings
    }

    static let text = "struct A {\n    // dilint:disable:next singleton_access - gone\n    func f() {}\n}\n"

    @Test func aFileChangedAfterItWasReadIsRefused() throws {
        let linted = Array(Self.text.utf8)
        let current = Array((Self.text + "// edited meanwhile\n").utf8)
        let outcome = SuppressionFix.fixedText(linted: linted, current: current, findings: try Self.findings(Self.text))
        #expect(outcome == .failure(.changedOnDisk))
        let same = SuppressionFix.fixedText(linted: linted, current: linted, findings: try Self.findings(Self.text))
        #expect(same == .success(Array("struct A {\n    func f() {}\n}\n".utf8)))
    }

    @Test func unknownNamesAreNotRemovable() throws {
        let text = "struct A {\n    // dilint:disable:next singelton_access\n    func f() {}\n}\n"
        let findings = try Self.findings(text)
        #expect(findings.count == 1)
        #expect(SuppressionFix.edits(for: findings, in: Array(text.utf8)).isEmpty)
    }

    @Test func aRegionsEnableGoesWithItsDisable() throws {
        let text = "// dilint:disable service_locator, singleton_access\nstruct A {}\n// dilint:enable service_locator, singleton_access\n"
        let findings = try Self.findings(text)
        let fixed = TextEdit.apply(SuppressionFix.edits(for: findings, in: Array(text.utf8)), to: Array(text.utf8))
        #expect(String(decoding: fixed, as: UTF8.self) == "struct A {}\n")
    }

    @Test func diffOfEqualTextsIsEmptyAndALastLineWithoutBreakIsMarked() {
        #expect(UnifiedDiff.render(path: "A.swift", old: Array("a\n".utf8), new: Array("a\n".utf8)).isEmpty)
        let diff = UnifiedDiff.render(path: "A.swift", old: Array("a\nb".utf8), new: Array("a\nc".utf8))
        #expect(
            String(decoding: diff, as: UTF8.self) == """
                --- a/A.swift
                +++ b/A.swift
                @@ -1,2 +1,2 @@
                 a
                -b
                \\ No newline at end of file
                +c
                \\ No newline at end of file

                """)
    }
}
