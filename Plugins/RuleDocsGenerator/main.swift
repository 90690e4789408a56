// Writes a Swift file holding the text of every `Rules/<rule_id>.md`, so the built binary
// carries each rule's documentation (`dilint explain`, SARIF help) with no files beside it.
// usage: RuleDocsGenerator OUTPUT.swift RULE.md…
// Run after editing a rule document (RuleDocumentationTests fails until then):
//   swift run RuleDocsGenerator Sources/DILintRules/Generated/RuleDocumentationSources.swift Rules/*.md
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write("usage: RuleDocsGenerator OUTPUT.swift RULE.md…\n".data(using: .utf8)!)
    exit(2)
}
var code = "// Generated from Rules/*.md by `swift run RuleDocsGenerator`; do not edit.\n"
code += "let ruleDocumentationSources: [String: String] = [\n"
for path in arguments.dropFirst(2).sorted() {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write("error: cannot read \(path)\n".data(using: .utf8)!)
        exit(1)
    }
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    // A raw string delimiter longer than any run of `#` after a quote in the text.
    var hashes = "#"
    while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    code += "    \"\(name)\": \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes),\n"
}
code += "]\n"
// An unchanged file is left untouched, so that a run with nothing to change does not make
// DILintRules recompile.
if (try? String(contentsOfFile: arguments[1], encoding: .utf8)) == code {
    exit(0)
}
do {
    try code.write(toFile: arguments[1], atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write("error: cannot write \(arguments[1]): \(error)\n".data(using: .utf8)!)
    exit(1)
}
