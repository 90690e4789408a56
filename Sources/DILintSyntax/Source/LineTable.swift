#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Line starts of one file, for turning byte offsets into 1-based line and column.
///
/// Columns count UTF-8 bytes from the line start, as swiftc's diagnostics do (so a BOM
/// counts on line 1). A line ends at `\n`, `\r\n` or a lone `\r`.
public struct LineTable: Sendable {
    /// Byte offset where each line starts; `starts[0] == 0`.
    public let starts: [UInt32]

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        let n = bytes.count
        if let base = bytes.baseAddress, n > 0, memchr(base, Int32(UInt8(ascii: "\r")), n) == nil {
            // No `\r` in the file (the usual case): `memchr` for each `\n`. Measured with
            // callgrind on swift-syntax 603.0.1's sources: 1.8 instructions per byte instead of 10.
            bytes.forEachOffset(of: "\n") { starts.append(UInt32(truncatingIfNeeded: $0 + 1)) }
            self.starts = starts
            return
        }
        var i = 0
        while i < n {
            let b = bytes[i]
            i += 1
            if b == "\n" {
                starts.append(UInt32(truncatingIfNeeded: i))
            } else if b == "\r" {
                if i < n && bytes[i] == "\n" { i += 1 }
                starts.append(UInt32(truncatingIfNeeded: i))
            }
        }
        self.starts = starts
    }

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { LineTable($0) }
    }

    public var lineCount: Int { starts.count }

    /// The 1-based line and column of a byte offset.
    public func location(of offset: UInt32) -> SourceLocation {
        // The last line starting at or before `offset` (`starts[0]` is 0, so there is one).
        let low = starts.partitionIndex { $0 > offset } - 1
        return SourceLocation(line: low + 1, column: Int(offset - starts[low]) + 1)
    }
}

/// A 1-based line and UTF-8 byte column.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}
