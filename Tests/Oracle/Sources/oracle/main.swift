// oracle PATH...: prints the declarations SwiftSyntax sees in each Swift file, as the
// JSON of `dilint dump`. Files are parsed on one thread per core (each with a large
// stack) and printed in sorted path order, so the output is byte-identical every run.
import Foundation
import SwiftParser
import SwiftSyntax

let usage = """
    usage: oracle [--syntax-errors] PATH...
      --syntax-errors  also name on stderr each file that SwiftSyntax parsed with errors

    """
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty || arguments.contains("-h") || arguments.contains("--help") {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(arguments.isEmpty ? 2 : 0)
}
let reportSyntaxErrors = arguments.contains("--syntax-errors")
arguments.removeAll { $0 == "--syntax-errors" }

let discovery = Discovery(currentDirectory: FileManager.default.currentDirectoryPath)
for argument in arguments { discovery.add(argument) }
let files = discovery.files.sorted { $0.display.utf8.lexicographicallyPrecedes($1.display.utf8) }

final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    var chunks: [[UInt8]?]
    var unreadable: [String] = []
    var withErrors: [String] = []

    init(count: Int) { chunks = Array(repeating: nil, count: count) }

    func take() -> Int {
        lock.lock(); defer { lock.unlock() }
        next += 1
        return next - 1
    }

    func store(_ index: Int, _ chunk: [UInt8]?, failed: String?, hasErrors: Bool) {
        lock.lock(); defer { lock.unlock() }
        chunks[index] = chunk
        if let failed { unreadable.append(failed) }
        if hasErrors { withErrors.append(files[index].display) }
    }
}

func render(_ file: DiscoveredFile) -> (json: [UInt8], hasErrors: Bool)? {
    guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
    let tree = data.withUnsafeBytes { raw in
        Parser.parse(source: raw.bindMemory(to: UInt8.self))
    }
    let extractor = Extractor(file: tree, path: file.display)
    var writer = JSONWriter()
    writer.raw("{\"path\": ")
    writer.string(file.display)
    writer.raw(", \"declarations\": ")
    writer.declarations(extractor.declarations(in: tree))
    writer.raw("}")
    return (writer.out, tree.hasError)
}

let results = Results(count: files.count)
let workerCount = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
let done = DispatchGroup()
for _ in 0..<workerCount {
    done.enter()
    let thread = Thread {
        while true {
            let index = results.take()
            if index >= files.count { break }
            let rendered = render(files[index])
            results.store(
                index, rendered?.json, failed: rendered == nil ? files[index].display : nil,
                hasErrors: rendered?.hasErrors ?? false)
        }
        done.leave()
    }
    thread.stackSize = 1 << 29  // deep expression trees recurse deeply
    thread.start()
}
done.wait()

var output: [UInt8] = Array("{\"files\": [".utf8)
var first = true
for chunk in results.chunks {
    guard let chunk else { continue }
    output += first ? Array("\n".utf8) : Array(",\n".utf8)
    output += chunk
    first = false
}
output += Array("\n]}\n".utf8)
FileHandle.standardOutput.write(Data(output))

if reportSyntaxErrors {
    for path in results.withErrors.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
        FileHandle.standardError.write(Data("oracle: syntax errors in \(path)\n".utf8))
    }
}
let failed = discovery.unreadable + results.unreadable.sorted()
for path in failed {
    FileHandle.standardError.write(Data("oracle: cannot read \(path)\n".utf8))
}
exit(failed.isEmpty ? 0 : 2)
