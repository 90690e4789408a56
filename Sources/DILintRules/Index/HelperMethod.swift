import DILintSyntax

/// The helper-call judgment (docs/judgments.md, "helper call"): a method of a singleton that
/// uses none of the instance's state and reaches nothing global, and works on what its
/// caller passes in (`CoreDataStack.shared.fetchEntities(…, onContext: context)` runs a
/// request on the caller's context). Calling it through the shared instance hides no
/// collaborator: the caller already holds everything the call touches.
///
/// What one method's body reads, recorded with the type's summary for every method of a
/// class, actor or extension whose body could be such a helper; the index decides once it
/// knows every member of the type.
public struct HelperReads: Sendable, Hashable {
    /// Plain names the body reads and does not bind itself (parameters, locals, closure
    /// parameters): members of its own type, or global functions.
    public var names: [String]
    /// Types whose static members or cases it names (`CoreDataError.fetchError(…)`).
    public var typeNames: [String]
}

extension HelperReads {
    /// Static members that reach a shared instance: a body that names one reaches something
    /// global (`URLSession.shared`, `UserDefaults.standard`, `Calendar.current`).
    static let sharedMemberNames: Set<String> = ["shared", "sharedInstance", "instance", "standard", "default", "current"]

    /// Platform types whose static members are values or the main queue, not services.
    static let valueTypeNames: Set<String> = [
        "DispatchQueue", "Task", "String", "Character", "Int", "Int64", "Int32", "UInt", "UInt8", "Double",
        "Float", "CGFloat", "Bool", "Decimal", "Array", "Dictionary", "Set", "Optional", "Result", "Swift",
        "CGPoint", "CGSize", "CGRect", "CGAffineTransform", "UIColor", "NSColor", "Color", "UIFont", "NSFont",
        "Font", "UIEdgeInsets", "NSNumber", "Data", "URL", "UUID", "Date", "TimeInterval", "NSPredicate",
        "NSSortDescriptor", "NSRange", "Range", "Locale", "TimeZone", "NSNotFound", "Duration", "Float64",
    ]

    /// Contextual words that modify an expression rather than name a value.
    static let modifierWords: Set<Keyword> = [
        .await, .async, .some, .any, .weak, .unowned, .consume, .copy, .each, .isolated, .nonisolated, .unsafe,
    ]

    /// Reads the body of method declaration `index` (enclosed by type `typeName`), or nil when
    /// the method cannot be a helper: no body, no parameter its body reads, or a body that
    /// names `self`, `Self`, `super`, its own type's static members, a shared instance
    /// (`X.shared`, `X.standard`, `X.default`, `X.current`) or a platform service type
    /// (`URLSession`, `FileManager`, `Keychain`, …).
    init?(method index: Int, in tree: SyntaxTree, enclosing typeName: String) {
        let d = tree.declarations[index]
        guard d.kind == .func, d.body.count > 2 else { return nil }
        var bound = Set<String>()
        for parameter in d.parameters {
            let token = tree.parameters[Int(parameter)].name
            if token >= 0 { bound.insert(tree.text(ofToken: Int(token))) }
        }
        guard !bound.isEmpty else { return nil }
        let parameters = bound
        let tokens = tree.tokens
        let start = Int(d.body.start) + 1
        let end = Int(d.body.end) - 1
        var reads = Set<String>()
        var typeNames = Set<String>()
        var readsParameter = false
        var inForPattern = false
        var braces: [Int] = []
        var i = start
        while i < end {
            defer { i += 1 }
            let t = tokens[i]
            switch t.kind {
            case .leftBrace:
                braces.append(i)
            case .rightBrace:
                _ = braces.popLast()
            case .keyword:
                // A keyword as an argument label (`load(for: url)`, `index(in: list)`) is a label.
                if i + 1 < end && tokens[i + 1].kind == .colon && !tokens[i + 1].hasTriviaBefore { continue }
                switch t.keyword {
                case .self, .Self, .super:
                    return nil
                case .let, .var:
                    // `let x`, `let (a, b)`, `if let x`, `case .some(let x)`.
                    var j = i + 1
                    if j < end && tokens[j].kind == .leftParen {
                        j += 1
                        while j < end && tokens[j].kind != .rightParen {
                            if tokens[j].kind == .identifier { bound.insert(tree.text(ofToken: j)) }
                            j += 1
                        }
                    } else if j < end && tokens[j].kind == .identifier {
                        // `if let cached {`, `guard let a, let b else`: the shorthand reads the
                        // name it binds, a property as often as not.
                        let after = j + 1 < end ? tokens[j + 1] : nil
                        let isShorthand =
                            after?.kind == .comma || after?.kind == .leftBrace || after?.is(.else) == true
                        if !isShorthand { bound.insert(tree.text(ofToken: j)) }
                    }
                case .for:
                    inForPattern = true
                case .catch:
                    bound.insert("error")
                case .in:
                    if inForPattern {
                        inForPattern = false
                    } else if let open = braces.last {
                        // `{ a, b in`, `{ [weak x] (a: A) in`: closure parameters.
                        for j in open + 1..<i where tokens[j].kind == .identifier { bound.insert(tree.text(ofToken: j)) }
                    }
                default:
                    break
                }
            case .identifier:
                let name = tree.text(ofToken: i)
                if inForPattern {
                    bound.insert(name)
                    continue
                }
                if i > start && tokens[i - 1].kind == .period { continue }
                let next = i + 1 < end ? tokens[i + 1] : nil
                if next?.kind == .colon && next?.hasTriviaBefore == false { continue }  // an argument label
                guard let first = name.utf8.first, first != UInt8(ascii: "$") else { continue }
                if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") {
                    if name == typeName || ProjectIndex.serviceTypeNames.contains(name) { return nil }
                    if next?.kind == .period, i + 2 < end {
                        if Self.sharedMemberNames.contains(tree.text(ofToken: i + 2)) { return nil }
                        typeNames.insert(name)
                    }
                    continue
                }
                if Self.modifierWords.contains(t.keyword) { continue }
                reads.insert(name)
                if parameters.contains(name) { readsParameter = true }
            default:
                break
            }
        }
        guard readsParameter else { return nil }
        names = reads.subtracting(bound).sorted()
        self.typeNames = typeNames.sorted()
    }
}

extension ProjectIndex {
    /// Whether calling `method` on singleton type `typeName`'s shared instance is a helper call
    /// (see `HelperReads`): every method of that name the type declares (in its declaration or
    /// an extension) is such a helper, reads no member of the type or its superclasses of the
    /// set, and names only enums and structs of the set or platform value types.
    public func isHelperCall(on typeName: String, method: String) -> Bool {
        helperCache.value(typeName) { makeHelperMethods(of: typeName) }.contains(method)
    }

    private func makeHelperMethods(of typeName: String) -> Set<String> {
        var facts = facts(named: typeName).filter { $0.kind != .protocol }
        var seen: Set<String> = [typeName]
        var supertypes = facts.flatMap(\.inherited)
        while let name = supertypes.popLast() {
            guard kind(of: name) == .class, seen.insert(name).inserted else { continue }
            let inherited = self.facts(named: name)
            facts += inherited
            supertypes += inherited.flatMap(\.inherited)
        }
        let instanceMembers = Set(facts.flatMap { $0.members.filter { !$0.isStatic }.map(\.name) })
        var helpers = Set<String>()
        var others = Set<String>()
        for member in facts.flatMap(\.members) where member.kind == .func && !member.isStatic {
            let isHelper =
                member.helperReads.map { reads in
                    reads.names.allSatisfy { !instanceMembers.contains($0) }
                        && reads.typeNames.allSatisfy { name in
                            HelperReads.valueTypeNames.contains(name) || kind(of: name) == .enum || kind(of: name) == .struct
                        }
                } ?? false
            if isHelper { helpers.insert(member.name) } else { others.insert(member.name) }
        }
        return helpers.subtracting(others)
    }
}
