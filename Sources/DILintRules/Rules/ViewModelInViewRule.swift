import DILintSyntax

/// Flags view models constructed inside a SwiftUI view, in a stored property that does not
/// own them or in `body` and its view-building helpers; documented in
/// `Rules/view_model_in_view.md`.
public struct ViewModelInViewRule: Rule {
    public static let id = RuleID.viewModelInView
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = false

    public typealias Options = NoOptions

    public init(options: Options) {}

    public var inspectsCode: Bool { true }

    /// Property wrappers that own their initial value: SwiftUI builds it once per view identity.
    static let owningWrappers = NameSet(["StateObject", "State"])

    /// Where in a view a construction sits.
    enum Place {
        case storedProperty(String)
        case viewBuilding(String)
    }

    public func check(chains: ExpressionChains, in file: FileContext, into sink: inout FindingSink) {
        guard !file.isTestFile else { return }
        // The views this file declares or extends. Most files have none, and then no chain is read.
        var views: [Int: String] = [:]
        for index in file.declarations.indices {
            let d = file.declaration(index)
            guard d.kind == .struct || d.kind == .extension, !d.name.isEmpty else { continue }
            // The name's last token is the type's last name component (`extension A.B` gives
            // `B`), read without building the extended type's `TypeReference` for each of a
            // library's many extensions; a generic or odd name falls back to `typeName`.
            let last = Int(d.name.end) - 1
            let name = file.token(last).kind == .identifier ? file.text(ofToken: last) : file.typeName(of: index)
            if file.index.isSwiftUIView(name) && !Self.isExemptView(name) { views[index] = name }
        }
        guard !views.isEmpty else { return }
        // One finding per construction: not again for a view model built in its arguments.
        var reportedEnd: Int32 = 0
        var eventCode: [Bool] = []  // built when the first view model construction is met
        for chain in chains.chains where !chain.isImplicitMember && chain.start >= reportedEnd {
            let segments = chains.segments(of: chain)
            guard let first = segments.first, Self.isConstruction(segments, in: file),
                !Self.isCastTarget(Int(chain.start), in: file),
                file.token(Int(first.name)).kind == .identifier, file.tokenStartsWithUppercase(Int(first.name))
            else { continue }
            let owner = file.owner(ofRegion: chain.region)
            guard owner >= 0, let view = file.enclosingType(of: owner), let viewName = views[view],
                Int(file.declaration(owner).parent) == view, !file.declaration(owner).modifierSet.isTypeMember
            else { continue }
            let model = file.text(ofToken: Int(first.name))
            guard file.index.isViewModel(model), !file.isInCompositionRoot(owner) else { continue }
            if eventCode.isEmpty { eventCode = eventRegions(in: file) }
            guard let place = place(of: owner, region: chain.region, isEventCode: eventCode, in: file) else { continue }
            // In view-building code, only a type named as a view model: an observable helper
            // built there is mostly a stand-in (a router for a row drawn without interaction,
            // a fallback player state), measured in docs/accuracy/new-rules.md.
            if case .viewBuilding = place, !Self.isNamedAsViewModel(model) { continue }
            // Handed to a child view's `@StateObject` through its memberwise initializer: an
            // autoclosure, built once per identity (`ShareView(model: ShareViewModel())`).
            if case .viewBuilding = place, isHandedToStateObject(chain, in: file) { continue }
            sink.report(token: Int(first.name), in: owner, message(view: viewName, model: model, place: place))
            reportedEnd = chain.end
        }
    }

    /// Whether `chain` is a whole labelled argument of a view's initializer
    /// (`ShareView(model: ShareViewModel())`) that the view takes into a `@StateObject`
    /// through its memberwise initializer (`ProjectIndex.takesIntoStateObject`).
    private func isHandedToStateObject(_ chain: ExpressionChain, in file: FileContext) -> Bool {
        guard let close = file.argumentListClose(ofLabelledArgument: chain), let open = file.matches.open(of: close),
            open > 0
        else { return false }
        let callee = open - 1
        guard file.token(callee).kind == .identifier, file.tokenStartsWithUppercase(callee) else { return false }
        return file.index.takesIntoStateObject(
            view: file.text(ofToken: callee), property: file.text(ofToken: Int(chain.start) - 2))
    }

    /// Whether the chain starting at token `start` is the type of a cast or type test
    /// (`if let vm = model as? FeedViewModel { … }`: the brace opens the `if`'s body).
    static func isCastTarget(_ start: Int, in file: FileContext) -> Bool {
        var before = start - 1
        if before >= 0, file.token(before).kind == .postfixQuestion || file.token(before).kind == .exclamation {
            before -= 1
        }
        return before >= 0 && (file.token(before).is(.as) || file.token(before).is(.is))
    }

    /// `Name(…)`, `Name.init(…)` or `Name { … }`: the chain builds an instance of its base.
    static func isConstruction(_ segments: ArraySlice<ChainSegment>, in file: FileContext) -> Bool {
        guard let first = segments.first else { return false }
        if first.arguments != nil || first.trailingClosure != nil { return true }
        let second = segments.index(after: segments.startIndex)
        return second < segments.endIndex && segments[second].arguments != nil
            && file.token(Int(segments[second].name)).is(.`init`)
    }

    /// Whether code of member `owner` (in `region`) runs each time the view is built: the
    /// initial value of a stored property not wrapped in `@StateObject`/`@State`, or the code
    /// of `body`, a `@ViewBuilder` member or a member whose type is `some View`.
    private func place(of owner: Int, region: Int32, isEventCode: [Bool], in file: FileContext) -> Place? {
        let d = file.declaration(owner)
        let name = file.name(of: owner)
        if file.region(region, isInside: [.propertyInitializer]) {
            guard d.kind.isVariable, d.storage == .stored else { return nil }
            let isOwned = d.attributes.contains { attribute in
                let name = file.tree.attributes[Int(attribute)].name
                return !name.isEmpty && file.token(Int(name.end) - 1, isIn: Self.owningWrappers)
            }
            // The wrapper written out (`var searchModel: StateObject<SearchModel> =
            // StateObject(wrappedValue: SearchModel())`; held-out set 256: 4 of 4 SPEC "no").
            let start = Int(d.initializer.start)
            let isOwnedWrittenOut =
                !d.initializer.isEmpty && file.token(start).kind == .identifier && file.token(start, isIn: Self.owningWrappers)
                && start + 1 < Int(d.initializer.end) && file.token(start + 1).kind == .leftParen
            return isOwned || isOwnedWrittenOut ? nil : .storedProperty(name)
        }
        guard d.kind == .var || d.kind == .func,
            file.region(region, isInside: [.accessorBody, .functionBody]),
            !isEventCode[Int(region)]
        else { return nil }
        let isViewBuilder = d.attributes.contains { file.text(file.tree.attributes[Int($0)].name) == "ViewBuilder" }
        let isBody = d.kind == .var && name == "body"
        guard isBody || isViewBuilder || file.text(d.type) == "some View" else { return nil }
        return .viewBuilding(d.kind == .func ? file.signature(of: owner) : name)
    }

    /// For each region, whether it or a closure around it runs on an event rather than on
    /// every update: one pass, each region reusing its parent's answer (the parser appends a
    /// region after those around it), so deep nesting stays linear. A closure builds views
    /// when passed to a view (`List { … }`, `NavigationLink { … }`, `ForEach(…) { … }`) but
    /// not as `Button`'s, `Task`'s or `Timer`'s closure or under a label other than the
    /// content ones (`login: { … }` is a callback), or to a modifier whose closure builds
    /// content (`.sheet { … }`); any other closure (`.task`, `.onAppear`, `.onChange`, an
    /// action) is event code.
    private func eventRegions(in file: FileContext) -> [Bool] {
        let regions = file.tree.regions
        var result = [Bool](repeating: false, count: regions.count)
        for i in regions.indices {
            var isEvent = regions[i].kind == .closure && !isContentClosure(regions[i], in: file)
            var parent = Int(regions[i].parent)
            var steps = 0
            while !isEvent && parent >= 0 && steps < regions.count {
                if parent < i {
                    isEvent = result[parent]
                    break
                }
                isEvent = regions[parent].kind == .closure && !isContentClosure(regions[parent], in: file)
                parent = Int(regions[parent].parent)
                steps += 1
            }
            result[i] = isEvent
        }
        return result
    }

    /// Whether closure region `r` builds views (see `eventRegions`).
    private func isContentClosure(_ r: Region, in file: FileContext) -> Bool {
        guard r.callee >= 0 else { return false }
        let callee = Int(r.callee)
        let open = Int(r.tokens.start) - 1  // the `{`
        if open >= 2, file.token(open - 1).kind == .colon, file.token(open - 2).kind == .identifier,
            !file.token(open - 2, isIn: Self.contentLabels)
        {
            return false
        }
        if file.tokenStartsWithUppercase(callee) { return !file.token(callee, isIn: Self.eventTypes) }
        return file.token(callee, isIn: Self.contentModifiers)
    }

    /// Argument labels of closures that build views.
    static let contentLabels = NameSet(["content", "label", "destination", "header", "footer", "placeholder"])

    /// Types whose closure runs on an event: a button's action, a task, a timer.
    static let eventTypes = NameSet(["Button", "Task", "Timer", "DispatchQueue", "AsyncButton"])
    /// Modifiers whose closure builds views.
    static let contentModifiers = NameSet([
        "sheet", "fullScreenCover", "popover", "overlay", "background", "navigationDestination", "toolbar",
        "contextMenu", "safeAreaInset", "mask", "alert", "confirmationDialog", "inspector", "searchSuggestions",
        "swipeActions",
    ])

    /// `…ViewModel`, `…Model`, `…Store`.
    static func isNamedAsViewModel(_ name: String) -> Bool {
        name.hasSuffix("ViewModel") || name.hasSuffix("Model") || name.hasSuffix("Store")
    }

    /// A view for previews or tests (`WrapperForPreview`, `MockTimelineContent`), or a
    /// coordinator view (`SettingsCoordinatorView`): the wiring that builds its screens.
    static func isExemptView(_ name: String) -> Bool {
        name.contains("Preview") || Judgments.isTestDoubleName(name) || name.hasSuffix("CoordinatorView")
            || name.hasSuffix("Coordinator")
    }

    private func message(view: String, model: String, place: Place) -> String {
        switch place {
        case .storedProperty(let property):
            return "view '\(view)' creates '\(model)' in stored property '\(property)', which is rebuilt whenever "
                + "the parent re-renders; let the root view or a factory create it and pass it in, "
                + "or own it with @StateObject"
        case .viewBuilding(let member):
            return "view '\(view)' creates '\(model)' in '\(member)', which runs on every update; "
                + "let the root view or a factory create it and pass it in"
        }
    }
}
