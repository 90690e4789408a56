/// The tokens of one file: code tokens in `tokens` (ending with `.endOfFile`) and comments
/// (and a shebang line) in `comments`, both in source order.
public struct TokenList: Sendable {
    public var tokens: [Token]
    public var comments: [Token]
}

/// Swift's lexical grammar over UTF-8 bytes.
///
/// Pure: bytes in, tokens out; no file access, printing or throwing. Any byte sequence
/// lexes: an unterminated string, comment or regex ends at the end of its line or file with
/// the `.unterminated` flag, invalid UTF-8 becomes an `.unknown` token flagged
/// `.invalidUTF8` (inside a string, comment, regex or backticked name it stays in that
/// token, which gets the flag), a BOM at offset 0 is skipped, and CRLF counts as one line
/// break. Time is linear in the input: each byte is examined a bounded number of times
/// (regex look-ahead stops at the next `/` or line end; see `Lexer+Regex.swift`).
public struct Lexer {
    /// How deep string interpolations may nest before `\(` is taken as text.
    public static let maxInterpolationDepth = 256

    var cursor: ByteCursor
    var tokens: TokenBuffer
    var comments: [Token] = []
    /// Flags for the next token, gathered from the trivia before it.
    var pendingFlags: TokenFlags = []
    /// Open string literals whose interpolation is being lexed as code, innermost last.
    var strings: [StringContext] = []
    /// Offset from which a multi-line extended regex scan with at least `pounds` `#`s is
    /// known to find no closing delimiter (keeps repeated failing scans linear).
    var unterminatedRegex: (offset: Int, pounds: Int)? = nil
    let keywords = KeywordTable.shared
    let identifierTable = CharacterClasses.identifierContinuationTable

    init(base: UnsafePointer<UInt8>, count: Int, tokenMemory: UnsafeMutableBufferPointer<Token>) {
        cursor = ByteCursor(base: base, count: count)
        tokens = TokenBuffer(borrowing: tokenMemory)
    }

    /// Lexes `bytes` completely.
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> TokenList {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            return TokenList(tokens: [Token(kind: .endOfFile, start: 0, end: 0)], comments: [])
        }
        // Tokens are written straight into the array's storage, sized for a token per 4
        // bytes (typical Swift averages 4 to 6 bytes per token); a denser file moves to a
        // growing buffer of the lexer's own, copied into an array at the end.
        var comments: [Token] = []
        var outgrown: [Token]? = nil
        var tokens = [Token](unsafeUninitializedCapacity: bytes.count / 4 + 16) { memory, initialized in
            var lexer = Lexer(base: base, count: bytes.count, tokenMemory: memory)
            lexer.run()
            comments = lexer.comments
            if lexer.tokens.ownsMemory {
                initialized = 0
                outgrown = lexer.tokens.takeOwned()
            } else {
                initialized = lexer.tokens.count
            }
        }
        if let outgrown { tokens = outgrown }
        return TokenList(tokens: tokens, comments: comments)
    }

    /// Lexes `bytes` completely.
    public static func tokenize(_ bytes: [UInt8]) -> TokenList {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    mutating func run() {
        if cursor.starts(with: "\u{FEFF}") {
            cursor.advance(3)
        }
        if cursor.peek() == UInt8(ascii: "#") && cursor.peek(1) == UInt8(ascii: "!") {
            let start = cursor.offset
            skipToLineEnd()
            comments.append(Token(kind: .shebang, start: UInt32(start), end: UInt32(cursor.offset)))
        }
        while true {
            lexTrivia()
            if cursor.isAtEnd { break }
            if let context = strings.last, context.parenDepth == 0, cursor.peek() == UInt8(ascii: ")") {
                lexStringContinuation()
            } else {
                lexToken()
            }
        }
        for context in strings {
            tokens[context.headIndex].flags.insert(.unterminated)
        }
        strings.removeAll()
        emit(.endOfFile, from: cursor.offset)
    }

    /// Appends a token from `start` to the cursor, with the pending trivia flags.
    @inline(__always)
    mutating func emit(_ kind: TokenKind, keyword: Keyword = .none, from start: Int, flags: TokenFlags = []) {
        tokens.append(
            Token(
                kind: kind, keyword: keyword, flags: pendingFlags.union(flags),
                start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: cursor.offset)))
        pendingFlags = []
    }

    /// Dispatches on the first byte of a token. Called with the cursor on a non-trivia byte.
    mutating func lexToken() {
        let start = cursor.offset
        let byte = cursor.peek()
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            lexString(hashes: 0, start: start)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "`"):
            lexBacktickedIdentifier()
        case UInt8(ascii: "$"):
            lexDollarIdentifier()
        case UInt8(ascii: "("):
            cursor.advance()
            if !strings.isEmpty { strings[strings.count - 1].parenDepth += 1 }
            emit(.leftParen, from: start)
        case UInt8(ascii: ")"):
            cursor.advance()
            if !strings.isEmpty { strings[strings.count - 1].parenDepth -= 1 }
            emit(.rightParen, from: start)
        case UInt8(ascii: "{"):
            cursor.advance()
            emit(.leftBrace, from: start)
        case UInt8(ascii: "}"):
            cursor.advance()
            emit(.rightBrace, from: start)
        case UInt8(ascii: "["):
            cursor.advance()
            emit(.leftSquare, from: start)
        case UInt8(ascii: "]"):
            cursor.advance()
            emit(.rightSquare, from: start)
        case UInt8(ascii: ","):
            cursor.advance()
            emit(.comma, from: start)
        case UInt8(ascii: ";"):
            cursor.advance()
            emit(.semicolon, from: start)
        case UInt8(ascii: ":"):
            cursor.advance()
            emit(.colon, from: start)
        case UInt8(ascii: "@"):
            cursor.advance()
            emit(.atSign, from: start)
        case UInt8(ascii: "\\"):
            cursor.advance()
            emit(.backslash, from: start)
        case UInt8(ascii: "?"), UInt8(ascii: "!"):
            if isLeftBound(start) {
                cursor.advance()
                emit(byte == UInt8(ascii: "?") ? .postfixQuestion : .exclamation, from: start)
            } else {
                lexOperator()
            }
        case UInt8(ascii: "<"):
            if cursor.peek(1) == UInt8(ascii: "#"), lexEditorPlaceholder() {
                return
            }
            lexOperator()
        case UInt8(ascii: "."):
            // A lone `.` (member access, most operator tokens) is a period whatever is around it.
            let next = cursor.peek(1)
            if next < 0x80 && !CharacterClasses.isASCIIOperator(next) {
                cursor.advance()
                emit(.period, from: start)
            } else {
                lexOperator()
            }
        case UInt8(ascii: "="):
            // So is a lone `=` an `.equal` (a `.` after it starts a new token).
            let next = cursor.peek(1)
            if next < 0x80 && (next == UInt8(ascii: ".") || !CharacterClasses.isASCIIOperator(next)) {
                cursor.advance()
                emit(.equal, from: start)
            } else {
                lexOperator()
            }
        case UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"):
            lexOperator()
        case 0x80...0xFF:
            lexNonASCII()
        default:
            // Control characters that are not whitespace.
            cursor.advance()
            emit(.unknown, from: start, flags: .malformed)
        }
    }

    /// A token starting with a non-ASCII scalar: identifier (malformed if it starts with a
    /// combining mark), operator, or invalid bytes.
    mutating func lexNonASCII() {
        let start = cursor.offset
        let (scalar, length) = cursor.decodeScalar()
        guard let scalar else {
            cursor.advance(length)
            // Skip the rest of a broken sequence (continuation bytes) as one token.
            cursor.advance(while: { $0 & 0xC0 == 0x80 })
            emit(.unknown, from: start, flags: .invalidUTF8)
            return
        }
        if CharacterClasses.isIdentifierStart(scalar) {
            lexIdentifier()
        } else if CharacterClasses.isOperatorStart(scalar) {
            lexOperator()
        } else if CharacterClasses.isIdentifierContinuation(scalar) {
            // A combining mark cannot start a name; swift-syntax recovers by taking the
            // characters that continue one as a (malformed) identifier.
            cursor.advance(length)
            skipIdentifierContinuation()
            emit(.identifier, from: start, flags: .malformed)
        } else {
            cursor.advance(length)
            emit(.unknown, from: start, flags: .malformed)
        }
    }

    // MARK: Boundness

    /// Whether the byte before `offset` binds an operator starting there to its left
    /// operand, as swiftc decides: not after whitespace, an opening bracket, `,` `;` `:`,
    /// the end of a block comment, or at the start of the file.
    func isLeftBound(_ offset: Int) -> Bool {
        guard offset > 0 else { return false }
        switch cursor.base[offset - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
            UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(offset >= 2 && cursor.base[offset - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(offset >= 2 && cursor.base[offset - 2] == 0xC2)
        default:
            return true
        }
    }

    /// Whether the byte at `offset` binds an operator ending there to its right operand.
    func isRightBound(_ offset: Int, leftBound: Bool) -> Bool {
        var probe = cursor
        probe.offset = offset
        switch probe.peek() {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
            UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            return !(probe.peek(1) == UInt8(ascii: "/") || probe.peek(1) == UInt8(ascii: "*"))
        case 0xC2:
            return probe.peek(1) != 0xA0
        default:
            return true
        }
    }
}
