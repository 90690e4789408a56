import DILintSyntax

/// Flags class or actor properties that hold a shared instance of their own type;
/// documented in `Rules/singleton_declaration.md`.
public struct SingletonDeclarationRule: Rule {
    public static let id = RuleID.singletonDeclaration
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = false

    public typealias Options = NoOptions

    public init(options: Options) {}

    public var declarationKinds: Set<DeclarationKind> { [.var, .let] }

    public func check(declaration index: Int, in file: FileContext, into sink: inout FindingSink) {
        let d = file.declaration(index)
        guard d.modifierSet.isTypeMember, !file.isTestFile,
            let type = file.enclosingType(of: index), Int(d.parent) == type
        else { return }
        let typeName = file.typeName(of: type)
        let member = file.name(of: index)
        // An extension of a platform class the index reads as the app's singleton
        // (`extension NSPersistentContainer { static var shared: … }`) is of a class.
        let kind =
            file.declaration(type).kind != .extension
            ? file.declaration(type).kind
            : file.index.kind(of: typeName).flatMap { $0 == .extension ? nil : $0 }
                ?? (file.index.isSingleton(typeName, member: member) ? .class : nil)
        guard kind == .class || kind == .actor, !file.isInCompositionRoot(type) else { return }
        // A file-private class is its file's implementation detail, even when another file
        // declares a class of the same name.
        let modifiers = file.declaration(type).modifierSet
        if modifiers.isFilePrivate { return }
        guard file.index.isSingleton(typeName, member: member) else { return }
        // Preview and fixture instances (`static let preview`, anything under `#if DEBUG`:
        // `FileContext.isDebugOrDeprecatedCode`) are not shared state; a global actor's `shared` is no
        // singleton to the index.
        guard !file.isDebugOrDeprecatedCode(index, token: Int(d.tokens.start)),
            !file.index.isAmbientSingleton(typeName),
            // Created for the composition root and injected from there (docs/judgments.md).
            !file.index.isReachedOnlyFromRoot(typeName, member: member)
        else { return }
        sink.report(token: Int(d.nameToken), in: index, message(type: typeName, kind: kind!, member: member))
    }

    private func message(type: String, kind: DeclarationKind, member: String) -> String {
        "\(kind.text) '\(type)' holds a shared instance of itself in '\(member)'; "
            + "create one instance in the composition root and inject it"
    }
}
