extension StringProtocol {
    /// The text without leading and trailing Unicode scalars from `set`: Foundation's
    /// `trimmingCharacters(in:)` for the few sets dilint needs, without Foundation. Scalars,
    /// not characters, so that `"\r\n"` in `set` trims a lone `"\n"` and a CR LF pair alike.
    public func trimming(_ set: String) -> String {
        let scalars = Set(set.unicodeScalars)
        var view = Substring(self).unicodeScalars[...]
        while let first = view.first, scalars.contains(first) { view.removeFirst() }
        while let last = view.last, scalars.contains(last) { view.removeLast() }
        return String(view)
    }
}

extension String {
    /// Whether `part`'s UTF-8 bytes occur in the string's: `contains(_:)` for type names and
    /// other ASCII words, without the search by characters of `_StringProcessing` (asked of
    /// every singleton access, `Judgments.isAppearanceName`'s five words cost about 60 000
    /// instructions that way).
    func hasInfix(_ part: StaticString) -> Bool {
        var text = self
        return text.withUTF8 { haystack in
            part.withUTF8Buffer { needle in
                guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
                var i = 0
                while i <= haystack.count - needle.count {
                    if haystack[i] == first {
                        var j = 1
                        while j < needle.count && haystack[i + j] == needle[j] { j += 1 }
                        if j == needle.count { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }
}
