import Foundation
import PackagePlugin

/// `swift package dilint [--target NAME…] [dilint arguments…]`: runs `dilint` from the package
/// folder with the arguments given (`lint` is dilint's default command, so `swift package
/// dilint --format json` prints the package's report). `--target` lints those targets'
/// folders only. Writing a baseline or a report into the package needs SwiftPM's
/// `--allow-writing-to-package-directory`. The exit status is dilint's.
/// docs/integrations/swiftpm-plugins.md describes it.
@main
struct DILintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let folders = try context.package.targets(named: targetNames).compactMap { target in
            (target as? SourceModuleTarget)?.folderURL.path
        }
        try CommandRunner.run(
            tool: context.tool(named: "dilint").url, in: context.package.directoryURL,
            arguments: extractor.remainingArguments + folders)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension DILintCommandPlugin: XcodeCommandPlugin {
    /// From Xcode's menu: the project folder is linted; with targets selected (`--target`),
    /// findings are reported for their Swift files only. Paths are absolute so that Xcode
    /// opens the files.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let project = context.xcodeProject
        var reportOnly: [String] = []
        for target in project.targets where targetNames.contains(target.displayName) {
            for file in target.inputFiles where file.type == .source && file.url.pathExtension == "swift" {
                reportOnly += ["--report-only", file.url.path]
            }
        }
        try CommandRunner.run(
            tool: context.tool(named: "dilint").url, in: project.directoryURL,
            arguments: ["lint", "--format", "xcode", "--path-style", "absolute"]
                + extractor.remainingArguments + reportOnly)
    }
}
#endif

extension SourceModuleTarget {
    /// The target's folder. `directoryURL` needs tools version 6.1 and the package declares
    /// 6.0, so the folder comes from the path-based API that 6.0 has.
    var folderURL: URL { URL(fileURLWithPath: String(describing: directory)) }
}

enum CommandRunner {
    /// Runs `tool` with `arguments` in `folder`, its output going straight to the plugin's;
    /// a non-zero status ends the plugin with that status.
    static func run(tool: URL, in folder: URL, arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            Diagnostics.error("dilint ended by signal \(process.terminationStatus)")
            exit(2)
        }
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}
