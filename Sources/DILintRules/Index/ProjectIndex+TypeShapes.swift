import DILintSyntax

/// What the protocol rules ask about one implementing type, worked out once per type name
/// and cached: the rules ask it once per protocol, and one class can conform to thousands of
/// protocols through as many extensions (rebuilding its member set per protocol made the
/// protocol rules quadratic: 2,500 conformances 0.9 s, 20,000 57 s; see RuleLinearityTests).
public struct TypeShape: Sendable {
    /// The kind of the type's first declaration (nil when only extensions are analyzed).
    public var kind: DeclarationKind?
    /// How many nominal declarations share the name (nested `A.Item`, `B.Item`).
    public var declarations = 0
    /// For each protocol a declaration lists, how many declarations list it.
    var listing: [String: Int] = [:]
    /// For each protocol listed by extensions of qualified names (`extension A.API: P`), those names.
    var qualifiedExtensions: [String: Set<String>] = [:]
    /// `ProjectIndex.instanceMembers(of:)`.
    public var instanceMembers: [MemberFact]?
    /// The instance members by name and kind, with and without initializers.
    public var signatures: Set<MemberSignature> = []
    public var signaturesWithoutInitializers: Set<MemberSignature> = []
}

/// A member by name and kind, the granularity at which protocol_mirror compares a protocol
/// with its conformer.
public struct MemberSignature: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case property, method, `subscript`, initializer, other }
    public var name: String
    public var kind: Kind

    public init(_ member: MemberFact) {
        name = member.name
        switch member.kind {
        case .var, .let: kind = .property
        case .func: kind = .method
        case .subscript: kind = .`subscript`
        case .`init`: kind = .initializer
        default: kind = .other
        }
    }
}

/// A per-type answer made on first use and kept, shared by the threads that run rules
/// (`ProjectIndex.shape(of:)`, the constant-read judgment).
final class PerTypeCache<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var values: [String: Value] = [:]

    func value(_ name: String, _ make: () -> Value) -> Value {
        if let found = lock.withLock({ values[name] }) { return found }
        let made = make()  // outside the lock: two threads may both make it, with one result
        lock.withLock { values[name] = made }
        return made
    }
}

extension ProjectIndex {
    /// The shape of type `name` (see `TypeShape`), made on first use.
    public func shape(of name: String) -> TypeShape {
        shapeCache.value(name) { makeShape(of: name) }
    }

    private func makeShape(of name: String) -> TypeShape {
        var shape = TypeShape()
        let facts = typesByName[name] ?? []
        for fact in facts where fact.kind != .protocol {
            if fact.kind == .extension {
                if let text = fact.extendedText, text.contains(".") {
                    for inherited in fact.inherited { shape.qualifiedExtensions[inherited, default: []].insert(text) }
                }
                continue
            }
            shape.declarations += 1
            if shape.kind == nil { shape.kind = fact.kind }
            for inherited in Set(fact.inherited) { shape.listing[inherited, default: 0] += 1 }
        }
        let production = facts.filter { !isTestFile($0.path) }
        if production.filter({ $0.kind != .extension }).count == 1 {
            let members = production.flatMap(\.members).filter { member in
                !member.isPrivate && !member.isStatic && member.kind != .associatedtype && member.kind != .typealias
            }
            shape.instanceMembers = members
            shape.signatures = Set(members.map(MemberSignature.init))
            shape.signaturesWithoutInitializers = shape.signatures.filter { $0.kind != .initializer }
        }
        return shape
    }
}
