/// Which types are SwiftUI views and which are view models: the judgments
/// `view_model_in_view` asks (Rules/view_model_in_view.md), kept with the index's other
/// shared judgments so that no rule re-implements them.
extension ProjectIndex {
    /// A SwiftUI view: a struct of the analyzed set that conforms to `View` (in its
    /// declaration or in an extension).
    public func isSwiftUIView(_ name: String) -> Bool {
        kind(of: name) == .struct && facts(named: name).contains { $0.inherited.contains("View") }
    }

    /// A view model: a class of the analyzed set that is an `ObservableObject` or
    /// `@Observable`, or whose name ends in `ViewModel`; or one ending in `Store` or `Model`
    /// that is not a view or a model object (`isViewOrModelClass`: `Codable`, `Identifiable`,
    /// `NSManagedObject`, …). A name the analyzed set does not declare is a view model only
    /// when it ends in `ViewModel` (a class of another module of the app). Structs, enums
    /// and protocols never are.
    public func isViewModel(_ name: String) -> Bool {
        guard let kind = kind(of: name) else { return name.hasSuffix("ViewModel") && name.utf8.count > 9 }
        guard kind == .class else { return false }
        if name.hasSuffix("ViewModel") { return true }
        if facts(named: name).contains(where: { $0.isObservableMacro || $0.inherited.contains("ObservableObject") }) {
            return true
        }
        return (name.hasSuffix("Store") || name.hasSuffix("Model")) && !isViewOrModelClass(name)
    }
}
