/// A malformed glob: what is wrong and the UTF-8 offset in the pattern where it is.
public struct GlobError: Error, Sendable, Equatable {
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// A path pattern from the configuration or `--exclude`, compiled once per run:
/// `*` matches within one path component, `**` across components (`**/` also matches no
/// folder), `?` one character, `[abc]`, `[a-z]` and `[!a-z]` (or `[^a-z]`) one character of
/// a set, `{a,b}` either alternative (nested braces too), and `\` makes the next character
/// literal. A pattern (or alternative) without `/` matches a file or folder name at any
/// depth (`*Generated.swift`); `Folder/**` also matches the folder itself. Paths are
/// matched relative to the configuration file's folder.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let alternatives: [[Element]]

    /// One step of a compiled pattern.
    enum Element: Sendable, Hashable {
        case byte(UInt8)
        /// `?`: one character other than `/`.
        case character
        /// `[…]`: one character other than `/` in (or, negated, not in) the ranges.
        case set(ranges: [ClosedRange<UInt32>], isNegated: Bool)
        /// `*`: any run of characters other than `/`.
        case star
        /// `**`: any run of characters.
        case doubleStar
        /// `**/`: nothing, or any run of characters ending in `/`.
        case folders
    }

    /// Compiles `pattern`, or throws where it is malformed (an unclosed `[` or `{`, an
    /// unmatched `}`, a reversed range, a trailing `\`, more than 256 alternatives).
    public init(validating pattern: String) throws(GlobError) {
        self.pattern = pattern
        var alternatives: [[Element]] = []
        for alternative in try GlobCompiler.expandBraces(Array(pattern.utf8)) {
            alternatives += try GlobCompiler.compile(alternative)
        }
        self.alternatives = alternatives
    }

    /// A pattern written in code (tests, defaults); a malformed one is a programmer mistake.
    public init(_ pattern: String) {
        do {
            try self.init(validating: pattern)
        } catch {
            preconditionFailure("malformed glob '\(pattern)': \(error.message)")
        }
    }

    /// `pattern` rewritten to match the same paths when written in a configuration file in
    /// the folder `prefix` levels above (`prefix` is a relative folder path; its
    /// characters are made literal).
    public func rebased(under prefix: String) -> Glob {
        guard !prefix.isEmpty && prefix != "." else { return self }
        var literal = ""
        for character in prefix {
            if "*?[]{}\\,".contains(character) { literal.append("\\") }
            literal.append(character)
        }
        let folder = GlobCompiler.literal(literal + "/")
        return Glob(pattern: pattern, alternatives: alternatives.map { folder + $0 })
    }

    private init(pattern: String, alternatives: [[Element]]) {
        self.pattern = pattern
        self.alternatives = alternatives
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let text = Array(path.utf8)
        return alternatives.contains { GlobCompiler.match($0, text) }
    }
}
