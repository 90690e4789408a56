import Foundation
import Testing

/// `dilint dump` end to end: the JSON it prints, paths, errors and exit statuses.
@Suite struct DumpCommandTests {
    static let feed = """
        import Foundation

        @MainActor
        final class FeedViewModel: ObservableObject, FeedLoading {
            var service: NetworkService!
            init(api: APIProviding = APIService.shared) {
                self.api = api
            }
            func load() {}
        }

        protocol FeedLoading {
            var items: [Item] { get set }
        }

        """

    /// The top-level `declarations` of the one file in a dump.
    static func declarations(_ output: String) throws -> [[String: Any]] {
        let json = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        let files = json?["files"] as? [[String: Any]] ?? []
        #expect(files.count == 1)
        return files.first?["declarations"] as? [[String: Any]] ?? []
    }

    @Test func dumpPrintsWhatTheFrontEndSees() throws {
        let root = try Dilint.project(["Sources/App/Feed.swift": Self.feed])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Dilint.run(["dump", "Sources"], in: root)
        #expect(result.status == 0, "\(result.standardError)")
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let file = (json?["files"] as? [[String: Any]])?.first
        #expect(file?["path"] as? String == "Sources/App/Feed.swift")
        let declarations = try Self.declarations(result.standardOutput)
        #expect(declarations.map { $0["kind"] as? String } == ["class", "protocol"])
        let viewModel = declarations[0]
        #expect(viewModel["name"] as? String == "FeedViewModel")
        #expect(viewModel["line"] as? Int == 4 && viewModel["column"] as? Int == 13)
        #expect(viewModel["modifiers"] as? [String] == ["final"])
        #expect(viewModel["attributes"] as? [String] == ["@MainActor"])
        #expect(viewModel["inheritance"] as? [String] == ["ObservableObject", "FeedLoading"])
        let members = viewModel["members"] as? [[String: Any]] ?? []
        #expect(members.map { $0["kind"] as? String } == ["var", "init", "func"])
        #expect(members[0]["name"] as? String == "service" && members[0]["type"] as? String == "NetworkService!")
        #expect(members[0]["storage"] as? String == "stored" && members[0]["initializer"] is NSNull)
        #expect(members[1]["line"] as? Int == 6 && members[1]["column"] as? Int == 5)
        let parameter = (members[1]["parameters"] as? [[String: Any]])?.first
        #expect(parameter?["label"] as? String == "api" && parameter?["name"] as? String == "api")
        #expect(parameter?["type"] as? String == "APIProviding" && parameter?["default"] as? String == "APIService.shared")
        #expect(members[2]["name"] as? String == "load" && members[2]["column"] as? Int == 10)
        let requirement = (declarations[1]["members"] as? [[String: Any]])?.first
        #expect(requirement?["accessors"] as? String == "{ get set }")
    }

    @Test func unreadableInputsAreNamedAndTheRestIsDumpedWithStatusTwo() throws {
        let root = try Dilint.project(["Good.swift": "struct Good {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Dilint.run(["dump", "Missing.swift", "Good.swift"], in: root)
        #expect(result.status == 2)
        #expect(result.standardError == "Missing.swift: error: no such file or directory\n")
        #expect(try Self.declarations(result.standardOutput).first?["name"] as? String == "Good")
    }

    @Test func invalidUTF8AndBinaryFilesAreDumpedWithoutError() throws {
        let root = try Dilint.project([:])
        defer { try? FileManager.default.removeItem(at: root) }
        var bytes = Array("struct A {\n  let s = \"".utf8) + [0xFF, 0xFE, 0x00, 0xC3] + Array("\"\n}\n".utf8)
        bytes += (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        try Data(bytes).write(to: root.appendingPathComponent("Mixed.swift"))
        let result = try Dilint.run(["dump", "Mixed.swift"], in: root)
        #expect(result.status == 0)
        #expect(try Self.declarations(result.standardOutput).first?["name"] as? String == "A")
    }

    @Test func dumpDefaultsToTheCurrentFolder() throws {
        let root = try Dilint.project(["A.swift": "enum A { case x }\n", "Sub/B.swift": "actor B {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Dilint.run(["dump"], in: root)
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect((json?["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String } == ["A.swift", "Sub/B.swift"])
    }

    @Test func versionHelpAndUsageErrors() throws {
        let root = try Dilint.project([:])
        defer { try? FileManager.default.removeItem(at: root) }
        let version = try Dilint.run(["--version"], in: root)
        #expect(version.status == 0 && version.standardOutput.hasPrefix("dilint "))
        let help = try Dilint.run(["--help"], in: root)
        #expect(help.status == 0 && help.standardOutput.contains("dump"))
        let unknown = try Dilint.run(["frobnicate"], in: root)
        #expect(unknown.status == 2 && unknown.standardError.contains("unknown command 'frobnicate'"))
        let badOption = try Dilint.run(["dump", "--frobnicate"], in: root)
        #expect(badOption.status == 2 && badOption.standardError.contains("unknown option '--frobnicate'"))
    }

    @Test func dumpNeverWritesToTheFilesItReads() throws {
        let root = try Dilint.project(["A.swift": Self.feed])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("A.swift").path
        let before = try FileManager.default.attributesOfItem(atPath: path)
        _ = try Dilint.run(["dump", "."], in: root)
        let after = try FileManager.default.attributesOfItem(atPath: path)
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.feed)
    }
}
