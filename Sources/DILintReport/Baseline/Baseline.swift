import DILintRules
import Foundation

/// Findings recorded to be ignored: `--write-baseline FILE` writes them, `--baseline FILE`
/// hides exactly those. Entries are keyed by rule, path, enclosing symbol and flagged text,
/// never by line, so edits elsewhere in a file do not bring baselined findings back; a key
/// recorded twice hides two findings. The file is sorted, stable JSON that diffs well.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Codable, Sendable, Hashable, Comparable {
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

    struct File: Codable {
        var version: Int
        var findings: [Entry]
    }

    public private(set) var entries: [Entry]

    /// The baseline of `findings`.
    public init(findings: [Finding]) {
        var counts: [Key: Int] = [:]
        for finding in findings { counts[Key(finding), default: 0] += 1 }
        entries = counts.map { Entry(rule: $0.key.rule, path: $0.key.path, symbol: $0.key.symbol,
                                     snippet: $0.key.snippet, count: $0.value) }.sorted()
    }

    /// Reads a baseline file's bytes; `path` names it in errors.
    public init(data: Data, path: String) throws(BaselineError) {
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            guard file.version == 1 else {
                throw BaselineError(message: "\(path): error: unsupported baseline version \(file.version); expected 1")
            }
            entries = file.findings.sorted()
        } catch let error as BaselineError {
            throw error
        } catch {
            throw BaselineError(message: "\(path): error: not a dilint baseline (\(Self.describe(error)))")
        }
    }

    /// Sorted, pretty-printed JSON with a final newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(File(version: 1, findings: entries))) ?? Data()
        return data + Data("\n".utf8)
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

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "missing key '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong type at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        case DecodingError.dataCorrupted: return "invalid JSON"
        default: return "\(error)"
        }
    }
}

/// A baseline file that could not be read.
public struct BaselineError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
