import DILintSyntax

/// Builds `DependencyGraph` (docs/graph.md, "The model"): each file's code gives its
/// injected and hidden edges (`GraphFacts.swift`), the index gives conformances, node kinds
/// and the singleton and container marks. Hidden edges are those the rules report: code in
/// the composition root, registration closures and other wiring, and a registry's own code,
/// is left out, as `singleton_access` and `service_locator` leave it out.
extension DependencyGraph {
    /// Parses `inputs` (in parallel with `jobs` above 1) and builds the graph of the types the
    /// index knows. An input that cannot be read is returned as an error; the rest are used.
    public static func build(inputs: [Linter.Input], index: ProjectIndex, jobs: Int = 1)
        -> (graph: DependencyGraph, errors: [SourceError])
    {
        let slots = ParallelSlots<Result<GraphFacts, SourceError>>(count: inputs.count)
        parallelForEach(inputs.count, jobs: jobs) { k in
            do throws(SourceError) {
                let tree = SyntaxTree.parse(try inputs[k].read())
                slots[k] = .success(GraphFacts(FileContext(path: inputs[k].path, tree: tree, index: index)))
            } catch {
                slots[k] = .failure(error)
            }
        }
        var facts: [GraphFacts] = []
        var errors: [SourceError] = []
        for k in inputs.indices {
            switch slots.take(k)! {
            case .success(let found): facts.append(found)
            case .failure(let error): errors.append(error)
            }
        }
        // By path, so that the first of two `EnvironmentValues` members of one name is the same on every run.
        facts.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return (assemble(facts, index: index), errors)
    }

    /// The graph from every file's facts and the index.
    static func assemble(_ files: [GraphFacts], index: ProjectIndex) -> DependencyGraph {
        var raw: [GraphFacts.RawEdge] = []
        var environmentValues: [String: [String]] = [:]
        // The line of each type declaration, by path and name token (`TypeFact.line`).
        var declarationLines: [String: [Int32: Int]] = [:]
        for file in files {
            raw += file.edges
            environmentValues.merge(file.environmentValues) { first, _ in first }
            declarationLines[file.path] = file.declarationLines
        }
        func line(of fact: TypeFact) -> Int { declarationLines[fact.path]?[fact.line] ?? 0 }
        // `@Environment(\.key)` reads what `extension EnvironmentValues { var key: T }` holds.
        for file in files {
            for read in file.keyPathReads {
                for target in environmentValues[read.key] ?? [] {
                    raw.append(.init(from: read.user, to: target, site: read.site))
                }
            }
        }
        // Conformances, from the index's facts: direct ones (a protocol's parents are edges too).
        for name in index.typesByName.keys {
            guard let kind = index.kind(of: name), nodeKind(kind) != nil else { continue }
            for fact in index.facts(named: name) {
                for parent in fact.inherited where parent != name && index.isProtocol(parent) {
                    raw.append(
                        .init(
                            from: name, to: parent,
                            site: Site(
                                path: fact.path, line: line(of: fact), text: parent, via: .conformance,
                                isTest: index.isTestFile(fact.path))))
                }
            }
        }
        var sitesByEdge: [EdgeKey: Set<Site>] = [:]
        var registries = Set<String>()
        for edge in raw where edge.from != edge.to {
            guard let ownerKind = index.kind(of: edge.from), nodeKind(ownerKind) != nil else { continue }
            if edge.isRegistry { registries.insert(edge.to) }
            sitesByEdge[EdgeKey(from: edge.from, to: edge.to, kind: edge.site.via.kind), default: []].insert(edge.site)
        }
        let edges = sitesByEdge.map { key, sites in
            Edge(
                from: key.from, to: key.to, kind: key.kind,
                sites: sites.sorted {
                    ($0.path, $0.line, $0.text, $0.via.rawValue) < ($1.path, $1.line, $1.text, $1.via.rawValue)
                })
        }.sorted { ($0.from, $0.to, $0.kind.rawValue) < ($1.from, $1.to, $1.kind.rawValue) }
        var names = Set<String>()
        for edge in edges {
            names.insert(edge.from)
            names.insert(edge.to)
        }
        let nodes = names.sorted().map { name -> Node in
            let facts = index.facts(named: name)
            let declarations = facts.filter { $0.kind != .extension }
            let first = declarations.first ?? facts.first
            return Node(
                name: name, kind: index.kind(of: name).flatMap(nodeKind) ?? .external,
                isSingleton: !index.singletonMembers(of: name).isEmpty,
                isContainer: index.isCompositionRoot(typeName: name) || registries.contains(name),
                isTest: !facts.isEmpty && !(declarations.isEmpty ? facts : declarations).contains { !index.isTestFile($0.path) },
                path: first?.path, line: first.map(line(of:)))
        }
        return DependencyGraph(nodes: nodes, edges: edges)
    }

    /// The node kind of a declaration kind; nil for kinds that are not nodes.
    static func nodeKind(_ kind: DeclarationKind) -> NodeKind? {
        switch kind {
        case .protocol: return .protocol
        case .class: return .class
        case .struct: return .struct
        case .enum: return .enum
        case .actor: return .actor
        default: return nil
        }
    }

    private struct EdgeKey: Hashable {
        var from: String
        var to: String
        var kind: EdgeKind
    }
}
