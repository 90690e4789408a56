// swift-tools-version:6.0
// dilint has no package dependencies: Foundation and the toolchain only.
import PackageDescription

let package = Package(
    name: "dilint",
    products: [
        .executable(name: "dilint", targets: ["dilint"]),
        .library(name: "DILintSyntax", targets: ["DILintSyntax"]),
        .library(name: "DILintRules", targets: ["DILintRules"]),
        .library(name: "DILintReport", targets: ["DILintReport"]),
    ],
    targets: [
        .target(name: "DILintSyntax"),
        .target(name: "DILintRules", dependencies: ["DILintSyntax"], plugins: ["RuleDocsPlugin"]),
        // Rules/<rule_id>.md is the only copy of each rule's documentation; this plugin
        // embeds it into DILintRules at build time.
        .executableTarget(name: "RuleDocsGenerator", path: "Plugins/RuleDocsGenerator"),
        .plugin(
            name: "RuleDocsPlugin", capability: .buildTool(), dependencies: ["RuleDocsGenerator"],
            path: "Plugins/RuleDocsPlugin"),
        .target(name: "DILintReport", dependencies: ["DILintSyntax", "DILintRules"]),
        .executableTarget(name: "dilint", dependencies: ["DILintSyntax", "DILintRules", "DILintReport"]),
        .executableTarget(
            name: "frontend-benchmark",
            dependencies: ["DILintSyntax"],
            path: "Benchmarks/FrontEnd"
        ),
        // Hostile inputs, the cost-growth check and the real-code corpus shared by the test suites.
        .target(name: "DILintTestSupport", path: "Tests/DILintTestSupport"),
        // Fixtures are Swift files read as data, not compiled.
        .testTarget(name: "DILintSyntaxTests", dependencies: ["DILintSyntax", "DILintTestSupport"], exclude: ["Fixtures"]),
        // Fixtures/ holds Swift projects the tests lint, not test sources.
        .testTarget(
            name: "DILintRulesTests", dependencies: ["DILintRules", "DILintSyntax", "DILintTestSupport"],
            exclude: ["Fixtures"]),
        // Expected/ (golden reports) and Schemas/ (SARIF schemas) are data read by the tests.
        .testTarget(
            name: "DILintReportTests", dependencies: ["DILintReport", "DILintRules", "DILintSyntax", "DILintTestSupport"],
            exclude: ["Expected", "Schemas"]),
        .testTarget(name: "dilintTests", dependencies: ["dilint", "DILintTestSupport"]),
    ]
)
