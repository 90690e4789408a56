import DILintSyntax

/// Flags hidden uses of a singleton declared in the analyzed set; documented in
/// `Rules/singleton_access.md`.
public struct SingletonAccessRule: Rule {
    public static let id = RuleID.singletonAccess
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}

    public var inspectsCode: Bool { true }

    public func check(chains: ExpressionChains, in file: FileContext, into sink: inout FindingSink) {
        guard !file.isTestFile else { return }
        chains.forEachMemberAccess { chain, segments in check(chain, segments: segments, in: file, into: &sink) }
    }

    private func check(
        _ chain: ExpressionChain, segments: ArraySlice<ChainSegment>, in file: FileContext,
        into sink: inout FindingSink
    ) {
        // Most chains reach no singleton: ask that before the costlier context questions.
        guard
            zip(segments, segments.dropFirst()).contains(where: { base, member in
                base.arguments == nil && file.tokenMayBeSingletonMember(Int(member.name))
                    && file.index.isSingleton(file.text(ofToken: Int(base.name)), member: file.text(ofToken: Int(member.name)))
            })
        else { return }
        let region = file.tree.regions[Int(chain.region)]
        // Default-argument injection is the endorsed way in; the composition root, registration
        // code and top-level code are wiring.
        if file.isWiringCode(chain.region) || file.isTopLevelWiring(chain.region) { return }
        let owner = Int(region.owner)
        let ownType =
            owner >= 0
            ? (file.declaration(owner).kind.isTypeContext
                ? file.typeName(of: owner)
                : file.enclosingTypeName(of: owner)) : nil
        for (base, member) in zip(segments, segments.dropFirst()) where base.arguments == nil {
            let typeName = file.text(ofToken: Int(base.name))
            let memberName = file.text(ofToken: Int(member.name))
            // The app delegate, a DI container's shared instance and a hand-made `…Dependencies`
            // locator are service_locator's (a lookup) or wiring (the container's own API): one
            // finding per problem. A shared logger is one app-wide decision, not a hidden
            // dependency per call.
            guard file.index.isSingleton(typeName, member: memberName), typeName != ownType,
                !typeName.hasSuffix("AppDelegate"), !file.index.isContainerType(typeName),
                !file.isStaticDependencies(typeName),
                !Judgments.isLoggerName(typeName)
            else { continue }
            sink.report(token: Int(member.name), in: owner, message(user: ownType, type: typeName, member: memberName))
        }
    }

    private func message(user: String?, type: String, member: String) -> String {
        let who = user.map { "'\($0)' reaches" } ?? "this code reaches"
        return "\(who) \(Self.singletonMarker)\(type).\(member)'; inject it through the initializer instead"
    }

    private static let singletonMarker = "for the singleton '"

    /// The singleton (`Settings.current`) a finding's message names, for the text summary's
    /// most-reached singletons; nil for a message `message(…)` above did not build. Kept beside
    /// the builder so the two cannot drift apart.
    public static func singletonName(inMessage message: String) -> String? {
        let bytes = Array(message.utf8)
        let marker = Array(singletonMarker.utf8)
        guard bytes.count > marker.count else { return nil }
        for start in 0...(bytes.count - marker.count) where bytes[start..<start + marker.count].elementsEqual(marker) {
            let nameStart = start + marker.count
            guard let end = bytes[nameStart...].firstIndex(of: UInt8(ascii: "'")) else { return nil }
            return String(decoding: bytes[nameStart..<end], as: UTF8.self)
        }
        return nil
    }
}
