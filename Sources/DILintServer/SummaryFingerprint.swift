import DILintRules

/// A hash of what a file tells the project index, to decide after an edit what must be
/// linted again: the same fingerprint with positions means the index need not be rebuilt;
/// the same without positions (lines moved, nothing else) means the other open documents
/// cannot have changed. Field by field with `Hasher`: a `String(describing:)` dump took
/// milliseconds for a large file. A hash collision would leave other documents' findings
/// stale until their next change; with 64 bits it is not a practical concern.
struct SummaryFingerprint: Equatable {
    var withPositions: Int
    var withoutPositions: Int

    init(_ summary: FileSummary) {
        withPositions = Self.hash(summary, positions: true)
        withoutPositions = Self.hash(summary, positions: false)
    }

    static func hash(_ summary: FileSummary, positions: Bool) -> Int {
        var h = Hasher()
        h.combine(summary.path)
        h.combine(summary.usesTestingAttributes)
        h.combine(summary.hasTestPath)
        h.combine(summary.typeAliases.count)
        for alias in summary.typeAliases {
            h.combine(alias.name)
            h.combine(alias.names)
        }
        h.combine(summary.types.count)
        for fact in summary.types {
            h.combine(fact.kind)
            h.combine(fact.name)
            h.combine(fact.extendedText)
            h.combine(fact.inherited)
            h.combine(fact.isPublicOrOpen)
            h.combine(fact.isFilePrivate)
            h.combine(fact.isObjC)
            h.combine(fact.isMain)
            h.combine(fact.isLocal)
            h.combine(fact.path)
            if positions { h.combine(fact.line) }
            h.combine(fact.staticProperties.count)
            for property in fact.staticProperties {
                h.combine(property.name)
                if positions { h.combine(property.declaration) }
                h.combine(property.constructsSelfType)
                h.combine(property.annotatedWithSelfType)
                h.combine(property.isFactory)
            }
            h.combine(fact.members)
            h.combine(fact.selfAssignedNames)
        }
        return h.finalize()
    }
}
