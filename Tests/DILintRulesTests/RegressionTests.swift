import DILintRules
import Testing

/// The bugs issue 14 names, each as it was found on a real app.
@Suite struct RegressionTests {
    /// Issue 14: a typed local in a test (`let env: AppEnvironment = .mock`) was read as an
    /// assignment to the global `AppEnvironment`.
    @Test func typedLocalInATestIsNotAGlobalOverride() throws {
        let found = try LintHarness.lint(
            [
                (
                    path: "Tests/AppTests/SettingsTests.swift",
                    code: """
                    final class SettingsTests: XCTestCase {
                        func testLoads() {
                            let env: AppEnvironment = .mock
                            var other: AppEnvironment = .preview
                            XCTAssertNotNil(env)
                            other = .mock
                        }
                    }
                    """
                )
            ], rules: [.globalOverrideWithoutReset]
        ).findings
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Issue 14: two nested types of one name (`A.API`, `B.API`) conforming to one protocol
    /// are two implementations, not one.
    @Test func nestedTypesOfOneNameAreTwoConformers() throws {
        let found = try LintHarness.lint(
            [
                (
                    path: "Sources/Networking.swift",
                    code: """
                    protocol Requesting { func send() }
                    enum A { struct API {} }
                    enum B { struct API {} }
                    extension A.API: Requesting { func send() {} }
                    extension B.API: Requesting { func send() {} }
                    """
                )
            ], rules: [.singleImplementationProtocol]
        ).findings
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Issue 14: a nested type elsewhere that reuses a protocol's name
    /// (`extension Notification.Name { struct AccountService {} }`) hid the protocol.
    @Test func nestedTypeReusingAProtocolsNameDoesNotHideIt() throws {
        let found = try LintHarness.lint(
            [
                (
                    path: "Sources/Notifications.swift",
                    code: """
                    extension Notification.Name {
                        struct AccountService {
                            static let didSignIn = Notification.Name("didSignIn")
                        }
                    }
                    """
                ),
                (
                    path: "Sources/AccountService.swift",
                    code: """
                    protocol AccountService { func signIn() }
                    final class LiveAccountService: AccountService { func signIn() {} }
                    """
                ),
            ], rules: [.singleImplementationProtocol]
        ).findings
        #expect(found.map(\.path) == ["Sources/AccountService.swift"], "\(found.map(\.message))")
    }
}
