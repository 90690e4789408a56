/// Tokens to declarations: a recursive-descent parser for declarations that scans code
/// (bodies, initializers, default values) as flat token runs, recording their context in
/// `Region`s and parsing the declarations found inside them.
///
/// Contract: `tokens` ends with `.endOfFile`; `pos` never moves past it, so reading
/// `tokens[pos]` is always valid. Every loop consumes a token or exits (checked by
/// `assertProgress` in debug builds). Declaration nesting deeper than `maxDepth` is
/// skipped as balanced tokens rather than recursed into, so no input overflows the stack.
/// A malformed declaration is recorded as far as it could be read and flagged
/// `.isMalformed`; parsing resumes at the next token that can start a declaration.
struct Parser {
    static let maxDepth = 96

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

    /// Parameters of clauses being parsed; moved to `parameters` when a clause ends so each
    /// declaration's parameters stay contiguous even when default values nest declarations.
    var parameterStack: [Parameter] = []
    /// Open brackets of the code being scanned (see `Parser+Code.swift`).
    var frames: [Frame] = []
    /// The region whose code is being scanned, or -1.
    var currentRegion: Int32 = -1

    init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafePointer<UInt8>) {
        self.tokens = tokens
        self.bytes = bytes
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
        let length = Int(t.end) - start
        guard length == text.utf8CodeUnitCount else { return false }
        for i in 0..<length where bytes[start + i] != text.utf8Start[i] {
            return false
        }
        return true
    }

    /// Whether token `index` is an operator spelled `text`.
    func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        let t = token(index)
        guard t.kind.isOperator, Int(t.length) == text.utf8CodeUnitCount else { return false }
        for i in 0..<t.length where bytes[Int(t.start) + i] != text.utf8Start[i] {
            return false
        }
        return true
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

    /// True at `=`, including one left over after a split `>=`.
    var atEqual: Bool {
        (tokens[pos].kind == .equal && split == 0) || (split > 0 && currentText(is: "="))
    }

    /// A name token: an identifier (contextual keywords included) or a backticked word.
    @inline(__always)
    func isName(_ t: Token) -> Bool { t.kind == .identifier }

    @inline(__always)
    mutating func assertProgress(_ before: Int) {
        assert(pos > before || atEnd, "parser loop made no progress at token \(pos)")
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
                if !parseDeclaration(parent: parent, context: .member) {
                    skipJunk()
                }
            }
            assertProgress(before)
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
    /// on when a line ends or starts with `&&` / `||`.
    mutating func skipDirective() {
        let directive = current.keyword
        advance()
        switch directive {
        case .if, .elseif:
            while !atEnd {
                let t = current
                if t.isAtLineStart && !isOperator(pos, "&&") && !isOperator(pos, "||")
                    && !isOperator(pos - 1, "&&") && !isOperator(pos - 1, "||") {
                    break
                }
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
        if atOperator(startingWith: UInt8(ascii: "<")) && !current.hasTriviaBefore {
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
        guard t.kind == .keyword else { return false }
        switch t.keyword {
        case .func, .class, .struct, .enum, .protocol, .extension, .deinit, .subscript, .typealias,
            .import, .precedencegroup, .`init`:
            let next = token(index + 1)
            if next.kind == .colon { return false }
            if index > 0 && token(index - 1).kind == .period { return false }
            return true
        default:
            return false
        }
    }

    // MARK: Attributes and modifiers

    /// Parses `@attribute`s, recording them unless `record` is false (a look-ahead);
    /// returns their range in `attributes`.
    mutating func parseAttributes(record: Bool = true) -> Range<Int32> {
        let first = Int32(attributes.count)
        while at(.atSign) {
            let next = peek()
            guard next.kind == .identifier || next.kind == .keyword, !next.isAtLineStart else { break }
            let start = pos
            advance()
            let nameStart = pos
            advance()
            // Dotted (`@Module.Wrapper`) and generic (`@Wrapper<T>`) names.
            while at(.period) && !current.hasTriviaBefore && (peek().kind == .identifier || peek().kind == .keyword) {
                advance()
                advance()
            }
            if atOperator(startingWith: UInt8(ascii: "<")) && !current.hasTriviaBefore {
                skipAngleGroup()
                dropSplit()
            }
            let nameEnd = pos
            var arguments = TokenRange.empty
            var hasArguments = false
            if at(.leftParen) && attributeArgumentsFollow() {
                let open = pos
                skipBalanced()
                hasArguments = true
                let close = token(pos - 1).kind == .rightParen ? pos - 1 : pos
                arguments = TokenRange(open + 1, max(open + 1, close))
            }
            if record {
                attributes.append(Attribute(tokens: TokenRange(start, pos), name: TokenRange(nameStart, nameEnd),
                                            arguments: arguments, hasArguments: hasArguments))
            }
        }
        return first..<Int32(attributes.count)
    }

    /// Whether the `(` at `pos` opens an attribute's arguments: it must be on the same line
    /// and the attribute must take arguments. Right after the name it does (`@objc(name)`);
    /// after a space only if a declaration or another attribute follows the parentheses,
    /// as Swift 6 decides, so `@Sendable (Int) -> Void` and `@MainActor (A) -> B` stay types.
    func attributeArgumentsFollow() -> Bool {
        let open = current
        if open.isAtLineStart { return false }
        if !open.hasTriviaBefore { return true }
        var probe = self
        probe.skipBalanced()
        let next = probe.current
        if next.kind == .atSign { return true }
        return probe.modifierAtCurrent() != nil || probe.isModifierContext(probe.pos)
    }

    /// The modifier the current token spells, if it is in modifier position: reserved
    /// access and `static` words always; `class` and contextual words (`final`, `lazy`,
    /// `override`, …) only when another modifier or a declaration keyword follows.
    func modifierAtCurrent() -> Modifier? {
        let t = current
        let modifier: Modifier
        switch t.kind {
        case .keyword:
            switch t.keyword {
            case .public: modifier = .public
            case .private: modifier = .private
            case .fileprivate: modifier = .fileprivate
            case .internal: modifier = .internal
            case .static: modifier = .static
            case .class:
                return isModifierContext(pos + 1) ? .class : nil
            default: return nil
            }
            return modifier
        case .identifier:
            guard !t.flags.contains(.backticked) else { return nil }
            switch t.keyword {
            case .open: modifier = .open
            case .package: modifier = .package
            case .final: modifier = .final
            case .lazy: modifier = .lazy
            case .weak: modifier = .weak
            case .unowned: modifier = .unowned
            case .override: modifier = .override
            case .convenience: modifier = .convenience
            case .required: modifier = .required
            case .mutating: modifier = .mutating
            case .nonmutating: modifier = .nonmutating
            case .dynamic: modifier = .dynamic
            case .optional: modifier = .optional
            case .indirect: modifier = .indirect
            case .nonisolated: modifier = .nonisolated
            case .distributed: modifier = .distributed
            case .prefix: modifier = .prefix
            case .postfix: modifier = .postfix
            case .infix: modifier = .infix
            case .consuming: modifier = .consuming
            case .borrowing: modifier = .borrowing
            case .__consuming: modifier = .__consuming
            default: return nil
            }
            var next = pos + 1
            if token(next).kind == .leftParen && !token(next).hasTriviaBefore {
                // `unowned(safe)`, `nonisolated(unsafe)`, `open(set)`
                next += 3
            }
            return isModifierContext(next) ? modifier : nil
        default:
            return nil
        }
    }

    /// Whether token `index` continues a modifier list: another modifier word, a
    /// declaration keyword, or an attribute.
    func isModifierContext(_ index: Int) -> Bool {
        let t = token(index)
        switch t.kind {
        case .keyword:
            switch t.keyword {
            case .class, .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript,
                .var, .let, .typealias, .associatedtype, .import, .operator, .precedencegroup, .case,
                .public, .private, .fileprivate, .internal, .static:
                return true
            default:
                return false
            }
        case .identifier:
            guard !t.flags.contains(.backticked) else { return false }
            switch t.keyword {
            case .open, .package, .final, .lazy, .weak, .unowned, .override, .convenience, .required,
                .mutating, .nonmutating, .dynamic, .optional, .indirect, .nonisolated, .distributed,
                .prefix, .postfix, .infix, .consuming, .borrowing, .__consuming:
                return true
            case .actor, .macro:
                return isName(token(index + 1))
            default:
                return false
            }
        case .atSign:
            return true
        default:
            return false
        }
    }

    /// Parses modifiers (and attributes mixed among them, and `#if` lines between them),
    /// recording both. Returns the modifier set and range.
    mutating func parseModifiers(into set: inout ModifierSet) -> Range<Int32> {
        let first = Int32(modifiers.count)
        while true {
            if at(.atSign) {
                _ = parseAttributes()
                continue
            }
            guard var modifier = modifierAtCurrent() else { break }
            let start = pos
            advance()
            if at(.leftParen) && !current.hasTriviaBefore {
                // `private(set)`, `unowned(safe)`, `nonisolated(unsafe)`
                let detail = peek()
                if detail.is(.set) {
                    switch modifier {
                    case .public: modifier = .publicSet
                    case .private: modifier = .privateSet
                    case .fileprivate: modifier = .fileprivateSet
                    case .internal: modifier = .internalSet
                    case .package: modifier = .packageSet
                    default: break
                    }
                }
                skipBalanced()
            }
            set.insert(modifier)
            modifiers.append(ModifierEntry(modifier: modifier, tokens: TokenRange(start, pos)))
        }
        return first..<Int32(modifiers.count)
    }
}
