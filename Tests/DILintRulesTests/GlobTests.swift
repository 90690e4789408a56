import DILintRules
import Testing

/// Every glob form of the spec (`*`, `**`, `?`, `[…]`, `{a,b}`) matches as docs/configuration.md
/// says, and a malformed glob is a configuration error at its line and column.
@Suite struct GlobTests {
    @Test(arguments: [
        ("*.swift", "A.swift", true),
        ("*.swift", "Deep/Er/A.swift", true),
        ("Sources/*.swift", "Sources/Sub/A.swift", false),
        ("Sources/**/*.swift", "Sources/A.swift", true),
        ("Sources/**/*.swift", "Sources/a/b/A.swift", true),
        ("Sources/**", "Sources", true),
        ("Sources/", "Sources/x/y.swift", true),
        ("./Sources/*.swift", "Sources/A.swift", true),
        ("a**z", "a/b/z", true),
        ("File?.swift", "File1.swift", true),
        ("File?.swift", "File12.swift", false),
        ("?.swift", "é.swift", true),
        ("Tests/?", "Tests/a/b", false),
        ("[AB].swift", "B.swift", true),
        ("[AB].swift", "C.swift", false),
        ("[a-c]x.swift", "bx.swift", true),
        ("[!a-c]x.swift", "dx.swift", true),
        ("[^a-c]x.swift", "ax.swift", false),
        ("[]]x", "]x", true),
        ("[é-ê]", "ê", true),
        ("Sources/[a]/x", "Sources/a/x", true),
        ("{App,Core}/**", "Core/x.swift", true),
        ("{App,Core}/**", "Kit/x.swift", false),
        ("*.{swift,h}", "Deep/a.h", true),
        ("{a,b{c,d}}.swift", "bd.swift", true),
        ("{a,b{c,d}}.swift", "b.swift", false),
        ("{,Mock}Service.swift", "Service.swift", true),
        ("{x/a.swift,b.swift}", "y/b.swift", true),
        ("{x/a.swift,b.swift}", "y/x/a.swift", false),
        ("\\*.swift", "*.swift", true),
        ("\\*.swift", "a.swift", false),
        ("a\\{b\\}.swift", "a{b}.swift", true),
        ("a*b*c*d*e*f*g*h*i*j*k", String(repeating: "a", count: 200), false),
    ])
    func everyFormMatches(_ pattern: String, _ path: String, _ matches: Bool) throws {
        #expect(try Glob(validating: pattern).matches(path) == matches, "\(pattern) vs \(path)")
    }

    @Test(arguments: [
        ("App/[A-", 4, "unclosed '['; expected ']'"),
        ("{App,Core/**", 0, "unclosed '{'; expected '}'"),
        ("App}/x", 3, "unmatched '}'"),
        ("x\\", 1, "'\\' at the end; expected a character after it"),
        ("[z-a]", 1, "reversed range in '[…]'"),
        (String(repeating: "{a,b}", count: 9), 40, "more than 256 alternatives"),
    ])
    func malformedGlobsAreErrorsWithAnOffset(_ pattern: String, _ offset: Int, _ message: String) {
        #expect(throws: GlobError(offset: offset, message: message)) { try Glob(validating: pattern) }
    }

    static func error(_ text: String) -> String {
        do {
            _ = try Configuration.parse(Array(text.utf8), displayPath: ".dilint.json", directory: ".")
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func malformedGlobInConfigurationHasLineAndColumn() {
        #expect(
            Self.error("{\n  \"exclude\": [\"Generated/**\", \"App/{A,B\"]\n}")
                == ".dilint.json:2:36: error: invalid glob 'App/{A,B' in 'exclude': unclosed '{'; expected '}'")
        #expect(
            Self.error("{\"test_paths\": [\"[x\"]}")
                == ".dilint.json:1:18: error: invalid glob '[x' in 'test_paths': unclosed '['; expected ']'")
        #expect(
            Self.error("{\"composition_root\": {\"paths\": [\"a}\"]}}")
                == ".dilint.json:1:35: error: invalid glob 'a}' in 'paths': unmatched '}'")
    }

    @Test func rebasedGlobMatchesFromTheOuterFolder() throws {
        let glob = try Glob(validating: "Mocks/**")
        #expect(glob.rebased(under: "app/Sub[1]").matches("app/Sub[1]/Mocks/a.swift"))
        #expect(!glob.rebased(under: "app/Sub[1]").matches("app/Sub1/Mocks/a.swift"))
        #expect(try Glob(validating: "*Spec.swift").rebased(under: "p").matches("p/x/ASpec.swift"))
    }
}
