import DILintSyntax
import DILintTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A parsed snippet with look-ups by name and renderings for comparisons.
struct Parsed {
    let tree: SyntaxTree
    let lines: LineTable

    init(tree: SyntaxTree) {
        self.tree = tree
        lines = LineTable(tree.bytes)
    }

    init(_ source: String) {
        self.init(tree: SyntaxTree.parse(Array(source.utf8)))
    }

    /// Parses on a thread with a 4 MiB stack, half the main thread's, and gives up once the
    /// thread has used `cpuSeconds` of CPU time (on a loaded machine wall time says little;
    /// after a minute, or after 5 s where the thread's CPU time cannot be read, wall time
    /// decides): a parser that does not terminate fails the test instead of hanging the
    /// run. Its thread cannot be stopped; on Linux it is reniced to 19 so that it spins on
    /// idle time only until the process exits. Also checks the tree's structural invariants.
    ///
    /// Measured with the depth cap at 96: the deep-nesting inputs need 2 MiB of stack in a
    /// debug build and pass in 256 KiB in a release build (a Dispatch worker on Darwin has
    /// 512 KiB); none needs more than 0.2 s of CPU in a debug build, but under
    /// AddressSanitizer (a debug build in CI) 10 000 nested types in closures in functions
    /// took about 0.5 s and failed the guard in 3 of 8 runs, so unoptimized builds get 2 s.
    init(
        guarded source: String, cpuSeconds: Double = Self.cpuBudget,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let bytes = Array(source.utf8)
        let result = ResultSlots<SyntaxTree>(count: 1)
        let watch = ResultSlots<ThreadWatch>(count: 1)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            watch[0] = ThreadWatch()
            result[0] = SyntaxTree.parse(bytes)
            done.signal()
        }
        thread.stackSize = 4 << 20
        thread.start()
        let wallDeadline = DispatchTime.now() + (ThreadWatch.measuresCPU ? 60 : 5)
        var finished = false
        while !finished {
            finished = done.wait(timeout: .now() + .milliseconds(20)) == .success
            let used = watch[0]?.cpuSeconds ?? 0
            if !finished && (used > cpuSeconds || DispatchTime.now() > wallDeadline) {
                watch[0]?.deprioritize()
                Issue.record("parsing did not end within \(cpuSeconds) s of CPU time", sourceLocation: sourceLocation)
                throw ParseTimeout()
            }
        }
        guard let tree = result[0] else { throw ParseTimeout() }
        let violations = invariantViolations(tree)
        #expect(violations.isEmpty, "\(violations.prefix(5))", sourceLocation: sourceLocation)
        self.init(tree: tree)
    }

    /// The CPU time a guarded parse may take before it counts as not terminating.
    #if DEBUG
    static let cpuBudget = 2.0
    #else
    static let cpuBudget = 0.5
    #endif

    struct ParseTimeout: Error {}

    /// The CPU clock and kernel thread id of the thread that creates it (Linux; elsewhere
    /// it measures nothing and wall time decides).
    struct ThreadWatch {
        #if os(Linux)
        static let measuresCPU = true
        var clock = clockid_t()
        var hasClock = false
        var threadID: Int32?

        init() {
            hasClock = pthread_getcpuclockid(pthread_self(), &clock) == 0
            // `/proc/thread-self` links to `PID/task/TID`; Glibc does not export `gettid`.
            if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self") {
                threadID = link.split(separator: "/").last.flatMap { Int32($0) }
            }
        }

        var cpuSeconds: Double {
            var time = timespec()
            guard hasClock, clock_gettime(clock, &time) == 0 else { return 0 }
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }

        func deprioritize() {
            if let threadID { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(threadID), 19) }
        }
        #else
        static let measuresCPU = false
        var cpuSeconds: Double { 0 }
        func deprioritize() {}
        #endif
    }

    /// The first declaration named `name`.
    func declaration(named name: String) -> Int? {
        tree.declarations.indices.first { tree.name(of: $0) == name }
    }

    /// The declaration of `kind` whose name token is on `line`.
    func declaration(kind: DeclarationKind, line: Int) -> Int? {
        tree.declarations.indices.first { index in
            let d = tree.declarations[index]
            return d.kind == kind && d.nameToken >= 0 && lines.location(of: tree.tokens[Int(d.nameToken)].start).line == line
        }
    }

    func all(_ kind: DeclarationKind) -> [Int] {
        tree.declarations.indices.filter { tree.declarations[$0].kind == kind }
    }

    func parameters(of index: Int) -> [Parameter] {
        tree.declarations[index].parameters.map { tree.parameters[Int($0)] }
    }

    func parameterTypes(of index: Int) -> [String] {
        parameters(of: index).map { tree.text(of: $0.type) }
    }

    func parameterNames(of index: Int) -> [String?] {
        parameters(of: index).map { $0.name >= 0 ? tree.text(ofToken: Int($0.name)) : nil }
    }

    func parameterDefaults(of index: Int) -> [String?] {
        parameters(of: index).map { $0.defaultValue.isEmpty ? nil : tree.text(of: $0.defaultValue) }
    }

    var topLevelNames: [String] {
        tree.topLevelDeclarations.map { tree.name(of: $0) }
    }

    /// `kind name` per declaration, indented two spaces per level, `(local)` when local.
    var shape: [String] {
        var out: [String] = []
        func visit(_ index: Int, _ depth: Int) {
            let d = tree.declarations[index]
            out.append(
                String(repeating: "  ", count: depth) + "\(d.kind.text) \(tree.name(of: index))"
                    + (d.flags.contains(.isLocal) ? " (local)" : ""))
            for member in tree.members(of: index) { visit(member, depth + 1) }
        }
        for index in tree.topLevelDeclarations { visit(index, 0) }
        return out
    }

    /// `kind of owner[ in parentKind][, callee name]: code` per region, in order.
    var regions: [String] {
        tree.regions.map { region in
            var text = "\(region.kind) of \(region.owner >= 0 ? tree.name(of: Int(region.owner)) : "file")"
            var details: [String] = []
            if region.parent >= 0 { details.append("in \(tree.regions[Int(region.parent)].kind)") }
            if region.callee >= 0 { details.append("callee \(tree.text(ofToken: Int(region.callee)))") }
            if !details.isEmpty { text += " " + details.joined(separator: ", ") }
            return text + ": " + tree.text(of: region.tokens)
        }
    }
}

/// The lines only one side has, in order: `- expected`, `+ actual`.
func lineDiff(_ expected: [String], _ actual: [String]) -> String {
    var out: [(Int, String)] = []
    for change in actual.difference(from: expected) {
        switch change {
        case .remove(let offset, let line, _): out.append((offset * 2, "- \(line)"))
        case .insert(let offset, let line, _): out.append((offset * 2 + 1, "+ \(line)"))
        }
    }
    return out.sorted { $0.0 < $1.0 }.map(\.1).joined(separator: "\n")
}
