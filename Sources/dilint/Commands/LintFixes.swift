import DILintReport
import DILintRules
import DILintSyntax
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text of each file as the linter read it, for `--fix` and `--diff`: the findings'
/// positions belong to that text, so a fix is computed on it and written only while the
/// disk still holds it. The linter reads a file twice (summary, then rules); two reads
/// that differ mark the file as changed meanwhile.
final class LintedTexts: @unchecked Sendable {
    struct Text {
        var fileSystemPath: String?
        var bytes: [UInt8]
        var isChangedWhileLinting = false
    }

    private var texts: [String: Text] = [:]
    private let queue = DispatchQueue(label: "dilint.linted-texts")

    func record(_ path: String, fileSystemPath: String?, _ bytes: [UInt8]) {
        queue.sync {
            if let old = texts[path] {
                if old.bytes != bytes { texts[path]!.isChangedWhileLinting = true }
            } else {
                texts[path] = Text(fileSystemPath: fileSystemPath, bytes: bytes)
            }
        }
    }

    subscript(path: String) -> Text? { queue.sync { texts[path] } }
}

/// `lint --fix` and `lint --diff`: the mechanical fixes (`SuppressionFix`: unused
/// suppressions removed), written atomically or shown as a unified diff.
enum LintFixes {
    struct Outcome {
        /// The findings the fixes did not remove.
        var remaining: [Finding]
        /// `--diff`: the diff of every fixable file; `--fix`: empty.
        var diff: [UInt8]
        var fixedFiles = 0
        var refusedFiles = 0
    }

    static func apply(_ findings: [Finding], texts: LintedTexts, write: Bool) throws -> Outcome {
        var byPath: [String: [Finding]] = [:]
        for finding in findings where SuppressionFix.isRemovable(finding) { byPath[finding.path, default: []].append(finding) }
        var outcome = Outcome(remaining: [], diff: [])
        var fixedPaths = Set<String>()
        for path in byPath.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let text = texts[path] else { continue }
            // What the disk holds now; standard input has no disk copy to compare or write.
            var current = text.bytes
            if let fileSystemPath = text.fileSystemPath {
                current = (try? SourceFile.read(fileSystemPath: fileSystemPath, path: path).bytes) ?? []
            } else if write {
                Output.standardError.write("\(path): warning: standard input is not rewritten by --fix; use --diff\n")
                continue
            }
            if text.isChangedWhileLinting { current = [] }
            switch SuppressionFix.fixedText(linted: text.bytes, current: current, findings: byPath[path]!) {
            case nil:
                continue
            case .failure:
                outcome.refusedFiles += 1
                Output.standardError.write("\(path): error: the file changed on disk after dilint read it; not rewritten\n")
            case .success(let fixed):
                if write {
                    try LintCommand.writeAtomically(fixed, to: text.fileSystemPath!)
                } else {
                    outcome.diff += UnifiedDiff.render(path: path, old: text.bytes, new: fixed)
                }
                outcome.fixedFiles += 1
                fixedPaths.insert(path)
            }
        }
        outcome.remaining = findings.filter { !(fixedPaths.contains($0.path) && SuppressionFix.isRemovable($0)) }
        if write && outcome.fixedFiles > 0 {
            let removed = findings.count - outcome.remaining.count
            Output.standardError.write(
                "fixed \(removed) unused suppression\(removed == 1 ? "" : "s") in \(outcome.fixedFiles) "
                    + "file\(outcome.fixedFiles == 1 ? "" : "s")\n")
        }
        return outcome
    }
}
