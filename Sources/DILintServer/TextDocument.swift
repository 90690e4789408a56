import DILintSyntax

/// An LSP position: a 0-based line and a column in UTF-16 code units (the protocol's
/// default encoding, the only one this server announces).
public struct Position: Equatable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// The text of an open document as UTF-8 bytes, with conversions between LSP positions
/// and byte offsets. Line breaks are `\n`, `\r\n` and a lone `\r`, as LSP counts them.
public struct TextDocument: Sendable {
    public private(set) var bytes: [UInt8]
    public var version: Int
    /// Built on first use after each change.
    private var lineStarts: [Int]?

    public init(bytes: [UInt8], version: Int) {
        self.bytes = bytes
        self.version = version
    }

    private mutating func starts() -> [Int] {
        if let lineStarts { return lineStarts }
        let starts = LineTable(bytes).starts.map(Int.init)
        lineStarts = starts
        return starts
    }

    /// The byte offset of `position`. A line past the end gives the end of the text; a
    /// character past its line's end gives the line's end (the protocol's rule); a position
    /// inside a character's UTF-16 pair or UTF-8 sequence moves to the character's start.
    public mutating func offset(of position: Position) -> Int {
        let starts = starts()
        guard position.line >= 0 else { return 0 }
        guard position.line < starts.count else { return bytes.count }
        var i = starts[position.line]
        let end = lineContentEnd(from: i, nextStart: position.line + 1 < starts.count ? starts[position.line + 1] : bytes.count)
        var units = 0
        while i < end && units < position.character {
            let width = Self.sequenceLength(bytes[i])
            let next = min(end, i + width)
            let unitCount = width == 4 ? 2 : 1
            if units + unitCount > position.character { break }
            units += unitCount
            i = next
        }
        return i
    }

    /// The position of byte `offset` (clamped to the text).
    public mutating func position(of offset: Int) -> Position {
        let starts = starts()
        let offset = max(0, min(offset, bytes.count))
        let line = starts.partitionIndex { $0 > offset } - 1
        return Position(line: line, character: Self.utf16Count(bytes[starts[line]..<offset]))
    }

    /// The position of a 1-based line and UTF-8 byte column of this text (a finding's).
    public mutating func position(line: Int, byteColumn: Int) -> Position {
        let starts = starts()
        guard line >= 1 && line <= starts.count else { return position(of: bytes.count) }
        return position(of: starts[line - 1] + byteColumn - 1)
    }

    /// The bytes of 0-based `line` before its line break.
    public mutating func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        let starts = starts()
        guard line >= 0 && line < starts.count else { return [] }
        let start = starts[line]
        return bytes[start..<lineContentEnd(from: start, nextStart: line + 1 < starts.count ? starts[line + 1] : bytes.count)]
    }

    /// Replaces `range` (LSP positions) with `text`, or everything when `range` is nil.
    public mutating func replace(_ range: (start: Position, end: Position)?, with text: String) {
        guard let range else {
            bytes = Array(text.utf8)
            lineStarts = nil
            return
        }
        let start = offset(of: range.start)
        let end = max(start, offset(of: range.end))
        bytes.replaceSubrange(start..<end, with: text.utf8)
        lineStarts = nil
    }

    private func lineContentEnd(from start: Int, nextStart: Int) -> Int {
        var end = nextStart
        while end > start && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) { end -= 1 }
        return end
    }

    /// Bytes in the UTF-8 sequence a lead byte starts (1 for a stray continuation byte or
    /// invalid lead, which decoders replace with one U+FFFD, one UTF-16 unit).
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC2...0xDF: return 2
        default: return 1
        }
    }

    /// UTF-16 code units of `bytes` (a sequence of four bytes is a surrogate pair).
    static func utf16Count(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let width = sequenceLength(bytes[i])
            count += width == 4 ? 2 : 1
            i += width
        }
        return count
    }
}
