import DILintRules

/// A hash of what a file tells the project index, to decide after an edit what must be
/// done again: the same fingerprint means the index stays as it is and only the edited
/// file is linted; a different one rebuilds the index and lints every open document.
///
/// Positions are left out (`TypeFact.line`, `StaticPropertyFact.declaration`: token and
/// declaration indices that move with any edit above them). The index reads `line` only to
/// order one file's facts among themselves, an order an edit that keeps the facts cannot
/// change, and never reads `declaration`; so an index holding the old positions gives the
/// same answers. Measured on swift-nio + vapor (docs/performance.md): rebuilding the index
/// on every edit cost about 20 ms of a 25 ms change.
///
/// Every fact is hashed through its synthesized `Hashable` conformance with the positions
/// set to zero, so a fact added to `TypeFact` later is part of the fingerprint without an
/// edit here (a hand-written field list had already missed two). A collision would leave
/// other documents' findings stale until their next change; with 64 bits it is not a
/// practical concern.
struct SummaryFingerprint: Equatable {
    let value: Int

    init(_ summary: FileSummary) {
        var h = Hasher()
        h.combine(summary.path)
        h.combine(summary.usesTestingAttributes)
        h.combine(summary.hasTestPath)
        h.combine(summary.castTargetNames)
        h.combine(summary.fetchedEntityNames)
        h.combine(summary.writtenMemberNames)
        h.combine(summary.shippingScreenMentions)
        h.combine(summary.developmentScreenMentions)
        h.combine(summary.screenMentionsByViews)
        h.combine(summary.screenConstructions)
        h.combine(summary.resolutionHelperNames)
        h.combine(summary.genericResolverNames)
        h.combine(summary.genericResolverMethodNames)
        h.combine(summary.dependencyReaderNames)
        h.combine(summary.builderAssignments)
        h.combine(summary.wrappedCompletionAssignments)
        h.combine(summary.storyboardCompletionWrappers)
        h.combine(summary.typeAliases.count)
        for alias in summary.typeAliases {
            h.combine(alias.name)
            h.combine(alias.names)
        }
        h.combine(summary.types.count)
        for fact in summary.types {
            var placeless = fact
            placeless.line = 0
            for index in placeless.staticProperties.indices { placeless.staticProperties[index].declaration = 0 }
            h.combine(placeless)
        }
        value = h.finalize()
    }
}
