/// Compiling and matching `Glob` patterns: brace expansion, then one element list per
/// alternative, matched by dynamic programming over text positions (linear in pattern
/// times path length, so no pattern can make matching exponential).
enum GlobCompiler {
    typealias Element = Glob.Element

    static let maximumAlternatives = 256

    /// `a{b,c}d` → `abd`, `acd` (nested braces expand inside out; `[…]` and `\x` are kept
    /// as written for `compile`). Offsets in errors are into the original pattern.
    static func expandBraces(_ pattern: [UInt8]) throws(GlobError) -> [[UInt8]] {
        var position = 0
        let result = try expandSequence(pattern, &position, isInsideBraces: false)
        if position < pattern.count {  // stopped at a `}` with no `{`
            throw GlobError(offset: position, message: "unmatched '}'")
        }
        return result
    }

    /// Expands from `position` up to an unescaped `,` or `}` at this level (inside braces)
    /// or the end (outside).
    private static func expandSequence(_ p: [UInt8], _ position: inout Int, isInsideBraces: Bool) throws(GlobError) -> [[UInt8]] {
        var results: [[UInt8]] = [[]]
        while position < p.count {
            let byte = p[position]
            if byte == UInt8(ascii: "}") || (byte == UInt8(ascii: ",") && isInsideBraces) { break }
            if byte == UInt8(ascii: "{") {
                let open = position
                position += 1
                var options: [[UInt8]] = []
                while true {
                    options += try expandSequence(p, &position, isInsideBraces: true)
                    guard position < p.count else {
                        throw GlobError(offset: open, message: "unclosed '{'; expected '}'")
                    }
                    position += 1
                    if p[position - 1] == UInt8(ascii: "}") { break }
                }
                results = results.flatMap { prefix in options.map { prefix + $0 } }
                if results.count > maximumAlternatives {
                    throw GlobError(offset: open, message: "more than \(maximumAlternatives) alternatives")
                }
                continue
            }
            var end = position + 1
            if byte == UInt8(ascii: "\\") {
                guard position + 1 < p.count else { throw GlobError(offset: position, message: "'\\' at the end; expected a character after it") }
                end = position + 2
            } else if byte == UInt8(ascii: "[") {
                end = try setEnd(p, from: position) + 1
            }
            for i in results.indices { results[i] += p[position..<end] }
            position = end
        }
        return results
    }

    /// The position of the `]` closing the set that opens at `start`.
    private static func setEnd(_ p: [UInt8], from start: Int) throws(GlobError) -> Int {
        var i = start + 1
        if i < p.count && (p[i] == UInt8(ascii: "!") || p[i] == UInt8(ascii: "^")) { i += 1 }
        if i < p.count && p[i] == UInt8(ascii: "]") { i += 1 }  // `[]]`: a literal `]`
        while i < p.count && p[i] != UInt8(ascii: "]") {
            i += p[i] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard i < p.count else { throw GlobError(offset: start, message: "unclosed '['; expected ']'") }
        return i
    }

    /// One brace-free alternative as elements, with the path conventions applied: a
    /// leading `./` dropped, a trailing `/` meaning `/**`, no `/` meaning `**/` first, and
    /// `Folder/**` also matching `Folder` (a second element list).
    static func compile(_ alternative: [UInt8]) throws(GlobError) -> [[Element]] {
        var text = alternative[...]
        while text.starts(with: [UInt8(ascii: "."), UInt8(ascii: "/")]) { text = text.dropFirst(2) }
        var elements: [Element] = []
        var i = text.startIndex
        while i < text.endIndex {
            let byte = text[i]
            switch byte {
            case UInt8(ascii: "\\"):
                elements.append(.byte(text[i + 1]))
                i += 2
            case UInt8(ascii: "?"):
                elements.append(.character)
                i += 1
            case UInt8(ascii: "*"):
                if i + 1 < text.endIndex && text[i + 1] == UInt8(ascii: "*") {
                    if i + 2 < text.endIndex && text[i + 2] == UInt8(ascii: "/") {
                        elements.append(.folders)
                        i += 3
                    } else {
                        elements.append(.doubleStar)
                        i += 2
                    }
                } else {
                    elements.append(.star)
                    i += 1
                }
            case UInt8(ascii: "["):
                let end = try setEnd(Array(alternative), from: i)
                elements.append(try set(Array(alternative[(i + 1)..<end]), offset: i + 1))
                i = end + 1
            default:
                elements.append(.byte(byte))
                i += 1
            }
        }
        if elements.last == .byte(UInt8(ascii: "/")) { elements.append(.doubleStar) }
        if !elements.contains(.byte(UInt8(ascii: "/"))) && !elements.contains(.folders) {
            elements.insert(.folders, at: 0)
        }
        var result = [elements]
        if elements.count >= 2 && elements.suffix(2) == [.byte(UInt8(ascii: "/")), .doubleStar] {
            result.append(Array(elements.dropLast(2)))
        }
        return result
    }

    /// The inside of `[…]` (between the brackets) as a set element.
    private static func set(_ body: [UInt8], offset: Int) throws(GlobError) -> Element {
        var scalars: [(UInt32, Bool)] = []  // (scalar, escaped)
        var k = 0
        var isNegated = false
        if k < body.count && (body[k] == UInt8(ascii: "!") || body[k] == UInt8(ascii: "^")) {
            isNegated = true
            k += 1
        }
        let decoded = String(decoding: body[k...], as: UTF8.self).unicodeScalars
        var escaped = false
        for scalar in decoded {
            if !escaped && scalar == "\\" {
                escaped = true
                continue
            }
            scalars.append((scalar.value, escaped))
            escaped = false
        }
        var ranges: [ClosedRange<UInt32>] = []
        var j = 0
        while j < scalars.count {
            if j + 2 < scalars.count && scalars[j + 1] == (UInt32(UInt8(ascii: "-")), false) {
                guard scalars[j].0 <= scalars[j + 2].0 else {
                    throw GlobError(offset: offset, message: "reversed range in '[…]'")
                }
                ranges.append(scalars[j].0...scalars[j + 2].0)
                j += 3
            } else {
                ranges.append(scalars[j].0...scalars[j].0)
                j += 1
            }
        }
        return .set(ranges: ranges, isNegated: isNegated)
    }

    /// Elements matching `text` literally.
    static func literal(_ text: String) -> [Element] {
        // `text` is escaped by the caller: every other byte is literal.
        var elements: [Element] = []
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.popFirst() {
            if byte == UInt8(ascii: "\\"), let next = bytes.popFirst() {
                elements.append(.byte(next))
            } else {
                elements.append(.byte(byte))
            }
        }
        return elements
    }

    /// The length of the UTF-8 character starting at `j` (1 for a stray continuation byte).
    private static func characterLength(_ text: [UInt8], _ j: Int) -> Int {
        var end = j + 1
        while end < text.count && text[end] & 0xC0 == 0x80 { end += 1 }
        return end - j
    }

    static func match(_ pattern: [Element], _ text: [UInt8]) -> Bool {
        let n = text.count
        // reachable[j]: the elements so far can end at text position j.
        var reachable = [Bool](repeating: false, count: n + 1)
        reachable[0] = true
        let slash = UInt8(ascii: "/")
        for element in pattern {
            var next = [Bool](repeating: false, count: n + 1)
            switch element {
            case .byte(let byte):
                for j in 0..<n where reachable[j] && text[j] == byte { next[j + 1] = true }
            case .character, .set:
                for j in 0..<n where reachable[j] && text[j] != slash {
                    let length = characterLength(text, j)
                    if case .set(let ranges, let isNegated) = element {
                        let scalar = String(decoding: text[j..<(j + length)], as: UTF8.self).unicodeScalars.first?.value ?? 0
                        guard ranges.contains(where: { $0.contains(scalar) }) != isNegated else { continue }
                    }
                    next[j + length] = true
                }
            case .star:
                var open = false
                for j in 0...n {
                    if reachable[j] { open = true }
                    next[j] = open
                    if j < n && text[j] == slash { open = false }
                }
            case .doubleStar:
                var open = false
                for j in 0...n {
                    if reachable[j] { open = true }
                    next[j] = open
                }
            case .folders:
                var open = false
                for j in 0...n {
                    next[j] = reachable[j] || (open && text[j - 1] == slash)
                    if reachable[j] { open = true }
                }
            }
            reachable = next
        }
        return reachable[n]
    }
}
