import DILintSyntax

/// One reported problem: which rule, how severe, what to do, and where.
public struct Finding: Sendable, Hashable {
    public var rule: RuleID
    public var severity: Severity
    /// One sentence naming the symbol, what is wrong and, after `;`, what to do instead.
    public var message: String
    /// Relative to the current folder, `/`-separated.
    public var path: String
    public var start: SourceLocation
    /// Where the flagged text ends (exclusive column).
    public var end: SourceLocation
    /// The enclosing declaration path, `FeedViewModel.init(api:)`: part of the fingerprint.
    public var symbol: String
    /// The flagged text with whitespace folded: part of the fingerprint.
    public var snippet: String
    /// The suppression comment that silenced this finding, when one did.
    public var suppression: SuppressionInfo?
    /// The text of the line the finding starts on (for the caret display).
    public var sourceLine: String = ""
    /// The problem the finding stands for when its code is one type's and the type's other
    /// files may reach it too (`Linter.foldAcrossFiles`); nil otherwise.
    public var problem: Problem? = nil
    /// A place that stands for its problem only beside a finding of the same problem in
    /// another of the type's files (`Linter.foldAcrossFiles`): the declaring file's first
    /// access when that file alone would not be reported. Never reported alone.
    public var isAnchor = false

    /// One hidden dependency of one type: what `type` reaches, under the rule's own key.
    public struct Problem: Sendable, Hashable {
        public var type: String
        public var key: String
        /// The file declaring the one of two same-named types whose code this is
        /// (`ProjectIndex.nearestDeclaringPath`); nil when the name is declared once.
        public var home: String? = nil
    }

    public init(
        rule: RuleID, severity: Severity, message: String, path: String, start: SourceLocation,
        end: SourceLocation, symbol: String, snippet: String, suppression: SuppressionInfo? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.path = path
        self.start = start
        self.end = end
        self.symbol = symbol
        self.snippet = snippet
        self.suppression = suppression
    }

    /// The order of every report: file, line, column, then rule.
    public static func sortedOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
        if a.start != b.start { return a.start < b.start }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }
}

/// Where an in-source suppression came from and the reason written after ` - `.
public struct SuppressionInfo: Sendable, Hashable {
    public var line: Int
    public var reason: String?

    public init(line: Int, reason: String?) {
        self.line = line
        self.reason = reason
    }
}

/// What a rule reports while it checks one file: token positions, resolved to lines,
/// columns and symbols by the engine afterwards.
public struct FindingSink {
    struct Raw {
        var rule: RuleID
        var tokens: TokenRange
        var declaration: Int
        var message: String
        var problem: Finding.Problem? = nil
        var isAnchor = false
    }

    var raw: [Raw] = []
    /// The rule being run; set by the engine.
    var rule: RuleID = .singletonDeclaration

    init() {}

    /// Reports tokens `tokens` (usually one) inside declaration `declaration` (-1 at file scope).
    public mutating func report(
        _ tokens: TokenRange, in declaration: Int, _ message: String, problem: Finding.Problem? = nil
    ) {
        raw.append(Raw(rule: rule, tokens: tokens, declaration: declaration, message: message, problem: problem))
    }

    /// Reports one token.
    public mutating func report(token: Int, in declaration: Int, _ message: String, problem: Finding.Problem? = nil) {
        report(TokenRange(token, token + 1), in: declaration, message, problem: problem)
    }

    /// Marks one token as the place of `problem` should another of the type's files report
    /// it (`Finding.isAnchor`).
    public mutating func anchor(token: Int, in declaration: Int, _ message: String, problem: Finding.Problem) {
        raw.append(
            Raw(
                rule: rule, tokens: TokenRange(token, token + 1), declaration: declaration, message: message,
                problem: problem, isAnchor: true))
    }
}
