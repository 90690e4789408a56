import DILintReport
import DILintRules
import DILintSyntax
import DILintTestSupport
import Foundation
import Testing

/// `dilint graph`'s renderers, checked by the real consumers: Graphviz's `dot -Tsvg`
/// (Debian's `graphviz`), Mermaid's own JavaScript (11.16.0, from the PyPI package
/// `mermaidx`) in a headless Chromium, and a JSON Schema validator; on a fixture with hostile
/// names and on the whole real-code corpus.
@Suite(.serialized) struct GraphRendererTests {
    static let schema = TestPaths.repository.appendingPathComponent("docs/schemas/dilint-graph.schema.json")

    /// A graph with every node kind and mark, every edge kind, and names that need escaping.
    static let hostile = DependencyGraph(
        nodes: [
            .init(name: "API\"Client\\", kind: .protocol, path: "Sources/Net <&>/A.swift", line: 1),
            .init(name: "Café_名前", kind: .class, isSingleton: true, path: "Sources/Net <&>/B.swift", line: 2),
            .init(name: "Feed#1;[x](y){z}|", kind: .struct, isTest: true, path: "Tests/FeedTests/C.swift", line: 3),
            .init(name: "Cache", kind: .actor, path: "D.swift", line: 4),
            .init(name: "Routes", kind: .enum, path: "Sources/App/E.swift", line: 5),
            .init(name: "Resolver", kind: .external, isContainer: true),
        ],
        edges: [
            .init(
                from: "Café_名前", to: "API\"Client\\", kind: .conformance,
                sites: [.init(path: "Sources/Net <&>/B.swift", line: 2, text: "API\"Client\\", via: .conformance)]),
            .init(
                from: "Feed#1;[x](y){z}|", to: "API\"Client\\", kind: .injected,
                sites: [
                    .init(path: "Tests/FeedTests/C.swift", line: 3, text: "api", via: .initializer, isTest: true),
                    .init(path: "Tests/FeedTests/C.swift", line: 4, text: "api", via: .property, isTest: true),
                ]),
            .init(
                from: "Feed#1;[x](y){z}|", to: "Café_名前", kind: .hidden,
                sites: [.init(path: "Tests/FeedTests/C.swift", line: 9, text: "Café_名前.shared", via: .singleton, isTest: true)]),
            .init(
                from: "Routes", to: "Resolver", kind: .hidden,
                sites: [.init(path: "Sources/App/E.swift", line: 7, text: "\\.key", via: .locator)]),
            .init(
                from: "Cache", to: "Routes", kind: .hidden,
                sites: [.init(path: "D.swift", line: 8, text: "\\.routes", via: .environment)]),
        ])

    /// The graph of each package of the real-code corpus, built as `dilint graph` builds it
    /// (once per process).
    static func corpusGraphs() throws -> [(name: String, graph: DependencyGraph)] { try corpus.get() }

    private static let corpus = Result { try buildCorpusGraphs() }

    private static func buildCorpusGraphs() throws -> [(name: String, graph: DependencyGraph)] {
        try RealCorpus.packages.map { repository, version in
            let folder = try RealCorpus.folder(repository, version)
            let files = RealCorpus.swiftFiles(in: folder)
            let inputs = files.map { url in
                let path = String(url.path.dropFirst(folder.path.count + 1))
                return Linter.Input(path: path) { () throws(SourceError) -> [UInt8] in
                    try SourceFile.read(fileSystemPath: url.path, path: path).bytes
                }
            }
            let configuration = Configuration(directory: folder.path)
            var selection = RuleSelection(configuration: configuration)
            selection.enabled = []
            var linter = try Linter(configuration: configuration, selection: selection, currentDirectory: folder.path)
            linter.reportOnly = [""]
            guard let index = linter.run(inputs, jobs: 2).index else { throw TestTools.Failure(description: "no index") }
            let (graph, errors) = DependencyGraph.build(inputs: inputs, index: index, jobs: 2)
            guard errors.isEmpty else { throw TestTools.Failure(description: "\(repository): \(errors)") }
            return (repository, graph)
        }
    }

    static func render(
        _ graph: DependencyGraph, _ format: GraphFormat,
        clustering: DependencyGraph.Clustering = .none
    ) -> [UInt8] {
        format.renderer.render(GraphDocument(graph: graph, clustering: clustering, toolVersion: "1.2.3"))
    }

    /// Runs `dot -Tsvg` and returns the SVG; records an issue when Graphviz rejects the input
    /// or warns about it.
    static func svg(fromDOT dot: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let graphviz = try SystemPackages.executable("dot", package: "graphviz")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-graph-\(UUID().uuidString).dot")
        try Data(dot).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let errorsFile = file.appendingPathExtension("err")
        defer { try? FileManager.default.removeItem(at: errorsFile) }
        let svg = try RealCorpus.run(["sh", "-c", "\"$0\" -Tsvg \"$1\" 2>\"$2\"", graphviz, file.path, errorsFile.path])
        let warnings = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
        #expect(warnings.isEmpty, "dot -Tsvg: \(warnings)", sourceLocation: sourceLocation)
        return svg
    }

    @Test(arguments: DependencyGraph.Clustering.allCases)
    func graphvizDrawsEveryNodeAndEdgeOfTheHostileGraph(_ clustering: DependencyGraph.Clustering) throws {
        let svg = try Self.svg(fromDOT: Self.render(Self.hostile, .dot, clustering: clustering))
        #expect(svg.components(separatedBy: "class=\"node\"").count - 1 == Self.hostile.nodes.count)
        #expect(svg.components(separatedBy: "class=\"edge").count - 1 == Self.hostile.edges.count)
        // Names come through Graphviz's parser intact (SVG escapes them as XML).
        #expect(svg.contains("Café_名前") && svg.contains("API&quot;Client\\") && svg.contains("Feed#1;[x](y){z}|"))
        // Hidden edges are red and dashed: three of them, each a dashed red path.
        #expect(svg.components(separatedBy: "stroke=\"#d62728\" stroke-dasharray=\"5,2\"").count - 1 == 3)
        let clusters = svg.components(separatedBy: "class=\"cluster\"").count - 1
        #expect(clusters == (clustering == .none ? 0 : 4))
    }

    /// The graphs above 500 nodes (swift-syntax, swift-nio, GRDB) ask for the force-directed layout.
    @Test func graphvizAcceptsTheGraphOfEveryCorpusPackage() throws {
        for (name, graph) in try Self.corpusGraphs() {
            #expect(!graph.edges.isEmpty, "\(name)")
            let dot = Self.render(graph, .dot, clustering: .module)
            let isLarge = graph.nodes.count > DOTGraphRenderer.forceDirectedNodeCount
            #expect(String(decoding: dot, as: UTF8.self).contains("layout=sfdp") == isLarge, "\(name)")
            let svg = try Self.svg(fromDOT: dot)
            #expect(svg.components(separatedBy: "class=\"edge").count - 1 == graph.edges.count, "\(name)")
            #expect(svg.components(separatedBy: "class=\"node\"").count - 1 == graph.nodes.count, "\(name)")
        }
    }

    /// Loads Mermaid in Chromium and parses each text, and renders those given as `true`;
    /// returns, per text, nil when accepted (with the number of links drawn), else the error.
    static func mermaid(_ texts: [(text: String, render: Bool)]) throws -> [[String: Any]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-mermaid-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: try Chromium.mermaidScript(), to: folder.appendingPathComponent("mermaid.js"))
        let data = try JSONSerialization.data(withJSONObject: texts.map { ["text": $0.text, "render": $0.render] })
        try Data("window.texts = ".utf8 + data + Data(";".utf8)).write(to: folder.appendingPathComponent("texts.js"))
        try Data("<!doctype html><meta charset=\"utf-8\"><body><script src=\"mermaid.js\"></script><script src=\"texts.js\"></script>".utf8)
            .write(to: folder.appendingPathComponent("index.html"))
        let check = """
            (async () => {
              mermaid.initialize({ startOnLoad: false, maxTextSize: 50000000, maxEdges: 100000 });
              const results = [];
              for (const [i, item] of window.texts.entries()) {
                try {
                  await mermaid.parse(item.text);
                  if (!item.render) { results.push({ ok: true }); continue; }
                  const { svg } = await mermaid.render('graph' + i, item.text);
                  results.push({ ok: true, links: (svg.match(/<path[^>]* id="graph\\d+-L_/g) || []).length,
                                 dashed: (svg.match(/<path[^>]*edge-pattern-dotted/g) || []).length });
                } catch (error) { results.push({ ok: false, error: String(error) }); }
              }
              return results;
            })()
            """
        let page = try Chromium.load(folder.appendingPathComponent("index.html"), evaluating: [check], timeout: 600)
        return page.evaluations.first as? [[String: Any]] ?? []
    }

    @Test func mermaidParsesAndRendersTheHostileGraphAndRejectsBrokenText() throws {
        let texts =
            DependencyGraph.Clustering.allCases.map {
                (String(decoding: Self.render(Self.hostile, .mermaid, clustering: $0), as: UTF8.self), true)
            } + [("flowchart LR\n  a --> \n  b[[[\n", true)]
        let results = try Self.mermaid(texts)
        try #require(results.count == 4)
        for result in results.prefix(3) {
            #expect(result["ok"] as? Bool == true, "\(result)")
            #expect(result["links"] as? Int == Self.hostile.edges.count)
            #expect(result["dashed"] as? Int == 3, "the three hidden edges are dashed")
        }
        #expect(results[3]["ok"] as? Bool == false, "the check can fail")
    }

    /// Every corpus package's graph parses; those up to 1,000 edges are also laid out and
    /// drawn (swift-syntax's 3,400 take Mermaid about a minute).
    @Test func mermaidAcceptsTheGraphOfEveryCorpusPackage() throws {
        let graphs = try Self.corpusGraphs()
        let results = try Self.mermaid(
            graphs.map {
                (String(decoding: Self.render($0.graph, .mermaid, clustering: .module), as: UTF8.self), $0.graph.edges.count <= 1000)
            })
        try #require(results.count == graphs.count)
        for ((name, graph), result) in zip(graphs, results) {
            #expect(result["ok"] as? Bool == true, "\(name): \(result)")
            if graph.edges.count <= 1000 { #expect(result["links"] as? Int == graph.edges.count, "\(name)") }
        }
    }

    @Test func jsonIsValidAgainstItsSchema() throws {
        try Python.expectValid(Self.render(Self.hostile, .json, clustering: .module), schema: Self.schema, checkingSchema: true)
        for (_, graph) in try Self.corpusGraphs() {
            try Python.expectValid(Self.render(graph, .json, clustering: .folder), schema: Self.schema)
        }
    }

    @Test func jsonCarriesTheModel() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.render(Self.hostile, .json, clustering: .module)))
                as? [String: Any])
        let edges = try #require(object["edges"] as? [[String: Any]])
        #expect(edges.map { $0["kind"] as? String } == ["conformance", "injected", "hidden", "hidden", "hidden"])
        #expect(edges[1]["via"] as? [String] == ["initializer", "property"])
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["cluster"] as? String } == ["Net <&>", "Net <&>", "FeedTests", "", "App", nil])
        #expect((object["summary"] as? [String: Any])?["byKind"] as? [String: Int] == ["conformance": 1, "hidden": 3, "injected": 1])
    }
}
