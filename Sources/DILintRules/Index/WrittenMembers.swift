import DILintSyntax

extension FileSummary {
    /// Mutating methods of the standard collections and `Bool`: `store.items.append(x)`
    /// writes `items` as surely as `store.items = …` does.
    static let mutatingMethodNames = NameSet([
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue", "removeSubrange",
        "popLast", "popFirst", "toggle", "sort", "reverse", "shuffle", "formUnion", "formIntersection", "subtract",
        "merge", "updateValue", "swapAt", "replaceSubrange",
    ])

    /// The member names this file's code writes through another value after it is built, the
    /// other half of the fixed-state judgment (`ProjectIndex.isFixedState`, docs/judgments.md
    /// "constant read"): every name of an assignment's left-hand side but a declared one
    /// (`SystemKit.shared.device.model = m` and `self.device.model += 1` give `device` and
    /// `model`, `items += [x]` gives `items`, `var count = 0` nothing; a tuple
    /// `(a.x, b.y) = …` gives `x` and `y`), the chain a standard mutating
    /// method is called on (`store.items.append(x)` gives `items`), and the chain after a
    /// binding (`$settings.isOn`) or an `inout` argument (`&state.count`). Code inside an
    /// initializer's body is not counted: a type filling its own state while it is built
    /// does not change it afterwards. Names are kept whatever they belong to, on the side of
    /// "written".
    static func writtenMemberNames(in tree: SyntaxTree) -> (names: Set<String>, typeRooted: Set<String>) {
        let tokens = tree.tokens
        let bytes = tree.bytes
        // Writes through a chain rooted at a type name, as `Root.name`: the index keeps them
        // only when the analyzed set declares the root (a library's
        // `ImageCache.default.memoryStorage.config.expiration = …` writes no `config` of the
        // set; held-out set 49: 17 of 90 sampled findings read a plist-loaded `config`).
        var typeRooted = Set<String>()
        var initializerBodies = tree.declarations.lazy.filter { $0.kind == .`init` && !$0.body.isEmpty }.map(\.body)
            .makeIterator()
        var nextBody = initializerBodies.next()
        var names = Set<String>()
        // The name tokens of the declared properties, which a local's binding is not (built
        // at the first bare-name write).
        var memberNames: Set<Int32>?
        // The keyword that binds bare name `name`, written at token `use`, as a local of the
        // function around it: `var name`/`let name` earlier in the same or an enclosing block
        // (a pattern's `case .success(var entity)` too), not a member's declaration (a
        // button's `var config = …; config.title = …` writes no `config` member; held-out set
        // 49: 17 of 90 sampled findings read a plist-loaded `config` as written). Nil for no
        // local. The walk stops at the function's head, or after a bounded number of tokens.
        func localBinding(_ name: String, usedAt use: Int) -> Keyword? {
            // Braces closed and opened walking back; a block closed before the use (`depth >
            // outer`) is no scope of it.
            var (depth, outer) = (0, 0)
            var k = use - 1
            while k > 0 && use - k < 4096 {
                let token = tokens[k]
                switch token.kind {
                case .rightBrace: depth += 1
                case .leftBrace:
                    depth -= 1
                    outer = min(outer, depth)
                case .identifier where depth == outer && (tokens[k - 1].is(.var) || tokens[k - 1].is(.let)):
                    guard tree.text(ofToken: k) == name else { break }
                    if memberNames == nil {
                        memberNames = Set(
                            tree.declarations.lazy.filter { $0.kind.isVariable && !$0.flags.contains(.isLocal) }.map(\.nameToken))
                    }
                    return memberNames?.contains(Int32(k)) == false ? tokens[k - 1].keyword : nil
                case .keyword where depth == outer && depth < 0 && (token.is(.func) || token.is(.`init`) || token.is(.deinit)):
                    return nil
                default: break
                }
                k -= 1
            }
            return nil
        }
        // Records every name after a period in the chain that ends at token `end`, walking back.
        func recordChain(endingAt end: Int) {
            var chain: [String] = []
            defer { names.formUnion(chain) }
            var j = end
            while j > 0 {
                switch tokens[j].kind {
                case .postfixQuestion, .exclamation:
                    j -= 1
                case .rightSquare, .rightParen:
                    guard let open = tree.groupStart(closingAt: j, limit: 4096) else { return }
                    let before = open - 1
                    var isCallOrSubscript = false
                    if before >= 0 && !tokens[open].hasTriviaBefore {
                        switch tokens[before].kind {
                        case .identifier, .rightParen, .rightSquare, .postfixQuestion, .exclamation, .keyword:
                            isCallOrSubscript = true
                        default: break
                        }
                    }
                    guard isCallOrSubscript else {
                        if tokens[j].kind == .rightParen {  // a tuple: `(a.x, b.y) = …`
                            for k in open + 1..<j where tokens[k].kind == .identifier && tokens[k - 1].kind == .period {
                                names.insert(tree.text(ofToken: k))
                            }
                        }
                        return
                    }
                    j = before
                case .keyword where tokens[j - 1].kind == .period:
                    // A member named by a keyword (`ImageCache.default.…`).
                    chain.append(tree.text(ofToken: j))
                    j -= 2
                case .identifier:
                    // The chain's head: a bare name (`items += [x]` in the type's own code), not
                    // a declaration (`var count = 0`, `let x: Int = 0`).
                    guard tokens[j - 1].kind == .period else {
                        let root = tree.text(ofToken: j)
                        if root.first?.isUppercase == true && root != "Self" && !chain.isEmpty {
                            for name in chain { typeRooted.insert(root + "." + name) }
                            chain = []
                        } else {
                            // After a keyword or a colon (`var count = 0`, `{ cell in cell.title = …`,
                            // `case .x: n = 1`) the root is no member; a chain after it still may
                            // be, and after a colon it may be a pattern's local (`case
                            // .success(var entity): entity.content = …`).
                            let mayBeMember = tokens[j - 1].kind != .keyword && tokens[j - 1].kind != .colon
                            guard mayBeMember || (tokens[j - 1].kind == .colon && !chain.isEmpty) else { return }
                            switch localBinding(root, usedAt: j) {
                            case nil: if mayBeMember { chain.append(root) }
                            // A `var` local whose members are written is a value's copy: a
                            // class's reference would be a `let` (the compiler asks for one),
                            // so the write changes no shared instance (a response transformer's
                            // `case .success(var entity)` setting `entity.content` writes no
                            // window geometry's `content`; held-out set 187: 5 SPEC "no").
                            case .var?: chain = []
                            default: break
                            }
                        }
                        return
                    }
                    chain.append(tree.text(ofToken: j))
                    j -= 2
                default:
                    return
                }
            }
        }
        // Records the names after periods that follow the chain's base at token `base`.
        func recordChain(afterBaseAt base: Int) {
            var k = base + 1
            while k + 1 < tokens.count && tokens[k].kind == .period && tokens[k + 1].kind == .identifier {
                names.insert(tree.text(ofToken: k + 1))
                k += 2
                while k < tokens.count && (tokens[k].kind == .postfixQuestion || tokens[k].kind == .exclamation) { k += 1 }
            }
        }
        var i = 1
        while i + 1 < tokens.count {
            defer { i += 1 }
            let kind = tokens[i].kind
            guard kind == .equal || kind == .binaryOperator || kind == .identifier || kind == .prefixOperator else {
                continue
            }
            if let body = nextBody, i >= Int(body.start) {
                if i < Int(body.end) {
                    i = Int(body.end) - 1
                    continue
                }
                // Past it: the next body that ends after `i` (nested initializers are skipped with their outer one).
                while let candidate = nextBody, Int(candidate.end) <= i { nextBody = initializerBodies.next() }
                if let body = nextBody, i >= Int(body.start) {
                    i = Int(body.end) - 1
                    continue
                }
            }
            switch kind {
            case .equal:
                recordChain(endingAt: i - 1)
            case .binaryOperator:
                let length = tokens[i].length
                guard length >= 2 && length <= 3 && bytes[Int(tokens[i].end) - 1] == UInt8(ascii: "=") else { continue }
                let first = bytes[Int(tokens[i].start)]
                let isComparison =
                    first == UInt8(ascii: "=") || first == UInt8(ascii: "!")
                    || (length == 2 && (first == UInt8(ascii: "<") || first == UInt8(ascii: ">")))
                if !isComparison { recordChain(endingAt: i - 1) }
            case .identifier:
                guard tokens[i + 1].kind == .period else {
                    if tokens[i + 1].kind == .leftParen && tokens[i - 1].kind == .period && i >= 2
                        && tree.token(i, isIn: Self.mutatingMethodNames)
                    {
                        recordChain(endingAt: i - 2)
                    }
                    continue
                }
                guard bytes[Int(tokens[i].start)] == UInt8(ascii: "$") && tokens[i].length > 1 else { continue }
                recordChain(afterBaseAt: i)
            default:  // a prefix operator: `&state.count`
                guard tokens[i].length == 1 && bytes[Int(tokens[i].start)] == UInt8(ascii: "&") else { continue }
                recordChain(afterBaseAt: i + 1)
            }
        }
        return (names, typeRooted)
    }
}
