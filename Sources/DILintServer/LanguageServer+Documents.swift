import DILintReport
import DILintRules

/// A document the editor has open: its text (which wins over the disk's) and the findings
/// last published for it.
struct OpenDocument {
    var uri: String
    /// The absolute path, or the URI for a document with no file (`untitled:`).
    var path: String
    var text: TextDocument
    var findings: [Finding] = []
    var published: [Finding]?
    var isTextChanged = true
}

extension LanguageServer {
    mutating func open(uri: String, text: String, version: Int, language: String?) {
        let path = FileURI.path(of: uri) ?? uri
        guard language == "swift" || path.hasSuffix(".swift") else { return }
        documents[uri] = OpenDocument(uri: uri, path: path, text: TextDocument(bytes: Array(text.utf8), version: version))
        dirty.insert(uri)
    }

    mutating func change(uri: String, version: Int?, changes: [JSONValue]) {
        guard var document = documents.removeValue(forKey: uri) else { return }
        for change in changes {
            guard let text = change["text"]?.string else { continue }
            if let rangeValue = change["range"] {
                // A malformed range is skipped, never taken for a whole-document change.
                guard let range = Self.range(rangeValue) else { continue }
                document.text.replace(range, with: text)
            } else {
                document.text.replace(nil, with: text)
            }
        }
        if let version { document.text.version = version }
        document.isTextChanged = true
        documents[uri] = document
        dirty.insert(uri)
    }

    mutating func close(uri: String) {
        guard let document = documents.removeValue(forKey: uri) else { return }
        dirty.remove(uri)
        pending.remove(uri)
        publish(uri: uri, version: nil, diagnostics: [])  // the editor clears the closed file's list
        // The disk's text stands for the file again.
        if let workspace, document.path.hasPrefix("/") {
            self.workspace!.update(path: workspace.displayPath(document.path), bytes: fileSystem.read(document.path))
        }
    }

    mutating func reloadConfiguration() {
        workspace?.reload()
        afterReload()
    }

    mutating func foldersChanged(_ event: JSONValue?) {
        guard let workspace else { return }
        let removed = Set((event?["removed"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(FileURI.path(of:)) })
        let added = (event?["added"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(FileURI.path(of:)) }
        var roots = workspace.roots.filter { !removed.contains($0) }
        roots += added.filter { !roots.contains($0) }
        self.workspace!.reload(roots: roots)
        afterReload()
    }

    /// After the workspace re-read the disk: the open documents' texts win again.
    private mutating func afterReload() {
        for uri in documents.keys {
            documents[uri]!.isTextChanged = true
            dirty.insert(uri)
        }
        showConfigurationError()
    }

    mutating func watchedFilesChanged(_ changes: [JSONValue]) {
        guard let workspace else { return }
        let openPaths = Set(documents.values.map(\.path))
        for change in changes {
            guard let uri = change["uri"]?.string, let path = FileURI.path(of: uri) else { continue }
            if path.hasSuffix("/" + Configuration.fileName) {
                reloadConfiguration()
                return
            }
            guard path.hasSuffix(".swift"), !openPaths.contains(path) else { continue }
            let deleted = change["type"]?.int == 3
            self.workspace!.update(path: workspace.displayPath(path), bytes: deleted ? nil : fileSystem.read(path))
        }
    }

    /// Brings the index up to date with the changed documents, lints and publishes the
    /// edited ones (an edited document always gets its new version's diagnostics), and,
    /// when facts other files depend on changed, queues every other open document for
    /// `lintPending` (which the caller runs when no input is waiting): the edited document's
    /// diagnostics do not wait for the others.
    mutating func publishChanges() {
        guard workspace != nil, !dirty.isEmpty || workspace!.isIndexStale else { return }
        var lintsEveryDocument = workspace!.isIndexStale  // a disk file or the configuration changed
        var edited = Set<String>()
        for uri in dirty {
            guard documents[uri]!.isTextChanged else { continue }
            documents[uri]!.isTextChanged = false
            edited.insert(uri)
            let document = documents[uri]!
            if workspace!.update(path: displayPath(document), bytes: document.text.bytes) == .facts { lintsEveryDocument = true }
        }
        let targets = dirty
        dirty = []
        pending.subtract(targets)
        for uri in targets.sorted() { lint(uri, publishing: edited.contains(uri)) }
        if lintsEveryDocument { pending.formUnion(Set(documents.keys).subtracting(targets)) }
    }

    /// Lints the open documents queued by a change of the index (all of them, or only `uri`)
    /// and publishes those whose findings changed.
    mutating func lintPending(only uri: String? = nil) {
        let uris = uri.map { pending.contains($0) ? [$0] : [] } ?? pending.sorted()
        for uri in uris {
            pending.remove(uri)
            lint(uri, publishing: false)
        }
    }

    /// Lints open document `uri` against the current index and publishes its diagnostics
    /// when they changed (or always, with `publishing`).
    private mutating func lint(_ uri: String, publishing: Bool) {
        guard var document = documents[uri] else { return }
        document.findings = workspace!.lint(path: displayPath(document), bytes: document.text.bytes)
        if document.published != document.findings || publishing {
            let diagnostics = document.findings.map { diagnostic($0, in: &document.text) }
            publish(uri: uri, version: document.text.version, diagnostics: diagnostics)
            document.published = document.findings
        }
        documents[uri] = document
    }

    func displayPath(_ document: OpenDocument) -> String {
        document.path.hasPrefix("/") ? workspace!.displayPath(document.path) : document.path
    }

    private mutating func publish(uri: String, version: Int?, diagnostics: [JSON]) {
        var params: [(String, JSON)] = [("uri", .string(uri))]
        if let version { params.append(("version", .int(version))) }
        params.append(("diagnostics", .array(diagnostics)))
        send(
            .object([
                ("jsonrpc", .string("2.0")), ("method", .string("textDocument/publishDiagnostics")),
                ("params", .object(params)),
            ]))
    }

    static func rangeJSON(_ start: Position, _ end: Position) -> JSON {
        .object([
            ("start", .object([("line", .int(start.line)), ("character", .int(start.character))])),
            ("end", .object([("line", .int(end.line)), ("character", .int(end.character))])),
        ])
    }

    /// The LSP range of a finding in the text it was found in.
    func range(of finding: Finding, in text: inout TextDocument) -> (start: Position, end: Position) {
        let start = text.position(line: finding.start.line, byteColumn: finding.start.column)
        let end = text.position(line: finding.end.line, byteColumn: finding.end.column)
        return (start, end.line < start.line || (end.line == start.line && end.character < start.character) ? start : end)
    }

    func diagnostic(_ finding: Finding, in text: inout TextDocument) -> JSON {
        let range = range(of: finding, in: &text)
        let severity: Int
        switch finding.severity {
        case .error: severity = 1
        case .warning: severity = 2
        case .note: severity = 3
        }
        var members: [(String, JSON)] = [
            ("range", Self.rangeJSON(range.start, range.end)),
            ("severity", .int(severity)),
            ("code", .string(finding.rule.rawValue)),
            ("codeDescription", .object([("href", .string(ToolInfo.documentationURI(ofRule: finding.rule.rawValue)))])),
            ("source", .string("dilint")),
            ("message", .string(finding.message)),
        ]
        if SuppressionFix.isRemovable(finding) { members.append(("tags", .array([.int(1)]))) }  // Unnecessary: shown faded
        return .object(members)
    }
}
