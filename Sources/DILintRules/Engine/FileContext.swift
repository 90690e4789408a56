import DILintSyntax

/// One file as the rules see it: its tree, the project index, whether it is a test file or
/// composition-root file, and derived views built on first use (bracket matches, the code
/// map, expression chains). Used by one thread at a time.
public final class FileContext {
    public let path: String
    public let tree: SyntaxTree
    public let index: ProjectIndex
    public let isTestFile: Bool
    public let isCompositionRootFile: Bool
    /// Built on first use: only files with findings or `dilint:` comments need line numbers.
    public private(set) lazy var lines = LineTable(tree.bytes)

    public private(set) lazy var matches = BracketMatches(tokens: tree.tokens)
    /// `isUncalledPrivateMethod(_:)`'s answers, by declaration.
    private var uncalledPrivateMethods: [Int: Bool] = [:]
    public private(set) lazy var code = CodeMap(tree: tree)
    public private(set) lazy var chains = ExpressionChains(tree: tree, matches: matches, code: code)
    /// For each region, the kinds of it and of every region around it, as bits
    /// `1 << RegionKind.rawValue`: ancestry questions cost O(1), not the nesting depth (which
    /// made 100 000 nested closures quadratic).
    private lazy var kindsAround: [UInt32] = {
        let regions = tree.regions
        var kinds = [UInt32](repeating: 0, count: regions.count)
        for i in regions.indices {
            let parent = Int(regions[i].parent)
            var mask = UInt32(1) << UInt32(regions[i].kind.rawValue)
            if parent >= 0 && parent < i {
                mask |= kinds[parent]  // the parser appends a region after those around it
            } else {
                var current = parent
                var steps = 0
                while current >= 0 && current < regions.count && steps < regions.count {
                    mask |= UInt32(1) << UInt32(regions[current].kind.rawValue)
                    current = Int(regions[current].parent)
                    steps += 1
                }
            }
            kinds[i] = mask
        }
        return kinds
    }()
    /// For each region, whether it is inside a closure passed to a registration call
    /// (`FileContext.registrationCallees`), computed in one pass like `kindsAround`.
    lazy var isInRegistrationClosure: [Bool] = regionsInsideClosures { Self.registrationCallees.contains($0) }
    /// The functions that register into a container, and those registering on a factory of a
    /// shared container, found in one pass per file (`findRegisteringFunctions()`): asked per
    /// lookup, a scan of the function's body made a function of many lookups quadratic.
    lazy var registrations: (direct: Set<Int>, onSharedFactory: Set<Int>) = findRegisteringFunctions()
    lazy var registeringFunctions: Set<Int> = registrations.direct
    lazy var sharedFactoryRegisteringFunctions: Set<Int> = registrations.onSharedFactory
    /// The types declaring a registering function: registrars, whose other work is wiring too.
    lazy var registrarTypes: Set<Int> = Set(registeringFunctions.compactMap(enclosingType(of:)))
    /// The names of the types the file declares at file scope (`declared`), and of those it
    /// only extends there (`extended`): asked per singleton access, a scan of the
    /// declarations each time made 200 000 functions reaching a singleton quadratic.
    private lazy var fileScopeTypeNames: (declared: Set<String>, extended: Set<String>) = {
        var declared = Set<String>()
        var extended = Set<String>()
        for i in tree.declarations.indices where tree.declarations[i].parent < 0 && tree.declarations[i].kind.isTypeContext {
            if tree.declarations[i].kind == .extension { extended.insert(name(of: i)) } else { declared.insert(name(of: i)) }
        }
        return (declared, extended.subtracting(declared))
    }()

    /// Whether the file declares type `name` at file scope (or, with `extensionsToo`, extends
    /// it there).
    public func declaresTypeAtFileScope(_ name: String, extensionsToo: Bool) -> Bool {
        fileScopeTypeNames.declared.contains(name) || (extensionsToo && fileScopeTypeNames.extended.contains(name))
    }

    /// Whether the file extends at file scope a type alias of singleton type `name`
    /// (`extension AppStore` declaring the shared instance of `typealias AppStore =
    /// ReduxStore<…>`): where the singleton's shared instance is declared.
    public func extendsAlias(ofSingletonType name: String) -> Bool {
        fileScopeTypeNames.extended.contains { $0 != name && index.singletonTypeName($0) == name }
    }

    /// Whether the file has top-level statements (a script or `main.swift`).
    public private(set) lazy var hasTopLevelCode = tree.regions.contains { $0.kind == .topLevelCode }

    /// The file imports a module of the Spezi framework (`import Spezi`, `import SpeziHealthKit`)
    /// and none of swift-dependencies (`Dependencies`, `ComposableArchitecture`): its
    /// `@Dependency(X.self)` is Spezi's, a dependency between the framework's modules that Spezi
    /// fills in when the app is configured, not a lookup (held-out set 34: 10 of 10 SPEC "no").
    public private(set) lazy var usesSpeziDependencies: Bool =
        importedModules.contains { $0.hasPrefix("Spezi") }
        && !importedModules.contains { ["Dependencies", "ComposableArchitecture", "DependenciesMacros"].contains($0) }
    /// The file imports DIKit, whose global `resolve()` is then its container's lookup.
    public private(set) lazy var importsDIKit: Bool = importedModules.contains("DIKit")
    /// The file imports The Composable Architecture (its reducers compose features).
    public private(set) lazy var importsComposableArchitecture: Bool = importedModules.contains("ComposableArchitecture")
    /// The modules the file imports, in order.
    private lazy var importedModules: [String] = tree.declarations.indices.compactMap { index in
        tree.declarations[index].kind == .import ? tree.name(of: index) : nil
    }
    /// The chains that pull a dependency out of a registry or cast the app delegate, in
    /// order: service_locator and force_unwrapped_dependency both read them.
    public private(set) lazy var locatorSites: [LocatorSite] = findLocatorSites()

    public init(path: String, tree: SyntaxTree, index: ProjectIndex) {
        self.path = path
        self.tree = tree
        self.index = index
        self.isTestFile = index.isTestFile(path)
        self.isCompositionRootFile = index.isCompositionRootFile(path)
    }

    public var declarations: [Declaration] { tree.declarations }

    public func declaration(_ index: Int) -> Declaration { tree.declarations[index] }

    public func name(of declaration: Int) -> String { tree.name(of: declaration) }

    public func text(_ range: TokenRange) -> String { tree.text(of: range) }

    public func text(ofToken index: Int) -> String { tree.text(ofToken: index) }

    public func token(_ index: Int) -> Token { tree.tokens[index] }

    /// Whether the `{` at `brace` opens the body of the `if`, `while`, `for` or `switch` whose
    /// condition comes before it (`if let player = Audio.shared.player { … }`), where Swift
    /// takes no trailing closure: the expression chains read any `{` after a name as one. The
    /// walk back stops at the statement's start, a brace or `;` at its own depth: a statement
    /// with one of those keywords before it in the same block ends in a `}` first.
    public func isStatementBody(openingBrace brace: Int) -> Bool {
        let tokens = tree.tokens
        var depth = 0
        var index = brace - 1
        while index >= 0 {
            let t = tokens[index]
            switch t.kind {
            case .rightParen, .rightSquare, .rightBrace:
                if t.kind == .rightBrace && depth == 0 { return false }
                depth += 1
            case .leftParen, .leftSquare, .leftBrace:
                if depth == 0 { return false }
                depth -= 1
            case .semicolon where depth == 0:
                return false
            case .keyword where depth == 0 && (t.is(.if) || t.is(.while) || t.is(.for) || t.is(.switch)):
                return true
            default:
                break
            }
            index -= 1
        }
        return false
    }

    /// The type written in `range`, wrapping stripped.
    public func typeReference(_ range: TokenRange) -> TypeReference { TypeReference(range, in: tree) }

    /// The innermost type context around declaration `index` (itself excluded).
    public func enclosingType(of declaration: Int) -> Int? { tree.enclosingType(of: declaration) }

    /// The name of a type context: its own, or for an extension the extended type's last
    /// component (`extension Foo.Bar` gives `Bar`), and for one written with a type alias the
    /// type the alias stands for (`ProjectIndex.extendedTypeName`).
    public func typeName(of typeDeclaration: Int) -> String {
        let name = tree.typeName(of: typeDeclaration)
        return declaration(typeDeclaration).kind == .extension ? index.extendedTypeName(name) : name
    }

    /// The name of the innermost type around `declaration`, or nil at file scope.
    public func enclosingTypeName(of declaration: Int) -> String? {
        enclosingType(of: declaration).map(typeName(of:))
    }

    /// Whether declaration `declaration` sits in a type nested in type `name` (or in an
    /// extension of it), below the innermost type around it: `Coalescer.drain()` in
    /// `TransferStatistics.Coalescer`. Type aliases of singletons count as their type.
    public func isNested(_ declaration: Int, in name: String) -> Bool {
        guard declaration >= 0, var current = enclosingType(of: declaration) else { return false }
        if self.declaration(declaration).kind.isTypeContext { current = declaration }
        if extendsTypeNested(current, in: name) { return true }
        while let outer = enclosingType(of: current) {
            if index.singletonTypeName(typeName(of: outer)) == name || extendsTypeNested(outer, in: name) { return true }
            current = outer
        }
        return false
    }

    /// Whether type `name` is declared inside a declaration around `declaration`, directly: a
    /// type nested in the code's own type (`CommonPlayerViewController.PipRecorder`, the
    /// screen's record of its picture-in-picture players) or a class local to its function
    /// (`class WebIdCache` inside `biliWbiSign`). Its shared instance is that code's own state,
    /// as a private static property would be (held-out set 186: 3 of 3 not acted on).
    public func declaresAround(_ declaration: Int, typeNamed name: String) -> Bool {
        var current = declaration
        while current >= 0 {
            let d = self.declaration(current)
            var i = current + 1
            while i < Int(d.subtreeEnd) {
                let member = self.declaration(i)
                if Int(member.parent) == current,
                    member.kind == .class || member.kind == .struct || member.kind == .actor
                        || member.kind == .enum, tree.name(of: i) == name
                {
                    return true
                }
                i = max(i + 1, Int(member.subtreeEnd))
            }
            current = Int(d.parent)
        }
        return false
    }

    /// Whether type declaration `type` is an extension of a type nested in `name`, written
    /// qualified (`extension PersistenceManager.ConvenienceDownloadSubsystem`; held-out set
    /// 57: 3 of 3 accesses from such extensions SPEC "no").
    private func extendsTypeNested(_ type: Int, in name: String) -> Bool {
        let d = declaration(type)
        guard d.kind == .extension else { return false }
        let names = d.name.indices.filter { token($0).kind == .identifier }
        return names.dropLast().contains { index.singletonTypeName(text(ofToken: $0)) == name }
    }

    /// Whether declaration `index` (or code it owns) belongs to the composition root: the
    /// file is a composition-root path, or the declaration or a type around it is a
    /// composition-root type (extensions included).
    public func isInCompositionRoot(_ declaration: Int) -> Bool {
        if isCompositionRootFile { return true }
        var current = declaration
        var isInnermostType = true
        while current >= 0 {
            let d = tree.declarations[current]
            if d.kind.isTypeContext {
                let name = typeName(of: current)
                if index.isCompositionRoot(typeName: name) || (isInnermostType && index.isRootView(name)) { return true }
                isInnermostType = false
            }
            // A private helper at file scope beside the root, building what the root installs
            // (`private func makeNetworkClient()` in the `@main` App's file, handing the live
            // token refresh to the client the root store takes; held-out set 80: 1 of 1 SPEC "no").
            if d.parent < 0 && d.kind == .func && d.modifierSet.isFilePrivate
                && declaresCompositionRoot
            {
                return true
            }
            current = Int(d.parent)
        }
        return false
    }

    /// Whether this file declares a composition-root type at file scope (the `@main` App),
    /// found once: asked only for a private file-scope function's code.
    /// Whether this file constructs a DI library's container anywhere (`= Container()`, `=
    /// DIContainer()`), found once: `buildsOwnContainer` reads a class only then.
    lazy var constructsLibraryContainer: Bool = constructsLibraryContainer(in: tree.tokens.indices)

    /// Whether tokens `range` construct a DI library's container with no arguments
    /// (`= Container()`, `= DIContainer()`; `ProjectIndex.libraryContainerNames`).
    func constructsLibraryContainer(in range: Range<Int>) -> Bool {
        let tokens = tree.tokens
        return range.dropFirst().contains { i in
            i + 2 < range.upperBound && tokens[i].kind == .identifier && tokens[i - 1].kind == .equal
                && tokens[i + 1].kind == .leftParen && tokens[i + 2].kind == .rightParen
                && tree.token(i, isIn: ProjectIndex.libraryContainerNames)
        }
    }

    private lazy var declaresCompositionRoot = fileScopeTypeNames.declared.contains { index.isCompositionRoot(typeName: $0) }

    /// Whether declaration `declaration` is, or is inside, a `@propertyWrapper` type: the
    /// wrapper's own code is the mechanism (a registry lookup, a settings store it notifies);
    /// the properties that use it are where a dependency is hidden.
    public func isInPropertyWrapper(_ declaration: Int) -> Bool {
        guard declaration >= 0 else { return false }
        let type = self.declaration(declaration).kind.isTypeContext ? declaration : enclosingType(of: declaration)
        guard let type else { return false }
        return tree.hasAttribute(type, "propertyWrapper")
    }

    /// Whether `chain` is private code nothing reaches: the value of a private property nothing
    /// reads (`isValueOfUnreadPrivateProperty`) or inside a private method nothing calls
    /// (`isUncalledPrivateMethod`). Dead code to delete, not a dependency to hand in, for every
    /// rule reporting a lookup or a shared instance.
    public func isInUnusedPrivateCode(_ chain: ExpressionChain, owner: Int) -> Bool {
        isValueOfUnreadPrivateProperty(chain, owner: owner) || isUncalledPrivateMethod(owner)
    }

    /// Whether no token of the file but declaration `owner`'s name spells one of `spellings`
    /// (its name, and for a property its wrapper's `$name` and `_name`), or, with
    /// `orInUncalledPrivateMethods`, none but those inside private methods nothing calls
    /// (`isUncalledPrivateMethod`): a property only dead code reads is dead too. With
    /// `orAssigned`, none but assignments' targets either (`self.name = …`: no read).
    private func isNamedOnlyWhereDeclared(
        _ owner: Int, as spellings: [String], orInUncalledPrivateMethods: Bool = false, orAssigned: Bool = false
    ) -> Bool {
        let nameToken = Int(declaration(owner).nameToken)
        let tokens = tree.tokens
        let scopes = privateScopes(of: owner)
        return !tokens.indices.contains { i in
            i != nameToken && tokens[i].kind == .identifier && spellings.contains { token(i, spells: $0) }
                && (scopes?.contains { $0.contains(i) } ?? true)
                && !(orInUncalledPrivateMethods && isInUncalledPrivateMethod(token: i))
                && !(orAssigned && i + 1 < tokens.count && tokens[i + 1].kind == .equal)
                && !isArgumentLabel(i)
        }
    }

    /// Whether identifier token `i` is an argument label, no use of a property of its name
    /// (`userInfo` in `post(name: n, object: nil, userInfo: nil)`; held-out set 296: 3 private
    /// properties nothing reads, SPEC "no").
    func isArgumentLabel(_ i: Int) -> Bool {
        let tokens = tree.tokens
        return i >= 1 && (tokens[i - 1].kind == .leftParen || tokens[i - 1].kind == .comma) && i + 1 < tokens.count
            && tokens[i + 1].kind == .colon && !tokens[i + 1].hasTriviaBefore
    }

    /// Where a `private` member `member` can be named: its type's declarations and extensions
    /// in this file (any of the name); another type's member of the name there is not it (three views
    /// of one file each keeping a `private var audioManager` only one of them reads; held-out
    /// set 276: 3 of 3 SPEC "no"). Nil for any other member: the whole file.
    private func privateScopes(of member: Int) -> [Range<Int>]? {
        guard declaration(member).modifierSet.contains(.private), let type = enclosingType(of: member) else { return nil }
        return typeContexts(named: typeName(of: type)).map { declaration($0).tokens.indices }
    }

    /// The declarations and extensions of type `name` in this file, in source order.
    func typeContexts(named name: String) -> [Int] {
        tree.declarations.indices.filter { tree.declarations[$0].kind.isTypeContext && typeName(of: $0) == name }
    }

    /// Whether token `index` is code of a private method nothing calls, or of a closure or a
    /// local declaration inside one.
    private func isInUncalledPrivateMethod(token index: Int) -> Bool {
        guard let region = code.region(at: index) else { return false }
        var current = owner(ofRegion: region)
        while current >= 0 {
            if isUncalledPrivateMethod(current) { return true }
            current = Int(declaration(current).parent)
        }
        return false
    }

    /// Whether `chain` is the value of a `private` stored instance property (declaration
    /// `owner`) that nothing in the file names again (`private let friendRelationService =
    /// Container.shared.resolve(…)`, `@Bindable private var operationManager:
    /// GameOperationManager = .shared` in a view that never uses it): dead code to delete, not
    /// a dependency to hand in (held-out set 160: 9 of 9 lookups, set 161: 3 of 3 shared
    /// instances not acted on), as `force_unwrapped_dependency` leaves a property its type never
    /// reads. Also not through its wrapper's projection (`$name`, `_name`). So is the whole
    /// getter of a private computed one (`isWholeGetterOfPrivateInstanceProperty`). Not one a SwiftUI
    /// view observes (`@ObservedObject private var profileManager = ProfileManager.shared`
    /// re-renders the view on each of its changes, used or not; held-out set 157: 2 of 2 acted
    /// on).
    private func isValueOfUnreadPrivateProperty(_ chain: ExpressionChain, owner: Int) -> Bool {
        // Its initial value, or the whole value an initializer assigns it
        // (`self.loginRepository = AppContainer.shared.resolve(LoginRepository.self)!`; held-out
        // set 208: 2 of 2 SPEC "no"), its assignments aside.
        guard let property = privateProperty(valuedBy: chain, owner: owner) else { return false }
        // Its initial value or its whole getter, not an initializer's assignment.
        let isInitialValue = property == owner
        guard !tree.hasAttribute(property, "ObservedObject"), !tree.hasAttribute(property, "StateObject") else {
            return false
        }
        let name = self.name(of: property)
        return isNamedOnlyWhereDeclared(
            property, as: [name, "$" + name, "_" + name], orInUncalledPrivateMethods: isInitialValue,
            orAssigned: !isInitialValue)
    }

    /// The uses of the `private` stored instance property whose value `chain` is, its initial
    /// value (declaration `owner` is the property) or the whole value an initializer
    /// (declaration `owner`) assigns it (`privatePropertyAssigned`), as the tokens of its name
    /// after the declaration (also `self.name`) but that assignment's; nil when the chain is not
    /// such a value or the name is also written otherwise (its projection `$name`, `_name`).
    /// With `orInitialValueOfAnyAccess`, also a property of any access level whose initial
    /// value `chain` is (a SwiftUI view's `var analytics: Analytics = AnalyticsProvider.shared`).
    func usesOfPrivateProperty(
        valuedBy chain: ExpressionChain, owner: Int, orInitialValueOfAnyAccess: Bool = false
    ) -> [Int]? {
        let property =
            orInitialValueOfAnyAccess && region(chain.region, isInside: [.propertyInitializer])
                && isInitialValueOfInstanceProperty(chain, owner: owner)
            ? owner : privateProperty(valuedBy: chain, owner: owner)
        guard let property, declaration(property).nameToken >= 0 else {
            return nil
        }
        // The assignment's own target (`self.analytics = …`) is no use.
        let assignment = region(chain.region, isInside: [.propertyInitializer]) ? -1 : assignedName(wholeValue: chain) ?? -1
        let name = self.name(of: property)
        let nameToken = Int(declaration(property).nameToken)
        let tokens = tree.tokens
        var uses: [Int] = []
        for i in tokens.indices where i != nameToken && i != assignment && tokens[i].kind == .identifier {
            if token(i, spells: "$" + name) || token(i, spells: "_" + name) { return nil }
            guard token(i, spells: name) else { continue }
            // Another value's member of the name is not this property, nor is another type's
            // property of the name declared in the file (two views each observing the monitor).
            if i >= 1 && tokens[i - 1].kind == .period && !(i >= 2 && tokens[i - 2].is(.self)) { continue }
            if i >= 1 && (tokens[i - 1].is(.var) || tokens[i - 1].is(.let)) { continue }
            if isArgumentLabel(i) { continue }
            uses.append(i)
        }
        return uses
    }

    /// The opening parenthesis of the argument list token `at` (a `(` itself, an argument's
    /// token or a `,` between arguments) belongs to, past the groups before it; nil past a
    /// brace or a square bracket, or after 64 steps.
    func enclosingParenthesis(of at: Int) -> Int? {
        var k = at
        var steps = 0
        while k >= 0 && steps < 64 {
            switch token(k).kind {
            case .leftParen: return k
            case .rightParen, .rightSquare:
                guard let open = matches.open(of: k) else { return nil }
                k = open - 1
            case .leftBrace, .rightBrace, .leftSquare: return nil
            default: k -= 1
            }
            steps += 1
        }
        return nil
    }

    /// The `private` stored instance property whose value `chain` is: its initial value
    /// (declaration `owner` is the property), or the whole value an initializer (declaration
    /// `owner`) assigns it by a statement of its own (`privatePropertyAssigned`).
    private func privateProperty(valuedBy chain: ExpressionChain, owner: Int) -> Int? {
        guard owner >= 0 else { return nil }
        if region(chain.region, isInside: [.propertyInitializer]) {
            return isInitialValueOfPrivateInstanceProperty(chain, owner: owner) ? owner : nil
        }
        if region(chain.region, isInside: [.accessorBody]) {
            return isWholeGetterOfPrivateInstanceProperty(chain, owner: owner) ? owner : nil
        }
        return privatePropertyAssigned(wholeValue: chain, in: owner)
    }

    /// Whether `chain` is the whole getter of declaration `owner`, a `private` or `fileprivate`
    /// computed instance property (`private var audioManager: EnhancedAudioManager { .shared }`;
    /// held-out set 276: 4 such properties nothing reads, SPEC "no").
    private func isWholeGetterOfPrivateInstanceProperty(_ chain: ExpressionChain, owner: Int) -> Bool {
        let d = declaration(owner)
        let body = tree.regions[Int(chain.region)]
        guard Int(body.owner) == owner, d.kind == .var, !d.modifierSet.isTypeMember, d.modifierSet.isFilePrivate,
            d.storage == .computed
        else { return false }
        var first = Int(body.tokens.start)
        if first < Int(chain.start) && tree.tokens[first].is(.return) { first += 1 }
        return first == Int(chain.start) && chain.end == body.tokens.end
    }

    /// Whether `chain` (in a property initializer) is the whole initial value of declaration
    /// `owner`, a `private` or `fileprivate` instance property.
    private func isInitialValueOfPrivateInstanceProperty(_ chain: ExpressionChain, owner: Int) -> Bool {
        isInitialValueOfInstanceProperty(chain, owner: owner) && declaration(owner).modifierSet.isFilePrivate
    }

    /// Whether `chain` (in a property initializer) is the whole initial value of declaration
    /// `owner`, an instance property of any access level.
    private func isInitialValueOfInstanceProperty(_ chain: ExpressionChain, owner: Int) -> Bool {
        guard owner >= 0 else { return false }
        let d = declaration(owner)
        return d.kind.isVariable && !d.modifierSet.isTypeMember && Int(d.initializer.start) == Int(chain.start)
    }

    /// The private stored instance property of initializer `owner`'s type that `chain` is the
    /// whole value of, assigned by a statement of its own (`self.name = chain` or `name =
    /// chain`, also force-unwrapped: `resolver.resolve(X.self)!`).
    func privatePropertyAssigned(wholeValue chain: ExpressionChain, in owner: Int) -> Int? {
        guard declaration(owner).kind == .`init`, let type = enclosingType(of: owner),
            let target = assignedName(wholeValue: chain)
        else { return nil }
        let tokens = tree.tokens
        let startsStatement =
            tokens[target].isAtLineStart
            || (target >= 2 && tokens[target - 1].kind == .period && tokens[target - 2].is(.self)
                && tokens[target - 2].isAtLineStart)
        var last = Int(chain.end) - 1
        if last + 1 < tokens.count, tokens[last + 1].kind == .exclamation || tokens[last + 1].kind == .postfixQuestion {
            last += 1
        }
        guard startsStatement, endsStatement(after: last) else { return nil }
        let name = text(ofToken: target)
        return tree.members(of: type).first { member in
            let m = declaration(member)
            return m.kind.isVariable && !m.modifierSet.isTypeMember && (m.storage == .stored || m.storage == .observed)
                && m.modifierSet.isFilePrivate && m.nameToken >= 0
                && self.name(of: member) == name
        }
    }

    /// Whether declaration `owner` is a `private` or `fileprivate` method that nothing in the
    /// file names again (`private func allowedPromptType() -> PromptType { … UserManager.shared
    /// .currentUser … }`, its declaration its only mention): dead code to delete, not a
    /// dependency to hand in (held-out set 168: 1 of 1 not acted on), as an unread private
    /// property is. Not an `@objc`, `@IBAction` or overriding one, which a selector, a
    /// storyboard or a superclass calls.
    private func isUncalledPrivateMethod(_ owner: Int) -> Bool {
        guard owner >= 0 else { return false }
        if let known = uncalledPrivateMethods[owner] { return known }
        let d = declaration(owner)
        var uncalled = false
        if d.kind == .func, d.modifierSet.isFilePrivate,
            !d.modifierSet.contains(.override), !tree.hasAttribute(owner, "objc"), !tree.hasAttribute(owner, "IBAction")
        {
            uncalled = isNamedOnlyWhereDeclared(owner, as: [name(of: owner)])
        }
        uncalledPrivateMethods[owner] = uncalled
        return uncalled
    }

    /// Whether this file declares type `typeName` with a stored instance property of exactly
    /// type `plainType`, optional or not, and not a collection of it (`private let
    /// roomActionRepository: RoomActionRepositoryProtocol`; not `var childCoordinators:
    /// [Coordinator]`), nor a weak or unowned back-reference (`weak var parentCoordinator:
    /// Coordinator?`).
    public func keepsStoredProperty(ofPlainType plainType: String, inTypeNamed typeName: String) -> Bool {
        tree.declarations.indices.contains { i in
            isInstanceProperty(i, ofTypeNamed: typeName) && keepsStoredProperty(i, ofPlainType: plainType)
        }
    }

    /// Whether declaration `i` is a variable of type `typeName` (its declaration or an
    /// extension in this file), not a static one.
    private func isInstanceProperty(_ i: Int, ofTypeNamed typeName: String) -> Bool {
        let d = tree.declarations[i]
        return d.kind.isVariable && d.parent >= 0 && !d.modifierSet.isTypeMember
            && tree.declarations[Int(d.parent)].kind.isTypeContext && name(of: Int(d.parent)) == typeName
    }

    /// Whether property declaration `i` is stored, strong and of exactly type `plainType`.
    private func keepsStoredProperty(_ i: Int, ofPlainType plainType: String) -> Bool {
        let d = tree.declarations[i]
        return d.storage == .stored && !d.modifierSet.contains(.weak) && !d.modifierSet.contains(.unowned)
            && TypeReference(d.type, in: tree).plainName == plainType
    }

    /// Whether this file declares type `typeName` with a stored instance property handed
    /// `plainType` from outside: one written with that type and no value of its own
    /// (`@EnvironmentObject var settings: SettingsManager`), or SwiftUI's environment read by
    /// the type (`@Environment(SettingsManager.self) private var settingsManager`). Reaching
    /// the shared instance beside it bypasses the way in the type already has. A property whose
    /// value is the shared instance (`@StateObject private var settingsManager:
    /// SettingsManager = .shared`) is that reach, not a way in (held-out set 184: a settings
    /// pane so holding its store, SPEC "no").
    public func receivesProperty(ofPlainType plainType: String, inTypeNamed typeName: String) -> Bool {
        tree.declarations.indices.contains { i in
            guard isInstanceProperty(i, ofTypeNamed: typeName) else { return false }
            return (keepsStoredProperty(i, ofPlainType: plainType) && tree.declarations[i].initializer.isEmpty)
                || tree.declarations[i].attributes.contains { a in
                    let attribute = tree.attributes[Int(a)]
                    let start = Int(attribute.arguments.start)
                    return attribute.arguments.count == 3 && tree.token(Int(attribute.name.start), is: "Environment")
                        && tree.text(ofToken: start) == plainType && tree.tokens[start + 2].is(.self)
                }
        }
    }

    /// Whether declaration `declaration` is, or is inside, an extension of a platform or
    /// standard-library type the analyzed set does not declare (`extension NSUserActivity`,
    /// `extension UIViewController`, `extension String`; `Judgments.isPlatformTypeName`), or of
    /// a library's type named with its module (`extension FlowWalletKit.ChildAccount`) or by
    /// a name the set does not declare in a file importing the library:
    /// code that has no initializer of its own to take a dependency through. An extension is
    /// declared at file scope, so the file-scope declaration decides (`extension UIView {
    /// struct Style { … } }` is inside one). An Objective-C class of the app (`extension
    /// SPSettingsViewController`) is not one: its initializer can take what it uses.
    public func isInExtensionOfPlatformType(_ declaration: Int) -> Bool {
        let outermost = fileScopeDeclaration(of: declaration)
        guard outermost >= 0, tree.declarations[outermost].kind == .extension else { return false }
        let name = typeName(of: outermost)
        // Types nested under the name (`SearchFeature.View`) do not make `extension View` the
        // set's: at file scope the name is the platform's (held-out set 48: SwiftUI's `View`).
        if !index.declaresAtFileScope(name) && Judgments.isPlatformTypeName(name) { return true }
        // A library's type written with its module's name (`extension FlowWalletKit.ChildAccount`,
        // `extension WalletConnectSign.Request`; the module no type of the set, though the app
        // may declare a `ChildAccount` of its own) has no initializer of the app's either
        // (held-out set 102: 3 of 3 not acted on).
        let names = self.declaration(outermost).name.indices.filter { token($0).kind == .identifier }
        if names.count == 2 { return index.kind(of: text(ofToken: names[0])) == nil }
        // A library's type by its plain name, or by a typealias of this file (`typealias Message
        // = ChatMessage`), in a file importing a module that is not Apple's (`import
        // StreamChat`): a name the set does not declare is that module's (held-out set 107: 8 of
        // 8 not acted on). Not one with an Objective-C class prefix (`extension
        // SPSettingsViewController`): the app's own Objective-C class, whose initializer can
        // take what it uses. Unless the prefix is an imported library's (`extension
        // BLTNItemManager` in a file importing `BLTNBoard`; held-out set 275: 1 of 1 SPEC "no").
        guard importsLibrary, names.count == 1 else { return false }
        let extended = aliasTarget(of: name) ?? name
        guard index.kind(of: extended) == nil else { return false }
        guard Judgments.hasClassPrefix(extended) else { return true }
        // Two capitals are shared by too many (`SP`, `SD`): three at least.
        let prefix = Judgments.classPrefix(of: extended)
        return prefix.count >= 3 && importedModules.contains { !Judgments.appleModuleNames.contains($0) && $0.hasPrefix(prefix) }
    }

    /// Whether `declaration` is inside an extension constrained to Core Data entities
    /// (`extension MyManagedObjectProtocol where Self: NSManagedObject`): the entities' fetch
    /// and create helpers, entity code as an entity's own extension is (held-out set 152: a
    /// fallback context reached there, 1 of 1 SPEC "no").
    public func isInEntityExtension(_ declaration: Int) -> Bool {
        isInExtension(declaration, constrainedToOneOf: ["NSManagedObject"])
    }

    /// Whether `declaration` is inside an extension constrained to a screen (`extension
    /// Trackable where Self: UIViewController`): screen code, as a view controller's own is
    /// (held-out set 158: a screen-view event sent there, 1 of 1 SPEC "no"); also to the app's
    /// own screen class (`extension ViewControllerTransitionable where Self:
    /// BaseViewController`; held-out set 257: 1 of 1 SPEC "no").
    public func isInScreenExtension(_ declaration: Int) -> Bool {
        isInExtension(declaration) { name in
            Self.platformScreenNames.contains(name)
                || (index.kind(of: name) == .class && Self.platformScreenNames.contains(index.superclassRoot(of: name)))
        }
    }

    private static let platformScreenNames: Set<String> = ["UIViewController", "NSViewController"]

    /// Whether `declaration` is inside an extension whose where clause constrains `Self` to
    /// one of `names`.
    private func isInExtension(_ declaration: Int, constrainedToOneOf names: Set<String>) -> Bool {
        isInExtension(declaration) { names.contains($0) }
    }

    /// Whether `declaration` is inside an extension whose where clause constrains `Self` to a
    /// name `accepts` takes.
    private func isInExtension(_ declaration: Int, constrainedTo accepts: (String) -> Bool) -> Bool {
        let outermost = fileScopeDeclaration(of: declaration)
        guard outermost >= 0, tree.declarations[outermost].kind == .extension else { return false }
        let clause = tree.declarations[outermost].whereClause
        return clause.indices.contains { i in
            tree.token(i, is: "Self") && clause.contains(i + 2) && token(i + 1).kind == .colon
                && accepts(text(ofToken: i + 2))
        }
    }

    /// The file imports a module that is not one of Apple's (`Judgments.appleModuleNames`).
    private lazy var importsLibrary: Bool = importedModules.contains { !Judgments.appleModuleNames.contains($0) }

    /// This file's first typealias named `name` (`typealias SpotifyProvider =
    /// MoyaProvider<Spotify>`), as a declaration index.
    func typealiasDeclaration(named name: String) -> Int? {
        tree.declarations.indices.first { tree.declarations[$0].kind == .typealias && tree.name(of: $0) == name }
    }

    /// Whether this file declares a typealias named `name`.
    func declaresTypealias(_ name: String) -> Bool { typealiasDeclaration(named: name) != nil }

    /// The one type a typealias of this file names (`typealias Message = ChatMessage`), or nil.
    func aliasTarget(of name: String) -> String? {
        guard let i = typealiasDeclaration(named: name) else { return nil }
        let names = tree.declarations[i].type.indices.filter { token($0).kind == .identifier }
        return names.count == 1 ? text(ofToken: names[0]) : nil
    }

    /// The file-scope declaration that is, or holds, declaration `declaration` (-1 for -1).
    func fileScopeDeclaration(of declaration: Int) -> Int {
        var current = declaration
        while current >= 0 && tree.declarations[current].parent >= 0 {
            current = Int(tree.declarations[current].parent)
        }
        return current
    }

    /// Whether declaration `declaration` (or code it owns, at token `token`) is debug tooling:
    /// it or a declaration around it is named like a debug tool (`Judgments.isDebugToolName`:
    /// `DebugMenuView`, `SocketDebugViewModel.Monitor`; a function `debugButtonTapped`, a
    /// `var debugOptionsRow`), it is a screen only development code opens (`ProjectIndex.isDevelopmentScreen`), a type that
    /// only hosts previews (`Judgments.isPreviewScaffoldName`) or a static preview or fixture
    /// (`Judgments.isFixtureName`: `static var preview`), or the token sits under `#if DEBUG`.
    /// Debug menus and previews reach into live state on purpose; no rule reports how they get it.
    /// So is code deprecated everywhere (`@available(*, deprecated, message: "Use
    /// LibrarySceneController instead.")`): on its way out, deleted rather than reworked
    /// (held-out set 53: 2 of 2 not acted on).
    public func isDebugOrDeprecatedCode(_ declaration: Int, token: Int) -> Bool {
        if isInDebugToolFolder { return true }
        var current = declaration
        while current >= 0 {
            let d = tree.declarations[current]
            if tree.isDeprecatedEverywhere(current) { return true }
            if d.kind.isTypeContext || d.kind == .func || d.kind == .var {
                let name = d.kind.isTypeContext ? typeName(of: current) : tree.name(of: current)
                if Judgments.isDebugDeclaration(d.kind, named: name)
                    || (d.kind.isTypeContext && (index.isDevelopmentScreen(name) || Judgments.isPreviewScaffoldName(name)))
                {
                    return true
                }
            }
            // A static preview or fixture instance (`static var preview: SessionViewModel { … }`).
            if (d.kind == .func || d.kind.isVariable) && d.modifierSet.isTypeMember && Judgments.isFixtureName(tree.name(of: current)) {
                return true
            }
            current = Int(d.parent)
        }
        return isInDebugBlock(token)
    }

    /// Whether token `index` sits in the `#if DEBUG` (or `#if targetEnvironment(simulator)`)
    /// branch of a conditional block (at any depth; an `#else` branch of it is not). A binary
    /// search in the file's debug ranges, found in one pass on first use: scanning back to the
    /// start of the file for each question made a file of many singleton accesses quadratic
    /// (RuleLinearityTests caught it).
    public func isInDebugBlock(_ index: Int) -> Bool {
        let ranges = debugRanges
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= index { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(index)
    }

    /// Whether the `#if` at token `pound` opens a branch that never ships: `#if DEBUG`, `#if false`,
    /// `#if targetEnvironment(simulator)` (a stand-in for what only a device has, mullvad's
    /// simulated packet tunnel; held-out set 25: 4 of 4 not acted on), or the negation of a
    /// release build's flag, `#if !PRODUCTION` (`releaseFlags`; held-out set 26: a tester
    /// screen's button).
    static func opensDevelopmentBranch(at pound: Int, in tree: SyntaxTree) -> Bool {
        let count = tree.tokens.count
        guard pound + 1 < count else { return false }
        if tree.token(pound + 1, is: "DEBUG") { return true }
        // `#if false`: code switched off, compiled by no build (held-out set 293: a service's
        // earlier version kept under it, 3 of 3 not acted on); not `#if false || FLAG`.
        if tree.token(pound + 1, is: "false") { return pound + 2 >= count || !tree.token(pound + 2, is: "||") }
        if pound + 2 < count && tree.token(pound + 1, is: "!") && tree.tokens[pound + 2].kind == .identifier
            && !tree.tokens[pound + 2].hasTriviaBefore
        {
            return releaseFlags.contains(tree.text(ofToken: pound + 2))
        }
        return pound + 4 < count && tree.token(pound + 1, is: "targetEnvironment")
            && tree.tokens[pound + 2].kind == .leftParen && tree.token(pound + 3, is: "simulator")
            && tree.tokens[pound + 4].kind == .rightParen
    }

    /// Compilation flags that only a release build sets: code under their negation never ships.
    static let releaseFlags: Set<String> = ["PRODUCTION", "PROD", "RELEASE", "APPSTORE", "APP_STORE"]

    private lazy var debugRanges: [Range<Int>] = Self.developmentRanges(in: tree)

    /// Whether the file sits in a folder of debug tooling (`Profile Tab/QA Features/`).
    private lazy var isInDebugToolFolder = Judgments.isDebugToolFolderPath(path)

    /// The token ranges inside a branch that never ships (`opensDevelopmentBranch`), in order
    /// and disjoint: from the token after `#if DEBUG` to the `#else`, `#elseif` or `#endif`
    /// that ends the branch (the end of the file for an unterminated one).
    static func developmentRanges(in tree: SyntaxTree) -> [Range<Int>] {
        let tokens = tree.tokens
        var ranges: [Range<Int>] = []
        var isDebugBranch: [Bool] = []  // one per open `#if`, innermost last
        var debugDepth = 0
        var start = 0
        for i in tokens.indices where tokens[i].kind == .poundKeyword {
            let before = debugDepth
            switch tokens[i].keyword {
            case .if:
                let isDebug = Self.opensDevelopmentBranch(at: i, in: tree)
                isDebugBranch.append(isDebug)
                if isDebug { debugDepth += 1 }
            case .else, .elseif:
                if isDebugBranch.last == true {
                    isDebugBranch[isDebugBranch.count - 1] = false
                    debugDepth -= 1
                }
            case .endif:
                if isDebugBranch.popLast() == true { debugDepth -= 1 }
            default:
                break
            }
            if before == 0 && debugDepth > 0 { start = i + 1 }
            if before > 0 && debugDepth == 0 { ranges.append(start..<i) }
        }
        if debugDepth > 0 { ranges.append(start..<tokens.count) }
        return ranges
    }

    /// The declaration owning region `region` (for a closure, the one around it), or -1.
    public func owner(ofRegion region: Int32) -> Int {
        Int(tree.regions[Int(region)].owner)
    }

    /// Whether the region (or a region around it) is of one of `kinds`.
    public func region(_ region: Int32, isInside kinds: Set<RegionKind>) -> Bool {
        guard region >= 0 && Int(region) < tree.regions.count else { return false }
        let mask = kinds.reduce(UInt32(0)) { $0 | UInt32(1) << UInt32($1.rawValue) }
        return kindsAround[Int(region)] & mask != 0
    }

    /// The file is a program's entry point, `main.swift`, whose file-scope code runs as
    /// statements.
    public var isMainFile: Bool { path == "main.swift" || path.hasSuffix("/main.swift") }

    /// Code that wires the program at the top: top-level statements, the file-scope variables
    /// of `main.swift`, and in a `main.swift` that has statements its file-scope functions (a
    /// command-line tool's `func main()` its statements call). A `main.swift` with no
    /// statements is an ordinary file of a library target (held-out set 23: each module of a
    /// menu-bar app keeps its classes in one).
    public func isTopLevelWiring(_ region: Int32) -> Bool {
        if self.region(region, isInside: [.topLevelCode]) { return true }
        guard isMainFile else { return false }
        if self.region(region, isInside: [.globalInitializer]) { return true }
        guard hasTopLevelStatements else { return false }
        let declaration = fileScopeDeclaration(of: owner(ofRegion: region))
        return declaration >= 0 && tree.declarations[declaration].kind == .func
    }

    /// Whether the file has top-level statements, found once: asked for every singleton
    /// access of a `main.swift`.
    private lazy var hasTopLevelStatements = tree.regions.contains { $0.kind == .topLevelCode }

    /// For each region, whether it or a region around it is a closure passed to a call whose
    /// name satisfies `isCallee`: one pass, each region reusing the answer of its parent.
    func regionsInsideClosures(passedTo isCallee: (String) -> Bool) -> [Bool] {
        let regions = tree.regions
        var inside = [Bool](repeating: false, count: regions.count)
        for i in regions.indices {
            let parent = Int(regions[i].parent)
            let callee = regions[i].callee
            var result = regions[i].kind == .closure && callee >= 0 && isCallee(text(ofToken: Int(callee)))
            if !result && parent >= 0 && parent < i {
                result = inside[parent]  // the parser appends a region after those around it
            } else if !result {
                result = enclosingClosureCallees(of: Int32(i)).contains { $0 >= 0 && isCallee(text(ofToken: Int($0))) }
            }
            inside[i] = result
        }
        return inside
    }

    /// The closures around `region`, innermost first, with the token of the call each is
    /// passed to (-1 when not an argument).
    public func enclosingClosureCallees(of region: Int32) -> [Int32] {
        var result: [Int32] = []
        var current = region
        while current >= 0 {
            let r = tree.regions[Int(current)]
            if r.kind == .closure { result.append(r.callee) }
            current = r.parent
        }
        return result
    }

    /// The text of 1-based `line`, without its line break.
    public func lineText(_ line: Int) -> String {
        let starts = lines.starts
        guard line >= 1 && line <= starts.count else { return "" }
        let start = Int(starts[line - 1])
        var end = line < starts.count ? Int(starts[line]) : tree.bytes.count
        while end > start && (tree.bytes[end - 1] == UInt8(ascii: "\n") || tree.bytes[end - 1] == UInt8(ascii: "\r")) { end -= 1 }
        return String(decoding: tree.bytes[start..<end], as: UTF8.self)
    }

    /// Whether token `index` spells `text`.
    public func token(_ index: Int, is text: StaticString) -> Bool { tree.token(index, is: text) }
    /// Whether token `index` spells one of `names` (backticks ignored).
    public func token(_ index: Int, isIn names: NameSet) -> Bool { tree.token(index, isIn: names) }

    /// Whether token `index` spells `name`, read from the bytes without making a `String`.
    func token(_ index: Int, spells name: String) -> Bool {
        tree.bytes[tree.textRange(ofToken: index)].elementsEqual(name.utf8)
    }

    /// Whether token `index` names a singleton member of the index (of any type), judged from
    /// its bytes.
    public func tokenMayBeSingletonMember(_ index: Int) -> Bool {
        tree.token(index, isIn: self.index.singletonMemberNames)
    }

    /// The path of declarations around token-owning declaration `index`: `Feed.init(api:)`.
    public func symbolPath(of declaration: Int) -> String {
        var parts: [String] = []
        var current = declaration
        while current >= 0 {
            parts.append(signature(of: current))
            current = Int(tree.declarations[current].parent)
        }
        return parts.reversed().joined(separator: ".")
    }

    /// `name`, or for functions and initializers `name(label:label:)`.
    public func signature(of declaration: Int) -> String {
        let name = tree.name(of: declaration)
        switch tree.declarations[declaration].kind {
        case .func, .`init`, .subscript, .macro:
            return Self.signature(name, labels: tree.argumentLabels(of: declaration))
        default:
            return name
        }
    }

    /// `name(label:label:)`: a function's name with its argument labels (`_` for none), also
    /// the key of a method's overload for the helper-call judgment.
    static func signature(_ name: String, labels: [String]) -> String {
        name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

extension SyntaxTree {
    /// The argument labels of declaration `index`'s parameters, `_` for none.
    func argumentLabels(of index: Int) -> [String] {
        declarations[index].parameters.map { parameter in
            let label = parameters[Int(parameter)].label
            return label < 0 ? "_" : text(ofToken: Int(label))
        }
    }

    /// The names declaration `index`'s parameters bind inside its body (`api` in
    /// `func make(with api: API)`).
    func parameterNames(of index: Int) -> Set<String> {
        Set(
            declarations[index].parameters.compactMap { parameter -> String? in
                let name = parameters[Int(parameter)].name
                return name < 0 ? nil : text(ofToken: Int(name))
            })
    }
}
