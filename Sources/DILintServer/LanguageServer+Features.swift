import DILintReport
import DILintRules

/// Hover (the rule's documentation) and code actions (suppress a finding; remove an unused
/// suppression).
extension LanguageServer {
    /// The text a suppression comment inserted by the code action gives as its reason, for
    /// the user to replace.
    static let reasonPlaceholder = "REASON"

    /// The findings under `position`, with the message and the rule's whole document as
    /// Markdown; else the document of a rule named in a `dilint:` comment under it; null
    /// where there is neither.
    mutating func hover(uri: String, at position: Position) -> JSON {
        guard var document = documents[uri] else { return .null }
        var parts: [String] = []
        var hit: (start: Position, end: Position)?
        for finding in document.findings {
            let range = range(of: finding, in: &document.text)
            guard Self.contains(range, position) else { continue }
            hit = hit ?? range
            let link = ToolInfo.documentationURI(ofRule: finding.rule.rawValue)
            var text = "**dilint** `\(finding.rule.rawValue)` (\(finding.severity.rawValue)): \(finding.message)\n\n"
            text += RuleDocumentation.markdown(for: finding.rule) ?? ""
            text += "\n\n[Rule documentation](\(link))"
            parts.append(text)
        }
        // A rule named in a `dilint:` comment (also under an unused-suppression finding).
        if let (rule, range) = Self.ruleName(at: position, in: &document.text) {
            hit = hit ?? range
            parts.append(
                "**dilint** `\(rule.rawValue)`\n\n" + (RuleDocumentation.markdown(for: rule) ?? "")
                    + "\n\n[Rule documentation](\(ToolInfo.documentationURI(ofRule: rule.rawValue)))")
        }
        guard let hit else { return .null }
        return .object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(parts.joined(separator: "\n\n---\n\n")))])),
            ("range", Self.rangeJSON(hit.start, hit.end)),
        ])
    }

    /// The rule id under `position` on a line holding a `dilint:` comment
    /// (`// dilint:disable:next singleton_access`), with its range.
    static func ruleName(at position: Position, in text: inout TextDocument) -> (RuleID, (start: Position, end: Position))? {
        let line = Array(text.lineBytes(position.line))
        guard let marker = line.firstRange(of: Array("dilint:".utf8)) else { return nil }
        let offset = text.offset(of: position) - text.offset(of: Position(line: position.line, character: 0))
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
        }
        guard offset >= marker.upperBound, offset <= line.count else { return nil }
        var start = offset
        var end = offset
        while start > marker.upperBound && isWordByte(line[start - 1]) { start -= 1 }
        while end < line.count && isWordByte(line[end]) { end += 1 }
        guard start < end, let rule = RuleID(rawValue: String(decoding: line[start..<end], as: UTF8.self)) else { return nil }
        let lineStart = text.offset(of: Position(line: position.line, character: 0))
        return (rule, (text.position(of: lineStart + start), text.position(of: lineStart + end)))
    }

    static func contains(_ range: (start: Position, end: Position), _ p: Position) -> Bool {
        let afterStart = p.line > range.start.line || (p.line == range.start.line && p.character >= range.start.character)
        let beforeEnd = p.line < range.end.line || (p.line == range.end.line && p.character <= range.end.character)
        return afterStart && beforeEnd
    }

    /// Quick fixes for the findings on the lines of `range`.
    mutating func codeActions(uri: String, range: (start: Position, end: Position)) -> JSON {
        guard var document = documents[uri] else { return .array([]) }
        var actions: [JSON] = []
        let removable = document.findings.filter(SuppressionFix.isRemovable)
        for finding in document.findings {
            let findingRange = self.range(of: finding, in: &document.text)
            guard findingRange.start.line <= range.end.line && findingRange.end.line >= range.start.line else { continue }
            let diagnostic = diagnostic(finding, in: &document.text)
            if SuppressionFix.isRemovable(finding) {
                let edits = SuppressionFix.edits(for: [finding], in: document.text.bytes)
                guard !edits.isEmpty else { continue }
                actions.append(
                    action(
                        "Remove the unused suppression of '\(finding.snippet)'", uri: uri,
                        edits: edits.map { lspEdit($0, in: &document.text) }, diagnostic: diagnostic, isPreferred: true))
            } else if finding.rule != .superfluousSuppression {
                let edit = suppressionEdit(for: finding, in: &document.text)
                actions.append(
                    action(
                        "Suppress '\(finding.rule.rawValue)' here with a dilint:disable:next comment", uri: uri,
                        edits: [edit], diagnostic: diagnostic, isPreferred: false))
            }
        }
        if removable.count > 1 {
            let edits = SuppressionFix.edits(for: removable, in: document.text.bytes).map { lspEdit($0, in: &document.text) }
            actions.append(
                action(
                    "Remove every unused dilint suppression in this file", uri: uri, edits: edits,
                    diagnostic: nil, isPreferred: false))
        }
        documents[uri] = document
        return .array(actions)
    }

    /// `// dilint:disable:next RULE - REASON` on a line of its own above the finding's line,
    /// indented like it, with that line's line break.
    func suppressionEdit(for finding: Finding, in text: inout TextDocument) -> JSON {
        let line = max(0, finding.start.line - 1)
        let content = text.lineBytes(line)
        let indent = content.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let after = content.endIndex
        let lineBreak =
            after + 1 < text.bytes.count && text.bytes[after] == UInt8(ascii: "\r") && text.bytes[after + 1] == UInt8(ascii: "\n")
            ? "\r\n" : (after < text.bytes.count && text.bytes[after] == UInt8(ascii: "\r") ? "\r" : "\n")
        let comment =
            String(decoding: indent, as: UTF8.self)
            + "// dilint:disable:next \(finding.rule.rawValue) - \(Self.reasonPlaceholder)" + lineBreak
        let at = Position(line: line, character: 0)
        return .object([("range", Self.rangeJSON(at, at)), ("newText", .string(comment))])
    }

    func lspEdit(_ edit: TextEdit, in text: inout TextDocument) -> JSON {
        .object([
            ("range", Self.rangeJSON(text.position(of: edit.range.lowerBound), text.position(of: edit.range.upperBound))),
            ("newText", .string(String(decoding: edit.replacement, as: UTF8.self))),
        ])
    }

    func action(_ title: String, uri: String, edits: [JSON], diagnostic: JSON?, isPreferred: Bool) -> JSON {
        var members: [(String, JSON)] = [("title", .string(title)), ("kind", .string("quickfix"))]
        if let diagnostic { members.append(("diagnostics", .array([diagnostic]))) }
        if isPreferred { members.append(("isPreferred", .bool(true))) }
        members.append(("edit", .object([("changes", .object([(uri, .array(edits))]))])))
        return .object(members)
    }
}
