import DILintRules

/// The formats of `dilint graph`: the only list of them.
public enum GraphFormat: String, CaseIterable, Sendable {
    case dot, mermaid, json

    /// The renderer of this format.
    public var renderer: any GraphRenderer {
        switch self {
        case .dot: return DOTGraphRenderer()
        case .mermaid: return MermaidGraphRenderer()
        case .json: return JSONGraphRenderer()
        }
    }
}

/// What a graph renderer draws: the graph, how nodes are grouped, and the tool's version.
public struct GraphDocument: Sendable {
    public var graph: DependencyGraph
    public var clustering: DependencyGraph.Clustering
    public var toolVersion: String

    public init(graph: DependencyGraph, clustering: DependencyGraph.Clustering = .none, toolVersion: String) {
        self.graph = graph
        self.clustering = clustering
        self.toolVersion = toolVersion
    }

    /// The nodes in each cluster, clusters by name; the unclustered nodes under nil, first.
    func nodesByCluster() -> [(cluster: String?, nodes: [DependencyGraph.Node])] {
        var groups: [String: [DependencyGraph.Node]] = [:]
        var loose: [DependencyGraph.Node] = []
        for node in graph.nodes {
            if let cluster = clustering.cluster(of: node) {
                groups[cluster, default: []].append(node)
            } else {
                loose.append(node)
            }
        }
        var result: [(cluster: String?, nodes: [DependencyGraph.Node])] = loose.isEmpty ? [] : [(nil, loose)]
        for name in groups.keys.sorted() { result.append((name, groups[name]!)) }
        return result
    }
}

/// Renders a dependency graph as bytes: pure, like the reporters.
public protocol GraphRenderer: Sendable {
    func render(_ document: GraphDocument) -> [UInt8]
}

extension DependencyGraph.Node {
    /// The marks a picture shows under the name: `«singleton»`, `«container»`, `«test»`, the kind.
    var stereotype: String {
        var marks: [String] = []
        if kind != .class { marks.append(kind.rawValue) }
        if isSingleton { marks.append("singleton") }
        if isContainer { marks.append("container") }
        if isTest { marks.append("test") }
        return marks.map { "«\($0)»" }.joined(separator: " ")
    }
}
