import DILintRules

/// What reports say about a rule beyond its id: the one-line summary, the whole Markdown
/// document and the tool's default severity. The built-in entries come from `Rules/<id>.md`
/// (through `RuleDocumentation`) and `RuleRegistry`; tests give their own so golden files do
/// not change whenever a rule's documentation does.
public struct RuleDescription: Sendable, Hashable {
    public var id: RuleID
    /// Line 3 of the document; may contain Markdown code spans.
    public var summary: String
    /// The whole `Rules/<id>.md`.
    public var markdown: String
    public var defaultSeverity: Severity

    public init(id: RuleID, summary: String, markdown: String, defaultSeverity: Severity) {
        self.id = id
        self.summary = summary
        self.markdown = markdown
        self.defaultSeverity = defaultSeverity
    }

    /// The description built into the binary.
    public static func builtIn(_ id: RuleID) -> RuleDescription {
        RuleDescription(
            id: id, summary: RuleDocumentation.summary(for: id),
            markdown: RuleDocumentation.markdown(for: id) ?? "",
            defaultSeverity: RuleRegistry.type(of: id).defaultSeverity)
    }

    /// `too_many_dependencies` → `TooManyDependencies` (SARIF's `name`).
    public var upperCamelCaseName: String {
        id.rawValue.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The summary as plain text; the id in words when the document has none yet.
    public var plainSummary: String {
        let text = MarkdownText.plain(summary)
        return text.isEmpty ? String(id.rawValue.map { $0 == "_" ? " " : $0 }) : text
    }

    /// The `## What it flags` section as plain text; the summary when the section is missing.
    public var plainWhatItFlags: String {
        let text = MarkdownText.plain(MarkdownText.section("What it flags", of: markdown))
        return text.isEmpty ? plainSummary : text
    }
}

/// The rule descriptions a report draws on: given entries first, the built-in ones otherwise.
public struct RuleCatalog: Sendable {
    var entries: [RuleID: RuleDescription]

    public init(_ descriptions: [RuleDescription]) {
        entries = Dictionary(descriptions.map { ($0.id, $0) }) { first, _ in first }
    }

    /// Every rule's built-in description, read on demand.
    public static let builtIn = RuleCatalog([])

    public func description(of id: RuleID) -> RuleDescription {
        entries[id] ?? .builtIn(id)
    }
}

/// Just enough Markdown handling for rule documents: cutting out a `## ` section and turning
/// prose into plain text for fields that do not render Markdown.
enum MarkdownText {
    /// The lines under `## <title>` up to the next `## ` heading, without the heading; "" when absent.
    static func section(_ title: String, of markdown: String) -> String {
        var lines: [Substring] = []
        var isInside = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                if isInside { break }
                isInside = line.dropFirst(3).trimming(" \t") == title
                continue
            }
            if isInside { lines.append(line) }
        }
        return lines.joined(separator: "\n")
    }

    /// Plain text: wrapped lines of a paragraph joined with spaces, paragraphs separated by a
    /// blank line, list items on their own lines, code spans and fences without their
    /// backticks, links as `text (url)`. Code blocks keep their lines.
    static func plain(_ markdown: String) -> String {
        var paragraphs: [String] = []
        var current = ""
        var isInCode = false
        func flush() {
            if !current.isEmpty { paragraphs.append(current) }
            current = ""
        }
        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimming(" \t")
            if line.hasPrefix("```") {
                flush()
                isInCode.toggle()
                continue
            }
            if isInCode {
                current += current.isEmpty ? String(rawLine) : "\n" + String(rawLine)
                continue
            }
            if line.isEmpty {
                flush()
            } else if line.hasPrefix("- ") || line.hasPrefix("* ") || line.hasPrefix("#") || current.isEmpty {
                let text = inline(line.hasPrefix("#") ? line.drop { $0 == "#" }.trimming(" \t") : line)
                current += current.isEmpty ? text : "\n" + text
            } else {
                current += " " + inline(line)
            }
        }
        flush()
        return paragraphs.joined(separator: "\n\n")
    }

    /// One line's inline Markdown: backticks dropped, `[text](url)` → `text (url)`.
    static func inline(_ line: String) -> String {
        var out = ""
        var rest = Substring(line)
        while let first = rest.first {
            if first == "`" {
                rest = rest.dropFirst()
                continue
            }
            if first == "[", let close = rest.firstIndex(of: "]"), rest[close...].dropFirst().first == "(",
                let end = rest[close...].firstIndex(of: ")")
            {
                let text = rest[rest.index(after: rest.startIndex)..<close]
                let url = rest[rest.index(close, offsetBy: 2)..<end]
                out += "\(text) (\(url))"
                rest = rest[rest.index(after: end)...]
                continue
            }
            out.append(first)
            rest = rest.dropFirst()
        }
        return out
    }
}
