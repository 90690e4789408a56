import SwiftSyntax

/// Walks one SwiftSyntax tree and returns its declarations in `dilint dump`'s shape.
///
/// The walk visits every node. Output declarations become the parent of whatever
/// declarations are found below them (members, and local types and functions in
/// bodies, closures and initializers); nodes that are not output (statements,
/// expressions, `#if` clauses, local variables, deinit, import...) are transparent.
struct Extractor {
    let converter: SourceLocationConverter

    init(file: SourceFileSyntax, path: String) {
        converter = SourceLocationConverter(fileName: path, tree: file)
    }

    func declarations(in file: SourceFileSyntax) -> [Declaration] {
        var out: [Declaration] = []
        walkChildren(Syntax(file), into: &out, inProtocol: false)
        return out
    }

    // MARK: - Walk

    private func walkChildren(_ node: Syntax, into out: inout [Declaration], inProtocol: Bool) {
        for child in node.children(viewMode: .sourceAccurate) {
            visit(child, into: &out, inProtocol: inProtocol)
        }
    }

    private func visit(_ node: Syntax, into out: inout [Declaration], inProtocol: Bool) {
        if node.is(TokenSyntax.self) { return }
        switch node.as(SyntaxEnum.self) {
        case .classDecl(let d):
            out.append(typeContext("class", node, name: d.name, d.inheritanceClause, d.modifiers, d.attributes))
        case .structDecl(let d):
            out.append(typeContext("struct", node, name: d.name, d.inheritanceClause, d.modifiers, d.attributes))
        case .enumDecl(let d):
            out.append(typeContext("enum", node, name: d.name, d.inheritanceClause, d.modifiers, d.attributes))
        case .actorDecl(let d):
            out.append(typeContext("actor", node, name: d.name, d.inheritanceClause, d.modifiers, d.attributes))
        case .protocolDecl(let d):
            out.append(typeContext("protocol", node, name: d.name, d.inheritanceClause, d.modifiers, d.attributes))
        case .extensionDecl(let d):
            var decl = Declaration(
                kind: "extension", name: fold(d.extendedType.trimmedDescription),
                line: 0, column: 0)
            locate(&decl, at: d.extendedType.positionAfterSkippingLeadingTrivia)
            decl.modifiers = texts(d.modifiers)
            decl.attributes = texts(d.attributes)
            decl.inheritance = inheritance(d.inheritanceClause)
            walkChildren(node, into: &decl.members, inProtocol: false)
            out.append(decl)
        case .functionDecl(let d):
            var decl = simple("func", name: d.name, d.modifiers, d.attributes)
            decl.parameters = parameters(d.signature.parameterClause.parameters, isSubscript: false)
            walkChildren(node, into: &decl.members, inProtocol: false)
            out.append(decl)
        case .initializerDecl(let d):
            var decl = Declaration(kind: "init", name: "init", line: 0, column: 0)
            locate(&decl, at: d.initKeyword.positionAfterSkippingLeadingTrivia)
            decl.modifiers = texts(d.modifiers)
            decl.attributes = texts(d.attributes)
            decl.parameters = parameters(d.signature.parameterClause.parameters, isSubscript: false)
            walkChildren(node, into: &decl.members, inProtocol: false)
            out.append(decl)
        case .subscriptDecl(let d):
            var decl = Declaration(kind: "subscript", name: "subscript", line: 0, column: 0)
            locate(&decl, at: d.subscriptKeyword.positionAfterSkippingLeadingTrivia)
            decl.modifiers = texts(d.modifiers)
            decl.attributes = texts(d.attributes)
            decl.parameters = parameters(d.parameterClause.parameters, isSubscript: true)
            if inProtocol, let block = d.accessorBlock { decl.accessors = accessorText(block) }
            walkChildren(node, into: &decl.members, inProtocol: false)
            out.append(decl)
        case .variableDecl(let d):
            variable(d, into: &out, inProtocol: inProtocol)
        case .enumCaseDecl(let d):
            for element in d.elements {
                var decl = simple("case", name: element.name, d.modifiers, d.attributes)
                if let clause = element.parameterClause {
                    decl.parameters = clause.parameters.map { p in
                        let label = p.firstName.flatMap { $0.text == "_" ? nil : stripTicks($0.text) }
                        let name = (p.secondName ?? p.firstName).map { stripTicks($0.text) }
                        return Parameter(
                            label: label, name: name, type: fold(p.type.trimmedDescription),
                            defaultValue: p.defaultValue.map { fold($0.value.trimmedDescription) })
                    }
                }
                out.append(decl)
            }
        case .typeAliasDecl(let d):
            var decl = simple("typealias", name: d.name, d.modifiers, d.attributes)
            walkChildren(node, into: &decl.members, inProtocol: false)
            out.append(decl)
        case .associatedTypeDecl(let d):
            out.append(simple("associatedtype", name: d.name, d.modifiers, d.attributes))
        default:
            walkChildren(node, into: &out, inProtocol: inProtocol)
        }
    }

    // MARK: - Declarations

    private func typeContext(
        _ kind: String, _ node: Syntax, name: TokenSyntax,
        _ clause: InheritanceClauseSyntax?, _ modifiers: DeclModifierListSyntax,
        _ attributes: AttributeListSyntax
    ) -> Declaration {
        var decl = simple(kind, name: name, modifiers, attributes)
        decl.inheritance = inheritance(clause)
        walkChildren(node, into: &decl.members, inProtocol: kind == "protocol")
        return decl
    }

    private func simple(
        _ kind: String, name: TokenSyntax, _ modifiers: DeclModifierListSyntax,
        _ attributes: AttributeListSyntax
    ) -> Declaration {
        var decl = Declaration(kind: kind, name: stripTicks(name.text), line: 0, column: 0)
        locate(&decl, at: name.positionAfterSkippingLeadingTrivia)
        decl.modifiers = texts(modifiers)
        decl.attributes = texts(attributes)
        return decl
    }

    /// One declaration per bound name; a local variable (in a body) is not output,
    /// but declarations inside its initializer still are, under the enclosing declaration.
    private func variable(_ d: VariableDeclSyntax, into out: inout [Declaration], inProtocol: Bool) {
        guard isMemberOrGlobal(Syntax(d)) else {
            walkChildren(Syntax(d), into: &out, inProtocol: false)
            return
        }
        let kind = d.bindingSpecifier.text == "let" ? "let" : "var"
        let modifiers = texts(d.modifiers)
        let attributes = texts(d.attributes)
        var produced: [Declaration] = []
        for binding in d.bindings {
            var storage = "stored"
            var accessors: String? = nil
            if let block = binding.accessorBlock {
                storage = storageKind(block)
                if inProtocol { accessors = accessorText(block) }
            }
            var group: [Declaration] = []
            for (token, type, initializer) in names(
                binding.pattern, binding.typeAnnotation?.type,
                binding.initializer?.value)
            {
                var decl = Declaration(kind: kind, name: stripTicks(token.text), line: 0, column: 0)
                locate(&decl, at: token.positionAfterSkippingLeadingTrivia)
                decl.modifiers = modifiers
                decl.attributes = attributes
                decl.isBinding = true
                decl.type = type.map { fold($0.trimmedDescription) }
                decl.initializer = initializer.map { fold($0.trimmedDescription) }
                decl.storage = storage
                decl.accessors = accessors
                group.append(decl)
            }
            if group.isEmpty {
                walkChildren(Syntax(binding), into: &out, inProtocol: false)
            } else {
                walkChildren(Syntax(binding), into: &group[0].members, inProtocol: false)
            }
            produced += group
        }
        // Attribute arguments (rarely closures) belong to the first binding.
        if produced.isEmpty {
            walkChildren(Syntax(d.attributes), into: &out, inProtocol: false)
        } else {
            var nested: [Declaration] = []
            walkChildren(Syntax(d.attributes), into: &nested, inProtocol: false)
            produced[0].members = nested + produced[0].members
        }
        out += produced
    }

    /// Names bound by a pattern. For `let (a, b): (A, B) = (x, y)` each name gets its
    /// element of the tuple type and tuple expression when the arities match, else null.
    private func names(_ pattern: PatternSyntax, _ type: TypeSyntax?, _ value: ExprSyntax?)
        -> [(TokenSyntax, TypeSyntax?, ExprSyntax?)]
    {
        if let p = pattern.as(IdentifierPatternSyntax.self) {
            return [(p.identifier, type, value)]
        }
        if let p = pattern.as(ValueBindingPatternSyntax.self) {
            return names(p.pattern, type, value)
        }
        if let p = pattern.as(TuplePatternSyntax.self) {
            let elements = Array(p.elements)
            let types = type?.as(TupleTypeSyntax.self).map { Array($0.elements) }
            let values = value?.as(TupleExprSyntax.self).map { Array($0.elements) }
            var result: [(TokenSyntax, TypeSyntax?, ExprSyntax?)] = []
            for (i, element) in elements.enumerated() {
                let t = types.flatMap { $0.count == elements.count ? $0[i].type : nil }
                let v = values.flatMap { $0.count == elements.count ? $0[i].expression : nil }
                result += names(element.pattern, t, v)
            }
            return result
        }
        return []
    }

    /// A member of a type (or a protocol) or a top-level global: the chain of parents,
    /// skipping list, item and `#if` nodes, reaches a member block or the source file.
    private func isMemberOrGlobal(_ node: Syntax) -> Bool {
        var current = node.parent
        while let p = current {
            switch p.kind {
            case .codeBlockItem, .codeBlockItemList, .memberBlockItem, .memberBlockItemList,
                .ifConfigClause, .ifConfigClauseList, .ifConfigDecl:
                current = p.parent
            case .sourceFile, .memberBlock:
                return true
            default:
                return false
            }
        }
        return false
    }

    // MARK: - Parts

    private func parameters(_ list: FunctionParameterListSyntax, isSubscript: Bool) -> [Parameter] {
        list.map { p in
            let first = stripTicks(p.firstName.text)
            let label: String?
            let name: String
            if let second = p.secondName {
                label = p.firstName.text == "_" ? nil : first
                name = stripTicks(second.text)
            } else {
                label = (isSubscript || p.firstName.text == "_") ? nil : first
                name = first
            }
            var type = fold(p.type.trimmedDescription)
            if p.ellipsis != nil { type += "..." }
            return Parameter(
                label: label, name: name, type: type,
                defaultValue: p.defaultValue.map { fold($0.value.trimmedDescription) })
        }
    }

    private func inheritance(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { fold($0.type.trimmedDescription) } ?? []
    }

    private func storageKind(_ block: AccessorBlockSyntax) -> String {
        switch block.accessors {
        case .getter:
            return "computed"
        case .accessors(let list):
            let observers = list.allSatisfy {
                $0.accessorSpecifier.tokenKind == .keyword(.willSet)
                    || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
            }
            return !list.isEmpty && observers ? "observed" : "computed"
        }
    }

    /// `{ get }`, `{ get set }`, `{ mutating get async throws }`: accessor keywords with
    /// their modifier and effect specifiers; a code-block getter is written `{ get }`.
    private func accessorText(_ block: AccessorBlockSyntax) -> String {
        switch block.accessors {
        case .getter:
            return "{ get }"
        case .accessors(let list):
            if list.isEmpty { return "{ }" }
            let parts = list.map { accessor -> String in
                var words: [String] = []
                if let modifier = accessor.modifier { words.append(fold(modifier.trimmedDescription)) }
                words.append(accessor.accessorSpecifier.text)
                if let effects = accessor.effectSpecifiers { words.append(fold(effects.trimmedDescription)) }
                return words.joined(separator: " ")
            }
            return "{ " + parts.joined(separator: " ") + " }"
        }
    }

    private func texts(_ modifiers: DeclModifierListSyntax) -> [String] {
        modifiers.map { fold($0.trimmedDescription) }
    }

    /// Attributes in source order, including those in every `#if` branch.
    private func texts(_ attributes: AttributeListSyntax) -> [String] {
        var result: [String] = []
        for element in attributes {
            switch element {
            case .attribute(let a):
                result.append(fold(a.trimmedDescription))
            case .ifConfigDecl(let ifConfig):
                for clause in ifConfig.clauses {
                    if case .attributes(let list)? = clause.elements { result += texts(list) }
                }
            }
        }
        return result
    }

    private func locate(_ decl: inout Declaration, at position: AbsolutePosition) {
        let location = converter.location(for: position)
        decl.line = location.line
        decl.column = location.column
    }
}

/// Strips the backticks of an escaped identifier: `` `default` `` → `default`.
func stripTicks(_ text: String) -> String {
    if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
        return String(text.dropFirst().dropLast())
    }
    return text
}

/// Folds each run of whitespace (space, tab, CR, LF, VT, FF) to one space and trims both ends.
func fold(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for byte in text.utf8 {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
            pendingSpace = !out.isEmpty
        default:
            if pendingSpace { out.append(0x20); pendingSpace = false }
            out.append(byte)
        }
    }
    return String(decoding: out, as: UTF8.self)
}
