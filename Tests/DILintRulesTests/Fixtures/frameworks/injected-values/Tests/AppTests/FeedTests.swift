import XCTest

// Overriding a key in a test without resetting it leaks into later tests.
final class FeedTests: XCTestCase {
    override func setUp() {
        ↓InjectedValues[\.networkProvider] = MockNetworkProvider()
    }

    func testLoads() {
        let controller = FeedDataController()
        XCTAssertNotNil(controller.networkProvider)
    }
}
