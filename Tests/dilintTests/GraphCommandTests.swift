import Foundation
import Testing

/// `dilint graph`, `lint --format html` and `lint --statistics` end to end.
@Suite struct GraphCommandTests {
    static let project = [
        "Sources/Net/API.swift": """
        protocol APIClient {}
        final class APIService: APIClient {
            static let shared = APIService()
        }

        """,
        "Sources/Feed/Feed.swift": """
        final class FeedViewModel {
            init(api: APIClient) {}
            func load() { use(APIService.shared) }
        }
        final class FeedScreen {
            let model: FeedViewModel
            init(model: FeedViewModel) { self.model = model }
        }

        """,
        "Tests/FeedTests/FeedTests.swift": """
        final class FeedTests {
            func testIt() { use(APIService.shared) }
        }

        """,
    ]

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func edges(_ object: [String: Any]) -> [String] {
        (object["edges"] as? [[String: Any]] ?? []).map { "\($0["from"]!) \($0["kind"]!) \($0["to"]!)" }
    }

    @Test func graphWritesEveryFormat() throws {
        let root = try Dilint.project(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        let dot = try Dilint.run(["graph"], in: root)
        #expect(dot.status == 0 && dot.standardOutput.hasPrefix("digraph dependencies {") && dot.standardError.isEmpty)
        let mermaid = try Dilint.run(["graph", "--format", "mermaid", "--cluster", "module", "Sources"], in: root)
        #expect(mermaid.status == 0 && mermaid.standardOutput.hasPrefix("flowchart LR\n"))
        #expect(mermaid.standardOutput.contains("subgraph c0[\"Feed\"]") && mermaid.standardOutput.contains("subgraph c1[\"Net\"]"))
        let json = try Self.json(try Dilint.run(["graph", "--format", "json"], in: root).standardOutput)
        #expect(
            Self.edges(json) == [
                "APIService conformance APIClient", "FeedScreen injected FeedViewModel", "FeedTests hidden APIService",
                "FeedViewModel injected APIClient", "FeedViewModel hidden APIService",
            ])
    }

    @Test func hideTestsFocusAndDepth() throws {
        let root = try Dilint.project(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        let hidden = try Self.json(try Dilint.run(["graph", "--format", "json", "--hide-tests"], in: root).standardOutput)
        #expect(!Self.edges(hidden).contains("FeedTests hidden APIService"))
        let one = try Self.json(try Dilint.run(["graph", "--format", "json", "--focus", "FeedScreen"], in: root).standardOutput)
        #expect(Self.edges(one) == ["FeedScreen injected FeedViewModel"])
        let two = try Self.json(
            try Dilint.run(["graph", "--format=json", "--focus", "FeedScreen", "--depth", "2"], in: root)
                .standardOutput)
        // Two steps reach APIClient and APIService: the conformance between them is in the neighbourhood too.
        #expect(
            Self.edges(two) == [
                "APIService conformance APIClient", "FeedScreen injected FeedViewModel",
                "FeedViewModel injected APIClient", "FeedViewModel hidden APIService",
            ])
    }

    @Test(arguments: [
        (["graph", "--format", "svg"], "error: 'svg' is not a valid value for --format; expected one of dot, mermaid, json"),
        (["graph", "--depth", "2"], "error: --depth needs --focus TYPE"),
        (["graph", "--focus", "FeedScreen", "--depth", "-1"], "error: '-1' is not a valid value for --depth; expected a non-negative integer"),
        (
            ["graph", "--focus", "Nope"],
            "error: no type 'Nope' in the graph; name a type that has a dependency, a dependent or a conformance (see 'dilint graph --format json')"
        ),
        (["graph", "--cluster", "team"], "error: 'team' is not a valid value for --cluster; expected one of none, folder, module"),
        (["graph", "--fokus", "A"], "error: unknown option '--fokus' for 'graph'; did you mean '--focus'?"),
    ])
    func usageErrorsExitTwo(_ arguments: [String], _ message: String) throws {
        let root = try Dilint.project(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Dilint.run(arguments, in: root)
        #expect(result.status == 2 && result.standardError == message + "\n" && result.standardOutput.isEmpty)
    }

    @Test func statisticsPrintOneLinePerRuleAndNothingElse() throws {
        let root = try Dilint.project(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Dilint.run(
            ["lint", "--statistics", "--enable", "system_singleton_access,single_implementation_protocol,singleton_declaration", "Sources"],
            in: root)
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                1 single_implementation_protocol
                1 singleton_access
                1 singleton_declaration

                """)
        #expect(result.standardError.isEmpty)
        let many = try Dilint.project(
            (1...12).reduce(into: [String: String]()) { files, n in
                files["S\(n).swift"] = "final class S\(n) { static let shared = S\(n)() }\nfinal class U\(n) { func f() { use(S\(n).shared) } }\n"
            }.merging(["P.swift": "protocol P {}\nstruct Q: P {}\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: many) }
        #expect(
            try Dilint.run(["lint", "--statistics", "--enable", "single_implementation_protocol,singleton_declaration"], in: many).standardOutput
                == """
                12 singleton_access
                12 singleton_declaration
                 1 single_implementation_protocol

                """)
        let clean = try Dilint.project(["A.swift": "struct A {}\n"])
        defer { try? FileManager.default.removeItem(at: clean) }
        let none = try Dilint.run(["lint", "--statistics"], in: clean)
        #expect(none.status == 0 && none.standardOutput.isEmpty)
    }

    @Test func htmlReportCarriesTheGraph() throws {
        let root = try Dilint.project(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Dilint.run(["lint", "--format", "html", "--output", "report.html", "--report", "json:r.json", "."], in: root)
        #expect(result.status == 1 && result.standardOutput.isEmpty)
        let html = try String(contentsOf: root.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!doctype html>") && html.contains("class=\"picture\""))
        #expect(html.contains("<title>FeedViewModel → APIService: 1 site</title>"), "the hot-spot picture draws the hidden edge")
        #expect(!html.contains("FeedTests →"), "test code is left out, as the findings leave it out")
    }
}
