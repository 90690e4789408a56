import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hostile inputs built at run time, and the cost check the front-end and rule suites share:
/// an input doubled four times must cost well under the 256 times quadratic work would.
public enum HostileInput {
    /// Input sizes are the issues' (a 10 MB line, 100 000 nested brackets) in the optimized
    /// build the README's test command uses; an unoptimized build is about 50 times slower,
    /// so it uses 1/16 of them unless `DILINT_TEST_SCALE` says otherwise.
    public static let scale: Double = {
        if let text = ProcessInfo.processInfo.environment["DILINT_TEST_SCALE"], let value = Double(text), value > 0 {
            return value
        }
        #if DEBUG
        return 1.0 / 16
        #else
        return 1
        #endif
    }()

    public static func scaled(_ count: Int) -> Int { max(1000, Int(Double(count) * scale)) }

    /// `prefix`, `unit` repeated `count` times, `suffix`.
    public static func repeated(_ prefix: String, _ unit: String, _ count: Int, _ suffix: String = "") -> [UInt8] {
        var bytes = Array(prefix.utf8)
        let unitBytes = Array(unit.utf8)
        bytes.reserveCapacity(bytes.count + unitBytes.count * count + suffix.utf8.count)
        for _ in 0..<count { bytes += unitBytes }
        return bytes + Array(suffix.utf8)
    }

    /// `count` classes, each reaching `singleton` once in a method: one `singleton_access`
    /// finding each (a second access in one type is the same problem, and a function at file
    /// scope is none). The singleton's declaration belongs in another file: types beside it
    /// are its companions, not its users.
    public static func typesEachReaching(_ singleton: String, _ count: Int) -> [UInt8] {
        Array((0..<count).map { "final class C\($0) { func f() { use(\(singleton)) } }\n" }.joined().utf8)
    }

    /// `count` openers then `count` closers.
    public static func nested(_ prefix: String, _ open: String, _ close: String, _ count: Int, _ suffix: String = "") -> [UInt8] {
        repeated(prefix, open, count) + repeated("", close, count, suffix)
    }

    /// The two sizes a cost is compared at, for an input whose issue size is `baseCount`
    /// repetitions: 4 times that and a sixteenth of it, the input doubled four times.
    public static func sizes(_ baseCount: Int) -> (small: Int, large: Int) {
        let large = scaled(baseCount) * 4
        return (large / 16, large)
    }

    /// How the cost of `work` grew from the small size to the large one (the input doubled
    /// four times): the least thread CPU time of three runs of each.
    public struct CostGrowth: Sendable {
        public var small: Double
        public var large: Double
        public var ratio: Double { large / max(small, 1e-6) }
        /// Linear work grows 16 times, quadratic work 256 times; the bound of 64 lies 4 times
        /// from each. Sizes on either side of the caches and of glibc's mmap threshold (a
        /// large block is mapped and zeroed by the kernel on every run, a small one comes
        /// from the warm heap) make linear work cost up to about 2.5 times more per byte at
        /// the large size, measured; doubling only twice against a bound of 8 left too
        /// little room for that (8.7 was seen for linear work, with 3.9 times the
        /// instructions, counted with callgrind).
        public var isLinear: Bool { ratio < 64 }

        public func description(of name: String) -> String {
            "doubling \(name) four times multiplied the time by \(ratio) (\(small)s → \(large)s)"
        }
    }

    /// Other suites run beside these tests on the same cores, and a burst of theirs can slow
    /// one side of a measurement: a ratio over the bound is measured again, up to three times
    /// in all, and the least is kept. Quadratic work fails every attempt.
    public static func costGrowth<Input>(small: Input, large: Input, _ work: (Input) -> Void) -> CostGrowth {
        func measure() -> CostGrowth {
            CostGrowth(small: minimumCPUTime { work(small) }, large: minimumCPUTime { work(large) })
        }
        var best = measure()
        for _ in 1..<3 where !best.isLinear {
            let growth = measure()
            if growth.ratio < best.ratio { best = growth }
        }
        return best
    }

    /// The least CPU time of this thread over `runs` runs of `body`, in seconds.
    public static func minimumCPUTime(runs: Int = 3, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = threadCPUTime()
            body()
            best = min(best, threadCPUTime() - start)
        }
        return best
    }

    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
