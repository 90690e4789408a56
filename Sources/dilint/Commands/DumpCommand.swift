import DILintReport
import DILintSyntax

/// `dilint dump [PATH…]`: the declarations the front end sees, as JSON (docs/dump.md).
enum DumpCommand {
    static func run(_ arguments: Arguments) throws -> Int32 {
        let paths = arguments.operands.isEmpty ? ["."] : arguments.operands
        let currentDirectory = SystemIO.currentDirectory()
        let discovery = FileDiscovery.discover(paths: paths, currentDirectory: currentDirectory)
        var failed = !discovery.errors.isEmpty
        for error in discovery.errors {
            Output.standardError.write("\(error)\n")
        }
        let encoder = PrettyJSONEncoder()
        Output.standard.write("{\"files\": [")
        var first = true
        for file in discovery.files {
            let source: SourceFile
            do {
                source = try SourceFile.read(fileSystemPath: file.fileSystemPath, path: file.path)
            } catch {
                Output.standardError.write("\(error)\n")
                failed = true
                continue
            }
            let tree = SyntaxTree.parse(source.bytes)
            let dump = FileDump(path: source.path, tree: tree, lines: LineTable(source.bytes))
            guard let data = try? encoder.encode(dump) else { continue }
            Output.standard.write(first ? "\n" : ",\n")
            Output.standard.write(data)
            first = false
        }
        Output.standard.write("\n]}\n")
        Output.standard.flush()
        Output.standardError.flush()
        return failed ? 2 : 0
    }
}
