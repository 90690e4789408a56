import DILintSyntax

/// One file as the rules see it: its tree, the project index, whether it is a test file or
/// composition-root file, and derived views built on first use (bracket matches, the code
/// map, expression chains). Used by one thread at a time.
public final class FileContext {
    public let path: String
    public let tree: SyntaxTree
    public let index: ProjectIndex
    public let isTestFile: Bool
    public let isCompositionRootFile: Bool
    public let lines: LineTable

    public private(set) lazy var matches = BracketMatches(tokens: tree.tokens)
    public private(set) lazy var code = CodeMap(tree: tree)
    public private(set) lazy var chains = ExpressionChains(tree: tree, matches: matches, code: code)
    /// The last chain `locatorUses(in:)` answered for (by its first segment) and its answer.
    var lastLocatorUses: (chain: Int32, uses: [LocatorUse])?

    public init(path: String, tree: SyntaxTree, index: ProjectIndex) {
        self.path = path
        self.tree = tree
        self.index = index
        self.isTestFile = index.isTestFile(path)
        self.isCompositionRootFile = index.isCompositionRootFile(path)
        self.lines = LineTable(tree.bytes)
    }

    public var declarations: [Declaration] { tree.declarations }

    public func declaration(_ index: Int) -> Declaration { tree.declarations[index] }

    public func name(of declaration: Int) -> String { tree.name(of: declaration) }

    public func text(_ range: TokenRange) -> String { tree.text(of: range) }

    public func text(ofToken index: Int) -> String { tree.text(ofToken: index) }

    public func token(_ index: Int) -> Token { tree.tokens[index] }

    /// The type written in `range`, wrapping stripped.
    public func typeReference(_ range: TokenRange) -> TypeReference { TypeReference(range, in: tree) }

    /// The innermost type context around declaration `index` (itself excluded).
    public func enclosingType(of declaration: Int) -> Int? { tree.enclosingType(of: declaration) }

    /// The name of a type context: its own, or for an extension the extended type's last
    /// component (`extension Foo.Bar` gives `Bar`).
    public func typeName(of typeDeclaration: Int) -> String {
        let d = tree.declarations[typeDeclaration]
        if d.kind == .extension { return TypeReference(d.name, in: tree).names.last ?? tree.name(of: typeDeclaration) }
        return tree.name(of: typeDeclaration)
    }

    /// The name of the innermost type around `declaration`, or nil at file scope.
    public func enclosingTypeName(of declaration: Int) -> String? {
        enclosingType(of: declaration).map(typeName(of:))
    }

    /// Whether declaration `index` (or code it owns) belongs to the composition root: the
    /// file is a composition-root path, or the declaration or a type around it is a
    /// composition-root type (extensions included).
    public func isInCompositionRoot(_ declaration: Int) -> Bool {
        if isCompositionRootFile { return true }
        var current = declaration
        while current >= 0 {
            let d = tree.declarations[current]
            if d.kind.isTypeContext && index.isCompositionRoot(typeName: typeName(of: current)) { return true }
            current = Int(d.parent)
        }
        return false
    }

    /// The declaration owning region `region` (for a closure, the one around it), or -1.
    public func owner(ofRegion region: Int32) -> Int {
        Int(tree.regions[Int(region)].owner)
    }

    /// Whether the region (or a region around it) is of one of `kinds`.
    public func region(_ region: Int32, isInside kinds: Set<RegionKind>) -> Bool {
        var current = region
        while current >= 0 {
            if kinds.contains(tree.regions[Int(current)].kind) { return true }
            current = tree.regions[Int(current)].parent
        }
        return false
    }

    /// The file is a program's entry point, `main.swift`, whose file-scope code runs as
    /// statements.
    public var isMainFile: Bool { path == "main.swift" || path.hasSuffix("/main.swift") }

    /// Code that wires the program at the top: top-level statements, and the file-scope
    /// variables of `main.swift`.
    public func isTopLevelWiring(_ region: Int32) -> Bool {
        self.region(region, isInside: [.topLevelCode]) || (isMainFile && self.region(region, isInside: [.globalInitializer]))
    }

    /// The closures around `region`, innermost first, with the token of the call each is
    /// passed to (-1 when not an argument).
    public func enclosingClosureCallees(of region: Int32) -> [Int32] {
        var result: [Int32] = []
        var current = region
        while current >= 0 {
            let r = tree.regions[Int(current)]
            if r.kind == .closure { result.append(r.callee) }
            current = r.parent
        }
        return result
    }

    /// The text of 1-based `line`, without its line break.
    public func lineText(_ line: Int) -> String {
        let starts = lines.starts
        guard line >= 1 && line <= starts.count else { return "" }
        let start = Int(starts[line - 1])
        var end = line < starts.count ? Int(starts[line]) : tree.bytes.count
        while end > start && (tree.bytes[end - 1] == UInt8(ascii: "\n") || tree.bytes[end - 1] == UInt8(ascii: "\r")) { end -= 1 }
        return String(decoding: tree.bytes[start..<end], as: UTF8.self)
    }

    /// Whether token `index` spells `text`.
    public func token(_ index: Int, is text: StaticString) -> Bool { tree.token(index, is: text) }

    /// The path of declarations around token-owning declaration `index`: `Feed.init(api:)`.
    public func symbolPath(of declaration: Int) -> String {
        var parts: [String] = []
        var current = declaration
        while current >= 0 {
            parts.append(signature(of: current))
            current = Int(tree.declarations[current].parent)
        }
        return parts.reversed().joined(separator: ".")
    }

    /// `name`, or for functions and initializers `name(label:label:)`.
    public func signature(of declaration: Int) -> String {
        let d = tree.declarations[declaration]
        let name = tree.name(of: declaration)
        switch d.kind {
        case .func, .`init`, .subscript, .macro:
            let labels = d.parameters.map { index -> String in
                let label = tree.parameters[Int(index)].label
                return (label >= 0 ? tree.text(ofToken: Int(label)) : "_") + ":"
            }
            return "\(name)(\(labels.joined()))"
        default:
            return name
        }
    }
}
