import DILintRules

/// `dilint graph --format mermaid`: a Mermaid flowchart, which GitHub renders in Markdown
/// (docs/graph.md). Nodes get generated ids (`n0`, `n1`, …) and quoted labels, so any type
/// name is safe; injected edges are `-->`, hidden ones `-.->` styled red, conformances
/// `--o`. Clusters become `subgraph`s.
public struct MermaidGraphRenderer: GraphRenderer {
    public init() {}

    public func render(_ document: GraphDocument) -> [UInt8] {
        let graph = document.graph
        var ids: [String: String] = [:]
        for (number, node) in graph.nodes.enumerated() { ids[node.name] = "n\(number)" }
        var out = "flowchart LR\n"
        out += "  classDef singleton fill:#fde2e2,stroke:#d62728,stroke-width:2px\n"
        out += "  classDef container fill:#fff5d6,stroke:#b8860b\n"
        out += "  classDef protocol fill:#eef4fb,stroke:#4a78b0\n"
        out += "  classDef external fill:#f4f4f4,stroke:#888888,stroke-dasharray:4 3\n"
        for (number, group) in document.nodesByCluster().enumerated() {
            let indent = group.cluster == nil ? "  " : "    "
            if let cluster = group.cluster {
                out += "  subgraph c\(number)[\"\(Escaping.mermaidLabel(cluster.isEmpty ? "." : cluster))\"]\n"
            }
            for node in group.nodes { out += indent + Self.node(node, id: ids[node.name]!) + "\n" }
            if group.cluster != nil { out += "  end\n" }
        }
        var hidden: [Int] = []
        for (number, edge) in graph.edges.enumerated() {
            let from = ids[edge.from]!, to = ids[edge.to]!
            switch edge.kind {
            case .injected: out += "  \(from) --> \(to)\n"
            case .hidden:
                out += "  \(from) -.->|\(edge.vias.map(\.rawValue).joined(separator: ", "))| \(to)\n"
                hidden.append(number)
            case .conformance: out += "  \(from) --o \(to)\n"
            }
        }
        if !hidden.isEmpty {
            out += "  linkStyle \(hidden.map(String.init).joined(separator: ",")) stroke:#d62728,color:#d62728\n"
        }
        return Array(out.utf8)
    }

    static func node(_ node: DependencyGraph.Node, id: String) -> String {
        let stereotype = node.stereotype
        let label = "\"" + Escaping.mermaidLabel(node.name) + (stereotype.isEmpty ? "" : "<br/>" + Escaping.mermaidLabel(stereotype)) + "\""
        var text: String
        switch node.kind {
        case .protocol: text = "\(id)([\(label)])"
        case .struct: text = "\(id)(\(label))"
        case .actor: text = "\(id){{\(label)}}"
        case .enum: text = "\(id)[/\(label)/]"
        case .class, .external: text = "\(id)[\(label)]"
        }
        let style =
            node.isSingleton
            ? "singleton"
            : node.isContainer
                ? "container"
                : node.kind == .external ? "external" : node.kind == .protocol ? "protocol" : nil
        if let style { text += ":::\(style)" }
        return text
    }
}
