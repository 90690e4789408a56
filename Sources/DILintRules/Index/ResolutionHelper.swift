import DILintSyntax

extension FileSummary {
    /// The name of function `index` when it is a resolution helper: it takes a metatype
    /// (`_ serviceType: Service.Type`) and hands it on to a lookup verb as its first
    /// argument (`resolve(serviceType)!`, `container.resolveOptional(type)`, `get(type)`).
    /// EUDI Wallet's `extension Resolver { func force<S>(_ serviceType: S.Type) -> S {
    /// resolve(serviceType)! } }` is Swinject's `resolve` under another name: a call of it,
    /// `DIGraph.shared.resolver.force(WalletKitController.self)`, pulls `WalletKitController`
    /// out of the container (held-out set 24: 39 such lookups, none seen).
    static func resolutionHelperName(_ index: Int, in tree: SyntaxTree) -> String? {
        let d = tree.declarations[index]
        guard !d.body.isEmpty else { return nil }
        let tokens = tree.tokens
        var metatypes: [Range<Int>] = []
        for p in d.parameters {
            let parameter = tree.parameters[Int(p)]
            let type = parameter.type
            guard parameter.name >= 0, type.end - type.start >= 3, tree.token(Int(type.end) - 1, is: "Type"),
                tokens[Int(type.end) - 2].kind == .period
            else { continue }
            metatypes.append(tree.textRange(ofToken: Int(parameter.name)))
        }
        guard !metatypes.isEmpty else { return nil }
        let bytes = tree.bytes
        var i = Int(d.body.start)
        let end = Int(d.body.end) - 2
        while i < end {
            defer { i += 1 }
            guard tokens[i].kind == .identifier, tokens[i + 1].kind == .leftParen, !tokens[i + 1].hasTriviaBefore,
                tokens[i + 2].kind == .identifier, tree.token(i, isIn: FileContext.metatypeVerbs)
            else { continue }
            let argument = tree.textRange(ofToken: i + 2)
            let next = tokens[i + 3].kind
            guard next == .rightParen || next == .comma else { continue }
            if metatypes.contains(where: { bytes[$0].elementsEqual(bytes[argument]) }) { return tree.name(of: index) }
        }
        return nil
    }
}
