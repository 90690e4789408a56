// Members from every #if / #elseif / #else branch, nested conditions, and #if around
// attributes: the parser reads all branches.

final class Platform {
    #if os(iOS)
    let idiom: UIUserInterfaceIdiom
    #elseif os(macOS) && (arch(arm64)
        || targetEnvironment(macCatalyst))
    let screen: NSScreen?
    #else
    let width: Int = 80
    #endif

    #if DEBUG
        #if canImport(XCTest)
    func testHook() {}
        #elseif canImport(Testing)
    func swiftTestingHook() {}
        #else
    func debugHook() {}
        #endif
    #endif

    #if swift(>=5.9)
    @MainActor
    #endif
    func render() {}

    #if compiler(>=6)
    @preconcurrency
    #else
    @available(*, deprecated)
    #endif
    public init(idiom: Int) {}
}

#if canImport(UIKit)
import UIKit
extension Platform: UIKitHosting {}
#elseif canImport(AppKit) && (
    os(macOS) || targetEnvironment(macCatalyst)
)
struct MacOnly {}
#endif

#if DEBUG
enum Flags {
    #if FEATURE_A
    case a
    #endif
    case b
}
#endif

struct After {
    #if os(Linux)
    var path: String { "/usr" }
    #endif
}
