import DILintSyntax

/// Flags tests that only exercise a test double: every type of the analyzed set the test
/// builds or calls is a double, and every assertion reads a value the double produced;
/// documented in `Rules/mock_only_test.md`.
public struct MockOnlyTestRule: Rule {
    public static let id = RuleID.mockOnlyTest
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = false

    public typealias Options = NoOptions

    public init(options: Options) {}

    /// XCTest's assertion functions start with this; `#expect` and `#require` are Swift Testing's.
    static let assertionPrefix = "XCTAssert"
    static let otherAssertions: Set<String> = ["XCTUnwrap"]
    static let testingMacros = NameSet(["#expect", "#require"])
    /// Test-framework calls that neither build nor call code of the app.
    static let frameworkCalls: Set<String> = ["expectation", "wait", "fulfillment", "print", "XCTFail"]
    /// Names a test class takes after the type it tests: `MockURLProtocolTests` tests `MockURLProtocol`.
    static let testClassSuffixes = ["Tests", "Test", "Spec"]

    /// What a name at the start of an expression stands for in one test.
    enum Role {
        /// A test double, or a value it produced.
        case double
        /// Input data: a literal, a platform value, a struct or enum of the analyzed set.
        case data
    }

    public func finish(_ file: FileContext, into sink: inout FindingSink) {
        guard file.isTestFile else { return }
        var chainsByOwner: [Int: [Int]]?
        for index in file.declarations.indices {
            let d = file.declaration(index)
            guard d.kind == .func, !d.body.isEmpty, isTest(index, in: file), mentionsADouble(d.body, in: file)
            else { continue }
            // A method of a test type, or a Swift Testing `@Test` at file scope.
            if let type = file.enclosingType(of: index) {
                guard Int(d.parent) == type, !isAboutADouble(file.typeName(of: type)) else { continue }
            } else if d.parent >= 0 {
                continue
            }
            // The chains of each test's code, grouped once per file, when the first test is met.
            if chainsByOwner == nil {
                var grouped: [Int: [Int]] = [:]
                for (offset, chain) in file.chains.chains.enumerated() {
                    grouped[file.owner(ofRegion: chain.region), default: []].append(offset)
                }
                chainsByOwner = grouped
            }
            guard let chains = chainsByOwner?[index], let double = onlyDouble(index, chains: chains, in: file),
                !isAboutTheDouble(index, double: double, in: file)
            else { continue }
            sink.report(token: Int(d.nameToken), in: index, message(test: file.signature(of: index), double: double))
        }
    }

    /// Whether a type name in `range` is named like a test double. Most tests use none: the
    /// first and last bytes of each identifier (`M`/`F`/`S`, `k`/`e`/`b`/`y`) rule out
    /// nearly all of them before a `String` is made. With the rule enabled on the benchmark
    /// corpus: +7 % wall time without this test, +0.8 % CPU with it (docs/accuracy/new-rules.md).
    private func mentionsADouble(_ range: TokenRange, in file: FileContext) -> Bool {
        let bytes = file.tree.bytes
        for i in range.indices where file.token(i).kind == .identifier {
            let text = file.tree.textRange(ofToken: i)
            guard text.count >= 3 else { continue }
            let first = bytes[text.lowerBound]
            guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { continue }  // a type name
            let last = bytes[text.upperBound - 1]
            let mayStart = first == UInt8(ascii: "M") || first == UInt8(ascii: "F") || first == UInt8(ascii: "S")
            let mayEnd =
                last == UInt8(ascii: "k") || last == UInt8(ascii: "e") || last == UInt8(ascii: "b")
                || last == UInt8(ascii: "y")
            if (mayStart || mayEnd) && Judgments.isTestDoubleName(file.text(ofToken: i)) { return true }
        }
        return false
    }

    /// An XCTest method (`func test…()` without parameters) or a Swift Testing `@Test`.
    private func isTest(_ index: Int, in file: FileContext) -> Bool {
        let d = file.declaration(index)
        guard d.nameToken >= 0, !d.flags.contains(.isLocal) else { return false }
        if d.attributes.contains(where: { file.text(file.tree.attributes[Int($0)].name) == "Test" }) { return true }
        return d.parameters.isEmpty && file.name(of: index).hasPrefix("test")
    }

    /// A test class named after a double (`MockURLProtocolTests`) tests a shared test helper.
    private func isAboutADouble(_ className: String) -> Bool {
        for suffix in Self.testClassSuffixes where className.hasSuffix(suffix) {
            return Judgments.isTestDoubleName(String(className.dropLast(suffix.count)))
        }
        return false
    }

    /// A test named after the double it builds (`func mockLocationManagerTracksCalls()`,
    /// `@Test("MockLocationManager tracks calls")`) checks a shared test helper on purpose.
    private func isAboutTheDouble(_ index: Int, double: String, in file: FileContext) -> Bool {
        let d = file.declaration(index)
        let name = double.lowercased()
        if file.name(of: index).lowercased().contains(name) { return true }
        return d.attributes.contains { attribute in
            let a = file.tree.attributes[Int(attribute)]
            return file.text(a.name) == "Test" && file.text(a.arguments).lowercased().contains(name)
        }
    }

    /// The double test `index` checks instead of code under test, or nil: the test builds a
    /// double, every other name it starts an expression with is a local of data, a platform
    /// type or a struct or enum of the analyzed set built without a double, nothing but an
    /// assertion receives a double, and every assertion reads one.
    private func onlyDouble(_ index: Int, chains: [Int], in file: FileContext) -> String? {
        guard file.tree.members(of: index).isEmpty else { return nil }
        let all = file.chains
        let (bindings, boundNames) = localBindings(in: file.declaration(index).body, file: file)
        var locals: [String: Role] = [:]
        var roles: [Role] = []
        // Locals bound to a double itself (`let mock = MockUserService()`), with the double's type.
        var instances: [String: String] = [:]
        var firstDouble: String?
        var assertions = expectations(in: file.declaration(index).body, file: file)
        // A local bound to something that is not an expression chain (`let n = 3`, `let a = [x]`) holds data.
        let starts = chains.map { Int(all.chains[$0].start) }
        let chainStarts = Set(starts)
        for (value, name) in bindings where !chainStarts.contains(value) { locals[name] = .data }
        for offset in chains {
            let chain = all.chains[offset]
            let segments = all.segments(of: chain)
            // The implicit `.member`s, the names a binding introduces (`let mock = …`) and
            // argument labels (`name:`).
            guard !chain.isImplicitMember, let first = segments.first, !boundNames.contains(Int(chain.start)),
                !isLabel(chain, segments, in: file)
            else {
                roles.append(.data)
                continue
            }
            let base = Int(first.name)
            let token = file.token(base)
            let name = file.text(ofToken: base)
            let role: Role
            if Self.frameworkCalls.contains(name) || (name == "await" && segments.count == 1) {
                role = .data
            } else if name.hasPrefix(Self.assertionPrefix) || Self.otherAssertions.contains(name) {
                guard let arguments = first.arguments else { return nil }
                assertions.append(arguments)
                role = .data
            } else if token.kind != .identifier {
                return nil  // `self`, `super`: the test class's own state
            } else if file.tokenStartsWithUppercase(base) {
                if Judgments.isTestDoubleName(name) {
                    // Only the double's own members: an inherited or protocol-extension method
                    // called on it is code under test.
                    guard callsOnlyOwnMembers(segments.dropFirst(), of: name, in: file) else { return nil }
                    if let binding = bindings[Int(chain.start)], !segments.dropFirst().contains(where: Self.isCalled) {
                        instances[binding] = name
                    } else if let binding = bindings[Int(chain.start)], segments.count == 2,
                        file.token(Int(segments.last!.name)).is(.`init`)
                    {
                        instances[binding] = name
                    }
                    role = .double
                    if firstDouble == nil && MockOnlyTestRule.builds(segments, in: file) { firstDouble = name }
                } else {
                    switch file.index.kind(of: name) {
                    case nil, .struct?, .enum?:
                        // A value: called only to be built (`User(name:)`), never a method of it.
                        guard !segments.dropFirst().contains(where: { $0.arguments != nil || $0.trailingClosure != nil })
                        else { return nil }
                        role = .data
                    default:
                        return nil  // a class, actor or protocol of the app: code under test
                    }
                }
            } else if let local = locals[name] {
                if let double = instances[name] {
                    guard callsOnlyOwnMembers(segments.dropFirst(), of: double, in: file) else { return nil }
                } else if local == .double {
                    // A value the double returned: calling into it reaches code of unknown type.
                    guard !segments.dropFirst().contains(where: Self.isCalled) else { return nil }
                }
                role = local
            } else {
                return nil  // a helper, a property of the test class, a closure parameter
            }
            if let binding = bindings[Int(chain.start)] { locals[binding] = role }
            roles.append(role)
        }
        guard let double = firstDouble, !assertions.isEmpty else { return nil }
        // A double handed to anything but an assertion is being injected into code under test.
        // `starts` ascend (chains come in token order): a range's chains are found by binary
        // search, and whether one is a double by a running count, so that a test of many
        // assertions stays linear-logarithmic instead of reading every chain per assertion.
        var doublesBefore = [0]
        doublesBefore.reserveCapacity(roles.count + 1)
        for role in roles { doublesBefore.append(doublesBefore.last! + (role == .double ? 1 : 0)) }
        func firstChain(atOrAfter token: Int) -> Int {
            var (low, high) = (0, starts.count)
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < token { low = middle + 1 } else { high = middle }
            }
            return low
        }
        func readsDouble(_ range: TokenRange) -> Bool {
            let from = firstChain(atOrAfter: Int(range.start))
            let to = firstChain(atOrAfter: Int(range.end))
            return to > from && doublesBefore[to] > doublesBefore[from]
        }
        for (position, offset) in chains.enumerated() where roles[position] == .data {
            let segments = all.segments(of: all.chains[offset])
            let name = file.text(ofToken: Int(segments.first!.name))
            guard !name.hasPrefix(Self.assertionPrefix) && !Self.otherAssertions.contains(name) else { continue }
            for segment in segments {
                if let arguments = segment.arguments, readsDouble(arguments) { return nil }
            }
        }
        return assertions.allSatisfy(readsDouble) ? double : nil
    }

    /// A lone name followed by `:`: an argument label, not an expression.
    private func isLabel(_ chain: ExpressionChain, _ segments: ArraySlice<ChainSegment>, in file: FileContext) -> Bool {
        guard segments.count == 1, let first = segments.first, first.arguments == nil, first.trailingClosure == nil,
            Int(chain.end) < file.tree.tokens.count
        else { return false }
        return file.token(Int(chain.end)).kind == .colon
    }

    static func isCalled(_ segment: ChainSegment) -> Bool {
        segment.arguments != nil || segment.trailingClosure != nil
    }

    /// Whether `members`, the segments after a double or a local bound to one, reach only
    /// what the double declares itself: `init`, then one member (called or read) the analyzed
    /// set declares in the double or an extension of it, and nothing called on what that
    /// returns. A property a protocol extension computes (`storage.isOnWaitlist`) is code
    /// under test.
    private func callsOnlyOwnMembers(_ members: ArraySlice<ChainSegment>, of double: String, in file: FileContext) -> Bool {
        var rest = members
        if let first = rest.first, file.token(Int(first.name)).is(.`init`) { rest = rest.dropFirst() }
        guard let member = rest.first else { return true }
        if rest.dropFirst().contains(where: Self.isCalled) { return false }
        let name = file.text(ofToken: Int(member.name))
        return file.index.facts(named: double).contains { fact in
            fact.members.contains { $0.name == name } || fact.staticProperties.contains { $0.name == name }
        }
    }

    /// `Name(…)`, `Name.init(…)`, `Name { … }` or a static factory `Name.make(…)`.
    static func builds(_ segments: ArraySlice<ChainSegment>, in file: FileContext) -> Bool {
        segments.contains { $0.arguments != nil || $0.trailingClosure != nil }
    }

    /// The arguments of each `#expect(…)` and `#require(…)` in `body`.
    private func expectations(in body: TokenRange, file: FileContext) -> [TokenRange] {
        var result: [TokenRange] = []
        for i in body.indices where file.token(i).kind == .poundIdentifier && i + 1 < Int(body.end) {
            guard file.token(i, isIn: Self.testingMacros), file.token(i + 1).kind == .leftParen,
                let close = file.matches.close(of: i + 1)
            else { continue }
            result.append(TokenRange(i + 2, close))
        }
        return result
    }

    /// The locals a body binds (`let mock = …`, `var user = …`, `guard let value = …`): by
    /// the token where the value's expression starts (past `try`, `try?` and `await`), the
    /// name; and the tokens of every name a `let` or `var` binds.
    private func localBindings(in body: TokenRange, file: FileContext) -> (values: [Int: String], names: Set<Int>) {
        var result: [Int: String] = [:]
        var names = Set<Int>()
        var i = Int(body.start)
        let end = Int(body.end)
        while i + 3 < end {
            defer { i += 1 }
            let t = file.token(i)
            guard t.kind == .keyword, t.keyword == .let || t.keyword == .var,
                file.token(i + 1).kind == .identifier
            else { continue }
            names.insert(i + 1)
            var value = i + 2
            if file.token(value).kind == .colon {
                // `let x: Type = …`: step over the annotation to the `=` on the same line.
                while value < end && file.token(value).kind != .equal && !file.token(value).isAtLineStart { value += 1 }
            }
            guard value < end, file.token(value).kind == .equal else { continue }
            value += 1
            while value < end,
                file.token(value).is(.try) || file.token(value, is: "await")
                    || file.token(value).kind == .postfixQuestion || file.token(value).kind == .exclamation
            {
                value += 1
            }
            result[value] = file.text(ofToken: i + 1)
        }
        return (result, names)
    }

    private func message(test: String, double: String) -> String {
        "test '\(test)' checks only the test double '\(double)'; assert on the code under test, "
            + "built with the double injected"
    }
}
