import DILintSyntax

/// The `dilint:` comments of one file and the findings they silence:
/// `// dilint:disable:next rule…`, `// dilint:disable:this rule…`, and regions
/// `// dilint:disable rule…` … `// dilint:enable rule…`; `all` names every rule; a trailing
/// ` - reason` is kept. Each named rule remembers whether it silenced something, so unused
/// ones can be reported, and unknown ids are reported wherever they appear.
public struct Suppressions {
    enum Scope {
        case nextLine, thisLine, region
    }

    /// One rule named by one comment.
    struct Entry {
        var rule: RuleID?  // nil: `all`
        var lines: ClosedRange<Int>
        var comment: Int  // index in the file's comments
        var position: SourceLocation
        var end: SourceLocation
        var reason: String?
        var isUsed = false
    }

    /// A word in a `dilint:` comment that is not a rule id.
    public struct UnknownRule {
        public var text: String
        public var start: SourceLocation
        public var end: SourceLocation
    }

    private(set) var entries: [Entry] = []
    public private(set) var unknownRules: [UnknownRule] = []

    /// - Parameter lines: asked for only when the file has a `dilint:` comment.
    public init(tree: SyntaxTree, lines lineTable: @autoclosure () -> LineTable) {
        var openRegions: [(entry: Entry, index: Int)] = []
        var table: LineTable? = nil
        for (commentIndex, comment) in tree.comments.enumerated()
        where comment.kind == .lineComment || comment.kind == .blockComment {
            guard let parsed = Self.parse(tree: tree, comment: comment) else { continue }
            let lines = table ?? lineTable()
            table = lines
            let lastLine = lines.lineCount
            let line = lines.location(of: comment.start).line
            for word in parsed.words {
                let start = lines.location(of: UInt32(word.offset))
                let end = lines.location(of: UInt32(word.offset + word.text.utf8.count))
                let rule: RuleID?
                if word.text == "all" {
                    rule = nil
                } else if let id = RuleID(rawValue: word.text) {
                    rule = id
                } else {
                    unknownRules.append(UnknownRule(text: word.text, start: start, end: end))
                    continue
                }
                switch parsed.command {
                case .disableNext:
                    entries.append(
                        Entry(
                            rule: rule, lines: Self.nextCodeLines(after: comment, tree: tree, lines: lines),
                            comment: commentIndex, position: start, end: end, reason: parsed.reason))
                case .disableThis:
                    entries.append(
                        Entry(
                            rule: rule, lines: line...line, comment: commentIndex,
                            position: start, end: end, reason: parsed.reason))
                case .disable:
                    let entry = Entry(
                        rule: rule, lines: line...max(line, lastLine), comment: commentIndex,
                        position: start, end: end, reason: parsed.reason)
                    openRegions.append((entry, entries.count))
                    entries.append(entry)
                case .enable:
                    // Close the most recent open region for this rule (or `all`).
                    if let open = openRegions.lastIndex(where: { $0.entry.rule == rule }) {
                        let index = openRegions[open].index
                        entries[index].lines = entries[index].lines.lowerBound...max(entries[index].lines.lowerBound, line)
                        openRegions.remove(at: open)
                    }
                }
            }
        }
    }

    /// The lines `disable:next` covers: from the next line with code through the first line
    /// that is not only attributes, so `@MainActor` lines between the comment and the
    /// declaration do not defeat it.
    static func nextCodeLines(after comment: Token, tree: SyntaxTree, lines: LineTable) -> ClosedRange<Int> {
        let tokens = tree.tokens
        // The first token after the comment; the end-of-file token at the latest.
        let low = min(tokens.partitionIndex { $0.start >= comment.end }, tokens.count - 1)
        let commentLine = lines.location(of: comment.start).line
        guard tokens[low].kind != .endOfFile else { return (commentLine + 1)...(commentLine + 1) }
        let first = lines.location(of: tokens[low].start).line
        var index = low
        var target = first
        // Step over lines that begin with `@` (attribute lines) to the declaration itself.
        while index < tokens.count && tokens[index].kind == .atSign {
            let line = lines.location(of: tokens[index].start).line
            while index < tokens.count && tokens[index].kind != .endOfFile
                && lines.location(of: tokens[index].start).line == line
            {
                index += 1
            }
            guard index < tokens.count, tokens[index].kind != .endOfFile else { break }
            target = lines.location(of: tokens[index].start).line
        }
        return min(first, commentLine + 1)...max(target, commentLine + 1)
    }

    enum Command {
        case disable, disableNext, disableThis, enable
    }

    struct Parsed {
        var command: Command
        var words: [(text: String, offset: Int)]
        var reason: String?
    }

    /// Reads `dilint:<command> words… [- reason]` from a comment's text; nil for other comments.
    static func parse(tree: SyntaxTree, comment: Token) -> Parsed? {
        let bytes = tree.bytes
        var i = Int(comment.start) + 2  // after `//` or `/*`
        var end = Int(comment.end)
        if comment.kind == .blockComment && end - i >= 2 && bytes[end - 2] == UInt8(ascii: "*") && bytes[end - 1] == UInt8(ascii: "/") {
            end -= 2
        }
        func skipSpaces() {
            while i < end && (bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t")) { i += 1 }
        }
        func word() -> (String, Int) {
            let start = i
            while i < end && bytes[i] != UInt8(ascii: " ") && bytes[i] != UInt8(ascii: "\t")
                && bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") && bytes[i] != UInt8(ascii: ",")
            {
                i += 1
            }
            return (String(decoding: bytes[start..<i], as: UTF8.self), start)
        }
        skipSpaces()
        let (head, _) = word()
        let command: Command
        switch head {
        case "dilint:disable": command = .disable
        case "dilint:disable:next": command = .disableNext
        case "dilint:disable:this": command = .disableThis
        case "dilint:enable": command = .enable
        default: return nil
        }
        var words: [(String, Int)] = []
        var reason: String?
        while true {
            skipSpaces()
            while i < end && bytes[i] == UInt8(ascii: ",") {
                i += 1
                skipSpaces()
            }
            guard i < end, bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") else { break }
            if bytes[i] == UInt8(ascii: "-") && (i + 1 == end || bytes[i + 1] == UInt8(ascii: " ")) {
                let text = String(decoding: bytes[(i + 1)..<end], as: UTF8.self)
                    .trimming(" \t\r\n*/")
                reason = text.isEmpty ? nil : text
                break
            }
            words.append(word())
        }
        return Parsed(command: command, words: words.map { (text: $0.0, offset: $0.1) }, reason: reason)
    }

    /// Silences a finding of `rule` starting on `line`, if a comment covers it: returns the
    /// suppression, marking the comment used.
    public mutating func suppress(_ rule: RuleID, line: Int) -> SuppressionInfo? {
        var result: SuppressionInfo?
        for index in entries.indices
        where entries[index].lines.contains(line)
            && (entries[index].rule == nil || entries[index].rule == rule)
        {
            entries[index].isUsed = true
            if result == nil { result = SuppressionInfo(line: entries[index].position.line, reason: entries[index].reason) }
        }
        return result
    }

    /// Rule names of comments that silenced nothing.
    public var unused: [(rule: String, start: SourceLocation, end: SourceLocation)] {
        entries.filter { !$0.isUsed }.map { ($0.rule?.rawValue ?? "all", $0.position, $0.end) }
    }
}
