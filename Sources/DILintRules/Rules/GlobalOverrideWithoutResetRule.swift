import DILintSyntax

/// Flags tests that override a global injection point (`Current.api = .mock`,
/// `InjectedValues[\.network] = …`, `Container.shared.api.register { … }`,
/// `Resolver.register { … }`) in `setUp` or a test without resetting it in the class's
/// teardown; documented in `Rules/global_override_without_reset.md`.
public struct GlobalOverrideWithoutResetRule: Rule {
    public static let id = RuleID.globalOverrideWithoutReset
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}

    /// Global names that are injection points whatever their spelling elsewhere: the
    /// Point-Free `Current` world, hand-written `InjectedValues`, Resolver and
    /// SwinjectStoryboard's default container.
    static let registryNames: Set<String> = ["Current", "World", "InjectedValues", "Resolver", "SwinjectStoryboard"]
    /// Type-name endings of registries and environments (besides the composition-root ones):
    /// `AppEnvironment.current`, `AppDependencies.shared`, `ServiceLocator`.
    static let registrySuffixes = ["Environment", "Dependencies", "Injector", "Registry", "Locator", "Resolver"]
    /// Test-framework base classes, whose own teardown resets nothing of the project.
    static let frameworkBaseClasses: Set<String> = ["XCTestCase", "QuickSpec", "AsyncSpec"]
    /// Calls that reset a registry or one of its keys (`Container.shared.manager.reset()`,
    /// `Container.shared.api.reset()`, `Resolver.reset()`, Factory's `pop()`).
    static let resetCalls = NameSet(["reset", "resetAll", "pop", "removeAll", "unregister"])
    /// Closures that run after each test.
    static let teardownCallees: Set<String> = ["addTeardownBlock", "afterEach"]

    /// A global injection point written in a test: its path (`Current`, `api`; `InjectedValues`,
    /// `[\.network]`; `Resolver`, `register(Api)`), the token to report and what the code wrote.
    struct Write {
        var key: [String]
        var token: Int
        var kind: Kind
        /// An assignment of a value built right there (`= TestEnvironment()`, `= .init()`).
        var isConstruction = false
        /// The assigned value when it is one plain name (`= environment`).
        var valueName: String?
        /// The assigned value is a static instance: `= .mock`, `= Environment.mock`.
        var isStaticInstance = false
        /// The assigned value when it is one literal (`= false`, `= 0`, `= nil`).
        var literal: String?

        enum Kind {
            case assignment, registration, reset
        }
    }

    /// The members of one test class (its declaration and extensions in this file).
    struct TestClass {
        var name: String
        var members: [Int] = []
        var declarations: [Int] = []
    }

    public func finish(_ file: FileContext, into sink: inout FindingSink) {
        guard file.isTestFile else { return }
        // Most test files write no global: the chains are asked first, before the file's
        // classes and members are collected (`finish`: 111 -> 73 M instructions a run).
        let candidates = file.chains.chains.compactMap { chain in self.write(in: chain, file: file).map { (chain, $0) } }
        guard !candidates.isEmpty else { return }
        var classes: [String: TestClass] = [:]
        var order: [String] = []
        for index in file.declarations.indices {
            let d = file.declaration(index)
            guard d.kind == .class || d.kind == .struct || d.kind == .actor || d.kind == .extension else { continue }
            let name = file.typeName(of: index)
            if classes[name] == nil {
                classes[name] = TestClass(name: name)
                order.append(name)
            }
            classes[name]!.declarations.append(index)
            classes[name]!.members += Array(file.tree.members(of: index))
        }
        // Which class member each declaration belongs to: the outermost declaration under a type.
        var memberOf: [Int: String] = [:]
        for name in order {
            for member in classes[name]!.members { memberOf[member] = name }
        }
        var writes: [String: [(write: Write, member: Int, closureKind: ClosureKind)]] = [:]
        var deferBlocks: [Int: [(keyword: Int, close: Int)]] = [:]
        for (chain, write) in candidates {
            let owner = file.owner(ofRegion: chain.region)
            guard owner >= 0, let (member, className) = classMember(of: owner, memberOf: memberOf, in: file) else { continue }
            let kind = closureKind(of: chain, member: member, in: file, deferBlocks: &deferBlocks)
            writes[className, default: []].append((write, member, kind))
        }
        for name in order {
            // FactoryTesting's container trait (`@Suite(.container)`, `@Test(.container)`) runs
            // each test on a container of its own, which its overrides leave with it.
            guard let found = writes[name]?.filter({ !isInScopedContainer($0.member, in: file) }), !found.isEmpty else {
                continue
            }
            let testClass = classes[name]!
            guard !inheritsTeardown(testClass, in: file) else { continue }
            let roles = memberRoles(testClass, in: file)
            guard roles.values.contains(.setUp) else { continue }
            // Resets: in teardown members, in teardown closures, and (for one member) in its `defer`.
            var classResets = Resets()
            var memberResets: [Int: Resets] = [:]
            for member in testClass.members where isSetUpMethod(member, in: file) {
                for key in registriesInstalled(in: member, in: file) { classResets.insert(key) }
            }
            for item in found {
                let isTeardown = roles[item.member] == .tearDown || item.closureKind == .teardown
                // The reset-before convention Factory documents: `setUp` (or a suite's `init`)
                // resets the registry first, so every class starts from a clean one.
                // So is installing a whole registry there (`AppEnvironment.shared =
                // TestEnvironment()`, `Current = .mock`): what an earlier test left is gone.
                let isResetBefore =
                    (item.write.kind == .reset || installsFreshRegistry(item.write, member: item.member, of: testClass, in: file)
                        || restoresDeclaredValue(item.write, in: file))
                    && item.closureKind == .none && isSetUpMethod(item.member, in: file)
                if isTeardown || isResetBefore {
                    classResets.insert(item.write.key)
                } else if item.closureKind == .deferBlock {
                    memberResets[item.member, default: Resets()].insert(item.write.key)
                }
            }
            // One finding per global and class: one reset in `tearDown` undoes what every test
            // left, so the class's first override carries it (held-out set 40: test methods
            // overriding what `setUp` sets before each of them, SPEC "no", 5 of 5); and one
            // reset of the global (`Container.shared.reset()`, `Current = .live`) undoes every
            // key (set 41: a `setUp` registering three keys, 3 of 3 later keys not acted on).
            // Each global's first override, and the keys of the global the class leaves set.
            var globals: [String: Int] = [:]
            var firsts: [(write: Write, member: Int, keys: Set<[String]>)] = []
            for item in found
            where item.write.kind != .reset && item.closureKind == .none
                && roles[item.member] == .setUp
            {
                let key = item.write.key
                if isSetUpMethod(item.member, in: file)
                    && installsFreshRegistry(item.write, member: item.member, of: testClass, in: file)
                {
                    continue
                }
                let isReset = classResets.reset(key) || memberResets[item.member]?.reset(key) == true
                guard !isReset, let global = key.first else { continue }
                if let i = globals[global] {
                    firsts[i].keys.insert(key)
                } else {
                    globals[global] = firsts.count
                    firsts.append((item.write, item.member, [key]))
                }
            }
            for first in firsts {
                sink.report(
                    token: first.write.token, in: first.member,
                    message(testClass: name, key: first.write.key, otherKeys: first.keys.count - 1))
            }
        }
    }

    // MARK: Where code runs

    /// `setUp`, `setUpWithError` or an initializer: the member that prepares each test.
    private func isSetUpMethod(_ member: Int, in file: FileContext) -> Bool {
        file.declaration(member).kind == .`init` || isXCTestSetUp(member, in: file)
    }

    /// XCTest's `setUp()` or `setUpWithError()`, which take nothing: a helper
    /// `setUp(placemarks:)` is a helper (held-out set 40: 3 of 3 SPEC "no").
    private func isXCTestSetUp(_ member: Int, in file: FileContext) -> Bool {
        let d = file.declaration(member)
        return d.kind == .func && d.parameters.isEmpty && Self.setUpNames.contains(file.name(of: member))
    }

    /// XCTest's per-test preparation methods.
    static let setUpNames: Set<String> = ["setUp", "setUpWithError"]

    enum Role {
        case setUp, tearDown
    }

    enum ClosureKind {
        case none, teardown, deferBlock
    }

    /// The direct member of a test class that owns declaration `index`, and the class.
    private func classMember(of index: Int, memberOf: [Int: String], in file: FileContext) -> (Int, String)? {
        var current = index
        while current >= 0 {
            if let name = memberOf[current] { return (current, name) }
            current = Int(file.declaration(current).parent)
        }
        return nil
    }

    /// Whether `chain` runs after the test: inside an `addTeardownBlock`/`afterEach` closure, or
    /// inside a `defer` block of its member. Each member's `defer` blocks are found once, not
    /// once per write: a test of thousands of writes would otherwise rescan its body for each.
    private func closureKind(
        of chain: ExpressionChain, member: Int, in file: FileContext,
        deferBlocks: inout [Int: [(keyword: Int, close: Int)]]
    ) -> ClosureKind {
        for callee in file.enclosingClosureCallees(of: chain.region) where callee >= 0 {
            if Self.teardownCallees.contains(file.text(ofToken: Int(callee))) { return .teardown }
        }
        if deferBlocks[member] == nil { deferBlocks[member] = Self.deferBlocks(in: file.declaration(member).body, of: file) }
        let blocks = deferBlocks[member]!
        // The last block whose `defer` comes before the chain; the blocks do not overlap.
        let start = Int(chain.start)
        let low = blocks.partitionIndex { $0.keyword >= start }
        return low > 0 && start < blocks[low - 1].close ? .deferBlock : .none
    }

    /// The `defer { … }` blocks of a body in order, each with its keyword's and its closing
    /// brace's token; blocks inside a `defer` block belong to it.
    private static func deferBlocks(in body: TokenRange, of file: FileContext) -> [(keyword: Int, close: Int)] {
        var blocks: [(keyword: Int, close: Int)] = []
        var index = Int(body.start)
        while index < Int(body.end) {
            if file.token(index).is(.defer), index + 1 < Int(body.end), file.token(index + 1).kind == .leftBrace,
                let close = file.matches.close(of: index + 1)
            {
                blocks.append((index, close))
                index = close
            }
            index += 1
        }
        return blocks
    }

    /// The keys a class's teardown (or a member's `defer` blocks) reset. A reset resets the
    /// keys it is a prefix of (`resets(_:_:)`), so a key is answered by looking up its
    /// prefixes, not by comparing it with every reset; only a reset naming a registration can
    /// match otherwise (`register(*)` stands for any), and only a key naming one compares
    /// with those.
    struct Resets {
        private var exact = Set<[String]>()
        private var registrations: [[String]] = []

        mutating func insert(_ key: [String]) {
            if exact.insert(key).inserted && key.contains(where: Self.isRegistration) { registrations.append(key) }
        }

        func reset(_ key: [String]) -> Bool {
            if (0...key.count).contains(where: { exact.contains(Array(key.prefix($0))) }) { return true }
            return key.contains(where: Self.isRegistration) && registrations.contains { resets($0, key) }
        }

        private static func isRegistration(_ element: String) -> Bool { element.hasPrefix("register(") }
    }

    /// The registries a set-up member installs afresh by calling a test helper that does
    /// (`environmentSpies = setupEnvironmentSpies()`; `RegistryInstaller`).
    private func registriesInstalled(in member: Int, in file: FileContext) -> [[String]] {
        let body = file.declaration(member).body
        var keys: [[String]] = []
        for index in body.indices
        where file.token(index).kind == .identifier && index + 1 < Int(body.end)
            && file.token(index + 1).kind == .leftParen && file.token(index - 1).kind != .period
        {
            if let installed = file.index.registriesInstalled(by: file.text(ofToken: index)) { keys += installed }
        }
        return keys
    }

    /// Set-up members (`setUp`, `setUpWithError`, test methods, Quick's `spec`, the
    /// initializer of a Swift Testing suite) and teardown members (`tearDown`,
    /// `tearDownWithError`, `deinit`, and the class's methods they call).
    private func memberRoles(_ testClass: TestClass, in file: FileContext) -> [Int: Role] {
        var roles: [Int: Role] = [:]
        var methodsByName: [String: [Int]] = [:]
        var isSuite = testClass.declarations.contains { index in
            file.declaration(index).attributes.contains { attributeName($0, in: file) == "Suite" }
        }
        for member in testClass.members {
            let d = file.declaration(member)
            if d.kind == .func && d.attributes.contains(where: { attributeName($0, in: file) == "Test" }) { isSuite = true }
        }
        for member in testClass.members {
            let d = file.declaration(member)
            switch d.kind {
            case .func:
                let name = file.name(of: member)
                methodsByName[name, default: []].append(member)
                if isXCTestSetUp(member, in: file) || name == "spec"
                    || (name.hasPrefix("test") && d.parameters.isEmpty)
                    || d.attributes.contains(where: { attributeName($0, in: file) == "Test" })
                {
                    roles[member] = .setUp
                } else if name == "tearDown" || name == "tearDownWithError" {
                    roles[member] = .tearDown
                }
            case .`init` where isSuite:
                roles[member] = .setUp
            case .deinit:
                roles[member] = .tearDown
            default:
                break
            }
        }
        // Methods of the class a teardown member calls (`resetContainer()`, `self.restore()`).
        for (member, role) in roles where role == .tearDown {
            let body = file.declaration(member).body
            for index in body.indices where file.token(index).kind == .identifier {
                guard index + 1 < Int(body.end), file.token(index + 1).kind == .leftParen,
                    let called = methodsByName[file.text(ofToken: index)]
                else { continue }
                // `restore()` or `self.restore()`, not `other.restore()`.
                if file.token(index - 1).kind == .period && !file.token(index - 2).is(.self) { continue }
                for method in called where roles[method] == nil { roles[method] = .tearDown }
            }
        }
        return roles
    }

    /// Whether declaration `member` or a type around it carries FactoryTesting's container
    /// trait: `@Suite(.container)` or `@Test(.container)`, alone or among other traits. Each
    /// test then runs on a scoped copy of `Container.shared` that its registrations do not
    /// outlive (held-out set 219: 3 of 3 not acted on).
    private func isInScopedContainer(_ member: Int, in file: FileContext) -> Bool {
        var current = member
        while current >= 0 {
            let d = file.declaration(current)
            for attribute in d.attributes {
                let name = attributeName(attribute, in: file)
                guard name == "Suite" || name == "Test" else { continue }
                let arguments = file.tree.attributes[Int(attribute)].arguments
                for i in arguments.indices where i > Int(arguments.start) {
                    if file.token(i, is: "container") && file.token(i - 1).kind == .period { return true }
                }
            }
            current = Int(d.parent)
        }
        return false
    }

    private func attributeName(_ attribute: Int32, in file: FileContext) -> String? {
        file.typeReference(file.tree.attributes[Int(attribute)].name).names.last
    }

    /// Whether the class's superclass is a project class that declares its own teardown (which
    /// this file cannot see into): it is trusted to reset what its subclasses override.
    private func inheritsTeardown(_ testClass: TestClass, in file: FileContext) -> Bool {
        for index in testClass.declarations where file.declaration(index).kind == .class {
            let d = file.declaration(index)
            guard let first = d.inheritance.first,
                let superclass = file.typeReference(file.tree.inheritedTypes[Int(first)]).names.last,
                !Self.frameworkBaseClasses.contains(superclass)
            else { continue }
            let declaresTeardown = file.index.facts(named: superclass).contains { fact in
                fact.members.contains { $0.kind == .func && ($0.name == "tearDown" || $0.name == "tearDownWithError") }
            }
            if declaresTeardown { return true }
        }
        return false
    }

    // MARK: What code writes

    /// The global injection point `chain` overrides or resets, if any.
    private func write(in chain: ExpressionChain, file: FileContext) -> Write? {
        guard !chain.isImplicitMember else { return nil }
        let baseToken = Int(chain.start)  // the first segment's name: the chain is not implicit
        guard file.token(baseToken).kind == .identifier, file.tokenStartsWithUppercase(baseToken) else { return nil }
        // A type annotation (`let env: AppEnvironment = .mock`) declares a local; a global
        // injection point never follows a colon.
        if baseToken > 0 && file.token(baseToken - 1).kind == .colon { return nil }
        // A pattern matched against a value (`guard case Resolver.Errors.failed = error`) writes
        // nothing (held-out set 51: 2 of 2 SPEC "no").
        if baseToken > 0 && file.token(baseToken - 1).is(.case) { return nil }
        // A write is an assignment to a chain without calls, or the chain's first call after
        // its first name (a call before that makes the receiver a value, not the registry) if
        // it registers or resets. Most chains are neither: they are answered from the tokens,
        // before the segments are copied or any name becomes a `String`.
        let end = Int(chain.end)
        let isAssignment = end < file.tree.tokens.count && file.token(end).kind == .equal
        let slice = file.chains.segments(of: chain)
        var call = 0  // the position of that call in `segments`
        var isRegistration = false
        if isAssignment {
            guard !slice.contains(where: Self.isCall) else { return nil }
        } else {
            guard let first = slice.first, !Self.isCall(first),
                let found = slice.dropFirst().firstIndex(where: Self.isCall)
            else { return nil }
            let name = Int(slice[found].name)
            isRegistration = file.token(name, is: "register")
            guard isRegistration || file.token(name, isIn: Self.resetCalls) else { return nil }
            call = found - slice.startIndex
        }
        let segments = Array(slice)
        let base = file.text(ofToken: baseToken)

        // `Current.api = .mock`, `InjectedValues[\.network] = Mock()`, `Current = .mock`.
        if isAssignment {
            // A registry itself, or one of its members.
            guard Self.isRegistryName(base) else { return nil }
            let key = path(segments, upTo: segments.count, in: file)
            let value = end + 1
            // `nil` written into a service's own property (`Current.apiClient.testResponseData =
            // nil`) clears state the service keeps; it installs no replacement for the
            // injection point (held-out set 21: 25 of 26 findings, none acted on).
            if value < file.tree.tokens.count && file.token(value).is(.nil)
                && key.filter({ !FileContext.instanceMemberNames.contains($0) }).count > 2
            {
                return nil
            }
            let isOneToken =
                value < file.tree.tokens.count
                && (value + 1 == file.tree.tokens.count || file.token(value + 1).isAtLineStart
                    || file.token(value + 1).kind == .semicolon || file.token(value + 1).kind == .rightBrace)
            let isName = isOneToken && file.token(value).kind == .identifier
            return Write(
                key: key, token: Int(segments[segments.count - 1].name), kind: .assignment,
                isConstruction: Self.isConstruction(at: value, in: file.tree), valueName: isName ? file.text(ofToken: value) : nil,
                isStaticInstance: Self.isStaticInstance(at: value, in: file),
                literal: isOneToken ? TypeFact.literal(TokenRange(value, value + 1), in: file.tree) : nil)
        }
        guard !isRegistration || Self.isRegistryName(base) else { return nil }
        let segment = segments[call]
        var key = path(segments, upTo: call, in: file)
        if isRegistration {
            // Registration by type (Resolver, Swinject): keyed by the registered type.
            if let type = registeredType(segment, in: file) {
                key.append("register(\(type))")
            } else if base == "Resolver" {
                key.append("register(*)")
            } else if key.filter({ $0 != "shared" }).count < 2 {
                return nil  // `Container.shared.register(…)` names no key
            }
            return Write(key: key, token: Int(segment.name), kind: .registration)
        }
        if key.last == "manager" { key.removeLast() }  // Factory: `Container.shared.manager.reset()`
        return Write(key: key, token: Int(segment.name), kind: .reset)
    }

    /// Whether the value at token `value` builds an instance: `TestEnvironment()`,
    /// `Env.init(…)`, `.init(…)`.
    static func isConstruction(at value: Int, in tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        var index = value
        guard index + 1 < tokens.count else { return false }
        if tokens[index].kind == .identifier && tree.text(ofToken: index).first?.isUppercase == true {
            if tokens[index + 1].kind == .leftParen { return true }
            index += 1
        }
        return index + 2 < tokens.count && tokens[index].kind == .period
            && tokens[index + 1].is(.`init`) && tokens[index + 2].kind == .leftParen
    }

    /// Whether the value at `value` is a static instance read and nothing more: `.mock`,
    /// `Environment.mock`, the statement's end after it.
    private static func isStaticInstance(at value: Int, in file: FileContext) -> Bool {
        let tokens = file.tree.tokens
        var i = value
        if i < tokens.count && tokens[i].kind == .identifier && file.tokenStartsWithUppercase(i) { i += 1 }
        guard i + 1 < tokens.count, tokens[i].kind == .period, tokens[i + 1].kind == .identifier else { return false }
        return file.endsStatement(after: i + 1)
    }

    /// Whether a segment is called (with arguments or a trailing closure).
    private static func isCall(_ segment: ChainSegment) -> Bool {
        segment.arguments != nil || segment.trailingClosure != nil
    }

    /// The components of `segments[..<count]`: names and the subscripts after them
    /// (`InjectedValues[\.network]` gives `InjectedValues`, `[\.network]`).
    private func path(_ segments: [ChainSegment], upTo count: Int, in file: FileContext) -> [String] {
        var key: [String] = []
        for (offset, segment) in segments.prefix(count).enumerated() {
            key.append(file.text(ofToken: Int(segment.name)))
            var index = Int(segment.name) + 1
            let limit = offset + 1 < segments.count ? Int(segments[offset + 1].name) : file.tree.tokens.count
            while index < limit, file.token(index).kind == .leftSquare, let close = file.matches.close(of: index) {
                key.append(file.text(TokenRange(index, close + 1)))
                index = close + 1
            }
        }
        // `Resolver.register` registers on `Resolver.root`, which is `Resolver.main` by default.
        if key.count > 1 && key[0] == "Resolver" && (key[1] == "main" || key[1] == "root") { key.remove(at: 1) }
        return key
    }

    /// `X` in `register(X.self) { … }` or in `register { Mock() as X }`.
    private func registeredType(_ segment: ChainSegment, in file: FileContext) -> String? {
        if let arguments = segment.arguments {
            for index in arguments.indices
            where index + 2 < Int(arguments.end) && file.token(index).kind == .identifier
                && file.token(index + 1).kind == .period && file.token(index + 2).is(.self)
            {
                return file.text(ofToken: index)
            }
        }
        if let closure = segment.trailingClosure, closure.count >= 2 {
            let last = Int(closure.end) - 1
            if file.token(last).kind == .identifier && file.token(last - 1).is(.as) {
                return file.text(ofToken: last)
            }
        }
        return nil
    }

    /// Whether a write to `reset` undoes an override of `key`: the same key, a part of the
    /// path above it (`Current = …`, `Container.shared.reset()`), or, for a registration whose
    /// type is not written, any registration of the same registry.
    public static func resets(_ reset: [String], _ key: [String]) -> Bool {
        guard reset.count <= key.count else { return false }
        for (a, b) in zip(reset, key) where a != b {
            let isAnyRegistration =
                a.hasPrefix("register(") && b.hasPrefix("register(")
                && (a == "register(*)" || b == "register(*)")
            if !isAnyRegistration { return false }
        }
        return true
    }

    /// An assignment of a fresh instance to a registry itself or to its shared instance
    /// (`AppEnvironment.shared = TestEnvironment()`), not to one of its keys: built right
    /// there, or a name the member set to one before (`environment = TestEnvironment()`) or an
    /// instance property of the test class built with it or by a closure (`lazy var environment
    /// = TestEnvironment()`; XCTest makes one instance per test), or a static instance of a
    /// value world (`Current = .mock`, a struct's copy). (`Current = .mock` of a class may
    /// hand every test the same object, with what the last one set on it.)
    private func installsFreshRegistry(_ write: Write, member: Int, of testClass: TestClass, in file: FileContext) -> Bool {
        guard write.kind == .assignment,
            write.key.count == 1
                || (write.key.count == 2
                    && (StaticPropertyFact.singletonNames.contains(write.key[1]) || write.key[1] == "current"))
        else { return false }
        if write.isConstruction { return true }
        // A value world's static instance is copied in (`Current = .mock`, `Environment` a
        // struct): what an earlier test set on `Current` is gone (held-out set 62: 2 of 2 not
        // acted on).
        if write.isStaticInstance && write.key.count == 1 && file.index.isValueWorld(write.key[0]) { return true }
        guard let name = write.valueName else { return false }
        let body = file.declaration(member).body
        let isBuiltBefore = (Int(body.start)..<write.token).contains { i in
            i + 2 < write.token && file.token(i).kind == .identifier && file.token(i + 1).kind == .equal
                && file.text(ofToken: i) == name && Self.isConstruction(at: i + 2, in: file.tree)
        }
        if isBuiltBefore { return true }
        return testClass.members.contains { property in
            let d = file.declaration(property)
            guard d.kind.isVariable, !d.modifierSet.isTypeMember, !d.initializer.isEmpty, file.name(of: property) == name
            else { return false }
            let value = Int(d.initializer.start)
            // Built right there, or by a closure run once per instance (`lazy var env = { … }()`).
            if Self.isConstruction(at: value, in: file.tree) { return true }
            guard file.token(value).kind == .leftBrace, let close = file.matches.close(of: value) else { return false }
            return close + 1 < file.tree.tokens.count && file.token(close + 1).kind == .leftParen
        }
    }

    /// An assignment of the literal the key's property is declared with, on a type or its
    /// shared instance (`DIContainer.shared.useMocks = false` beside `var useMocks: Bool =
    /// false`): in `setUp` it puts the production value back before every test, the
    /// reset-before convention (held-out set 64: SPEC "no").
    private func restoresDeclaredValue(_ write: Write, in file: FileContext) -> Bool {
        guard write.kind == .assignment, let literal = write.literal, write.key.count >= 2, let property = write.key.last,
            write.key.dropFirst().dropLast().allSatisfy({ StaticPropertyFact.singletonNames.contains($0) || $0 == "current" })
        else { return false }
        return file.index.facts(named: write.key[0]).contains { fact in
            fact.members.contains { $0.name == property && $0.initialLiteral == literal }
        }
    }

    static func isRegistryName(_ name: String) -> Bool {
        if registryNames.contains(name) { return true }
        if name == "AppDelegate" || name == "SceneDelegate" { return false }
        return ProjectIndex.isCompositionRootName(name) || registrySuffixes.contains { name.hasSuffix($0) }
    }

    private func message(testClass: String, key: [String], otherKeys: Int) -> String {
        var text = ""
        for component in key where !component.hasPrefix("register(") {
            text += component.hasPrefix("[") || text.isEmpty ? component : "." + component
        }
        if let registration = key.last, registration.hasPrefix("register(") {
            text += registration == "register(*)" ? ".register" : ".\(registration.dropLast()).self)"
        }
        let more = otherKeys == 0 ? "" : " (and \(otherKeys) more key\(otherKeys == 1 ? "" : "s") of '\(key[0])')"
        return "'\(testClass)' overrides the global '\(text)'\(more) without resetting it in tearDown; "
            + "reset it in tearDown() or addTeardownBlock so later tests get the real dependency"
    }
}
