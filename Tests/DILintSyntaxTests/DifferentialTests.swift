import DILintSyntax
import DILintTestSupport
import Foundation
import Testing

/// Compares the front end with the compiler's own parser (`swiftc -frontend -dump-parse`)
/// on real files from the package mirror: type declarations (kind, name, keyword line,
/// number of inherited types), initializers (line, parameter count), member and global
/// variables (name, line, storage, whether the annotation is `T!`/`T?`), functions (name,
/// line) and protocol requirements (kind, name, accessors).
///
/// `-dump-parse` leaves out declarations inside `#if` blocks, so those are left out on
/// dilint's side too (the SwiftSyntax comparison in Tests/Oracle covers them).
@Suite struct DifferentialTests {
    /// Every 6th file of each package: about 360 files.
    static let stride = 6

    @Test func declarationsAgreeWithTheCompilerOnRealFiles() throws {
        // DILINT_DIFFERENTIAL_FILTER=Name narrows the run to matching paths when debugging.
        let filter = ProcessInfo.processInfo.environment["DILINT_DIFFERENTIAL_FILTER"]
        let files = try RealCorpus.sample(stride: filter == nil ? Self.stride : 1)
            .filter { filter == nil || $0.path.contains(filter!) }
        #expect(files.count > (filter == nil ? 200 : 0))
        let results = parallelMap(files) { try? FileComparison(file: $0) }
        var facts = 0
        var mismatches: [String] = []
        for (index, result) in results.enumerated() {
            guard let result else {
                Issue.record("could not compare \(files[index].path)")
                continue
            }
            facts += result.compilerFacts.count
            mismatches += result.differences.map { "\(files[index].lastPathComponent): \($0)" }
        }
        #expect(facts > (filter == nil ? 5000 : 0), "too few facts compared: \(facts)")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(facts) facts differ:\n\(mismatches.prefix(40).joined(separator: "\n"))")
    }
}

/// The facts both parsers give for one file, as sorted lines.
struct FileComparison {
    var compilerFacts: [String]
    var dilintFacts: [String]

    init(file: URL) throws {
        // Files with top-level statements make swiftc report errors but still dump the tree;
        // bare `/regex/` literals are lexed as dilint and SwiftSyntax lex them.
        let dump = try RealCorpus.run(
            [
                "swiftc", "-frontend", "-dump-parse", "-parse-as-library",
                "-enable-bare-slash-regex", file.path,
            ], allowFailure: true)
        compilerFacts = Self.facts(fromCompiler: CompilerDump.parse(dump)).sorted()
        let bytes = try [UInt8](Data(contentsOf: file))
        dilintFacts = Self.facts(fromTree: SyntaxTree.parse(bytes), bytes: bytes).sorted()
    }

    /// Lines only one side has, marked `-` (compiler only) or `+` (dilint only).
    var differences: [String] {
        var compiler = compilerFacts[...]
        var dilint = dilintFacts[...]
        var result: [String] = []
        while let a = compiler.first, let b = dilint.first {
            if a == b {
                compiler.removeFirst()
                dilint.removeFirst()
            } else if a < b {
                result.append("- \(a)")
                compiler.removeFirst()
            } else {
                result.append("+ \(b)")
                dilint.removeFirst()
            }
        }
        result += compiler.map { "- \($0)" } + dilint.map { "+ \($0)" }
        return result
    }

    // MARK: The compiler's side

    static func facts(fromCompiler roots: [CompilerDumpNode]) -> Set<String> {
        var facts = Set<String>()
        for root in roots { visit(root, parent: nil, into: &facts) }
        return facts
    }

    private static let typeHeads = [
        "class_decl": "class", "struct_decl": "struct", "enum_decl": "enum",
        "protocol": "protocol", "extension_decl": "extension",
    ]

    private static func visit(_ node: CompilerDumpNode, parent: CompilerDumpNode?, into facts: inout Set<String>) {
        let line = node.start?.line ?? 0
        if var kind = typeHeads[node.head] {
            if kind == "class" && node.words.contains("actor") { kind = "actor" }
            let inherited = node.value("inherits").map { $0.components(separatedBy: ", ").count } ?? 0
            facts.insert("type \(kind) \(node.quotedName ?? "?") line \(line) inherits \(inherited)")
        }
        switch node.head {
        case "constructor_decl":
            let list = node.children.first { $0.head == "parameter_list" }
            let count = list?.children.filter { $0.head == "parameter" }.count ?? 0
            facts.insert("init line \(line) parameters \(count)")
        case "func_decl":
            let name = node.quotedName.map { String($0.prefix { $0 != "(" }) } ?? "?"
            if name != "$defer" {  // `defer { }` is dumped as a function
                facts.insert("func \(name) line \(line)")
            }
        default:
            break
        }
        if isVariableContainer(node) {
            // Each pattern_binding_decl is followed by the var_decls of its names, in order;
            // those give the line of each name and its accessors.
            for (offset, binding) in node.children.enumerated() where binding.head == "pattern_binding_decl" {
                var variables = node.children[(offset + 1)...].prefix { $0.head == "var_decl" }[...]
                for entry in binding.children where entry.head == "pattern_entry" {
                    guard let (name, shape) = bindingShape(entry.children.first) else { continue }
                    guard let index = variables.firstIndex(where: { $0.quotedName == name }) else { continue }
                    let variable = variables[index]
                    variables = variables[(index + 1)...]
                    facts.insert("var \(name) line \(variable.start?.line ?? 0) \(storage(of: variable)) \(shape)")
                }
            }
        }
        if node.head == "protocol" {
            for member in node.children {
                switch member.head {
                case "var_decl":
                    let accessors = member.children.compactMap(accessorKind).joined(separator: " ")
                    facts.insert("requirement of \(node.quotedName ?? "?"): var \(member.quotedName ?? "?") { \(accessors) }")
                case "func_decl":
                    let name = member.quotedName.map { String($0.prefix { $0 != "(" }) } ?? "?"
                    facts.insert("requirement of \(node.quotedName ?? "?"): func \(name)")
                default:
                    break
                }
            }
        }
        // Closures are dumped twice (original_init and processed_init): visit one copy.
        for child in node.children where !child.head.hasPrefix("processed_init") {
            visit(child, parent: node, into: &facts)
        }
    }

    private static func isVariableContainer(_ node: CompilerDumpNode) -> Bool {
        typeHeads[node.head] != nil || node.head == "source_file"
    }

    /// The name and annotation shape of a simple `name: Type` or `name` pattern.
    private static func bindingShape(_ pattern: CompilerDumpNode?) -> (String, String)? {
        guard let pattern else { return nil }
        if pattern.head == "pattern_named", let name = pattern.quotedName { return (name, "untyped") }
        if pattern.head == "pattern_typed", let named = pattern.children.first, named.head == "pattern_named",
            let name = named.quotedName
        {
            let type = pattern.children.dropFirst().first?.head ?? ""
            let shape = type == "type_implicitly_unwrapped_optional" ? "iuo" : type == "type_optional" ? "optional" : "plain"
            return (name, shape)
        }
        return nil
    }

    private static func accessorKind(_ node: CompilerDumpNode) -> String? {
        guard node.head == "accessor_decl" else { return nil }
        for word in node.words
        where [
            "get", "set", "willSet", "didSet", "_read", "_modify", "init", "modify", "read",
            "unsafeAddress", "unsafeMutableAddress",
        ].contains(word) {
            return word
        }
        return nil
    }

    private static func storage(of variable: CompilerDumpNode) -> String {
        let kinds = variable.children.compactMap(accessorKind)
        if kinds.isEmpty { return "stored" }
        return kinds.allSatisfy { $0 == "willSet" || $0 == "didSet" } ? "observed" : "computed"
    }

    // MARK: dilint's side

    static func facts(fromTree tree: SyntaxTree, bytes: [UInt8]) -> Set<String> {
        let lines = LineTable(bytes)
        let conditional = conditionalRanges(tree)
        func isConditional(_ token: Int32) -> Bool {
            conditional.contains { $0.contains(Int(token)) }
        }
        func line(_ token: Int) -> Int { lines.location(of: tree.tokens[token].start).line }

        var facts = Set<String>()
        for (index, d) in tree.declarations.enumerated() {
            guard d.nameToken >= 0, !isConditional(d.nameToken) else { continue }
            // Skip declarations nested in one inside `#if` (the compiler drops the whole block).
            var ancestor = Int(d.parent)
            var hidden = false
            while ancestor >= 0 {
                if isConditional(tree.declarations[ancestor].nameToken) { hidden = true }
                ancestor = Int(tree.declarations[ancestor].parent)
            }
            if hidden { continue }
            let name = tree.name(of: index)
            switch d.kind {
            case .class, .struct, .enum, .actor, .protocol, .extension:
                let keyword = Int(d.kind == .extension ? d.name.start : d.nameToken) - 1
                facts.insert("type \(d.kind.text) \(name) line \(line(keyword)) inherits \(d.inheritance.count)")
            case .`init`:
                facts.insert("init line \(line(Int(d.nameToken))) parameters \(d.parameters.count)")
            case .func:
                facts.insert("func \(name) line \(line(Int(d.nameToken)))")
                if d.parent >= 0 && tree.declarations[Int(d.parent)].kind == .protocol {
                    facts.insert("requirement of \(tree.name(of: Int(d.parent))): func \(name)")
                }
            case .var, .let:
                let isContained =
                    d.parent < 0
                    ? !d.flags.contains(.isLocal)
                    : tree.declarations[Int(d.parent)].kind.isTypeContext
                guard isContained else { continue }
                let shape =
                    d.type.isEmpty
                    ? "untyped"
                    : d.flags.contains(.implicitlyUnwrappedType)
                        ? "iuo"
                        : d.flags.contains(.optionalType) ? "optional" : "plain"
                facts.insert("var \(name) line \(line(Int(d.nameToken))) \(d.storage.text ?? "?") \(shape)")
                if d.parent >= 0 && tree.declarations[Int(d.parent)].kind == .protocol {
                    let accessors = accessorKeywords(tree, d.accessorBlock).joined(separator: " ")
                    facts.insert("requirement of \(tree.name(of: Int(d.parent))): var \(name) { \(accessors) }")
                }
            default:
                break
            }
        }
        return facts
    }

    /// Token ranges from each `#if` through its `#endif`.
    private static func conditionalRanges(_ tree: SyntaxTree) -> [Range<Int>] {
        var open: [Int] = []
        var ranges: [Range<Int>] = []
        for (index, token) in tree.tokens.enumerated() where token.kind == .poundKeyword {
            if token.keyword == .if {
                open.append(index)
            } else if token.keyword == .endif, let start = open.popLast() {
                ranges.append(start..<(index + 1))
            }
        }
        ranges += open.map { $0..<tree.tokens.count }
        return ranges
    }

    private static func accessorKeywords(_ tree: SyntaxTree, _ block: TokenRange) -> [String] {
        var result: [String] = []
        var depth = 0
        for index in block.indices.dropFirst().dropLast() {
            let token = tree.tokens[index]
            if token.kind == .leftBrace { depth += 1 }
            if token.kind == .rightBrace { depth -= 1 }
            if depth == 0
                && (token.is(.get) || token.is(.set) || token.is(.willSet) || token.is(.didSet)
                    || token.is(._read) || token.is(._modify))
            {
                result.append(tree.text(ofToken: index))
            }
        }
        return result
    }
}
