import DILintSyntax
import DILintTestSupport
import Foundation
import Testing

/// The front end terminates on any input, keeps its invariants, and does work linear in
/// the input: real files truncated and mutated at random, and hostile inputs whose cost is
/// compared at two sizes (doubling the input four times must cost well under 256 times more).
///
/// Sizes span the issue's (a 10 MB line, 100 000 nested brackets) in the optimized build the
/// README's test command uses; an unoptimized build is about 50 times slower, so it runs them
/// at 1/16 unless `DILINT_TEST_SCALE` says otherwise.
@Suite(.serialized) struct RobustnessTests {

    /// Byte sequences that open or close lexical and syntactic constructs.
    static let fragments: [[UInt8]] =
        [
            "\"", "\"\"\"", "#\"", "\"#", "\\(", "\\#(", ")", "(", "{", "}", "[", "]", "<", ">", "/", "/*", "*/",
            "//", "#/", "/#", "#if X\n", "#else\n", "#endif\n", "`", "@", "@Foo(", "class ", "func ", "var ",
            "init(", "static let shared = ", ": ", "!", "?", "\n", "\r", "\r\n", "'",
        ].map { Array($0.utf8) } + [[0], [0xFF], [0xC3], [0xE2, 0x80], [0xEF, 0xBB, 0xBF], [0xF0, 0x9F, 0x98]]

    @Test func mutatedRealFilesLexAndParseWithinInvariants() throws {
        let files = try RealCorpus.sample(stride: 12)
        #expect(files.count > 100)
        let failures = parallelMap(Array(files.enumerated())) { (index, file) -> [String] in
            guard let original = try? [UInt8](Data(contentsOf: file)) else { return ["cannot read \(file.path)"] }
            var generator = SeededGenerator(seed: UInt64(index) &* 7919 &+ 17)
            var problems: [String] = []
            for round in 0..<10 {
                let mutated = Self.mutate(original, round: round, using: &generator)
                let violations = invariantViolations(SyntaxTree.parse(mutated))
                if !violations.isEmpty {
                    problems.append("\(file.lastPathComponent) mutation \(round): \(violations.prefix(3).joined(separator: "; "))")
                }
            }
            return problems
        }.flatMap { $0 }
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// Truncation, deletion, insertion of construct fragments, duplication and random bytes.
    static func mutate(_ bytes: [UInt8], round: Int, using generator: inout SeededGenerator) -> [UInt8] {
        guard !bytes.isEmpty else { return fragments[round % fragments.count] }
        var result = bytes
        let edits = 1 + Int(generator.next() % 8)
        for _ in 0..<edits {
            let at = Int(generator.next() % UInt64(result.count + 1))
            switch (round + Int(generator.next() % 5)) % 5 {
            case 0:
                result.removeSubrange(at...)  // truncate
            case 1:
                let length = min(Int(generator.next() % 64), result.count - at)
                result.removeSubrange(at..<(at + length))
            case 2:
                result.insert(contentsOf: fragments[Int(generator.next() % UInt64(fragments.count))], at: at)
            case 3:
                let length = min(Int(generator.next() % 200), result.count - at)
                result.insert(contentsOf: result[at..<(at + length)], at: at)
            default:
                if at < result.count { result[at] = UInt8(truncatingIfNeeded: generator.next()) }
            }
            if result.isEmpty { break }
        }
        return result
    }

    /// Hostile inputs, each built at a size; `size` is the repetition count at the base size.
    struct Hostile: CustomTestStringConvertible, Sendable {
        let name: String
        let baseCount: Int
        let build: @Sendable (Int) -> [UInt8]
        var testDescription: String { name }
    }

    static let hostile: [Hostile] = [
        // A 10 MB single line, and other long single lines.
        Hostile(name: "one 10 MB line of an array literal", baseCount: 1_666_667) { HostileInput.repeated("let x = [", "1, 2, ", $0, "]") },
        Hostile(name: "one line of divisions and regex candidates", baseCount: 400_000) { HostileInput.repeated("let x = a", " / b /c", $0) },
        Hostile(name: "one line of generic-looking comparisons", baseCount: 400_000) { HostileInput.repeated("let x = a", "<b, c>d", $0) },
        // 100 000 nested brackets of each kind (measured at 25 000 and 400 000).
        Hostile(name: "nested parentheses", baseCount: 100_000) { HostileInput.nested("let x = ", "(", ")", $0) },
        Hostile(name: "nested square brackets", baseCount: 100_000) { HostileInput.nested("let x = ", "[", "]", $0) },
        Hostile(name: "nested braces in a function", baseCount: 100_000) { HostileInput.nested("func f() ", "{", "}", $0) },
        Hostile(name: "nested closures in an initializer", baseCount: 100_000) { HostileInput.nested("let x = ", "{ ", "}() ", $0) },
        Hostile(name: "nested generic angles in a type", baseCount: 100_000) { HostileInput.nested("var x: ", "A<", ">", $0, " = 1") },
        Hostile(name: "nested types", baseCount: 100_000) { HostileInput.nested("", "class A { ", "} ", $0) },
        Hostile(name: "nested string interpolations", baseCount: 100_000) { HostileInput.nested("let s = ", "\"\\(", ")\"", $0) },
        Hostile(name: "nested block comments", baseCount: 200_000) { HostileInput.nested("", "/* ", "*/ ", $0, "class A {}") },
        Hostile(name: "unclosed parentheses then closing braces at top level", baseCount: 200_000) { HostileInput.nested("", "(", "}", $0) },
        Hostile(name: "unclosed brackets inside a body", baseCount: 200_000) { HostileInput.nested("func f() {", "[", "}", $0) },
        // Unterminated constructs followed by more code.
        Hostile(name: "unterminated string then declarations", baseCount: 200_000) {
            HostileInput.repeated("let s = \"abc", "x", $0, "\nclass A {}\n")
        },
        Hostile(name: "unterminated multi-line string", baseCount: 200_000) { HostileInput.repeated("let s = \"\"\"\n", "line\n", $0) },
        Hostile(name: "unterminated raw string", baseCount: 200_000) { HostileInput.repeated("let s = ##\"", "\"# ", $0) },
        Hostile(name: "unterminated block comment", baseCount: 200_000) { HostileInput.repeated("/* ", "text /* ", $0) },
        Hostile(name: "many unterminated multi-line regex openers", baseCount: 100_000) { HostileInput.repeated("", "x = #/\n", $0) },
        Hostile(name: "many raw triple-quote openers on one line", baseCount: 100_000) { HostileInput.repeated("let s = ", "#\"\"\"", $0) },
        Hostile(name: "unterminated #if blocks", baseCount: 100_000) { HostileInput.repeated("", "#if X\nclass A {}\n", $0) },
        Hostile(name: "an interpolation opener only", baseCount: 200_000) { HostileInput.repeated("", "\"\\(", $0) },
        // Runs that a parser could re-read from each of their lines.
        Hostile(name: "attribute lines in a body", baseCount: 100_000) { HostileInput.repeated("func f() {\n", "@a\n", $0, "}") },
        Hostile(name: "attribute lines in a type", baseCount: 100_000) { HostileInput.repeated("class A {\n", "@a\n", $0, "}") },
        Hostile(name: "modifier lines in a type", baseCount: 100_000) { HostileInput.repeated("class A {\n", "final\n", $0, "}") },
        Hostile(name: "stray closers at top level", baseCount: 200_000) { HostileInput.repeated("", ") ] } ", $0) },
    ]

    /// The cost check itself, on work of known growth: a sum over the bytes passes it, a sum
    /// over every pair of bytes fails it.
    @Test func costCheckPassesLinearWorkAndFailsQuadraticWork() {
        let sizes = HostileInput.sizes(2_000)
        let small = HostileInput.repeated("", "ab", sizes.small), large = HostileInput.repeated("", "ab", sizes.large)
        var sink = 0
        let linear = HostileInput.costGrowth(small: small, large: large) { bytes in
            for _ in 0..<200 { for byte in bytes { sink &+= Int(byte) } }
        }
        let quadratic = HostileInput.costGrowth(small: small, large: large) { bytes in
            for a in bytes { for b in bytes { sink &+= Int(a ^ b) } }
        }
        #expect(sink != 0)
        #expect(linear.isLinear, "\(linear.description(of: "a sum over the bytes"))")
        #expect(!quadratic.isLinear, "\(quadratic.description(of: "a sum over pairs of bytes"))")
    }

    @Test(arguments: hostile)
    func hostileInputCostGrowsLinearly(_ input: Hostile) throws {
        let sizes = HostileInput.sizes(input.baseCount)
        let small = input.build(sizes.small)
        let large = input.build(sizes.large)
        let smallTree = SyntaxTree.parse(small)
        #expect(invariantViolations(smallTree).isEmpty, "\(invariantViolations(smallTree).prefix(3))")
        #expect(invariantViolations(SyntaxTree.parse(large)).isEmpty)
        let growth = HostileInput.costGrowth(small: small, large: large) { _ = SyntaxTree.parse($0) }
        #expect(growth.isLinear, "\(growth.description(of: input.name))")
    }
}
