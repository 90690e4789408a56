/// A path pattern from the configuration, compiled once per run: `*` matches within one
/// path component, `**` across components, `?` one character. A pattern without `/`
/// matches a file or folder name at any depth (`*Generated.swift`); `Folder/**` also matches
/// the folder itself. Paths are matched relative to the configuration file's folder.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let bytes: [UInt8]

    public init(_ pattern: String) {
        var text = pattern
        while text.hasPrefix("./") { text.removeFirst(2) }
        if text.hasSuffix("/") { text += "**" }
        if !text.contains("/") { text = "**/" + text }
        self.pattern = pattern
        self.bytes = Array(text.utf8)
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let text = Array(path.utf8)
        if match(text) { return true }
        // `Folder/**` names the folder too.
        if bytes.count >= 3 && bytes.suffix(3) == [UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "*")] {
            return Glob.matchBytes(Array(bytes.dropLast(3)), text)
        }
        return false
    }

    private func match(_ text: [UInt8]) -> Bool {
        Glob.matchBytes(bytes, text)
    }

    /// Dynamic programming over pattern and text positions: linear in their product, so no
    /// pattern can make matching exponential.
    static func matchBytes(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        let m = pattern.count
        let n = text.count
        // reachable[j]: the pattern prefix consumed so far can end at text position j.
        var reachable = [Bool](repeating: false, count: n + 1)
        reachable[0] = true
        var p = 0
        while p < m {
            var next = [Bool](repeating: false, count: n + 1)
            let byte = pattern[p]
            if byte == UInt8(ascii: "*") {
                let isDouble = p + 1 < m && pattern[p + 1] == UInt8(ascii: "*")
                if isDouble {
                    // `**/` may match zero folders: `**/x` matches `x`.
                    let skipsSlash = p + 2 < m && pattern[p + 2] == UInt8(ascii: "/")
                    var any = false
                    for j in 0...n {
                        if reachable[j] { any = true }
                        next[j] = any
                    }
                    p += skipsSlash ? 3 : 2
                    if skipsSlash {
                        // After `**/`, continue at a component start (or where `**` matched nothing).
                        var adjusted = [Bool](repeating: false, count: n + 1)
                        for j in 0...n where next[j] && (j == 0 || text[j - 1] == UInt8(ascii: "/") || reachable[j]) {
                            adjusted[j] = true
                        }
                        next = adjusted
                    }
                } else {
                    var open = false
                    for j in 0...n {
                        if reachable[j] { open = true }
                        next[j] = open
                        if j < n && text[j] == UInt8(ascii: "/") { open = false }
                    }
                    p += 1
                }
            } else {
                for j in 0..<n where reachable[j] {
                    if byte == UInt8(ascii: "?") ? text[j] != UInt8(ascii: "/") : text[j] == byte {
                        next[j + 1] = true
                    }
                }
                p += 1
            }
            reachable = next
        }
        return reachable[n]
    }
}
