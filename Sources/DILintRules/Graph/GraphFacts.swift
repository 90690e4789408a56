import DILintSyntax

/// What one file contributes to the dependency graph: the injected edges of its
/// initializers and stored properties, the hidden edges of its code (singleton access,
/// locator lookups, environment reads), the members it adds to `EnvironmentValues`, and the
/// line of each type it declares. Made on a worker thread; the file's tree is dropped after.
struct GraphFacts: Sendable {
    struct RawEdge: Sendable {
        var from: String
        var to: String
        var site: DependencyGraph.Site
        /// `to` is the registry a locator lookup goes through, not the dependency itself.
        var isRegistry = false
    }

    /// `@Environment(\.key)` in type `user`: resolved against every file's `EnvironmentValues`.
    struct KeyPathRead: Sendable {
        var user: String
        var key: String
        var site: DependencyGraph.Site
    }

    var path: String
    var edges: [RawEdge] = []
    var keyPathReads: [KeyPathRead] = []
    /// `extension EnvironmentValues { var key: T }`: key → the dependency-like names of `T`.
    var environmentValues: [String: [String]] = [:]
    var declarationLines: [Int32: Int] = [:]

    /// Wrappers that read the SwiftUI environment.
    static let environmentWrappers: Set<String> = ["Environment", "EnvironmentObject"]

    init(_ file: FileContext) {
        path = file.path
        let index = file.index
        let tree = file.tree
        func line(_ token: Int) -> Int {
            token >= 0 && token < tree.tokens.count ? file.lines.location(of: tree.tokens[token].start).line : 0
        }
        func site(_ token: Int, _ text: String, _ via: DependencyGraph.Via) -> DependencyGraph.Site {
            DependencyGraph.Site(path: file.path, line: line(token), text: text, via: via, isTest: file.isTestFile)
        }
        func dependencies(_ range: TokenRange) -> [String] {
            let reference = file.typeReference(range)
            return reference.isFunction ? [] : reference.names.filter(index.isDependencyLike(name:))
        }
        for i in tree.declarations.indices {
            let d = tree.declarations[i]
            if d.kind.isTypeContext {
                if d.nameToken >= 0 { declarationLines[d.nameToken] = line(Int(d.nameToken)) }
                continue
            }
            let parent = Int(d.parent)
            guard parent >= 0, !d.flags.contains(.isLocal), tree.declarations[parent].kind.isTypeContext,
                tree.declarations[parent].kind != .protocol
            else { continue }
            let owner = file.typeName(of: parent)
            if d.kind == .`init` {
                for p in d.parameters.map({ tree.parameters[Int($0)] }) {
                    let token = p.name >= 0 ? Int(p.name) : Int(p.tokens.start)
                    let text = p.name >= 0 ? file.text(ofToken: Int(p.name)) : "_"
                    for target in dependencies(p.type) {
                        edges.append(RawEdge(from: owner, to: target, site: site(token, text, .initializer)))
                    }
                }
                continue
            }
            guard d.kind.isVariable, d.nameToken >= 0, !d.modifierSet.isTypeMember else { continue }
            let name = file.name(of: i)
            if owner == "EnvironmentValues" && tree.declarations[parent].kind == .extension {
                let held = dependencies(d.type)
                if !held.isEmpty { environmentValues[name] = held }
                continue
            }
            var wrapper: String?
            for attribute in d.attributes {
                let written = file.typeReference(tree.attributes[Int(attribute)].name).names.last ?? ""
                if Self.environmentWrappers.contains(written) || file.index.isInjectionWrapper(written) {
                    wrapper = written
                    let arguments = tree.attributes[Int(attribute)].arguments
                    if written == "Environment", !arguments.isEmpty {
                        readEnvironment(arguments, owner: owner, site: site(Int(d.nameToken), name, .environment), in: file)
                    }
                    break
                }
            }
            switch wrapper {
            case "Environment"?:
                break  // handled with its arguments above
            case "EnvironmentObject"?:
                for target in dependencies(d.type) {
                    edges.append(RawEdge(from: owner, to: target, site: site(Int(d.nameToken), name, .environment)))
                }
            case _?:
                // `@Injected var api: APIClient`: resolved by the wrapper at run time.
                guard !file.isInCompositionRoot(i) else { break }
                for target in dependencies(d.type) {
                    edges.append(RawEdge(from: owner, to: target, site: site(Int(d.nameToken), name, .locator)))
                }
            case nil:
                guard d.storage == .stored || d.storage == .observed else { break }
                for target in dependencies(d.type) {
                    edges.append(RawEdge(from: owner, to: target, site: site(Int(d.nameToken), name, .property)))
                }
            }
        }
        collectSingletonAccess(file, site: site)
        collectLocatorLookups(file, site: site)
    }

    /// `@Environment(T.self)` gives an edge to `T`; `@Environment(\.key)` a read to resolve.
    private mutating func readEnvironment(
        _ arguments: TokenRange, owner: String, site: DependencyGraph.Site,
        in file: FileContext
    ) {
        let last = Int(arguments.end) - 1
        if arguments.count >= 3, file.token(last).is(.self), file.token(last - 1).kind == .period {
            let reference = file.typeReference(TokenRange(Int(arguments.start), last - 1))
            for target in reference.names where file.index.isDependencyLike(name: target) {
                edges.append(RawEdge(from: owner, to: target, site: site))
            }
            return
        }
        let text = file.text(arguments)
        guard text.hasPrefix("\\"), let dot = text.lastIndex(of: ".") else { return }
        let key = String(text[text.index(after: dot)...]).trimming(" \t\r\n")
        guard !key.isEmpty else { return }
        var read = site
        read.text = "\\." + key
        keyPathReads.append(KeyPathRead(user: owner, key: key, site: read))
    }

    /// `Type.shared` in another type's code, outside wiring code (as `singleton_access`).
    private mutating func collectSingletonAccess(_ file: FileContext, site: (Int, String, DependencyGraph.Via) -> DependencyGraph.Site) {
        var found: [RawEdge] = []
        file.chains.forEachMemberAccess { chain, segments in
            for (base, member) in zip(segments, segments.dropFirst()) where base.arguments == nil {
                guard file.tokenMayBeSingletonMember(Int(member.name)) else { continue }
                let typeName = file.index.singletonTypeName(file.text(ofToken: Int(base.name)))
                let memberName = file.text(ofToken: Int(member.name))
                guard file.index.isSingleton(typeName, member: memberName), !file.index.isAppDelegateType(typeName),
                    let user = file.typeName(owningRegion: chain.region).map(file.index.singletonTypeName), user != typeName,
                    !file.isWiringCode(chain.region), !file.isTopLevelWiring(chain.region)
                else { continue }
                found.append(RawEdge(from: user, to: typeName, site: site(Int(member.name), typeName + "." + memberName, .singleton)))
            }
        }
        edges += found
    }

    /// Lookups in a registry, outside wiring and the registry's own code (as `service_locator`):
    /// an edge to the dependency when the code names a type, else to the registry's type.
    private mutating func collectLocatorLookups(_ file: FileContext, site: (Int, String, DependencyGraph.Via) -> DependencyGraph.Site) {
        for locator in file.locatorSites where !file.isWiringCode(locator.chain.region) {
            guard let user = file.typeName(owningRegion: locator.chain.region) else { continue }
            for use in locator.uses where !file.isRegistrysOwnCode(use, user: user) {
                let registry = use.registryRoot
                let text = use.dependency ?? use.registry
                if let dependency = use.dependency, Self.isTypeName(dependency) {
                    edges.append(RawEdge(from: user, to: dependency, site: site(use.token, text, .locator)))
                } else if Self.isTypeName(registry) {
                    edges.append(RawEdge(from: user, to: registry, site: site(use.token, text, .locator), isRegistry: true))
                }
            }
            if let cast = locator.cast, cast.typeName != user {
                edges.append(
                    RawEdge(
                        from: user, to: cast.typeName, site: site(cast.token, cast.typeName, .locator),
                        isRegistry: true))
            }
        }
    }

    /// Starts with an uppercase letter: names a type rather than a value (`container`).
    static func isTypeName(_ text: String) -> Bool { text.first?.isUppercase == true }
}
