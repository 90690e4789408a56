// swift-tools-version:6.0
// The SwiftSyntax oracle: a separate package, not part of dilint, never built by CI.
// It prints the declaration facts SwiftSyntax sees, in `dilint dump`'s JSON shape.
import PackageDescription

let package = Package(
    name: "DILintOracle",
    platforms: [.macOS(.v13)],
    products: [.executable(name: "oracle", targets: ["oracle"])],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")
    ],
    targets: [
        .executableTarget(
            name: "oracle",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        )
    ]
)
