import DILintSyntax
import Foundation
import Testing

/// File discovery as cli.md specifies: `.swift` files under folders, hidden folders and
/// build/dependency folders skipped, symlinked folders followed once, display paths
/// relative to the current folder, unreadable inputs reported while the rest is found.
@Suite struct FileDiscoveryTests {
    /// A fresh folder with `files` (relative paths) created empty.
    static func makeTree(_ files: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("dilint-discovery-\(UUID().uuidString)")
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("struct S {}\n".utf8).write(to: url)
        }
        return root
    }

    @Test func findsSwiftFilesSortedAndSkipsHiddenAndBuildFolders() throws {
        let root = try Self.makeTree([
            "Sources/App/B.swift", "Sources/App/A.swift", "Sources/App/notes.txt", "Package.swift",
            ".hidden/X.swift", "Sources/.secret/Y.swift", "Sources/App/.Hidden.swift",
            ".build/debug/Z.swift", "DerivedData/M/Z.swift", "Pods/Lib/Z.swift", "Carthage/Checkouts/Z.swift",
            "Packages/checkouts/dep/Z.swift", "Tests/AppTests/ATests.swift",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        #expect(result.errors.isEmpty)
        #expect(
            result.files.map(\.path) == [
                "Package.swift", "Sources/App/A.swift", "Sources/App/B.swift", "Tests/AppTests/ATests.swift",
            ])
    }

    @Test func interfaceFilesNameTheControllersTheyMake() throws {
        let root = try Self.makeTree(["Sources/App/Feed.swift", "Pods/Lib/Lib.swift"])
        defer { try? FileManager.default.removeItem(at: root) }
        let contents = [
            "Sources/App/Base.lproj/Main.storyboard":
                #"<viewController id="x" customClass="FeedViewController" customModule="App"/>"#,
            "Sources/App/Cell.xib": #"<placeholder userLabel="File's Owner" customClass="CardListController"/>"#,
            "Share/Info.plist": "<string>$(PRODUCT_MODULE_NAME).ShareViewController</string>",
            "Sources/Legacy/Bridge.m": "UIViewController *vc = [[LegacyViewController alloc] init]; // Controller",
            "Pods/Lib/Vendored.storyboard": #"<viewController customClass="VendoredController"/>"#,
        ]
        for (path, text) in contents {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let walked = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        #expect(
            walked.interfaceClassNames
                == ["FeedViewController", "CardListController", "ShareViewController", "UIViewController", "LegacyViewController"])
        // Explicit files only: what else the project holds is not known.
        let explicit = FileDiscovery.discover(
            paths: [root.appendingPathComponent("Sources/App/Feed.swift").path], currentDirectory: root.path)
        #expect(explicit.interfaceClassNames == nil)
    }

    @Test func displayPathsAreRelativeToTheCurrentFolder() throws {
        let root = try Self.makeTree(["Sources/App/Feed.swift", "Other/X.swift"])
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Sources").path
        let inside = FileDiscovery.discover(
            paths: [root.appendingPathComponent("Sources/App").path],
            currentDirectory: sources)
        #expect(inside.files.map(\.path) == ["App/Feed.swift"])
        let outside = FileDiscovery.discover(paths: [root.appendingPathComponent("Other").path], currentDirectory: sources)
        #expect(outside.files.map(\.path) == ["../Other/X.swift"])
        #expect(FileDiscovery.relativePath("/a/b/./c/../d.swift", from: "/a") == "b/d.swift")
    }

    @Test func explicitFilesAreTakenWhateverTheirNameAndDuplicatesCollapse() throws {
        let root = try Self.makeTree(["Script.txt", "A.swift", ".Hidden.swift"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = FileDiscovery.discover(
            paths: [
                root.appendingPathComponent("Script.txt").path, root.appendingPathComponent("A.swift").path,
                root.path, root.appendingPathComponent(".Hidden.swift").path,
            ],
            currentDirectory: root.path)
        #expect(result.files.map(\.path) == [".Hidden.swift", "A.swift", "Script.txt"])
    }

    @Test func pathsWithSpacesColonsAndNonASCIIWork() throws {
        let root = try Self.makeTree(["My App/Vue Modèle/Écran: Accueil.swift", "日本/ビュー.swift"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        #expect(result.files.map(\.path) == ["My App/Vue Modèle/Écran: Accueil.swift", "日本/ビュー.swift"])
        for file in result.files {
            #expect(throws: Never.self) { _ = try SourceFile.read(fileSystemPath: file.fileSystemPath, path: file.path) }
        }
    }

    @Test func symlinkedFoldersAreFollowedOnceAndLoopsEnd() throws {
        let root = try Self.makeTree(["Real/A.swift"])
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Link").path, withDestinationPath: "Real")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Real/Loop").path, withDestinationPath: "..")
        let result = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        // `Link` and `Real/Loop` lead to folders already walked: each file appears once,
        // under its real path.
        #expect(result.files.map(\.path) == ["Real/A.swift"])
        #expect(result.errors.isEmpty)
    }

    @Test func missingInputsAndDanglingLinksAreReportedAndTheRestIsFound() throws {
        let root = try Self.makeTree(["Good/A.swift"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Good/Gone.swift").path,
            withDestinationPath: "Nowhere.swift")
        let result = FileDiscovery.discover(
            paths: [root.appendingPathComponent("Missing").path, root.path],
            currentDirectory: root.path)
        #expect(result.files.map(\.path) == ["Good/A.swift"])
        #expect(result.errors.map(\.path).sorted() == ["Good/Gone.swift", "Missing"])
        #expect(result.errors.allSatisfy { $0.reason == "no such file or directory" })
    }

    @Test func readingAFolderOrAMissingFileIsAClearError() throws {
        let root = try Self.makeTree(["Folder.swift/Inner.swift"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: SourceError.self) {
            _ = try SourceFile.read(fileSystemPath: root.appendingPathComponent("Folder.swift").path, path: "Folder.swift")
        }
        do {
            _ = try SourceFile.read(fileSystemPath: root.appendingPathComponent("Nope.swift").path, path: "Nope.swift")
            Issue.record("reading a missing file succeeded")
        } catch {
            #expect(error.description == "Nope.swift: error: no such file or directory")
        }
    }

    @Test func streamingDiscoveryFindsTheSameFilesOnce() throws {
        let root = try Self.makeTree(["Real/A.swift", "Real/Inner/B.swift", "C.swift", "notes.md"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Link").path,
            withDestinationPath: root.appendingPathComponent("Real").path)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("D.swift").path,
            withDestinationPath: root.appendingPathComponent("C.swift").path)
        var streamed: [String] = []
        let streaming = FileDiscovery.discover(
            paths: [root.path, root.appendingPathComponent("C.swift").path],
            currentDirectory: root.path
        ) { streamed.append($0.path) }
        #expect(streaming.errors.isEmpty)
        #expect(streamed.sorted() == ["C.swift", "Real/A.swift", "Real/Inner/B.swift"])
        let collected = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        #expect(collected.files.map(\.path) == ["C.swift", "Real/A.swift", "Real/Inner/B.swift"])
    }

    /// `SourceFile.read` reads a file whole whether its size from `fstat` is right (read with
    /// one byte to spare, to see the end) or not (0 for files the kernel generates).
    @Test func readsWholeFilesWhateverSizeTheFileSystemReports() throws {
        let root = try Self.makeTree([])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for size in [0, 1, 4095, 4096, 4097, 100_003] {
            let content = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let url = root.appendingPathComponent("F\(size).swift")
            try Data(content).write(to: url)
            #expect(try SourceFile.read(fileSystemPath: url.path, path: "F.swift").bytes == content, "size \(size)")
        }
        #if os(Linux)
        // Size 0 in `fstat`, yet there is text to read.
        let status = try SourceFile.read(fileSystemPath: "/proc/self/status", path: "status").bytes
        #expect(String(decoding: status.prefix(5), as: UTF8.self) == "Name:")
        #expect(status.count > 100 && status.last == UInt8(ascii: "\n"))
        #endif
    }
}
