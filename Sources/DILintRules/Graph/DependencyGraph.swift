/// The dependency graph of an analyzed set (docs/graph.md): its types as nodes, what each
/// takes through its initializer or stored properties (injected), what it reaches for at run
/// time (hidden: a singleton, a locator lookup, an environment read) and what it conforms to.
/// One typed model: `dilint graph`'s DOT, Mermaid and JSON and the HTML report's picture are
/// renderers of it. Built by `DependencyGraph.build` (`GraphBuilder.swift`) from the project
/// index and each file's code; nodes and edges are sorted, so equal inputs give equal graphs.
public struct DependencyGraph: Sendable, Equatable {
    public var nodes: [Node]
    public var edges: [Edge]

    public init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes
        self.edges = edges
    }

    /// What a node stands for.
    public enum NodeKind: String, Sendable, CaseIterable {
        case `protocol`, `class`, `struct`, `enum`, actor
        /// A type the analyzed set does not declare but names as a dependency or registry.
        case external
    }

    /// A type.
    public struct Node: Sendable, Equatable {
        /// The type's (last-component) name: the node's id.
        public var name: String
        public var kind: NodeKind
        /// Declares a singleton member (`static let shared = Self()`).
        public var isSingleton: Bool
        /// A composition root or a registry code pulls dependencies out of.
        public var isContainer: Bool
        /// Every declaration is in a test file.
        public var isTest: Bool
        /// The first declaration (nil for an external type).
        public var path: String?
        public var line: Int?

        public init(
            name: String, kind: NodeKind, isSingleton: Bool = false, isContainer: Bool = false,
            isTest: Bool = false, path: String? = nil, line: Int? = nil
        ) {
            self.name = name
            self.kind = kind
            self.isSingleton = isSingleton
            self.isContainer = isContainer
            self.isTest = isTest
            self.path = path
            self.line = line
        }

        /// The folder of the first declaration (`""` for the current folder or an external type).
        public var folder: String {
            guard let path, let slash = path.lastIndex(of: "/") else { return "" }
            return String(path[..<slash])
        }

        /// The module by SwiftPM's layout: the folder after the last `Sources` or `Tests`
        /// component (`Sources/Feed/View.swift` gives `Feed`); else the first folder; `""` for
        /// a file in the current folder or an external type.
        public var module: String {
            guard let path else { return "" }
            let folders = path.split(separator: "/").dropLast()
            if let marker = folders.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), marker + 1 < folders.endIndex {
                return String(folders[marker + 1])
            }
            return folders.first.map(String.init) ?? ""
        }
    }

    /// The three kinds of edge the spec names.
    public enum EdgeKind: String, Sendable, CaseIterable {
        /// Passed in: an initializer parameter or a stored property.
        case injected
        /// Reached for at run time: a singleton, a locator lookup, an environment read.
        case hidden
        /// Conforms to (or, between protocols, inherits) a protocol.
        case conformance
    }

    /// How an edge arises; each belongs to one `EdgeKind`.
    public enum Via: String, Sendable, CaseIterable {
        case initializer, property, singleton, locator, environment, conformance

        public var kind: EdgeKind {
            switch self {
            case .initializer, .property: return .injected
            case .singleton, .locator, .environment: return .hidden
            case .conformance: return .conformance
            }
        }
    }

    /// Where in the code an edge is written, and how.
    public struct Site: Sendable, Equatable, Hashable {
        public var path: String
        public var line: Int
        /// What is written there: the parameter or property name, `APIService.shared`, the
        /// locator key, the protocol.
        public var text: String
        public var via: Via
        /// The site is in a test file.
        public var isTest: Bool

        public init(path: String, line: Int, text: String, via: Via, isTest: Bool = false) {
            self.path = path
            self.line = line
            self.text = text
            self.via = via
            self.isTest = isTest
        }
    }

    /// `from` depends on (or conforms to) `to`, in one way (`kind`), at one or more sites:
    /// one edge for a type that both takes and stores a dependency.
    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String
        public var kind: EdgeKind
        /// In path, line, text and `via` order; each site's `via` is of `kind`.
        public var sites: [Site]

        public init(from: String, to: String, kind: EdgeKind, sites: [Site]) {
            self.from = from
            self.to = to
            self.kind = kind
            self.sites = sites
        }

        /// The distinct ways of its sites, in `Via` order.
        public var vias: [Via] {
            Via.allCases.filter { via in sites.contains { $0.via == via } }
        }
    }

    public func node(named name: String) -> Node? { nodes.first { $0.name == name } }

    // MARK: Views

    /// The graph without test code: nodes declared only in test files, and the sites (then
    /// edges left with none) in test files.
    public func hidingTests() -> DependencyGraph {
        let kept = nodes.filter { !$0.isTest }
        let names = Set(kept.map(\.name))
        var result: [Edge] = []
        for var edge in edges where names.contains(edge.from) && names.contains(edge.to) {
            edge.sites.removeAll(where: \.isTest)
            if !edge.sites.isEmpty { result.append(edge) }
        }
        return DependencyGraph(nodes: kept, edges: result).droppingIsolatedNodes(keeping: [])
    }

    /// The neighbourhood of `name`: the nodes at most `depth` edges away from it, each edge
    /// followed either way, and every edge between two of them. nil when no node has the name.
    public func focused(on name: String, depth: Int) -> DependencyGraph? {
        guard node(named: name) != nil else { return nil }
        var neighbours: [String: [String]] = [:]
        for edge in edges {
            neighbours[edge.from, default: []].append(edge.to)
            neighbours[edge.to, default: []].append(edge.from)
        }
        var distance = [name: 0]
        var frontier = [name]
        var step = 0
        while step < depth && !frontier.isEmpty {
            step += 1
            var next: [String] = []
            for current in frontier {
                for other in neighbours[current] ?? [] where distance[other] == nil {
                    distance[other] = step
                    next.append(other)
                }
            }
            frontier = next
        }
        return DependencyGraph(
            nodes: nodes.filter { distance[$0.name] != nil },
            edges: edges.filter { distance[$0.from] != nil && distance[$0.to] != nil })
    }

    /// The graph without nodes that no edge touches, except those in `keeping`.
    public func droppingIsolatedNodes(keeping: Set<String>) -> DependencyGraph {
        var touched = keeping
        for edge in edges {
            touched.insert(edge.from)
            touched.insert(edge.to)
        }
        return DependencyGraph(nodes: nodes.filter { touched.contains($0.name) }, edges: edges)
    }

    /// How nodes are grouped in a picture.
    public enum Clustering: String, Sendable, CaseIterable {
        case none, folder, module

        /// The group of `node`; nil: in no group.
        public func cluster(of node: Node) -> String? {
            switch self {
            case .none: return nil
            case .folder: return node.path == nil ? nil : node.folder
            case .module: return node.path == nil ? nil : node.module
            }
        }
    }
}
