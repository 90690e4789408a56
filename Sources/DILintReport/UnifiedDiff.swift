/// A unified diff (`diff -u`, three lines of context) between two versions of a file, as
/// `git diff` writes it: `--- a/PATH` and `+++ b/PATH`, so `patch -p1` applies it from the
/// folder the paths are relative to. Lines keep their own line breaks (CRLF survives); a last
/// line without one is followed by `\ No newline at end of file`. Lines are compared as
/// bytes with Myers' O(ND) algorithm, cheap for the few changed lines a fix makes.
public enum UnifiedDiff {
    public static let contextLines = 3

    /// The diff of `old` to `new`, empty when they are equal.
    public static func render(path: String, old: [UInt8], new: [UInt8]) -> [UInt8] {
        let a = lines(old)
        let b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0 != .same }) else { return [] }
        var out = Array("--- a/\(path)\n+++ b/\(path)\n".utf8)
        // Positions in `script` of each change, grouped into hunks whose gaps are at most
        // twice the context.
        var i = 0
        var oldLine = 0
        var newLine = 0
        var positions: [(op: Op, old: Int, new: Int)] = []
        for op in script {
            positions.append((op, oldLine, newLine))
            if op != .insert { oldLine += 1 }
            if op != .delete { newLine += 1 }
        }
        while i < positions.count {
            guard positions[i].op != .same else { i += 1; continue }
            var start = i
            var taken = 0
            while start > 0 && taken < contextLines && positions[start - 1].op == .same { start -= 1; taken += 1 }
            var end = i
            while true {
                while end < positions.count && positions[end].op != .same { end += 1 }
                var gap = 0
                while end + gap < positions.count && positions[end + gap].op == .same { gap += 1 }
                if end + gap < positions.count && gap <= 2 * contextLines {
                    end += gap
                    continue
                }
                end += min(gap, contextLines)
                break
            }
            let hunk = positions[start..<end]
            let oldCount = hunk.filter { $0.op != .insert }.count
            let newCount = hunk.filter { $0.op != .delete }.count
            let oldStart = oldCount == 0 ? hunk.first!.old : hunk.first!.old + 1
            let newStart = newCount == 0 ? hunk.first!.new : hunk.first!.new + 1
            out += Array("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n".utf8)
            for entry in hunk {
                switch entry.op {
                case .same: append(UInt8(ascii: " "), a[entry.old], to: &out)
                case .delete: append(UInt8(ascii: "-"), a[entry.old], to: &out)
                case .insert: append(UInt8(ascii: "+"), b[entry.new], to: &out)
                }
            }
            i = end
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    private static func append(_ marker: UInt8, _ line: ArraySlice<UInt8>, to out: inout [UInt8]) {
        out.append(marker)
        out += line
        if line.last != UInt8(ascii: "\n") && line.last != UInt8(ascii: "\r") {
            out += Array("\n\\ No newline at end of file\n".utf8)
        }
    }

    /// The lines of `bytes`, each with its line break (`\n`, `\r\n` or a lone `\r`).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            i += 1
            if byte == UInt8(ascii: "\r") && i < bytes.count && bytes[i] == UInt8(ascii: "\n") { i += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                result.append(bytes[start..<i])
                start = i
            }
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    enum Op: Equatable {
        case same, delete, insert
    }

    /// The shortest edit script from `a` to `b` (Myers 1986), common prefix and suffix
    /// trimmed first.
    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Op] {
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let x = Array(a[prefix..<(a.count - suffix)])
        let y = Array(b[prefix..<(b.count - suffix)])
        let n = x.count
        let m = y.count
        let offset = n + m + 1
        var v = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        var found = n == 0 && m == 0
        var d = 0
        while !found {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var px = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var py = px - k
                while px < n && py < m && x[px] == y[py] { px += 1; py += 1 }
                v[offset + k] = px
                if px >= n && py >= m { found = true; break }
            }
            if !found { d += 1 }
        }
        // Walk the trace back from (n, m).
        var middle: [Op] = []
        var px = n
        var py = m
        var step = d
        while step > 0 {
            let previous = trace[step]
            let k = px - py
            let down = k == -step || (k != step && previous[offset + k - 1] < previous[offset + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = previous[offset + previousK]
            let previousY = previousX - previousK
            while px > previousX && py > previousY { middle.append(.same); px -= 1; py -= 1 }
            middle.append(down ? .insert : .delete)
            px = previousX
            py = previousY
            step -= 1
        }
        while px > 0 && py > 0 { middle.append(.same); px -= 1; py -= 1 }
        return Array(repeating: .same, count: prefix) + middle.reversed() + Array(repeating: .same, count: suffix)
    }
}
