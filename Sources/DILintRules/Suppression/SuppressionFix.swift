import DILintSyntax

/// A replacement of bytes `range` of a file by `replacement`.
public struct TextEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: [UInt8]

    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// `bytes` with `edits` applied; the edits must not overlap (later ones win otherwise).
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound })
        where edit.range.upperBound <= result.count {
            result.replaceSubrange(edit.range, with: edit.replacement)
        }
        return result
    }
}

/// The one mechanical fix dilint applies (`lint --fix`, `--diff` and the language server's
/// code action): removing the rule names of suppression comments that silence nothing.
///
/// A comment left with no rule name goes whole, with its line when nothing else is on it
/// (and with the spaces before it when it trails code); a comment keeping some names loses
/// only the unused ones, the rest joined as they were written (`a, b` or `a b`). Unknown
/// rule names (also `superfluous_suppression` findings) are left for a person: a misspelt
/// name is better corrected than removed. The `dilint:enable` closing a removed region
/// loses that name too.
public enum SuppressionFix {
    /// Whether `finding` reports an unused suppression this fix removes (not an unknown name).
    public static func isRemovable(_ finding: Finding) -> Bool {
        finding.rule == .superfluousSuppression && (finding.snippet == "all" || RuleID(rawValue: finding.snippet) != nil)
    }

    /// The edits removing the unused names `findings` report (others are ignored) from
    /// `bytes`, the text they were found in. Sorted by position, never overlapping.
    public static func edits(for findings: [Finding], in bytes: [UInt8]) -> [TextEdit] {
        let removable = findings.filter(isRemovable)
        guard !removable.isEmpty else { return [] }
        let tree = SyntaxTree.parse(bytes)
        let lines = LineTable(bytes)
        var wanted = Set<Int>()
        for finding in removable {
            let line = finding.start.line
            guard line >= 1 && line <= lines.lineCount else { continue }
            wanted.insert(Int(lines.starts[line - 1]) + finding.start.column - 1)
        }
        var edits: [TextEdit] = []
        // Regions still open, by rule name, each remembering whether its `disable` goes: an
        // `enable` closes the latest (as `Suppressions` reads them) and goes with it.
        var openRegions: [String: [Bool]] = [:]
        for comment in tree.comments where comment.kind == .lineComment || comment.kind == .blockComment {
            guard let parsed = Suppressions.parse(tree: tree, comment: comment), !parsed.words.isEmpty else { continue }
            var removed = Set<Int>()
            for word in parsed.words {
                switch parsed.command {
                case .disable:
                    let goes = wanted.contains(word.offset)
                    if goes { removed.insert(word.offset) }
                    openRegions[word.text, default: []].append(goes)
                case .enable:
                    if openRegions[word.text]?.popLast() == true { removed.insert(word.offset) }
                case .disableNext, .disableThis:
                    if wanted.contains(word.offset) { removed.insert(word.offset) }
                }
            }
            guard !removed.isEmpty else { continue }
            if removed.count == parsed.words.count {
                edits.append(wholeComment(comment, in: bytes))
            } else {
                let first = parsed.words[0].offset
                let lastWord = parsed.words[parsed.words.count - 1]
                let last = lastWord.offset + lastWord.text.utf8.count
                let usesCommas = bytes[first..<last].contains(UInt8(ascii: ","))
                let kept = parsed.words.filter { !removed.contains($0.offset) }.map(\.text)
                edits.append(TextEdit(range: first..<last, replacement: Array(kept.joined(separator: usesCommas ? ", " : " ").utf8)))
            }
        }
        return edits
    }

    /// The edit deleting `comment`: its whole line when only spaces surround it, else the
    /// comment and the spaces before it.
    static func wholeComment(_ comment: Token, in bytes: [UInt8]) -> TextEdit {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var start = Int(comment.start)
        var end = Int(comment.end)
        while start > 0 && isSpace(bytes[start - 1]) { start -= 1 }
        let atLineStart = start == 0 || bytes[start - 1] == UInt8(ascii: "\n") || bytes[start - 1] == UInt8(ascii: "\r")
        var after = end
        while after < bytes.count && isSpace(bytes[after]) { after += 1 }
        let atLineEnd = after == bytes.count || bytes[after] == UInt8(ascii: "\n") || bytes[after] == UInt8(ascii: "\r")
        if atLineStart && atLineEnd {
            end = after
            if end < bytes.count && bytes[end] == UInt8(ascii: "\r") { end += 1 }
            if end < bytes.count && bytes[end] == UInt8(ascii: "\n") { end += 1 }
        } else if !atLineStart {
            end = Int(comment.end)
        } else {
            start = Int(comment.start)  // code follows a leading block comment: keep the indentation
            end = after
        }
        return TextEdit(range: start..<end, replacement: [])
    }

    /// Why a fix was not written.
    public enum Refusal: Error, Sendable, Equatable {
        /// The file on disk is no longer the text that was linted.
        case changedOnDisk
    }

    /// The fixed text of a file linted as `linted` whose disk content is now `current`:
    /// nil when there is nothing to fix; a refusal when the two differ (the findings' positions
    /// belong to the linted text, and an edit made meanwhile must not be overwritten).
    public static func fixedText(linted: [UInt8], current: [UInt8], findings: [Finding]) -> Result<[UInt8], Refusal>? {
        let edits = edits(for: findings, in: linted)
        guard !edits.isEmpty else { return nil }
        guard linted == current else { return .failure(.changedOnDisk) }
        return .success(TextEdit.apply(edits, to: linted))
    }
}
