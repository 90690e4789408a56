/// Tokens to declarations: a recursive-descent parser for declarations that scans code
/// (bodies, initializers, default values) as flat token runs, recording their context in
/// `Region`s and parsing the declarations found inside them.
///
/// Contract: `tokens` ends with `.endOfFile`; `pos` never moves past it, so reading
/// `tokens[pos]` is always valid. Every loop consumes a token or exits (checked by
/// `ensureProgress`: an assertion in debug builds, a forced step in release builds). Declaration nesting deeper than `maxDepth` is
/// skipped as balanced tokens rather than recursed into, so no input overflows the stack.
/// A malformed declaration is recorded as far as it could be read and flagged
/// `.isMalformed`; parsing resumes at the next token that can start a declaration.
struct Parser {
    static let maxDepth = 96
    /// How far down the bracket stack a closer looks for its opener before it counts as stray.
    static let maxRecoverySearch = 64
    /// How many tokens of attributes and modifiers are read ahead for a local declaration.
    static let maxDeclarationPrefix = 128

    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafePointer<UInt8>
    let endIndex: Int
    var pos = 0
    /// Bytes of `tokens[pos]` already consumed by the type parser, which splits operator
    /// tokens such as `>>` and `>?` the way swiftc does. Zero everywhere else.
    var split = 0
    var depth = 0

    var declarations: [Declaration] = []
    var attributes: [Attribute] = []
    var modifiers: [ModifierEntry] = []
    var inheritedTypes: [TokenRange] = []
    var parameters: [Parameter] = []
    var regions: [Region] = []
    /// Token indices of the `as` and `is` keywords met in code (see `SyntaxTree.casts`).
    var casts: [Int32] = []

    /// Parameters of clauses being parsed; moved to `parameters` when a clause ends so each
    /// declaration's parameters stay contiguous even when default values nest declarations.
    var parameterStack: [Parameter] = []
    /// Open brackets of the code being scanned (see `Parser+Code.swift`).
    var frames: [Frame] = []
    /// The region whose code is being scanned, or -1.
    var currentRegion: Int32 = -1
    /// Skip bodies that hold no declaration (`SyntaxTree.Depth.declarations`).
    let skipsPlainBodies: Bool

    init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafePointer<UInt8>, skipsPlainBodies: Bool = false) {
        self.tokens = tokens
        self.bytes = bytes
        self.skipsPlainBodies = skipsPlainBodies
        self.endIndex = tokens.count - 1
        declarations.reserveCapacity(tokens.count / 40 + 4)
    }

    // MARK: Token access

    @inline(__always) var current: Token { tokens[pos] }

    @inline(__always) func token(_ index: Int) -> Token { tokens[min(index, endIndex)] }

    @inline(__always) func peek(_ distance: Int = 1) -> Token { tokens[min(pos + distance, endIndex)] }

    @inline(__always) var atEnd: Bool { pos >= endIndex }

    @inline(__always)
    mutating func advance() {
        if pos < endIndex { pos += 1 }
        split = 0
    }

    @inline(__always) func at(_ kind: TokenKind) -> Bool { tokens[pos].kind == kind && split == 0 }

    /// The tokens from `start` up to the parser's position, counting a token the type
    /// parser has split part of (`>>` closing two generic lists) as inside the range.
    @inline(__always) func rangeToPosition(from start: Int) -> TokenRange { TokenRange(start, pos + (split > 0 ? 1 : 0)) }

    /// The current token is the reserved word `keyword`.
    @inline(__always)
    func at(keyword: Keyword) -> Bool {
        let t = tokens[pos]
        return t.kind == .keyword && t.keyword == keyword
    }

    /// The current token is an unbackticked identifier spelling contextual keyword `keyword`.
    @inline(__always)
    func at(contextual keyword: Keyword) -> Bool {
        let t = tokens[pos]
        return t.kind == .identifier && t.keyword == keyword && !t.flags.contains(.backticked)
    }

    /// The first unconsumed byte of the current token.
    @inline(__always)
    func firstByte() -> UInt8 {
        let t = tokens[pos]
        return t.end > t.start + UInt32(split) ? bytes[Int(t.start) + split] : 0
    }

    /// Whether the unconsumed text of the current token is exactly `text`.
    func currentText(is text: StaticString) -> Bool {
        let t = tokens[pos]
        let start = Int(t.start) + split
        return text.isSpelled(by: bytes + start, count: Int(t.end) - start)
    }

    /// Whether token `index` is an operator spelled `text`.
    func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        let t = token(index)
        return t.kind.isOperator && spells(t, text)
    }

    /// Whether the whole text of token `t` is `text` (ASCII).
    func spells(_ t: Token, _ text: StaticString) -> Bool {
        text.isSpelled(by: bytes + Int(t.start), count: t.length)
    }

    /// Whether the current (possibly split) token is an operator starting with `byte`.
    @inline(__always)
    func atOperator(startingWith byte: UInt8) -> Bool {
        let kind = tokens[pos].kind
        return (kind.isOperator || (split > 0)) && firstByte() == byte
    }

    /// Consumes one byte of an operator token, moving to the next token when it is used up.
    mutating func consumeOperatorByte() {
        let t = tokens[pos]
        split += 1
        if Int(t.start) + split >= Int(t.end) {
            advance()
        }
    }

    /// Finishes a token the type parser split: a leftover `=` stays for the caller
    /// (`var x: A<B>= c`), anything else is dropped.
    mutating func dropSplit() {
        if split > 0 && !currentText(is: "=") { advance() }
    }

    /// Parses a type at `pos` and returns the tokens it spans (nil when there is none), then
    /// steps past what is left of a token the type parser split (`dropSplit`).
    mutating func parseTypeRange() -> TokenRange? {
        let typeStart = pos
        let range = parseType() != nil ? rangeToPosition(from: typeStart) : nil
        dropSplit()
        return range
    }

    /// After a parameter clause: effects (`async`, `throws`), `-> Type` and a `where` clause.
    mutating func parseSignatureRest(into index: Int) {
        parseEffects(into: index)
        if at(.arrow) {
            advance()
            if let range = parseTypeRange() { declarations[index].type = range }
        }
        if at(keyword: .where) {
            declarations[index].whereClause = parseWhereClause()
        }
    }

    /// True at `=`, including one left over after a split `>=`.
    var atEqual: Bool {
        (tokens[pos].kind == .equal && split == 0) || (split > 0 && currentText(is: "="))
    }

    /// A name token: an identifier (contextual keywords included) or a backticked word.
    @inline(__always)
    func isName(_ t: Token) -> Bool { t.kind == .identifier }

    /// Guards a loop iteration that started at token `before`: it must have consumed a
    /// token. A debug build stops on a violation; a release build steps over the token, so a
    /// parser bug can cost a declaration but never hang.
    @inline(__always)
    mutating func ensureProgress(_ before: Int) {
        if pos <= before && !atEnd {
            assertionFailure("parser loop made no progress at token \(pos)")
            advance()
        }
    }

    // MARK: File and member lists

    mutating func parseFile() {
        _ = scanCode(owner: -1, regionKind: nil, mode: .topLevel)
    }

    /// Parses members up to the matching `}`, which it consumes. Called on the `{`.
    mutating func parseMemberList(parent: Int32) {
        advance()
        while true {
            let before = pos
            switch current.kind {
            case .rightBrace:
                advance()
                return
            case .endOfFile:
                return
            case .semicolon:
                advance()
            case .poundKeyword:
                skipDirective()
            case .poundIdentifier:
                skipMacroExpansion()
            default:
                if !parseDeclaration(parent: parent, context: .member) && pos == before {
                    skipJunk()
                }
            }
            ensureProgress(before)
        }
    }

    /// Skips one token that cannot start a member, or a whole bracketed group.
    mutating func skipJunk() {
        switch current.kind {
        case .leftParen, .leftSquare, .leftBrace:
            skipBalanced()
        default:
            advance()
        }
    }

    /// `#if cond`, `#elseif cond`, `#else`, `#endif`, `#sourceLocation(…)`: skipped, so
    /// declarations of every branch are read. A condition runs to the end of its line, or
    /// on inside parentheses and when a line ends or starts with `&&` / `||`.
    mutating func skipDirective() {
        let directive = current.keyword
        advance()
        switch directive {
        case .if, .elseif:
            var depth = 0
            while !atEnd {
                let t = current
                if t.isAtLineStart && depth <= 0 && !isOperator(pos, "&&") && !isOperator(pos, "||")
                    && !isOperator(pos - 1, "&&") && !isOperator(pos - 1, "||")
                {
                    break
                }
                if t.kind == .leftParen { depth += 1 }
                if t.kind == .rightParen { depth -= 1 }
                // An unclosed parenthesis ends at a line that starts a declaration.
                if t.isAtLineStart && depth > 0 && (isDeclarationOnlyStart(pos) || t.kind == .poundKeyword) { break }
                advance()
            }
        case .sourceLocation, .available, .unavailable:
            if at(.leftParen) { skipBalanced() }
        default:
            break
        }
    }

    /// `#name`, generic arguments, `(arguments)` and trailing closures of a freestanding macro
    /// at member or file scope.
    mutating func skipMacroExpansion() {
        advance()
        if atOperator(startingWith: "<") && !current.hasTriviaBefore {
            skipAngleGroup()
            dropSplit()
        }
        if at(.leftParen) && !current.isAtLineStart { skipBalanced() }
        while at(.leftBrace) && !current.isAtLineStart { skipBalanced() }
    }

    /// Skips a bracketed group from its opener through the matching closer (any bracket
    /// kind counts). Stops early, before a line-starting token that only a declaration can
    /// begin with (`func`, `class`, `init`, …) when no brace is open: the group was not
    /// closed, and the declarations after it must not be swallowed.
    mutating func skipBalanced() {
        var depth = 0
        var braces = 0
        repeat {
            let t = current
            switch t.kind {
            case .leftParen, .leftSquare:
                depth += 1
            case .leftBrace:
                depth += 1
                braces += 1
            case .rightParen, .rightSquare:
                depth -= 1
            case .rightBrace:
                depth -= 1
                braces -= 1
            case .endOfFile:
                return
            default:
                if braces <= 0 && t.isAtLineStart && isDeclarationOnlyStart(pos) { return }
            }
            advance()
        } while depth > 0
    }

    /// A token that at the start of a line can only begin a declaration, never continue
    /// an argument list: `func`, `class Name`, `struct`, `enum`, `protocol`, `extension`,
    /// `init(`, `deinit`, `subscript`, `typealias`, `import`, `precedencegroup` (not used as
    /// an argument label `name:`).
    func isDeclarationOnlyStart(_ index: Int) -> Bool {
        let t = token(index)
        guard t.kind == .keyword, t.keyword.roles.contains(.declaration), !t.keyword.roles.contains(.notDeclarationOnly) else {
            return false
        }
        let next = token(index + 1)
        if next.kind == .colon { return false }
        if index > 0 && token(index - 1).kind == .period { return false }
        return true
    }
}
