import DILintSyntax

/// What is known across the analyzed set: every type and where it is declared, which types
/// hold singletons, every protocol's conformers, which files are tests, which types are the
/// composition root, which type names are dependency-like. Built once per run from the
/// files' summaries; every shared judgment lives here, and rules ask rather than decide.
public final class ProjectIndex: Sendable {
    /// Nominal declarations and extensions by (last-component) name.
    let typesByName: [String: [TypeFact]]
    /// The kind a name is declared with (class, struct, enum, actor or protocol).
    let nominalKinds: [String: DeclarationKind]
    let testFiles: Set<String>
    let compositionRootFiles: Set<String>
    let compositionRootNames: Set<String>
    let conformers: [String: [Conformer]]
    let singletons: [String: Set<String>]
    /// For each (UTF-8 length, first byte) of a singleton member name, true; see
    /// `mayBeSingletonMember`.
    let singletonMemberShapes: [Bool]
    let dependencySuffixes: [String]
    /// The protocols that inherit each name directly (for `protocolFamily`).
    let protocolHeirs: [String: [String]]
    /// The classes whose first inherited name is each name, with a file declaring them (for
    /// `implementations`). Both are built once: per-question scans made many protocols quadratic.
    let subclassesBySuperclass: [String: [(name: String, path: String)]]

    /// A type that conforms to a protocol (directly, in an extension, or through a protocol
    /// that inherits it).
    public struct Conformer: Sendable, Hashable {
        public var name: String
        /// Every declaration of the type is in a test file.
        public var isInTestFile: Bool
    }

    /// Names of the classes that make a file a test file when subclassed.
    static let testCaseBaseNames: Set<String> = ["XCTestCase", "QuickSpec", "AsyncSpec"]

    /// - Parameter summaries: taken apart: pass them with `consume` so no copy is made.
    /// - Parameter jobs: more than 1 lets the index use a second thread.
    public init(
        summaries: consuming [FileSummary], configuration: Configuration, currentDirectory: String,
        jobs: Int = 1
    ) {
        // One pass over the facts gathers what the later steps need (measured with
        // callgrind on the benchmark corpus: repeated scans of every name, a sort of all
        // names and per-protocol ancestor walks made this one-threaded step 170 M
        // instructions). The facts are moved out of the summaries, last first, rather than
        // copied: each copy retained, and freeing the summaries released, every field.
        var byName: [String: [TypeFact]] = [:]
        var kinds: [String: DeclarationKind] = [:]
        var roots = Set(configuration.compositionRootTypes)
        // Classes by superclass (the first inherited name), in the order of the facts.
        var subclasses: [String: [(name: String, path: String)]] = [:]
        // Each file's classes' first inherited names as written (before alias expansion).
        var superclassesByFile = [[String]](repeating: [], count: summaries.count)
        let aliases = Self.unambiguousTypeAliases(summaries)
        for s in summaries.indices.reversed() {
            var types = summaries[s].types
            summaries[s].types = []
            while var fact = types.popLast() {
                if fact.kind == .class, let written = fact.inherited.first { superclassesByFile[s].append(written) }
                fact.inherited = Self.expanding(fact.inherited, aliases: aliases)
                if fact.kind != .extension {
                    kinds[fact.name] = fact.kind  // the last write, in reverse, is the first declaration
                }
                if fact.kind == .class, let superclass = fact.inherited.first {
                    subclasses[superclass, default: []].append((fact.name, fact.path))
                }
                // SwiftUI previews assemble a view with sample dependencies: wiring too.
                if fact.isMain || fact.inherited.contains("PreviewProvider") {
                    roots.insert(fact.name)
                }
                byName[fact.name, default: []].append(fact)
            }
        }
        // Back to the order of the files and of the declarations in each; names only
        // extended are ordered by path and line. In place, by index: mutating `byName` while
        // iterating its `keys` copied the whole dictionary (3 to 6 ms of this one-threaded step).
        for i in byName.values.indices {
            byName.values[i].reverse()
            if byName.values[i].count > 1 && kinds[byName.keys[i]] == nil {
                byName.values[i].sort { ($0.path, $0.line) < ($1.path, $1.line) }
            }
        }
        for i in subclasses.values.indices { subclasses.values[i].reverse() }
        typesByName = byName
        nominalKinds = kinds
        dependencySuffixes = configuration.dependencySuffixes

        // Test files: by path, by test attributes, or declaring a test case subclass
        // (through any chain of superclasses in the analyzed set).
        var testCaseClasses = Self.testCaseBaseNames
        var pendingClasses = Array(testCaseClasses)
        while let parent = pendingClasses.popLast() {
            for child in subclasses[parent] ?? [] where testCaseClasses.insert(child.name).inserted {
                pendingClasses.append(child.name)
            }
        }
        var tests = Set<String>()
        var rootFiles = Set<String>()
        for s in summaries.indices {
            let path = summaries[s].path
            // Only path globs need the configuration-relative path (costly to build per file).
            let relative =
                configuration.testPaths.isEmpty && configuration.compositionRootPaths.isEmpty
                ? path
                : configuration.relativeToConfiguration(path, currentDirectory: currentDirectory)
            if summaries[s].hasTestPath || configuration.testPaths.contains(where: { $0.matches(relative) })
                || summaries[s].usesTestingAttributes || superclassesByFile[s].contains(where: testCaseClasses.contains)
            {
                tests.insert(path)
            }
            if configuration.compositionRootPaths.contains(where: { $0.matches(relative) }) {
                rootFiles.insert(path)
            }
        }
        testFiles = tests
        compositionRootFiles = rootFiles

        for name in byName.keys where Self.isCompositionRootName(name) {
            roots.insert(name)
        }
        compositionRootNames = roots

        // The conformers are the largest step left: with a second thread, each thread works
        // out those of half the names, one of them the singletons too (which the conformers
        // do not depend on). The halves are disjoint, so merging them gives the same map.
        var firstConformances: [String: [String: Bool]] = [:]
        var secondConformances: [String: [String: Bool]] = [:]
        var foundSingletons: [String: Set<String>] = [:]
        // Protocols a protocol inherits: conforming to a child is conforming to its parents.
        var parents: [String: Set<String>] = [:]
        for (name, kind) in kinds where kind == .protocol {
            parents[name] = Set((byName[name] ?? []).flatMap(\.inherited).filter { kinds[$0] == .protocol })
        }
        let frozenByName = byName, frozenKinds = kinds, frozenTests = tests, frozenParents = parents
        runSideBySide(
            jobs > 1,
            {
                firstConformances = Self.conformances(
                    byName: frozenByName, kinds: frozenKinds, parents: frozenParents,
                    testFiles: frozenTests, half: 0)
                foundSingletons = Self.computeSingletons(byName: frozenByName, kinds: frozenKinds)
            },
            {
                secondConformances = Self.conformances(
                    byName: frozenByName, kinds: frozenKinds, parents: frozenParents,
                    testFiles: frozenTests, half: 1)
            })
        for (protocolName, map) in secondConformances {
            firstConformances[protocolName, default: [:]].merge(map) { first, _ in first }
        }
        conformers = firstConformances.mapValues { map in
            map.map { Conformer(name: $0.key, isInTestFile: $0.value) }.sorted { $0.name < $1.name }
        }
        singletons = foundSingletons
        var shapes = [Bool](repeating: false, count: 32 * 256)
        for members in singletons.values {
            for member in members {
                if let first = member.utf8.first { shapes[Self.shapeIndex(length: member.utf8.count, first: first)] = true }
            }
        }
        singletonMemberShapes = shapes

        var heirs: [String: [String]] = [:]
        for (name, kind) in kinds where kind == .protocol {
            var inherited = Set<String>()
            for fact in byName[name] ?? [] where fact.kind == .protocol { inherited.formUnion(fact.inherited) }
            for parent in inherited { heirs[parent, default: []].append(name) }
        }
        protocolHeirs = heirs
        // By name, then in the order of the facts: the order `implementations(of:)` reports.
        subclassesBySuperclass = subclasses.mapValues { list in
            list.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }.map(\.element)
        }
    }

    /// Singletons: static properties of classes and actors (or their extensions) that hold
    /// an instance of the type. A type with `catalogThreshold` or more such properties under
    /// other names is a catalog of constants (icons, themes, categories), not a singleton:
    /// only its `shared`-style names count. `private`/`fileprivate` classes hold none.
    /// Dependency keys' `liveValue`, `testValue` and `previewValue` are injection points, not
    /// singletons.
    private static func computeSingletons(byName: [String: [TypeFact]], kinds: [String: DeclarationKind])
        -> [String: Set<String>]
    {
        var found: [String: Set<String>] = [:]
        for (name, facts) in byName {
            guard let kind = kinds[name], kind == .class || kind == .actor else { continue }
            // A `private`/`fileprivate` class (SwiftProtobuf's copy-on-write `_StorageClass`) is
            // its file's implementation detail: no other code can reach its instance.
            if !facts.contains(where: { $0.kind != .extension && !$0.isFilePrivate }) { continue }
            let candidates = facts.flatMap(\.staticProperties).filter {
                $0.isSingletonCandidate && !StaticPropertyFact.injectionKeyNames.contains($0.name)
            }
            let otherNames = Set(candidates.map(\.name)).subtracting(StaticPropertyFact.singletonNames)
            let isCatalog = otherNames.count >= catalogThreshold
            for property in candidates where !isCatalog || StaticPropertyFact.singletonNames.contains(property.name) {
                found[name, default: []].insert(property.name)
            }
        }
        return found
    }

    /// How many self-typed static properties (besides `shared`-style names) make a type a
    /// catalog of constants rather than a singleton.
    public static let catalogThreshold = 3

    /// For every protocol, the types among half the names of `byName` (the even or odd
    /// positions) that conform to it, each with whether all its declarations are in test files.
    /// `parents` gives the protocols each protocol inherits directly.
    private static func conformances(
        byName: [String: [TypeFact]], kinds: [String: DeclarationKind],
        parents: [String: Set<String>], testFiles: Set<String>,
        half: Int
    ) -> [String: [String: Bool]] {
        // Their ancestors, transitively, worked out as needed.
        var known: [String: Set<String>] = [:]
        func ancestors(_ name: String) -> Set<String> {
            if let found = known[name] { return found }
            var result = Set<String>()
            var pending = [name]
            while let next = pending.popLast() {
                for parent in parents[next] ?? [] where result.insert(parent).inserted {
                    pending.append(parent)
                }
            }
            known[name] = result
            return result
        }
        var result: [String: [String: Bool]] = [:]  // protocol → conformer → in test file only
        for (position, (name, facts)) in byName.enumerated() where position % 2 == half && kinds[name] != .protocol {
            var conformed = Set<String>()
            for fact in facts {
                for inherited in fact.inherited where kinds[inherited] == .protocol {
                    conformed.insert(inherited)
                    conformed.formUnion(ancestors(inherited))
                }
            }
            guard !conformed.isEmpty else { continue }
            let declarations = facts.filter { $0.kind != .extension }
            let isTest = !(declarations.isEmpty ? facts : declarations).contains { !testFiles.contains($0.path) }
            for protocolName in conformed {
                result[protocolName, default: [:]][name] = isTest
            }
        }
        return result
    }

    // MARK: Questions rules ask

    /// The kind `name` is declared with in the analyzed set, if it is.
    public func kind(of name: String) -> DeclarationKind? { nominalKinds[name] }

    public func isProtocol(_ name: String) -> Bool { nominalKinds[name] == .protocol }

    /// Declarations and extensions named `name`.
    public func facts(named name: String) -> [TypeFact] { typesByName[name] ?? [] }

    public func isTestFile(_ path: String) -> Bool { testFiles.contains(path) }

    public func isCompositionRootFile(_ path: String) -> Bool { compositionRootFiles.contains(path) }

    /// A composition-root type: `@main`, `AppDelegate`, `SceneDelegate`, a name ending in
    /// `Container`, `CompositionRoot`, `Assembly`, `Assembler` or `DependencyGraph`, a SwiftUI
    /// `PreviewProvider`, or one the configuration names.
    public func isCompositionRoot(typeName: String) -> Bool { compositionRootNames.contains(typeName) }

    /// The singleton members declared by class or actor `typeName` (`shared`, …).
    public func singletonMembers(of typeName: String) -> Set<String> { singletons[typeName] ?? [] }

    public func isSingleton(_ typeName: String, member: String) -> Bool {
        singletons[typeName]?.contains(member) ?? false
    }

    /// False when no singleton member of the analyzed set has a name of `length` UTF-8 bytes
    /// starting with `first`: a test on the bytes of a name, before it becomes a `String`
    /// and is hashed (most member names of a chain are not singleton members).
    public func mayBeSingletonMember(length: Int, first: UInt8) -> Bool {
        singletonMemberShapes[Self.shapeIndex(length: length, first: first)]
    }

    private static func shapeIndex(length: Int, first: UInt8) -> Int {
        min(length, 31) * 256 + Int(first)
    }

    public func conformers(of protocolName: String) -> [Conformer] { conformers[protocolName] ?? [] }

    /// Whether a written type names a collaborator rather than a value (rules.md,
    /// "Dependency-like type"): a protocol, class or actor of the analyzed set, or a name
    /// ending in a dependency suffix; never a standard value type or a function type.
    public func isDependencyLike(_ reference: TypeReference) -> Bool {
        guard !reference.isFunction else { return false }
        return reference.names.contains { isDependencyLike(name: $0) }
    }

    public func isDependencyLike(name: String) -> Bool {
        if ValueTypeNames.all.contains(name) { return false }
        switch nominalKinds[name] {
        case .protocol?, .class?, .actor?: return true
        default: return hasDependencySuffix(name)
        }
    }

    /// Whether `name` ends in one of the configured dependency suffixes.
    public func hasDependencySuffix(_ name: String) -> Bool {
        if ValueTypeNames.all.contains(name) { return false }
        return dependencySuffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    // MARK: Shared judgments

    /// rules.md's test file by path: a folder named `Tests` or ending in `Tests`, or a file
    /// name ending in `Tests.swift`, `Test.swift`, `Spec.swift`, or starting with `Mock`.
    public static func isTestPath(_ path: String) -> Bool {
        if let answer = isASCIITestPath(path) { return answer }
        let components = path.split(separator: "/")
        guard let file = components.last else { return false }
        for folder in components.dropLast() where folder.hasSuffix("Tests") {
            return true
        }
        return file.hasSuffix("Tests.swift") || file.hasSuffix("Test.swift") || file.hasSuffix("Spec.swift")
            || file.hasPrefix("Mock")
    }

    /// `isTestPath` over the bytes of an ASCII path (where characters are bytes), without
    /// splitting it into strings; nil for other paths. Measured with callgrind: 45,000
    /// instructions per path for the `Character`-based version, about 1,000 here.
    private static func isASCIITestPath(_ path: String) -> Bool? {
        var path = path
        return path.withUTF8 { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            func has(_ suffix: StaticString, endingAt end: Int, from start: Int) -> Bool {
                let count = suffix.utf8CodeUnitCount
                guard end - start >= count else { return false }
                for k in 0..<count where bytes[end - count + k] != suffix.utf8Start[k] { return false }
                return true
            }
            var end = bytes.count
            while end > 0 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            guard end > 0 else { return false }
            var fileStart = end
            while fileStart > 0 && bytes[fileStart - 1] != UInt8(ascii: "/") { fileStart -= 1 }
            // Folders before the file name: non-empty components ending in `Tests`.
            var componentEnd = fileStart
            while componentEnd > 0 {
                while componentEnd > 0 && bytes[componentEnd - 1] == UInt8(ascii: "/") { componentEnd -= 1 }
                var componentStart = componentEnd
                while componentStart > 0 && bytes[componentStart - 1] != UInt8(ascii: "/") { componentStart -= 1 }
                if componentEnd > componentStart && has("Tests", endingAt: componentEnd, from: componentStart) { return true }
                componentEnd = componentStart
            }
            let isMock =
                end - fileStart >= 4 && bytes[fileStart] == UInt8(ascii: "M") && bytes[fileStart + 1] == UInt8(ascii: "o")
                && bytes[fileStart + 2] == UInt8(ascii: "c") && bytes[fileStart + 3] == UInt8(ascii: "k")
            return has("Tests.swift", endingAt: end, from: fileStart) || has("Test.swift", endingAt: end, from: fileStart)
                || has("Spec.swift", endingAt: end, from: fileStart) || isMock
        }
    }

    static let compositionRootSuffixes = ["Container", "CompositionRoot", "Assembly", "Assembler", "DependencyGraph"]

    static func isCompositionRootName(_ name: String) -> Bool {
        name == "AppDelegate" || name == "SceneDelegate" || compositionRootSuffixes.contains { name.hasSuffix($0) }
    }
}
