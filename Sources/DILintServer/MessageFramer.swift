/// The base protocol's framing: `Content-Length: N\r\n` (other headers ignored, names in
/// any case), a blank line, then N bytes of JSON. Bytes go in as they arrive; complete
/// messages and framing faults come out. Pure: no I/O.
///
/// A fault never stops the stream: a header block without a valid `Content-Length` is
/// reported and dropped up to its blank line (taking the last `Content-Length:` inside
/// it when one exists, so junk left by a short length resynchronizes on the next real
/// header); a length above `maximumLength` is reported and its header dropped. A body
/// that is not followed by what the length promised is the reader's to judge (see
/// `LanguageServer`, which re-frames a body that holds a header).
public struct MessageFramer {
    /// The largest body accepted: a 10 MB document is escaped into a larger message.
    public static let maximumLength = 256 << 20
    /// A header block longer than this without a blank line is junk.
    static let maximumHeaderLength = 8 << 10

    public enum Item: Equatable {
        case message([UInt8])
        /// A framing fault, described for the error reply.
        case fault(String)
    }

    private var buffer: [UInt8] = []
    private var start = 0

    public init() {}

    /// Bytes waiting for the rest of their message.
    public var pendingByteCount: Int { buffer.count - start }

    public mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0 && start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message or fault; nil when more bytes are needed.
    public mutating func next() -> Item? {
        defer { compact() }
        while start < buffer.count && (buffer[start] == UInt8(ascii: "\r") || buffer[start] == UInt8(ascii: "\n")) {
            start += 1  // stray line breaks between messages
        }
        guard let blank = headerEnd() else {
            if buffer.count - start > Self.maximumHeaderLength {
                start = buffer.count
                return .fault("a header of more than \(Self.maximumHeaderLength) bytes without a blank line after it")
            }
            return nil
        }
        let header = String(decoding: buffer[start..<blank], as: UTF8.self)
        let bodyStart = blank + 4
        var length: Int?
        var fault: String?
        // Names are case-insensitive and the only value read is a number: lowercased whole.
        var lines = header.lowercased().split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        // Junk before a real header (the tail of a message whose length was too short).
        if let last = lines.lastIndex(where: { $0.contains("content-length:") }),
            let range = lines[last].firstRange(of: "content-length:"), last > 0 || range.lowerBound > lines[last].startIndex
        {
            fault = "bytes before the header were not a message"
            lines = [String(lines[last][range.lowerBound...])] + lines[(last + 1)...]
        }
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else {
                fault = fault ?? "header line '\(line.prefix(80))' has no ':'"
                continue
            }
            let name = line[..<colon]
            let value = line[line.index(after: colon)...].trimmingSpaces()
            if name == "content-length" {
                guard let n = Int(value), n >= 0 else {
                    fault = "Content-Length '\(value.prefix(40))' is not a byte count"
                    continue
                }
                length = n
            }
        }
        guard let length else {
            start = bodyStart
            return .fault(fault ?? "the header has no Content-Length")
        }
        guard length <= Self.maximumLength else {
            start = bodyStart
            return .fault("Content-Length \(length) is over the limit of \(Self.maximumLength) bytes")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        var body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        // A length too long swallows the start of the next message: a body that does not end
        // like a JSON object but holds `}Content-Length:` is cut there, and the rest read again.
        if let cut = Self.embeddedHeader(in: body) {
            buffer.insert(contentsOf: body[cut...], at: start)
            body.removeSubrange(cut...)
        }
        return .message(body)
    }

    /// Where a header starts inside `body` right after a closing `}` (or the body ends with a
    /// part of one), when the body does not itself end with `}` (after spaces).
    static func embeddedHeader(in body: [UInt8]) -> Int? {
        guard let last = body.lastIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }),
            body[last] != UInt8(ascii: "}")
        else { return nil }
        let header = Array("content-length:".utf8)
        var i = 1
        while i < body.count {
            if body[i - 1] == UInt8(ascii: "}") {
                // Letters in any case; `-` and `:` exactly. The body may end inside the header.
                let matches = (0..<min(header.count, body.count - i)).allSatisfy { k in
                    let byte = body[i + k]
                    return header[k] >= UInt8(ascii: "a") ? byte | 0x20 == header[k] : byte == header[k]
                }
                if matches { return i }
            }
            i += 1
        }
        return nil
    }

    /// The offset of the `\r\n\r\n` ending the header at `start`, if it has arrived.
    private func headerEnd() -> Int? {
        var i = start
        let limit = buffer.count - 3
        while i < limit {
            if buffer[i] == UInt8(ascii: "\r") && buffer[i + 1] == UInt8(ascii: "\n")
                && buffer[i + 2] == UInt8(ascii: "\r") && buffer[i + 3] == UInt8(ascii: "\n")
            {
                return i
            }
            i += 1
        }
        return nil
    }

    private mutating func compact() {
        if start > 1 << 20 && start * 2 > buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }

    /// `body` framed for writing.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
