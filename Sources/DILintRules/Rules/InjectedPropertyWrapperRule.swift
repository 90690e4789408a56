import DILintSyntax

/// Flags properties resolved at run time by an injection property wrapper; documented in
/// `Rules/injected_property_wrapper.md`.
public struct InjectedPropertyWrapperRule: Rule {
    public static let id = RuleID.injectedPropertyWrapper
    public static let defaultSeverity = Severity.note
    public static let isEnabledByDefault = false

    public typealias Options = NoOptions

    public init(options: Options) {}

    public var declarationKinds: Set<DeclarationKind> { [.var, .let] }

    public func check(declaration index: Int, in file: FileContext, into sink: inout FindingSink) {
        let d = file.declaration(index)
        guard !d.attributes.isEmpty, !file.isTestFile else { return }
        for attribute in d.attributes {
            // `@Injected(\.api)`, `@Factory.Injected(\.api)`, `@Injected<Api>`, swift-dependencies'
            // `@Dependency(\.api)`; `@Dependency(Dependencies.api)` with `typealias Dependency = Injected`.
            let name = file.typeReference(file.tree.attributes[Int(attribute)].name).names.last ?? ""
            guard file.index.isInjectionWrapper(name) else { continue }
            guard !file.isInCompositionRoot(index), !(name == "Dependency" && file.usesSpeziDependencies) else { return }
            sink.report(token: Int(d.nameToken), in: index, message(property: file.name(of: index), wrapper: name))
            return
        }
    }

    public var inspectsCode: Bool { true }

    /// A local written with an injection wrapper (`@Dependency(\.clock) var clock` inside a
    /// reducer's `body`, a function or a `#Preview`): the parser keeps no declaration for a
    /// local, so the tokens of code are read for `@Wrapper(…) var name`. And a call of a
    /// swift-dependencies reader of the analyzed set (`with(dependency: \.slack)`, a function
    /// that hands its key path to `@Dependency` on a local): the same lookup, reported at the
    /// call; the local inside the reader is not (one lookup, one finding).
    public func check(chains: ExpressionChains, in file: FileContext, into sink: inout FindingSink) {
        guard !file.isTestFile, !file.tree.regions.isEmpty else { return }
        let tokens = file.tree.tokens
        let readers = file.index.dependencyReaders
        let hasReaders = !readers.names.isEmpty
        var i = 0
        while i + 3 < tokens.count {
            defer { i += 1 }
            if hasReaders && tokens[i].kind == .identifier && tokens[i + 1].kind == .leftParen, i + 4 < tokens.count,
                let key = readKey(at: i, in: file), readers.contains(file.tree.bytes, in: file.tree.textRange(ofToken: i)),
                let region = file.code.region(at: i), isLookupCode(region, in: file)
            {
                let reader = "\(file.text(ofToken: i))(\(tokens[i + 2].kind == .identifier ? file.text(ofToken: i + 2) : "_"):)"
                sink.report(
                    token: i, in: file.owner(ofRegion: region),
                    "'\(key)' is resolved at run time by '\(reader)', a reader of '@Dependency', and is invisible "
                        + "in the initializer; pass it through the initializer instead")
                continue
            }
            guard tokens[i].kind == .atSign, tokens[i + 1].kind == .identifier else { continue }
            // `@Dependency`, `@Factory.Injected`, then `(…)`, then `var`/`let` and a name.
            var j = i + 1
            while j + 2 < tokens.count && tokens[j + 1].kind == .period && tokens[j + 2].kind == .identifier { j += 2 }
            let wrapper = file.text(ofToken: j)
            guard file.index.isInjectionWrapper(wrapper) else { continue }
            j += 1
            if j < tokens.count && tokens[j].kind == .leftParen && !tokens[j].hasTriviaBefore {
                j = file.matches.close(of: j).map { $0 + 1 } ?? tokens.count
            }
            // A local is code (`CodeMap`); a property's header, a local type's included, is not.
            guard j + 1 < tokens.count, tokens[j].is(.var) || tokens[j].is(.let), tokens[j + 1].kind == .identifier,
                let region = file.code.region(at: i)
            else { continue }
            let owner = file.owner(ofRegion: region)
            guard isLookupCode(region, in: file),
                owner < 0 || file.declaration(owner).kind != .func || !hasReaders
                    || !readers.contains(file.tree.bytes, in: file.tree.textRange(ofToken: Int(file.declaration(owner).nameToken)))
            else { continue }
            sink.report(token: j + 1, in: owner, message(property: file.text(ofToken: j + 1), wrapper: wrapper))
        }
    }

    /// Whether code region `region` looks a dependency up rather than wiring one: not
    /// registration code, a static initializer assembling an implementation from other
    /// dependencies (`static let live: Service = { @Dependency(\.api) var api … }()`), the
    /// composition root or top-level code (a `#Preview` included).
    private func isLookupCode(_ region: Int32, in file: FileContext) -> Bool {
        let owner = file.owner(ofRegion: region)
        return !file.isWiringCode(region) && !file.isTopLevelWiring(region)
            && !file.region(region, isInside: [.staticPropertyInitializer])
            && (owner < 0 || !file.isInCompositionRoot(owner))
    }

    /// The key a reader call at token `index` passes (`slack` in `with(dependency: \.slack)`),
    /// when its first argument is a key path and the call is a free function's (not
    /// `x.with(…)`, not the reader's own declaration).
    private func readKey(at index: Int, in file: FileContext) -> String? {
        let tokens = file.tree.tokens
        guard !tokens[index + 1].hasTriviaBefore, index == 0 || tokens[index - 1].kind != .period,
            index == 0 || !tokens[index - 1].is(.func)
        else { return nil }
        var slash = index + 2
        if tokens[slash].kind == .identifier && tokens[slash + 1].kind == .colon { slash += 2 }
        guard slash + 2 < tokens.count, tokens[slash].kind == .backslash, tokens[slash + 1].kind == .period,
            tokens[slash + 2].kind == .identifier
        else { return nil }
        return file.text(ofToken: slash + 2)
    }

    private func message(property: String, wrapper: String) -> String {
        "'\(property)' is resolved at run time by '@\(wrapper)' and is invisible in the initializer; "
            + "pass it through the initializer instead"
    }
}
