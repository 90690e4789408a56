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
            let source = Escaping.singleLine(entry.sourceLine)
            if !source.isEmpty {
                out += "\(source)\n"
                out += caret(for: f, sourceLine: source, color: color) + "\n"
            }
        }
        out += summary(report)
        return Array(out.utf8)
    }

    /// Spaces up to the column (tabs kept, so the caret lines up), then `^~~~` over the range.
    func caret(for f: Finding, sourceLine: String, color: Bool) -> String {
        let bytes = Array(sourceLine.utf8)
        var prefix = ""
        var column = 1
        var index = 0
        while column < f.start.column && index < bytes.count {
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
        if f.end.line == f.start.line && f.end.column > f.start.column {
            width = String(decoding: bytes[min(index, bytes.count)..<min(bytes.count, index + f.end.column - f.start.column)],
                            as: UTF8.self).count
        } else {
            width = 1
        }
        let marks = "^" + String(repeating: "~", count: max(0, width - 1))
        return prefix + (color ? "\u{1B}[1;32m\(marks)\u{1B}[0m" : marks)
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
        return counts.joined(separator: ", ") + " in \(files)\n"
    }
}
