import DILintReport
import DILintRules
import DILintSyntax
import Dispatch

/// `dilint graph [PATH…]`: the dependency graph as DOT, Mermaid or JSON (docs/graph.md).
/// Exit 0, or 2 for a usage or configuration error or an input that could not be read (the
/// graph of the rest is still written).
enum GraphCommand {
    static func graph(_ arguments: Arguments) throws -> Int32 {
        let started = DispatchTime.now()
        let currentDirectory = SystemIO.currentDirectory()
        let format = GraphFormat(
            rawValue: try LintCommand.choice(
                arguments.value("--format") ?? "dot",
                GraphFormat.allCases.map(\.rawValue), option: "--format"))!
        let clustering = DependencyGraph.Clustering(
            rawValue: try LintCommand.choice(
                arguments.value("--cluster") ?? "none", DependencyGraph.Clustering.allCases.map(\.rawValue), option: "--cluster"))!
        let focus = arguments.value("--focus")
        var depth = 1
        if let text = arguments.value("--depth") {
            guard focus != nil else { throw UsageError(message: "--depth needs --focus TYPE") }
            guard let n = Int(text), n >= 0 else {
                throw UsageError(message: "'\(text)' is not a valid value for --depth; expected a non-negative integer")
            }
            depth = n
        }
        let jobs = try LintCommand.jobCount(arguments.value("--jobs"))
        let paths = arguments.operands.isEmpty ? ["."] : arguments.operands
        let scopes = try LintSetup.scopes(arguments, paths: paths, currentDirectory: currentDirectory)
        let excludes = try LintSetup.excludes(arguments.all("--exclude"))
        let options =
            arguments.has("--no-ignore")
            ? DiscoveryOptions(skipsVendoredFolders: false)
            : DiscoveryOptions(ignoredPaths: LintSetup.ignoredPaths(paths))
        let (built, errors) = try build(
            paths: paths, options: options,
            isExcluded: { path, _ in excludes.contains { $0.matches(path) } || scopes.isExcluded(path) },
            configuration: scopes.configuration(forScope: 0), currentDirectory: currentDirectory, jobs: jobs)
        var graph = built
        if arguments.has("--hide-tests") { graph = graph.hidingTests() }
        if let focus {
            guard let focused = graph.focused(on: focus, depth: depth) else {
                throw UsageError(
                    message: "no type '\(focus)' in the graph; name a type that has a dependency, "
                        + "a dependent or a conformance (see 'dilint graph --format json')")
            }
            graph = focused
        }
        let bytes = format.renderer.render(GraphDocument(graph: graph, clustering: clustering, toolVersion: dilintVersion))
        if let output = arguments.value("--output") {
            try LintCommand.writeAtomically(bytes, to: output)
        } else {
            Output.standard.write(bytes)
        }
        for error in errors { Output.standardError.write("\(error)\n") }
        if arguments.has("--stats") {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            Output.standardError.write(
                "nodes: \(graph.nodes.count), edges: \(graph.edges.count), "
                    + "time: \(LintCommand.fixed(seconds, digits: 3)) s\n")
        }
        return errors.isEmpty ? 0 : 2
    }

    /// Discovers the Swift files under `paths`, builds the project index (no rule runs), then
    /// the graph; returns it with every input that could not be read.
    static func build(
        paths: [String], options: DiscoveryOptions, isExcluded: @escaping (String, Bool) -> Bool,
        configuration: Configuration, currentDirectory: String, jobs: Int
    ) throws -> (DependencyGraph, [SourceError]) {
        var selection = RuleSelection(configuration: configuration)
        selection.enabled = []
        var linter = try Linter(configuration: configuration, selection: selection, currentDirectory: currentDirectory)
        linter.reportOnly = [""]  // the index only: no file is checked
        var discoveryErrors: [SourceError] = []
        var inputs: [Linter.Input] = []
        let result = linter.run(jobs: jobs) { emit in
            withoutActuallyEscaping(emit) { emit in
                discoveryErrors =
                    FileDiscovery.discover(
                        paths: paths, currentDirectory: currentDirectory, options: options, isExcluded: isExcluded
                    ) { file in
                        let input = Linter.Input(path: file.path) { () throws(SourceError) -> [UInt8] in
                            try SourceFile.read(fileSystemPath: file.fileSystemPath, path: file.path).bytes
                        }
                        inputs.append(input)
                        emit(input)
                    }.errors
            }
        }
        guard let index = result.index else { return (DependencyGraph(nodes: [], edges: []), discoveryErrors + result.errors) }
        let (graph, graphErrors) = DependencyGraph.build(inputs: inputs, index: index, jobs: jobs)
        ProcessLifetime.keep(result)
        // An unreadable file is reported once: the index step met it first.
        let unreadable = Set(result.errors.map(\.path))
        return (graph, discoveryErrors + result.errors + graphErrors.filter { !unreadable.contains($0.path) })
    }
}
