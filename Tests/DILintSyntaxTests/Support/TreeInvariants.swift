import DILintSyntax

/// Structural facts every token list and tree must satisfy, whatever the input: returns a
/// description of each violation (empty when all hold).
func invariantViolations(_ tree: SyntaxTree) -> [String] {
    var problems: [String] = []
    let byteCount = UInt32(tree.bytes.count)
    let tokens = tree.tokens
    if tokens.last?.kind != .endOfFile { problems.append("token list does not end with endOfFile") }
    var previousEnd: UInt32 = 0
    for (index, token) in tokens.enumerated() {
        if token.start < previousEnd || token.end < token.start || token.end > byteCount {
            problems.append("token \(index) \(token.kind) has range \(token.start)..<\(token.end) after \(previousEnd)")
            break
        }
        if token.kind != .endOfFile && token.end == token.start {
            problems.append("token \(index) \(token.kind) is empty")
            break
        }
        previousEnd = token.end
    }
    previousEnd = 0
    for comment in tree.comments {
        if comment.start < previousEnd || comment.end > byteCount || !comment.kind.isComment {
            problems.append("comment \(comment.start)..<\(comment.end) out of order or bounds")
            break
        }
        previousEnd = comment.end
    }
    let tokenCount = Int32(tokens.count)
    func inBounds(_ range: TokenRange) -> Bool {
        range.isEmpty || (range.start >= 0 && range.end <= tokenCount)
    }
    let declarations = tree.declarations
    for (index, d) in declarations.enumerated() {
        let i = Int32(index)
        if d.parent >= i || d.parent < -1 { problems.append("declaration \(index) has parent \(d.parent)") }
        if d.subtreeEnd <= i || d.subtreeEnd > Int32(declarations.count) {
            problems.append("declaration \(index) has subtreeEnd \(d.subtreeEnd)")
        }
        if d.parent >= 0 && d.subtreeEnd > declarations[Int(d.parent)].subtreeEnd {
            problems.append("declaration \(index) ends after its parent's subtree")
        }
        if d.nameToken >= tokenCount { problems.append("declaration \(index) name token out of bounds") }
        for range in [d.name, d.tokens, d.genericParameters, d.whereClause, d.type, d.initializer, d.accessorBlock, d.body]
        where !inBounds(range) {
            problems.append("declaration \(index) has a range out of bounds: \(range)")
        }
        if d.attributes.upperBound > Int32(tree.attributes.count) || d.parameters.upperBound > Int32(tree.parameters.count)
            || d.inheritance.upperBound > Int32(tree.inheritedTypes.count) || d.modifiers.upperBound > Int32(tree.modifiers.count)
        {
            problems.append("declaration \(index) indexes past an array")
        }
        if problems.count > 20 { break }
    }
    for (index, region) in tree.regions.enumerated() {
        if !inBounds(region.tokens) || region.tokens.end < region.tokens.start {
            problems.append("region \(index) has tokens \(region.tokens)")
        }
        if region.parent >= Int32(index) || region.owner >= Int32(declarations.count) || region.callee >= tokenCount {
            problems.append("region \(index) has parent \(region.parent), owner \(region.owner), callee \(region.callee)")
        }
        if problems.count > 20 { break }
    }
    for parameter in tree.parameters {
        if !inBounds(parameter.type) || !inBounds(parameter.defaultValue) || parameter.label >= tokenCount
            || parameter.name >= tokenCount
        {
            problems.append("parameter out of bounds")
            break
        }
    }
    return problems
}

/// A small, seedable generator (SplitMix64), so every run mutates the same way.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
