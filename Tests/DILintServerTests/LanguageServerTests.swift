import DILintReport
import DILintRules
import DILintServer
import Testing

/// The server core without pipes: lifecycle, diagnostics, the cross-file index, code
/// actions, hover and protocol errors.
@Suite struct LanguageServerTests {
    static let singleton = """
        final class Network {
            static let shared = Network()
        }

        final class Feed {
            func load() { Network.shared.get() }
        }

        """
    static let protocolFile = """
        protocol Loading {
            func load()
        }

        final class RemoteLoader: Loading {
            func load() {}
        }

        """

    @Test func requestsBeforeInitializeAreRefusedAndNotificationsDropped() {
        var server = ServerHarness(files: [:])
        let (reply, _) = server.request("textDocument/hover", .object([]))
        #expect(reply?["error"]?["code"]?.int == -32002)
        #expect(server.open("/projects/app/A.swift", Self.singleton).isEmpty)
    }

    @Test func initializeAnnouncesIncrementalSyncHoverAndCodeActions() {
        var server = ServerHarness(files: [:])
        let (reply, _) = server.request("initialize", .object([("rootUri", .string("file:///projects/app")), ("capabilities", .object([]))]))
        let capabilities = reply?["result"]?["capabilities"]
        #expect(capabilities?["textDocumentSync"]?["change"]?.int == 2)
        #expect(capabilities?["hoverProvider"]?.bool == true)
        #expect(capabilities?["positionEncoding"]?.string == "utf-16")
        #expect(server.request("initialize", .object([])).reply?["error"]?["code"]?.int == -32600)
    }

    @Test func openPublishesFindingsWithCodeLinkSeverityAndRange() throws {
        var server = ServerHarness(files: [:])
        server.initialize()
        let messages = server.open("/projects/app/Feed.swift", Self.singleton)
        let diagnostics = try #require(ServerHarness.diagnostics(messages, "/projects/app/Feed.swift"))
        let access = try #require(diagnostics.first { $0["code"]?.string == "singleton_access" })
        #expect(access["codeDescription"]?["href"]?.string == ToolInfo.documentationURI(ofRule: "singleton_access"))
        #expect(access["severity"]?.int == 2)
        #expect(access["source"]?.string == "dilint")
        // `Network.shared` on line 6 (0-based 5): `shared` starts at UTF-16 column 26.
        #expect(access["range"]?["start"]?["line"]?.int == 5)
        #expect(access["range"]?["start"]?["character"]?.int == 26)
        #expect(access["range"]?["end"]?["character"]?.int == 32)
    }

    @Test func rangesCountUTF16UnitsOnNonASCIILines() throws {
        var server = ServerHarness(files: [:])
        server.initialize()
        // "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "😀" 4 bytes and 2 units.
        let text = Self.singleton.replacingOccurrences("func load() { Network", "func load() { let _ = \"é😀\"; Network")
        let messages = server.open("/projects/app/Feed.swift", text)
        let diagnostics = try #require(ServerHarness.diagnostics(messages, "/projects/app/Feed.swift"))
        let access = try #require(diagnostics.first { $0["code"]?.string == "singleton_access" })
        let prefix = "    func load() { let _ = \"é😀\"; Network."
        #expect(access["range"]?["start"]?["character"]?.int == prefix.utf16.count)
    }

    @Test func editingTheFindingAwayClearsIt() throws {
        var server = ServerHarness(files: [:])
        server.initialize()
        _ = server.open("/projects/app/Feed.swift", Self.singleton)
        let fixed = Self.singleton.replacingOccurrences("Network.shared.get()", "network.get()")
        let messages = server.changeAll("/projects/app/Feed.swift", fixed, version: 2)
        #expect(ServerHarness.codes(messages, "/projects/app/Feed.swift")?.contains("singleton_access") == false)
    }

    @Test func incrementalChangesApplyUTF16Ranges() throws {
        var server = ServerHarness(files: [:])
        server.initialize()
        let text =
            "let s = \"😀\"; final class Feed {\n    func load() { Network.shared.get() }\n}\nfinal class Network { static let shared = Network() }\n"
        _ = server.open("/projects/app/Feed.swift", text)
        // Replace `Network.shared` on line 1 (characters 18..<32) with `network`.
        let change: JSON = .object([
            (
                "range",
                .object([
                    ("start", .object([("line", .int(1)), ("character", .int(18))])),
                    ("end", .object([("line", .int(1)), ("character", .int(32))])),
                ])
            ),
            ("text", .string("network")),
        ])
        let messages = server.notify(
            "textDocument/didChange",
            .object([
                ("textDocument", .object([("uri", .string("file:///projects/app/Feed.swift")), ("version", .int(2))])),
                ("contentChanges", .array([change])),
            ]))
        #expect(ServerHarness.codes(messages, "/projects/app/Feed.swift")?.contains("singleton_access") == false)
    }

    @Test func aSecondConformerInAnotherOpenDocumentClearsTheFirstDocumentsFinding() throws {
        var server = ServerHarness(files: ["/projects/app/Loading.swift": Self.protocolFile])
        server.initialize()
        let first = server.open("/projects/app/Loading.swift", Self.protocolFile)
        #expect(ServerHarness.codes(first, "/projects/app/Loading.swift") == ["single_implementation_protocol"])
        _ = server.open("/projects/app/Mock.swift", "final class Other {}\n")
        let messages = server.changeAll("/projects/app/Mock.swift", "final class MockLoader: Loading { func load() {} }\n", version: 2)
        #expect(ServerHarness.codes(messages, "/projects/app/Loading.swift") == [])
    }

    @Test func filesOnDiskAreIndexedAtStart() throws {
        var server = ServerHarness(files: [
            "/projects/app/Loading.swift": Self.protocolFile,
            "/projects/app/Tests/MockLoader.swift": "final class MockLoader: Loading { func load() {} }\n",
        ])
        server.initialize()
        #expect(ServerHarness.codes(server.open("/projects/app/Loading.swift", Self.protocolFile), "/projects/app/Loading.swift") == [])
    }

    @Test func codeActionInsertsAnIndentedSuppressionThatSilencesTheFinding() throws {
        var server = ServerHarness(files: [:])
        server.initialize()
        _ = server.open("/projects/app/Feed.swift", Self.singleton)
        let range: JSON = .object([
            ("start", .object([("line", .int(5)), ("character", .int(0))])),
            ("end", .object([("line", .int(5)), ("character", .int(0))])),
        ])
        let (reply, _) = server.request(
            "textDocument/codeAction",
            .object([
                ("textDocument", .object([("uri", .string("file:///projects/app/Feed.swift"))])), ("range", range),
                ("context", .object([("diagnostics", .array([]))])),
            ]))
        let actions = try #require(reply?["result"]?.array)
        let suppress = try #require(actions.first { $0["title"]?.string?.contains("singleton_access") == true })
        let edit = try #require(suppress["edit"]?["changes"]?["file:///projects/app/Feed.swift"]?.array?.first)
        #expect(edit["newText"]?.string == "    // dilint:disable:next singleton_access - REASON\n")
        #expect(edit["range"]?["start"]?["line"]?.int == 5)
        var lines = Self.singleton.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert("    // dilint:disable:next singleton_access - REASON", at: 5)
        let messages = server.changeAll("/projects/app/Feed.swift", lines.joined(separator: "\n"), version: 2)
        #expect(ServerHarness.codes(messages, "/projects/app/Feed.swift")?.contains("singleton_access") == false)
        #expect(ServerHarness.codes(messages, "/projects/app/Feed.swift")?.contains("superfluous_suppression") == false)
    }

    @Test func codeActionRemovesAnUnusedSuppression() throws {
        var server = ServerHarness(files: [:])
        server.initialize()
        let text = "final class A {\n    // dilint:disable:next singleton_access - old\n    func f() {}\n}\n"
        let messages = server.open("/projects/app/A.swift", text)
        #expect(ServerHarness.codes(messages, "/projects/app/A.swift") == ["superfluous_suppression"])
        let range: JSON = .object([
            ("start", .object([("line", .int(1)), ("character", .int(0))])),
            ("end", .object([("line", .int(1)), ("character", .int(10))])),
        ])
        let (reply, _) = server.request(
            "textDocument/codeAction",
            .object([
                ("textDocument", .object([("uri", .string("file:///projects/app/A.swift"))])), ("range", range),
                ("context", .object([("diagnostics", .array([]))])),
            ]))
        let edit = try #require(reply?["result"]?.array?.first?["edit"]?["changes"]?["file:///projects/app/A.swift"]?.array?.first)
        #expect(edit["newText"]?.string == "")
        #expect(edit["range"]?["start"]?["line"]?.int == 1)
        #expect(edit["range"]?["end"]?["line"]?.int == 2)
        #expect(edit["range"]?["end"]?["character"]?.int == 0)
    }

    @Test func hoverShowsTheRulesDocumentation() throws {
        var server = ServerHarness(files: [:])
        server.initialize()
        _ = server.open("/projects/app/Feed.swift", Self.singleton)
        let params: JSON = .object([
            ("textDocument", .object([("uri", .string("file:///projects/app/Feed.swift"))])),
            ("position", .object([("line", .int(5)), ("character", .int(28))])),
        ])
        let value = try #require(server.request("textDocument/hover", params).reply?["result"]?["contents"]?["value"]?.string)
        #expect(value.contains("# singleton_access"))
        #expect(value.contains("## Why it matters"))
        let away: JSON = .object([
            ("textDocument", .object([("uri", .string("file:///projects/app/Feed.swift"))])),
            ("position", .object([("line", .int(0)), ("character", .int(0))])),
        ])
        #expect(server.request("textDocument/hover", away).reply?["result"].map(JSON.init) == .null)
    }

    @Test func hoverOverARuleNamedInASuppressionShowsItsDocumentation() throws {
        var server = ServerHarness(files: [:])
        server.initialize()
        _ = server.open("/projects/app/A.swift", "struct A {\n    // dilint:disable:next too_many_dependencies - é\n    init() {}\n}\n")
        let params: JSON = .object([
            ("textDocument", .object([("uri", .string("file:///projects/app/A.swift"))])),
            ("position", .object([("line", .int(1)), ("character", .int(30))])),
        ])
        let result = try #require(server.request("textDocument/hover", params).reply?["result"])
        #expect(result["contents"]?["value"]?.string?.contains("# too_many_dependencies") == true)
        #expect(result["range"]?["start"]?["character"]?.int == 27)
        #expect(result["range"]?["end"]?["character"]?.int == 48)
    }

    @Test func malformedMessagesGetErrorReplies() {
        var server = ServerHarness(files: [:])
        server.initialize()
        let cases: [(String, Int)] = [
            ("{not json", -32700), ("[1, 2]", -32600), ("{\"jsonrpc\": \"1.0\", \"id\": 1, \"method\": \"x\"}", -32600),
            ("{\"jsonrpc\": \"2.0\", \"id\": {}, \"method\": \"x\"}", -32600), ("{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": 4}", -32600),
            ("{\"jsonrpc\": \"2.0\", \"id\": 5, \"method\": \"no/such\"}", -32601),
            ("{\"jsonrpc\": \"2.0\", \"id\": 6, \"method\": \"textDocument/hover\", \"params\": {}}", -32602),
        ]
        for (body, code) in cases {
            let messages = server.sendRaw([body]).messages
            #expect(messages.first?["error"]?["code"]?.int == code, "\(body)")
        }
        #expect(server.sendRaw(["{\"jsonrpc\": \"2.0\", \"method\": \"no/such/notification\"}"]).messages.isEmpty)
        #expect(server.sendRaw(["{\"jsonrpc\": \"2.0\", \"method\": \"textDocument/didOpen\", \"params\": 3}"]).messages.isEmpty)
    }

    @Test func aCancelledRequestInTheSameBatchIsAnsweredAsCancelled() {
        var server = ServerHarness(files: [:])
        server.initialize()
        let messages = server.sendRaw([
            "{\"jsonrpc\":\"2.0\",\"id\":41,\"method\":\"textDocument/hover\",\"params\":{\"textDocument\":{\"uri\":\"file:///x.swift\"},\"position\":{\"line\":0,\"character\":0}}}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"$/cancelRequest\",\"params\":{\"id\":41}}",
        ]).messages
        #expect(messages.first?["error"]?["code"]?.int == -32800)
    }

    @Test func shutdownThenExitIsStatusZeroAndExitAloneIsOne() {
        var server = ServerHarness(files: [:])
        server.initialize()
        #expect(server.request("shutdown", .null).reply?["result"] != nil)
        #expect(server.request("textDocument/hover", .object([])).reply?["error"]?["code"]?.int == -32600)
        #expect(server.sendRaw(["{\"jsonrpc\":\"2.0\",\"method\":\"exit\",\"params\":null}"]).exit == 0)
        var other = ServerHarness(files: [:])
        other.initialize()
        #expect(other.sendRaw(["{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}"]).exit == 1)
    }

    @Test func aConfigurationChangeReLints() throws {
        var server = ServerHarness(files: ["/projects/app/Feed.swift": Self.singleton])
        server.initialize()
        #expect(
            ServerHarness.codes(server.open("/projects/app/Feed.swift", Self.singleton), "/projects/app/Feed.swift")?
                .contains("singleton_access") == true)
        // singleton_access turned off, singleton_declaration (off by default) turned on: the re-lint shows both.
        server.disk.files["/projects/app/.dilint.json"] =
            "{\"rules\": {\"singleton_access\": {\"enabled\": false}, \"singleton_declaration\": \"on\"}}"
        let messages = server.notify(
            "workspace/didChangeWatchedFiles",
            .object([
                (
                    "changes",
                    .array([
                        .object([("uri", .string("file:///projects/app/.dilint.json")), ("type", .int(2))])
                    ])
                )
            ]))
        #expect(ServerHarness.codes(messages, "/projects/app/Feed.swift") == ["singleton_declaration"])
        server.disk.files["/projects/app/.dilint.json"] = "{\"rules\": {\"singleton_access\": {\"enabled\": 3}}}"
        let broken = server.notify(
            "textDocument/didSave",
            .object([
                (
                    "textDocument",
                    .object([
                        ("uri", .string("file:///projects/app/.dilint.json"))
                    ])
                )
            ]))
        // A malformed configuration is shown to the user and the defaults apply.
        #expect(broken.contains { $0["method"]?.string == "window/showMessage" })
        #expect(ServerHarness.codes(broken, "/projects/app/Feed.swift")?.contains("singleton_access") == true)
    }

    @Test func anEditInsideABodyRelintsOnlyThatDocumentAndAFactChangeRelintsEveryOpenOne() throws {
        var server = ServerHarness(files: [:])
        server.initialize()
        _ = server.open("/projects/app/Loading.swift", Self.protocolFile)
        _ = server.open("/projects/app/Feed.swift", "final class Feed {\n    func load() {}\n}\n")
        let body = server.changeAll("/projects/app/Feed.swift", "final class Feed {\n    func load() { print(1) }\n}\n", version: 2)
        #expect(ServerHarness.codes(body, "/projects/app/Feed.swift") == [])  // the edited document: its new version
        #expect(ServerHarness.codes(body, "/projects/app/Loading.swift") == nil)  // the other: unchanged, not sent
        let facts = server.changeAll("/projects/app/Feed.swift", "final class Feed: Loading {\n    func load() {}\n}\n", version: 3)
        #expect(ServerHarness.codes(facts, "/projects/app/Loading.swift") == [])
    }

    @Test func closingPublishesNothingForTheDocumentAndTheDiskTextCountsAgain() throws {
        var server = ServerHarness(files: ["/projects/app/Loading.swift": Self.protocolFile, "/projects/app/Mock.swift": "struct Unrelated {}\n"])
        server.initialize()
        _ = server.open("/projects/app/Loading.swift", Self.protocolFile)
        _ = server.open("/projects/app/Mock.swift", "final class MockLoader: Loading { func load() {} }\n")
        #expect(ServerHarness.codes(server.received, "/projects/app/Loading.swift") == [])
        let closed = server.notify(
            "textDocument/didClose", .object([("textDocument", .object([("uri", .string("file:///projects/app/Mock.swift"))]))]))
        #expect(ServerHarness.codes(closed, "/projects/app/Mock.swift") == [])
        #expect(ServerHarness.codes(closed, "/projects/app/Loading.swift") == ["single_implementation_protocol"])
    }
}

extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
