import DILintRules
import Testing

/// Issue 14: the constant-read judgment (`ProjectIndex.isConstantRead`, docs/judgments.md)
/// beyond the `Rules/singleton_access.md` examples: what makes a member stop being a constant.
@Suite struct ConstantReadTests {
    static func accesses(_ code: String) throws -> [String] {
        try SingletonRulesTests.findings([.singletonAccess], code)
    }

    /// Private state a method reassigns is state, not a constant: the getter over it is an access.
    @Test func stateAMethodChangesIsNoConstant() throws {
        let found = try Self.accesses(
            """
            final class Layout {
                static let main = Layout()
                private var platform: Platform = .phone
                var spacing: CGFloat { platform.spacing }
                func rotate() { platform = .pad }
            }
            struct Platform {
                static let phone = Platform(spacing: 8)
                static let pad = Platform(spacing: 10)
                var spacing: CGFloat
            }
            struct Row: View {
                var body: some View { Text("").padding(Layout.main.spacing) }
            }
            """)
        #expect(found == ["13:51 singleton_access"])
    }

    /// A getter that calls something, a `let` whose type is not shown, a method, and a
    /// platform service held in a `let` are all accesses; a literal `let` beside them is not.
    @Test func callsUnknownTypesAndServicesAreAccesses() throws {
        let found = try Self.accesses(
            """
            final class Settings {
                static let shared = Settings()
                let retries = 3
                let formatter = makeFormatter()
                let session: URLSession = .shared
                var level: Int { UserDefaults.standard.integer(forKey: "level") }
                func color() -> UIColor { .red }
            }
            // One type per access: a type reaching a singleton twice gets one finding.
            final class Screen1 { func retries() { _ = Settings.shared.retries } }
            final class Screen2 { func formatter() { _ = Settings.shared.formatter } }
            final class Screen3 { func session() { _ = Settings.shared.session } }
            final class Screen4 { func level() { _ = Settings.shared.level } }
            final class Screen5 { func color() { _ = Settings.shared.color() } }
            final class Screen6 { func hand() { pass(Settings.shared) } }
            """)
        #expect(
            found == [
                "11:55 singleton_access", "12:53 singleton_access", "13:51 singleton_access", "14:51 singleton_access",
                "15:51 singleton_access",
            ])
    }

    /// A table is all constants: one method, or one settable property, makes the bare instance
    /// an access again (its constant members stay constant reads).
    @Test func oneNonConstantMemberMakesNoTable() throws {
        let found = try Self.accesses(
            """
            final class Palette {
                static let shared = Palette()
                let brand = UIColor(named: "brand")
                var accent: UIColor = .blue
            }
            final class Card {
                let palette = Palette.shared
                let brand = Palette.shared.brand
            }
            """)
        #expect(found == ["7:27 singleton_access"])
    }

    /// A `var` only the initializer fills is read like a `let`, until some code in any file
    /// writes it through any value: an assignment, a compound one, a mutating call, a
    /// binding, an `inout` argument, one element of a tuple.
    @Test(arguments: [
        ("", false),
        ("func reset(_ k: SystemKit) { k.device = Device() }", true),
        ("func bump(_ k: SystemKit) { k.device.cores += 1 }", true),
        ("func add(_ k: SystemKit) { k.device.names.append(\"x\") }", true),
        ("struct Pane: View { @ObservedObject var kit: Kit\n var body: some View { Toggle(\"\", isOn: $kit.device.on) } }", true),
        ("func swap(_ k: SystemKit) { fill(&k.device) }", true),
        ("func set(_ k: SystemKit) { (k.device, k.name) = (Device(), \"\") }", true),
        ("final class Other { var device = Device()\n init() { device = Device() } }", false),
    ])
    func aVarIsConstantUntilSomethingWritesIt(_ writer: String, isAccess: Bool) throws {
        let found = try SingletonRulesTests.findings(
            [.singletonAccess],
            """
            struct Device { var cores = 8\n var names: [String] = []\n var on = false }
            final class SystemKit {
                static let shared = SystemKit()
                var device: Device = Device()
                init() { device.cores = 10 }
            }
            final class CPUReport {
                func rows() -> Int { SystemKit.shared.device.cores }
            }
            """, context: [(path: "Sources/App/Writer.swift", code: writer)])
        #expect(found == (isAccess ? ["10:36 singleton_access"] : []))
    }
}
