import DILintSyntax

/// The root-only judgment (docs/judgments.md, "reached only from the composition root"): a
/// singleton that no code but the composition root reaches (`CloudSyncManager.shared` read
/// once by the `@main` app, `OnboardingManager.shared` handed into the views by the app) is
/// already created where wiring belongs and injected from there; its `static let shared` is
/// how the root holds one instance, not a hidden dependency.
///
/// One place a file's code names a shared instance (`Foo.shared`, `Foo.instance`,
/// `Foo.default`, …), with the type whose code it is.
public struct SharedReach: Sendable, Hashable {
    /// The type named before the member (`Foo` in `Foo.shared`).
    public var type: String
    public var member: String
    /// The innermost type declaration or extension around it (its last name component), or
    /// "" at file scope.
    public var user: String
    /// The reach is (in) a parameter's default value: the endorsed default-argument injection.
    public var isDefaultArgument: Bool
    /// The reach is (in) a dependency key's `liveValue`, `testValue` or `previewValue`: where
    /// swift-dependencies registers an implementation, wiring like the composition root.
    public var isDependencyKeyValue: Bool
}

extension FileSummary {
    /// The members whose reach is recorded: the names that make a static property a singleton
    /// whatever it holds, and more names of shared instances (`live`: swift-dependencies apps
    /// name the one live instance a dependency key wraps so).
    static let reachMemberNames = NameSet(
        Array(StaticPropertyFact.singletonNames) + ["current", "main", "standard", "live"])

    /// Every `Type.member` of `tree` whose member is one of `reachMemberNames` and whose type is
    /// capitalized (also as an implicit member after its annotation, `settings:
    /// FinderSettings = .shared`), each with its user, and every `Self.member` or bare `member`
    /// in a type's code as a reach of that type by itself; one entry per distinct reach.
    static func sharedReaches(in tree: SyntaxTree) -> [SharedReach] {
        let tokens = tree.tokens
        // Type declarations are in pre-order, so by first token; a stack of the open ones
        // gives the innermost at each token.
        let types = tree.declarations.indices.filter { tree.declarations[$0].kind.isTypeContext }
        var defaults = tree.parameters.map(\.defaultValue).filter { !$0.isEmpty }.sorted { $0.start < $1.start }
        defaults.reverse()  // popped from the end, first first
        // Dependency keys' values (declarations are in pre-order: by first token).
        let keyValues = tree.declarations.indices.filter { StaticPropertyFact.isDependencyKeyValue($0, in: tree) }
            .map { tree.declarations[$0].tokens }
        var open: [(end: Int32, name: String)] = []
        var nextType = 0
        var openDefault: TokenRange?
        // In the order found: a set's own order differs between two sets of the same reaches
        // (its storage seeds it), and the summary must be the same from both parses.
        var found = Set<SharedReach>()
        var ordered: [SharedReach] = []
        // The lengths of `reachMemberNames` (4 to 14 bytes): a test on a token's length before
        // its bytes are compared skips most identifiers (the scan reads every token of a run).
        let lengths = UInt64(1 << 4 | 1 << 6 | 1 << 7 | 1 << 8 | 1 << 14)
        func mayBeReachName(_ index: Int) -> Bool {
            let length = tokens[index].length
            return length < 64 && lengths & (1 << UInt64(length)) != 0 && tree.token(index, isIn: reachMemberNames)
        }
        var i = 0
        while i + 2 < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .identifier || tokens[i].is(.Self) else { continue }
            // `Foo.shared`, `Self.shared`, or a bare `shared` (the type's own code).
            let isQualified =
                tokens[i + 1].kind == .period && !tokens[i + 1].hasTriviaBefore && tokens[i + 2].kind == .identifier
                && mayBeReachName(i + 2)
            let isBare =
                !isQualified && tokens[i].kind == .identifier && mayBeReachName(i)
                && (i == 0 || (tokens[i - 1].kind != .period && !tokens[i - 1].is(.let) && !tokens[i - 1].is(.var)))
                && tokens[i + 1].kind != .colon
            // `settings: FinderSettings = .shared`, `FinderSettings? = .shared`.
            var implicitMember: Int?
            if !isQualified && !isBare && tokens[i].kind == .identifier && i > 0 && tokens[i - 1].kind == .colon {
                var j = i + 1
                if tokens[j].kind == .postfixQuestion || tokens[j].kind == .exclamation { j += 1 }
                if j + 2 < tokens.count && tokens[j].kind == .equal && tokens[j + 1].kind == .period
                    && tokens[j + 2].kind == .identifier && mayBeReachName(j + 2)
                {
                    implicitMember = j + 2
                }
            }
            guard isQualified || isBare || implicitMember != nil else { continue }
            let typeName =
                (isQualified || implicitMember != nil) && tokens[i].kind == .identifier ? tree.text(ofToken: i) : nil
            if let typeName {
                guard let first = typeName.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { continue }
            }
            while nextType < types.count && Int(tree.declarations[types[nextType]].tokens.start) <= i {
                let d = tree.declarations[types[nextType]]
                while let last = open.last, last.end <= d.tokens.start { open.removeLast() }
                let name =
                    d.kind == .extension
                    ? (TypeReference(d.name, in: tree).names.last ?? "") : tree.name(of: types[nextType])
                open.append((d.tokens.end, name))
                nextType += 1
            }
            while let last = open.last, Int(last.end) <= i { open.removeLast() }
            // A default value holds the member, not the annotation before it.
            let place = implicitMember ?? i
            while let next = defaults.last, Int(next.start) <= place {
                openDefault = next
                defaults.removeLast()
            }
            let isDefault = openDefault?.contains(place) ?? false
            let isKeyValue = keyValues.contains { $0.contains(place) }
            let user = open.last?.name ?? ""
            guard let type = typeName ?? (user.isEmpty ? nil : user) else { continue }
            let reach = SharedReach(
                type: type, member: tree.text(ofToken: implicitMember ?? (isQualified ? i + 2 : i)), user: user,
                isDefaultArgument: isDefault, isDependencyKeyValue: isKeyValue)
            if found.insert(reach).inserted { ordered.append(reach) }
        }
        return ordered
    }
}

extension ProjectIndex {
    /// Gathers the reaches of the singletons the index knows, outside test files.
    static func singletonReaches(
        _ summaries: borrowing [FileSummary], singletons: [String: Set<String>], testFiles: Set<String>
    ) -> [String: [SharedReach]] {
        var reaches: [String: [SharedReach]] = [:]
        for s in summaries.indices where !testFiles.contains(summaries[s].path) {
            for reach in summaries[s].sharedReaches where singletons[reach.type]?.contains(reach.member) == true {
                reaches[reach.type, default: []].append(reach)
            }
        }
        return reaches
    }

    /// Whether singleton `typeName`'s shared instance `member` is reached only from the
    /// composition root (see `SharedReach`): at least once by a composition-root or wiring
    /// type or in a dependency key's value, and otherwise only in default arguments. Its own
    /// code reaching it (a static `log(_:)` that forwards to `shared`) is a hidden use, and so
    /// is file-scope code.
    public func isReachedOnlyFromRoot(_ typeName: String, member: String) -> Bool {
        guard let reaches = sharedReaches[typeName] else { return false }
        var fromRoot = false
        for reach in reaches where reach.member == member {
            if reach.isDefaultArgument { continue }
            if reach.isDependencyKeyValue {
                fromRoot = true
                continue
            }
            guard !reach.user.isEmpty, reach.user != typeName, isCompositionRoot(typeName: reach.user) else { return false }
            fromRoot = true
        }
        return fromRoot
    }
}

/// A singleton's shared instance: its type and the static member holding it.
public struct SingletonReference: Sendable, Hashable {
    public var type: String
    public var member: String
}

/// What a global alias stands for: the singleton it reaches, and the type of its own value
/// when known (`MultiBusinessManager` for `MBiz`, the annotated `BusinessManager` for `Biz`),
/// whose constant members are constant reads through the alias as through `.shared`.
public struct AliasTarget: Sendable, Hashable {
    public var singleton: SingletonReference
    public var valueType: String?
}

extension ProjectIndex {
    /// The file-scope aliases of shared instances outside test files: `Base.member` a
    /// singleton, or `Base` itself such an alias (followed a few steps: `Biz` reads
    /// `MBiz.currentBiz`, `MBiz` is `MultiBusinessManager.shared`). A name declared twice
    /// with different values stands for neither.
    static func singletonAliases(
        _ summaries: borrowing [FileSummary], singletons: [String: Set<String>], testFiles: Set<String>
    ) -> [String: AliasTarget] {
        var written: [String: GlobalAlias] = [:]
        var ambiguous = Set<String>()
        for s in summaries.indices where !testFiles.contains(summaries[s].path) {
            for alias in summaries[s].globalAliases {
                if let other = written[alias.name], other != alias { ambiguous.insert(alias.name) }
                written[alias.name] = alias
            }
        }
        guard !written.isEmpty else { return [:] }
        for name in ambiguous { written[name] = nil }
        var found: [String: AliasTarget] = [:]
        for alias in written.values where singletons[alias.base]?.contains(alias.member) == true {
            found[alias.name] = AliasTarget(
                singleton: SingletonReference(type: alias.base, member: alias.member),
                valueType: alias.annotation ?? alias.base)
        }
        // Aliases of aliases, a few steps deep.
        for _ in 0..<3 {
            var added = false
            for alias in written.values where found[alias.name] == nil {
                guard let target = found[alias.base] else { continue }
                found[alias.name] = AliasTarget(singleton: target.singleton, valueType: alias.annotation)
                added = true
            }
            if !added { break }
        }
        return found
    }
}
