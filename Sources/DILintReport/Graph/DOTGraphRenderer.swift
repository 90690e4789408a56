import DILintRules

/// `dilint graph --format dot`: Graphviz DOT (docs/graph.md). Injected edges are solid,
/// hidden ones red and dashed, conformances dotted with a hollow arrowhead; singletons are
/// red with a double outline, containers are drawn as components, external types grey and
/// dashed. Clusters become `subgraph cluster_N`. Every id and label is a quoted string.
public struct DOTGraphRenderer: GraphRenderer {
    public init() {}

    /// Above this many nodes the graph asks Graphviz for its scalable force-directed layout
    /// (`layout=sfdp`, which draws no clusters): `dot -Tsvg` of woocommerce-ios's whole graph
    /// (2,629 nodes, 4,838 edges) took 234 s with the ranked layout and 1.6 s with sfdp
    /// (docs/performance.md). `dot -Kdot` still asks for the ranked one.
    public static let forceDirectedNodeCount = 500

    public func render(_ document: GraphDocument) -> [UInt8] {
        var out = "digraph dependencies {\n"
        let layout = document.graph.nodes.count > Self.forceDirectedNodeCount ? "layout=sfdp, outputorder=edgesfirst, " : ""
        out += "  graph [\(layout)rankdir=LR, fontname=\"Helvetica\", fontsize=11, nodesep=0.3, ranksep=0.8];\n"
        out += "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\", fontsize=11];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#555555\"];\n"
        for (number, group) in document.nodesByCluster().enumerated() {
            let indent = group.cluster == nil ? "  " : "    "
            if let cluster = group.cluster {
                let label = cluster.isEmpty ? "." : cluster
                out += "  subgraph \"cluster_\(number)\" {\n    label=\"\(Escaping.dotString(label))\";\n"
                out += "    style=\"rounded\"; color=\"#bbbbbb\";\n"
            }
            for node in group.nodes { out += indent + Self.node(node) + "\n" }
            if group.cluster != nil { out += "  }\n" }
        }
        for edge in document.graph.edges {
            out += "  \"\(Escaping.dotString(edge.from))\" -> \"\(Escaping.dotString(edge.to))\" [\(Self.style(edge))];\n"
        }
        out += "}\n"
        return Array(out.utf8)
    }

    static func node(_ node: DependencyGraph.Node) -> String {
        let stereotype = node.stereotype
        let label = stereotype.isEmpty ? node.name : node.name + "\n" + stereotype
        var attributes = ["label=\"\(Escaping.dotString(label))\""]
        switch node.kind {
        case .protocol: attributes += ["shape=ellipse", "style=\"filled\"", "fillcolor=\"#eef4fb\""]
        case .struct: attributes += ["fillcolor=\"#f3f8ef\""]
        case .enum: attributes += ["shape=box", "style=\"filled\"", "fillcolor=\"#f7f3fb\""]
        case .actor: attributes += ["shape=hexagon", "style=\"filled\"", "fillcolor=\"#fdf6e3\""]
        case .external: attributes += ["style=\"rounded,dashed\"", "color=\"#888888\"", "fontcolor=\"#555555\""]
        case .class: break
        }
        if node.isContainer { attributes += ["shape=component"] }
        if node.isSingleton { attributes += ["color=\"#d62728\"", "fillcolor=\"#fde2e2\"", "peripheries=2"] }
        return "\"\(Escaping.dotString(node.name))\" [\(attributes.joined(separator: ", "))];"
    }

    static func style(_ edge: DependencyGraph.Edge) -> String {
        let vias = edge.vias.map(\.rawValue).joined(separator: ", ")
        var attributes = ["class=\"\(edge.kind.rawValue)\"", "tooltip=\"\(vias)\""]
        switch edge.kind {
        case .injected: attributes += ["style=solid"]
        case .hidden: attributes += ["style=dashed", "color=\"#d62728\"", "fontcolor=\"#d62728\"", "label=\"\(vias)\""]
        case .conformance: attributes += ["style=dotted", "arrowhead=empty", "color=\"#4a78b0\""]
        }
        if edge.sites.count > 1 { attributes += ["penwidth=\(min(1 + edge.sites.count / 2, 5))"] }
        return attributes.joined(separator: ", ")
    }
}
