import DILintSyntax

extension TypeFact {
    /// The names that the code of type declaration or extension `index` assigns, as its own
    /// property, a value it builds or obtains: `x = …`, `self.x = …`, `self?.x = …`,
    /// `self!.x = …` anywhere in its tokens (members, closures and nested types included).
    /// Not counted: `= nil`; local bindings (`let x = …`, `if let x = …`, `case let x = …`);
    /// and a method other than an initializer storing one of its own parameters as is
    /// (`func configure(tracker: Tracking) { self.tracker = tracker }`), which is setter
    /// injection, not the type filling its own state. A local `var x` assigned later is
    /// counted (a rare false match, on the side of "not injected"). Used by
    /// property_injection.
    ///
    /// `mutated` is found in the same scan: the names assigned (`= nil` included) outside an
    /// initializer's body, the state that changes after the instance is built (the
    /// constant-read judgment). So are the types the code registers in a DI container by
    /// metatype, `container.register(SwipeActions.self) { … }` (Swinject, Dip, DITranquillity):
    /// such a type is dependency-like (`ProjectIndex.isDependencyLike(name:)`). With
    /// `collectsWiringConstructions`, the wiring-named types the code constructs too
    /// (`AppCoordinator(window: window)`): an entry point's root coordinator; with
    /// `collectsViewConstructions` as well, every capitalised name it calls (a SwiftUI `App`'s
    /// `WindowGroup { ApplicationEntry() }`), for the index to keep the views among them.
    static func bodyFacts(
        declaration index: Int, in tree: SyntaxTree, collectsWiringConstructions: Bool = false,
        collectsViewConstructions: Bool = false
    ) -> (
        selfAssigned: Set<String>, mutated: Set<String>, registered: [String], wiringConstructions: [String],
        builtBare: [String]
    ) {
        let range = tree.declarations[index].tokens
        var names = Set<String>()
        var mutated = Set<String>()
        var registered: [String] = []
        var constructed: [String] = []
        var builtBare: [String] = []  // of `constructed`, those first built with no arguments
        // Locals that stand for `self` (`let viewController = self`, Clean Swift's `setup()`).
        var selfAliases: Set<String> = []
        let initializerBodies = tree.members(of: index).compactMap { member -> Range<Int>? in
            let d = tree.declarations[member]
            return d.kind == .`init` && !d.body.isEmpty ? Int(d.body.start)..<Int(d.body.end) : nil
        }
        tree.tokens.withUnsafeBufferPointer { tokens in
            // Every token of every type is looked at here (nested types' again), so the scan
            // for `name =` reads the buffer without bounds checks (a run: 3,772 -> 3,737 M
            // instructions, callgrind on the benchmark corpus).
            var i = Int(range.start)
            let last = Int(range.end) - 2
            while i < last {
                defer { i += 1 }
                // `register(Api.self`: kinds first, the name's text only when they match.
                if tokens[i + 1].kind == .leftParen {
                    if i + 4 < Int(range.end) && tokens[i].kind == .identifier && tokens[i + 2].kind == .identifier
                        && tokens[i + 3].kind == .period && tokens[i + 4].is(.self)
                        && tree.token(i, is: "register")
                    {
                        registered.append(tree.text(ofToken: i + 2))
                    }
                    if collectsWiringConstructions && tokens[i].kind == .identifier {
                        let name = tree.text(ofToken: i)
                        // A view by its own name (`ApplicationEntry()`), not a member of another
                        // type (`AppFeature.View(store:)`).
                        if (Judgments.hasWiringTypeName(name)
                            || (collectsViewConstructions && name.first?.isUppercase == true && i > Int(range.start)
                                && tokens[i - 1].kind != .period))
                            && !constructed.contains(name)
                        {
                            constructed.append(name)
                            if tokens[i + 2].kind == .rightParen { builtBare.append(name) }
                        }
                    }
                    continue
                }
                guard tokens[i + 1].kind == .equal && tokens[i].kind == .identifier else { continue }
                let value = tokens[i + 2]
                if i > 0 {
                    let previous = tokens[i - 1]
                    if previous.kind == .keyword
                        && (previous.keyword == .let || previous.keyword == .var
                            || previous.keyword == .case)
                    {
                        if previous.keyword != .case && value.kind == .keyword && value.keyword == .self
                            && (i + 3 >= Int(range.end) || tokens[i + 3].isAtLineStart || tokens[i + 3].kind == .semicolon)
                        {
                            selfAliases.insert(tree.text(ofToken: i))
                        }
                        continue
                    }
                    if previous.kind == .period {
                        // Only through `self`, `Self` (a static property the type's own static
                        // set-up assigns: `Self.handler = handler`) or a local standing for it:
                        // `other.x = …` is someone else's property.
                        var base = i - 2
                        if base >= 0 && (tokens[base].kind == .postfixQuestion || tokens[base].kind == .exclamation) { base -= 1 }
                        guard base >= 0 else { continue }
                        let isSelf =
                            tokens[base].kind == .keyword
                            && (tokens[base].keyword == .self || tokens[base].keyword == .`Self`)
                        let isAlias =
                            !isSelf && tokens[base].kind == .identifier && !selfAliases.isEmpty
                            && (base == 0 || tokens[base - 1].kind != .period)
                            && selfAliases.contains(tree.text(ofToken: base))
                        guard isSelf || isAlias else { continue }
                    }
                }
                if !initializerBodies.contains(where: { $0.contains(i) }) { mutated.insert(tree.text(ofToken: i)) }
                if value.kind == .keyword && value.keyword == .nil { continue }
                if storesParameterOfMethod(valueAt: i + 2, in: tree, within: index) { continue }
                names.insert(tree.text(ofToken: i))
            }
        }
        return (names, mutated, registered, constructed, builtBare)
    }

    /// Whether the token at `value` is a whole right-hand side naming a parameter of the
    /// method (not initializer) whose body holds it.
    private static func storesParameterOfMethod(valueAt value: Int, in tree: SyntaxTree, within type: Int) -> Bool {
        let tokens = tree.tokens
        guard tokens[value].kind == .identifier else { return false }
        guard tree.endsStatement(after: value) else { return false }
        let name = tree.text(ofToken: value)
        for member in Int(type) + 1..<Int(tree.declarations[type].subtreeEnd) {
            let d = tree.declarations[member]
            guard d.kind == .func, d.body.contains(value) else { continue }
            return tree.parameterNames(of: member).contains(name)
        }
        return false
    }
}

extension TypeFact {
    /// A collection's methods that change it in place (`items.append(item)`).
    static let mutatingCollectionMethods = NameSet([
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue", "removeSubrange",
        "popLast", "popFirst", "updateValue", "merge", "sort", "reverse", "shuffle", "swapAt", "formUnion",
        "formIntersection", "formSymmetricDifference", "subtract", "replaceSubrange", "update",
    ])

    /// Which of `names` (private collections a type of the file writes out in its declaration,
    /// `MemberFact.holdsFilledCollection`) code of the file changes in place: assigns into
    /// (`cache[key] = value`), updates (`count += 1`), calls a collection's mutating method on
    /// (`items.append(item)`) or passes inout (`&items`). A private member is the file's only,
    /// so one scan of its tokens sees every change; a file with no such collection (nearly
    /// every one) is not scanned.
    static func namesChangedInPlace(_ names: Set<String>, in tree: SyntaxTree) -> Set<String> {
        var changed = Set<String>()
        let watched = NameSet(names.sorted())
        // Bit `n` set: a watched name is `n` bytes long. Most identifiers fail this test, read
        // from the token alone.
        let lengths = names.reduce(UInt64(0)) { $0 | 1 << UInt64(min($1.utf8.count, 63)) }
        tree.tokens.withUnsafeBufferPointer { tokens in
            let end = tokens.count
            var i = 0
            while i + 1 < end {
                defer { i += 1 }
                guard tokens[i].kind == .identifier,
                    lengths & 1 << UInt64(min(Int(tokens[i].end - tokens[i].start), 63)) != 0,
                    tokens[i + 1].kind != .equal, tree.token(i, isIn: watched),
                    isChangedInPlace(at: i, tokens: tokens, end: end, in: tree)
                else { continue }
                changed.insert(tree.text(ofToken: i))
            }
        }
        return changed
    }

    /// Whether the name at token `i` (an identifier, not followed by `=`) is changed in place
    /// there: `&name`, `name += 1`, `name[key] = value` (or `+=`), `name.append(x)`; the name
    /// on its own or after `self.`, not another value's member (`other.items.append(x)`).
    /// `tokens` is the tree's buffer, `end` where the scan stops.
    @inline(__always)
    static func isChangedInPlace(
        at i: Int, tokens: UnsafeBufferPointer<Token>, end: Int, in tree: SyntaxTree
    ) -> Bool {
        let next = tokens[i + 1].kind
        let afterPrefix = i > 0 && tokens[i - 1].kind == .prefixOperator
        guard next == .binaryOperator || next == .leftSquare || next == .period || afterPrefix else { return false }
        if i > 1 && tokens[i - 1].kind == .period {
            guard tokens[i - 2].kind == .keyword && tokens[i - 2].keyword == .self else { return false }
        }
        if afterPrefix && tree.token(i - 1, is: "&") { return true }
        // `=`, or a compound assignment (`+=`; `FileContext.compoundAssignments`).
        func isUpdate(_ j: Int) -> Bool {
            guard j < end else { return false }
            return tokens[j].kind == .equal
                || (tokens[j].kind == .binaryOperator && FileContext.compoundAssignments.contains(tree.text(ofToken: j)))
        }
        switch next {
        case .binaryOperator:
            return isUpdate(i + 1)
        case .leftSquare:
            return tree.groupEnd(from: i + 1, to: end).map(isUpdate) ?? false
        case .period:
            return i + 3 < end && tokens[i + 2].kind == .identifier && tokens[i + 3].kind == .leftParen
                && tree.token(i + 2, isIn: mutatingCollectionMethods)
        default:
            return false
        }
    }
}
