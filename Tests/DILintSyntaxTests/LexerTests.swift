import DILintSyntax
import DILintTestSupport
import Foundation
import Testing

/// Per-construct lexer tests (issue 2, deliverables 2 and 7). Each table row is source →
/// the expected token dump of `tokenDump` (Support/TokenDump.swift): one `kind text [flags]`
/// entry per token or comment. The tables live in `LexerTests+*.swift` by topic; this file
/// holds the checks that run on every row and on real files.
///
/// Expectations come from the Swift grammar, `swiftc -frontend -dump-parse` and
/// swift-syntax's lexer, never from running this lexer. A `note` says what a row checks;
/// one starting `regression:` pins down a construct the lexer once got wrong.
@Suite struct LexerTests {
    /// Every table row, for the checks that hold on any input.
    static var allCases: [LexCase] {
        identifiers + keywords + numbers + strings + interpolations + comments + regexLiterals + operators
            + punctuation + directives + attributes + fileLevel + placeholders + invalidBytes + unterminated
    }

    @Test("Token ranges are ordered, disjoint and cover every non-trivia byte", arguments: allCases)
    func coverage(_ row: LexCase) {
        let problems = coverageViolations(row.source)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Real files from the package mirror: every byte outside trivia is in a token, and
    /// nothing is flagged unterminated, malformed or invalid, nor lexed as `.unknown`.
    @Test func realFilesAreCoveredAndLexCleanly() throws {
        let files = try RealCorpus.sample(stride: 2)
        #expect(files.count > 500)
        let failures = parallelMap(files) { file -> [String] in
            guard let bytes = try? [UInt8](Data(contentsOf: file)) else { return ["cannot read \(file.path)"] }
            var problems = coverageViolations(bytes).prefix(3).map { "\(file.path): \($0)" }
            let list = Lexer.tokenize(bytes)
            let table = LineTable(bytes)
            let suspect: TokenFlags = [.unterminated, .malformed, .invalidUTF8]
            for token in list.tokens + list.comments
            where token.kind == .unknown || !token.flags.isDisjoint(with: suspect) {
                problems.append("\(file.path):\(table.location(of: token.start)): \(render(token, in: bytes))")
                break
            }
            return problems
        }.flatMap { $0 }
        #expect(failures.isEmpty, "\(failures.prefix(30).joined(separator: "\n"))")
    }

    /// Which tokens have whitespace or a comment (`trivia`) or a line break (`newline`)
    /// before them: the facts operator fixity and statement separation rest on.
    static let trivia: [LexCase] = [
        LexCase("a+ b", "identifier a", "postfixOperator +", "identifier b [trivia]"),
        LexCase("a /* c */b", "identifier a", "blockComment /* c */", "identifier b [trivia]"),
        LexCase(
            "a /*⏎*/ b", "identifier a", "blockComment /*⏎*/", "identifier b [trivia, newline]",
            note: "a line break inside a block comment separates lines"),
        LexCase("a // c⏎b", "identifier a", "lineComment // c", "identifier b [trivia, newline]"),
        LexCase(
            "a␍⏎b␍c⏎d", "identifier a", "identifier b [trivia, newline]", "identifier c [trivia, newline]",
            "identifier d [trivia, newline]", note: "CRLF, lone CR and LF are each a line break"),
        LexCase(
            "⇥x\u{0B}\u{0C}y", "identifier x [trivia]", "identifier y [trivia]",
            note: "tab, vertical tab and form feed are whitespace"),
        LexCase(
            "a\u{A0}+\u{A0}b", "identifier a", "binaryOperator + [trivia]", "identifier b [trivia]",
            note: "U+00A0 no-break space is whitespace on both sides of an operator"),
    ]

    @Test("Trivia and line-break flags", arguments: trivia)
    func triviaFlags(_ row: LexCase) {
        expectDump(row, showTrivia: true)
    }

    /// Token positions as `LineTable` reports them: 1-based lines split at LF, CRLF and a
    /// lone CR; columns in UTF-8 bytes, a BOM counted (as swiftc's diagnostics count).
    @Test func tokenLocationsCountLinesAndBytes() {
        let source: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a\r\nb\rc\n é x\n\r\nd".utf8)
        let table = LineTable(source)
        let locations = Lexer.tokenize(source).tokens.dropLast().map { "\(table.location(of: $0.start))" }
        #expect(locations == ["1:4", "2:1", "3:1", "4:2", "4:5", "6:1"])
    }

    /// A file denser than the lexer's first token storage (a token per 4 bytes) moves to
    /// a growing buffer: every token is kept, in order, with the flags set after the move.
    @Test func denseInputKeepsEveryToken() {
        let text = String(repeating: "(", count: 1000) + String(repeating: ")", count: 1000) + "\"\\("
        let tokens = Lexer.tokenize(Array(text.utf8)).tokens
        #expect(tokens.count == 2002)
        #expect(tokens.prefix(1000).allSatisfy { $0.kind == .leftParen })
        #expect(tokens[1000..<2000].allSatisfy { $0.kind == .rightParen })
        #expect(tokens[2000].kind == .stringHead && tokens[2000].flags.contains(.unterminated))
        #expect(tokens[2001].kind == .endOfFile && tokens[2001].start == UInt32(text.utf8.count))
        #expect(coverageViolations(Array(text.utf8)).isEmpty)
    }

    /// `\(` nested past `Lexer.maxInterpolationDepth` is taken as text (flagged malformed)
    /// instead of growing the stack, and the input still lexes completely.
    @Test func interpolationDepthIsCapped() {
        let depth = Lexer.maxInterpolationDepth + 20
        let text = String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
        let source = Array(text.utf8)
        let tokens = Lexer.tokenize(source).tokens
        #expect(tokens.filter { $0.kind == .stringHead }.count == Lexer.maxInterpolationDepth)
        #expect(tokens.contains { $0.kind == .stringLiteral && $0.flags.contains(.malformed) })
        #expect(coverageViolations(source).isEmpty)
    }
}

/// Compares the dump of `row.source` with `row.expected`, printing both one token a line.
func expectDump(_ row: LexCase, showTrivia: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let actual = tokenDump(row.source, showTrivia: showTrivia)
    guard actual != row.expected else { return }
    Issue.record(
        """
        \(row.testDescription)
        expected:
          \(row.expected.joined(separator: "\n  "))
        actual:
          \(actual.joined(separator: "\n  "))
        """, sourceLocation: sourceLocation)
}
