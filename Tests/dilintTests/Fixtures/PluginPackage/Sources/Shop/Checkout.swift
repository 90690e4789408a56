// Seven parameters: too_many_dependencies would flag this initializer, but the package's
// .dilint.json turns that rule off.
public struct Checkout {
    public init(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int) {}
}
