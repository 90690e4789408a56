import DILintSyntax
import Testing

/// String literals: single-line, multi-line, raw, escapes and interpolation. Sources are raw
/// Swift literals, so a backslash in a row is a backslash in the input; `⏎` is a line feed.
extension LexerTests {
    static let strings: [LexCase] = [
        LexCase(
            #""abc" "" "a\"b" "\\""#, #"stringLiteral "abc""#, #"stringLiteral """#, #"stringLiteral "a\"b""#,
            #"stringLiteral "\\""#),
        LexCase(#""\u{1F600}\n\t\0\'\\ \u{41}""#, #"stringLiteral "\u{1F600}\n\t\0\'\\ \u{41}""#),
        LexCase(
            #""a" + "b""b""#, #"stringLiteral "a""#, "binaryOperator +", #"stringLiteral "b""#,
            #"stringLiteral "b""#),
        LexCase(
            #""a\\" + b"#, #"stringLiteral "a\\""#, "binaryOperator +", "identifier b",
            note: "an escaped backslash does not escape the quote"),
        LexCase(#""\\(x)""#, #"stringLiteral "\\(x)""#, note: "an escaped backslash does not start an interpolation"),
        LexCase(#""""⏎abc⏎""""#, #"stringLiteral """⏎abc⏎""" [multiline]"#),
        LexCase(
            #""""⏎a "quoted" and "" and \""" ⏎""""#,
            #"stringLiteral """⏎a "quoted" and "" and \""" ⏎""" [multiline]"#),
        LexCase(#""""⏎a \⏎b⏎""""#, #"stringLiteral """⏎a \⏎b⏎""" [multiline]"#, note: "escaped line break"),
        LexCase(#""""␍⏎a␍⏎""" x"#, #"stringLiteral """␍⏎a␍⏎""" [multiline]"#, "identifier x"),
        LexCase(
            #""""⏎a⏎"""""#, #"stringLiteral """⏎a⏎""" [multiline]"#, #"stringLiteral " [unterminated]"#,
            note: "the first `\"\"\"` closes"),
        LexCase(
            #""""abc""""#, #"stringLiteral """abc""" [multiline]"#,
            note: "`\"\"\"` opens a multi-line string even when text follows on its line"),
        LexCase(##"#"a\nb"#"##, ##"stringLiteral #"a\nb"# [raw]"##),
        LexCase(##"#"say "hi""#"##, ##"stringLiteral #"say "hi""# [raw]"##),
        LexCase(###"##"a "# b"##"###, ###"stringLiteral ##"a "# b"## [raw]"###),
        LexCase(##"#"""#"##, ##"stringLiteral #"""# [raw]"##, note: "`#\"\"\"#` is a one-line raw string"),
        LexCase(
            ##"#"""a"#"##, ##"stringLiteral #"""a"# [raw]"##,
            note: "a raw `\"\"\"` closed on its own line is one-line"),
        LexCase(##"#"""⏎abc⏎"""#"##, ##"stringLiteral #"""⏎abc⏎"""# [multiline, raw]"##),
        LexCase(
            ##"#"""⏎a """ b "# c⏎"""#"##, ##"stringLiteral #"""⏎a """ b "# c⏎"""# [multiline, raw]"##,
            note: "inside a multi-line raw string only `\"\"\"#` closes"),
        LexCase(##"#"\(x)"#"##, ##"stringLiteral #"\(x)"# [raw]"##, note: "`\\(` is text in a raw string"),
        LexCase(###"##"\#(x)"##"###, ###"stringLiteral ##"\#(x)"## [raw]"###),
        LexCase(##"#"a\#nb\#"c"#"##, ##"stringLiteral #"a\#nb\#"c"# [raw]"##, note: "raw escapes"),
        LexCase(##""a\#(x)""##, ##"stringLiteral "a\#(x)""##, note: "`\\#(` interpolates only in a raw string"),
        LexCase(
            "'a' 'a\\'b'", "stringLiteral 'a' [malformed]", "stringLiteral 'a\\'b' [malformed]",
            note: "regression: a single-quoted string (not Swift) keeps its escapes"),
    ]

    static let interpolations: [LexCase] = [
        LexCase(#""a\(b)c""#, #"stringHead "a\("#, "identifier b", #"stringTail )c""#),
        LexCase(
            #""\(a)\(b)""#, #"stringHead "\("#, "identifier a", #"stringMiddle )\("#, "identifier b",
            #"stringTail )""#),
        LexCase(
            #""\(f(x)) \((a, b))""#, #"stringHead "\("#, "identifier f", "leftParen (", "identifier x",
            "rightParen )", #"stringMiddle ) \("#, "leftParen (", "identifier a", "comma ,", "identifier b",
            "rightParen )", #"stringTail )""#, note: "parentheses inside an interpolation"),
        LexCase(
            #""a\("b\("c\(d)e")f")g""#, #"stringHead "a\("#, #"stringHead "b\("#, #"stringHead "c\("#,
            "identifier d", #"stringTail )e""#, #"stringTail )f""#, #"stringTail )g""#,
            note: "three levels of strings in interpolations"),
        LexCase(
            #""\(xs.map { "\($0)" }.joined())""#, #"stringHead "\("#, "identifier xs", "period .",
            "identifier map", "leftBrace {", #"stringHead "\("#, "dollarIdentifier $0", #"stringTail )""#,
            "rightBrace }", "period .", "identifier joined", "leftParen (", "rightParen )", #"stringTail )""#,
            note: "a closure with a string inside an interpolation"),
        LexCase(
            #""\(f(g(1)) { $0 })""#, #"stringHead "\("#, "identifier f", "leftParen (", "identifier g",
            "leftParen (", "integerLiteral 1", "rightParen )", "rightParen )", "leftBrace {",
            "dollarIdentifier $0", "rightBrace }", #"stringTail )""#),
        LexCase(
            #""\(a /* ) " */ + b)""#, #"stringHead "\("#, "identifier a", #"blockComment /* ) " */"#,
            "binaryOperator +", "identifier b", #"stringTail )""#,
            note: "a comment inside an interpolation hides `)` and `\"`"),
        LexCase(#""\(")")""#, #"stringHead "\("#, #"stringLiteral ")""#, #"stringTail )""#),
        LexCase(##""\(#"a"#)""##, #"stringHead "\("#, ##"stringLiteral #"a"# [raw]"##, #"stringTail )""#),
        LexCase(
            ###"##"\##(#"\#(x)"#)"##"###, ###"stringHead ##"\##( [raw]"###, ##"stringHead #"\#( [raw]"##,
            "identifier x", ##"stringTail )"# [raw]"##, ###"stringTail )"## [raw]"###,
            note: "raw strings with interpolation, nested"),
        LexCase(
            ###"##"\##(x) \#(y)"##"###, ###"stringHead ##"\##( [raw]"###, "identifier x",
            ###"stringTail ) \#(y)"## [raw]"###, note: "only `\\##(` interpolates in a `##` string"),
        LexCase(
            #""""⏎v: \(x)⏎""""#, #"stringHead """⏎v: \( [multiline]"#, "identifier x",
            #"stringTail )⏎""" [multiline]"#),
        LexCase(
            #""""⏎\(a // )⏎)⏎""""#, #"stringHead """⏎\( [multiline]"#, "identifier a", "lineComment // )",
            #"stringTail )⏎""" [newline, multiline]"#,
            note: "a line comment inside the interpolation of a multi-line string"),
        LexCase(
            #""\(a // x⏎)""#, #"stringHead "\( [unterminated]"#, "identifier a", "lineComment // x",
            "rightParen ) [newline]", #"stringLiteral " [unterminated]"#,
            note: "a line break ends the interpolation of a single-line string"),
        LexCase(
            #""\(a /*⏎*/)""#, #"stringHead "\("#, "identifier a", "blockComment /*⏎*/",
            #"stringTail )" [newline]"#, note: "a block comment may span lines inside a single-line interpolation"),
        LexCase(
            #""\("""⏎x⏎""")""#, #"stringHead "\("#, #"stringLiteral """⏎x⏎""" [multiline]"#,
            #"stringTail )""#, note: "a multi-line string inside a single-line interpolation"),
        LexCase(
            #""\(/a/)""#, #"stringHead "\("#, "regexLiteral /a/", #"stringTail )""#,
            note: "a regex may start an interpolation"),
        LexCase(
            #""\(\.a)""#, #"stringHead "\("#, #"backslash \"#, "period .", "identifier a", #"stringTail )""#,
            note: "a key path inside an interpolation"),
    ]

    @Test("String literals", arguments: strings)
    func string(_ row: LexCase) { expectDump(row) }

    @Test("String interpolation", arguments: interpolations)
    func interpolation(_ row: LexCase) { expectDump(row) }
}
