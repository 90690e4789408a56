extension Lexer {
    /// Scans a regex literal starting at `start` (on `#`s or `/`) without moving the cursor,
    /// following swiftc's rules (SE-0354):
    /// - a bare `/…/` may not start with a space or tab, start a comment (`//`, `/*`), end
    ///   with an unescaped space or tab, be followed by `/` or `*`, or contain an unbalanced
    ///   `)` outside a character class, unless `mustBeRegex`;
    /// - a bare literal ends at the line end; `#/` followed by only whitespace up to a line
    ///   break is multi-line and needs `/` plus at least as many `#` to close;
    /// - invalid UTF-8 in the pattern flags the literal `.invalidUTF8`.
    ///
    /// Returns the end offset and flags, or nil when this is not a regex. Each scan stops at
    /// the first candidate closing `/` (bare) or the line end, so the lexer stays linear; a
    /// failed multi-line scan to the end of the file is remembered in `unterminatedRegex`.
    mutating func scanRegex(from start: Int, mustBeRegex: Bool) -> (offset: Int, flags: TokenFlags)? {
        var probe = cursor
        probe.move(to: start)
        let pounds = probe.count("#")
        guard probe.advance(if: "/") else { return nil }
        var flags: TokenFlags = pounds > 0 ? .raw : []

        if pounds == 0 {
            switch probe.peek() {
            case " ", "\t":
                if !mustBeRegex { return nil }
                flags.insert(.malformed)
            case "*", "/":
                return nil
            default:
                break
            }
            if start > 0 && cursor.byte(at: start - 1) == "*" { return nil }
        }

        var firstNewline: Int? = nil
        if pounds > 0 {
            var scan = probe
            scan.advance(while: { $0 == " " || $0 == "\t" })
            if scan.peek() == "\n" || scan.peek() == "\r" {
                firstNewline = scan.offset
                probe = scan
                flags.insert(.multiline)
                if let known = unterminatedRegex, start >= known.offset, pounds >= known.pounds {
                    return (scan.offset, flags.union(.unterminated))
                }
            }
        }

        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -2
        while true {
            // A closing delimiter?
            if probe.peek() == "/" && !probe.isAtEnd {
                let slash = probe.offset
                var after = probe
                after.advance()
                let closing = pounds > 0 ? after.count("#") : 0
                if closing >= pounds {
                    if pounds == 0 {
                        let next = after.peek()
                        if next == "*" || next == "/" {
                            // `/…//` or `/…/*`: prefer the comment.
                            return mustBeRegex ? (slash, flags.union(.unterminated)) : nil
                        }
                        if lastSpace == slash - 1 {
                            if !mustBeRegex { return nil }
                            flags.insert(.malformed)
                        }
                    }
                    return (after.offset, flags)
                }
            }
            if probe.isAtEnd {
                if let firstNewline {
                    if unterminatedRegex == nil || pounds <= unterminatedRegex!.pounds {
                        unterminatedRegex = (start, pounds)
                    }
                    return (firstNewline, flags.union(.unterminated))
                }
                return mustBeRegex ? (probe.offset, flags.union(.unterminated)) : nil
            }
            var byte = probe.peek()
            var escaped = false
            if byte == "\\" {
                probe.advance()
                if probe.isAtEnd { continue }
                byte = probe.peek()
                escaped = true
            }
            if byte >= 0x80 {
                let (scalar, length) = probe.decodeScalar()
                if scalar == nil { flags.insert(.invalidUTF8) }
                probe.advance(length)
                continue
            }
            switch byte {
            case "\n", "\r":
                if firstNewline == nil {
                    return mustBeRegex ? (probe.offset, flags.union(.unterminated)) : nil
                }
            case "(" where !escaped && classDepth == 0:
                groupDepth += 1
            case ")" where !escaped && classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex { return nil }
                } else {
                    groupDepth -= 1
                }
            case "[" where !escaped:
                classDepth += 1
            case "]" where !escaped:
                if classDepth > 0 { classDepth -= 1 }
            case " ", "\t":
                if !escaped { lastSpace = probe.offset }
            default:
                break
            }
            probe.advance()
        }
    }
}
