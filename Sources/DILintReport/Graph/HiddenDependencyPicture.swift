import DILintRules

/// The HTML report's picture of the hidden-dependency hot spots: a renderer of
/// `DependencyGraph`, like the DOT, Mermaid and JSON ones. The types reached by hidden
/// edges from the most other types stand on the right (singletons red, containers yellow),
/// the types that reach them most on the left, joined by red dashed curves whose width grows
/// with the number of sites. Inline SVG, no script, no external reference.
public struct HiddenDependencyPicture: Sendable {
    /// How many targets and users the picture shows at most.
    public var maxTargets = 10
    public var maxUsers = 24

    public init() {}

    /// A hot spot: a type reached by hidden edges, with its users and sites.
    public struct HotSpot: Sendable, Equatable {
        public var name: String
        public var users: Int
        public var sites: Int
    }

    /// The targets of hidden edges of `via`, by distinct users, then sites, then name.
    public static func hotSpots(_ graph: DependencyGraph, via: DependencyGraph.Via? = nil) -> [HotSpot] {
        var users: [String: Set<String>] = [:]
        var sites: [String: Int] = [:]
        for edge in graph.edges where edge.kind == .hidden {
            let count = edge.sites.filter { via == nil || $0.via == via }.count
            guard count > 0 else { continue }
            users[edge.to, default: []].insert(edge.from)
            sites[edge.to, default: 0] += count
        }
        return users.map { HotSpot(name: $0.key, users: $0.value.count, sites: sites[$0.key] ?? 0) }
            .sorted { ($1.users, $1.sites, $0.name) < ($0.users, $0.sites, $1.name) }
    }

    /// The SVG, or a sentence when the graph has no hidden edge.
    public func render(_ graph: DependencyGraph) -> String {
        let targets = Array(Self.hotSpots(graph).prefix(maxTargets))
        guard !targets.isEmpty else { return "<p class=\"empty\">No hidden dependencies.</p>" }
        let targetNames = Set(targets.map(\.name))
        var weight: [String: Int] = [:]
        for edge in graph.edges where edge.kind == .hidden && targetNames.contains(edge.to) {
            weight[edge.from, default: 0] += edge.sites.count
        }
        let users = weight.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(maxUsers).map(\.key)
        let row = 26, top = 30
        let height = top + max(users.count, targets.count) * row + 10
        let leftX = 10, boxWidth = 250, rightX = 640
        func y(_ index: Int, of count: Int) -> Int {
            let total = max(users.count, targets.count)
            return top + index * row + (total - count) * row / 2
        }
        var out = "<svg class=\"picture\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 900 \(height)\" "
        out += "width=\"900\" height=\"\(height)\" role=\"img\" aria-label=\"hidden dependency hot spots\">"
        out += "<text x=\"\(leftX)\" y=\"18\" class=\"axis\">types that reach for them</text>"
        out += "<text x=\"\(rightX)\" y=\"18\" class=\"axis\">most-reached hidden dependencies</text>"
        let userRow = Dictionary(uniqueKeysWithValues: users.enumerated().map { ($0.element, $0.offset) })
        let targetRow = Dictionary(uniqueKeysWithValues: targets.enumerated().map { ($0.element.name, $0.offset) })
        for edge in graph.edges where edge.kind == .hidden {
            guard let u = userRow[edge.from], let t = targetRow[edge.to] else { continue }
            let y1 = y(u, of: users.count) + row / 2 - 2, y2 = y(t, of: targets.count) + row / 2 - 2
            let x1 = leftX + boxWidth, x2 = rightX
            let width = min(1 + edge.sites.count, 6)
            out += "<path d=\"M\(x1) \(y1) C\(x1 + 120) \(y1), \(x2 - 120) \(y2), \(x2) \(y2)\" class=\"hidden-edge\" "
            out += "stroke-width=\"\(width)\"><title>\(Escaping.html(edge.from)) → \(Escaping.html(edge.to)): "
            out += "\(edge.sites.count) site\(edge.sites.count == 1 ? "" : "s")</title></path>"
        }
        for (index, name) in users.enumerated() {
            out += box(
                name, x: leftX, y: y(index, of: users.count), width: boxWidth, style: "user",
                note: "\(weight[name] ?? 0)")
        }
        for (index, spot) in targets.enumerated() {
            let node = graph.node(named: spot.name)
            let style = node?.isSingleton == true ? "singleton" : node?.isContainer == true ? "container" : "target"
            out += box(
                spot.name, x: rightX, y: y(index, of: targets.count), width: boxWidth, style: style,
                note: Self.count(spot.users, "user") + " · " + Self.count(spot.sites, "site"))
        }
        return out + "</svg>"
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    private func box(_ name: String, x: Int, y: Int, width: Int, style: String, note: String) -> String {
        // About 6.5 px a character at 12 px: the name and the note share the box's 234 px.
        let limit = max(8, 35 - note.count)
        let label = name.count > limit ? String(name.prefix(limit - 1)) + "…" : name
        return "<g class=\"box \(style)\"><title>\(Escaping.html(name))</title>"
            + "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"20\" rx=\"4\"/>"
            + "<text x=\"\(x + 8)\" y=\"\(y + 14)\">\(Escaping.html(label))</text>"
            + "<text x=\"\(x + width - 8)\" y=\"\(y + 14)\" class=\"note\" text-anchor=\"end\">\(Escaping.html(note))</text></g>"
    }
}
