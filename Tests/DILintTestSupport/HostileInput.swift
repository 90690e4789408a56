#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Hostile inputs built at run time, and the cost check the front-end and rule suites share:
/// an input doubled twice must cost well under the 16 times quadratic work would.
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

    /// `count` openers then `count` closers.
    public static func nested(_ prefix: String, _ open: String, _ close: String, _ count: Int, _ suffix: String = "") -> [UInt8] {
        repeated(prefix, open, count) + repeated("", close, count, suffix)
    }

    /// How the cost of `work` grew from `small` to `large` (the input doubled twice): the
    /// least thread CPU time of five runs of each.
    public struct CostGrowth: Sendable {
        public var small: Double
        public var large: Double
        public var ratio: Double { large / max(small, 1e-6) }
        /// Linear work grows 4 times, quadratic work 16 times. The bound of 8 (2.8 per
        /// doubling) absorbs cache effects and a loaded machine without letting anything
        /// quadratic through.
        public var isLinear: Bool { ratio < 8.0 }

        public func description(of name: String) -> String {
            "doubling \(name) twice multiplied the time by \(ratio) (\(small)s → \(large)s)"
        }
    }

    public static func costGrowth<Input>(small: Input, large: Input, _ work: (Input) -> Void) -> CostGrowth {
        CostGrowth(small: minimumCPUTime { work(small) }, large: minimumCPUTime { work(large) })
    }

    /// The least CPU time of this thread over `runs` runs of `body`, in seconds.
    public static func minimumCPUTime(runs: Int = 5, _ body: () -> Void) -> Double {
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
