import DILintSyntax

/// A line-per-declaration rendering of a parsed file, the shape of the parser's expected
/// files (`Fixtures/Parser/*.outline`, beside the fixture each describes). Expected outlines
/// are written by hand from Swift's grammar and checked against the SwiftSyntax oracle
/// (`Tests/Oracle`) on the facts it prints; they are never pasted from the parser's output.
///
/// One line per declaration, indented two spaces per nesting level (members and local
/// declarations under the declaration that holds them):
///
///     kind name @line:column | key: value | key: value …
///
/// `name` is `SyntaxTree.name(of:)` (`<none>` when missing); the location is that of the
/// name token (the `init`/`subscript`/`deinit` keyword, an extension's first type token).
/// Segments, each written only when it has something to say, in this order:
/// `modifiers`, `attributes`, `generics`, `inherits`, `where`,
/// `parameters` (always for func/init/subscript: `(label name: Type = default, …)`, `_` for
/// no label or name, a variadic's type followed by `...`, parameter attributes in braces
/// before the label: `{@ViewBuilder} content content: …`), `returns`,
/// `type` (a variable's annotation, a typealias's target), `default` (an associated type's),
/// `initializer` (a variable's), `raw` (an enum case's raw value), `storage`,
/// `accessors` (protocol members: the accessor block's text), `flags`, and `regions`: the
/// kinds of the code regions the declaration owns, in source order, closures written
/// `closure(callee)` or `closure` when no call takes them.
/// Regions owned by no declaration (top-level code) are listed on a last line
/// `top-level regions: …`.
enum ParserOutline {
    static func render(_ tree: SyntaxTree) -> [String] {
        let lines = LineTable(tree.bytes)
        var regionsByOwner: [Int32: [Region]] = [:]
        for region in tree.regions {
            regionsByOwner[region.owner, default: []].append(region)
        }
        var out: [String] = []
        func visit(_ index: Int, depth: Int) {
            out.append(
                String(repeating: "  ", count: depth)
                    + line(tree, index, lines: lines, regions: regionsByOwner[Int32(index)] ?? []))
            for member in tree.members(of: index) {
                visit(member, depth: depth + 1)
            }
        }
        for index in tree.topLevelDeclarations {
            visit(index, depth: 0)
        }
        if let topLevel = regionsByOwner[-1], !topLevel.isEmpty {
            out.append("top-level regions: " + topLevel.map { regionText(tree, $0) }.joined(separator: ", "))
        }
        return out
    }

    private static func line(_ tree: SyntaxTree, _ index: Int, lines: LineTable, regions: [Region]) -> String {
        let d = tree.declarations[index]
        let locationToken = d.nameToken >= 0 ? Int(d.nameToken) : Int(d.tokens.start)
        let location = lines.location(of: tree.tokens[min(locationToken, tree.tokens.count - 1)].start)
        let name = tree.name(of: index)
        var text = "\(d.kind.text) \(name.isEmpty ? "<none>" : name) @\(location.line):\(location.column)"
        func segment(_ key: String, _ value: String) {
            text += " | \(key): \(value)"
        }
        if !d.modifiers.isEmpty {
            segment("modifiers", d.modifiers.map { tree.text(of: tree.modifiers[Int($0)].tokens) }.joined(separator: " "))
        }
        if !d.attributes.isEmpty {
            segment("attributes", d.attributes.map { tree.text(of: tree.attributes[Int($0)].tokens) }.joined(separator: " "))
        }
        if let generics = tree.genericParametersText(of: index) { segment("generics", generics) }
        if !d.inheritance.isEmpty {
            segment("inherits", d.inheritance.map { tree.text(of: tree.inheritedTypes[Int($0)]) }.joined(separator: ", "))
        }
        if !d.whereClause.isEmpty { segment("where", tree.text(of: d.whereClause)) }
        let hasParameterClause = [.func, .`init`, .subscript, .macro].contains(d.kind)
        if hasParameterClause || !d.parameters.isEmpty {
            segment("parameters", "(" + d.parameters.map { parameterText(tree, Int($0)) }.joined(separator: ", ") + ")")
        }
        switch d.kind {
        case .func, .subscript, .macro:
            if !d.type.isEmpty { segment("returns", tree.text(of: d.type)) }
        case .var, .let, .typealias:
            if !d.type.isEmpty { segment("type", tree.text(of: d.type)) }
        default:
            break
        }
        if !d.initializer.isEmpty {
            let key = d.kind == .associatedtype ? "default" : d.kind == .case ? "raw" : "initializer"
            segment(key, tree.text(of: d.initializer))
        }
        if let storage = d.storage.text { segment("storage", storage) }
        if d.parent >= 0 && tree.declarations[Int(d.parent)].kind == .protocol && !d.accessorBlock.isEmpty {
            segment("accessors", tree.text(of: d.accessorBlock))
        }
        let flags = flagTexts(d.flags)
        if !flags.isEmpty { segment("flags", flags.joined(separator: ", ")) }
        if !regions.isEmpty { segment("regions", regions.map { regionText(tree, $0) }.joined(separator: ", ")) }
        return text
    }

    private static func parameterText(_ tree: SyntaxTree, _ index: Int) -> String {
        let p = tree.parameters[index]
        var text = ""
        if !p.attributes.isEmpty {
            text += "{" + p.attributes.map { tree.text(of: tree.attributes[Int($0)].tokens) }.joined(separator: " ") + "} "
        }
        text += p.label >= 0 ? tree.text(ofToken: Int(p.label)) : "_"
        text += " "
        text += p.name >= 0 ? tree.text(ofToken: Int(p.name)) : "_"
        text += ": " + (p.type.isEmpty ? "<none>" : tree.text(of: p.type))
        if p.isVariadic { text += "..." }
        if !p.defaultValue.isEmpty { text += " = " + tree.text(of: p.defaultValue) }
        return text
    }

    static func regionText(_ tree: SyntaxTree, _ region: Region) -> String {
        let kind = String(describing: region.kind)
        guard region.kind == .closure else { return kind }
        return region.callee >= 0 ? "closure(\(tree.text(ofToken: Int(region.callee))))" : "closure"
    }

    private static func flagTexts(_ flags: DeclarationFlags) -> [String] {
        let names: [(DeclarationFlags, String)] = [
            (.failable, "failable"), (.implicitlyUnwrappedFailable, "iuoFailable"), (.isLocal, "local"),
            (.isAsync, "async"), (.isThrowing, "throws"), (.implicitlyUnwrappedType, "iuo"),
            (.optionalType, "optional"), (.hasSetter, "setter"), (.isMalformed, "malformed"),
        ]
        return names.filter { flags.contains($0.0) }.map(\.1)
    }
}
