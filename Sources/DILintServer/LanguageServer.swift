import DILintRules

/// dilint's language server as a pure core: (state, messages) → (state, outgoing messages).
/// The caller frames and moves bytes (`MessageFramer`, standard input and output); this
/// type reads JSON-RPC bodies and answers with JSON-RPC bodies, reading the workspace
/// through the injected `WorkspaceFileSystem`.
///
/// Messages are handled a batch at a time (what arrived together): a `$/cancelRequest`
/// cancels a request of its batch not yet answered (-32800), and the documents changed in
/// a batch are linted once, after it, so a burst of keystrokes costs one lint. Other open
/// documents that an edit may affect are linted by `idle`, when no input waits. Every
/// malformed message gets the JSON-RPC error reply (-32700 unparsable, -32600 not a
/// request, -32601 unknown method, -32602 bad parameters, -32002 before `initialize`);
/// notifications get none, as the protocol says.
public struct LanguageServer {
    /// What a batch produced.
    public struct Output {
        /// JSON bodies to frame and send, in order.
        public var messages: [[UInt8]] = []
        /// Set once `exit` arrived: 0 after `shutdown`, 1 without.
        public var exitStatus: Int32?
    }

    public enum ErrorCode: Int {
        case parseError = -32700, invalidRequest = -32600, methodNotFound = -32601, invalidParams = -32602
        case serverNotInitialized = -32002, requestCancelled = -32800
    }

    let fileSystem: WorkspaceFileSystem
    let version: String
    var workspace: Workspace?
    /// `shutdown` arrived: only `exit` is accepted now.
    public private(set) var isShutDown = false
    var documents: [String: OpenDocument] = [:]
    /// Documents to lint before the batch ends or a request reads findings.
    var dirty = Set<String>()
    /// Open documents to lint again because the index changed, when input is idle.
    var pending = Set<String>()
    var watchesFiles = false
    private var out = Output()

    public init(fileSystem: WorkspaceFileSystem = .disk, version: String) {
        self.fileSystem = fileSystem
        self.version = version
    }

    /// Handles the bodies of one batch of messages.
    public mutating func handle(_ bodies: [[UInt8]]) -> Output {
        out = Output()
        var parsed: [JSONValue?] = []
        var cancelled = Set<String>()
        for body in bodies {
            let value = try? JSONParser.parse(body)
            parsed.append(value)
            if let value, value["method"]?.string == "$/cancelRequest", let id = value["params"]?["id"] {
                cancelled.insert(String(decoding: JSON(id).bytes, as: UTF8.self))
            }
        }
        for (body, value) in zip(bodies, parsed) {
            guard let value else {
                reply(error: .parseError, "the message is not valid JSON: \(Self.parseFailure(body))", id: .null)
                continue
            }
            handle(value, cancelled: cancelled)
            if out.exitStatus != nil { return out }
        }
        publishChanges()
        return out
    }

    /// Whether `idle` has work: documents to lint again after a change of the index.
    public var hasPendingWork: Bool { !pending.isEmpty }

    /// Lints one of the open documents an index change queued and publishes its
    /// diagnostics if they changed: the caller runs it while no input is waiting, so a
    /// burst of edits to one document waits for at most one other document's lint.
    public mutating func idle() -> Output {
        out = Output()
        if let uri = pending.min() { lintPending(only: uri) }
        return out
    }

    /// The reply to a framing fault the caller found (no id can be known).
    public static func framingFault(_ description: String) -> [UInt8] {
        errorBody(.parseError, "malformed message framing: \(description)", id: .null)
    }

    static func parseFailure(_ body: [UInt8]) -> String {
        do {
            _ = try JSONParser.parse(body)
            return ""
        } catch {
            return "\(error.location.line):\(error.location.column): \(error.message)"
        }
    }

    private mutating func handle(_ message: JSONValue, cancelled: Set<String>) {
        guard message.isObject else {
            return reply(error: .invalidRequest, "a message must be a JSON object (batches are not used by LSP)", id: .null)
        }
        let rawID = message["id"]
        var id = JSON.null
        if let rawID {
            guard rawID.string != nil || rawID.int != nil else {
                return reply(error: .invalidRequest, "'id' must be an integer or a string", id: .null)
            }
            id = JSON(rawID)
        }
        guard message["jsonrpc"]?.string == "2.0" else {
            return reply(error: .invalidRequest, "'jsonrpc' must be \"2.0\"", id: id)
        }
        guard let methodValue = message["method"] else {
            if rawID != nil && (message["result"] != nil || message["error"] != nil) { return }  // a reply to our request
            return reply(error: .invalidRequest, "a request needs a 'method'", id: id)
        }
        guard let method = methodValue.string else {
            return reply(error: .invalidRequest, "'method' must be a string", id: id)
        }
        // `null` params, as some clients send for `shutdown` and `exit`, are no params.
        var params = message["params"] ?? .object([], message.location)
        if case .null = params { params = .object([], message.location) }
        guard params.isObject || params.array != nil else {
            guard rawID != nil else { return }  // a notification never gets a reply
            return reply(error: .invalidRequest, "'params' must be an object or an array", id: id)
        }
        if rawID == nil {
            return notify(method, params)
        }
        if cancelled.contains(String(decoding: id.bytes, as: UTF8.self)) {
            return reply(error: .requestCancelled, "the request was cancelled", id: id)
        }
        request(method, params, id: id)
    }

    private mutating func request(_ method: String, _ params: JSONValue, id: JSON) {
        if method == "initialize" {
            guard workspace == nil else { return reply(error: .invalidRequest, "the server is already initialized", id: id) }
            return reply(result: initialize(params), id: id)
        }
        guard workspace != nil else {
            return reply(error: .serverNotInitialized, "the server is not initialized; send 'initialize' first", id: id)
        }
        guard !isShutDown else {
            return reply(error: .invalidRequest, "the server is shut down; only 'exit' is accepted", id: id)
        }
        switch method {
        case "shutdown":
            isShutDown = true
            reply(result: .null, id: id)
        case "textDocument/hover":
            guard let (uri, position) = Self.documentPosition(params) else {
                return reply(error: .invalidParams, "hover needs 'textDocument.uri' and 'position'", id: id)
            }
            publishChanges()
            lintPending(only: uri)
            reply(result: hover(uri: uri, at: position), id: id)
        case "textDocument/codeAction":
            guard let uri = params["textDocument"]?["uri"]?.string, let range = Self.range(params["range"]) else {
                return reply(error: .invalidParams, "codeAction needs 'textDocument.uri' and 'range'", id: id)
            }
            publishChanges()
            lintPending(only: uri)
            reply(result: codeActions(uri: uri, range: range), id: id)
        default:
            reply(error: .methodNotFound, "unknown method '\(method)'", id: id)
        }
    }

    private mutating func notify(_ method: String, _ params: JSONValue) {
        if method == "exit" {
            out.exitStatus = isShutDown ? 0 : 1
            return
        }
        guard workspace != nil, !isShutDown else { return }  // dropped, as the protocol says
        switch method {
        case "initialized":
            if watchesFiles { registerWatchers() }
        case "textDocument/didOpen":
            guard let document = params["textDocument"], let uri = document["uri"]?.string,
                let text = document["text"]?.string
            else { return }
            open(uri: uri, text: text, version: document["version"]?.int ?? 0, language: document["languageId"]?.string)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, let changes = params["contentChanges"]?.array else { return }
            change(uri: uri, version: params["textDocument"]?["version"]?.int, changes: changes)
        case "textDocument/didSave":
            guard let uri = params["textDocument"]?["uri"]?.string else { return }
            if uri.hasSuffix("/" + Configuration.fileName) { reloadConfiguration() }
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string else { return }
            close(uri: uri)
        case "workspace/didChangeWatchedFiles":
            watchedFilesChanged(params["changes"]?.array ?? [])
        case "workspace/didChangeWorkspaceFolders":
            foldersChanged(params["event"])
        default:
            break  // `$/cancelRequest` was applied to the batch; other notifications need nothing
        }
    }

    /// Starts the workspace from `initialize`'s folders (`workspaceFolders`, else `rootUri`,
    /// else `rootPath`) and announces what the server does.
    private mutating func initialize(_ params: JSONValue) -> JSON {
        var roots: [String] = []
        if let folders = params["workspaceFolders"]?.array {
            roots = folders.compactMap { $0["uri"]?.string.flatMap(FileURI.path(of:)) }
        }
        if roots.isEmpty, let uri = params["rootUri"]?.string, let path = FileURI.path(of: uri) { roots = [path] }
        if roots.isEmpty, let path = params["rootPath"]?.string, path.hasPrefix("/") { roots = [path] }
        roots = roots.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        watchesFiles = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool == true
        workspace = Workspace(roots: roots, fileSystem: fileSystem)
        showConfigurationError()
        let sync: JSON = .object([("openClose", .bool(true)), ("change", .int(2)), ("save", .object([("includeText", .bool(false))]))])
        let capabilities: JSON = .object([
            ("positionEncoding", .string("utf-16")),
            ("textDocumentSync", sync),
            ("hoverProvider", .bool(true)),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
            ("workspace", .object([("workspaceFolders", .object([("supported", .bool(true)), ("changeNotifications", .bool(true))]))])),
        ])
        return .object([
            ("capabilities", capabilities),
            ("serverInfo", .object([("name", .string("dilint")), ("version", .string(version))])),
        ])
    }

    private mutating func registerWatchers() {
        let watchers: JSON = .array([
            .object([("globPattern", .string("**/*.swift"))]),
            .object([("globPattern", .string("**/" + Configuration.fileName))]),
        ])
        let registration: JSON = .object([
            ("id", .string("dilint-watched-files")), ("method", .string("workspace/didChangeWatchedFiles")),
            ("registerOptions", .object([("watchers", watchers)])),
        ])
        send(
            .object([
                ("jsonrpc", .string("2.0")), ("id", .string("dilint-register-watchers")),
                ("method", .string("client/registerCapability")),
                ("params", .object([("registrations", .array([registration]))])),
            ]))
    }

    mutating func showConfigurationError() {
        guard let error = workspace?.configurationError else { return }
        send(
            .object([
                ("jsonrpc", .string("2.0")), ("method", .string("window/showMessage")),
                ("params", .object([("type", .int(1)), ("message", .string("dilint: \(error); the defaults apply"))])),
            ]))
    }

    mutating func send(_ message: JSON) {
        out.messages.append(message.bytes)
    }

    private mutating func reply(result: JSON, id: JSON) {
        send(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
    }

    private mutating func reply(error code: ErrorCode, _ message: String, id: JSON) {
        out.messages.append(Self.errorBody(code, message, id: id))
    }

    static func errorBody(_ code: ErrorCode, _ message: String, id: JSON) -> [UInt8] {
        JSON.object([
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .object([("code", .int(code.rawValue)), ("message", .string(message))])),
        ]).bytes
    }

    static func position(_ value: JSONValue?) -> Position? {
        guard let line = value?["line"]?.int, let character = value?["character"]?.int, line >= 0, character >= 0 else { return nil }
        return Position(line: line, character: character)
    }

    static func range(_ value: JSONValue?) -> (start: Position, end: Position)? {
        guard let start = position(value?["start"]), let end = position(value?["end"]) else { return nil }
        return (start, end)
    }

    static func documentPosition(_ params: JSONValue) -> (String, Position)? {
        guard let uri = params["textDocument"]?["uri"]?.string, let position = position(params["position"]) else { return nil }
        return (uri, position)
    }
}
