import DILintSyntax
import Testing

/// `#` directives and macros, attributes, editor placeholders and whole-file matters
/// (shebang, BOM, line breaks, empty input).
extension LexerTests {
    static let directives: [LexCase] = [
        LexCase(
            "#if DEBUG⏎x⏎#elseif os(iOS)⏎y⏎#else⏎z⏎#endif", "poundKeyword:if #if", "identifier DEBUG",
            "identifier x [newline]", "poundKeyword:elseif #elseif [newline]", "identifier os", "leftParen (",
            "identifier iOS", "rightParen )", "identifier y [newline]", "poundKeyword:else #else [newline]",
            "identifier z [newline]", "poundKeyword:endif #endif [newline]"),
        LexCase(
            "#if !canImport(UIKit) && swift(>=5.9)", "poundKeyword:if #if", "prefixOperator !",
            "identifier canImport", "leftParen (", "identifier UIKit", "rightParen )", "binaryOperator &&",
            "identifier swift", "leftParen (", "prefixOperator >=", "floatLiteral 5.9", "rightParen )"),
        LexCase(
            "#selector(foo(_:))", "poundIdentifier #selector", "leftParen (", "identifier foo", "leftParen (",
            "keyword _", "colon :", "rightParen )", "rightParen )"),
        LexCase(
            "if #available(iOS 15, *) {}", "keyword if", "poundKeyword:available #available", "leftParen (",
            "identifier iOS", "integerLiteral 15", "comma ,", "binaryOperator *", "rightParen )", "leftBrace {",
            "rightBrace }"),
        LexCase(
            "guard #unavailable(macOS 13) else {}", "keyword guard", "poundKeyword:unavailable #unavailable",
            "leftParen (", "identifier macOS", "integerLiteral 13", "rightParen )", "keyword else", "leftBrace {",
            "rightBrace }"),
        LexCase(
            #"#Preview { Text("x") }"#, "poundIdentifier #Preview", "leftBrace {", "identifier Text",
            "leftParen (", #"stringLiteral "x""#, "rightParen )", "rightBrace }"),
        LexCase(
            #"#Preview("Dark", traits: .sizeThatFitsLayout) { V() }"#, "poundIdentifier #Preview",
            "leftParen (", #"stringLiteral "Dark""#, "comma ,", "identifier traits", "colon :", "period .",
            "identifier sizeThatFitsLayout", "rightParen )", "leftBrace {", "identifier V", "leftParen (",
            "rightParen )", "rightBrace }"),
        LexCase(
            #"#file #line #function #warning("x") #stringify(a + b)"#, "poundIdentifier #file",
            "poundIdentifier #line", "poundIdentifier #function", "poundIdentifier #warning", "leftParen (",
            #"stringLiteral "x""#, "rightParen )", "poundIdentifier #stringify", "leftParen (", "identifier a",
            "binaryOperator +", "identifier b", "rightParen )"),
        LexCase(
            #"#sourceLocation(file: "a.swift", line: 1)"#, "poundKeyword:sourceLocation #sourceLocation",
            "leftParen (", "identifier file", "colon :", #"stringLiteral "a.swift""#, "comma ,",
            "identifier line", "colon :", "integerLiteral 1", "rightParen )"),
        LexCase(
            "# x #1 ##", "pound #", "identifier x", "pound #", "integerLiteral 1", "pound #", "pound #",
            note: "a `#` not followed by a name"),
    ]

    static let attributes: [LexCase] = [
        LexCase(
            "@MainActor final class A {}", "atSign @", "identifier MainActor", "identifier:final final",
            "keyword class", "identifier A", "leftBrace {", "rightBrace }"),
        LexCase(
            "@available(iOS 13, *)", "atSign @", "identifier available", "leftParen (", "identifier iOS",
            "integerLiteral 13", "comma ,", "binaryOperator *", "rightParen )"),
        LexCase(
            "@objc(doThing:) @inline(__always) @_spi(X)", "atSign @", "identifier objc", "leftParen (",
            "identifier doThing", "colon :", "rightParen )", "atSign @", "identifier inline", "leftParen (",
            "identifier __always", "rightParen )", "atSign @", "identifier _spi", "leftParen (", "identifier X",
            "rightParen )"),
        LexCase(
            "@Published var x: Int", "atSign @", "identifier Published", "keyword var", "identifier x",
            "colon :", "identifier Int"),
        LexCase(
            "(@escaping () -> Void)", "leftParen (", "atSign @", "identifier escaping", "leftParen (",
            "rightParen )", "arrow ->", "identifier Void", "rightParen )"),
        LexCase(
            #"@Environment(\.dismiss) var d"#, "atSign @", "identifier Environment", "leftParen (",
            #"backslash \"#, "period .", "identifier dismiss", "rightParen )", "keyword var", "identifier d"),
        LexCase(
            "@attached(member, names: named(init))", "atSign @", "identifier attached", "leftParen (",
            "identifier member", "comma ,", "identifier names", "colon :", "identifier named", "leftParen (",
            "keyword init", "rightParen )", "rightParen )"),
    ]

    static let fileLevel: [LexCase] = [
        LexCase(""),
        LexCase(" ⏎⇥␍⏎"),
        LexCase(
            "#!/usr/bin/env swift⏎print(1)", "shebang #!/usr/bin/env swift", "identifier print [newline]",
            "leftParen (", "integerLiteral 1", "rightParen )"),
        LexCase(
            "x⏎#!y", "identifier x", "pound # [newline]", "exclamation !", "identifier y",
            note: "`#!` is a shebang only at the start of the file"),
        LexCase(
            bytes: [0xEF, 0xBB, 0xBF] + Array("let x".utf8), "keyword let", "identifier x",
            note: "a BOM at offset 0 is skipped"),
        LexCase(bytes: [0xEF, 0xBB, 0xBF], note: "a file that is only a BOM"),
        LexCase(
            bytes: [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\nx".utf8), "shebang #!/usr/bin/swift",
            "identifier x [newline]", note: "a shebang after a BOM"),
        LexCase(bytes: [0xEF, 0xBB], "unknown \\x{EF}\\x{BB} [invalidUTF8]", note: "a truncated BOM"),
        LexCase(
            "let a = 1␍⏎let b = 2␍let c", "keyword let", "identifier a", "equal =", "integerLiteral 1",
            "keyword let [newline]", "identifier b", "equal =", "integerLiteral 2", "keyword let [newline]",
            "identifier c", note: "CRLF and a lone CR end lines"),
        LexCase("// a⏎/* b */", "lineComment // a", "blockComment /* b */"),
    ]

    static let placeholders: [LexCase] = [
        LexCase("f(<#x#>)", "identifier f", "leftParen (", "identifier <#x#>", "rightParen )"),
        LexCase("<#T##Int#> + 1", "identifier <#T##Int#>", "binaryOperator +", "integerLiteral 1"),
        LexCase("<#x", "prefixOperator <", "poundIdentifier #x", note: "an unclosed placeholder is an operator"),
        LexCase(
            "<#a⏎#>", "prefixOperator <", "poundIdentifier #a", "pound # [newline]", "postfixOperator >",
            note: "a placeholder does not span lines"),
    ]

    @Test("Directives and macro expansions", arguments: directives)
    func directive(_ row: LexCase) { expectDump(row) }

    @Test("Attributes", arguments: attributes)
    func attribute(_ row: LexCase) { expectDump(row) }

    @Test("Shebang, BOM, line breaks and empty input", arguments: fileLevel)
    func file(_ row: LexCase) { expectDump(row) }

    @Test("Editor placeholders", arguments: placeholders)
    func placeholder(_ row: LexCase) { expectDump(row) }
}
