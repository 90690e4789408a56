import DILintSyntax
import Testing

/// Malformed input: invalid UTF-8, NUL and stray characters (as byte arrays), and every
/// construct left open. Any byte sequence lexes; problems become flags, never a stop.
extension LexerTests {
    static let invalidBytes: [LexCase] = [
        LexCase(bytes: utf8("a") + [0xFF] + utf8("b"), "identifier a", "unknown \\x{FF} [invalidUTF8]", "identifier b"),
        LexCase(
            bytes: [0xE2, 0x82] + utf8(" A"), "unknown \\x{E2}\\x{82} [invalidUTF8]", "identifier A",
            note: "a truncated sequence"),
        LexCase(
            bytes: [0x80, 0x80] + utf8("A"), "unknown \\x{80}\\x{80} [invalidUTF8]", "identifier A",
            note: "stray continuation bytes form one token"),
        LexCase(bytes: [0xC0, 0xAF], "unknown \\x{C0}\\x{AF} [invalidUTF8]", note: "an overlong form"),
        LexCase(bytes: [0xED, 0xA0, 0x80], "unknown \\x{ED}\\x{A0}\\x{80} [invalidUTF8]", note: "a surrogate"),
        LexCase(
            bytes: utf8("x ") + [0xF0, 0x9F, 0x98], "identifier x", "unknown \\x{F0}\\x{9F}\\x{98} [invalidUTF8]",
            note: "a sequence cut by the end of the file"),
        LexCase(
            bytes: utf8("ab") + [0xFF] + utf8("cd"), "identifier ab", "unknown \\x{FF} [invalidUTF8]",
            "identifier cd"),
        LexCase(
            bytes: utf8("\"a") + [0xFF] + utf8("b\""), "stringLiteral \"a\\x{FF}b\" [invalidUTF8]",
            note: "regression: invalid UTF-8 inside a string is carried and flagged"),
        LexCase(
            bytes: utf8("\"") + [0xFF] + utf8("\\(x)\""), "stringHead \"\\x{FF}\\( [invalidUTF8]", "identifier x",
            "stringTail )\"", note: "regression: invalid UTF-8 inside an interpolated string"),
        LexCase(
            bytes: utf8("// a") + [0xFF] + utf8("\nx"), "lineComment // a\\x{FF} [invalidUTF8]",
            "identifier x [newline]", note: "regression: invalid UTF-8 inside a line comment"),
        LexCase(
            bytes: utf8("/* ") + [0xFF] + utf8(" */"), "blockComment /* \\x{FF} */ [invalidUTF8]",
            note: "regression: invalid UTF-8 inside a block comment"),
        LexCase(
            bytes: utf8("x = /a") + [0xFF] + utf8("/"), "identifier x", "equal =",
            "regexLiteral /a\\x{FF}/ [invalidUTF8]", note: "regression: invalid UTF-8 inside a regex"),
        LexCase(
            bytes: utf8("`a") + [0xFF] + utf8("`"), "identifier `a\\x{FF}` [invalidUTF8, backticked]",
            note: "regression: invalid UTF-8 inside backticks"),
        LexCase(
            "a\u{1}b", "identifier a", "unknown \\u{1} [malformed]", "identifier b",
            note: "a control character"),
        LexCase(
            "a\u{3000}b", "identifier a", "unknown \u{3000} [malformed]", "identifier b",
            note: "a scalar that is neither identifier nor operator"),
        LexCase(
            "\u{301}a", "identifier \u{301}a [malformed]",
            note: "regression: an identifier that starts with a combining mark is one malformed identifier"),
        LexCase("``", "identifier `` [backticked, malformed]", note: "regression: empty backticks"),
        LexCase(bytes: utf8("a") + [0] + utf8("b"), "identifier a", "identifier b", note: "NUL is whitespace"),
        LexCase(bytes: [0] + utf8("x") + [0], "identifier x"),
        LexCase(
            bytes: utf8("a") + [0] + utf8("+b"), "identifier a", "prefixOperator +", "identifier b",
            note: "NUL is whitespace for operator fixity"),
        LexCase(bytes: utf8("\"a") + [0] + utf8("b\""), "stringLiteral \"a␀b\""),
        LexCase(bytes: utf8("\"a") + [0], "stringLiteral \"a␀ [unterminated]", note: "NUL at the end of the file"),
        LexCase(bytes: utf8("// a") + [0] + utf8("b\nx"), "lineComment // a␀b", "identifier x [newline]"),
        LexCase(bytes: utf8("/*") + [0] + utf8("*/ x"), "blockComment /*␀*/", "identifier x"),
        LexCase(bytes: utf8("x = /a") + [0] + utf8("b/"), "identifier x", "equal =", "regexLiteral /a␀b/"),
        LexCase(
            bytes: utf8("#") + [0] + utf8("$") + [0] + utf8("0x") + [0], "pound #", "identifier $",
            "integerLiteral 0x [malformed]"),
        LexCase(bytes: utf8("\"\\(") + [0] + utf8("x)\""), "stringHead \"\\(", "identifier x", "stringTail )\""),
    ]

    static let unterminated: [LexCase] = [
        LexCase(#""abc"#, #"stringLiteral "abc [unterminated]"#),
        LexCase(#"""#, #"stringLiteral " [unterminated]"#),
        LexCase(
            #""abc⏎x"#, #"stringLiteral "abc [unterminated]"#, "identifier x [newline]",
            note: "a single-line string ends at the line end"),
        LexCase(
            #""a\⏎b""#, #"stringLiteral "a\ [unterminated]"#, "identifier b [newline]",
            #"stringLiteral " [unterminated]"#, note: "a backslash does not continue a single-line string"),
        LexCase(#""a\"#, #"stringLiteral "a\ [unterminated]"#),
        LexCase(#"""""#, #"stringLiteral """ [unterminated, multiline]"#),
        LexCase(#""""⏎abc"#, #"stringLiteral """⏎abc [unterminated, multiline]"#),
        LexCase(#""""⏎abc⏎"""#, #"stringLiteral """⏎abc⏎"" [unterminated, multiline]"#),
        LexCase(##"#""##, ##"stringLiteral #" [unterminated, raw]"##),
        LexCase(##"#"abc""##, ##"stringLiteral #"abc" [unterminated, raw]"##),
        LexCase(##"#"abc"⏎x"##, ##"stringLiteral #"abc" [unterminated, raw]"##, "identifier x [newline]"),
        LexCase(
            ##"#"""⏎abc⏎""""##, ##"stringLiteral #"""⏎abc⏎""" [unterminated, multiline, raw]"##,
            note: "a multi-line raw string needs its `#`"),
        LexCase("'abc", "stringLiteral 'abc [unterminated, malformed]"),
        LexCase("/* abc", "blockComment /* abc [unterminated]"),
        LexCase("/* a /* b */", "blockComment /* a /* b */ [unterminated]", note: "nested comments count depth"),
        LexCase("x = / abc", "identifier x", "equal =", "regexLiteral / abc [unterminated, malformed]"),
        LexCase("#/", "regexLiteral #/ [unterminated, raw]"),
        LexCase("#/abc", "regexLiteral #/abc [unterminated, raw]"),
        LexCase("#/abc⏎x", "regexLiteral #/abc [unterminated, raw]", "identifier x [newline]"),
        LexCase(
            "#/⏎ a⏎", "regexLiteral #/ [unterminated, multiline, raw]", "identifier a [newline]",
            note: "an unterminated multi-line regex ends at its first line break"),
        LexCase(#""\("#, #"stringHead "\( [unterminated]"#, note: "a file that is only `\"\\(`"),
        LexCase(#""\(a"#, #"stringHead "\( [unterminated]"#, "identifier a"),
        LexCase(#""\(a)"#, #"stringHead "\( [unterminated]"#, "identifier a", "stringTail ) [unterminated]"),
        LexCase(#""\(a⏎b"#, #"stringHead "\( [unterminated]"#, "identifier a", "identifier b [newline]"),
        LexCase(#""\(""#, #"stringHead "\( [unterminated]"#, #"stringLiteral " [unterminated]"#),
        LexCase(#""a\(b)c\("#, #"stringHead "a\( [unterminated]"#, "identifier b", #"stringMiddle )c\("#),
        LexCase(#""""⏎\(a"#, #"stringHead """⏎\( [unterminated, multiline]"#, "identifier a"),
        LexCase(##"#"\#(x"##, ##"stringHead #"\#( [unterminated, raw]"##, "identifier x"),
        LexCase("`", "unknown ` [unterminated]"),
    ]

    @Test("Invalid UTF-8, NUL and stray characters", arguments: invalidBytes)
    func invalidByte(_ row: LexCase) { expectDump(row) }

    @Test("Unterminated constructs", arguments: unterminated)
    func unterminatedConstruct(_ row: LexCase) { expectDump(row) }
}

private func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }
