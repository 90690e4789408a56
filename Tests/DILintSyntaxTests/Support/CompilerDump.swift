import Foundation

/// A node of `swiftc -frontend -dump-parse` output: `(head word word … (child) …)`.
struct CompilerDumpNode {
    var head: String
    var words: [String]
    var children: [CompilerDumpNode]

    /// The first quoted word, unquoted: a declaration's name (`"Foo"`, `"load()"`).
    var quotedName: String? {
        words.first { $0.hasPrefix("\"") }.map { String($0.dropFirst().dropLast()) }
    }

    /// The value of `key=value`, quotes removed.
    func value(_ key: String) -> String? {
        for word in words where word.hasPrefix(key + "=") {
            var value = String(word.dropFirst(key.count + 1))
            if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 {
                value = String(value.dropFirst().dropLast())
            }
            return value
        }
        return nil
    }

    /// The start line and column of `range=[file:L:C - line:L:C]`.
    var start: (line: Int, column: Int)? {
        guard let range = value("range"), range.hasPrefix("[") else { return nil }
        // The file name may contain spaces: the start ends at " - line:".
        let body = range.dropFirst()
        let first = body.range(of: " - ").map { body[..<$0.lowerBound] } ?? body
        let parts = first.split(separator: ":")
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return nil
        }
        return (line, column)
    }
}

/// Reads the S-expression text of `-dump-parse`.
///
/// The tree is rebuilt from indentation, not parentheses: swiftc 6.3 prints some nodes
/// (`type_attributed`) without their closing parenthesis. Every node starts a line, indented
/// two spaces per level; words after a node's `)` on its line belong to its parent.
enum CompilerDump {
    static func parse(_ text: String) -> [CompilerDumpNode] {
        var roots: [CompilerDumpNode] = []
        var stack: [(depth: Int, node: CompilerDumpNode)] = []

        func closeTo(_ depth: Int) {
            while let last = stack.last, last.depth >= depth {
                stack.removeLast()
                if let parent = stack.indices.last {
                    stack[parent].node.children.append(last.node)
                } else {
                    roots.append(last.node)
                }
            }
        }

        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let indentation = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indentation)
            let words = Self.words(rest)
            guard rest.hasPrefix("("), let head = words.own.first else {
                if !stack.isEmpty { stack[stack.count - 1].node.words += words.own + words.parent }
                continue
            }
            let depth = indentation / 2
            closeTo(depth)
            let node = CompilerDumpNode(head: String(head.dropFirst()), words: Array(words.own.dropFirst()), children: [])
            if !words.parent.isEmpty && !stack.isEmpty {
                stack[stack.count - 1].node.words += words.parent
            }
            stack.append((depth, node))
        }
        closeTo(0)
        return roots
    }

    /// The words of a line: those before the first unquoted `)` (the node's own) and after.
    private static func words(_ line: Substring) -> (own: [String], parent: [String]) {
        var own: [String] = []
        var parent: [String] = []
        var current = ""
        var inQuotes = false
        var bracketDepth = 0
        var closed = false
        func flush() {
            if !current.isEmpty {
                if closed { parent.append(current) } else { own.append(current) }
            }
            current = ""
        }
        var escaped = false
        for character in line {
            if inQuotes {
                current.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inQuotes = false
                }
                continue
            }
            switch character {
            case "\"":
                inQuotes = true
                current.append(character)
            case "[", "<":
                bracketDepth += 1
                current.append(character)
            case "]", ">":
                bracketDepth = max(0, bracketDepth - 1)
                current.append(character)
            case " " where bracketDepth == 0:
                flush()
            case ")" where bracketDepth == 0:
                flush()
                closed = true
            default:
                current.append(character)
            }
        }
        flush()
        return (own, parent)
    }
}
