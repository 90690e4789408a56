/// One lexical token: a kind, a keyword tag, a few flags and a byte range in its file.
///
/// Tokens carry no `String`: text is sliced from the file when it is needed, and line and
/// column come from the file's `LineTable`. Twelve bytes per token keep the token array of
/// a large file in cache-friendly memory.
public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    /// For `.keyword` tokens the reserved word; for `.identifier` tokens the contextual
    /// keyword the text spells (`get`, `actor`, `lazy`, …) or `.none`; for `.poundKeyword`
    /// tokens the directive (`if`, `elseif`, `else`, `endif`, …).
    public var keyword: Keyword
    public var flags: TokenFlags
    /// Byte offset of the first byte of the token.
    public var start: UInt32
    /// Byte offset one past the last byte of the token.
    public var end: UInt32

    @inlinable
    public init(kind: TokenKind, keyword: Keyword = .none, flags: TokenFlags = [], start: UInt32, end: UInt32) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.start = start
        self.end = end
    }

    @inlinable public var length: Int { Int(end &- start) }
    @inlinable public var isAtLineStart: Bool { flags.contains(.newlineBefore) }
    @inlinable public var hasTriviaBefore: Bool { flags.contains(.triviaBefore) }

    /// True for `kind == .keyword` with keyword `k`, or an identifier spelling contextual keyword `k`.
    @inlinable public func `is`(_ k: Keyword) -> Bool { keyword == k && !flags.contains(.backticked) }
}

/// What a token is. Operators are split by fixity the way Swift decides it, from the
/// whitespace on either side (`a+b` binary, `-x` prefix, `x!` postfix).
public enum TokenKind: UInt8, Sendable, CaseIterable {
    case identifier
    case keyword
    /// `$0`, `$1`: closure shorthand arguments. `$name` is an identifier, as in swiftc.
    case dollarIdentifier
    case integerLiteral
    case floatLiteral
    /// A whole string literal without interpolation, delimiters included.
    case stringLiteral
    /// From the opening delimiter through the first `\(` (or `\#(`) of an interpolated string.
    case stringHead
    /// From the `)` closing one interpolation through the `\(` opening the next.
    case stringMiddle
    /// From the `)` closing the last interpolation through the closing delimiter.
    case stringTail
    case regexLiteral
    /// `#if`, `#elseif`, `#else`, `#endif`, `#sourceLocation`, `#available`, `#unavailable`.
    case poundKeyword
    /// `#` followed by a name: a macro expansion (`#selector`, `#Preview`, `#file`, `#warning`, …).
    case poundIdentifier
    case prefixOperator
    case postfixOperator
    case binaryOperator
    /// `?` bound to the token before it (optional chaining, `Int?`).
    case postfixQuestion
    /// `!` bound to the token before it (force unwrap, `Int!`).
    case exclamation
    /// `->`
    case arrow
    /// A lone `=`.
    case equal
    case leftParen, rightParen
    case leftBrace, rightBrace
    case leftSquare, rightSquare
    case comma, colon, semicolon, period
    /// `@` (an attribute follows).
    case atSign
    /// `\` (a key path follows).
    case backslash
    /// A lone `#` not followed by a name, string or regex.
    case pound
    /// Bytes that form no token: invalid UTF-8, a stray control character, a lone backtick.
    case unknown
    case lineComment
    case blockComment
    case docLineComment
    case docBlockComment
    case shebang
    case endOfFile

    public var isOperator: Bool {
        switch self {
        case .prefixOperator, .postfixOperator, .binaryOperator: return true
        default: return false
        }
    }

    public var isComment: Bool {
        switch self {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment, .shebang: return true
        default: return false
        }
    }
}

/// Facts about a token and the trivia before it.
public struct TokenFlags: OptionSet, Sendable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A line break (in whitespace or inside a comment) separates this token from the previous one.
    public static let newlineBefore = TokenFlags(rawValue: 1 << 0)
    /// Whitespace or a comment separates this token from the previous one.
    public static let triviaBefore = TokenFlags(rawValue: 1 << 1)
    /// A string, comment, regex or backticked name that reached the end of its line or file
    /// without its closing delimiter.
    public static let unterminated = TokenFlags(rawValue: 1 << 2)
    /// The token's bytes are not valid UTF-8.
    public static let invalidUTF8 = TokenFlags(rawValue: 1 << 3)
    /// An identifier written in backticks.
    public static let backticked = TokenFlags(rawValue: 1 << 4)
    /// A multi-line string (`"""`) or multi-line extended regex part.
    public static let multiline = TokenFlags(rawValue: 1 << 5)
    /// A string or regex with `#` delimiters.
    public static let raw = TokenFlags(rawValue: 1 << 6)
    /// A malformed literal (a digit that does not fit the radix, a missing exponent, …).
    public static let malformed = TokenFlags(rawValue: 1 << 7)
}
