import Foundation

/// A `Rules/<rule_id>.md` read for testing: its header lines, its sections in order, and the
/// Swift examples under `## Flagged` and `## Fixed`, grouped into projects (blocks under one
/// `###` heading form one project).
struct RuleDocument {
    struct Block {
        /// The line of the opening fence in the document (for failure messages).
        var line: Int
        var path: String
        var config: String?
        var code: String
        /// `> message: …` right after the block.
        var message: String?
    }

    struct Project {
        var heading: String
        var blocks: [Block]
    }

    var id: String
    var path: String
    var lines: [String]
    var sections: [String]
    var flagged: [Project] = []
    var fixed: [Project] = []
    var optionsTable: [[String]] = []

    static let defaultPath = "Sources/App/Example.swift"

    init(path: String) throws {
        self.path = path
        id = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let text = try String(contentsOfFile: path, encoding: .utf8)
        lines = text.components(separatedBy: "\n")
        sections = lines.filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        var section = ""
        var heading = ""
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("## ") {
                section = String(line.dropFirst(3))
                heading = ""
            } else if line.hasPrefix("### ") {
                heading = String(line.dropFirst(4))
            } else if line.hasPrefix("```swift") {
                var path = Self.defaultPath
                var config: String?
                let info = line.dropFirst("```swift".count).trimmingCharacters(in: .whitespaces)
                if let range = info.range(of: "config=") {
                    config = String(info[range.upperBound...])
                }
                for word in info.split(separator: " ") where word.hasPrefix("file=") {
                    path = String(word.dropFirst(5))
                }
                var code: [String] = []
                let fence = index + 1
                index += 1
                while index < lines.count && lines[index] != "```" {
                    code.append(lines[index])
                    index += 1
                }
                var message: String?
                if index + 1 < lines.count && lines[index + 1].hasPrefix("> message: ") {
                    message = String(lines[index + 1].dropFirst("> message: ".count))
                }
                let block = Block(
                    line: fence, path: path, config: config, code: code.joined(separator: "\n") + "\n",
                    message: message)
                if section == "Flagged" { Self.add(block, heading: heading, to: &flagged) }
                if section == "Fixed" { Self.add(block, heading: heading, to: &fixed) }
            } else if section == "Options" && line.hasPrefix("|") {
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                if !cells.allSatisfy({ $0.allSatisfy { $0 == "-" || $0 == " " } }) && cells.first != "key" {
                    optionsTable.append(cells)
                }
            }
            index += 1
        }
    }

    private static func add(_ block: Block, heading: String, to projects: inout [Project]) {
        if let last = projects.last, last.heading == heading, !heading.isEmpty {
            projects[projects.count - 1].blocks.append(block)
        } else {
            projects.append(Project(heading: heading, blocks: [block]))
        }
    }

    /// Every document in the repository's `Rules/` folder.
    static func all() throws -> [RuleDocument] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Rules")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        return try names.map { try RuleDocument(path: folder.appendingPathComponent($0).path) }
    }
}

/// Code with `↓` markers: the code without them and where each marker stood (1-based line
/// and UTF-8 column of the character after it).
struct MarkedCode {
    var code: String
    var markers: [(line: Int, column: Int)]

    init(_ marked: String) {
        var out = ""
        var markers: [(Int, Int)] = []
        var line = 1
        var column = 1
        for character in marked {
            if character == "↓" {
                markers.append((line, column))
                continue
            }
            out.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        code = out
        self.markers = markers
    }
}
