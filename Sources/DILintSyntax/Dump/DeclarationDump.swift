/// "What dilint sees": a plain, `Encodable` projection of a file's declarations for
/// `dilint dump`. The shape is documented in `docs/dump.md`.
public struct FileDump: Encodable, Sendable {
    public var path: String
    public var declarations: [DeclarationDump]

    public init(path: String, tree: SyntaxTree, lines: LineTable) {
        self.path = path
        let builder = DumpBuilder(tree: tree, lines: lines)
        self.declarations = tree.topLevelDeclarations.flatMap { builder.declarations($0) }
    }
}

/// One declaration in a dump. Optional fields are written as `null` only where the issue's
/// format shows them (`type`, `initializer`, `label`, `default`); otherwise left out.
public struct DeclarationDump: Encodable, Sendable {
    public var kind: String
    public var name: String
    public var line: Int
    public var column: Int
    public var modifiers: [String]
    public var attributes: [String]
    public var generics: String?
    public var inheritance: [String]?
    public var whereClause: String?
    public var parameters: [ParameterDump]?
    public var returnType: String?
    public var isVariable = false
    public var type: String?
    public var initializer: String?
    public var storage: String?
    public var accessors: String?
    public var flags: [String]
    public var bodies: [BodyDump]
    public var members: [DeclarationDump]

    enum CodingKeys: String, CodingKey {
        case kind, name, line, column, modifiers, attributes, generics, inheritance
        case whereClause = "where"
        case parameters
        case returnType = "returns"
        case type, initializer, storage, accessors, flags, bodies, members
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(name, forKey: .name)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
        try c.encode(modifiers, forKey: .modifiers)
        try c.encode(attributes, forKey: .attributes)
        try c.encodeIfPresent(generics, forKey: .generics)
        try c.encodeIfPresent(inheritance, forKey: .inheritance)
        try c.encodeIfPresent(whereClause, forKey: .whereClause)
        try c.encodeIfPresent(parameters, forKey: .parameters)
        try c.encodeIfPresent(returnType, forKey: .returnType)
        if isVariable {
            try c.encode(type, forKey: .type)
            try c.encode(initializer, forKey: .initializer)
            try c.encodeIfPresent(storage, forKey: .storage)
        } else {
            try c.encodeIfPresent(type, forKey: .type)
            try c.encodeIfPresent(initializer, forKey: .initializer)
        }
        try c.encodeIfPresent(accessors, forKey: .accessors)
        if !flags.isEmpty { try c.encode(flags, forKey: .flags) }
        if !bodies.isEmpty { try c.encode(bodies, forKey: .bodies) }
        if !members.isEmpty || kind == "class" || kind == "struct" || kind == "enum" || kind == "actor"
            || kind == "protocol" || kind == "extension"
        {
            try c.encode(members, forKey: .members)
        }
    }
}

public struct ParameterDump: Encodable, Sendable {
    public var label: String?
    public var name: String?
    public var type: String?
    public var defaultValue: String?
    public var attributes: [String]
    public var isVariadic: Bool
    public var isInout: Bool

    enum CodingKeys: String, CodingKey {
        case label, name, type
        case defaultValue = "default"
        case attributes, variadic, `inout`
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(label, forKey: .label)
        try c.encode(name, forKey: .name)
        try c.encode(type, forKey: .type)
        try c.encode(defaultValue, forKey: .defaultValue)
        if !attributes.isEmpty { try c.encode(attributes, forKey: .attributes) }
        if isVariadic { try c.encode(true, forKey: .variadic) }
        if isInout { try c.encode(true, forKey: .inout) }
    }
}

/// A code region of a declaration: its context kind and where it starts and ends.
public struct BodyDump: Encodable, Sendable {
    public var kind: String
    public var start: String
    public var end: String
}

private struct DumpBuilder {
    let tree: SyntaxTree
    let lines: LineTable
    /// Regions by owning declaration, closures left out (they are part of their parent).
    let regionsByOwner: [Int32: [Int]]

    init(tree: SyntaxTree, lines: LineTable) {
        self.tree = tree
        self.lines = lines
        var byOwner: [Int32: [Int]] = [:]
        for (index, region) in tree.regions.enumerated() where region.kind != .closure && region.owner >= 0 {
            byOwner[region.owner, default: []].append(index)
        }
        regionsByOwner = byOwner
    }

    func location(ofToken index: Int) -> SourceLocation {
        lines.location(of: tree.tokens[index].start)
    }

    /// The dump of declaration `index`; for kinds outside the dump's vocabulary (`deinit`,
    /// `import`, `operator`, `precedencegroup`, `macro`) the declarations nested in it
    /// (local types in a `deinit` body), so a walk over `members` still finds them.
    func declarations(_ index: Int) -> [DeclarationDump] {
        switch tree.declarations[index].kind {
        case .deinit, .import, .operator, .precedencegroup, .macro:
            return tree.members(of: index).flatMap { declarations($0) }
        default:
            return [declaration(index)]
        }
    }

    func declaration(_ index: Int) -> DeclarationDump {
        let d = tree.declarations[index]
        let kindText = d.kind.text
        let nameLocation =
            d.nameToken >= 0
            ? location(ofToken: Int(d.nameToken))
            : location(ofToken: Int(d.tokens.start))
        var dump = DeclarationDump(
            kind: kindText, name: tree.name(of: index), line: nameLocation.line, column: nameLocation.column,
            modifiers: d.modifiers.map { tree.text(of: tree.modifiers[Int($0)].tokens) },
            attributes: d.attributes.map { tree.text(of: tree.attributes[Int($0)].tokens) },
            flags: flagTexts(d), bodies: [], members: [])
        dump.generics = tree.genericParametersText(of: index)
        if d.kind.isTypeContext || d.kind == .associatedtype {
            dump.inheritance = d.inheritance.map { tree.text(of: tree.inheritedTypes[Int($0)]) }
        }
        if !d.whereClause.isEmpty { dump.whereClause = tree.text(of: d.whereClause) }
        switch d.kind {
        case .func, .`init`, .subscript:
            dump.parameters = d.parameters.map(parameter)
            if !d.type.isEmpty { dump.returnType = tree.text(of: d.type) }
        case .case:
            if !d.parameters.isEmpty { dump.parameters = d.parameters.map(parameter) }
            if !d.initializer.isEmpty { dump.initializer = tree.text(of: d.initializer) }
        case .var, .let:
            dump.isVariable = true
            dump.type = d.type.isEmpty ? nil : tree.text(of: d.type)
            dump.initializer = d.initializer.isEmpty ? nil : tree.text(of: d.initializer)
            dump.storage = d.storage.text
            if isProtocolMember(d), !d.accessorBlock.isEmpty {
                dump.accessors = accessorText(d.accessorBlock)
            }
        case .typealias:
            if !d.type.isEmpty { dump.type = tree.text(of: d.type) }
        case .associatedtype:
            if !d.initializer.isEmpty { dump.type = tree.text(of: d.initializer) }
        default:
            break
        }
        if d.kind == .subscript, isProtocolMember(d), !d.accessorBlock.isEmpty {
            dump.accessors = accessorText(d.accessorBlock)
        }
        dump.bodies = (regionsByOwner[Int32(index)] ?? []).map { regionIndex in
            let region = tree.regions[regionIndex]
            let start = region.tokens.start
            let end = max(region.tokens.start, region.tokens.end)
            let startLocation = lines.location(of: tree.tokens[Int(start)].start)
            let endLocation = end > start ? lines.location(of: tree.tokens[Int(end) - 1].end) : startLocation
            return BodyDump(
                kind: String(describing: region.kind), start: startLocation.description,
                end: endLocation.description)
        }
        dump.members = tree.members(of: index).flatMap { declarations($0) }
        return dump
    }

    func isProtocolMember(_ d: Declaration) -> Bool {
        d.parent >= 0 && tree.declarations[Int(d.parent)].kind == .protocol
    }

    func flagTexts(_ d: Declaration) -> [String] {
        var flags: [String] = []
        if d.flags.contains(.failable) { flags.append("failable") }
        if d.flags.contains(.implicitlyUnwrappedFailable) { flags.append("implicitlyUnwrappedFailable") }
        if d.flags.contains(.isLocal) { flags.append("local") }
        if d.flags.contains(.isAsync) { flags.append("async") }
        if d.flags.contains(.isThrowing) { flags.append("throws") }
        if d.flags.contains(.isMalformed) { flags.append("malformed") }
        return flags
    }

    func parameter(_ index: Int32) -> ParameterDump {
        let p = tree.parameters[Int(index)]
        return ParameterDump(
            label: p.label >= 0 ? tree.text(ofToken: Int(p.label)) : nil,
            name: p.name >= 0 ? tree.text(ofToken: Int(p.name)) : nil,
            type: p.type.isEmpty ? nil : tree.text(of: p.type),
            defaultValue: p.defaultValue.isEmpty ? nil : tree.text(of: p.defaultValue),
            attributes: p.attributes.map { tree.text(of: tree.attributes[Int($0)].tokens) },
            isVariadic: p.isVariadic, isInout: p.isInout)
    }

    /// `{ get set }` normalized: the accessors' keywords and effects, one space apart.
    func accessorText(_ block: TokenRange) -> String {
        var parts: [String] = []
        var depth = 0
        var current: [String] = []
        for index in block.indices.dropFirst().dropLast() {
            let t = tree.tokens[index]
            switch t.kind {
            case .leftBrace, .leftParen: depth += 1
            case .rightBrace, .rightParen: depth -= 1
            default:
                if depth == 0 && (t.kind == .identifier || t.kind == .keyword) {
                    if t.is(.get) || t.is(.set) || t.is(.willSet) || t.is(.didSet) || t.is(._read) || t.is(._modify) {
                        if !current.isEmpty && !(current.last == "mutating" || current.last == "nonmutating") {
                            parts.append(current.joined(separator: " "))
                            current = []
                        }
                    }
                    current.append(tree.text(ofToken: index))
                }
            }
        }
        if !current.isEmpty { parts.append(current.joined(separator: " ")) }
        return parts.isEmpty ? "{ }" : "{ " + parts.joined(separator: " ") + " }"
    }
}
