import Foundation
import Testing

/// The problem matchers shipped in docs/integrations/ read real `xcode`-format output right:
/// file, line, column, severity, message and rule code come out as the JSON report says,
/// also for paths with spaces and colons and messages with colons and brackets.
@Suite struct ProblemMatcherTests {
    static let integrations = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/integrations")

    struct Matcher {
        var regex: NSRegularExpression
        var groups: [String: Int]
    }

    /// The pattern of a matcher file: GitHub's `problemMatcher[0].pattern[0]` or VS Code's
    /// `tasks[0].problemMatcher.pattern`.
    static func matcher(_ file: String) throws -> Matcher {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: integrations.appendingPathComponent(file)))
        var pattern: [String: Any]?
        if let object = json as? [String: Any], let matchers = object["problemMatcher"] as? [[String: Any]] {
            pattern = (matchers.first?["pattern"] as? [[String: Any]])?.first
        } else if let object = json as? [String: Any], let tasks = object["tasks"] as? [[String: Any]] {
            pattern = (tasks.first?["problemMatcher"] as? [String: Any])?["pattern"] as? [String: Any]
        }
        let regexp = try #require(pattern?["regexp"] as? String)
        var groups: [String: Int] = [:]
        for key in ["file", "line", "column", "severity", "message", "code"] {
            groups[key] = pattern?[key] as? Int
        }
        return Matcher(regex: try NSRegularExpression(pattern: regexp), groups: groups)
    }

    /// Every matcher of a GitHub problem-matcher file, with its default severity.
    static func gitHubMatchers(_ file: String) throws -> [(matcher: Matcher, defaultSeverity: String?)] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: integrations.appendingPathComponent(file)))
        let matchers = try #require((json as? [String: Any])?["problemMatcher"] as? [[String: Any]])
        return try matchers.map { object in
            let pattern = try #require((object["pattern"] as? [[String: Any]])?.first)
            var groups: [String: Int] = [:]
            for key in ["file", "line", "column", "severity", "message", "code"] { groups[key] = pattern[key] as? Int }
            let regex = try NSRegularExpression(pattern: try #require(pattern["regexp"] as? String))
            return (Matcher(regex: regex, groups: groups), object["severity"] as? String)
        }
    }

    /// The GitHub runner's reading of a line (actions/runner, OutputManager and IssueMatcher):
    /// the first matcher that matches wins; the severity is the captured one or else the
    /// matcher's default; only `error` (also an empty severity), `warning` and `notice` become
    /// annotations, any other level (`note`) is dropped. A default severity must be one of
    /// those, and owners must differ, or the runner rejects the file.
    @Test func gitHubKeepsEveryLevelDilintPrints() throws {
        let matchers = try Self.gitHubMatchers("dilint-problem-matcher.json")
        #expect(matchers.allSatisfy { [nil, "error", "warning", "notice"].contains($0.defaultSeverity) })
        let root = try Dilint.project([
            ".dilint.json":
                #"{"rules": {"singleton_access": {"severity": "error"}, "singleton_declaration": "note", "too_many_dependencies": "on"}}"#,
            "Sources/App.swift": """
            final class API { static let shared = API() }
            final class Screen { func load() { use(API.shared) } }
            struct Wide { init(a: AService, b: BService, c: CService, d: DService, e: EService, f: FService, g: GService, h: HService) {} }

            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let xcode = try Dilint.run(["lint", "--format", "xcode"], in: root)
        var levels: [String: String] = [:]
        for line in xcode.standardOutput.split(separator: "\n").map(String.init) {
            let range = NSRange(line.startIndex..., in: line)
            var annotation: String?
            for (matcher, defaultSeverity) in matchers {
                guard let match = matcher.regex.firstMatch(in: line, range: range) else { continue }
                var severity = matcher.groups["severity"].flatMap { Range(match.range(at: $0), in: line) }.map { String(line[$0]) }
                if severity?.isEmpty ?? true { severity = defaultSeverity }
                switch severity?.lowercased() ?? "" {
                case "", "error": annotation = "error"
                case "warning": annotation = "warning"
                case "notice": annotation = "notice"
                default: annotation = nil
                }
                break
            }
            let dilintLevel = try #require(line.components(separatedBy: ": ").dropFirst().first { ["error", "warning", "note"].contains($0) })
            levels[dilintLevel] = annotation ?? "dropped"
        }
        #expect(levels == ["error": "error", "warning": "warning", "note": "notice"], "\(xcode.standardOutput)")
    }

    @Test(arguments: ["dilint-problem-matcher.json", "vscode-tasks.json"])
    func matcherReadsRealOutput(_ file: String) throws {
        let matcher = try Self.matcher(file)
        let root = try Dilint.project([
            "App Screens/Écran: Accueil.swift": """
            final class AccueilViewModel {
                init(a: AService, b: BService, c: CService, d: DService, e: EService, f: FService, g: GService, h: HService) {}
            }

            """,
            "Sources/Plain.swift": """
            struct Plain {
                init(a: AService, b: BService, c: CService, d: DService, e: EService, f: FService, g: GService, h: HService, i: IService) {}
            }

            """,
            ".dilint.json": Dilint.tooManyDependenciesOn,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let xcode = try Dilint.run(["lint", "--format", "xcode"], in: root)
        let json = try Dilint.run(["lint", "--format", "json"], in: root)
        let findings = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])?["findings"]
                as? [[String: Any]])
        let lines = xcode.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == findings.count && lines.count == 2)
        for (line, finding) in zip(lines, findings) {
            let range = NSRange(line.startIndex..., in: line)
            let match = try #require(matcher.regex.firstMatch(in: line, range: range), "\(file) does not match \(line)")
            func group(_ key: String) -> String? {
                guard let index = matcher.groups[key], let r = Range(match.range(at: index), in: line) else { return nil }
                return String(line[r])
            }
            #expect(group("file") == finding["file"] as? String)
            #expect(group("line") == "\(finding["line"] as? Int ?? -1)")
            #expect(group("column") == "\(finding["column"] as? Int ?? -1)")
            #expect(group("severity") == finding["severity"] as? String)
            #expect(group("message") == finding["message"] as? String)
            #expect(group("code") == finding["rule"] as? String)
        }
    }
}
