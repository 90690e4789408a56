import Foundation
import PackagePlugin

/// Lints a target's Swift files during `swift build` (and in Xcode), with every Swift file of
/// the package as the index: the target's findings appear as compiler-style warnings with
/// absolute paths, which Xcode and SwiftPM show inline. docs/integrations/swiftpm-plugins.md
/// describes it; thin by design: it finds the files and the configuration and calls `dilint`.
///
/// Reruns: a build command, not a prebuild command, so the build system runs it only when a
/// Swift file of the package, the configuration or the `dilint` binary changed. Its one
/// declared output is a stamp written after a successful run. The stamp is a `.swift` file
/// holding one comment, because SwiftPM turns every other kind of plugin output into a
/// resource of the target (a `.json` report would give the target a resource bundle);
/// compiling a comment costs nothing and changes no interface. The stamp is written by
/// `/bin/sh`, so the plugin needs a POSIX shell (macOS and Linux).
@main
struct DILintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        let modules = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        let packageFiles = modules.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
        let roots = PluginSupport.outermost(modules.map(\.folderURL))
        return try PluginSupport.lintCommand(
            name: target.name, tool: context.tool(named: "dilint").url, roots: roots, reported: files,
            indexed: packageFiles, configurationSearch: context.package.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension DILintBuildToolPlugin: XcodeBuildToolPlugin {
    /// An Xcode app target: its Swift sources are reported on; every Swift source of the
    /// project's targets is indexed and tracked, and the project folder is what dilint reads.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        func swiftSources(_ target: XcodeTarget) -> [URL] {
            target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        }
        let project = context.xcodeProject
        return try PluginSupport.lintCommand(
            name: target.displayName, tool: context.tool(named: "dilint").url, roots: [project.directoryURL],
            reported: swiftSources(target), indexed: project.targets.flatMap(swiftSources),
            configurationSearch: project.directoryURL, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif

extension SourceModuleTarget {
    /// The target's folder. `directoryURL` needs tools version 6.1 and the package declares
    /// 6.0, so the folder comes from the path-based API that 6.0 has.
    var folderURL: URL { URL(fileURLWithPath: String(describing: directory)) }
}

/// What both kinds of build-tool context share.
enum PluginSupport {
    /// The build command that lints `reported` with `roots` as what dilint reads.
    static func lintCommand(
        name: String, tool: URL, roots: [URL], reported: [URL], indexed: [URL],
        configurationSearch: URL, workDirectory: URL
    ) throws -> [Command] {
        guard !reported.isEmpty else { return [] }
        // A build fails on warnings only when the configuration's `fail_on` asks for it. dilint
        // reads the configuration itself when it runs: SwiftPM's native build system reuses a
        // build command's arguments until the package's file list changes, so nothing that
        // depends on the configuration's content may be decided here.
        var arguments = ["lint", "--format", "xcode", "--path-style", "absolute", "--no-color", "--default-fail-on", "error"]
        var inputs = indexed + [tool]
        if let configuration = nearestConfiguration(from: configurationSearch) { inputs.append(configuration) }
        for file in reported { arguments += ["--report-only", file.path] }
        arguments.append("--")
        arguments += roots.map(\.path)
        let stamp = workDirectory.appending(path: "dilint-\(safeName(name))-stamp.swift")
        // `$0` is the stamp, `$@` the dilint command: the stamp is written only when dilint
        // succeeded, so a failed run is repeated by the next build.
        let script = #""$@" || exit $?; printf '// dilint ran; this file tells the build when to run it again\n' > "$0""#
        return [
            .buildCommand(
                displayName: "Linting \(name) with dilint", executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, stamp.path, tool.path] + arguments,
                inputFiles: inputs, outputFiles: [stamp])
        ]
    }

    /// The nearest `.dilint.json` in `folder` or a folder above it.
    static func nearestConfiguration(from folder: URL) -> URL? {
        var folder = folder.standardizedFileURL
        while true {
            let candidate = folder.appending(path: ".dilint.json")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Folders none of which is inside another.
    static func outermost(_ folders: [URL]) -> [URL] {
        let paths = Set(folders.map { $0.standardizedFileURL.path }).sorted()
        var kept: [String] = []
        for path in paths where !kept.contains(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
            kept.append(path)
        }
        return kept.map { URL(fileURLWithPath: $0) }
    }

    /// A target name as a file name.
    static func safeName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}
