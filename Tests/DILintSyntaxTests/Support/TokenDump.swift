import DILintSyntax
import Testing

/// A lexer test row: source bytes and the expected token dump (see `tokenDump`).
///
/// Text sources are written as Swift string literals; invalid UTF-8, NUL and BOM inputs
/// are byte arrays (`LexCase(bytes:…)`), so the test file itself stays valid text.
struct LexCase: Sendable, CustomTestStringConvertible {
    let source: [UInt8]
    let expected: [String]
    /// What the row checks, for rows whose source does not say it (regressions name the construct).
    let note: String

    /// `source` may write a line feed as `⏎`, a carriage return as `␍` and a tab as `⇥`, as
    /// the dump does.
    init(_ source: String, _ expected: String..., note: String = "") {
        var text = ""
        for scalar in source.unicodeScalars {
            switch scalar {
            case "⏎": text += "\n"
            case "␍": text += "\r"
            case "⇥": text += "\t"
            default: text.unicodeScalars.append(scalar)
            }
        }
        self.source = Array(text.utf8)
        self.expected = expected
        self.note = note
    }

    init(bytes: [UInt8], _ expected: String..., note: String = "") {
        self.source = bytes
        self.expected = expected
        self.note = note
    }

    var testDescription: String {
        let text = escapedText(source[...])
        return note.isEmpty ? text : "\(note): \(text)"
    }
}

/// The tokens and comments of `bytes` in source order, one entry per token:
/// `kind text [flags]`, e.g. `stringLiteral "a" [unterminated]`.
///
/// - `kind` is the `TokenKind` case; an identifier, pound keyword or keyword whose tag is
///   not its own text adds the tag: `identifier:get get`, `poundKeyword:if #if`.
/// - `text` is the token's bytes as `escapedText` writes them (`⏎` for a line feed).
/// - flags: `newline`, `unterminated`, `invalidUTF8`, `backticked`, `multiline`, `raw`,
///   `malformed`; `trivia` too when `showTrivia` is set.
/// - The final `.endOfFile` is left out; `coverageViolations` checks it.
func tokenDump(_ bytes: [UInt8], showTrivia: Bool = false) -> [String] {
    let list = Lexer.tokenize(bytes)
    let code = list.tokens.dropLast(list.tokens.last?.kind == .endOfFile ? 1 : 0)
    let merged = (Array(code) + list.comments).sorted { $0.start < $1.start }
    return merged.map { render($0, in: bytes, showTrivia: showTrivia) }
}

func render(_ token: Token, in bytes: [UInt8], showTrivia: Bool = false) -> String {
    let text = escapedText(bytes[Int(token.start)..<Int(token.end)])
    var head = "\(token.kind)"
    if token.keyword != .none && !(token.kind == .keyword && token.keyword.text == text) {
        head += ":\(token.keyword.text)"
    }
    var flags: [String] = []
    let names: [(TokenFlags, String)] = [
        (.newlineBefore, "newline"), (.unterminated, "unterminated"), (.invalidUTF8, "invalidUTF8"),
        (.backticked, "backticked"), (.multiline, "multiline"), (.raw, "raw"), (.malformed, "malformed"),
    ]
    if showTrivia && token.flags.contains(.triviaBefore) { flags.append("trivia") }
    for (flag, name) in names where token.flags.contains(flag) {
        flags.append(name)
    }
    return "\(head) \(text)" + (flags.isEmpty ? "" : " [\(flags.joined(separator: ", "))]")
}

/// The bytes as readable text: a line feed is `⏎`, a carriage return `␍`, a tab `⇥`, NUL `␀`,
/// other control characters `\u{HH}` and each byte of invalid UTF-8 `\x{HH}`; backslashes
/// and quotes stay as written.
func escapedText(_ bytes: ArraySlice<UInt8>) -> String {
    var result = ""
    var index = bytes.startIndex
    while index < bytes.endIndex {
        let lead = bytes[index]
        let width = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        let end = min(index + width, bytes.endIndex)
        guard let scalar = String(validating: bytes[index..<end], as: UTF8.self)?.unicodeScalars.first,
            UTF8.width(scalar) == width
        else {
            result += "\\x{" + String(lead, radix: 16, uppercase: true) + "}"
            index += 1
            continue
        }
        switch scalar {
        case "\n": result += "⏎"
        case "\r": result += "␍"
        case "\t": result += "⇥"
        case "\0": result += "␀"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: result.unicodeScalars.append(scalar)
        }
        index = end
    }
    return result
}

/// Checks what must hold for every input: the code tokens and the comments are each in
/// source order, none overlap, the list ends with one empty `.endOfFile` at the end of the
/// input, no token but that one is empty, and every byte outside a token is trivia
/// (whitespace, a NUL, a no-break space, U+2028 or U+2029, or a BOM at offset 0). Returns
/// the violations.
func coverageViolations(_ bytes: [UInt8]) -> [String] {
    let list = Lexer.tokenize(bytes)
    var problems: [String] = []
    guard let last = list.tokens.last, last.kind == .endOfFile,
        Int(last.start) == bytes.count, Int(last.end) == bytes.count
    else {
        return ["the token list does not end with an empty endOfFile at \(bytes.count)"]
    }
    if list.tokens.dropLast().contains(where: { $0.kind == .endOfFile }) {
        problems.append("endOfFile before the end")
    }
    for comment in list.comments where !comment.kind.isComment {
        problems.append("\(comment.kind) among the comments")
    }
    for token in list.tokens where token.kind.isComment {
        problems.append("\(token.kind) among the code tokens")
    }
    for (name, sequence) in [("tokens", Array(list.tokens.dropLast())), ("comments", list.comments)] {
        for (a, b) in zip(sequence, sequence.dropFirst()) where b.start < a.end {
            problems.append("\(name) out of order: \(a.start)..<\(a.end) then \(b.start)..<\(b.end)")
        }
    }
    let all = (list.tokens.dropLast() + list.comments).sorted { $0.start < $1.start }
    var covered = 0
    for token in all {
        if token.end <= token.start {
            problems.append("empty \(token.kind) at \(token.start)")
            continue
        }
        if Int(token.start) < covered {
            problems.append("\(token.kind) at \(token.start)..<\(token.end) overlaps the token ending at \(covered)")
        } else if let gap = nonTrivia(bytes, covered..<Int(token.start)) {
            problems.append("byte \(gap) (\(bytes[gap])) before \(token.kind) at \(token.start) is in no token")
        }
        covered = max(covered, Int(token.end))
    }
    if let gap = nonTrivia(bytes, covered..<bytes.count) {
        problems.append("byte \(gap) (\(bytes[gap])) after the last token is in no token")
    }
    return problems
}

/// The first offset in `range` that is not trivia, or nil.
private func nonTrivia(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
    var i = range.lowerBound
    while i < range.upperBound {
        switch bytes[i] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
            i += 1
        case 0xEF where i == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]):
            i += 3
        case 0xC2 where i + 1 < range.upperBound && bytes[i + 1] == 0xA0:
            i += 2
        case 0xE2
        where i + 2 < range.upperBound && bytes[i + 1] == 0x80
            && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
            i += 3
        default:
            return i
        }
    }
    return nil
}
