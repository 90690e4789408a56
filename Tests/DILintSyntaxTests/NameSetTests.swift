import DILintSyntax
import Testing

/// The byte-level name tests rules ask of a token's text without building a `String`.
@Suite struct NameSetTests {
    private func range(_ text: String) -> ([UInt8], Range<Int>) {
        let bytes = Array(text.utf8)
        return (bytes, 0..<bytes.count)
    }

    /// A name as a prefix is a whole word: itself, or before a capital (`ThemeApp`, the theme
    /// of the hour a held-out app's screens draw with), never the start of a longer word.
    @Test func aPrefixIsAWholeWord() {
        let names = NameSet(["Skin", "Theme"])
        for text in ["Theme", "ThemeApp", "SkinPack"] {
            let (bytes, whole) = range(text)
            #expect(names.isPrefix(of: bytes, in: whole), "\(text)")
        }
        for text in ["Themed", "Skinny", "AppTheme", "Them", ""] {
            let (bytes, whole) = range(text)
            #expect(!names.isPrefix(of: bytes, in: whole), "\(text)")
        }
        let (bytes, _) = range("xThemeApp")
        #expect(names.isPrefix(of: bytes, in: 1..<9))
    }

    @Test func aSuffixMayFollowAnything() {
        let names = NameSet(["Skin", "Theme"])
        let (bytes, whole) = range("AppTheme")
        #expect(names.isSuffix(of: bytes, in: whole))
        let (other, all) = range("ThemeApp")
        #expect(!names.isSuffix(of: other, in: all))
    }
}
