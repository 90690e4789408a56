import Foundation
import PackagePlugin

/// Embeds `Rules/*.md` into the target it is applied to, through `RuleDocsGenerator`.
@main
struct RuleDocsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let rules = context.package.directoryURL.appending(path: "Rules")
        let documents = try FileManager.default.contentsOfDirectory(at: rules, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "RuleDocumentationSources.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(documents.count) rule documents",
                executable: try context.tool(named: "RuleDocsGenerator").url,
                arguments: [output.path] + documents.map(\.path),
                inputFiles: documents,
                outputFiles: [output]
            )
        ]
    }
}
