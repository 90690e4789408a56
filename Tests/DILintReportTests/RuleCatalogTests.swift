import DILintReport
import DILintRules
import Testing

/// What SARIF's rule descriptors are made of.
@Suite struct RuleCatalogTests {
    @Test(arguments: RuleID.allCases)
    func builtInDescriptionIsTheRuleDocument(_ id: RuleID) {
        let description = RuleCatalog.builtIn.description(of: id)
        #expect(description.markdown == RuleDocumentation.markdown(for: id))
        #expect(description.summary == RuleDocumentation.summary(for: id))
        #expect(description.defaultSeverity == RuleRegistry.type(of: id).defaultSeverity)
        #expect(!description.plainSummary.isEmpty && !description.plainWhatItFlags.isEmpty)
        #expect(description.upperCamelCaseName.first?.isUppercase == true)
        #expect(!description.upperCamelCaseName.contains("_"))
    }

    @Test func namesAreUpperCamelCase() {
        #expect(RuleCatalog.builtIn.description(of: .tooManyDependencies).upperCamelCaseName == "TooManyDependencies")
        #expect(RuleCatalog.builtIn.description(of: .singletonAccess).upperCamelCaseName == "SingletonAccess")
    }

    @Test func whatItFlagsKeepsCodeBlocksAndStopsAtTheNextSection() {
        let description = HostileFixture.catalog.description(of: .tooManyDependencies)
        #expect(
            description.plainWhatItFlags == """
                An initializer with more than max_parameters parameters:

                init(a: A, b: B, c: C)
                """)
    }

    @Test func missingSectionFallsBackToTheSummary() {
        let description = HostileFixture.catalog.description(of: .singletonAccess)
        #expect(description.plainWhatItFlags == "Flags reads of .shared.")
    }

    @Test func givenDescriptionsWinOverBuiltInOnes() {
        #expect(HostileFixture.catalog.description(of: .serviceLocator).markdown.isEmpty)
        #expect(HostileFixture.catalog.description(of: .protocolMirror) == RuleDescription.builtIn(.protocolMirror))
    }
}
