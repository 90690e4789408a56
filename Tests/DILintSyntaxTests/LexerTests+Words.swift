import DILintSyntax
import Testing

/// Identifiers, keywords and number literals.
extension LexerTests {
    static let identifiers: [LexCase] = [
        LexCase("foo _bar Baz9 __x", "identifier foo", "identifier _bar", "identifier Baz9", "identifier __x"),
        LexCase("a$b $a$b", "identifier a$b", "identifier $a$b", note: "`$` continues an identifier"),
        LexCase(
            "café π 变量 😀x Ωmega", "identifier café", "identifier π", "identifier 变量",
            "identifier 😀x",
            "identifier Ωmega"),
        LexCase("x\u{301}y", "identifier x\u{301}y", note: "a combining mark continues an identifier"),
        LexCase(
            "`class` `get` `my func` `$`", "identifier `class` [backticked]", "identifier `get` [backticked]",
            "identifier `my func` [backticked]", "identifier `$` [backticked]",
            note: "backticked names carry no keyword tag; raw identifiers may hold spaces"),
        LexCase(
            "`a⏎b`", "unknown ` [unterminated]", "identifier a", "identifier b [newline]",
            "unknown ` [unterminated]",
            note: "the closing backtick must be on the same line"),
        LexCase(
            "$0 $12 $name $ $0a", "dollarIdentifier $0", "dollarIdentifier $12", "identifier $name",
            "identifier $", "identifier $0a", note: "only `$` followed by digits alone is a shorthand argument"),
        LexCase(
            "{ $0 + $1 }", "leftBrace {", "dollarIdentifier $0", "binaryOperator +", "dollarIdentifier $1",
            "rightBrace }"),
        LexCase("self.$name", "keyword self", "period .", "identifier $name", note: "projected value"),
    ]

    static let keywords: [LexCase] = [
        LexCase(
            "associatedtype class deinit enum extension fileprivate func import init inout internal let",
            "keyword associatedtype", "keyword class", "keyword deinit", "keyword enum", "keyword extension",
            "keyword fileprivate", "keyword func", "keyword import", "keyword init", "keyword inout",
            "keyword internal", "keyword let"),
        LexCase(
            "operator precedencegroup protocol private public rethrows static struct subscript typealias var",
            "keyword operator", "keyword precedencegroup", "keyword protocol", "keyword private",
            "keyword public", "keyword rethrows", "keyword static", "keyword struct", "keyword subscript",
            "keyword typealias", "keyword var"),
        LexCase(
            "break case catch continue default defer do else fallthrough for guard if in repeat return",
            "keyword break", "keyword case", "keyword catch", "keyword continue", "keyword default",
            "keyword defer", "keyword do", "keyword else", "keyword fallthrough", "keyword for", "keyword guard",
            "keyword if", "keyword in", "keyword repeat", "keyword return"),
        LexCase(
            "throw switch where while as Any false is nil self Self super throws true try _",
            "keyword throw", "keyword switch", "keyword where", "keyword while", "keyword as", "keyword Any",
            "keyword false", "keyword is", "keyword nil", "keyword self", "keyword Self", "keyword super",
            "keyword throws", "keyword true", "keyword try", "keyword _"),
        LexCase(
            "get set willSet didSet actor async await some any lazy weak unowned mutating",
            "identifier:get get", "identifier:set set", "identifier:willSet willSet",
            "identifier:didSet didSet", "identifier:actor actor", "identifier:async async",
            "identifier:await await", "identifier:some some", "identifier:any any", "identifier:lazy lazy",
            "identifier:weak weak", "identifier:unowned unowned", "identifier:mutating mutating",
            note: "contextual keywords are identifiers with a tag"),
        LexCase(
            "open package final override convenience required nonisolated consuming borrowing each macro",
            "identifier:open open", "identifier:package package", "identifier:final final",
            "identifier:override override", "identifier:convenience convenience",
            "identifier:required required", "identifier:nonisolated nonisolated",
            "identifier:consuming consuming", "identifier:borrowing borrowing", "identifier:each each",
            "identifier:macro macro"),
        LexCase(
            "T.Type P.Protocol", "identifier T", "period .", "identifier:Type Type", "identifier P", "period .",
            "identifier:Protocol Protocol"),
        LexCase("var get = 1", "keyword var", "identifier:get get", "equal =", "integerLiteral 1"),
        LexCase(
            "funcs Init selfish associatedtypes associatedtypeXYZ available if_",
            "identifier funcs", "identifier Init", "identifier selfish", "identifier associatedtypes",
            "identifier associatedtypeXYZ", "identifier available", "identifier if_",
            note: "near misses and names longer than any keyword are plain identifiers"),
    ]

    static let numbers: [LexCase] = [
        LexCase(
            "0 42 1_000_000 007 1_", "integerLiteral 0", "integerLiteral 42", "integerLiteral 1_000_000",
            "integerLiteral 007", "integerLiteral 1_"),
        LexCase(
            "0x1F 0xff_ff 0o17 0o_7 0b1010_0101", "integerLiteral 0x1F", "integerLiteral 0xff_ff",
            "integerLiteral 0o17", "integerLiteral 0o_7 [malformed]", "integerLiteral 0b1010_0101",
            note: "a radix prefix needs a digit of its radix first"),
        LexCase(
            "3.14 1e10 1E-5 2.5e+3 1_0.0_1 0.5 1e1_0", "floatLiteral 3.14", "floatLiteral 1e10",
            "floatLiteral 1E-5", "floatLiteral 2.5e+3", "floatLiteral 1_0.0_1", "floatLiteral 0.5",
            "floatLiteral 1e1_0"),
        LexCase(
            "0x1p4 0x1.8p1 0xA.Bp-2 0x1P+3 0x1_0.f_fp1_0", "floatLiteral 0x1p4", "floatLiteral 0x1.8p1",
            "floatLiteral 0xA.Bp-2", "floatLiteral 0x1P+3", "floatLiteral 0x1_0.f_fp1_0"),
        LexCase(
            "1.description 0xff.description 1.5.rounded()", "integerLiteral 1", "period .",
            "identifier description", "integerLiteral 0xff", "period .", "identifier description",
            "floatLiteral 1.5", "period .", "identifier rounded", "leftParen (", "rightParen )",
            note: "a `.` not followed by a digit is member access"),
        LexCase(
            "t.0.1", "identifier t", "period .", "integerLiteral 0", "period .", "integerLiteral 1",
            note: "tuple element numbers after `.` take no fraction"),
        LexCase(
            "t.1e2", "identifier t", "period .", "floatLiteral 1e2",
            note: "regression: after `.` only the fraction is refused, not an exponent (swiftc's lexNumber)"),
        LexCase(
            "0b102 0o78 0xG 12abc 0B1", "integerLiteral 0b102 [malformed]", "integerLiteral 0o78 [malformed]",
            "integerLiteral 0xG [malformed]", "integerLiteral 12abc [malformed]", "integerLiteral 0B1 [malformed]",
            note: "identifier characters glued to a literal belong to it"),
        LexCase("0X1F", "integerLiteral 0X1F [malformed]", note: "regression: only a lowercase `0x` starts hex"),
        LexCase(
            "0x 0b", "integerLiteral 0x [malformed]", "integerLiteral 0b [malformed]",
            note: "regression: a radix prefix without digits"),
        LexCase(
            "1e 1e+ 1.5e 1e_5", "floatLiteral 1e [malformed]", "floatLiteral 1e+ [malformed]",
            "floatLiteral 1.5e [malformed]", "floatLiteral 1e_5 [malformed]",
            note: "regression: an exponent without digits is a malformed float"),
        LexCase(
            "0x1.8 0x1.8p 0x1p", "integerLiteral 0x1.8 [malformed]", "floatLiteral 0x1.8p [malformed]",
            "floatLiteral 0x1p [malformed]",
            note: "regression: a hex fraction starting with a decimal digit needs a `p` exponent"),
        LexCase(
            "0xff.fp 0x1.f 0xff.fpValue", "integerLiteral 0xff", "period .", "identifier fp",
            "integerLiteral 0x1", "period .", "identifier f", "integerLiteral 0xff", "period .",
            "identifier fpValue",
            note: "regression: `.` then a hex letter without exponent digits is member access"),
        LexCase("-1 - 2", "prefixOperator -", "integerLiteral 1", "binaryOperator -", "integerLiteral 2"),
    ]

    @Test("Identifiers", arguments: identifiers)
    func identifier(_ row: LexCase) { expectDump(row) }

    @Test("Keywords and contextual keywords", arguments: keywords)
    func keyword(_ row: LexCase) { expectDump(row) }

    /// `Keyword.text` and `DeclarationKind.text` come from written-out lists; they must
    /// match the case names.
    @Test func everyKeywordSpellsItsCaseName() {
        for keyword in Keyword.allCases {
            #expect(keyword.text == (keyword == .wildcard ? "_" : String(describing: keyword)))
        }
        for kind in DeclarationKind.allCases {
            #expect(kind.text == String(describing: kind))
        }
    }

    @Test("Number literals", arguments: numbers)
    func number(_ row: LexCase) { expectDump(row) }
}
