/// Display paths: relative to the current folder, `/`-separated, normalized lexically.
extension FileDiscovery {
    /// `path` relative to `directory`, both absolute and normalized, `/`-separated;
    /// `..` steps out when `path` is not under `directory`.
    public static func relativePath(_ path: String, from directory: String) -> String {
        let target = normalizedComponents(path)
        let base = normalizedComponents(directory)
        var common = 0
        while common < target.count && common < base.count && target[common] == base[common] {
            common += 1
        }
        let up = Array(repeating: "..", count: base.count - common)
        let rest = up + target[common...]
        return rest.isEmpty ? "." : rest.joined(separator: "/")
    }

    /// Components of a path with `.` and empty parts removed and `..` applied.
    public static func normalizedComponents(_ path: String) -> [String] {
        var parts: [String] = []
        if path.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: characters are bytes, and splitting the UTF-8 view skips the grapheme
            // breaking of `String.split` (most of this function's cost in a profile).
            for part in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
                if part.count == 1 && part.first == UInt8(ascii: ".") { continue }
                if part.count == 2 && part.first == UInt8(ascii: ".") && part.last == UInt8(ascii: "."),
                    let last = parts.last, last != ".."
                {
                    parts.removeLast()
                    continue
                }
                parts.append(String(Substring(part)))
            }
            return parts
        }
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(String(part))
        }
        return parts
    }

    /// The folder holding `path` (lexically): `a/b` → `a`, `a` → `.`, `/a` → `/`.
    public static func parentFolder(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// Joins a display path and a name without doubling separators or keeping `./`.
    public static func join(_ parent: String, _ name: String) -> String {
        if parent.isEmpty || parent == "." { return name }
        return parent.hasSuffix("/") ? parent + name : parent + "/" + name
    }
}
