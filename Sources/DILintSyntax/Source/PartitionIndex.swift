extension RandomAccessCollection {
    /// The first index whose element satisfies `isAfter`, or `endIndex` when none does, in a
    /// collection where every element that satisfies it comes after every element that does
    /// not (sorted positions, looked up by binary search).
    @inlinable
    public func partitionIndex(where isAfter: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var remaining = count
        while remaining > 0 {
            let half = remaining / 2
            let middle = index(low, offsetBy: half)
            if try isAfter(self[middle]) {
                remaining = half
            } else {
                low = index(after: middle)
                remaining -= half + 1
            }
        }
        return low
    }
}
