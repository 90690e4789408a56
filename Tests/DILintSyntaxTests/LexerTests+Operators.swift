import DILintSyntax
import Testing

/// Comments, regex literals, operators and punctuation: the constructs that share `/`.
extension LexerTests {
    static let comments: [LexCase] = [
        LexCase("// line", "lineComment // line"),
        LexCase(
            "/// doc⏎//// banner⏎//", "docLineComment /// doc", "lineComment //// banner", "lineComment //",
            note: "`///` is a doc comment, `////` is not"),
        LexCase(
            "/* block */ /** doc */ /**/ /***/", "blockComment /* block */", "docBlockComment /** doc */",
            "blockComment /**/", "docBlockComment /***/", note: "`/**/` is not a doc comment"),
        LexCase("/* a /* nested */ b */ x", "blockComment /* a /* nested */ b */", "identifier x"),
        LexCase("/*/ x */ y", "blockComment /*/ x */", "identifier y", note: "`/*/` does not close itself"),
        LexCase("x//c⏎y", "identifier x", "lineComment //c", "identifier y [newline]"),
        LexCase(
            "/// Doc⏎func f()", "docLineComment /// Doc", "keyword func [newline]", "identifier f",
            "leftParen (", "rightParen )"),
        LexCase(
            "a+/*x*/b", "identifier a", "postfixOperator +", "blockComment /*x*/", "identifier b",
            note: "a comment after an operator is whitespace: `+` is postfix"),
        LexCase(
            "a/*x*/+b", "identifier a", "blockComment /*x*/", "prefixOperator +", "identifier b",
            note: "a comment before an operator is whitespace: `+` is prefix"),
        LexCase(
            "a +// x⏎b", "identifier a", "binaryOperator +", "lineComment // x", "identifier b [newline]",
            note: "`//` inside an operator starts a comment"),
        LexCase("a ==/* x */b", "identifier a", "binaryOperator ==", "blockComment /* x */", "identifier b"),
        LexCase(
            "a <*/**/> b", "identifier a", "binaryOperator <*", "blockComment /**/", "binaryOperator >",
            "identifier b"),
    ]

    static let regexLiterals: [LexCase] = [
        LexCase("let r = #/a+b/#", "keyword let", "identifier r", "equal =", "regexLiteral #/a+b/# [raw]"),
        LexCase(
            "##/a/#b/## x", "regexLiteral ##/a/#b/## [raw]", "identifier x",
            note: "an extended regex closes at `/` and as many `#`"),
        LexCase(
            "r = #/⏎  a+ # comment⏎  (b)⏎  /#", "identifier r", "equal =",
            "regexLiteral #/⏎  a+ # comment⏎  (b)⏎  /# [multiline, raw]", note: "multi-line extended regex"),
        LexCase("x = /abc/", "identifier x", "equal =", "regexLiteral /abc/"),
        LexCase(
            "a / b / c", "identifier a", "binaryOperator /", "identifier b", "binaryOperator /", "identifier c",
            note: "division, not a regex, after an operand"),
        LexCase("a/b/c", "identifier a", "binaryOperator /", "identifier b", "binaryOperator /", "identifier c"),
        LexCase(
            "f(/, 1)", "identifier f", "leftParen (", "binaryOperator /", "comma ,", "integerLiteral 1",
            "rightParen )", note: "an unapplied operator argument"),
        LexCase(
            "xs.reduce(1, /) / 5", "identifier xs", "period .", "identifier reduce", "leftParen (",
            "integerLiteral 1", "comma ,", "binaryOperator /", "rightParen )", "binaryOperator /",
            "integerLiteral 5", note: "an unbalanced `)` ends the regex attempt"),
        LexCase(
            "(/a) + (b/)", "leftParen (", "prefixOperator /", "identifier a", "rightParen )", "binaryOperator +",
            "leftParen (", "identifier b", "postfixOperator /", "rightParen )",
            note: "unbalanced `)` makes `/a) + (b/` no regex"),
        LexCase(
            "foo(/a/, /b/)", "identifier foo", "leftParen (", "regexLiteral /a/", "comma ,", "regexLiteral /b/",
            "rightParen )"),
        LexCase(
            #"x = /(a)/ + /[)]/ + /\)/ + /a\/b/"#, "identifier x", "equal =", "regexLiteral /(a)/",
            "binaryOperator +", "regexLiteral /[)]/", "binaryOperator +", #"regexLiteral /\)/"#, "binaryOperator +",
            #"regexLiteral /a\/b/"#, note: "groups, character classes and escapes"),
        LexCase(
            "x = / abc/", "identifier x", "equal =", "regexLiteral / abc/ [malformed]",
            note: "after `=` a binary-looking `/` must be a regex, even starting with a space"),
        LexCase(
            "x = /abc /", "identifier x", "equal =", "prefixOperator /", "identifier abc", "binaryOperator /",
            note: "a bare regex may not end with a space"),
        LexCase(
            "x = /a//", "identifier x", "equal =", "prefixOperator /", "identifier a", "lineComment //",
            note: "`//` after the closing `/` is a comment, not a regex end"),
        LexCase("x = /a/*c*/", "identifier x", "equal =", "prefixOperator /", "identifier a", "blockComment /*c*/"),
        LexCase(
            "x = /a⏎b/", "identifier x", "equal =", "prefixOperator /", "identifier a", "identifier b [newline]",
            "postfixOperator /", note: "a bare regex does not span lines"),
        LexCase("try? /x/", "keyword try", "postfixQuestion ?", "regexLiteral /x/"),
        LexCase(
            "try? /^ x/", "keyword try", "postfixQuestion ?", "regexLiteral /^ x/",
            note: "after `try?` a binary-looking `/^` starts a regex"),
        LexCase("try! /^ x/", "keyword try", "exclamation !", "regexLiteral /^ x/"),
        LexCase(
            "a? /^ x/", "identifier a", "postfixQuestion ?", "binaryOperator /^", "identifier x",
            "postfixOperator /", note: "after an operand's `?` the same text is division"),
        LexCase("return /x/", "keyword return", "regexLiteral /x/"),
        LexCase(
            "prefix operator /^/", "identifier:prefix prefix", "keyword operator", "binaryOperator /^/",
            note: "an operator declaration names an operator"),
        LexCase(
            "static func /(a: A, b: A) -> A", "keyword static", "keyword func", "prefixOperator /",
            "leftParen (", "identifier a", "colon :", "identifier A", "comma ,", "identifier b", "colon :",
            "identifier A", "rightParen )", "arrow ->", "identifier A"),
        LexCase("#/a/# + #/b/#", "regexLiteral #/a/# [raw]", "binaryOperator +", "regexLiteral #/b/# [raw]"),
    ]

    static let operators: [LexCase] = [
        LexCase("a + b", "identifier a", "binaryOperator +", "identifier b"),
        LexCase("a+b", "identifier a", "binaryOperator +", "identifier b"),
        LexCase("a +b", "identifier a", "prefixOperator +", "identifier b"),
        LexCase("a+ b", "identifier a", "postfixOperator +", "identifier b"),
        LexCase(
            "-x !y &z", "prefixOperator -", "identifier x", "prefixOperator !", "identifier y",
            "prefixOperator &", "identifier z"),
        LexCase(
            "x! y? x!! z?.w u!.v", "identifier x", "exclamation !", "identifier y", "postfixQuestion ?",
            "identifier x", "exclamation !", "exclamation !", "identifier z", "postfixQuestion ?", "period .",
            "identifier w", "identifier u", "exclamation !", "period .", "identifier v"),
        LexCase("a != b", "identifier a", "binaryOperator !=", "identifier b"),
        LexCase(
            "a!=b", "identifier a", "exclamation !", "equal =", "identifier b",
            note: "a left-bound `!` is always a force unwrap"),
        LexCase("a ? b : c", "identifier a", "binaryOperator ?", "identifier b", "colon :", "identifier c"),
        LexCase("a ?? b", "identifier a", "binaryOperator ??", "identifier b"),
        LexCase(
            "x = y == z === w", "identifier x", "equal =", "identifier y", "binaryOperator ==", "identifier z",
            "binaryOperator ===", "identifier w"),
        LexCase(
            "0...5 0..<5", "integerLiteral 0", "binaryOperator ...", "integerLiteral 5", "integerLiteral 0",
            "binaryOperator ..<", "integerLiteral 5"),
        LexCase(
            "a... ...b x[...]", "identifier a", "postfixOperator ...", "prefixOperator ...", "identifier b",
            "identifier x", "leftSquare [", "binaryOperator ...", "rightSquare ]"),
        LexCase(
            "func f() -> Int", "keyword func", "identifier f", "leftParen (", "rightParen )", "arrow ->",
            "identifier Int"),
        LexCase("a.b .c", "identifier a", "period .", "identifier b", "period .", "identifier c"),
        LexCase(
            "x^.y", "identifier x", "postfixOperator ^", "period .", "identifier y",
            note: "`.` ends an operator that does not start with `.`"),
        LexCase(
            "a <*> b |> f ** 2 >>= 1", "identifier a", "binaryOperator <*>", "identifier b", "binaryOperator |>",
            "identifier f", "binaryOperator **", "integerLiteral 2", "binaryOperator >>=", "integerLiteral 1"),
        LexCase(
            "a ∘ b √x a≠b", "identifier a", "binaryOperator ∘", "identifier b", "prefixOperator √",
            "identifier x", "identifier a", "binaryOperator ≠", "identifier b"),
        LexCase(
            "a ⊕\u{FE0F} b", "identifier a", "binaryOperator ⊕\u{FE0F}", "identifier b",
            note: "a variation selector continues an operator"),
        LexCase(
            "Array<Int>() [Int?] Int!", "identifier Array", "binaryOperator <", "identifier Int",
            "binaryOperator >", "leftParen (", "rightParen )", "leftSquare [", "identifier Int",
            "postfixQuestion ?",
            "rightSquare ]", "identifier Int", "exclamation !"),
    ]

    static let punctuation: [LexCase] = [
        LexCase(
            "( ) { } [ ] , ; : @ \\ = -> .", "leftParen (", "rightParen )", "leftBrace {", "rightBrace }",
            "leftSquare [", "rightSquare ]", "comma ,", "semicolon ;", "colon :", "atSign @", #"backslash \"#,
            "equal =", "arrow ->", "period ."),
        LexCase(#"\Foo.bar"#, #"backslash \"#, "identifier Foo", "period .", "identifier bar"),
    ]

    @Test("Comments", arguments: comments)
    func comment(_ row: LexCase) { expectDump(row) }

    @Test("Regex literals and division", arguments: regexLiterals)
    func regexLiteral(_ row: LexCase) { expectDump(row) }

    @Test("Operators and their fixity", arguments: operators)
    func `operator`(_ row: LexCase) { expectDump(row) }

    @Test("Punctuation", arguments: punctuation)
    func punctuationMark(_ row: LexCase) { expectDump(row) }
}
