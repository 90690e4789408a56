/// What a keyword can do in a declaration or a statement: the one list every parser
/// question reads (`startsDeclaration`, `isModifierContext`, `isMemberOnlyStart`,
/// `startsLocalDeclaration`, `isDeclarationOnlyStart`, `isBlockKeyword` and the body
/// skimmer `plainBlockEnd`), so a keyword added to a role is seen by all of them.
///
/// The roles of contextual words (`actor`, `override`, …) apply when the word is an
/// unescaped identifier; each question says what must follow (`actor` declares only before
/// a name).
public struct KeywordRoles: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Introduces a declaration other than a variable: `class`, `func`, `init`, `import`, …,
    /// and the contextual `actor` and `macro`.
    public static let declaration = KeywordRoles(rawValue: 1 << 0)
    /// Introduces a variable: `var`, `let`.
    public static let variable = KeywordRoles(rawValue: 1 << 1)
    /// A declaration modifier: access levels, `static`, `final`, `lazy`, `mutating`, ….
    public static let modifier = KeywordRoles(rawValue: 1 << 2)
    /// Only a type member is declared with it, never a local: `init`, `deinit`, `subscript`,
    /// and the modifiers `override`, `convenience`, `required`, `mutating`, `nonmutating`,
    /// `open`.
    public static let memberOnly = KeywordRoles(rawValue: 1 << 3)
    /// Starts a statement whose next `{` is its block, never a closure: `if`, `for`, `do`, ….
    public static let blockStatement = KeywordRoles(rawValue: 1 << 4)
    /// A declaration keyword that `isDeclarationOnlyStart` does not take as proof of a
    /// declaration at the start of a line inside brackets: `operator`, `associatedtype`.
    public static let notDeclarationOnly = KeywordRoles(rawValue: 1 << 5)
}

extension Keyword {
    /// The roles of the word (empty for most): a switch, which the compiler turns into a
    /// constant table, so reading it costs a load like the switches it replaced.
    @inlinable public var roles: KeywordRoles {
        switch self {
        case .class, .struct, .enum, .protocol, .extension, .func, .typealias, .import, .precedencegroup, .actor, .macro:
            return .declaration
        case .operator, .associatedtype:
            return [.declaration, .notDeclarationOnly]
        case .`init`, .deinit, .subscript:
            return [.declaration, .memberOnly]
        case .var, .let:
            return .variable
        case .public, .private, .fileprivate, .internal, .static:
            return .modifier
        case .override, .convenience, .required, .mutating, .nonmutating, .open:
            return [.modifier, .memberOnly]
        case .package, .final, .lazy, .weak, .unowned, .dynamic, .optional, .indirect, .nonisolated, .distributed,
            .prefix, .postfix, .infix, .consuming, .borrowing, .__consuming:
            return .modifier
        case .if, .guard, .while, .for, .switch, .catch, .do, .repeat, .defer, .else:
            return .blockStatement
        default:
            return []
        }
    }
}
