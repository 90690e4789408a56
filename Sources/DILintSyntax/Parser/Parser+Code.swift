/// An open bracket in code being scanned.
struct Frame {
    enum Kind: UInt8 {
        /// The scan itself (a body, an initializer, the file).
        case root
        case paren, square, brace
        /// A string interpolation `\( … )`.
        case interpolation
    }

    var kind: Kind
    /// The closure region this brace opened, or -1 (a statement block or not a brace).
    var region: Int32 = -1
    /// `currentRegion` to restore when the frame closes.
    var savedRegion: Int32 = -1
    /// For a paren: the token naming the call (`f` in `f(`), or -1.
    var callee: Int32 = -1
    /// A control-flow keyword (`if`, `for`, `else`, …) was seen at this level: the next
    /// `{` here is its block, not a closure.
    var pendingControl = false
    /// `var`/`let` was seen at this level and no `=` yet: the next `{` is an accessor block.
    var pendingAccessor = false
}

/// How a code scan ends.
enum ScanMode {
    /// A body: at the `}` matching the scan's start (not consumed).
    case block
    /// The file: at its end.
    case topLevel
    /// An initializer or default value: at an unmatched closer, a `;`, or the stops given.
    case expression(ExpressionStops)
}

/// Where an expression scan also ends, at its own bracket level.
struct ExpressionStops: OptionSet {
    let rawValue: UInt8
    /// At `,` (between bindings, parameters, enum elements).
    static let comma = ExpressionStops(rawValue: 1)
    /// At a line break, unless the next line continues the expression (`.member`, a binary
    /// operator, `as`/`is`): the rule for member and file-scope initializers.
    static let newline = ExpressionStops(rawValue: 2)
    /// At a `{` that opens an accessor list (`= 0 { didSet { … } }`).
    static let accessorBlock = ExpressionStops(rawValue: 4)
}

extension Parser {
    /// A body at `{`: scans its code as a region of `kind` owned by `owner` and consumes
    /// the closing `}` when there is one.
    mutating func parseCodeBlock(owner: Int32, kind: RegionKind) {
        if skipsPlainBodies, let close = plainBlockEnd(from: pos) {
            pos = close + 1
            split = 0
            return
        }
        advance()
        _ = scanCode(owner: owner, regionKind: kind, mode: .block)
        if at(.rightBrace) { advance() }
    }

    /// The closing brace of the block opening at `open` when the block is plain: its
    /// brackets and string interpolations nest properly, within 64 levels, and it holds no
    /// token that could start a declaration or make `scanCode` recover (declaration and
    /// modifier keywords, `init` not after `.`, `actor`, member-only words, `@Test`/`@Suite`,
    /// directives) and no malformed, unterminated or unknown token. For such a block
    /// `scanCode` ends at the same brace and records no declaration, so a declarations-only
    /// parse can step over it. Nil for any other block.
    ///
    /// Records the `as`/`is` keywords it passes in `casts`.
    mutating func plainBlockEnd(from open: Int) -> Int? {
        withUnsafeTemporaryAllocation(of: Frame.Kind.self, capacity: 64) { stack -> Int? in
            var depth = 0
            var index = open + 1
            let irregular: TokenFlags = [.unterminated, .malformed, .invalidUTF8]
            while index < endIndex {
                let t = tokens[index]
                if !t.flags.isDisjoint(with: irregular) { return nil }
                switch t.kind {
                case .leftParen, .leftSquare, .leftBrace, .stringHead:
                    guard depth < 64 else { return nil }
                    stack[depth] =
                        t.kind == .leftParen
                        ? .paren
                        : t.kind == .leftSquare
                            ? .square
                            : t.kind == .leftBrace ? .brace : .interpolation
                    depth += 1
                case .rightParen, .rightSquare, .rightBrace:
                    let wanted: Frame.Kind = t.kind == .rightParen ? .paren : t.kind == .rightSquare ? .square : .brace
                    if depth == 0 { return t.kind == .rightBrace ? index : nil }
                    guard stack[depth - 1] == wanted else { return nil }
                    depth -= 1
                case .stringMiddle:
                    guard depth > 0 && stack[depth - 1] == .interpolation else { return nil }
                case .stringTail:
                    guard depth > 0 && stack[depth - 1] == .interpolation else { return nil }
                    depth -= 1
                case .keyword:
                    // Declaration and modifier words; `init` only when not `.init`. Variables
                    // are parsed as code in a body.
                    if t.keyword == .as || t.keyword == .is {
                        casts.append(Int32(truncatingIfNeeded: index))
                    } else if t.keyword == .`init` {
                        if tokens[index - 1].kind != .period { return nil }
                    } else if !t.keyword.roles.isDisjoint(with: [.declaration, .modifier]) {
                        return nil
                    }
                case .identifier:
                    // `actor`, `macro` and the member-only modifiers (`override`, …); the other
                    // contextual modifiers (`lazy`, `weak`, …) are also local and parse as code.
                    let roles = t.keyword.roles
                    if roles.contains(.declaration) || roles.contains([.modifier, .memberOnly]) { return nil }
                case .atSign:
                    let next = tokens[index + 1]
                    if next.kind == .identifier && (spells(next, "Test") || spells(next, "Suite") || spells(next, "Testing")) {
                        return nil
                    }
                case .poundKeyword, .unknown, .endOfFile:
                    return nil
                default:
                    break
                }
                index += 1
            }
            return nil
        }
    }
}
