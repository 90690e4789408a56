/// The declarations of one file with everything rules need to read them.
public struct SyntaxTree: Sendable {
    public let bytes: [UInt8]
    public let tokens: [Token]
    public let comments: [Token]
    public internal(set) var declarations: [Declaration] = []
    public internal(set) var attributes: [Attribute] = []
    public internal(set) var modifiers: [ModifierEntry] = []
    public internal(set) var inheritedTypes: [TokenRange] = []
    public internal(set) var parameters: [Parameter] = []
    public internal(set) var regions: [Region] = []
    /// Token indices of the `as` and `is` keywords in code, recorded by the scans that read
    /// each body anyway (no pass of their own); an index may appear twice when a skim of a
    /// body gave up and the full scan read it again.
    public internal(set) var casts: [Int32] = []

    init(bytes: [UInt8], tokens: TokenList) {
        self.bytes = bytes
        self.tokens = tokens.tokens
        self.comments = tokens.comments
    }

    /// How much of a file a parse records.
    public enum Depth: Sendable {
        /// Every declaration, region and code detail: what rules read.
        case full
        /// Every declaration outside function, initializer and accessor bodies, and those
        /// inside bodies that hold one; a body holding no declaration is stepped over
        /// without its regions or local bindings. What the project index's summaries read.
        case declarations
    }

    /// Lexes and parses a file's bytes.
    public static func parse(_ bytes: [UInt8], depth: Depth = .full) -> SyntaxTree {
        let tokens = Lexer.tokenize(bytes)
        var tree = SyntaxTree(bytes: bytes, tokens: tokens)
        tree.tokens.withUnsafeBufferPointer { tokenBuffer in
            tree.bytes.withUnsafeBufferPointer { byteBuffer in
                var parser = Parser(
                    tokens: tokenBuffer, bytes: byteBuffer.baseAddress ?? UnsafePointer(bitPattern: 1)!,
                    skipsPlainBodies: depth == .declarations)
                parser.parseFile()
                tree.declarations = parser.declarations
                tree.attributes = parser.attributes
                tree.modifiers = parser.modifiers
                tree.inheritedTypes = parser.inheritedTypes
                tree.parameters = parser.parameters
                tree.regions = parser.regions
                tree.casts = parser.casts
            }
        }
        return tree
    }

    // MARK: Navigation

    /// Indices of the file-scope declarations.
    public var topLevelDeclarations: ChildSequence { ChildSequence(tree: self, start: 0, end: Int32(declarations.count)) }

    /// Indices of the declarations directly inside declaration `index`.
    public func members(of index: Int) -> ChildSequence {
        ChildSequence(tree: self, start: Int32(index + 1), end: declarations[index].subtreeEnd)
    }

    /// Direct children of a pre-order range, skipping grandchildren.
    public struct ChildSequence: Sequence {
        let declarations: [Declaration]
        let start: Int32
        let end: Int32

        init(tree: SyntaxTree, start: Int32, end: Int32) {
            self.declarations = tree.declarations
            self.start = start
            self.end = end
        }

        /// A concrete iterator: an `AnyIterator` boxed its closure on the heap for every
        /// walk over a type's members (12 M instructions a run, callgrind on the benchmark corpus).
        public struct Iterator: IteratorProtocol {
            let declarations: [Declaration]
            var position: Int32
            let end: Int32

            public mutating func next() -> Int? {
                guard position < end else { return nil }
                let current = position
                position = declarations[Int(current)].subtreeEnd
                return Int(current)
            }
        }

        public func makeIterator() -> Iterator { Iterator(declarations: declarations, position: start, end: end) }

        /// No children.
        public var isEmpty: Bool { start >= end }
    }

    /// The innermost type context (class, struct, enum, actor, protocol, extension)
    /// enclosing declaration `index`, or nil.
    public func enclosingType(of index: Int) -> Int? {
        var current = Int(declarations[index].parent)
        while current >= 0 {
            if declarations[current].kind.isTypeContext { return current }
            current = Int(declarations[current].parent)
        }
        return nil
    }

    // MARK: Text

    /// The byte offsets of token `index`'s text: a backticked identifier without its backticks.
    @inline(__always)
    public func textRange(ofToken index: Int) -> Range<Int> {
        let token = tokens[index]
        let start = Int(token.start)
        let end = Int(token.end)
        if token.flags.contains(.backticked) && end - start >= 2 { return start + 1..<end - 1 }
        return start..<end
    }

    /// The text of one token as a `String`; a backticked identifier loses its backticks.
    public func text(ofToken index: Int) -> String {
        String(decoding: bytes[textRange(ofToken: index)], as: UTF8.self)
    }

    /// Whether the token after `index` starts another statement (a new line, `;`, a closing
    /// brace or the end of the file): what ends at `index` is a whole value.
    public func endsStatement(after index: Int) -> Bool {
        let next = index + 1
        guard next < tokens.count else { return true }
        let token = tokens[next]
        return token.isAtLineStart || token.kind == .semicolon || token.kind == .rightBrace
    }

    /// Whether token `index` spells `text` exactly (backticks ignored).
    public func token(_ index: Int, is text: StaticString) -> Bool {
        text.isSpelled(by: bytes, in: textRange(ofToken: index))
    }

    /// Whether token `index` spells one of `names` (backticks ignored).
    @inline(__always)
    public func token(_ index: Int, isIn names: NameSet) -> Bool {
        names.contains(bytes, in: textRange(ofToken: index))
    }

    /// The source text of a token range with every run of whitespace (and any comment)
    /// between or inside tokens folded to one space.
    public func text(of range: TokenRange) -> String {
        guard !range.isEmpty else { return "" }
        var out: [UInt8] = []
        out.reserveCapacity(Int(tokens[range.indices.upperBound - 1].end - tokens[Int(range.start)].start))
        for index in range.indices {
            let token = tokens[index]
            if index > Int(range.start) && token.hasTriviaBefore { out.append(" ") }
            var inWhitespace = false
            for byte in bytes[Int(token.start)..<Int(token.end)] {
                let isSpace =
                    byte == " " || byte == "\t"
                    || byte == "\n" || byte == "\r"
                if isSpace {
                    if !inWhitespace { out.append(" ") }
                    inWhitespace = true
                } else {
                    out.append(byte)
                    inWhitespace = false
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A declaration's generic parameter clause as text (`<T: Equatable>`), or nil. For
    /// `func ==<T>` the clause starts inside the name token, whose `<` the lexer glued on.
    public func genericParametersText(of index: Int) -> String? {
        let d = declarations[index]
        guard !d.genericParameters.isEmpty else { return nil }
        if d.flags.contains(.nameIncludesGenericAngle) {
            return "<" + text(of: TokenRange(Int(d.genericParameters.start) + 1, Int(d.genericParameters.end)))
        }
        return text(of: d.genericParameters)
    }

    /// Whether declaration `index` carries an attribute whose name starts with `name`
    /// (`@objc`, `@objc(Name)`, `@propertyWrapper`, `@globalActor`).
    public func hasAttribute(_ index: Int, _ name: StaticString) -> Bool {
        declarations[index].attributes.contains { token(Int(attributes[Int($0)].name.start), is: name) }
    }

    /// Whether declaration `index` is deprecated on every platform: `@available(*, deprecated…)`
    /// (not `@available(iOS, deprecated: 15)`, an API still in use before a version).
    public func isDeprecatedEverywhere(_ index: Int) -> Bool {
        declarations[index].attributes.contains { i in
            let attribute = attributes[Int(i)]
            let arguments = Int(attribute.arguments.start)..<Int(attribute.arguments.end)
            return attribute.hasArguments && !arguments.isEmpty && token(Int(attribute.name.start), is: "available")
                && token(arguments.lowerBound, is: "*") && arguments.contains { token($0, is: "deprecated") }
        }
    }

    /// A declaration's name as text: backticks removed; for an extension the extended type.
    public func name(of index: Int) -> String {
        let declaration = declarations[index]
        if declaration.kind == .extension { return text(of: declaration.name) }
        guard declaration.nameToken >= 0 else { return "" }
        let name = text(ofToken: Int(declaration.nameToken))
        return declaration.flags.contains(.nameIncludesGenericAngle) ? String(name.dropLast()) : name
    }
}
