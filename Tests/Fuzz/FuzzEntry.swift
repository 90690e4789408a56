// The libFuzzer entry point: one input is a small project that goes through the lexer, the
// declaration parser, the project index, every rule (those off by default too) and the text,
// xcode and GitHub reporters. Tests/Fuzz/run.sh builds it; docs/reliability.md says how to use it.
//
// Input format (the seeds that Tests/Fuzz/extract-seeds.py makes follow it; any bytes are valid):
// files are separated by the byte 0x1E; a file whose first line is `//file: PATH` is analyzed
// at PATH (so test-file and composition-root judgments are reached), otherwise at
// `Sources/FileN.swift`. A first file starting with `//config: ` gives `.dilint.json` text on
// the rest of its line; a configuration that does not parse is ignored.
import DILintReport
import DILintRules
import DILintSyntax

private let separator = UInt8(0x1E)

private func pathHeader(_ bytes: ArraySlice<UInt8>, prefix: String) -> (String, ArraySlice<UInt8>)? {
    let prefixBytes = Array(prefix.utf8)
    guard bytes.count >= prefixBytes.count, bytes.prefix(prefixBytes.count).elementsEqual(prefixBytes) else { return nil }
    let lineEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
    let value = String(decoding: bytes[(bytes.startIndex + prefixBytes.count)..<lineEnd], as: UTF8.self)
    return (value, bytes[lineEnd...])
}

private func lintProject(_ data: [UInt8]) {
    var chunks = data.split(separator: separator, omittingEmptySubsequences: false)
    var configuration = Configuration(directory: "/fuzz")
    if let first = chunks.first, let (json, rest) = pathHeader(first, prefix: "//config: ") {
        if let parsed = try? Configuration.parse(Array(json.utf8), displayPath: ".dilint.json", directory: "/fuzz") {
            configuration = parsed
        }
        chunks[0] = rest
    }
    var inputs: [Linter.Input] = []
    for (number, chunk) in chunks.enumerated() {
        var path = "Sources/File\(number).swift"
        var body = chunk
        if let (header, rest) = pathHeader(chunk, prefix: "//file: "), !header.isEmpty {
            path = header
            body = rest
        }
        let bytes = Array(body)
        inputs.append(Linter.Input(path: path, read: { bytes }))
    }
    let selection = RuleSelection(configuration: configuration, enable: RuleID.allCases)
    guard let linter = try? Linter(configuration: configuration, selection: selection, currentDirectory: "/fuzz") else {
        // Options the rules reject: the default configuration still runs every rule.
        let fallback = Configuration(directory: "/fuzz")
        let selection = RuleSelection(configuration: fallback, enable: RuleID.allCases)
        guard let linter = try? Linter(configuration: fallback, selection: selection, currentDirectory: "/fuzz") else { return }
        render(linter.run(inputs), selection: selection)
        return
    }
    render(linter.run(inputs), selection: selection)
}

private func render(_ result: LintResult, selection: RuleSelection) {
    let entries = Report.entries(for: result.findings, suppressed: result.suppressed)
    let report = Report(
        findings: entries.findings, suppressed: entries.suppressed, rules: selection.enabled.sorted(),
        severities: selection.severities, toolVersion: "fuzz", fileCount: result.fileCount)
    for format in [ReportFormat.text, .xcode, .github] {
        _ = format.reporter.render(report)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    lintProject(Array(UnsafeBufferPointer(start: start, count: count)))
    return 0
}
