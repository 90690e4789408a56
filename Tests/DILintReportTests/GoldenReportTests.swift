import DILintReport
import Testing

/// Every format renders the hostile fixture exactly as `Expected/<format>.<extension>` says.
@Suite struct GoldenReportTests {
    @Test(arguments: ReportFormat.allCases)
    func formatMatchesGoldenFile(_ format: ReportFormat) throws {
        let report = try HostileFixture.report()
        try Golden.check(format.reporter.render(report), against: "\(format.rawValue).\(format.fileExtension)")
    }

    @Test(arguments: ReportFormat.allCases)
    func formatIsDeterministic(_ format: ReportFormat) throws {
        let report = try HostileFixture.report()
        #expect(format.reporter.render(report) == format.reporter.render(report))
    }

    @Test(arguments: ReportFormat.allCases)
    func emptyReportRenders(_ format: ReportFormat) {
        let report = Report(findings: [], rules: [.singletonAccess], toolVersion: "1.2.3", fileCount: 0)
        let text = String(decoding: format.reporter.render(report), as: UTF8.self)
        switch format {
        case .xcode, .github: #expect(text.isEmpty)
        case .text: #expect(text == "no findings in 0 files\n")
        default: #expect(!text.isEmpty && text.hasSuffix("\n"))
        }
    }
}
