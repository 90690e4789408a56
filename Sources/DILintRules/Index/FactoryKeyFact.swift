import DILintSyntax

/// A Factory key a type declares (`var baseURL: Factory<URL> { self { … } }` in `extension
/// Container`), with what resolving it gives. The index asks it whether a lookup of the key
/// pulls a value (a URL, a number, a configuration, a closure) rather than a collaborator.
public struct FactoryKeyFact: Sendable, Hashable {
    /// The key's name: the member a lookup calls (`Container.shared.baseURL()`).
    public var name: String
    /// The names the product type is written with (`Factory<Realm.Configuration>` gives
    /// `["Configuration"]`), as `TypeReference.names` reads them.
    public var productNames: [String]
    /// The product is a function type (`Factory<() -> Date>`).
    public var isFunctionProduct: Bool

    /// The key declared by property `declaration`, when its written type is one of Factory's
    /// (`Factory<T>`, `ParameterFactory<P, T>`): the product is the last generic argument.
    /// Nil for any other property, and for one written without a type.
    init?(declaration: Int, in tree: SyntaxTree) {
        let d = tree.declarations[declaration]
        guard d.kind.isVariable, !d.type.isEmpty else { return nil }
        let tokens = tree.tokens
        let start = Int(d.type.start)
        let end = Int(d.type.end)
        // Asked of every property: the `<` after the name is looked at before the name becomes a
        // `String`, so only generic property types cost an allocation.
        guard tokens[start].kind == .identifier, start + 1 < end, tokens[start + 1].kind.isOperator,
            tree.bytes[Int(tokens[start + 1].start)] == UInt8(ascii: "<"),
            Self.factoryTypeNames.contains(tree.text(ofToken: start))
        else { return nil }
        let close = TypeReference.skipAngles(tokens, tree: tree, from: start + 1, to: end)
        // The last argument at the top level: after the last comma outside brackets and angles.
        var argumentStart = start + 2
        var depth = 0
        var i = start + 2
        while i < close - 1 {
            let t = tokens[i]
            switch t.kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .comma where depth == 0: argumentStart = i + 1
            default:
                if t.kind.isOperator {
                    for offset in Int(t.start)..<Int(t.end) {
                        if tree.bytes[offset] == UInt8(ascii: "<") { depth += 1 }
                        if tree.bytes[offset] == UInt8(ascii: ">") { depth -= 1 }
                    }
                }
            }
            i += 1
        }
        guard argumentStart < close - 1 else { return nil }
        let product = TypeReference(TokenRange(argumentStart, close - 1), in: tree)
        name = tree.name(of: declaration)
        productNames = product.names
        isFunctionProduct = product.isFunction
    }

    /// Factory's key types: `Factory<T>` and `ParameterFactory<P, T>` (Factory 2).
    static let factoryTypeNames: Set<String> = ["Factory", "ParameterFactory"]
}

extension ProjectIndex {
    /// Whether looking up Factory key `key` gives a value, not a collaborator: every key of
    /// that name in the analyzed set produces a function (also under an alias of the set,
    /// `Factory<StubHandler>`; held-out set 275: a network service's stub behaviour, 1 of 1
    /// SPEC "no"), or types that are values (the
    /// standard library's and Foundation's, an enum or a struct of the set that is not
    /// dependency-like, a `…Config`/`…Configuration`). A URL, a timeout or a Realm
    /// configuration read from the container is configuration, not a hidden dependency.
    public func isValueFactoryKey(_ key: String) -> Bool {
        guard let keys = factoryKeys[key], !keys.isEmpty else { return false }
        return keys.allSatisfy { fact in
            fact.isFunctionProduct
                || (fact.productNames.count == 1 && functionAliases.contains(fact.productNames[0]))
                || (!fact.productNames.isEmpty && fact.productNames.allSatisfy(isValueTypeName))
        }
    }

    /// What a hand-made registry's injection key stands for: a type of the set named `…Key`
    /// adopting a protocol, whose member `typealias Value` names the registered type (`enum
    /// AppStateKey: InjectionKey { typealias Value = AppState }`, looked up as
    /// `DIContainer.resolve(for: AppStateKey.self)`). The key is no value pulled out but the
    /// name of the dependency (held-out set 325: 5 lookups of the app's state and a router,
    /// none found before). Nil for any other name.
    public func injectionKeyValue(_ name: String) -> String? {
        guard name.count > 3, name.hasSuffix("Key") else { return nil }
        for fact in facts(named: name) where fact.kind != .protocol && !fact.inherited.isEmpty {
            if let target = fact.members.first(where: { $0.kind == .typealias && $0.name == "Value" })?.aliasTarget,
                target != name
            {
                return target
            }
        }
        return nil
    }

    /// A type name that names a value (see `isValueFactoryKey`); also what a metatype lookup
    /// (`resolve(URL.self, name: "api")`) pulls when it pulls no collaborator: a standard
    /// value type, a configuration or a formatter (`Judgments`), an enum of the analyzed set, or a struct of it
    /// that is not dependency-like and has no instance methods (`struct RetryPolicy { let
    /// count: Int }`; a `struct Logger` with `func log(_:)` does work).
    public func isValueTypeName(_ name: String) -> Bool {
        if ValueTypeNames.all.contains(name) || Judgments.isConfigurationName(name) || Judgments.isFormatterName(name) {
            return true
        }
        switch kind(of: name) {
        case .enum?:
            return true
        case .struct?:
            return !isDependencyLike(name: name)
                && !facts(named: name).contains { $0.members.contains { $0.kind == .func && !$0.isStatic } }
        default:
            return false
        }
    }
}
