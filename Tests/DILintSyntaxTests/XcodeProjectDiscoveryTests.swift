import DILintSyntax
import Foundation
import Testing

/// Discovery leaves out the Swift files below an Xcode project's folder that no project of
/// the walk builds (held-out set 293: an app's `_Deprecated_macOS/` folder, 88 files no target
/// holds, gave 25 of 25 sampled findings not acted on).
@Suite struct XcodeProjectDiscoveryTests {
    /// A `project.pbxproj` as Xcode writes it: file references by `path` or `name`, a classic
    /// group, and synchronized folders, one of them written on one line.
    static let pbxproj = """
        // !$*UTF8*$!
        {
        	objects = {
        		A1 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        		A2 /* Screen View.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "Screen View.swift"; sourceTree = "<group>"; };
        		A3 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Router.swift; path = Sources/Routing/Router.swift; sourceTree = SOURCE_ROOT; };
        		A4 /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist; path = Info.plist; sourceTree = "<group>"; };
        		B1 /* Services */ = {
        			isa = PBXFileSystemSynchronizedRootGroup;
        			exceptions = (
        				E1 /* Exceptions for "Services" folder in "App" target */,
        			);
        			path = Services;
        			sourceTree = "<group>";
        		};
        		B2 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = "Extensions/Home Widget"; sourceTree = "<group>"; };
        		C1 /* App */ = {
        			isa = PBXGroup;
        			children = (
        				A1 /* AppDelegate.swift */,
        				B1 /* Services */,
        			);
        			path = App;
        			sourceTree = "<group>";
        		};
        	};
        }
        """

    @Test func aProjectNamesItsFilesAndSynchronizedFolders() {
        let project = XcodeProjectMembership(pbxproj: Array(Self.pbxproj.utf8))
        #expect(project.fileNames == ["AppDelegate.swift", "Screen View.swift", "Router.swift"])
        #expect(project.synchronizedFolders == ["Services", "Extensions/Home Widget"])
        for held in [
            "AppDelegate.swift", "App/Screens/Screen View.swift", "Old/Router.swift", "App/Services/Auth/Auth.swift",
            "Extensions/Home Widget/Widget.swift",
        ] {
            #expect(project.holds(held), "\(held)")
        }
        for left in ["App/ScreenView.swift", "App/Services.swift", "App/MyServices/A.swift", "Extensions/Home/W.swift"] {
            #expect(!project.holds(left), "\(left)")
        }
        let whole = XcodeProjectMembership(
            pbxproj: Array("{isa = PBXFileSystemSynchronizedRootGroup; path = .; sourceTree = \"<group>\"; };".utf8))
        #expect(whole.synchronizedFolders == [""] && whole.holds("Anything/At/All.swift"))
        // A group named only has no path of its own: the next object's path is not read as its.
        let named = XcodeProjectMembership(
            pbxproj: Array(
                "{isa = PBXFileSystemSynchronizedRootGroup; name = Shared; sourceTree = \"<group>\"; };\n{isa = PBXGroup; path = Other; };"
                    .utf8))
        #expect(named.synchronizedFolders.isEmpty)
    }

    @Test func filesNoProjectBuildsAreSkippedAndCounted() throws {
        let root = try FileDiscoveryTests.makeTree([
            "AppDelegate.swift", "App/Services/Auth/Auth.swift", "App/Screens/Screen View.swift",
            "_Deprecated_macOS/AppDelegate.swift", "_Deprecated_macOS/MacWindow.swift", "Scripts/generate.swift",
            // SwiftPM and CocoaPods decide what builds below their manifests.
            "Packages/Kit/Package.swift", "Packages/Kit/Sources/Kit/Kit.swift", "Pods/Lib/Lib.swift",
            "LocalPod/LocalPod.podspec", "LocalPod/Classes/Pod.swift",
            // A project in a subfolder builds a sibling folder's file; settled when the walk ends.
            "Engine/Core.swift", "Engine/Stale.swift", "Engine/Tool/Tool.swift",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.writeProject("App.xcodeproj", Self.pbxproj, in: root)
        try Self.writeProject(
            "Engine/Tool/Tool.xcodeproj",
            "{A = {isa = PBXFileReference; path = ../Core.swift; sourceTree = \"<group>\"; }; B = {isa = PBXFileReference; path = Tool.swift; };}",
            in: root)
        let walked = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        #expect(
            walked.files.map(\.path) == [
                "App/Screens/Screen View.swift", "App/Services/Auth/Auth.swift", "AppDelegate.swift", "Engine/Core.swift",
                "Engine/Tool/Tool.swift", "LocalPod/Classes/Pod.swift", "Packages/Kit/Package.swift",
                "Packages/Kit/Sources/Kit/Kit.swift", "_Deprecated_macOS/AppDelegate.swift",
            ])
        #expect(walked.skipped == [.notInProject: 3])

        // `--no-ignore`, a folder below the project's named as a root, a file named: all linted.
        let everything = FileDiscovery.discover(
            paths: [root.path], currentDirectory: root.path, options: DiscoveryOptions(skipsVendoredFolders: false))
        #expect(everything.files.count == 12 && everything.skipped.isEmpty)
        let below = FileDiscovery.discover(
            paths: [root.appendingPathComponent("_Deprecated_macOS").path], currentDirectory: root.path)
        #expect(below.files.count == 2)
        let named = FileDiscovery.discover(
            paths: [root.appendingPathComponent("Scripts/generate.swift").path], currentDirectory: root.path)
        #expect(named.files.map(\.path) == ["Scripts/generate.swift"])
    }

    /// A project whose `project.pbxproj` cannot be read (a generated project's folder kept
    /// without it) holds nothing back.
    @Test func aProjectFolderWithoutItsFileLeavesEveryFileIn() throws {
        let root = try FileDiscoveryTests.makeTree(["App/A.swift", "App/B.swift"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App.xcodeproj/xcshareddata"), withIntermediateDirectories: true)
        let walked = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        #expect(walked.files.map(\.path) == ["App/A.swift", "App/B.swift"] && walked.skipped.isEmpty)
    }

    /// The folder an Xcode project beside it is named for holds the app's own sources, even
    /// with a licence a library copied among them left there (held-out set 294: an app's
    /// `MonitorizareVot/`, beside `MonitorizareVot.xcodeproj` and holding Alamofire's `LICENSE`,
    /// was skipped as vendored, all 100 of its files); another licensed folder is still vendored.
    @Test func theProjectsOwnFolderIsNeverVendored() throws {
        let root = try FileDiscoveryTests.makeTree([
            "LICENSE", "App/LICENSE", "App/AppDelegate.swift", "AppTests/AppTests.swift", "Kit/LICENSE",
            "Kit/Kit.swift",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.writeProject(
            "App.xcodeproj", "{A = {path = AppDelegate.swift; }; B = {path = AppTests.swift; }; C = {path = Kit.swift; };}",
            in: root)
        let walked = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        #expect(walked.files.map(\.path) == ["App/AppDelegate.swift", "AppTests/AppTests.swift"])
        #expect(walked.skipped == [.vendored: 1])
    }

    /// A project with its main group: each Swift reference's place is its groups' paths
    /// joined, a group relative to its parent's, `SOURCE_ROOT` to the project's folder.
    static let groupedProject = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objects = {
        		F1 /* ScreenManager.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ScreenManager.swift; sourceTree = "<group>"; };
        		F2 /* Gender Card.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "Gender Card.swift"; sourceTree = "<group>"; };
        		F3 /* FontUtility.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ../../FontUtility.swift; sourceTree = "<group>"; };
        		F4 /* Router.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Shared/Router.swift; sourceTree = SOURCE_ROOT; };
        		F5 /* Lost.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Lost.swift; sourceTree = "<absolute>"; };
        		G0 = {
        			isa = PBXGroup;
        			children = (
        				G1 /* App */,
        				F4 /* Router.swift */,
        			);
        			sourceTree = "<group>";
        		};
        		G1 /* App */ = {
        			isa = PBXGroup;
        			children = (
        				G2 /* CommonUI */,
        				G3 /* Components */,
        			);
        			path = App;
        			sourceTree = "<group>";
        		};
        		G2 /* CommonUI */ = {isa = PBXGroup; children = (F1 /* ScreenManager.swift */, F3 /* FontUtility.swift */, ); path = CommonUI; sourceTree = "<group>"; };
        		G3 /* Components */ = {isa = PBXGroup; children = (F2, F5, ); path = Components; sourceTree = "<group>"; };
        		P1 /* Project object */ = {
        			isa = PBXProject;
        			buildSettings = { SWIFT_VERSION = 5.0; };
        			mainGroup = G0;
        			projectDirPath = "";
        			targets = ( );
        		};
        	};
        	rootObject = P1 /* Project object */;
        }
        """

    /// A stale copy under a live file's name, in a folder no group points at, is not built
    /// (held-out set 297: a Swift 2 screen; set 299: a `ScreenManager` declared twice). A
    /// group's case need not be the folder's (a Mac's file system ignores it), and a name whose
    /// place the groups cannot tell is held anywhere.
    @Test func aReferencedNameIsHeldWhereTheGroupsPutIt() {
        let text = Array(Self.groupedProject.utf8)
        let project = XcodeProjectMembership(pbxproj: text, folder: "Root") { _ in true }
        #expect(
            project.resolvedPaths == [
                "root/app/commonui/screenmanager.swift", "root/app/components/gender card.swift",
                "root/fontutility.swift", "root/shared/router.swift",
            ])
        #expect(project.unresolvedNames == ["Lost.swift"])
        for held in [
            "Root/App/CommonUI/ScreenManager.swift", "Root/App/components/Gender Card.swift", "Root/FontUtility.swift",
            "./Root/Shared/Router.swift", "Root/Anywhere/Lost.swift",
        ] {
            #expect(project.holds(held), "\(held)")
        }
        for left in ["Root/App/Utils/ScreenManager.swift", "Root/App/CommonUI/FontUtility.swift", "Root/Router.swift"] {
            #expect(!project.holds(left), "\(left)")
        }
        // Resolved places mostly missing on disk: the groups were read wrong, and names decide.
        let missing = XcodeProjectMembership(pbxproj: text, folder: "Root") { !$0.hasPrefix("App/") }
        #expect(missing.resolvedPaths == nil && missing.holds("Root/App/Utils/ScreenManager.swift"))
        // Without a main group (the project object missing) nothing is resolved either.
        #expect(XcodeProjectMembership(pbxproj: Array(Self.pbxproj.utf8), folder: "", fileExists: { _ in true }).resolvedPaths == nil)
    }

    @Test func aStaleCopyUnderALiveFilesNameIsSkipped() throws {
        let root = try FileDiscoveryTests.makeTree([
            "Root/App/CommonUI/ScreenManager.swift", "Root/App/Utils/ScreenManager.swift", "Root/App/components/Gender Card.swift",
            "Root/FontUtility.swift", "Root/App/CommonUI/FontUtility.swift", "Root/Shared/Router.swift",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.writeProject("Root/Root.xcodeproj", Self.groupedProject, in: root)
        let walked = FileDiscovery.discover(paths: [root.path], currentDirectory: root.path)
        #expect(
            walked.files.map(\.path) == [
                "Root/App/CommonUI/ScreenManager.swift", "Root/App/components/Gender Card.swift", "Root/FontUtility.swift",
                "Root/Shared/Router.swift",
            ])
        #expect(walked.skipped == [.notInProject: 2])
    }

    static func writeProject(_ folder: String, _ text: String, in root: URL) throws {
        let url = root.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url.appendingPathComponent("project.pbxproj"))
    }
}
