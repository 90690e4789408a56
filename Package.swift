// swift-tools-version:6.0
// dilint has no package dependencies: Foundation and the toolchain only.
import PackageDescription

let package = Package(
    name: "dilint",
    products: [
        .executable(name: "dilint", targets: ["dilint"]),
        .library(name: "DILintSyntax", targets: ["DILintSyntax"]),
    ],
    targets: [
        .target(name: "DILintSyntax"),
        .executableTarget(name: "dilint", dependencies: ["DILintSyntax"]),
        .executableTarget(
            name: "frontend-benchmark",
            dependencies: ["DILintSyntax"],
            path: "Benchmarks/FrontEnd"
        ),
        .testTarget(name: "DILintSyntaxTests", dependencies: ["DILintSyntax"]),
        .testTarget(name: "dilintTests", dependencies: ["dilint"]),
    ]
)
