/// Bytes are written as character literals: `case "{":`, `byte == "\n"`, `"a"..."z"`. A
/// literal that is not ASCII stops the build in a constant context and traps otherwise; the
/// compiler folds each literal to its byte, as it did `UInt8(ascii:)`, which this replaces.
extension UInt8: @retroactive ExpressibleByUnicodeScalarLiteral {
    @_transparent
    public init(unicodeScalarLiteral scalar: Unicode.Scalar) {
        self.init(ascii: scalar)
    }
}
