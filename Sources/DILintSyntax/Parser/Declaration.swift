/// A half-open range of token indices into `SyntaxTree.tokens`; empty when absent.
public struct TokenRange: Hashable, Sendable {
    public var start: Int32
    public var end: Int32

    @inlinable public init(_ start: Int, _ end: Int) {
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    public static let empty = TokenRange(0, 0)
    @inlinable public var isEmpty: Bool { end <= start }
    @inlinable public var count: Int { isEmpty ? 0 : Int(end - start) }
    @inlinable public var indices: Range<Int> { Int(start)..<Int(max(start, end)) }
    @inlinable public func contains(_ token: Int) -> Bool { token >= Int(start) && token < Int(end) }
}

/// What a declaration declares. Type contexts come first.
public enum DeclarationKind: UInt8, Sendable, CaseIterable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    case `func`, `init`, `deinit`, `subscript`, `var`, `let`, `case`, `typealias`, `associatedtype`
    case `import`, `operator`, `precedencegroup`, macro

    /// class, struct, enum, actor, protocol, extension: kinds that have members.
    @inlinable public var isTypeContext: Bool { rawValue <= DeclarationKind.extension.rawValue }
    @inlinable public var isVariable: Bool { self == .var || self == .let }

    /// The keyword that declares it. Written out: `String(describing:)` asks the runtime for
    /// the case name, 1.5 M instructions the first time (a tenth of a one-file run).
    public var text: String { DeclarationKind.spellings[Int(rawValue)] }

    static let spellings = [
        "class", "struct", "enum", "actor", "protocol", "extension",
        "func", "init", "deinit", "subscript", "var", "let", "case", "typealias", "associatedtype",
        "import", "operator", "precedencegroup", "macro",
    ]
}

/// How a `var`/`let` holds its value.
public enum Storage: UInt8, Sendable {
    /// Not a variable.
    case none
    /// Stored, with or without an initializer (also `lazy`).
    case stored
    /// A getter (shorthand or `get`), `get`/`set`, `_read`/`_modify`, or a protocol's `{ get }`.
    case computed
    /// Stored with `willSet`/`didSet` observers only.
    case observed

    public var text: String? {
        switch self {
        case .none: return nil
        case .stored: return "stored"
        case .computed: return "computed"
        case .observed: return "observed"
        }
    }
}

/// Facts about a declaration that are not worth a field each.
public struct DeclarationFlags: OptionSet, Sendable {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `init?`
    public static let failable = DeclarationFlags(rawValue: 1 << 0)
    /// `init!`
    public static let implicitlyUnwrappedFailable = DeclarationFlags(rawValue: 1 << 1)
    /// Declared inside a function, initializer, accessor or closure body, or in top-level
    /// statements (`if … { class Local {} }`), not as a member or file-scope declaration.
    public static let isLocal = DeclarationFlags(rawValue: 1 << 2)
    /// Has a body (`{ … }` after a func, init, deinit) or accessor block.
    public static let hasBody = DeclarationFlags(rawValue: 1 << 3)
    /// The type annotation's outermost form is `T!` (an implicitly unwrapped optional).
    public static let implicitlyUnwrappedType = DeclarationFlags(rawValue: 1 << 4)
    /// The type annotation's outermost form is `T?`.
    public static let optionalType = DeclarationFlags(rawValue: 1 << 5)
    public static let isAsync = DeclarationFlags(rawValue: 1 << 6)
    public static let isThrowing = DeclarationFlags(rawValue: 1 << 7)
    /// The accessor block has a setter (`set`, `_modify`, `{ get set }`, …).
    public static let hasSetter = DeclarationFlags(rawValue: 1 << 8)
    /// Parsing gave up somewhere in this declaration (missing name, unbalanced brackets);
    /// the facts recorded are what could be read.
    public static let isMalformed = DeclarationFlags(rawValue: 1 << 9)
    /// An operator function's name token ends with the `<` of its generic parameters
    /// (`func ==<T>`, lexed as one operator); the name is the token without that byte.
    public static let nameIncludesGenericAngle = DeclarationFlags(rawValue: 1 << 10)
}

/// Declaration modifiers. `privateSet` and friends are `private(set)` etc.
public enum Modifier: UInt8, Sendable, CaseIterable {
    case `public`, `private`, `fileprivate`, `internal`, open, package
    case publicSet, privateSet, fileprivateSet, internalSet, packageSet
    case `static`, `class`, final, lazy, weak, unowned, override, convenience, required
    case mutating, nonmutating, dynamic, optional, indirect, nonisolated, distributed
    case prefix, postfix, infix, consuming, borrowing, __consuming, isolated
}

/// A set of `Modifier`s.
public struct ModifierSet: OptionSet, Sendable, Hashable {
    public var rawValue: UInt64
    @inlinable public init(rawValue: UInt64) { self.rawValue = rawValue }
    @inlinable public init(_ modifier: Modifier) { rawValue = 1 << UInt64(modifier.rawValue) }
    @inlinable public func contains(_ modifier: Modifier) -> Bool { rawValue & (1 << UInt64(modifier.rawValue)) != 0 }
    @inlinable public mutating func insert(_ modifier: Modifier) { rawValue |= 1 << UInt64(modifier.rawValue) }

    /// `static` or `class`: a type member rather than an instance member.
    @inlinable public var isTypeMember: Bool { contains(.static) || contains(.class) }
    /// `private` or `fileprivate`: seen by nothing outside its file.
    @inlinable public var isFilePrivate: Bool { contains(.private) || contains(.fileprivate) }
}

/// One written modifier: what it is and its tokens (`private(set)` spans four).
public struct ModifierEntry: Sendable {
    public var modifier: Modifier
    public var tokens: TokenRange
}

/// `@name`, `@name(arguments)`, `@Module.name<T>(…)`.
public struct Attribute: Sendable {
    /// The whole attribute, `@` through the closing `)`.
    public var tokens: TokenRange
    /// The name after `@` (dotted and generic parts included).
    public var name: TokenRange
    /// Between the parentheses, exclusive; empty without arguments.
    public var arguments: TokenRange
    public var hasArguments: Bool
}

/// One parameter of a func, init, subscript, macro or enum case.
public struct Parameter: Sendable {
    /// The whole parameter, attributes through default value.
    public var tokens: TokenRange
    /// The argument label token, or -1 when the parameter has none (`_`, a subscript
    /// parameter without an explicit label, an unnamed enum associated value).
    public var label: Int32
    /// The parameter name token, or -1 when unnamed.
    public var name: Int32
    /// The type, specifiers and type attributes included (`inout [Int]`, `@escaping () -> Void`),
    /// without a variadic `...`.
    public var type: TokenRange
    /// The default value expression after `=`, or empty.
    public var defaultValue: TokenRange
    /// Attributes written before the names (`@ViewBuilder content: …`).
    public var attributes: Range<Int32>
    public var isVariadic: Bool
    public var isInout: Bool
}

/// Where a run of code sits, so rules know the context of an expression.
public enum RegionKind: UInt8, Sendable, CaseIterable {
    case functionBody, initializerBody, deinitializerBody
    /// A getter/setter/observer body, or a computed property's or subscript's shorthand getter.
    case accessorBody
    /// A closure `{ … }` inside another region.
    case closure
    /// The initializer of an instance stored property (`lazy` ones included).
    case propertyInitializer
    /// The initializer of a `static`/`class` stored property.
    case staticPropertyInitializer
    /// The initializer of a file-scope variable.
    case globalInitializer
    /// A parameter's default value.
    case defaultArgument
    /// Top-level statements (scripts, `main.swift`).
    case topLevelCode
}

/// A run of code tokens with its context.
public struct Region: Sendable {
    public var kind: RegionKind
    /// The code tokens: for bodies and closures the tokens between the braces.
    public var tokens: TokenRange
    /// The declaration the code belongs to (for a closure, that of its enclosing region), or -1.
    public var owner: Int32
    /// The enclosing region (for closures), or -1.
    public var parent: Int32
    /// For closures: the token naming the call the closure is passed to (`register` in
    /// `c.register(A.self) { … }` and in `f(factory: { … })`), or -1.
    public var callee: Int32
}

/// One declaration. Declarations are stored in pre-order: a declaration's members follow
/// it, up to `subtreeEnd`.
public struct Declaration: Sendable {
    public var kind: DeclarationKind
    public var flags: DeclarationFlags = []
    public var storage: Storage = .none
    public var modifierSet = ModifierSet()
    /// The name token (the `init`/`subscript` keyword for those; for an extension the first
    /// token of the extended type), or -1 when missing.
    public var nameToken: Int32 = -1
    /// The name's tokens: one token, or the extended type for an extension.
    public var name = TokenRange.empty
    /// The whole declaration, first attribute through its last token.
    public var tokens = TokenRange.empty
    public var attributes: Range<Int32> = 0..<0
    public var modifiers: Range<Int32> = 0..<0
    /// `<…>` after the name, brackets included.
    public var genericParameters = TokenRange.empty
    public var inheritance: Range<Int32> = 0..<0
    /// The requirements after `where`.
    public var whereClause = TokenRange.empty
    public var parameters: Range<Int32> = 0..<0
    /// A variable's annotation, a func's or subscript's result, a typealias's target.
    public var type = TokenRange.empty
    /// A variable's initializer, an enum case's raw value, an associated type's default.
    public var initializer = TokenRange.empty
    /// The accessor block of a variable or subscript, braces included.
    public var accessorBlock = TokenRange.empty
    /// The body of a func, init or deinit, braces included.
    public var body = TokenRange.empty
    /// The enclosing declaration, or -1 at file scope.
    public var parent: Int32 = -1
    /// One past the index of the last declaration nested in this one.
    public var subtreeEnd: Int32 = 0

    public init(kind: DeclarationKind) {
        self.kind = kind
    }
}
