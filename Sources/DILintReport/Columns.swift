import DILintSyntax

/// A finding's position in UTF-16 code units, for the formats read by web and JVM tools
/// (SARIF with `columnKind: utf16CodeUnits`, GitHub annotations, Checkstyle). dilint counts
/// columns in UTF-8 bytes, like the Swift compiler; on an ASCII line both are the same.
///
/// Only the finding's first line is known (`ReportedFinding.sourceLine`), so an end on a
/// later line keeps its line and drops its column (SARIF then means "to the end of that
/// line"). A finding whose end is not after its start has no end at all.
public struct UTF16Range: Sendable, Hashable {
    public var startLine: Int
    public var startColumn: Int
    /// nil: the finding has no end position.
    public var endLine: Int?
    /// nil: no end, or an end on a later line.
    public var endColumn: Int?

    public init(_ entry: ReportedFinding) {
        let f = entry.finding
        startLine = f.start.line
        startColumn = Self.utf16Column(ofByteColumn: f.start.column, in: entry.sourceLine)
        if f.end <= f.start || f.end.column < 1 {
            endLine = nil
            endColumn = nil
        } else if f.end.line == f.start.line {
            endLine = f.end.line
            endColumn = Self.utf16Column(ofByteColumn: f.end.column, in: entry.sourceLine)
        } else {
            endLine = f.end.line
            endColumn = nil
        }
    }

    /// The 1-based UTF-16 column of 1-based byte column `byteColumn` in `line`. A column inside
    /// a multi-byte character maps to that character; columns past the end of the line (the
    /// line break, or a line that is not known) count one unit per byte.
    ///
    /// Findings on one line share its `String`: an offset into its UTF-8 is found directly,
    /// and UTF-16 distances use the string's own breadcrumbs, made once per string, so
    /// thousands of findings on one long line do not each walk it from its start.
    public static func utf16Column(ofByteColumn byteColumn: Int, in line: String) -> Int {
        let bytes = max(0, byteColumn - 1)
        let utf8 = line.utf8
        guard bytes < utf8.count else { return line.utf16.count + (bytes - utf8.count) + 1 }
        return line.utf16.distance(from: line.utf16.startIndex, to: utf8.characterStart(atOffset: bytes)) + 1
    }
}

extension String.UTF8View {
    /// The index `offset` bytes in, moved back to the first byte of the character (Unicode
    /// scalar) it falls inside. O(1) on native strings.
    func characterStart(atOffset offset: Int) -> String.Index {
        var index = self.index(startIndex, offsetBy: offset)
        while index > startIndex && index < endIndex && self[index] & 0xC0 == 0x80 { index = self.index(before: index) }
        return index
    }
}
