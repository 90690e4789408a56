import Foundation
import Testing

/// The SwiftPM plugins, used for real: `Fixtures/PluginPackage` is copied to a temporary
/// folder, its `Package.swift` written to depend on this checkout by absolute path, and built
/// with `swift build`, which builds dilint from source inside the fixture and applies the
/// build-tool plugin to the target `Shop`. One fixture build is shared by every check (each
/// nested build of dilint takes minutes), in this order: findings printed as
/// `path:line:col: warning:` with absolute paths and the build succeeds; a rule the package's
/// `.dilint.json` turns off stays off; once settled, a build with no Swift file changed does
/// not run dilint and touching one file does; `swift package dilint --format json` (the
/// command plugin) prints the report and `--write-baseline` writes into the package when
/// SwiftPM is given `--allow-writing-to-package-directory`; `"fail_on": "warning"` in the
/// configuration fails the build.
///
/// It runs once with SwiftPM's default build system (what `swift build` uses on Swift 6.0–6.3)
/// and once with `--build-system swiftbuild` (Swift Build: what Xcode uses, and `swift
/// build`'s default from Swift 6.4).
@Suite(.serialized) struct SwiftPMPluginTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PluginPackage")

    /// Runs `swift` with `arguments`. SwiftPM itself sometimes crashes while planning a build
    /// with the swiftbuild backend on Linux (signal 11 in libdispatch's event loop, with no
    /// dilint code running: swiftlang/swift#87033; seen once in this test on a clean CI
    /// clone, and once more in the `swift package` process running the command plugin): when
    /// the crash report names `swift-build` or `swift-package` as the crashed program, the
    /// command runs once more. A crash of dilint, or any other failure, is returned as it is.
    static func swift(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let first = try PreCommitTests.shell(["swift"] + arguments, in: folder)
        guard first.status != 0, isSwiftPMCrash(first.output) else { return first }
        return try PreCommitTests.shell(["swift"] + arguments, in: folder)
    }

    /// Whether a build log is SwiftPM's own crash report (`*** Program crashed:` with the
    /// process's main thread named `swift-build` or `swift-package`).
    static func isSwiftPMCrash(_ output: String) -> Bool {
        output.contains("*** Program crashed:")
            && (output.contains("Thread 0 \"swift-build\":") || output.contains("Thread 0 \"swift-package\":"))
    }

    /// The fixture in a fresh folder, depending on this checkout.
    static func makePackage() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-plugin-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture, to: folder)
        let template = folder.appendingPathComponent("Package.swift.in")
        let manifest = try String(contentsOf: template, encoding: .utf8)
            .replacingOccurrences(of: "DILINT_CHECKOUT", with: repository.path)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try FileManager.default.removeItem(at: template)
        return folder
    }

    /// dilint's lines in a build log: `path:line:col: severity: message [rule]`.
    static func findingLines(_ output: String) -> [String] {
        let regex = try? NSRegularExpression(pattern: #"^/.*\.swift:\d+:\d+: (error|warning|note): .* \[[a-z_]+\]$"#)
        return output.split(separator: "\n").map(String.init).filter { line in
            regex?.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
        }
    }

    static func stampDate(in package: URL) throws -> Date? {
        let build = package.appendingPathComponent(".build")
        let walker = FileManager.default.enumerator(at: build, includingPropertiesForKeys: [.contentModificationDateKey])
        while let url = walker?.nextObject() as? URL {
            if url.lastPathComponent == "dilint-Shop-stamp.swift" {
                return try url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
            }
        }
        return nil
    }

    @Test func onlySwiftPMsOwnCrashIsRunAgain() {
        let swiftPM = "Planning 3 / 212\n*** Program crashed: Bad pointer dereference at 0x0 ***\nThread 0 \"swift-build\":\n"
        let dilint = "*** Program crashed: Bad pointer dereference at 0x0 ***\nThread 0 \"dilint\":\n"
        let plugin = "Pre-planning 1 / 153\n*** Program crashed: Bad pointer dereference at 0x0 ***\nThread 0 \"swift-package\":\n"
        #expect(Self.isSwiftPMCrash(swiftPM))
        #expect(Self.isSwiftPMCrash(plugin))
        #expect(!Self.isSwiftPMCrash(dilint))
        #expect(!Self.isSwiftPMCrash("error: the build failed"))
    }

    @Test(.timeLimit(.minutes(40)), arguments: [[], ["--build-system", "swiftbuild"]])
    func pluginsLintTheFixturePackage(buildSystem: [String]) throws {
        let package = try Self.makePackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let shop = package.appendingPathComponent("Sources/Shop").standardizedFileURL.path

        // A clean build: dilint is built from source and its findings printed, absolute.
        let clean = try Self.swift(["build"] + buildSystem, in: package)
        #expect(clean.status == 0, "\(clean.output)")
        let lines = Self.findingLines(clean.output)
        #expect(
            Set(lines) == [
                "\(shop)/APIService.swift:2:23: warning: class 'APIService' holds a shared instance of itself in 'shared'; "
                    + "create one instance in the composition root and inject it [singleton_declaration]",
                "\(shop)/FeedViewModel.swift:5:30: warning: 'FeedViewModel' reaches for the singleton 'APIService.shared'; "
                    + "inject it through the initializer instead [singleton_access]",
            ], "\(clean.output)")
        // .dilint.json turns too_many_dependencies off (Checkout.swift would trigger it) and
        // singleton_declaration, off by default, on.
        #expect(!clean.output.contains("too_many_dependencies"))

        // Settled: the next build may relink; the one after runs nothing of dilint's.
        _ = try Self.swift(["build"] + buildSystem, in: package)
        let stamp = try #require(try Self.stampDate(in: package))
        let unchanged = try Self.swift(["build"] + buildSystem, in: package)
        #expect(unchanged.status == 0)
        #expect(Self.findingLines(unchanged.output).isEmpty, "dilint ran again with no file changed:\n\(unchanged.output)")
        #expect(try Self.stampDate(in: package) == stamp)

        // One Swift file touched: dilint runs again.
        let file = package.appendingPathComponent("Sources/Shop/Checkout.swift")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: file.path)
        let touched = try Self.swift(["build"] + buildSystem, in: package)
        #expect(touched.status == 0)
        #expect(Self.findingLines(touched.output).count == 2, "dilint did not run after a change:\n\(touched.output)")
        #expect(try Self.stampDate(in: package) != stamp)

        // The command plugin prints the JSON report (and exits 1: there are warnings); run once
        // more if SwiftPM itself crashed (`swift(_:in:)`).
        let runPlugin = {
            try Dilint.run(
                ["swift", "package"] + buildSystem + ["dilint", "--format", "json"], in: package,
                executable: URL(fileURLWithPath: "/usr/bin/env"))
        }
        var command = try runPlugin()
        if Self.isSwiftPMCrash(command.standardOutput + command.standardError) { command = try runPlugin() }
        #expect(command.status != 0)
        let out = command.standardOutput
        let start = try #require(out.range(of: "{\n")?.lowerBound, "no report in:\n\(out)\n\(command.standardError)")
        let end = try #require(out.range(of: "\n}", options: .backwards)?.upperBound)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(out[start..<end].utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.compactMap { $0["rule"] as? String }.sorted() == ["singleton_access", "singleton_declaration"])
        #expect(
            findings.compactMap { $0["file"] as? String }.sorted()
                == ["Sources/Shop/APIService.swift", "Sources/Shop/FeedViewModel.swift"])

        // Writing a baseline into the package, with the permission SwiftPM asks for.
        let baseline = try Self.swift(
            ["package"] + buildSystem
                + ["--allow-writing-to-package-directory", "dilint", "--write-baseline", ".dilint-baseline.json"], in: package)
        let written = try String(contentsOf: package.appendingPathComponent(".dilint-baseline.json"), encoding: .utf8)
        #expect(written.contains("singleton_access") && written.contains("singleton_declaration"), "\(baseline.output)")

        // fail_on in the package's configuration makes the build fail on those warnings.
        try Data(#"{"fail_on": "warning", "rules": {"too_many_dependencies": "off", "singleton_declaration": "on"}}"#.utf8)
            .write(to: package.appendingPathComponent(".dilint.json"))
        let failing = try Self.swift(["build"] + buildSystem, in: package)
        #expect(failing.status != 0, "\(failing.output)")
        #expect(Self.findingLines(failing.output).count == 2, "\(failing.output)")
    }
}
