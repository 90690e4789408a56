import DILintSyntax

/// Flags properties resolved at run time by an injection property wrapper; documented in
/// `Rules/injected_property_wrapper.md`.
public struct InjectedPropertyWrapperRule: Rule {
    public static let id = RuleID.injectedPropertyWrapper
    public static let defaultSeverity = Severity.note
    public static let isEnabledByDefault = false

    public typealias Options = NoOptions

    public init(options: Options) {}

    public var declarationKinds: Set<DeclarationKind> { [.var, .let] }

    public func check(declaration index: Int, in file: FileContext, into sink: inout FindingSink) {
        let d = file.declaration(index)
        guard !d.attributes.isEmpty, !file.isTestFile else { return }
        for attribute in d.attributes {
            // `@Injected(\.api)`, `@Factory.Injected(\.api)`, `@Injected<Api>`, swift-dependencies'
            // `@Dependency(\.api)`; `@Dependency(Dependencies.api)` with `typealias Dependency = Injected`.
            let name = file.typeReference(file.tree.attributes[Int(attribute)].name).names.last ?? ""
            guard file.index.isInjectionWrapper(name) else { continue }
            guard !file.isInCompositionRoot(index) else { return }
            sink.report(token: Int(d.nameToken), in: index, message(property: file.name(of: index), wrapper: name))
            return
        }
    }

    private func message(property: String, wrapper: String) -> String {
        "'\(property)' is resolved at run time by '@\(wrapper)' and is invisible in the initializer; "
            + "pass it through the initializer instead"
    }
}
