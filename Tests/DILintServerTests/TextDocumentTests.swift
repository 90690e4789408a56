import DILintServer
import Testing

/// LSP positions (UTF-16 units) against UTF-8 bytes, and edits.
@Suite struct TextDocumentTests {
    func document(_ text: String) -> TextDocument { TextDocument(bytes: Array(text.utf8), version: 1) }

    @Test func positionsCountUTF16UnitsAndOffsetsUTF8Bytes() {
        var text = document("aé😀b\r\nx\ry\n")
        // a (1 byte, 1 unit) é (2, 1) 😀 (4, 2) b
        #expect(text.offset(of: Position(line: 0, character: 4)) == 7)
        #expect(text.position(of: 7) == Position(line: 0, character: 4))
        #expect(text.position(of: 3) == Position(line: 0, character: 2))
        // Inside the surrogate pair: the character's start.
        #expect(text.offset(of: Position(line: 0, character: 3)) == 3)
        // CRLF and a lone CR end lines.
        #expect(text.offset(of: Position(line: 1, character: 0)) == 10)
        #expect(text.offset(of: Position(line: 2, character: 0)) == 12)
        // Past the line's end: the line's end; past the last line: the end.
        #expect(text.offset(of: Position(line: 1, character: 99)) == 11)
        #expect(text.offset(of: Position(line: 99, character: 0)) == text.bytes.count)
    }

    @Test func findingColumnsInBytesBecomeUTF16Positions() {
        var text = document("let x = \"é😀\"; A.shared\n")
        let column = Array("let x = \"é😀\"; A.".utf8).count + 1
        #expect(text.position(line: 1, byteColumn: column) == Position(line: 0, character: "let x = \"é😀\"; A.".utf16.count))
    }

    @Test func replaceAppliesRangesAndWholeText() {
        var text = document("ab😀cd\nef\n")
        text.replace((Position(line: 0, character: 2), Position(line: 0, character: 4)), with: "--")
        #expect(String(decoding: text.bytes, as: UTF8.self) == "ab--cd\nef\n")
        text.replace((Position(line: 0, character: 6), Position(line: 1, character: 0)), with: "")
        #expect(String(decoding: text.bytes, as: UTF8.self) == "ab--cdef\n")
        text.replace(nil, with: "new")
        #expect(text.bytes == Array("new".utf8))
    }
}
