// Front-end throughput: lex and parse every .swift file under the given folders, on one
// thread, several times, and print the median MB/s. Files are read into memory first, so
// the figure excludes I/O. Usage: swift run -c release frontend-benchmark [--runs N] FOLDER…
import DILintSyntax
import Foundation

var runs = 7
var folders: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--runs", let value = arguments.popFirst(), let n = Int(value), n > 0 {
        runs = n
    } else {
        folders.append(argument)
    }
}
guard !folders.isEmpty else {
    FileHandle.standardError.write("usage: frontend-benchmark [--runs N] FOLDER…\n".data(using: .utf8)!)
    exit(2)
}

var files: [[UInt8]] = []
for folder in folders {
    let walk = FileDiscovery.discover(paths: [folder], currentDirectory: FileManager.default.currentDirectoryPath)
    for error in walk.errors { FileHandle.standardError.write("\(error)\n".data(using: .utf8)!) }
    for file in walk.files {
        files.append(try SourceFile.read(fileSystemPath: file.fileSystemPath, path: file.path).bytes)
    }
}
let totalBytes = files.reduce(0) { $0 + $1.count }
let totalLines = files.reduce(0) { $0 + LineTable($1).lineCount }

func measure(_ body: () -> Int) -> (seconds: Double, checksum: Int) {
    let start = DispatchTime.now().uptimeNanoseconds
    let checksum = body()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, checksum)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

var lexTimes: [Double] = []
var parseTimes: [Double] = []
var tokenCount = 0
var declarationCount = 0
for _ in 0..<runs {
    let lex = measure {
        var n = 0
        for bytes in files { n += Lexer.tokenize(bytes).tokens.count }
        return n
    }
    lexTimes.append(lex.seconds)
    tokenCount = lex.checksum
    let both = measure {
        var n = 0
        for bytes in files { n += SyntaxTree.parse(bytes).declarations.count }
        return n
    }
    parseTimes.append(both.seconds)
    declarationCount = both.checksum
}
let megabytes = Double(totalBytes) / 1_000_000
print("files: \(files.count), bytes: \(totalBytes), lines: \(totalLines), tokens: \(tokenCount), declarations: \(declarationCount)")
// The fastest run is printed too: on a machine shared with other work it is the closer
// estimate of what the code costs.
print(
    String(
        format: "lex:         median %.1f ms  %.0f MB/s  fastest %.0f MB/s  (%d runs)", median(lexTimes) * 1000,
        megabytes / median(lexTimes), megabytes / lexTimes.min()!, runs))
print(
    String(
        format: "lex + parse: median %.1f ms  %.0f MB/s  fastest %.0f MB/s  (%d runs)", median(parseTimes) * 1000,
        megabytes / median(parseTimes), megabytes / parseTimes.min()!, runs))
