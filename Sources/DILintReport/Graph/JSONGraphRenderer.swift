import DILintRules

/// `dilint graph --format json`: the graph as data (docs/graph.md,
/// docs/schemas/dilint-graph.schema.json), a typed model encoded with sorted keys.
public struct JSONGraphRenderer: GraphRenderer {
    public init() {}

    // Properties in key order, as `PrettyJSONEncoder` writes them.
    struct Document: Encodable {
        var clustering: String
        var edges: [Edge]
        var nodes: [Node]
        var summary: Summary
        var tool: Tool
        var version = 1
    }

    struct Tool: Encodable {
        var name = ToolInfo.name
        var version: String
    }

    struct Node: Encodable {
        var cluster: String?
        var container: Bool
        var kind: String
        var line: Int?
        var name: String
        var path: String?
        var singleton: Bool
        var test: Bool
    }

    struct Edge: Encodable {
        var from: String
        var kind: String
        var sites: [Site]
        var to: String
        var via: [String]
    }

    struct Site: Encodable {
        var line: Int
        var path: String
        var test: Bool
        var text: String
        var via: String
    }

    struct Summary: Encodable {
        var byKind: [String: Int]
        var edges: Int
        var nodes: Int
    }

    public func render(_ document: GraphDocument) -> [UInt8] {
        let graph = document.graph
        var byKind: [String: Int] = [:]
        for kind in DependencyGraph.EdgeKind.allCases { byKind[kind.rawValue] = 0 }
        for edge in graph.edges { byKind[edge.kind.rawValue, default: 0] += 1 }
        let encoded = Document(
            clustering: document.clustering.rawValue,
            edges: graph.edges.map { edge in
                Edge(
                    from: edge.from, kind: edge.kind.rawValue,
                    sites: edge.sites.map { Site(line: $0.line, path: $0.path, test: $0.isTest, text: $0.text, via: $0.via.rawValue) },
                    to: edge.to, via: edge.vias.map(\.rawValue))
            },
            nodes: graph.nodes.map { node in
                Node(
                    cluster: document.clustering.cluster(of: node), container: node.isContainer, kind: node.kind.rawValue,
                    line: node.line, name: node.name, path: node.path, singleton: node.isSingleton, test: node.isTest)
            },
            summary: Summary(byKind: byKind, edges: graph.edges.count, nodes: graph.nodes.count),
            tool: Tool(version: document.toolVersion))
        guard let bytes = try? PrettyJSONEncoder().encode(encoded) else { return Array("{}\n".utf8) }
        return bytes
    }
}
