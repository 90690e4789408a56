import DILintRules

/// The terminal format, like the Swift compiler's: the location line, the source line and
/// a caret under the flagged text, then a summary (`2 warnings, 1 error in 3 files`).
/// Colors only when the report asks for them (a terminal without `NO_COLOR`).
public struct TextReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> [UInt8] {
        var out = ""
        let color = report.useColor
        for entry in report.findings {
            let f = entry.finding
            let level: String
            switch f.severity {
            case .error: level = color ? "\u{1B}[1;31merror\u{1B}[0m" : "error"
            case .warning: level = color ? "\u{1B}[1;35mwarning\u{1B}[0m" : "warning"
            case .note: level = color ? "\u{1B}[1;36mnote\u{1B}[0m" : "note"
            }
            let location = "\(f.path):\(f.start.line):\(f.start.column):"
            out += color ? "\u{1B}[1m\(location)\u{1B}[0m" : location
            out += " \(level): \(Escaping.singleLine(f.message)) [\(f.rule.rawValue)]\n"
            let shown = Snippet(line: entry.sourceLine, finding: f)
            let source = Escaping.singleLine(shown.text)
            if !source.isEmpty {
                out += "\(source)\n"
                out += caret(from: shown.start, to: shown.end, sourceLine: source, color: color) + "\n"
            }
        }
        out += summary(report)
        return Array(out.utf8)
    }

    /// Spaces up to byte column `start` (tabs kept, so the caret lines up), then `^~~~` over
    /// the characters up to byte column `end` (nil: one character).
    func caret(from start: Int, to end: Int?, sourceLine: String, color: Bool) -> String {
        let bytes = Array(sourceLine.utf8)
        var prefix = ""
        var column = 1
        var index = 0
        while column < start && index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\t") {
                prefix += "\t"
            } else if byte & 0xC0 != 0x80 {
                prefix += " "  // one space per character, not per UTF-8 byte
            }
            column += 1
            index += 1
        }
        let width: Int
        if let end, end > start {
            width = String(decoding: bytes[min(index, bytes.count)..<min(bytes.count, index + end - start)], as: UTF8.self).count
        } else {
            width = 1
        }
        let marks = "^" + String(repeating: "~", count: max(0, width - 1))
        return prefix + (color ? "\u{1B}[1;32m\(marks)\u{1B}[0m" : marks)
    }

    /// The part of a finding's source line the report shows, and the finding's byte columns
    /// in it. A line of up to `limit` bytes is shown whole; a longer one (minified or
    /// generated code) as `limit` bytes around the finding, cut at characters and marked
    /// with `…`, so that many findings on one long line cost the report no more than their
    /// number.
    struct Snippet {
        static let limit = 160
        /// Bytes shown before the finding's start when the line is cut.
        static let lead = 40
        var text: String
        var start: Int
        /// nil: the range does not end on this line, or ends where it starts.
        var end: Int?

        init(line: String, finding f: Finding) {
            let end = f.end.line == f.start.line && f.end.column > f.start.column ? f.end.column : nil
            let utf8 = line.utf8
            let count = utf8.count
            guard count > Self.limit else {
                (text, start, self.end) = (line, f.start.column, end)
                return
            }
            let first = utf8.characterStart(atOffset: min(count, max(0, f.start.column - 1 - Self.lead)))
            let cut = utf8.distance(from: utf8.startIndex, to: first)
            let last = utf8.characterStart(atOffset: min(count, cut + Self.limit))
            let opener = first > utf8.startIndex ? "…" : ""
            text = opener + String(line[first..<last]) + (last < utf8.endIndex ? "…" : "")
            let shift = opener.utf8.count - cut
            start = f.start.column + shift
            // The caret stops where the shown text does (before a closing `…`).
            self.end = end.map { min($0 + shift, opener.utf8.count + utf8.distance(from: first, to: last) + 1) }
        }
    }

    func summary(_ report: Report) -> String {
        var counts: [String] = []
        func add(_ n: Int, _ word: String) {
            if n > 0 { counts.append("\(n) \(word)\(n == 1 ? "" : "s")") }
        }
        add(report.findings.filter { $0.finding.severity == .error }.count, "error")
        add(report.findings.filter { $0.finding.severity == .warning }.count, "warning")
        add(report.findings.filter { $0.finding.severity == .note }.count, "note")
        let files = "\(report.fileCount) file\(report.fileCount == 1 ? "" : "s")"
        if counts.isEmpty { return "no findings in \(files)\n" }
        return counts.joined(separator: ", ") + " in \(files)\n" + mostReachedSingletons(report)
    }

    /// How many singletons the summary names.
    static let singletonsNamed = 3

    /// A line naming the most-reached singletons, so a large singleton_access count reads as
    /// a few decisions: `most-reached singletons: Settings.current: 269 accesses in 80 files,
    /// …`: the reported accesses, each finding counting the accesses of its type it stands
    /// for (`(3 accesses)` in its message), and those of the type's other files folded into
    /// it. Empty without singleton_access findings. Ties are broken by name.
    func mostReachedSingletons(_ report: Report) -> String {
        var accesses: [String: (count: Int, files: Set<String>)] = [:]
        for finding in report.findings.map(\.finding) + report.folded where finding.rule == .singletonAccess {
            for (name, count) in SingletonAccessRule.reachedSingletons(inMessage: finding.message) {
                accesses[name, default: (0, [])].count += count
                accesses[name]!.files.insert(finding.path)
            }
        }
        guard !accesses.isEmpty else { return "" }
        let top = accesses.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }.prefix(Self.singletonsNamed)
        let parts = top.map { name, value in
            let times = "\(value.count) access\(value.count == 1 ? "" : "es")"
            return "\(name): \(times) in \(value.files.count) file\(value.files.count == 1 ? "" : "s")"
        }
        return "most-reached singletons: " + parts.joined(separator: ", ") + "\n"
    }
}
