import DILintReport
import Testing

/// The one place reports escape text.
@Suite struct EscapingTests {
    @Test func gitHubDataEscapesPercentAndLineBreaksOnly() {
        #expect(Escaping.gitHubData("100% done\r\nnext: a, b") == "100%25 done%0D%0Anext: a, b")
        #expect(Escaping.gitHubData("%0A") == "%250A")  // not decoded again by the runner
        #expect(Escaping.gitHubData("café <&>\"") == "café <&>\"")
    }

    @Test func gitHubPropertyAlsoEscapesColonAndComma() {
        #expect(Escaping.gitHubProperty("Sources/A: B, C.swift") == "Sources/A%3A B%2C C.swift")
        #expect(Escaping.gitHubProperty("50%\n:,\r") == "50%25%0A%3A%2C%0D")
        #expect(Escaping.gitHubProperty("dilint (singleton_access)") == "dilint (singleton_access)")
    }

    @Test func xmlAttributeEscapesMarkupQuotesAndBreaksAndDropsControls() {
        #expect(Escaping.xmlAttribute("a & b < c > d \"e\" 'f'") == "a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;")
        #expect(Escaping.xmlAttribute("one\ntwo\r\tthree") == "one&#10;two&#13;&#9;three")
        #expect(Escaping.xmlAttribute("bell\u{7}nul\u{0}esc\u{1B}end\u{FFFE}\u{FFFF}") == "bellnulescend")
        #expect(Escaping.xmlAttribute("café 日本 🙂 &amp;") == "café 日本 🙂 &amp;amp;")
    }

    @Test func dotStringEscapesBackslashQuoteAndBreaks() {
        #expect(Escaping.dotString("A\"B\\C") == "A\\\"B\\\\C")
        #expect(Escaping.dotString("one\ntwo\r\u{1}three") == "one\\ntwo\\nthree")
        #expect(Escaping.dotString("Café_名前 <&>") == "Café_名前 <&>")
    }

    @Test func mermaidLabelWritesSyntaxCharactersAsEntities() {
        #expect(Escaping.mermaidLabel("A\"B#1;[x](y){z}|<&>`") == "A#34;B#35;1#59;#91;x#93;#40;y#41;#123;z#125;#124;#60;#38;#62;#96;")
        #expect(Escaping.mermaidLabel("one\ntwo\u{7}") == "one two")
        #expect(Escaping.mermaidLabel("Café_名前") == "Café_名前")
    }

    @Test func htmlEscapesMarkupAndQuotesAndDropsControls() {
        #expect(Escaping.html("a & b < c > d \"e\" 'f'") == "a &amp; b &lt; c &gt; d &quot;e&quot; &#39;f&#39;")
        #expect(Escaping.html("tab\tline\nbell\u{7}") == "tab\tline\nbell")
        #expect(Escaping.html("café 🙂 &amp;") == "café 🙂 &amp;amp;")
    }

    @Test func uriPathEncodesWhatURIsRequire() {
        #expect(Escaping.uriPath("Sources/App/View+Layout.swift") == "Sources/App/View+Layout.swift")
        #expect(Escaping.uriPath("My Folder/100%.swift") == "My%20Folder/100%25.swift")
        #expect(Escaping.uriPath("Café/日.swift") == "Caf%C3%A9/%E6%97%A5.swift")
        #expect(Escaping.uriPath("a:b/c#d?e[f]\"<>\\^`{|}.swift") == "a%3Ab/c%23d%3Fe%5Bf%5D%22%3C%3E%5C%5E%60%7B%7C%7D.swift")
        #expect(Escaping.uriPath("tab\there") == "tab%09here")
        #expect(Escaping.uriPath("-._~!$&'()*+,;=@") == "-._~!$&'()*+,;=@")
    }

    @Test func fileURLOfAFolderEndsInASlash() {
        #expect(Escaping.fileURL(ofDirectory: "/home/me/My App") == "file:///home/me/My%20App/")
        #expect(Escaping.fileURL(ofDirectory: "/home/me/") == "file:///home/me/")
        #expect(Escaping.fileURL(ofDirectory: "/") == "file:///")
        #expect(Escaping.fileURL(ofDirectory: "/srv/100% dï") == "file:///srv/100%25%20d%C3%AF/")
        #expect(Escaping.fileURL(ofDirectory: "C:\\Users\\me") == "file:///C:/Users/me/")
    }

    @Test func singleLineFoldsBreaksAndDropsControls() {
        #expect(Escaping.singleLine("a\nb\r\nc\td\u{1}e\u{7F}") == "a b  c\tde")
    }
}
