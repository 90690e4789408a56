import DILintSyntax

/// For every token, the innermost code region it belongs to, or none: declaration headers
/// (names, types, parameter lists) are not code, even when a local declaration sits inside
/// a function body. Built with one sweep over the tokens.
public struct CodeMap: Sendable {
    private var regionOf: [Int32]

    public init(tree: SyntaxTree) {
        let count = tree.tokens.count
        regionOf = Array(repeating: -1, count: count)
        let regions = tree.regions
        let order = regions.indices.sorted { (regions[$0].tokens.start, $0) < (regions[$1].tokens.start, $1) }
        let locals = tree.declarations.indices.filter { tree.declarations[$0].flags.contains(.isLocal) }
        var nextRegion = 0
        var nextLocal = 0
        var openRegions: [Int] = []
        var openLocals: [Int] = []
        for token in 0..<count {
            while let last = openRegions.last, Int(regions[last].tokens.end) <= token { openRegions.removeLast() }
            while let last = openLocals.last, Int(tree.declarations[last].tokens.end) <= token { openLocals.removeLast() }
            while nextRegion < order.count && Int(regions[order[nextRegion]].tokens.start) <= token {
                let region = order[nextRegion]
                if Int(regions[region].tokens.end) > token { openRegions.append(region) }
                nextRegion += 1
            }
            while nextLocal < locals.count && Int(tree.declarations[locals[nextLocal]].tokens.start) <= token {
                let local = locals[nextLocal]
                if Int(tree.declarations[local].tokens.end) > token { openLocals.append(local) }
                nextLocal += 1
            }
            guard let region = openRegions.last else { continue }
            if let local = openLocals.last, regions[region].tokens.start < tree.declarations[local].tokens.start {
                continue  // a local declaration's header inside the region's code
            }
            regionOf[token] = Int32(region)
        }
    }

    /// The innermost region holding token `index` as code, or nil.
    public func region(at index: Int) -> Int32? {
        let region = regionOf[index]
        return region >= 0 ? region : nil
    }
}
