import DILintSyntax
import Testing

/// Recovery (a malformed declaration never hides the ones after it) and deep nesting (no
/// crash, no hang; the parser stops recursing at its depth cap). Inputs are parsed with
/// `Parsed(guarded:)`, which fails a test that does not terminate instead of hanging.
extension ParserTests {
    // MARK: Recovery

    @Test func unclosedParameterListKeepsTheMembersAfterIt() throws {
        let file = try Parsed(
            guarded: """
                class A {
                    init(a: Int, b: String
                    func load() {}
                    var x = 1
                }
                struct After {}
                """)
        #expect(file.shape == ["class A", "  init init", "  func load", "  var x", "struct After"])
        #expect(file.parameterNames(of: try #require(file.declaration(named: "init"))) == ["a", "b"])
    }

    /// SwiftSyntax nests everything after the unclosed `if` in `viewDidLoad` (and `After` in
    /// the class); a member-only start (`override func`, `init`, `public var`) ends the body.
    @Test func missingBraceInABodyDoesNotSwallowTheNextMembers() throws {
        let file = try Parsed(
            guarded: """
                class ViewController: UIViewController {
                    func viewDidLoad() {
                        super.viewDidLoad()
                        if flag {
                            setUp()
                    }

                    override func viewWillAppear(_ animated: Bool) {}
                    init(service: Service) {}
                    public var title: String = ""
                    required init?(coder: NSCoder) { nil }
                }
                struct After {}
                """)
        #expect(
            file.shape == [
                "class ViewController", "  func viewDidLoad", "  func viewWillAppear", "  init init", "  var title",
                "  init init", "struct After",
            ])
    }

    /// swiftc diagnoses a stray byte and reads on: the declaration after it on the same line
    /// is still a declaration, not part of an expression statement.
    @Test func strayBytesBeforeADeclarationDoNotHideIt() throws {
        var bytes: [UInt8] = [0xFF, 0x20]
        bytes += Array("class A {\n    init(a: Int) {}\n}\n`".utf8)
        bytes += Array(" struct B {}\nx \u{1} enum C {}\n".utf8)
        let file = Parsed(tree: SyntaxTree.parse(bytes))
        #expect(file.shape == ["class A", "  init init", "struct B", "enum C"])
    }

    @Test func junkBetweenMembersIsSkipped() throws {
        let file = try Parsed(
            guarded: """
                struct S {
                    var a = 1
                    ) ] 42 + "junk" ?? ;
                    func f() {}
                    = = .
                    subscript(i: Int) -> Int { i }
                    -> Int : ,
                    let b: Int
                }
                struct After {}
                """)
        #expect(file.shape == ["struct S", "  var a", "  func f", "  subscript subscript", "  let b", "struct After"])
    }

    @Test func danglingAttributeBeforeALineBreakDoesNotHang() throws {
        let file = try Parsed(
            guarded: """
                struct S {
                    @
                    let b: Int
                }
                struct After {}
                """)
        #expect(file.shape == ["struct S", "  let b", "struct After"])
    }

    @Test func strayClosingBracesAreSkipped() throws {
        let file = try Parsed(
            guarded: """
                struct A {}
                }
                }
                class B {
                    func f() {}
                    }
                    func g() {}
                }
                class C {}
                """)
        // The `}` after `f` closes `B`, so `g` is at file scope and the last `}` is stray.
        #expect(file.shape == ["struct A", "class B", "  func f", "func g", "class C"])
    }

    @Test func unterminatedStringsEndAtTheLineBreak() throws {
        let file = try Parsed(
            guarded: """
                class A {
                    let s = "unterminated
                    func f() {
                        print("oops)
                    }
                    func g() {}
                }
                class B {}
                """)
        #expect(file.shape == ["class A", "  let s", "  func f", "  func g", "class B"])
    }

    @Test func missingNamesAreMalformedAndTheNextDeclarationsSurvive() throws {
        let file = try Parsed(
            guarded: """
                class : Base {}
                struct Next {
                    func (x: Int) {}
                    var : Int
                    func after() {}
                }
                enum E { case }
                struct Last {}
                """)
        let shape = file.shape
        #expect(shape.contains("struct Next") && shape.contains("  func after") && shape.contains("struct Last"))
        let nameless = file.tree.declarations.indices.filter { file.tree.name(of: $0).isEmpty }
        #expect(!nameless.isEmpty)
        for index in nameless {
            #expect(file.tree.declarations[index].flags.contains(.isMalformed), "\(file.tree.declarations[index].kind)")
        }
    }

    @Test func unclosedBracketsInCodeStopAtTheNextDeclaration() throws {
        let file = try Parsed(
            guarded: """
                class A {
                    let x = foo(1,
                    func g() {}
                    init(list: [Int] = [1, 2
                    func h() {}
                }
                struct After {}
                """)
        #expect(file.shape == ["class A", "  let x", "  func g", "  init init", "  func h", "struct After"])
    }

    @Test func unterminatedIfConfigAndGenericClauseKeepLaterDeclarations() throws {
        let conditional = try Parsed(
            guarded: """
                class A {
                    #if DEBUG
                    func f() {}
                }
                class B {}
                """)
        #expect(conditional.shape == ["class A", "  func f", "class B"])
        let generic = try Parsed(
            guarded: """
                class Box<T: P {
                    func f() {}
                }
                struct Next {}
                """)
        #expect(generic.shape.contains("struct Next"))
    }

    @Test(arguments: [
        "let s = \"\"\"\nabc\n", "/* open /* nested */\n", "let r = #/abc\n", "let s = \"a \\(b(\"\n",
        "func f(", "class C<", "@available(", "var x: [Int", "@",
    ])
    func unterminatedConstructAtTheEndKeepsWhatCameBefore(_ tail: String) throws {
        let file = try Parsed(guarded: "struct Before { var a = 1 }\n" + tail)
        #expect(Array(file.shape.prefix(2)) == ["struct Before", "  var a"])
    }

    // MARK: Deep nesting

    static let depth = 10_000

    @Test func tenThousandNestedTypesDoNotOverflowTheStack() throws {
        let source =
            (0..<Self.depth).map { "struct S\($0) { " }.joined() + String(repeating: "}", count: Self.depth)
            + "\nstruct After {}\n"
        let file = try Parsed(guarded: source)
        // The outer levels are read in full; the nesting beyond the cap is skipped.
        for level in 0..<32 {
            #expect(file.tree.name(of: level) == "S\(level)")
            #expect(file.tree.declarations[level].parent == Int32(level - 1))
        }
        #expect(file.topLevelNames == ["S0", "After"])
    }

    @Test func tenThousandNestedClosuresDoNotOverflowTheStack() throws {
        let file = try Parsed(
            guarded: "func f() {\n" + String(repeating: "a { ", count: Self.depth)
                + String(repeating: "}", count: Self.depth) + "\n}\nfunc g() {}\n")
        #expect(file.topLevelNames == ["f", "g"])
    }

    /// A construct nested `depth` times: `head`, `open`×depth, `middle`, `close`×depth, then
    /// a line break and `after`, which declares `After` at file scope.
    struct Nesting: Sendable, CustomTestStringConvertible {
        var name: String
        var head = ""
        var open: String
        var middle = ""
        var close: String
        var after = "struct After {}"

        var testDescription: String { name }
        var source: String {
            head + String(repeating: open, count: ParserTests.depth) + middle
                + String(repeating: close, count: ParserTests.depth) + "\n" + after + "\n"
        }
    }

    @Test(arguments: [
        Nesting(name: "types in closures in functions", open: "struct S { func f() { x { ", close: " } } }"),
        Nesting(name: "local functions", open: "func f() { ", close: "}"),
        Nesting(name: "local types in functions", open: "func f() { struct L { ", close: "} }"),
        Nesting(
            name: "closures in a default value", head: "func f(x: Int = ", open: "{ ", close: "}",
            after: ") {}\nstruct After {}"),
        Nesting(name: "parentheses in an initializer", head: "let x = ", open: "(", middle: "1", close: ")"),
        Nesting(name: "arrays in a type", head: "var x: ", open: "[", middle: "Int", close: "]", after: "var After: Int"),
        Nesting(
            name: "generic arguments in a type", head: "var x: ", open: "A<", middle: "Int", close: ">",
            after: "var After: Int"),
        Nesting(
            name: "parentheses in a type", head: "var x: ", open: "(", middle: "Int", close: ")",
            after: "var After: Int"),
        Nesting(
            name: "conditional blocks around a member", head: "struct S {\n", open: "#if A\n", middle: "var v = 1\n",
            close: "#endif\n", after: "}\nstruct After {}"),
        Nesting(name: "string interpolations", head: "let s = ", open: "\"\\(", middle: "1", close: ")\""),
    ])
    func deepNestingEndsAndKeepsTheNextDeclaration(_ nesting: Nesting) throws {
        let file = try Parsed(guarded: nesting.source)
        #expect(file.topLevelNames.last == "After")
    }

    /// A type nested past the type parser's depth cap still ends where its brackets close.
    /// SwiftSyntax reads the `(…)` and `A<…>` forms whole and finds `After` (its time on
    /// the `[…]` form doubles with each level, so that one was not checked against it).
    @Test(arguments: [("(", ")"), ("[", "]"), ("A<", ">")])
    func typeNestedPastTheCapEndsAtItsClosingBracket(_ brackets: (String, String)) throws {
        let type = String(repeating: brackets.0, count: 100) + "Int" + String(repeating: brackets.1, count: 100)
        let file = try Parsed(guarded: "var x: \(type)\nvar After: Int\n")
        #expect(file.topLevelNames == ["x", "After"])
        let x = try #require(file.declaration(named: "x"))
        #expect(file.tree.text(of: file.tree.declarations[x].type) == type)
    }

    @Test func unclosedDeepNestingEnds() throws {
        _ = try Parsed(guarded: String(repeating: "struct S {\n", count: Self.depth))
        _ = try Parsed(guarded: String(repeating: "{", count: Self.depth))
        _ = try Parsed(guarded: "func f() {" + String(repeating: "(", count: Self.depth))
    }
}
