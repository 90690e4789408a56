import DILintSyntax

extension FileContext {
    /// Whether `chain` is a whole labelled argument of a call, `Formatters(themeColors:
    /// ThemeColors.shared)`, or a whole unlabelled argument of an initializer
    /// (`isWholeInitializerArgument`): the caller chooses the dependency and hands it in, which
    /// is injection (docs/judgments.md, "argument injection"). Not `f(x: Foo.shared.bar())`
    /// (that chain goes on past the argument) nor a function's unlabelled argument, a
    /// dictionary entry `[key: Foo.shared]` or a ternary branch.
    public func isWholeInjectedArgument(_ chain: ExpressionChain) -> Bool {
        let tokens = tree.tokens
        let start = Int(chain.start)
        let end = Int(chain.end)
        // SwiftUI's `.environment(AppState.main)` / `.environmentObject(Store.shared)`: the
        // root view handing the instance into the environment, the same injection unlabelled.
        if start >= 3, end < tokens.count, tokens[start - 1].kind == .leftParen, tokens[start - 3].kind == .period,
            tokens[end].kind == .rightParen, matches.close(of: start - 1) == end,
            token(start - 2, is: "environment") || token(start - 2, is: "environmentObject")
        {
            return true
        }
        if argumentListClose(ofLabelledArgument: chain) != nil { return true }
        if isWholeInitializerArgument(from: start, to: end) { return true }
        // An element of an array literal that is itself a whole labelled argument, a list of
        // shared instances handed in (`Claim(withTitle: "Firewall", withChecks:
        // [FirewallCheck.sharedInstance, AirDropCheck.sharedInstance])`; held-out set 69: 36
        // of 36 not acted on): the caller chooses each one, as it chooses one alone.
        guard let literal = arrayLiteral(aroundElement: chain) else { return false }
        return argumentListClose(ofLabelledArgumentFrom: literal.open, to: literal.close + 1) != nil
    }

    /// Whether tokens `start..<end` are a whole unlabelled argument of an initializer,
    /// `BrowserContentViewModel(jsPluginsBuilder, UIServiceRegistry.shared())` or
    /// `.init(Store.shared)`: the caller builds the object and chooses what it is built with,
    /// as with a label (held-out set 316: 4 of 4 not acted on). A function's unlabelled
    /// argument (`use(Foo.shared)`) is still a reach.
    func isWholeInitializerArgument(from start: Int, to end: Int) -> Bool {
        let tokens = tree.tokens
        guard start >= 2, end < tokens.count, tokens[start - 1].kind == .leftParen || tokens[start - 1].kind == .comma,
            tokens[end].kind == .rightParen || tokens[end].kind == .comma,
            let open = tokens[start - 1].kind == .leftParen ? start - 1 : enclosingParenthesis(of: start - 2),
            open >= 1, let close = matches.close(of: open), close >= end
        else { return false }
        let callee = open - 1
        if tokens[callee].is(.`init`) { return true }
        return tokens[callee].kind == .identifier && tree.tokenStartsWithUppercase(callee)
            && !(callee >= 2 && tokens[callee - 1].kind == .period && !tree.tokenStartsWithUppercase(callee - 2))
    }

    /// Whether `chain` is the whole value assigned to a delegate (`delegate =
    /// AppDelegate.shared` in a tab bar controller's `viewDidLoad`): the object is handed in as
    /// the one to call back, nothing pulled out of it (held-out set 77: 1 of 1 SPEC "no").
    public func isAssignedAsDelegate(_ chain: ExpressionChain) -> Bool {
        guard let target = assignedName(wholeValue: chain) else { return false }
        let name = text(ofToken: target)
        return name == "delegate" || name.hasSuffix("Delegate")
    }

    /// The name token `chain` is the whole value assigned to (`delegate` in `delegate =
    /// AppDelegate.shared`, `dataSource` in `tableView.dataSource = EmptyFeed.shared`).
    func assignedName(wholeValue chain: ExpressionChain) -> Int? {
        let start = Int(chain.start)
        guard start >= 2, tree.tokens[start - 1].kind == .equal, tree.tokens[start - 2].kind == .identifier else {
            return nil
        }
        return start - 2
    }

    /// Whether `chain` is the whole value set to another object's callback role, a member named
    /// like one (`Judgments.isCallbackName`: `tableView.dataSource = EmptyFeed.shared`, `delegate`,
    /// `output`). Not a stored property's or a local's own declaration (`private let
    /// remoteAuthDataSource = RemoteAuthDataSource.shared`: a repository keeping its network
    /// source; held-out set 93).
    public func isSetAsCallbackRole(_ chain: ExpressionChain) -> Bool {
        guard let target = assignedName(wholeValue: chain), target >= 1, tree.tokens[target - 1].kind == .period else {
            return false
        }
        return Judgments.isCallbackName(text(ofToken: target))
    }

    /// Whether `chain` is an entry of a catalog of shared instances: an array literal of two or
    /// more elements, each a bare member of a type (`static let updateChecks =
    /// [App1PasswordCheck.sharedInstance, AppDockerCheck.sharedInstance, …]`, or added to
    /// another list, `Claims.updateChecks + [AutoUpdateAppCheck.sharedInstance,
    /// ParetoUpdated.sharedInstance]`). Where the list is written is where the app composes it
    /// (held-out set 69: 16 of 16 not acted on); one shared instance in a list beside other
    /// values is still reached.
    public func isCatalogEntry(_ chain: ExpressionChain) -> Bool {
        let tokens = tree.tokens
        guard let (open, close) = arrayLiteral(aroundElement: chain) else { return false }
        // A literal, not a subscript (`table[A.key, B.key]`).
        if open > 0 {
            switch tokens[open - 1].kind {
            case .identifier, .rightParen, .rightSquare, .postfixQuestion, .exclamation: return false
            default: break
            }
        }
        var index = open + 1
        var count = 0
        while index < close {
            guard index + 2 < close, tokens[index].kind == .identifier, tokens[index + 1].kind == .period,
                tokens[index + 2].kind == .identifier, text(ofToken: index).first?.isUppercase == true
            else { return false }
            count += 1
            index += 3
            if tokens[index].kind == .comma { index += 1 } else if index != close { return false }
        }
        return count >= 2
    }

    /// The brackets of the array literal `chain` is a whole element of (a `,` or the `]` after
    /// it), or nil.
    private func arrayLiteral(aroundElement chain: ExpressionChain) -> (open: Int, close: Int)? {
        let end = Int(chain.end)
        guard end < tree.tokens.count, tree.tokens[end].kind == .comma || tree.tokens[end].kind == .rightSquare,
            let open = arrayLiteralOpen(aroundElementAt: Int(chain.start)), let close = matches.close(of: open)
        else { return nil }
        return (open, close)
    }

    /// The `[` opening the array literal whose element starts at token `start`, or nil: the
    /// tokens before it, over whole groups, are other elements and commas (a `:` is a
    /// dictionary's).
    private func arrayLiteralOpen(aroundElementAt start: Int) -> Int? {
        let tokens = tree.tokens
        var index = start - 1
        var steps = 0
        while index >= 0 && steps < Self.arrayElementScanLimit {
            steps += 1
            switch tokens[index].kind {
            case .leftSquare:
                return index
            case .rightParen, .rightSquare, .rightBrace:
                guard let open = matches.open(of: index) else { return nil }
                index = open - 1
            case .leftParen, .leftBrace, .colon, .semicolon:
                return nil
            default:
                index -= 1
            }
        }
        return nil
    }

    /// How many tokens before an element `arrayLiteralOpen` reads at most.
    static let arrayElementScanLimit = 400

    /// The `)` that closes the call's argument list when `chain` is a whole labelled
    /// argument of it (`ShareView(model: ShareViewModel(), style: .plain)`), or nil.
    public func argumentListClose(ofLabelledArgument chain: ExpressionChain) -> Int? {
        argumentListClose(ofLabelledArgumentFrom: Int(chain.start), to: Int(chain.end))
    }

    /// `argumentListClose(ofLabelledArgument:)` for the expression in tokens `start..<end`.
    func argumentListClose(ofLabelledArgumentFrom start: Int, to end: Int) -> Int? {
        let tokens = tree.tokens
        var end = end
        // Coerced to a protocol on the way in (`addService(service: NetworkService.shared as
        // NetworkServiceProtocol)`), it is still the whole instance handed in (held-out set
        // 266: 1 of 1 SPEC "no").
        if end + 2 < tokens.count, token(end).is(.as), tokens[end + 1].kind == .identifier { end += 2 }
        guard start >= 3, end < tokens.count, tokens[start - 1].kind == .colon,
            tokens[start - 2].kind == .identifier || tokens[start - 2].kind == .keyword
        else { return nil }
        let before = tokens[start - 3].kind
        guard before == .leftParen || before == .comma else { return nil }
        if tokens[end].kind == .rightParen {
            return before == .comma || matches.close(of: start - 3) == end ? end : nil
        }
        guard tokens[end].kind == .comma else { return nil }
        // The argument list goes on: it must close with `)`, not `]` (a dictionary literal).
        var index = end + 1
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace:
                guard let close = matches.close(of: index) else { return nil }
                index = close + 1
            case .rightParen:
                return index
            case .rightSquare, .rightBrace:
                return nil
            default:
                index += 1
            }
        }
        return nil
    }
}

extension FileContext {
    /// Whether `chain` hands in a default that the caller can replace, default-argument
    /// injection written in a body (docs/judgments.md, "default injection"):
    /// - the fallback of an initializer or method parameter, `self.api = api ??
    ///   Container.shared.api()` in `init(api: API? = nil)`;
    /// - code of a parameterless initializer of a type whose other initializer takes a
    ///   dependency, `init() { self.api = APIClient.shared }` beside `init(api: API)`: the
    ///   convenience initializer is the default, the other one the injection (not beside
    ///   `init?(coder:)` alone, which takes no dependency);
    /// - the value of a struct's stored property that its memberwise initializer takes, or a
    ///   class's closure property (`isMemberwiseDefault`);
    /// - a whole labelled argument of `self.init(…)` in another initializer, `init(_ movie:
    ///   Movie) { self.init(movie, genreHandler: DIContainer.shared.resolve()) }`: the
    ///   initializer called takes the dependency, this one hands in its default;
    /// - code of a static factory that returns the type or a protocol it adopts (`static func
    ///   fromURL(_ url: String) -> SavedItemViewModel? { … SavedItemViewModel(item: item,
    ///   source: Services.shared.source) }`) beside an initializer of the type that takes a
    ///   dependency: a convenience initializer under a name (held-out set 20);
    /// - a whole labelled argument of the type's own initializer in a static factory of the
    ///   type, a static func or computed property whose result is the type (`static var live:
    ///   AppEnvironment { AppEnvironment(accountRecoveryService: resolve(), …) }` in an
    ///   extension), when the file shows no initializer of the type (a memberwise one declared
    ///   elsewhere): the initializer takes the dependency, the factory hands in its live value
    ///   (held-out set 47: 2 of 2 SPEC "no");
    /// - the value of a static stored property that builds an instance of its own type
    ///   (`static let shared = MediaDownloadManager(directoryURL:
    ///   Preferences.shared.localVideoStorageURL)`): what the shared instance is built with is
    ///   handed into its initializer, the singleton's own wiring (held-out set 32: 2 of 2 not
    ///   acted on).
    ///
    /// With `isLookup` (a registry lookup, not a shared instance), a class's property declared
    /// with a protocol of the set is no seam: `@Published var dataCoordinator: DataCoordinator
    /// = Resolver.resolve()` in a view model resolves when the view model is built, and its
    /// initializer subscribes to what it got (held-out set 243: five view models' lookups,
    /// flagged by the reader, none found).
    public func isDefaultInjection(_ chain: ExpressionChain, isLookup: Bool = false) -> Bool {
        if isMemberwiseDefault(chain, isLookup: isLookup) || isOwnInstanceConstruction(chain)
            || isHandedToOwnInitializer(chain)
            || isInDefaultValueMember(chain)
        {
            return true
        }
        guard let enclosing = enclosingFunctionOrInitializer(ofRegion: chain.region) else { return false }
        // A method's own parameter's fallback too, right after its `??` (`let tm = trainingManager
        // ?? TrainingManager.shared` in `startWorkout(…, trainingManager: TrainingManager? =
        // nil)`): the caller hands its value in per call (held-out set 157: 1 of 1 SPEC "no").
        if declaration(enclosing).kind == .func {
            return isStaticFactoryOfOwnType(enclosing) || isStoredPropertyFallback(chain, in: enclosing)
                || isCalledOnlyAsFallback(enclosing) || isFallback(chain, ofParameterOf: enclosing)
                || isNilCheckedFallback(chain, in: enclosing)
        }
        let initializer = enclosing
        if let close = argumentListClose(ofLabelledArgument: chain), let open = matches.open(of: close), open >= 3,
            tree.tokens[open - 1].is(.`init`), tree.tokens[open - 2].kind == .period, tree.tokens[open - 3].is(.self)
        {
            return true
        }
        let d = declaration(initializer)
        if d.parameters.isEmpty {
            let parent = Int(d.parent)
            guard parent >= 0, declaration(parent).kind.isTypeContext else { return false }
            return tree.members(of: parent).contains { member in
                member != initializer && takesDependency(member)
            }
        }
        let start = Int(chain.start)
        if isInParameterFallback(start, of: initializer) { return true }
        // The value of a local every use of which is in such a fallback (`let featureContainer =
        // DIContainer.shared.featureContainerPublic`, then `comparisonService ??
        // featureContainer.makeComparisonService()`; held-out set 64: 3 of 3 SPEC "no").
        if let local = local(boundTo: chain) {
            let uses = uses(ofLocal: local, after: chain, before: Int(d.body.end))
            if !uses.isEmpty && uses.allSatisfy({ isInParameterFallback($0, of: initializer) }) { return true }
        }
        return isFallback(chain, ofParameterOf: initializer)
    }

    /// Whether `chain` comes right after `name ??` where `name` is a parameter of `function`
    /// (`api ?? APIClient.shared`).
    private func isFallback(_ chain: ExpressionChain, ofParameterOf function: Int) -> Bool {
        guard let name = fallbackName(of: chain) else { return false }
        return isParameter(name, of: function)
    }

    /// Whether `name` names a parameter of function `function`.
    private func isParameter(_ name: String, of function: Int) -> Bool {
        declaration(function).parameters.contains { i in
            let parameter = tree.parameters[Int(i)]
            let token = parameter.name >= 0 ? Int(parameter.name) : Int(parameter.label)
            return token >= 0 && text(ofToken: token) == name
        }
    }

    /// The fallback written as a nil check on a local copy of what the caller hands in: `var
    /// output = outputFormat; if output == nil { output = ConfigManager.shared.getOutputType() }`
    /// on a parameter, `var controller = spiritualDataController; if controller == nil {
    /// controller = await MainActor.run { SpiritualDataController.shared } }` on a stored
    /// property an initializer takes. As `??` on it is (held-out sets 316 and 317: 2 of 2 SPEC
    /// "no"): `chain` in the first statement of the `if` block, assigning the local.
    private func isNilCheckedFallback(_ chain: ExpressionChain, in function: Int) -> Bool {
        let tokens = tree.tokens
        let bodyStart = Int(declaration(function).body.start)
        // Out through at most one closure (`MainActor.run { … }`) to the `if` block.
        var i = Int(chain.start) - 1
        for _ in 0..<2 {
            while i > bodyStart && tokens[i].kind != .leftBrace {
                if tokens[i].kind == .rightBrace || tokens[i].kind == .rightParen || tokens[i].kind == .rightSquare {
                    guard let open = matches.open(of: i) else { return false }
                    i = open
                }
                i -= 1
            }
            guard i > bodyStart + 4 else { return false }
            // `if name == nil {`, the block's first statement `name = …`.
            let name = i - 3
            guard tokens[i - 4].is(.if), tokens[name].kind == .identifier, token(i - 2, is: "=="), tokens[i - 1].is(.nil),
                i + 2 < Int(chain.start), tokens[i + 1].kind == .identifier, tokens[i + 2].kind == .equal,
                text(ofToken: i + 1) == text(ofToken: name)
            else {
                i -= 1
                continue
            }
            guard let source = localSource(text(ofToken: name), before: i - 4, after: bodyStart) else { return false }
            return isParameter(source, of: function) || isInjectedStoredProperty(source, in: function)
        }
        return false
    }

    /// What local `name` is declared as a copy of, `var name = source` or `var name =
    /// self.source`, the nearest declaration before token `end` and after `start`; nil otherwise.
    private func localSource(_ name: String, before end: Int, after start: Int) -> String? {
        let tokens = tree.tokens
        var i = end - 1
        while i > start + 2 {
            if tokens[i].kind == .equal, tokens[i - 1].kind == .identifier, text(ofToken: i - 1) == name,
                tokens[i - 2].is(.var)
            {
                var value = i + 1
                if value + 2 < end, tokens[value].is(.self), tokens[value + 1].kind == .period { value += 2 }
                guard value < end, tokens[value].kind == .identifier, tokens[value + 1].isAtLineStart else { return nil }
                return text(ofToken: value)
            }
            i -= 1
        }
        return nil
    }

    /// Whether `chain` is in a static member that a parameter of the analyzed set takes as its
    /// default value (`enum AutocompoundBalance { static func read(…) { … ThorchainService.shared
    /// … } }` beside `init(read: @escaping Reader = AutocompoundBalance.read)`, `static let live:
    /// InboundFetch = { … }`): the live end of a seam the caller replaces, as a default argument
    /// is (held-out set 51: 2 of 2 not acted on); also a closure client's live witness
    /// (`ProjectIndex.isLiveWitness`).
    private func isInDefaultValueMember(_ chain: ExpressionChain) -> Bool {
        var member = owner(ofRegion: chain.region)
        // Through nested functions and variables, a bounded number of them.
        for _ in 0..<16 where member >= 0 {
            let d = declaration(member)
            if d.kind == .func || d.kind.isVariable {
                if d.modifierSet.isTypeMember, let type = enclosingTypeName(of: member) {
                    let memberName = name(of: member)
                    if index.defaultValueMembers.contains(type + "." + memberName)
                        || index.isLiveWitness(memberName, of: type)
                    {
                        return true
                    }
                }
            } else if d.kind.isTypeContext {
                return false
            }
            member = Int(d.parent)
        }
        return false
    }

    /// Whether token `token` of initializer `initializer` is in the fallback of one of its
    /// parameters: after `parameter ??` in its statement (`self.x = x ?? container.makeX()`,
    /// `x ?? Coordinator(dataService: dataService)`), in a closure written there (`monitoredTypes
    /// ?? { SettingsViewModel.shared.addressTypes }`), or in the `else` block of `if let` on
    /// the parameter (`if let service = patternTestingService { … } else { … }`), also an
    /// `else if` there: what runs only when the caller hands nothing in (held-out set 64).
    private func isInParameterFallback(_ token: Int, of initializer: Int) -> Bool {
        let names = tree.parameterNames(of: initializer)
        guard !names.isEmpty else { return false }
        let tokens = tree.tokens
        let bodyStart = Int(declaration(initializer).body.start)
        // Whether the block closed at `close` belongs to an `if` whose condition binds a
        // parameter (`if let service = patternTestingService`, not any test of it, `if
        // items.isEmpty`), or to an `else if` after such a block.
        func chainBindsParameter(closingBrace close: Int) -> Bool {
            guard let open = matches.open(of: close) else { return false }
            var j = open - 1
            while j > bodyStart && !tokens[j].is(.if) && !tokens[j].isAtLineStart { j -= 1 }
            guard tokens[j].is(.if) else { return false }
            if (j..<open).contains(where: { tokens[$0].is(.let) }),
                (j..<open).contains(where: { tokens[$0].kind == .identifier && names.contains(text(ofToken: $0)) })
            {
                return true
            }
            return j >= 2 && tokens[j - 1].is(.else) && tokens[j - 2].kind == .rightBrace
                && chainBindsParameter(closingBrace: j - 2)
        }
        func isParameterFallback(_ operatorToken: Int) -> Bool {
            operatorToken >= 1 && self.token(operatorToken, is: "??") && tokens[operatorToken - 1].kind == .identifier
                && names.contains(text(ofToken: operatorToken - 1))
        }
        var i = token - 1
        var inStatement = true
        while i > bodyStart {
            switch tokens[i].kind {
            case .rightBrace, .rightParen, .rightSquare:
                guard let open = matches.open(of: i) else { return false }
                i = open - 1
                continue
            case .leftBrace:
                // A closure that is the fallback, or the `else` block of `if let` on a parameter.
                if isParameterFallback(i - 1) { return true }
                if tokens[i - 1].is(.else), tokens[i - 2].kind == .rightBrace, chainBindsParameter(closingBrace: i - 2) {
                    return true
                }
                inStatement = true
            default:
                if inStatement && isParameterFallback(i) { return true }
                // An `else if` after `if let` on a parameter, its condition or its block
                // (`} else if let session = UserSessionManager.shared.current() {`; held-out set
                // 237: 3 of 3 SPEC "no").
                if tokens[i].is(.if), i >= 2, tokens[i - 1].is(.else), tokens[i - 2].kind == .rightBrace,
                    chainBindsParameter(closingBrace: i - 2)
                {
                    return true
                }
            }
            if tokens[i].isAtLineStart && tokens[i].kind != .leftBrace { inStatement = false }
            i -= 1
        }
        return false
    }

    /// Whether `function` is a `private` or `fileprivate` helper whose every call in this file
    /// is in an initializer's parameter fallback (`isInParameterFallback`): the builder of a
    /// default the caller replaces (`private static func createDefaultPatternTestingService()`
    /// called from `else` of `if let service = patternTestingService`; held-out set 64: 4 of 4
    /// SPEC "no").
    private func isCalledOnlyAsFallback(_ function: Int) -> Bool {
        let d = declaration(function)
        // It returns the default it builds, and is called within its type's declaration.
        guard d.modifierSet.isFilePrivate, !d.type.isEmpty, d.nameToken >= 0,
            d.parent >= 0, declaration(Int(d.parent)).kind.isTypeContext
        else { return false }
        let name = self.name(of: function)
        let tokens = tree.tokens
        let scope = declaration(Int(d.parent)).tokens
        var calls = 0
        for i in Int(scope.start)..<Int(scope.end)
        where tokens[i].kind == .identifier && i != Int(d.nameToken) && self.token(i, spells: name) {
            guard
                let initializer = declarations.indices.first(where: { index in
                    let candidate = declaration(index)
                    return candidate.kind == .`init` && candidate.body.start < i && i < candidate.body.end
                }), isInParameterFallback(i, of: initializer)
            else { return false }
            calls += 1
        }
        return calls > 0
    }

    /// The name `chain` is the fallback of (`api` in `api ?? APIClient.shared`), or nil.
    private func fallbackName(of chain: ExpressionChain) -> String? {
        let start = Int(chain.start)
        guard start >= 2, token(start - 1, is: "??"), tree.tokens[start - 2].kind == .identifier else { return nil }
        return text(ofToken: start - 2)
    }

    /// `credentialsProvider ?? TPPUserAccount.sharedAccount()` (or `self.credentialsProvider ??
    /// …`) in method `function`, where `credentialsProvider` is a stored property of the
    /// method's type that an initializer of the type takes as a parameter of that name: the
    /// caller's value, or the default (held-out set 39: 1 of 1, SPEC "no"). Also a member of
    /// such a property (`self.source?.managedObjectContext ?? DatabaseManager.shared.viewContext`
    /// in a screen built with `init?(source:coder:)`): the injected object's, or the default
    /// (held-out set 301: 2 of 2 not acted on).
    private func isStoredPropertyFallback(_ chain: ExpressionChain, in function: Int) -> Bool {
        // Back from `??` over the left side's names, `?` and `!` to its first name.
        let start = Int(chain.start)
        guard start >= 2, token(start - 1, is: "??") else { return false }
        var first = start - 2
        while first > 1 && !tree.tokens[first].isAtLineStart {
            let before = tree.tokens[first - 1].kind
            guard before == .identifier || before == .period || before == .postfixQuestion || before == .exclamation
            else { break }
            first -= 1
        }
        while first < start - 2 && tree.tokens[first].kind != .identifier { first += 1 }
        guard tree.tokens[first].kind == .identifier else { return false }
        if first >= 2, tree.tokens[first - 1].kind == .period, !tree.tokens[first - 2].is(.self) { return false }
        return isInjectedStoredProperty(text(ofToken: first), in: function)
    }

    /// Whether `name` is a stored instance property of method `function`'s type that an
    /// initializer of the type takes as a parameter of that name (in the file).
    private func isInjectedStoredProperty(_ name: String, in function: Int) -> Bool {
        let parent = Int(declaration(function).parent)
        guard parent >= 0, declaration(parent).kind.isTypeContext else { return false }
        var members = Array(tree.members(of: parent))
        // In an extension, the type's declaration in the file holds its properties and
        // initializers (held-out set 301: the same fallback in an extension of the screen).
        if declaration(parent).kind == .extension, declaration(parent).parent < 0 {
            let typeName = self.name(of: parent)
            for d in tree.declarations.indices
            where tree.declarations[d].parent < 0 && tree.declarations[d].kind.isTypeContext
                && tree.declarations[d].kind != .extension && self.name(of: d) == typeName
            {
                members += tree.members(of: d)
            }
        }
        let isStored = members.contains { member in
            let d = declaration(member)
            return d.kind.isVariable && !d.modifierSet.isTypeMember && d.storage != .computed && self.name(of: member) == name
        }
        return isStored
            && members.contains { member in
                declaration(member).kind == .`init` && tree.parameterNames(of: member).contains(name)
            }
    }

    /// Whether `chain` is in the value of a static stored property that constructs an instance
    /// of the type declaring it (`StaticPropertyFact.constructs`).
    /// Also inside closures of a value that is a builder closure called in place, a few levels
    /// deep (`static let shared: Storage = { let storage = Storage(…); storage.changes.sink { …
    /// WatchConnectionManager.shared … }; return storage }()`; held-out set 85: 1 of 1 SPEC
    /// "no"); not a closure handed to the initializer (`static let live = Self(fetch: {
    /// NetworkManager.shared.fetch() })`), the instance's own code run later.
    private func isOwnInstanceConstruction(_ chain: ExpressionChain) -> Bool {
        let (region, closures) = regionOutsideClosures(of: chain)
        guard region >= 0, tree.regions[region].kind == .staticPropertyInitializer, tree.regions[region].owner >= 0
        else { return false }
        let property = Int(tree.regions[region].owner)
        let d = declaration(property)
        if closures > 0 && (d.initializer.isEmpty || tree.tokens[Int(d.initializer.start)].kind != .leftBrace) {
            return false
        }
        guard d.kind.isVariable, Int(chain.start) > Int(d.initializer.start),
            let type = enclosingTypeName(of: property)
        else { return false }
        return StaticPropertyFact.constructs(type, in: d.initializer, of: tree)
    }

    /// The region holding `chain` once the closures around it are stepped out of, a few levels
    /// at most (a walk per chain through every enclosing closure would be quadratic in nested
    /// closures), and how many were.
    private func regionOutsideClosures(of chain: ExpressionChain) -> (region: Int, closures: Int) {
        var region = Int(chain.region)
        var closures = 0
        while closures < 4 && region >= 0 && tree.regions[region].kind == .closure {
            region = Int(tree.regions[region].parent)
            closures += 1
        }
        return (region, closures)
    }

    /// Whether `chain` is in the value of a stored property that is a parameter's default in
    /// the memberwise initializer: a `var` (not `lazy`, `private` or `fileprivate`) of a struct
    /// that declares no initializer in its body (`@ObservedObject var coordinator:
    /// NavigationCoordinator = Resolver.resolve()`, `@StateObject var settings =
    /// AppDependencies.shared.settings`). The caller can hand in another, as with a default
    /// argument; a `let` with a value is no parameter, and a SwiftUI `@State` seed is the
    /// view's own state. Also such a `var` of a class whose value is a closure, which the
    /// caller sets after construction.
    private func isMemberwiseDefault(_ chain: ExpressionChain, isLookup: Bool) -> Bool {
        // Also inside a closure that is the value (`var readPools: (String) async throws -> [Pool]
        // = { try await TonService.shared.pools(address: $0) }`; held-out set 51).
        let region = regionOutsideClosures(of: chain).region
        guard region >= 0, tree.regions[region].kind == .propertyInitializer, tree.regions[region].owner >= 0
        else { return false }
        let property = Int(tree.regions[region].owner)
        let d = declaration(property)
        let modifiers = d.modifierSet
        guard d.kind == .var, !modifiers.isTypeMember, !modifiers.contains(.lazy), !modifiers.isFilePrivate,
            d.parent >= 0,
            // A view's `@State` seed is its own state, which no caller hands in.
            !tree.hasAttribute(property, "State")
        else { return false }
        let parent = Int(d.parent)
        switch declaration(parent).kind {
        case .struct:
            return !tree.members(of: parent).contains { declaration($0).kind == .`init` }
        case .class:
            // A class's closure property, the closure itself its value (`var registerToBidCommand
            // = { () -> CocoaAction in appDelegate().registerToBidCommand() }`): a seam the caller
            // sets after construction, as tests do (held-out set 60: 4 of 4 not acted on); and a
            // property declared with a protocol of the set, `var storeHelper: StoreHelperProtocol =
            // StoreHelper.instance`: the type's own seam, its live value the default (held-out
            // set 63: 1 of 1 not acted on).
            let start = Int(d.initializer.start)
            if !isLookup, let written = typeReference(d.type).name, index.kind(of: written) == .protocol { return true }
            return !d.initializer.isEmpty && tree.tokens[start].kind == .leftBrace
                && matches.close(of: start) == Int(d.initializer.end) - 1
        default:
            return false
        }
    }

    /// `isDefaultInjection`'s static factory handing `chain` to its own type's initializer: as
    /// a whole labelled argument, or inside one, a closure the initializer takes
    /// (`BiometryRequestViewModel(…, completionHandler: { _ in AppRouter.instance.open(…) })`,
    /// `AuthorizationApiClient(context: .create(), token: { ServicesProvider.shared.token })`
    /// in an extension of a library's type; held-out set 63: 6 of 6 SPEC "no").
    private func isHandedToOwnInitializer(_ chain: ExpressionChain) -> Bool {
        var factory = owner(ofRegion: chain.region)
        while factory >= 0 && declaration(factory).kind != .func && !declaration(factory).kind.isVariable {
            factory = Int(declaration(factory).parent)
        }
        guard factory >= 0, declaration(factory).modifierSet.isTypeMember, let type = enclosingTypeName(of: factory),
            let result = typeReference(declaration(factory).type).name, result == type || result == "Self"
        else { return false }
        // An initializer of the type this file shows says itself whether it takes a dependency
        // (`isStaticFactoryOfOwnType`).
        if showsInitializer(of: type) { return false }
        if let close = argumentListClose(ofLabelledArgument: chain), let open = matches.open(of: close), open >= 2,
            constructs(type, callOpeningAt: open)
        {
            return true
        }
        // Also a labelled argument of what the factory builds to hand the type's initializer
        // (`AuthorViewController(presenter: AuthorPresenter(recipesFacade: AppContainer.resolve(),
        // …), coordinator: coordinator)`: the screen's graph built in its factory; held-out set
        // 317: 25 of 25 SPEC "no").
        let start = Int(chain.start)
        let range = declaration(factory).tokens
        let isInArguments = (Int(range.start)..<start).contains { open in
            tree.tokens[open].kind == .leftParen && open >= 2 && (matches.close(of: open) ?? 0) > start
                && constructs(type, callOpeningAt: open)
        }
        if isInArguments { return true }
        // A local of the factory holding the reach in a closure, handed in by name (`let
        // onWrongValue: (View?) -> Void = { _ in StoreHelper.instance.clear() }`, then
        // `ChangePincodeModuleContext(…, onWrongValue: onWrongValue)`).
        var region = Int(chain.region)
        var local: String?
        for _ in 0..<4 where region >= 0 && tree.regions[region].kind == .closure {
            local = localHolding(closure: region)
            if local != nil { break }
            region = Int(tree.regions[region].parent)
        }
        guard let local else { return false }
        return (start..<Int(range.end)).contains { open in
            guard open >= 3, tree.tokens[open].kind == .leftParen, constructs(type, callOpeningAt: open),
                let close = matches.close(of: open)
            else { return false }
            return (open + 1..<close).contains { tree.tokens[$0].kind == .identifier && token($0, spells: local) }
        }
    }

    /// The local whose value closure `region` is (`let onWrongValue: (View?) -> Void = { … }`),
    /// read from the tokens before its brace on its line, or nil.
    private func localHolding(closure region: Int) -> String? {
        let tokens = tree.tokens
        let open = Int(tree.regions[region].tokens.start) - 1
        guard open > 1, tokens[open].kind == .leftBrace, tokens[open - 1].kind == .equal else { return nil }
        var i = open - 2
        for _ in 0..<32 where i > 0 {
            if tokens[i].is(.let) || tokens[i].is(.var) {
                return tokens[i + 1].kind == .identifier ? text(ofToken: i + 1) : nil
            }
            if tokens[i].isAtLineStart { return nil }
            i -= 1
        }
        return nil
    }

    /// Whether the call whose arguments open at `open` builds `type`: `AppEnvironment(…)`,
    /// `Self(…)`, `.init(…)`, `AppEnvironment.init(…)`.
    private func constructs(_ type: String, callOpeningAt open: Int) -> Bool {
        let callee = open - 1
        if token(callee).is(.`init`) {
            guard tree.tokens[callee - 1].kind == .period else { return false }
            return tree.tokens[callee - 2].kind != .identifier || text(ofToken: callee - 2) == type
        }
        return text(ofToken: callee) == type || token(callee).is(.Self)
    }

    /// Whether declaration `member` is an initializer with a dependency-like parameter, or a
    /// platform service (`ProjectIndex.serviceTypeNames`).
    /// Also two or more closure parameters: seams the caller fills, one per collaborator
    /// (`init(relayLookup: @escaping (String, Int) -> [String], relaySender: …)` beside a private
    /// `init()` filling them from shared services; held-out set 80: 3 of 3 SPEC "no").
    private func takesDependency(_ member: Int) -> Bool {
        let d = declaration(member)
        guard d.kind == .`init` else { return false }
        var closures = 0
        for parameter in d.parameters {
            let type = typeReference(tree.parameters[Int(parameter)].type)
            // A platform service counts (`init(for managedObjectContext: NSManagedObjectContext)`
            // beside a parameterless `init()` reading the delegate's context; held-out set 194).
            if index.isDependencyLike(type) || type.names.contains(where: ProjectIndex.serviceTypeNames.contains) {
                return true
            }
            if type.isFunction { closures += 1 }
        }
        return closures >= 2
    }

    /// Whether func declaration `function` is static or class, and its result is its own type
    /// (`Foo`, `Foo?`, `Self`), declared in a type of this file that has an initializer taking
    /// a dependency (in this file: its declaration or an extension of it).
    private func isStaticFactoryOfOwnType(_ function: Int) -> Bool {
        let factory = declaration(function)
        guard factory.modifierSet.isTypeMember, !factory.type.isEmpty, let type = enclosingType(of: function) else {
            return false
        }
        let typeName = typeName(of: type)
        let result = typeReference(factory.type)
        // The type, or a protocol it adopts (`static func open(file:) -> SignedContainerProtocol`
        // in an extension, building a `SignedContainer`; held-out set 26).
        let isOwnType =
            result.name == typeName || result.name == "Self"
            || result.name.map { name in index.facts(named: typeName).contains { $0.inherited.contains(name) } } ?? false
        guard !result.isCollection, !result.isFunction, isOwnType else { return false }
        return showsInitializer(of: typeName, where: takesDependency)
    }

    /// Whether this file declares an initializer of type `typeName` (in its declaration or an
    /// extension) that meets `condition`.
    private func showsInitializer(of typeName: String, where condition: (Int) -> Bool = { _ in true }) -> Bool {
        declarations.indices.contains { member in
            declaration(member).kind == .`init` && enclosingTypeName(of: member) == typeName && condition(member)
        }
    }

    /// Whether the token after `index` starts another statement (`SyntaxTree.endsStatement(after:)`).
    public func endsStatement(after index: Int) -> Bool { tree.endsStatement(after: index) }

    /// The local whose value `chain` is (`let name = chain`, `var name = chain`), or nil.
    /// With `parenthesized`, also the whole value written in parentheses (`let app =
    /// (NSApp.delegate as! AppDelegate)`); the caller checks that nothing follows them.
    public func local(boundTo chain: ExpressionChain, parenthesized: Bool = false) -> String? {
        var start = Int(chain.start)
        if parenthesized && start >= 1 && tree.tokens[start - 1].kind == .leftParen { start -= 1 }
        guard start >= 3, tree.tokens[start - 1].kind == .equal, tree.tokens[start - 2].kind == .identifier else {
            return nil
        }
        if token(start - 3).is(.let) || token(start - 3).is(.var) { return text(ofToken: start - 2) }
        // With a plain type written (`let appDel: AppDelegate = UIApplication.shared.delegate as!
        // AppDelegate`; held-out set 139: 1 of 1 SPEC "no").
        guard start >= 5, tree.tokens[start - 3].kind == .colon, tree.tokens[start - 4].kind == .identifier,
            token(start - 5).is(.let) || token(start - 5).is(.var)
        else { return nil }
        return text(ofToken: start - 4)
    }

    /// The tokens after `chain` and before `end` that name local `name`: not another value's
    /// member of the name, nor an argument's label spelled like it (`Service(store: store)`).
    func uses(ofLocal name: String, after chain: ExpressionChain, before end: Int) -> [Int] {
        let tokens = tree.tokens
        // A body cut short around the chain (unbalanced braces) may end before it does.
        guard end > Int(chain.end) else { return [] }
        return (Int(chain.end)..<end).filter { i in
            guard tokens[i].kind == .identifier, tokens[i - 1].kind != .period, token(i, spells: name) else { return false }
            let isLabel =
                i + 1 < tokens.count && tokens[i + 1].kind == .colon
                && (tokens[i - 1].kind == .leftParen || tokens[i - 1].kind == .comma)
            return !isLabel
        }
    }

    /// Whether `chain` is the whole value of a local (`guard let account =
    /// Settings.shared.currentAccount`) that the rest of its function only hands on, each use a
    /// labelled argument, whole or a property of it (`HistoryService(address: account.address)`,
    /// `createView(currentUser: account)`), or never uses (a leftover `let networkService =
    /// NetworkService.shared` nothing reads; held-out set 104: 4 of 4 not acted on).
    public func isLocalHandedOn(_ chain: ExpressionChain) -> Bool {
        guard let uses = usesOfLocal(boundTo: chain) else { return false }
        return uses.allSatisfy { i in
            i >= 3 && tree.tokens[i - 1].kind == .colon
                && (tree.tokens[i - 2].kind == .identifier || tree.tokens[i - 2].kind == .keyword)
                && (tree.tokens[i - 3].kind == .leftParen || tree.tokens[i - 3].kind == .comma)
        }
    }

    /// The uses (`uses(ofLocal:after:before:)`) the rest of its function makes of the local whose
    /// whole value `chain` is, or nil when the chain is no local's value in a function or
    /// initializer.
    func usesOfLocal(boundTo chain: ExpressionChain) -> [Int]? {
        guard let local = local(boundTo: chain), let function = enclosingFunctionOrInitializer(ofRegion: chain.region)
        else { return nil }
        return uses(ofLocal: local, after: chain, before: Int(declaration(function).body.end))
    }

    /// The nearest func or initializer whose body holds `region`, if no type declaration lies
    /// in between.
    func enclosingFunctionOrInitializer(ofRegion region: Int32) -> Int? {
        var current = owner(ofRegion: region)
        while current >= 0 {
            let d = declaration(current)
            if d.kind == .`init` || d.kind == .func { return current }
            if d.kind.isTypeContext { return nil }
            current = Int(d.parent)
        }
        return nil
    }
}

extension FileContext {
    /// Whether a static or class factory of type `typeName` (in this file) sets property `name`
    /// on the instance it builds, to one of its own parameters or to what it constructs from
    /// them (`static func instantiate(api: API) -> Self { let vc = …; vc.api = api; return vc
    /// }`, `vc.presenter = Presenter(env: env, view: vc)`): a storyboard scene's constructor
    /// injection, which no caller can skip (`force_unwrapped_dependency`), and a stored
    /// property's default it always replaces (`var env: AppEnvironment = .shared`,
    /// `singleton_access`). With `anyValue`, whatever the factory sets on the instance it
    /// builds, a local it declares (`let viewController = Scene.instantiate();
    /// viewController.theme = ThemeService.shared().theme`): the property is set before any
    /// caller holds the instance, so it cannot be used unset (`force_unwrapped_dependency`;
    /// held-out set 45: 19 of 19 such scenes not acted on, SPEC "no").
    public func isSetByOwnFactory(_ name: String, of typeName: String, anyValue: Bool = false) -> Bool {
        let tokens = tree.tokens
        return declarations.indices.contains { index in
            let d = declaration(index)
            guard d.kind == .func, d.modifierSet.isTypeMember, !d.body.isEmpty, anyValue || !d.parameters.isEmpty,
                enclosingTypeName(of: index) == typeName
            else { return false }
            let parameterNames = tree.parameterNames(of: index)
            let body = d.body
            return body.indices.contains { i in
                guard
                    i >= Int(body.start) + 3 && i + 3 < Int(body.end) && tokens[i + 1].kind == .equal
                        && tokens[i - 1].kind == .period && text(ofToken: i) == name
                else { return false }
                // `vc.api`, or through the optional the storyboard gives (`vc?.api`, `vc!.api`).
                let unwraps = tokens[i - 2].kind == .postfixQuestion || tokens[i - 2].kind == .exclamation
                let base = unwraps ? i - 3 : i - 2
                guard tokens[base].kind == .identifier else { return false }
                // Whatever the value, also an implicit member (`instance.viewModel = .init(course:
                // course)`; held-out set 279: 1 of 1 SPEC "no").
                if anyValue && declaresLocal(text(ofToken: base), in: Int(body.start)..<base) { return true }
                // A parameter (`vc.api = api`) or what the factory builds from them
                // (`vc.presenter = Presenter(env: env, view: vc)`).
                guard tokens[i + 2].kind == .identifier else { return false }
                return parameterNames.contains(text(ofToken: i + 2))
                    || (tokenStartsWithUppercase(i + 2) && tokens[i + 3].kind == .leftParen)
            }
        }
    }

    /// Whether every initializer of type `typeName` declared in this file sets stored property
    /// `name` (`self.model = model`), or hands construction to another with `self.init(…)`:
    /// the property's initial value is never what an instance holds (`@ObservedObject var
    /// model: NotificationModel = .shared` beside `init(model:)` setting it; held-out set 87:
    /// 1 of 1 SPEC "no"). False when the file declares none, or does not declare the type.
    public func isReplacedByEveryInitializer(_ name: String, of typeName: String) -> Bool {
        let declaresType = declarations.indices.contains { i in
            declaration(i).kind.isTypeContext && declaration(i).kind != .extension && self.name(of: i) == typeName
        }
        guard declaresType else { return false }
        return showsInitializer(of: typeName)
            && !showsInitializer(of: typeName) { i in
                let body = declaration(i).body
                return body.isEmpty || !(assigns(name, in: body) || delegatesToOwnInitializer(body))
            }
    }

    /// Whether `range` calls `self.init(`.
    private func delegatesToOwnInitializer(_ range: TokenRange) -> Bool {
        range.indices.contains { i in
            i + 3 < Int(range.end) && tree.tokens[i].is(.self) && tree.tokens[i + 1].kind == .period
                && tree.tokens[i + 2].is(.`init`) && tree.tokens[i + 3].kind == .leftParen
        }
    }

    /// Whether `range` holds `name = …` or `self.name = …` (not `let name = …`).
    public func assigns(_ name: String, in range: TokenRange) -> Bool {
        let tokens = tree.tokens
        for i in range.indices where tokens[i].kind == .identifier && i + 1 < Int(range.end) && tokens[i + 1].kind == .equal {
            guard text(ofToken: i) == name, i > Int(range.start) else { continue }
            let previous = tokens[i - 1]
            if previous.kind == .period {
                if i >= 2 && tokens[i - 2].is(.self) { return true }
                continue
            }
            if previous.is(.let) || previous.is(.var) || previous.is(.case) || previous.kind == .comma { continue }
            return true
        }
        return false
    }

    /// Whether `let name =` or `var name =` declares a local in token range `range`.
    private func declaresLocal(_ name: String, in range: Range<Int>) -> Bool {
        range.contains { j in
            j + 2 < range.upperBound && (token(j).is(.let) || token(j).is(.var)) && token(j + 1).kind == .identifier
                && token(j + 2).kind == .equal && text(ofToken: j + 1) == name
        }
    }

    /// The argument labels of the call whose argument tokens are `arguments` (between the
    /// parentheses), `_` for an unlabelled one: `calculate(width: w, height: h)` gives
    /// `["width", "height"]`.
    public func argumentLabels(_ arguments: TokenRange) -> [String] {
        let tokens = tree.tokens
        var labels: [String] = []
        var depth = 0
        var start = Int(arguments.start)
        var index = start
        while index <= Int(arguments.end) {
            let atEnd = index == Int(arguments.end)
            if atEnd || (depth == 0 && tokens[index].kind == .comma) {
                guard start < index else { break }
                let isLabelled =
                    start + 1 < index && tokens[start + 1].kind == .colon
                    && (tokens[start].kind == .identifier || tokens[start].kind == .keyword)
                labels.append(isLabelled ? text(ofToken: start) : "_")
                start = index + 1
            } else {
                switch tokens[index].kind {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightBrace: depth -= 1
                default: break
                }
            }
            index += 1
        }
        return labels
    }

    /// Whether a call's first argument is a string literal or an enum case (`save(event:
    /// "Viewed")`, `track(.open)`, `track(event: MenuTrackingEvent.terms)`, `log(OpenPayload())`):
    /// an event named in place, not a value handed on.
    func namesEvent(_ arguments: TokenRange) -> Bool {
        var value = Int(arguments.start)
        let end = Int(arguments.end)
        if value + 1 < end, token(value + 1).kind == .colon { value += 2 }
        guard value < end else { return false }
        switch token(value).kind {
        case .stringLiteral, .stringHead: return true
        case .period: return value + 1 < end && token(value + 1).kind == .identifier
        // A case named with its type (`MenuTrackingEvent.terms`; held-out set 83), or an event
        // value built in place (`logFirebase(MapPressPayload())`; set 81).
        case .identifier:
            guard value + 1 < end, tokenStartsWithUppercase(value) else { return false }
            let next = token(value + 1).kind
            return next == .leftParen || (next == .period && value + 2 < end && token(value + 2).kind == .identifier)
        default: return false
        }
    }

    /// Whether `chain`, the value of a private stored property (its initial value, or the
    /// whole value an initializer assigns it), is the instance of `typeName` the type only
    /// sends analytics events through: `typeName` is named for analytics, and every use of
    /// the property calls a method on it, also through `?`, that `Judgments.isAnalyticsEvent`
    /// reads as one (`analytics.track(.tabSelected(tab))`, `analytics?.logEngagement(view:
    /// self)`). `singleton_access` asks it of a shared instance, `service_locator` of a lookup.
    /// With `ofAnyAccess`, the initial value of a property of any access level counts too (a
    /// SwiftUI view's `let analytics = AnalyticsProvider.shared`), and so does one nothing in
    /// the file uses, unless the view observes it.
    public func sendsOnlyAnalyticsEvents(
        through chain: ExpressionChain, owner: Int, on typeName: String, ofAnyAccess: Bool = false
    ) -> Bool {
        guard Judgments.analyticsTypeWords.contains(where: typeName.contains),
            let uses = usesOfPrivateProperty(valuedBy: chain, owner: owner, orInitialValueOfAnyAccess: ofAnyAccess),
            !uses.isEmpty
                || (ofAnyAccess && !tree.hasAttribute(owner, "ObservedObject") && !tree.hasAttribute(owner, "StateObject"))
        else { return false }
        let tokens = tree.tokens
        return uses.allSatisfy { use in
            var period = use + 1
            if period < tokens.count, tokens[period].kind == .postfixQuestion || tokens[period].kind == .exclamation {
                period += 1
            }
            guard period + 2 < tokens.count, tokens[period].kind == .period, tokens[period + 1].kind == .identifier,
                tokens[period + 2].kind == .leftParen, !tokens[period + 2].hasTriviaBefore,
                let close = matches.close(of: period + 2)
            else { return false }
            let arguments = TokenRange(period + 3, close)
            return Judgments.isAnalyticsEvent(
                on: typeName, method: text(ofToken: period + 1), firstLabel: argumentLabels(arguments).first,
                namesEvent: namesEvent(arguments), hasArguments: !arguments.isEmpty)
        }
    }
}
