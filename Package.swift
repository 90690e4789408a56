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
        // docs/integrations/swiftpm-plugins.md: lint during `swift build` and in Xcode, and
        // `swift package dilint`. Both build dilint from source.
        .plugin(name: "DILintBuildToolPlugin", targets: ["DILintBuildToolPlugin"]),
        .plugin(name: "DILintCommandPlugin", targets: ["DILintCommandPlugin"]),
        .library(name: "DILintServer", targets: ["DILintServer"]),
    ],
    targets: [
        .target(name: "DILintSyntax"),
        // Rules/<rule_id>.md is the only hand-written copy of each rule's documentation;
        // Sources/DILintRules/Generated/RuleDocumentationSources.swift embeds it, written by
        // `swift run RuleDocsGenerator` and checked against Rules/ by RuleDocumentationTests.
        // (A build-tool plugin did this until SwiftPM's native build system, Swift 6.0-6.3,
        // left its output out of the tool that dilint's own plugins build: swiftlang/
        // swift-package-manager#7936.)
        .target(name: "DILintRules", dependencies: ["DILintSyntax"]),
        .executableTarget(name: "RuleDocsGenerator", path: "Plugins/RuleDocsGenerator"),
        .target(name: "DILintReport", dependencies: ["DILintSyntax", "DILintRules"]),
        // The language server's core (`dilint lsp`): JSON-RPC in, JSON-RPC out; framing and I/O in the CLI.
        .target(name: "DILintServer", dependencies: ["DILintSyntax", "DILintRules", "DILintReport"]),
        .executableTarget(name: "dilint", dependencies: ["DILintSyntax", "DILintRules", "DILintReport", "DILintServer"]),
        .plugin(
            name: "DILintBuildToolPlugin", capability: .buildTool(), dependencies: ["dilint"],
            path: "Plugins/DILintBuildToolPlugin"),
        .plugin(
            name: "DILintCommandPlugin",
            capability: .command(intent: .custom(verb: "dilint", description: "Lint the package with dilint")),
            dependencies: ["dilint"], path: "Plugins/DILintCommandPlugin"),
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
        // Fixtures/ holds packages the tests copy and build; run-action.py runs action.yml; LSP/ the
        // Python suite that drives `dilint lsp` with a real LSP client; Fixes/ the --fix golden files.
        .testTarget(
            name: "dilintTests", dependencies: ["dilint", "DILintTestSupport"],
            exclude: ["Fixtures", "Support/run-action.py", "LSP", "Fixes"]),
        .testTarget(name: "DILintServerTests", dependencies: ["DILintServer", "DILintReport", "DILintRules", "DILintSyntax"]),
    ]
)
