import DILintRules

/// Findings recorded to be ignored: `--write-baseline FILE` writes them, `--baseline FILE`
/// hides exactly those. Entries are keyed by rule, path, enclosing symbol and flagged text,
/// never by line, so edits elsewhere in a file do not bring baselined findings back; a key
/// recorded twice hides two findings. The file is sorted, stable JSON that diffs well.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Encodable, Sendable, Hashable, Comparable {
        public var rule: String
        public var path: String
        public var symbol: String
        public var snippet: String
        public var count: Int

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.path, a.rule, a.symbol, a.snippet) < (b.path, b.rule, b.symbol, b.snippet)
        }

        var key: Key { Key(rule: rule, path: path, symbol: symbol, snippet: snippet) }
    }

    struct Key: Hashable {
        var rule: String
        var path: String
        var symbol: String
        var snippet: String

        init(rule: String, path: String, symbol: String, snippet: String) {
            self.rule = rule
            self.path = path
            self.symbol = symbol
            self.snippet = snippet
        }

        init(_ finding: Finding) {
            self.init(rule: finding.rule.rawValue, path: finding.path, symbol: finding.symbol, snippet: finding.snippet)
        }
    }

    struct File: Encodable {
        var version: Int
        var findings: [Entry]
    }

    public private(set) var entries: [Entry]

    /// The baseline of `findings`.
    public init(findings: [Finding]) {
        var counts: [Key: Int] = [:]
        for finding in findings { counts[Key(finding), default: 0] += 1 }
        entries = counts.map {
            Entry(
                rule: $0.key.rule, path: $0.key.path, symbol: $0.key.symbol,
                snippet: $0.key.snippet, count: $0.value)
        }.sorted()
    }

    /// Reads a baseline file's bytes; `path` names it in errors. Keys other than those
    /// `encoded()` writes are ignored.
    public init(bytes: [UInt8], path: String) throws(BaselineError) {
        func notABaseline(_ reason: String) -> BaselineError {
            BaselineError(message: "\(path): error: not a dilint baseline (\(reason))")
        }
        func member(_ key: String, of value: JSONValue, at context: String) throws(BaselineError) -> JSONValue {
            guard case .object(let members, _) = value else { throw notABaseline("wrong type at '\(context)'") }
            guard let found = members.last(where: { $0.key == key }) else { throw notABaseline("missing key '\(key)'") }
            return found.value
        }
        func wrongType(_ key: String, at context: String) -> BaselineError {
            notABaseline("wrong type at '\(context.isEmpty ? key : context + "." + key)'")
        }
        func string(_ key: String, of value: JSONValue, at context: String) throws(BaselineError) -> String {
            guard case .string(let text, _) = try member(key, of: value, at: context) else { throw wrongType(key, at: context) }
            return text
        }
        func integer(_ key: String, of value: JSONValue, at context: String) throws(BaselineError) -> Int {
            guard case .number(let number, _) = try member(key, of: value, at: context),
                number == number.rounded(), abs(number) < 0x1p53
            else { throw wrongType(key, at: context) }
            return Int(number)
        }

        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw notABaseline("invalid JSON")
        }
        let version = try integer("version", of: document, at: "")
        guard case .array(let findings, _) = try member("findings", of: document, at: "") else {
            throw wrongType("findings", at: "")
        }
        var entries: [Entry] = []
        for (position, finding) in findings.enumerated() {
            let context = "findings.\(position)"
            entries.append(
                Entry(
                    rule: try string("rule", of: finding, at: context), path: try string("path", of: finding, at: context),
                    symbol: try string("symbol", of: finding, at: context),
                    snippet: try string("snippet", of: finding, at: context),
                    count: try integer("count", of: finding, at: context)))
        }
        guard version == 1 else {
            throw BaselineError(message: "\(path): error: unsupported baseline version \(version); expected 1")
        }
        self.entries = entries.sorted()
    }

    /// Sorted, pretty-printed JSON with a final newline.
    public func encoded() -> [UInt8] {
        let bytes = (try? PrettyJSONEncoder().encode(File(version: 1, findings: entries))) ?? []
        return bytes + [UInt8(ascii: "\n")]
    }

    /// Splits findings into those the baseline does not hide and the number of baseline
    /// entries (counting repeats) that matched nothing: stale ones.
    public func filter(_ findings: [Finding]) -> (kept: [Finding], stale: Int) {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[entry.key, default: 0] += entry.count }
        var kept: [Finding] = []
        for finding in findings {
            let key = Key(finding)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                kept.append(finding)
            }
        }
        return (kept, remaining.values.reduce(0, +))
    }
}

/// A baseline file that could not be read.
public struct BaselineError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
