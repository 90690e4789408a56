/// Which bytes and Unicode scalars may appear in identifiers and operators, as The Swift
/// Programming Language's lexical structure chapter defines them.
enum CharacterClasses {
    /// ASCII letters and `_`.
    @inline(__always)
    static func isASCIIIdentifierStart(_ b: UInt8) -> Bool {
        (b | 0x20) &- "a" < 26 || b == "_"
    }

    /// ASCII letters, digits, `_` and `$` (swiftc accepts `a$b`).
    @inline(__always)
    static func isASCIIIdentifierContinuation(_ b: UInt8) -> Bool {
        isASCIIIdentifierStart(b) || b &- "0" < 10 || b == "$"
    }

    /// 256 flags, one per byte value: 1 for the bytes of `isASCIIIdentifierContinuation`, 0
    /// for every other byte (all of 0x80 and above). Allocated once and never freed.
    static let identifierContinuationTable = ByteTable { b in b < 0x80 && isASCIIIdentifierContinuation(b) }

    @inline(__always)
    static func isDigit(_ b: UInt8) -> Bool { b &- "0" < 10 }

    @inline(__always)
    static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b | 0x20) &- "a" < 6
    }

    /// The ASCII operator characters: `/ = - + ! * % < > & | ^ ~ ?` and `.`.
    @inline(__always)
    static func isASCIIOperator(_ b: UInt8) -> Bool {
        switch b {
        case "/", "=", "-", "+",
            "!", "*", "%", "<",
            ">", "&", "|", "^",
            "~", "?", ".":
            return true
        default:
            return false
        }
    }

    /// Scalars allowed after the first character of an identifier (beyond ASCII).
    static func isIdentifierContinuation(_ s: Unicode.Scalar) -> Bool {
        let c = s.value
        if c < 0x80 { return isASCIIIdentifierContinuation(UInt8(c)) }
        return contains(identifierRanges, c)
    }

    /// Scalars allowed as the first character of an identifier.
    static func isIdentifierStart(_ s: Unicode.Scalar) -> Bool {
        let c = s.value
        if c < 0x80 { return isASCIIIdentifierStart(UInt8(c)) }
        return contains(identifierRanges, c) && !contains(combiningRanges, c)
    }

    /// Scalars that may start an operator.
    static func isOperatorStart(_ s: Unicode.Scalar) -> Bool {
        let c = s.value
        if c < 0x80 { return isASCIIOperator(UInt8(c)) }
        return contains(operatorRanges, c)
    }

    /// Scalars that may continue an operator: operator characters plus combining marks.
    static func isOperatorContinuation(_ s: Unicode.Scalar) -> Bool {
        isOperatorStart(s) || contains(combiningRanges, s.value) || contains(variationSelectorRanges, s.value)
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ c: UInt32) -> Bool {
        for range in ranges where range.contains(c) {
            return true
        }
        return false
    }

    private static let identifierRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5,
        0x00B7...0x00BA, 0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF,
        0x0100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF, 0x200B...0x200D, 0x202A...0x202E,
        0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44,
        0xFE47...0xFFF8, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
        0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
        0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD,
        0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    private static let variationSelectorRanges: [ClosedRange<UInt32>] = [
        0xFE00...0xFE0F, 0xE0100...0xE01EF,
    ]

    private static let operatorRanges: [ClosedRange<UInt32>] = [
        0x00A1...0x00A7, 0x00A9...0x00A9, 0x00AB...0x00AC, 0x00AE...0x00AE, 0x00B0...0x00B1,
        0x00B6...0x00B6, 0x00BB...0x00BB, 0x00BF...0x00BF, 0x00D7...0x00D7, 0x00F7...0x00F7,
        0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
        0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
        0x3008...0x3030,
    ]
}

/// A flag per byte value, read with one load. Built once, never written after, never freed.
struct ByteTable: @unchecked Sendable {
    let flags: UnsafePointer<UInt8>

    init(_ predicate: (UInt8) -> Bool) {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for b in 0..<256 { table[b] = predicate(UInt8(b)) ? 1 : 0 }
        flags = UnsafePointer(table)
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool { flags[Int(byte)] != 0 }
}
