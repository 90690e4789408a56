import DILintSyntax

/// Flags test doubles (`Mock*`, `*Fake`, `*Spy`, …) whose members do real work: network,
/// disk, defaults, processes, sleeping, real delays, shared singletons; documented in
/// `Rules/mock_side_effects.md`.
public struct MockSideEffectsRule: Rule {
    public static let id = RuleID.mockSideEffects
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = false

    public typealias Options = NoOptions

    public init(options: Options) {}

    public var inspectsCode: Bool { true }

    /// Singleton members that hold a shared instance: the ones a double must not touch.
    static let sharedMembers = NameSet(["shared", "default", "standard", "sharedInstance", "instance"])

    /// Platform singletons a double must not touch: the shared platform list's
    /// `.shared`/`.default`/`.standard` members.
    static let platformSingletons = Set(PlatformSingletons.defaults.filter { sharedMembers.contains($0.member) })

    public func check(chains: ExpressionChains, in file: FileContext, into sink: inout FindingSink) {
        guard file.isTestFile else { return }
        for chain in chains.chains where !chain.isImplicitMember {
            check(chain, segments: chains.segments(of: chain), in: file, into: &sink)
        }
    }

    private func check(
        _ chain: ExpressionChain, segments: ArraySlice<ChainSegment>, in file: FileContext,
        into sink: inout FindingSink
    ) {
        let baseToken = Int(chain.start)  // the first segment's name: the chain is not implicit
        // A type name starts the chain: `URLSession.shared`, `Thread.sleep(…)`.
        guard file.token(baseToken).kind == .identifier, file.tokenStartsWithUppercase(baseToken) else { return }
        guard mayDoRealWork(segments, in: file), let work = realWork(Array(segments), in: file) else { return }
        let owner = file.owner(ofRegion: chain.region)
        guard owner >= 0, let double = enclosingDouble(of: owner, in: file), double != work.type else { return }
        sink.report(token: work.token, in: owner, message(double: double, call: work.text))
    }

    /// The type names `realWork` switches on.
    static let platformBases = NameSet(["URLSession", "Process", "Thread", "DispatchQueue"])

    /// Whether a chain names one of `realWork`'s types or a shared member at all. Most chains
    /// of a test file do not: answered from the tokens' bytes, before the segments are
    /// copied or any name becomes a `String`.
    private func mayDoRealWork(_ segments: ArraySlice<ChainSegment>, in file: FileContext) -> Bool {
        guard let first = segments.first else { return false }
        return file.token(Int(first.name), isIn: Self.platformBases)
            || segments.dropFirst().contains { file.token(Int($0.name), isIn: Self.sharedMembers) }
    }

    /// What real work a chain does, if any: the token to report, the call as written, and
    /// the type whose singleton it reaches (nil for the platform calls).
    private func realWork(_ segments: [ChainSegment], in file: FileContext)
        -> (token: Int, text: String, type: String?)?
    {
        let names = segments.map { file.text(ofToken: Int($0.name)) }
        let base = names[0]
        let member = names.count > 1 ? names[1] : nil
        switch base {
        case "URLSession":
            // Any session: `URLSession.shared…`, `URLSession(configuration:)`; not `URLSession.self`.
            if let member {
                guard member != "self" else { return nil }
                return (Int(segments[1].name), "URLSession.\(member)", nil)
            }
            guard segments[0].arguments != nil else { return nil }
            return (Int(segments[0].name), "URLSession(…)", nil)
        case "Process":
            guard segments[0].arguments != nil || member == "run" || member == "launchedProcess" else { return nil }
            return (Int(segments[0].name), member.map { "Process.\($0)" } ?? "Process(…)", nil)
        case "Thread":
            guard member == "sleep" else { return nil }
            return (Int(segments[1].name), "Thread.sleep", nil)
        case "DispatchQueue":
            // `DispatchQueue.main.asyncAfter(…)`, `DispatchQueue.global().asyncAfter(…)`.
            guard names.count > 2, names[2] == "asyncAfter", member == "main" || member == "global" else { return nil }
            return (Int(segments[2].name), "DispatchQueue.\(member!).asyncAfter", nil)
        default:
            break
        }
        // `FileManager.default`, `UserDefaults.standard`, `Analytics.shared`: a shared instance of
        // the platform list or of a class of the analyzed set that is not itself a double, unless
        // what is read through it is a constant.
        for (offset, segment) in segments.enumerated().dropLast() where segment.arguments == nil {
            let type = file.index.singletonTypeName(names[offset])
            let member = names[offset + 1]
            guard Self.sharedMembers.contains(member) else { continue }
            let name = SingletonName(type: type, member: member)
            let isPlatform = Self.platformSingletons.contains(name)
            guard isPlatform || (file.index.isSingleton(type, member: member) && !Judgments.isTestDoubleName(type)) else {
                continue
            }
            // Reading a constant through a singleton of the set (`ThemeColors.shared`, a table of
            // colours, or `Theme.shared.brand`) does no work.
            if !isPlatform && file.index.isConstantRead(of: type, member: offset + 2 < names.count ? names[offset + 2] : nil) {
                continue
            }
            return (Int(segments[offset + 1].name), name.description, isPlatform ? nil : type)
        }
        return nil
    }

    /// The test double whose member owns code of declaration `index`: the innermost type
    /// around it (or it) named like a double, through nested types.
    private func enclosingDouble(of index: Int, in file: FileContext) -> String? {
        var current = index
        while current >= 0 {
            let d = file.declaration(current)
            if d.kind.isTypeContext {
                let name = file.typeName(of: current)
                if Judgments.isTestDoubleName(name) { return name }
            }
            current = Int(d.parent)
        }
        return nil
    }

    private func message(double: String, call: String) -> String {
        "test double '\(double)' uses '\(call)', which does real work; return canned values or record the call instead"
    }
}
