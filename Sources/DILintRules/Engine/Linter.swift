import DILintSyntax
import Dispatch

/// Which rules run and how loud they are: the configuration's settings with the command
/// line's `--enable`, `--disable` and `--only` applied on top.
public struct RuleSelection: Sendable {
    public var enabled: Set<RuleID>
    public var severities: [RuleID: Severity]

    public init(configuration: Configuration, enable: [RuleID] = [], disable: [RuleID] = [], only: [RuleID] = []) {
        var enabled = Set<RuleID>()
        var severities: [RuleID: Severity] = [:]
        for type in RuleRegistry.all {
            let id = type.id
            let setting = configuration.rules[id]
            if setting?.isEnabled ?? type.isEnabledByDefault { enabled.insert(id) }
            severities[id] = setting?.severity ?? type.defaultSeverity
        }
        enabled.formUnion(enable)
        enabled.subtract(disable)
        if !only.isEmpty { enabled = Set(only) }
        self.enabled = enabled
        self.severities = severities
    }
}

/// What a run produced: findings sorted for output, and the inputs that could not be read.
public struct LintResult: Sendable {
    public var findings: [Finding]
    /// Findings silenced by an in-source comment (kept for `--show-suppressed`).
    public var suppressed: [Finding]
    public var errors: [SourceError]
    public var fileCount: Int
    public var lineCount: Int
    public var byteCount: Int
    /// Files a tool wrote (`GeneratedCode`), analyzed but not reported on (0 with
    /// `Linter.lintsGeneratedCode`).
    public var generatedFileCount = 0
    /// Wall time of each step of the run, in order (for `--stats`).
    public var phases: [Phase] = []
    /// The project index the rules consulted.
    public var index: ProjectIndex? = nil
    /// Findings of a type's other files on a problem one finding already stands for
    /// (`Linter.foldAcrossFiles`): not reported, but their accesses still count in summaries.
    public var folded: [Finding] = []

    /// A step of a run and the wall time it took.
    public struct Phase: Sendable {
        public var name: String
        public var seconds: Double

        public init(_ name: String, seconds: Double) {
            self.name = name
            self.seconds = seconds
        }
    }
}

/// Wall-clock timestamps for `LintResult.phases`.
public struct PhaseClock: Sendable {
    private var last = DispatchTime.now().uptimeNanoseconds
    public private(set) var phases: [LintResult.Phase] = []

    public init() {}

    /// Ends the step running since the previous mark (or the clock's creation).
    public mutating func mark(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        phases.append(LintResult.Phase(name, seconds: Double(now - last) / 1e9))
        last = now
    }
}

/// Runs the rules over a set of files: summarizes every file for the project index (in
/// parallel), builds the index, then checks every file (in parallel) and resolves each
/// finding to lines, columns, its symbol and its suppression. Each file's tokens and tree
/// are released as soon as its summary or findings are made.
public struct Linter: Sendable {
    public let configuration: Configuration
    public let selection: RuleSelection
    public let currentDirectory: String
    let rules: [any Rule]
    /// Each rule's id, by position in `rules`.
    let ruleIDs: [RuleID]
    /// Positions in `rules` of the rules that read expression chains.
    let codeRules: [Int]
    /// Positions in `rules` of the rules that want each declaration kind, by the kind's raw
    /// value (an array: a dictionary lookup per declaration was 10 M instructions a run).
    let rulesByKind: [[Int]]
    /// Report findings only for these paths (the index still covers every file); nil: all.
    public var reportOnly: Set<String>?
    /// Report findings in files a tool wrote too (`GeneratedCode`; `--no-ignore`). Off: such
    /// files only feed the index.
    public var lintsGeneratedCode = false

    public init(configuration: Configuration, selection: RuleSelection, currentDirectory: String) throws(ConfigError) {
        self.configuration = configuration
        self.selection = selection
        self.currentDirectory = currentDirectory
        let rules = try RuleRegistry.instantiate(configuration: configuration).filter { selection.enabled.contains(type(of: $0).id) }
        self.rules = rules
        // Worked out once: per chain and per declaration, asking each rule for its dynamic
        // type and copying it out of the array cost 6 % of a run's time (perf, benchmark corpus).
        ruleIDs = rules.map { type(of: $0).id }
        codeRules = rules.indices.filter { rules[$0].inspectsCode }
        var byKind = [[Int]](repeating: [], count: DeclarationKind.allCases.count)
        for i in rules.indices {
            for kind in rules[i].declarationKinds { byKind[Int(kind.rawValue)].append(i) }
        }
        rulesByKind = byKind
    }

    /// A source file to analyze: its display path and how to read it.
    public struct Input: Sendable {
        public var path: String
        public var read: @Sendable () throws(SourceError) -> [UInt8]

        public init(path: String, read: @escaping @Sendable () throws(SourceError) -> [UInt8]) {
            self.path = path
            self.read = read
        }
    }

    public func run(_ inputs: [Input], jobs: Int = 1) -> LintResult {
        run(jobs: jobs) { emit in inputs.forEach(emit) }
    }

    /// Lints the inputs `produce` passes to its argument, in any order; with more than one
    /// job, files are summarized while `produce` is still finding more (file discovery
    /// overlaps the first phase). The result does not depend on the order.
    /// `interfaceClassNames` is asked once `produce` is done: the controller names the
    /// project's storyboards, nibs, property lists and Objective-C files spell
    /// (`DiscoveryResult.interfaceClassNames`), or nil where the run did not look.
    public func run(
        jobs: Int = 1, interfaceClassNames: () -> Set<String>? = { nil },
        inputs produce: (_ emit: (Input) -> Void) -> Void
    ) -> LintResult {
        var clock = PhaseClock()
        // Phase 1: summaries for the index.
        let summarize = { @Sendable (input: Input) -> Result<(FileSummary, Int, Int), SourceError> in
            do throws(SourceError) {
                let bytes = try input.read()
                // Summaries read declarations only: bodies without one are stepped over.
                let tree = SyntaxTree.parse(bytes, depth: .declarations)
                var summary = FileSummary(path: input.path, tree: tree)
                // The first kilobyte only, while the bytes are in hand.
                summary.isGenerated = GeneratedCode.isGenerated(path: input.path, bytes: bytes)
                return .success((summary, 1 + newlineCount(bytes), bytes.count))
            } catch {
                return .failure(error)
            }
        }
        let (inputs, summaries) = streamingForEach(jobs: jobs, produce: produce, summarize)
        var readable: [Int] = []
        var generated: [Bool] = []
        var sizes: [Int] = []
        var fileSummaries: [FileSummary] = []
        var errors: [SourceError] = []
        var lineCount = 0
        var byteCount = 0
        for i in 0..<inputs.count {
            switch summaries[i] {
            case .success(let (summary, lines, bytes)):
                readable.append(i)
                generated.append(summary.isGenerated && !lintsGeneratedCode)
                sizes.append(bytes)
                fileSummaries.append(summary)
                lineCount += lines
                byteCount += bytes
            case .failure(let error):
                errors.append(error)
            }
        }
        clock.mark("discovery and summaries")
        let index = ProjectIndex(
            summaries: consume fileSummaries, configuration: configuration,
            currentDirectory: currentDirectory, jobs: jobs, interfaceClassNames: interfaceClassNames())
        clock.mark("index")
        let readableInputs = readable.map { inputs[$0] }
        let unreported = generated
        // Largest files first, so that no worker is left with a big file at the end while
        // the others idle. Results go to each file's own slot: the order of work does not
        // change the output.
        let order = sizes.indices.sorted { (sizes[$0], $1) > (sizes[$1], $0) }

        // Phase 2: rules.
        let checked = ParallelSlots<Result<([Finding], [Finding]), SourceError>>(count: readableInputs.count)
        parallelForEach(readableInputs.count, jobs: jobs) { position in
            let k = jobs > 1 ? order[position] : position
            let input = readableInputs[k]
            if unreported[k] || reportOnly.map({ !$0.contains(input.path) }) == true {
                checked[k] = .success(([], []))
                return
            }
            do throws(SourceError) {
                let tree = SyntaxTree.parse(try input.read())
                checked[k] = .success(check(FileContext(path: input.path, tree: tree, index: index), keepingAnchors: true))
            } catch {
                checked[k] = .failure(error)
            }
        }
        clock.mark("rules")
        var findings: [Finding] = []
        var suppressed: [Finding] = []
        for k in 0..<readable.count {
            switch checked.take(k)! {
            case .success(let (reported, silenced)):
                findings += reported
                suppressed += silenced
            case .failure(let error):
                errors.append(error)
            }
        }
        findings.sort(by: Finding.sortedOrder)
        suppressed.sort(by: Finding.sortedOrder)
        let folded = Self.foldAcrossFiles(&findings, &suppressed, index: index)
        errors.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        clock.mark("merge")
        var result = LintResult(
            findings: findings, suppressed: suppressed, errors: errors, fileCount: readable.count,
            lineCount: lineCount, byteCount: byteCount, phases: clock.phases, index: index)
        result.generatedFileCount = generated.count { $0 }
        result.folded = folded
        return result
    }

    /// One problem, one finding, across files: a type split over extension files that reaches
    /// one dependency from several of them hides one dependency, which one initializer
    /// parameter removes (held-out sets 45 to 47: a view controller over about twenty extension
    /// files reaching the same singletons from each, its largest cause three sets in a row).
    /// The finding in the file that declares the type is kept, else the first in path order; a
    /// suppressed one keeps the problem silenced. A subclass's finding folds into its
    /// superclass's on the same problem. An anchor (`Finding.isAnchor`) is kept in the
    /// declaring file when another file reports its problem, and dropped otherwise. Returns
    /// the findings folded into a reported one. A run that checks fewer files
    /// (`--report-only`, `--staged`, an editor) sees fewer of them.
    static func foldAcrossFiles(_ findings: inout [Finding], _ suppressed: inout [Finding], index: ProjectIndex)
        -> [Finding]
    {
        struct Key: Hashable {
            let rule: RuleID
            let problem: Finding.Problem
        }
        // (list, position) of each finding with a problem, by problem: 0 reported, 1 suppressed.
        var groups: [Key: [(list: Int, position: Int)]] = [:]
        for (list, items) in [findings, suppressed].enumerated() {
            for (position, finding) in items.enumerated() {
                if let problem = finding.problem {
                    groups[Key(rule: finding.rule, problem: problem), default: []].append((list, position))
                }
            }
        }
        // Positions dropped from each list, and whether the kept finding of their problem is
        // reported (a suppressed problem's other findings are silenced with it, and counted
        // nowhere).
        var dropped: [[Int: Bool]] = [[:], [:]]
        // The list of each problem's kept finding.
        var keptList: [Key: Int] = [:]
        // Problems only anchors stand for, dropped whole.
        var anchorsOnly = Set<Key>()
        func finding(_ member: (list: Int, position: Int)) -> Finding {
            member.list == 0 ? findings[member.position] : suppressed[member.position]
        }
        for (key, members) in groups {
            let partners = members.filter { !finding($0).isAnchor }
            if partners.isEmpty {
                anchorsOnly.insert(key)
                for member in members { dropped[member.list][member.position] = false }
                continue
            }
            // A problem every other file suppresses stays silenced, whatever its anchor.
            let candidates = partners.allSatisfy { $0.list == 1 } ? partners : members
            // The declaring file is asked only where there is a choice.
            let kept =
                candidates.count == 1
                ? candidates[0]
                : candidates.first { [home = key.problem.home ?? index.declaringPath(of: key.problem.type)] in
                    finding($0).path == home
                }
                    ?? partners.min { Finding.sortedOrder(finding($0), finding($1)) }!
            if kept.list == 0 { findings[kept.position].isAnchor = false } else { suppressed[kept.position].isAnchor = false }
            keptList[key] = kept.list
            for member in members where member != kept {
                dropped[member.list][member.position] = kept.list == 0 && !finding(member).isAnchor
            }
        }
        // A subclass reaching what a superclass of the set reaches has the superclass's problem:
        // one initializer parameter there serves both (held-out sets 46 and 48). One of two
        // same-named subclasses (a stale copy beside the compiled one) has the superclass its
        // own declaration names (held-out set 188: 2 SPEC "no").
        for (key, members) in groups where !anchorsOnly.contains(key) {
            let ancestors: [String]
            if let home = key.problem.home {
                let declaration = index.facts(named: key.problem.type).first { $0.path == home && $0.kind == .class }
                guard let superclass = declaration?.inherited.first else { continue }
                ancestors = index.superclassChain(of: superclass).filter { index.kind(of: $0) == .class }
            } else {
                ancestors = index.superclassChain(of: key.problem.type).dropFirst().filter { index.kind(of: $0) == .class }
            }
            // An ancestor whose name is declared more than once has its problem under its own
            // declaration: the one class of the name, not this type's, that is no subclass of
            // the name itself (`class ProManager: ClockShare.ProManager` in two apps of a
            // workspace over the shared module's `open class ProManager`; held-out set 322: 3
            // SPEC "no").
            func ancestorList(_ ancestor: String) -> Int? {
                let problem = Finding.Problem(type: ancestor, key: key.problem.key)
                if let list = keptList[Key(rule: key.rule, problem: problem)] { return list }
                let bases = index.facts(named: ancestor).filter {
                    $0.kind == .class && $0.path != key.problem.home && $0.inherited.first != ancestor
                }
                guard bases.count == 1 else { return nil }
                return keptList[
                    Key(rule: key.rule, problem: Finding.Problem(type: ancestor, key: key.problem.key, home: bases[0].path))]
            }
            guard let list = ancestors.lazy.compactMap(ancestorList).first else { continue }
            for member in members { dropped[member.list][member.position] = list == 0 && !finding(member).isAnchor }
        }
        guard !dropped[0].isEmpty || !dropped[1].isEmpty else { return [] }
        var folded: [Finding] = []
        func keep(_ items: [Finding], dropping positions: [Int: Bool]) -> [Finding] {
            var kept: [Finding] = []
            for (position, finding) in items.enumerated() {
                if let isReported = positions[position] {
                    if isReported { folded.append(finding) }
                } else {
                    kept.append(finding)
                }
            }
            return kept
        }
        findings = keep(findings, dropping: dropped[0])
        suppressed = keep(suppressed, dropping: dropped[1])
        return folded.sorted(by: Finding.sortedOrder)
    }

    /// Runs every enabled rule on one file; returns its reported and its suppressed findings.
    /// A file judged alone (an editor's, a scope's own rules) has no other files to fold
    /// with: its anchors are left out.
    public func check(_ file: FileContext) -> ([Finding], [Finding]) {
        check(file, keepingAnchors: false)
    }

    /// `check(_:)`, with the anchors (`Finding.isAnchor`) kept for `foldAcrossFiles` when
    /// `keepingAnchors`.
    func check(_ file: FileContext, keepingAnchors: Bool) -> ([Finding], [Finding]) {
        var sink = FindingSink()
        let declarations = file.declarations
        for declaration in declarations.indices {
            for i in rulesByKind[Int(declarations[declaration].kind.rawValue)] {
                sink.rule = ruleIDs[i]
                rules[i].check(declaration: declaration, in: file, into: &sink)
            }
        }
        if !codeRules.isEmpty {
            let chains = file.chains
            for i in codeRules {
                sink.rule = ruleIDs[i]
                rules[i].check(chains: chains, in: file, into: &sink)
            }
        }
        for i in rules.indices {
            sink.rule = ruleIDs[i]
            rules[i].finish(file, into: &sink)
        }
        if !keepingAnchors { sink.raw.removeAll(where: \.isAnchor) }
        return resolve(sink.raw, in: file)
    }

    /// Turns token positions into findings, applies suppression comments, and reports
    /// unknown and unused suppressions.
    func resolve(_ raw: [FindingSink.Raw], in file: FileContext) -> ([Finding], [Finding]) {
        var suppressions = Suppressions(tree: file.tree, lines: file.lines)
        var reported: [Finding] = []
        var silenced: [Finding] = []
        var seen = Set<String>()
        // One copy of each line's text, shared by its findings: many findings on one long
        // (minified, generated) line would otherwise copy the line once each.
        var lineTexts: [Int: String] = [:]
        for item in raw {
            let tokens = file.tree.tokens
            let first = tokens[Int(item.tokens.start)]
            let last = tokens[Int(max(item.tokens.start, item.tokens.end - 1))]
            let start = file.lines.location(of: first.start)
            // One finding per rule and position: a rule reaching a token twice reports once.
            guard seen.insert("\(item.rule.rawValue):\(start.line):\(start.column)").inserted else { continue }
            var finding = Finding(
                rule: item.rule, severity: selection.severities[item.rule] ?? .warning, message: item.message,
                path: file.path, start: start, end: file.lines.location(of: last.end),
                symbol: item.declaration >= 0 ? file.symbolPath(of: item.declaration) : "",
                snippet: file.text(item.tokens))
            finding.problem = item.problem
            finding.isAnchor = item.isAnchor
            if let text = lineTexts[start.line] {
                finding.sourceLine = text
            } else {
                finding.sourceLine = file.lineText(start.line)
                lineTexts[start.line] = finding.sourceLine
            }
            if let suppression = suppressions.suppress(item.rule, line: start.line) {
                finding.suppression = suppression
                silenced.append(finding)
            } else {
                reported.append(finding)
            }
        }
        let severity = selection.severities[.superfluousSuppression] ?? .warning
        for unknown in suppressions.unknownRules {
            var message = "unknown rule '\(unknown.text)' in a suppression comment"
            if let suggestion = RuleID.suggestion(for: unknown.text) {
                message += "; did you mean '\(suggestion.rawValue)'?"
            } else {
                message += "; remove it or name a rule from 'dilint rules'"
            }
            reported.append(
                Finding(
                    rule: .superfluousSuppression, severity: severity, message: message,
                    path: file.path, start: unknown.start, end: unknown.end, symbol: "",
                    snippet: unknown.text))
        }
        if selection.enabled.contains(.superfluousSuppression) {
            for unused in suppressions.unused
            where unused.rule == "all"
                ? selection.runsEveryDefaultRule
                : selection.enabled.contains(RuleID(rawValue: unused.rule)!)
            {
                reported.append(
                    Finding(
                        rule: .superfluousSuppression, severity: severity,
                        message: "suppression of '\(unused.rule)' silences no finding here; remove it",
                        path: file.path, start: unused.start, end: unused.end, symbol: "", snippet: unused.rule))
            }
        }
        return (reported, silenced)
    }
}

/// The number of `\n` bytes in `bytes` (a byte loop the compiler did not vectorize cost
/// 81 M instructions on the benchmark corpus).
func newlineCount(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
        var count = 0
        buffer.forEachOffset(of: UInt8(ascii: "\n")) { _ in count += 1 }
        return count
    }
}

/// Slots written by parallel workers, each index by one worker.
final class ParallelSlots<Value>: @unchecked Sendable {
    private var values: [Value?]
    private let lock = Lock()

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get { lock.withLock { values[index] } }
        set { lock.withLock { values[index] = newValue } }
    }

    /// The value at `index`, leaving the slot empty (so the value can be freed early).
    func take(_ index: Int) -> Value? {
        lock.withLock {
            defer { values[index] = nil }
            return values[index]
        }
    }
}

/// Runs `body(0..<count)` on up to `jobs` threads.
func parallelForEach(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
    guard jobs > 1 && count > 1 else {
        for i in 0..<count { body(i) }
        return
    }
    let next = AtomicCounter()
    DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
        while true {
            let i = next.increment()
            guard i < count else { return }
            body(i)
        }
    }
}
