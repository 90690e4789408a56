import DILintReport
import DILintRules
import DILintSyntax
import Foundation
import Testing

/// SARIF output: valid against the OASIS schema and the one GitHub's upload action checks,
/// and shaped as code scanning needs it.
@Suite struct SARIFReporterTests {
    static let oasisSchema = TestPaths.schemas.appendingPathComponent("sarif-2.1.0.json")
    static let codeQLActionSchema = TestPaths.schemas.appendingPathComponent("sarif-2.1.0-codeql-action.json")

    /// The rendered fixture, read back as JSON.
    static func log() throws -> [String: Any] {
        let bytes = SARIFReporter().render(try HostileFixture.report())
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    static func run() throws -> [String: Any] {
        let runs = try #require(try log()["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    @Test func fixtureValidatesAgainstTheOASISSchema() throws {
        try Python.expectValid(
            SARIFReporter().render(try HostileFixture.report()), schema: Self.oasisSchema,
            checkingSchema: true)
    }

    @Test func fixtureValidatesAgainstTheCodeQLActionSchema() throws {
        // That copy does not pass a strict 2020-12 meta-schema check (Schemas/README.md).
        try Python.expectValid(SARIFReporter().render(try HostileFixture.report()), schema: Self.codeQLActionSchema)
    }

    @Test func realProjectValidatesWithTheBuiltInRuleDocuments() throws {
        let report = try RealProject.report()
        #expect(!report.findings.isEmpty && !report.suppressed.isEmpty)
        let bytes = SARIFReporter().render(report)
        try Python.expectValid(bytes, schema: Self.oasisSchema)
        try Python.expectValid(bytes, schema: Self.codeQLActionSchema)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            let help = try #require(rule["help"] as? [String: String])
            #expect(help["markdown"] == RuleDocumentation.markdown(for: RuleID(rawValue: id)!), "help of \(id)")
            let summary = (rule["shortDescription"] as? [String: String])?["text"]
            #expect(summary?.isEmpty == false, "summary of \(id)")
        }
    }

    @Test func logNamesSchemaVersionAndColumnKind() throws {
        let log = try Self.log()
        #expect(
            log["$schema"] as? String
                == "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
        #expect(log["version"] as? String == "2.1.0")
        let run = try Self.run()
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let base = try #require((run["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"])
        #expect(base["uri"] == "file:///home/ci/My%20Projects/100%25%20d%C3%AF/")
    }

    @Test func driverListsEveryRuleThatRanOrReported() throws {
        let driver = try #require((try Self.run()["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "dilint")
        #expect(driver["version"] as? String == "1.2.3")
        #expect(driver["semanticVersion"] as? String == "1.2.3")
        #expect(driver["informationUri"] as? String == ToolInfo.informationURI)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(
            rules.map { $0["id"] as? String } == [
                "service_locator", "singleton_access", "singleton_declaration", "superfluous_suppression", "too_many_dependencies",
            ])
        let declaration = rules[2]
        #expect(declaration["name"] as? String == "SingletonDeclaration")
        #expect(
            (declaration["shortDescription"] as? [String: String])?["text"]
                == "Flags static let shared singletons: 100% <global> & \"hidden\".")
        #expect(
            (declaration["fullDescription"] as? [String: String])?["text"] == """
                A static property that holds an instance of its own type, wrapped over two lines; see the guide (https://example.com/a?b=1&c=2).

                - names: shared, default
                - annotations: Foo?
                """)
        let markdown = HostileFixture.catalog.description(of: .singletonDeclaration).markdown
        #expect(declaration["help"] as? [String: String] == ["text": markdown, "markdown": markdown])
        #expect(declaration["helpUri"] as? String == "\(ToolInfo.informationURI)/blob/main/Rules/singleton_declaration.md")
        #expect((declaration["defaultConfiguration"] as? [String: String])?["level"] == "warning")
        #expect((declaration["properties"] as? [String: [String]])?["tags"] == ["dependency-injection", "maintainability"])
        // No document yet: the id stands in for the summary.
        #expect((rules[0]["shortDescription"] as? [String: String])?["text"] == "service locator")
        #expect((rules[0]["defaultConfiguration"] as? [String: String])?["level"] == "error")
        #expect((rules[4]["defaultConfiguration"] as? [String: String])?["level"] == "note")
    }

    @Test func resultsCarryRuleLevelLocationAndFingerprint() throws {
        let run = try Self.run()
        let results = try #require(run["results"] as? [[String: Any]])
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(results.count == 7)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let levels = results.map { $0["level"] as? String }
        #expect(levels == ["warning", "error", "note", "warning", "warning", "warning", "warning"])

        let unicode = results[3]
        #expect((unicode["message"] as? [String: String])?["text"] == HostileFixture.multiLineMessage)
        let location = try #require((unicode["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: String])
        #expect(artifact["uri"] == "Sources/Feature%3A%20Cart,%20Checkout/Caf%C3%A9%20100%25%20%3C&%3E%22%23%3F.swift")
        #expect(artifact["uriBaseId"] == "%SRCROOT%")
        #expect(artifact["uri"]?.removingPercentEncoding == HostileFixture.hostilePath)
        #expect(physical["region"] as? [String: Int] == ["startLine": 2, "startColumn": 34, "endLine": 2, "endColumn": 40])
        #expect((location["logicalLocations"] as? [[String: String]]) == [["fullyQualifiedName": "makeAPI()"]])

        let regions = try results.map { result -> [String: Int] in
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            return try #require(location["region"] as? [String: Int])
        }
        #expect(regions[1] == ["startLine": 7, "startColumn": 5, "endLine": 9])  // multi-line: end column unknown
        #expect(regions[2] == ["startLine": 12, "startColumn": 24])  // no end

        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["dilintFingerprint/v1"] }
        #expect(fingerprints.count == results.count)
        #expect(Set(fingerprints).count == fingerprints.count)
        #expect(results.allSatisfy { ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] == nil })
    }

    @Test func suppressedFindingsFollowWithTheirSuppression() throws {
        let results = try #require(try Self.run()["results"] as? [[String: Any]])
        #expect(results[..<5].allSatisfy { $0["suppressions"] == nil })
        let withoutReason = try #require((results[5]["suppressions"] as? [[String: Any]])?.first)
        #expect(withoutReason["kind"] as? String == "inSource")
        #expect(withoutReason["justification"] == nil)
        let withReason = try #require((results[6]["suppressions"] as? [[String: Any]])?.first)
        #expect(withReason["kind"] as? String == "inSource")
        #expect(withReason["justification"] as? String == HostileFixture.suppressionReason)
        let line = ((withReason["location"] as? [String: Any])?["physicalLocation"] as? [String: Any])?["region"]
        #expect(line as? [String: Int] == ["startLine": 8])
    }

    @Test func withoutSourceRootTheBaseIsLeftOut() throws {
        var report = try HostileFixture.report()
        report.sourceRoot = nil
        let log = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter().render(report))) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["originalUriBaseIds"] == nil)
        try Python.expectValid(SARIFReporter().render(report), schema: Self.oasisSchema)
    }

    @Test func schemaCopiesAreUnmodified() throws {
        let expected = [
            "sarif-2.1.0.json": "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e",
            "sarif-2.1.0-codeql-action.json": "46d4203e43b978a433943881354db1e40e81437d4b46c00f05016110c6b14693",
        ]
        for (name, digest) in expected {
            let output = try Python.output(["sha256", TestPaths.schemas.appendingPathComponent(name).path])
            #expect(output?.trimmingCharacters(in: .whitespacesAndNewlines) == digest, "\(name) differs from its source")
        }
    }
}
