import DILintReport
import DILintRules
import DILintSyntax
import Testing

/// dilint's UTF-8 byte columns become UTF-16 columns for SARIF, GitHub and Checkstyle.
@Suite struct ColumnTests {
    @Test func asciiColumnsAreUnchanged() {
        for column in 1...12 {
            #expect(UTF16Range.utf16Column(ofByteColumn: column, in: "let x = 1") == column)
        }
    }

    @Test func multiByteCharactersCountAsTheirUTF16Units() {
        // 名 and 前: 3 UTF-8 bytes, 1 UTF-16 unit each; 🙂: 4 bytes, 2 units (a surrogate pair).
        let line = HostileFixture.unicodeLine
        let byteColumn = Array(line.utf8).firstIndex(of: UInt8(ascii: "s"))! + 1  // `shared`
        #expect(byteColumn == 40)
        #expect(UTF16Range.utf16Column(ofByteColumn: byteColumn, in: line) == 34)
        #expect(UTF16Range.utf16Column(ofByteColumn: byteColumn + 6, in: line) == 40)
        #expect(Array(line.utf16)[33..<39].elementsEqual("shared".utf16))
    }

    @Test func aColumnInsideACharacterMapsToThatCharacter() {
        // é is bytes 2–3 (columns 2 and 3) and UTF-16 column 2.
        #expect(UTF16Range.utf16Column(ofByteColumn: 2, in: "héllo") == 2)
        #expect(UTF16Range.utf16Column(ofByteColumn: 3, in: "héllo") == 2)
        #expect(UTF16Range.utf16Column(ofByteColumn: 4, in: "héllo") == 3)
    }

    @Test func columnsPastTheLineCountOneUnitPerByte() {
        #expect(UTF16Range.utf16Column(ofByteColumn: 8, in: "é") == 7)
        #expect(UTF16Range.utf16Column(ofByteColumn: 5, in: "") == 5)
    }

    @Test func rangesWithoutAnEndOrEndingOnAnotherLine() throws {
        let entries = try HostileFixture.report().findings
        let multiLine = UTF16Range(entries[1])
        #expect(multiLine.startLine == 7 && multiLine.startColumn == 5)
        #expect(multiLine.endLine == 9 && multiLine.endColumn == nil)
        let noEnd = UTF16Range(entries[2])
        #expect(noEnd.endLine == nil && noEnd.endColumn == nil)
        let unicode = UTF16Range(entries[3])
        #expect(unicode.startColumn == 34 && unicode.endLine == 2 && unicode.endColumn == 40)
    }
}
