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
