import DILintSyntax

/// Flags hidden uses of platform singletons that do I/O (`URLSession.shared`,
/// `UserDefaults.standard`, …); documented in `Rules/system_singleton_access.md`.
public struct SystemSingletonAccessRule: Rule {
    public static let id = RuleID.systemSingletonAccess
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = false

    public struct Options: RuleOptions {
        /// The singletons to flag; the configured list replaces the default one.
        public var singletons: Set<SingletonName> = Set(PlatformSingletons.defaults)

        public init() {}

        public init(from object: ConfigObject) throws(ConfigError) {
            try object.rejectUnknownKeys(allowed: ["singletons"])
            guard let entries = try object.locatedStrings("singletons") else { return }
            var names = Set<SingletonName>()
            for (text, location) in entries {
                guard let name = SingletonName(parsing: text) else {
                    throw object.error(
                        "'singletons' entries must be written 'Type.member', found \"\(text)\"",
                        at: location)
                }
                names.insert(name)
            }
            singletons = names
        }

        public static let descriptions = [
            OptionDescription(
                key: "singletons", type: "array of strings",
                defaultValue: PlatformSingletons.defaults.map { "`\($0)`" }.joined(separator: ", "),
                effect: "the `Type.member` singletons to flag; replaces the default list")
        ]
    }

    let options: Options
    /// The configured singletons' type names, to skip most chains with one lookup.
    let typeNames: Set<String>

    public init(options: Options) {
        self.options = options
        typeNames = Set(options.singletons.map(\.type))
    }

    public var inspectsCode: Bool { true }

    public func check(chains: ExpressionChains, in file: FileContext, into sink: inout FindingSink) {
        guard !file.isTestFile else { return }
        chains.forEachMemberAccess { chain, segments in check(chain, segments: segments, in: file, into: &sink) }
    }

    private func check(
        _ chain: ExpressionChain, segments: ArraySlice<ChainSegment>, in file: FileContext,
        into sink: inout FindingSink
    ) {
        // The same contexts as singleton_access: default-argument injection is the endorsed
        // way in; the composition root, registration code and top-level code are wiring.
        if file.isWiringCode(chain.region) || file.isTopLevelWiring(chain.region) { return }
        let owner = file.owner(ofRegion: chain.region)
        var ownType: String??
        for i in segments.indices.dropLast() where segments[i].arguments == nil {
            let (base, member) = (segments[i], segments[i + 1])
            let typeName = file.text(ofToken: Int(base.name))
            guard typeNames.contains(typeName) else { continue }
            let name = SingletonName(type: typeName, member: file.text(ofToken: Int(member.name)))
            guard options.singletons.contains(name) else { continue }
            let next = i + 2 < segments.endIndex ? file.text(ofToken: Int(segments[i + 2].name)) : nil
            if isHousekeeping(name, then: next, region: chain.region, in: file) { continue }
            // The application's delegate cast to the app delegate (`UIApplication.shared.delegate
            // as! AppDelegate`) is one problem, `service_locator`'s (held-out set 30: 4 second
            // findings on such casts).
            if next == "delegate" && file.locatorSites.contains(where: { $0.cast != nil && $0.chain.start == chain.start }) {
                continue
            }
            // The bare singleton handed to a call as a labelled argument, or unlabelled to an
            // initializer, is the caller injecting it.
            if next == nil && member.arguments == nil && file.isWholeInjectedArgument(chain) { continue }
            if ownType == nil {
                ownType =
                    owner < 0
                    ? .some(nil)
                    : file.declaration(owner).kind.isTypeContext
                        ? file.typeName(of: owner) : file.enclosingTypeName(of: owner)
            }
            // Code of the singleton's own type (an extension of it) is not a hidden dependency.
            if ownType! == typeName { continue }
            sink.report(token: Int(member.name), in: owner, message(user: ownType!, singleton: name))
        }
    }

    /// Uses that hide no dependency worth injecting: a deinitializer removing the object's
    /// observers (`NotificationCenter.default.removeObserver(self)` in `deinit`), and the
    /// launch arguments and environment (`ProcessInfo.processInfo.arguments`, checked for
    /// UI-test flags).
    private func isHousekeeping(_ name: SingletonName, then next: String?, region: Int32, in file: FileContext) -> Bool {
        switch (name.type, next) {
        case ("NotificationCenter", "removeObserver"?):
            return file.region(region, isInside: [.deinitializerBody])
        case ("ProcessInfo", "arguments"?), ("ProcessInfo", "environment"?):
            return true
        default:
            return false
        }
    }

    private func message(user: String?, singleton: SingletonName) -> String {
        let who = user.map { "'\($0)' reaches" } ?? "this code reaches"
        return "\(who) for the platform singleton '\(singleton)'; inject it, or a protocol over it, through the initializer instead"
    }
}
