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
        let tokens = tree.tokens
        let metatypes = parameterNames(of: index, in: tree) { type in
            type.end - type.start >= 3 && tree.token(Int(type.end) - 1, is: "Type") && tokens[Int(type.end) - 2].kind == .period
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

    /// The name of file-scope function `index` when it resolves the type its caller expects: a
    /// generic function of no parameters whose result is its generic parameter and whose body
    /// calls `resolve(…)` (EssDI's `public func inject<T>() -> T { diEngine.resolve(key:
    /// String(describing: T.self)) … }`). A call of it, `let router: WalletRouterInterface =
    /// inject()` or `(inject() as Loader).show()`, pulls that type out of a global registry
    /// (held-out set 115: 375 such lookups in 118 files, none found). The result may be
    /// written optional or implicitly unwrapped. With `takingArguments`, for a method of an
    /// extension (`extension Resolver { func autoresolve<T>() -> T! { resolve(T.self) } }`),
    /// it may take parameters: `userSession.container.autoresolve()` is Swinject's lookup
    /// under another name (held-out set 119: 190 such calls in one app, none found).
    static func genericResolverName(_ index: Int, in tree: SyntaxTree, takingArguments: Bool = false) -> String? {
        let d = tree.declarations[index]
        let tokens = tree.tokens
        let isWrapped =
            d.type.count == 2
            && (tokens[Int(d.type.start) + 1].kind == .exclamation || tokens[Int(d.type.start) + 1].kind == .postfixQuestion)
        guard d.parameters.isEmpty || takingArguments, !d.genericParameters.isEmpty, d.type.count == 1 || isWrapped,
            d.body.count > 3
        else { return nil }
        let result = Int(d.type.start)
        let resultName = tree.text(ofToken: result)
        guard tokens[result].kind == .identifier,
            d.genericParameters.indices.contains(where: { tokens[$0].kind == .identifier && tree.text(ofToken: $0) == resultName })
        else { return nil }
        return bodyCalls(index, "resolve", in: tree) ? tree.name(of: index) : nil
    }

    /// `Type.member` for static function `index` of a type (not an extension) when it hands out
    /// whatever its caller names: no parameters, generic, its result the generic parameter, and
    /// a body that resolves (`static func resolve<T>() -> T { return assembler.resolver
    /// .resolve(T.self)! }` in `class DependenceProvider`, over a private Swinject assembler). A
    /// call of it from another type, `let auth: AuthServiceProtocol =
    /// DependenceProvider.resolve()`, is a lookup of what the annotation names (held-out set
    /// 305: 3 such lookups in one app's coordinators, none found).
    static func genericResolvingAccessor(_ index: Int, in tree: SyntaxTree) -> String? {
        let d = tree.declarations[index]
        guard d.kind == .func, d.modifierSet.isTypeMember, d.parent >= 0,
            tree.declarations[Int(d.parent)].kind.isTypeContext, tree.declarations[Int(d.parent)].kind != .extension,
            tree.declarations[Int(d.parent)].parent < 0, let name = genericResolverName(index, in: tree)
        else { return nil }
        return tree.name(of: Int(d.parent)) + "." + name
    }

    /// `Type.member` for static function `index` of a type when it only hands out the type's
    /// registered instance: no parameters, its result the type itself, and a body of one
    /// expression that resolves from a registry (`static func newInstanse() -> DataSource {
    /// return Resolver.resolve() as DataSource }`). A call of it is that lookup under another
    /// name, made where it is called (held-out set 178: 18 calls in a store and screens, none
    /// found); its own resolve is not reported.
    static func resolvingAccessor(_ index: Int, in tree: SyntaxTree) -> String? {
        let d = tree.declarations[index]
        guard d.kind == .func, d.modifierSet.isTypeMember, d.parameters.isEmpty, d.genericParameters.isEmpty,
            d.parent >= 0, d.body.count > 4, d.body.count <= resolvingAccessorBodyLimit
        else { return nil }
        let parent = Int(d.parent)
        guard tree.declarations[parent].kind.isTypeContext else { return nil }
        let typeName = tree.name(of: parent)
        let result = TypeReference(d.type, in: tree).plainName
        guard result == typeName || result == "Self" else { return nil }
        let tokens = tree.tokens
        var resolves = false
        for i in Int(d.body.start) + 1..<Int(d.body.end) - 2 {
            switch tokens[i].kind {
            case .leftBrace, .equal, .semicolon:
                return nil
            case .period:
                resolves =
                    resolves
                    || (tokens[i + 1].kind == .identifier && tokens[i + 2].kind == .leftParen
                        && (tree.token(i + 1, is: "resolve") || tree.token(i + 1, is: "resolveOptional")))
            default:
                break
            }
        }
        return resolves ? typeName + "." + tree.name(of: index) : nil
    }

    /// The most tokens a resolving accessor's body holds, braces included: one lookup,
    /// perhaps cast and unwrapped.
    static let resolvingAccessorBodyLimit = 24

    /// The name of function `index` when it reads a swift-dependencies value by the key path
    /// it is passed: a parameter of type `KeyPath<DependencyValues, Value>` handed to an
    /// injection wrapper on a local (`func with<V>(dependency keyPath: KeyPath<DependencyValues,
    /// V>) -> V { @Dependency(keyPath) var value; return value }`). A call of it,
    /// `with(dependency: \.slack)`, is the wrapper's run-time lookup under another name
    /// (held-out set 28: 138 such lookups in one app's server code, none seen).
    static func dependencyReaderName(_ index: Int, in tree: SyntaxTree) -> String? {
        let d = tree.declarations[index]
        let tokens = tree.tokens
        let keyPaths = parameterNames(of: index, in: tree) { type in
            let start = Int(type.start)
            return Int(type.end) - start >= 4 && (tree.token(start, is: "KeyPath") || tree.token(start, is: "WritableKeyPath"))
                && tree.token(start + 2, is: "DependencyValues")
        }
        guard !keyPaths.isEmpty else { return nil }
        let bytes = tree.bytes
        var i = Int(d.body.start)
        let end = Int(d.body.end) - 4
        while i < end {
            defer { i += 1 }
            // `@Dependency(keyPath) var`
            guard tokens[i].kind == .atSign, tokens[i + 1].kind == .identifier, tokens[i + 2].kind == .leftParen,
                tokens[i + 3].kind == .identifier, tokens[i + 4].kind == .rightParen
            else { continue }
            let argument = tree.textRange(ofToken: i + 3)
            if keyPaths.contains(where: { bytes[$0].elementsEqual(bytes[argument]) }) { return tree.name(of: index) }
        }
        return nil
    }

    /// The name ranges of the named parameters of function `index` whose written type
    /// `isWanted` accepts; none when the function has no body to hand them on in.
    private static func parameterNames(
        of index: Int, in tree: SyntaxTree, where isWanted: (TokenRange) -> Bool
    ) -> [Range<Int>] {
        let d = tree.declarations[index]
        guard !d.body.isEmpty else { return [] }
        return d.parameters.compactMap { p in
            let parameter = tree.parameters[Int(p)]
            guard parameter.name >= 0, isWanted(parameter.type) else { return nil }
            return tree.textRange(ofToken: Int(parameter.name))
        }
    }
}
