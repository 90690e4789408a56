import DILintRules
import DILintServer

/// Drives a `LanguageServer` with JSON text, no pipes: each `send` is one batch, and what
/// the server wrote comes back parsed.
struct ServerHarness {
    var server: LanguageServer
    private var nextID = 1
    /// Every message the server sent so far.
    var received: [JSONValue] = []

    /// The "disk": tests may change it while the server runs.
    final class Disk: @unchecked Sendable {
        var files: [String: String]
        init(_ files: [String: String]) { self.files = files }
    }

    let disk: Disk

    /// The workspace's configuration unless a test writes its own: it turns on the opt-in
    /// cross-file rule the tests watch, single_implementation_protocol.
    static let configuration = #"{"rules": {"single_implementation_protocol": "on"}}"#

    init(files: [String: String]) {
        let disk = Disk(files.merging(["/projects/app/.dilint.json": Self.configuration]) { mine, _ in mine })
        self.disk = disk
        server = LanguageServer(fileSystem: .memory { disk.files.mapValues { Array($0.utf8) } }, version: "test")
    }

    /// Sends raw bodies as one batch; returns the messages written in reply.
    @discardableResult
    mutating func sendRaw(_ bodies: [String]) -> (messages: [JSONValue], exit: Int32?) {
        let output = server.handle(bodies.map { Array($0.utf8) })
        // As the stdio loop does when no more input waits.
        var later: [[UInt8]] = []
        while output.exitStatus == nil && server.hasPendingWork { later += server.idle().messages }
        let messages = (output.messages + later).map { try! JSONParser.parse($0) }
        received += messages
        return (messages, output.exitStatus)
    }

    /// A request; returns its reply (and everything else sent in the same batch).
    mutating func request(_ method: String, _ params: JSON = .object([])) -> (reply: JSONValue?, others: [JSONValue]) {
        let id = nextID
        nextID += 1
        let messages = sendRaw([
            Self.text(
                .object([
                    ("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)),
                    ("params", params),
                ]))
        ]).messages
        return (messages.first { $0["id"]?.int == id }, messages.filter { $0["id"]?.int != id })
    }

    @discardableResult
    mutating func notify(_ method: String, _ params: JSON) -> [JSONValue] {
        sendRaw([Self.text(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))]).messages
    }

    static func text(_ json: JSON) -> String { String(decoding: json.bytes, as: UTF8.self) }

    mutating func initialize(root: String = "/projects/app") {
        _ = request(
            "initialize",
            .object([
                ("processId", .null), ("capabilities", .object([])),
                ("workspaceFolders", .array([.object([("uri", .string("file://" + root)), ("name", .string("app"))])])),
            ]))
        notify("initialized", .object([]))
    }

    mutating func open(_ path: String, _ text: String, version: Int = 1) -> [JSONValue] {
        notify(
            "textDocument/didOpen",
            .object([
                (
                    "textDocument",
                    .object([
                        ("uri", .string("file://" + path)), ("languageId", .string("swift")), ("version", .int(version)), ("text", .string(text)),
                    ])
                )
            ]))
    }

    mutating func changeAll(_ path: String, _ text: String, version: Int) -> [JSONValue] {
        notify(
            "textDocument/didChange",
            .object([
                ("textDocument", .object([("uri", .string("file://" + path)), ("version", .int(version))])),
                ("contentChanges", .array([.object([("text", .string(text))])])),
            ]))
    }

    /// The diagnostics' codes of the last publication for `path` among `messages`; nil if none.
    static func codes(_ messages: [JSONValue], _ path: String) -> [String]? {
        diagnostics(messages, path)?.map { $0["code"]?.string ?? "?" }
    }

    static func diagnostics(_ messages: [JSONValue], _ path: String) -> [JSONValue]? {
        let message = messages.last {
            $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == "file://" + path
        }
        return message?["params"]?["diagnostics"]?.array
    }
}
