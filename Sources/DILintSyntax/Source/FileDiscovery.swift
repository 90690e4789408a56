#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file found by `FileDiscovery`.
public struct DiscoveredFile: Hashable, Sendable {
    /// Relative to the current folder, `/`-separated: what reports print.
    public let path: String
    /// What to pass to `open` (the path as reached, relative or absolute).
    public let fileSystemPath: String
}

/// The outcome of discovery: the files, sorted by `path`, each input that could not be
/// read, and how many folders and files were skipped for each reason.
public struct DiscoveryResult: Sendable {
    public var files: [DiscoveredFile]
    public var errors: [SourceError]
    public var skipped: [DiscoverySkip: Int] = [:]
    /// The controller names (`…Controller`) that the storyboards, nibs, property lists and
    /// Objective-C files below the walked folders spell (`customClass="AuditViewController"`,
    /// an extension's `NSExtensionPrincipalClass`), which may make a Swift screen by its name;
    /// nil when no folder was walked (only explicit files: what else the project holds is not
    /// known).
    public var interfaceClassNames: Set<String>? = nil

    public init(files: [DiscoveredFile], errors: [SourceError], skipped: [DiscoverySkip: Int] = [:]) {
        self.files = files
        self.errors = errors
        self.skipped = skipped
    }
}

/// Why discovery left a folder or a Swift file out (counted by `--stats`).
public enum DiscoverySkip: String, Sendable, CaseIterable, Comparable {
    /// A conventional vendored folder (`FileDiscovery.vendoredFolderNames`), or a library
    /// copied into the project: a folder with a licence file of its own below a folder that
    /// has one (`FileDiscovery.isLicenceFileName`), when the project has Swift files outside it.
    case vendored
    /// Ignored by the repository's ignore files.
    case gitIgnored = "ignored by git"
    /// Matched an `exclude` glob of the configuration or `--exclude`.
    case excluded
    /// A copy a merge tool left beside a conflicted file (`FileDiscovery.isMergeLeftoverName`).
    case mergeLeftover = "merge leftovers"
    /// A dated or labelled copy of the sources (`FileDiscovery.isBackupFolderName`).
    case backupCopy = "backup copies"
    /// A Swift file below an Xcode project's folder that no project of the walk builds
    /// (`XcodeProjectMembership`).
    case notInProject = "in no Xcode project"

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// What discovery skips besides hidden and build folders.
public struct DiscoveryOptions: Sendable {
    /// Skip folders named in `FileDiscovery.vendoredFolderNames`, merge tools' leftover
    /// copies (`FileDiscovery.isMergeLeftoverName`), backup copies' folders
    /// (`FileDiscovery.isBackupFolderName`) and the files below an Xcode project's folder that
    /// no project builds (`XcodeProjectMembership`; all off with `--no-ignore`).
    public var skipsVendoredFolders: Bool
    /// Display paths (relative to the current folder, no trailing `/`) of the folders and
    /// files git ignores; each is skipped with everything below it.
    public var ignoredPaths: Set<String>

    public init(skipsVendoredFolders: Bool = true, ignoredPaths: Set<String> = []) {
        self.skipsVendoredFolders = skipsVendoredFolders
        self.ignoredPaths = ignoredPaths
    }
}

/// Finds the `.swift` files under the paths given on the command line.
///
/// Folders are walked in sorted order; hidden entries (name starting with `.`), the build
/// folders `.build`, `DerivedData`, `Pods`, `Carthage` and `checkouts`, and (unless the
/// options say otherwise) vendored folders and what git ignores are skipped; a symlinked
/// folder is followed unless the folder it leads to was already walked (so loops end). A
/// path given explicitly is always taken, whatever its name. An input that does not exist
/// or cannot be opened is reported in `errors` and the walk goes on.
public enum FileDiscovery {
    public static let skippedFolderNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "checkouts"]
    /// Conventional folders of code copied in from elsewhere (spec/cli.md, Revision 2), also
    /// "third party" written with a space or a hyphen (`Classes/Third Party/Stories`, a copy of
    /// a stories library, and `Third-party/ContextualMenu`; held-out sets 91 and 92: 7
    /// findings in them, none acted on).
    public static let vendoredFolderNames: Set<String> = [
        "Vendor", "Vendors", "vendor", "ThirdParty", "third_party", "3rdParty", "SourcePackages", "External", "Externals",
        "Third Party", "Third party", "third party", "Third-Party", "Third-party", "third-party",
    ]
    /// Whether a folder name is a vendored folder's: one of `vendoredFolderNames`, or "third
    /// party" followed by a word for libraries (`ThirdPartyClasses/ALCameraViewController`, a
    /// copy of a camera library with its own licence in an app that has none; held-out set 179:
    /// 6 findings in it; `ThirdPartyCore` and `ThirdPartyTool`, two local packages forked from
    /// an open-source editor extension; held-out set 232: 34 findings in them, none acted
    /// on), not a feature named so (`ThirdPartyLogin`).
    public static func isVendoredFolderName(_ name: String) -> Bool {
        if vendoredFolderNames.contains(name) { return true }
        guard let prefix = vendoredFolderPrefixes.first(where: { name.hasPrefix($0) }) else { return false }
        let rest = name.dropFirst(prefix.count).drop { $0 == " " || $0 == "-" || $0 == "_" }
        return vendoredFolderSuffixes.contains(rest.lowercased())
    }

    /// How a vendored folder's name starts, and the words for libraries it may end in
    /// (`isVendoredFolderName`).
    static let vendoredFolderPrefixes = ["ThirdParty", "Third Party", "Third party", "Third-Party", "Third-party", "3rdParty"]
    static let vendoredFolderSuffixes: Set<String> = [
        "classes", "libs", "lib", "libraries", "library", "frameworks", "framework", "code", "sources", "source",
        "components", "modules", "packages", "kits", "core", "tool", "tools",
    ]

    /// Whether a file name is a manifest that can name the project's own modules: a CocoaPods
    /// spec (`AlphaWalletFoundation.podspec`, `….podspec.json`), a `Podfile`, a SwiftPM
    /// `Package.swift`.
    public static func isModuleManifestName(_ name: String) -> Bool {
        name.hasSuffix(".podspec") || name.hasSuffix(".podspec.json") || name == "Podfile" || name == "Package.swift"
    }

    /// Whether manifest text names folder `relativePath` (below the manifest's folder) as a
    /// source path: `'modules/AlphaWalletFoundation/AlphaWalletFoundation/**/*.swift'`,
    /// `:path => 'modules/Core'`, `path: "modules/Core"`: the project builds that folder as a
    /// module of its own.
    public static func manifest(_ text: String, namesFolder relativePath: String) -> Bool {
        ["/", "'", "\""].contains { text.contains(relativePath + $0) }
    }

    /// The first 64 KB of the manifest at `path` as text ("" when it cannot be read): enough
    /// for any podspec's or package's source paths.
    static func manifestText(_ path: String) -> String {
        guard let file = try? SourceFile.read(fileSystemPath: path, path: path) else { return "" }
        return String(decoding: file.bytes.prefix(1 << 16), as: UTF8.self)
    }

    /// Whether a file name is a licence file's: `LICENSE`, `LICENCE`, `COPYING`, in any case,
    /// alone or before `.`, `-` or `_` (`License.txt`, `LICENSE.md`, `LICENSE-MIT`), and not a
    /// Swift file (`LicenseView.swift` is code). A folder holding one below a
    /// folder that holds one is a library copied in with its licence (a vendored fork such as
    /// `BitcoinKit/LICENSE` in an app whose top folder has its own `LICENSE`): vendored.
    public static func isLicenceFileName(_ name: String) -> Bool {
        // Most names are turned away by their first letter, before a copy is made.
        guard let first = name.utf8.first, first | 0x20 == UInt8(ascii: "l") || first | 0x20 == UInt8(ascii: "c")
        else { return false }
        guard !name.hasSuffix(".swift") else { return false }
        let upper = name.uppercased()
        return ["LICENSE", "LICENCE", "COPYING"].contains { base in
            guard upper.hasPrefix(base) else { return false }
            let rest = upper.utf8.dropFirst(base.utf8.count)
            return rest.first.map { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") } ?? true
        }
    }

    /// Whether a Swift file's name is a copy a merge tool leaves beside a conflicted file:
    /// `git mergetool`'s `ChatViewController_BACKUP_43927.swift`, `_BASE_`, `_LOCAL_` and
    /// `_REMOTE_`, each before the tool's process number. Never in the build, each repeats
    /// every finding of the file it copies (held-out set 138: 16 such files in one app, 19 of
    /// 19 sampled findings not acted on: the fix is deleting them).
    public static func isMergeLeftoverName(_ name: String) -> Bool {
        guard name.hasSuffix(".swift") else { return false }
        let parts = name.dropLast(6).split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count >= 3, let number = parts.last, !number.isEmpty, number.allSatisfy(\.isASCII),
            number.allSatisfy(\.isNumber)
        else { return false }
        return ["BACKUP", "BASE", "LOCAL", "REMOTE"].contains(parts[parts.count - 2])
    }

    /// Whether a folder's name is a backup copy's: `backup` in any case, then a separator or a
    /// digit (`backup_before_migration_20260114_014341`, `Backup-2024-05-01`, `backup2`). A
    /// copy of the app's sources a migration left behind, in no target, repeats the findings
    /// of the code it copies (held-out set 242: 7 of 7 sampled findings in one not acted on:
    /// the fix is deleting it). Not a feature's folder (`Backups`, `BackupService`).
    public static func isBackupFolderName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count > 6, String(decoding: bytes[0..<6], as: UTF8.self).lowercased() == "backup" else { return false }
        switch bytes[6] {
        case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: " "), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        default: return false
        }
    }

    /// The configuration file's name, reported to `configurationFound` when a walked folder holds one.
    public static let configurationFileName = ".dilint.json"

    /// - Parameters:
    ///   - paths: files and folders, relative to `currentDirectory` or absolute.
    ///   - isExcluded: called with each discovered path (relative to the current folder)
    ///     and whether it is a folder; true skips it.
    public static func discover(
        paths: [String],
        currentDirectory: String,
        options: DiscoveryOptions = DiscoveryOptions(),
        isExcluded: @escaping (_ path: String, _ isFolder: Bool) -> Bool = { _, _ in false }
    ) -> DiscoveryResult {
        var files: [DiscoveredFile] = []
        var result = discover(
            paths: paths, currentDirectory: currentDirectory, options: options,
            isExcluded: isExcluded
        ) { files.append($0) }
        files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        result.files = files
        return result
    }

    /// Like `discover(paths:currentDirectory:options:isExcluded:)`, but hands each file to
    /// `found` as soon as the walk reaches it (in walk order, each file once; a licensed folder's
    /// inside a licensed project when the walk of that root ends), so work on the
    /// first files can start while the walk goes on; the result's `files` is empty.
    /// `configurationFound` is called with a folder's file-system and display paths when the
    /// folder holds a `.dilint.json`, before any entry of that folder is passed to `isExcluded`.
    public static func discover(
        paths: [String],
        currentDirectory: String,
        options: DiscoveryOptions = DiscoveryOptions(),
        isExcluded: @escaping (_ path: String, _ isFolder: Bool) -> Bool = { _, _ in false },
        configurationFound: @escaping (_ folder: String, _ display: String) -> Void = { _, _ in },
        found: @escaping (DiscoveredFile) -> Void
    ) -> DiscoveryResult {
        var seen = Set<String>()
        var walker = Walker(
            currentDirectory: currentDirectory, options: options, isExcluded: isExcluded,
            configurationFound: configurationFound
        ) { file in
            if seen.insert(file.path).inserted { found(file) }
        }
        for path in paths {
            walker.visitRoot(path)
        }
        var result = DiscoveryResult(files: [], errors: walker.errors, skipped: walker.skipped)
        if !walker.walkedFolders.isEmpty {
            var names = Set<String>()
            for path in walker.interfaceFiles {
                // Unreadable or oversized: it names nothing discovery can see (no error: no
                // Swift source is lost).
                guard let file = try? SourceFile.read(fileSystemPath: path, path: path) else { continue }
                controllerNames(in: file.bytes, into: &names)
            }
            result.interfaceClassNames = names
        }
        return result
    }

    /// Whether a file named `name` may make a Swift screen by its class name: a storyboard, a
    /// nib, a property list (`NSExtensionPrincipalClass`) or Objective-C source.
    public static func isInterfaceFileName(_ name: String) -> Bool {
        interfaceFileSuffixes.contains { name.hasSuffix($0) }
    }

    static let interfaceFileSuffixes = [".storyboard", ".xib", ".plist", ".m", ".mm", ".h"]

    /// Adds to `names` every capitalized identifier in `bytes` that ends in `Controller` (a run
    /// of letters, digits and underscores starting with a capital: a class name, not the
    /// storyboard's `<viewController` element).
    public static func controllerNames(in bytes: [UInt8], into names: inout Set<String>) {
        let suffix = Array("Controller".utf8)
        func isWordByte(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
        }
        var i = 0
        while i < bytes.count {
            guard isWordByte(bytes[i]) else {
                i += 1
                continue
            }
            let start = i
            while i < bytes.count && isWordByte(bytes[i]) { i += 1 }
            let length = i - start
            guard length > suffix.count, bytes[start] >= 0x41, bytes[start] <= 0x5A else { continue }
            var k = 0
            while k < suffix.count && bytes[i - suffix.count + k] == suffix[k] { k += 1 }
            if k == suffix.count { names.insert(String(decoding: bytes[start..<i], as: UTF8.self)) }
        }
    }
}

private struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

/// A folder holding a licence file, and the text of the module manifests beside it: the
/// project's licence, or a folder licensed on its own inside it (`enclosing`).
private struct LicenceRoot {
    let display: String
    let manifests: [String]
    /// For a licensed folder inside a licensed project, the project's root (an index into
    /// `Walker.licenceRoots`); -1 for a project's own licence.
    let enclosing: Int
    /// Whether the project has Swift files outside its licensed folders.
    var holdsOwnCode = false
    /// The files of the project's licensed folders, kept until the walk knows whether the
    /// project has code of its own: if not, a licensed folder is the project itself.
    var held: [DiscoveredFile] = []
    /// What the walk left out inside this licensed folder, counted only if it is the project.
    var skippedInside: [DiscoverySkip: Int] = [:]

    /// Whether a manifest here names folder `display` (below this one) as a source path.
    func namesOwnModule(_ folder: String) -> Bool {
        guard !manifests.isEmpty else { return false }
        let relative = display == "." ? folder : String(folder.dropFirst(display.count + 1))
        return manifests.contains { FileDiscovery.manifest($0, namesFolder: relative) }
    }
}

private struct Walker {
    let currentDirectory: String
    let options: DiscoveryOptions
    let isExcluded: (String, Bool) -> Bool
    let configurationFound: (String, String) -> Void
    let found: (DiscoveredFile) -> Void
    var errors: [SourceError] = []
    var skipped: [DiscoverySkip: Int] = [:]
    var walkedFolders = Set<FileIdentity>()
    var foundFiles = Set<FileIdentity>()
    /// The file-system paths of the storyboards, nibs, property lists and Objective-C files
    /// the walk passed (`FileDiscovery.isInterfaceFileName`), read when it is done.
    var interfaceFiles: [String] = []
    /// The folders of the walk holding a licence file with no licensed folder above them.
    var licenceRoots: [LicenceRoot] = []
    /// The Xcode projects read so far in this root's walk.
    var projects: [XcodeProjectMembership] = []
    /// Swift files below a project's folder that no project read so far builds, with their
    /// licence root: settled when the root's walk is done, once every project is read (a
    /// project may build files of a sibling folder: `Pictor/Pictor.xcodeproj` builds
    /// `Pictor/PictorEngine/…`).
    var outsideProjects: [(file: DiscoveredFile, licenceRoot: Int)] = []

    init(
        currentDirectory: String, options: DiscoveryOptions, isExcluded: @escaping (String, Bool) -> Bool,
        configurationFound: @escaping (String, String) -> Void, found: @escaping (DiscoveredFile) -> Void
    ) {
        self.currentDirectory = currentDirectory
        self.options = options
        self.isExcluded = isExcluded
        self.configurationFound = configurationFound
        self.found = found
    }

    /// A root's display path: relative to the current folder, and the same however the
    /// root is spelt (`../App` from inside `App` is `.`), so that paths compare equal to
    /// those git and `--report-only` name.
    func displayPath(_ path: String) -> String {
        if path.hasPrefix("/") {
            return FileDiscovery.relativePath(path, from: currentDirectory)
        }
        let parts = FileDiscovery.normalizedComponents(path)
        if parts.first == ".." && currentDirectory.hasPrefix("/") {
            return FileDiscovery.relativePath(currentDirectory + "/" + path, from: currentDirectory)
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Why a folder or Swift file below a root is left out, or nil to take it.
    func skipReason(name: String, display: String, isFolder: Bool) -> DiscoverySkip? {
        if isFolder && options.skipsVendoredFolders && FileDiscovery.isVendoredFolderName(name) { return .vendored }
        if !isFolder && options.skipsVendoredFolders && FileDiscovery.isMergeLeftoverName(name) { return .mergeLeftover }
        if isFolder && options.skipsVendoredFolders && FileDiscovery.isBackupFolderName(name) { return .backupCopy }
        if !options.ignoredPaths.isEmpty && options.ignoredPaths.contains(display) { return .gitIgnored }
        if isExcluded(display, isFolder) { return .excluded }
        return nil
    }

    mutating func visitRoot(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            errors.append(SourceError(path: displayPath(path), errno: errno))
            return
        }
        let display = displayPath(path)
        if (info.st_mode & S_IFMT) == S_IFDIR {
            walk(folder: path, display: display, identity: FileIdentity(info))
        } else if foundFiles.insert(FileIdentity(info)).inserted {
            found(DiscoveredFile(path: display, fileSystemPath: path))
        }
    }

    /// Walks folders depth-first with an explicit stack (deep trees cannot overflow the
    /// call stack), children in sorted order so the result does not depend on `readdir`.
    /// Symlinked folders wait until every real folder of the walk is done, so a file
    /// reachable both ways is reported under its real path.
    mutating func walk(folder: String, display: String, identity: FileIdentity) {
        guard walkedFolders.insert(identity).inserted else { return }
        let firstLicenceRoot = licenceRoots.count
        defer {
            settleProjects()
            settleLicensedFolders(from: firstLicenceRoot)
        }
        // Each folder carries the folder above it, within this root, that holds a licence file
        // (an index into `licenceRoots`), or -1, and whether an Xcode project's folder holds it
        // with no package manifest nearer.
        var stack: [(fileSystemPath: String, display: String, licenceRoot: Int, inProject: Bool)] = [
            (folder, display, -1, false)
        ]
        var linked: [(fileSystemPath: String, display: String, identity: FileIdentity, licenceRoot: Int, inProject: Bool)] =
            []
        while true {
            guard let (folderPath, folderDisplay, licenceRoot, inProject) = stack.popLast() else {
                // Real folders done: follow the symlinked ones not reached another way.
                guard !linked.isEmpty else { return }
                let pending = linked
                linked = []
                for link in pending.reversed() where walkedFolders.insert(link.identity).inserted {
                    stack.append((link.fileSystemPath, link.display, link.licenceRoot, link.inProject))
                }
                continue
            }
            guard let handle = opendir(folderPath) else {
                errors.append(SourceError(path: folderDisplay, errno: errno))
                continue
            }
            // Entries are examined relative to the open folder (`fstatat`), so the kernel
            // does not walk the whole path again for each, and the entry type `readdir`
            // gives spares a `stat` for every file that is not Swift source.
            let folderFD = dirfd(handle)
            var entries: [(name: String, type: UInt8)] = []
            var holdsConfiguration = false
            var holdsLicence = false
            var manifests: [String] = []
            var projectNames: [String] = []
            while let entry = readdir(handle) {
                let name = Self.name(of: entry)
                if name.hasPrefix(".") {  // `.`, `..` and hidden entries
                    if name == FileDiscovery.configurationFileName { holdsConfiguration = true }
                    continue
                }
                let type = entry.pointee.d_type
                if !holdsLicence && type != UInt8(DT_DIR) && FileDiscovery.isLicenceFileName(name) { holdsLicence = true }
                if type != UInt8(DT_DIR) && FileDiscovery.isModuleManifestName(name) { manifests.append(name) }
                if type != UInt8(DT_REG) && name.hasSuffix(".xcodeproj") { projectNames.append(name) }
                if type == UInt8(DT_REG) && !name.hasSuffix(".swift") {
                    if FileDiscovery.isInterfaceFileName(name) { interfaceFiles.append(FileDiscovery.join(folderPath, name)) }
                    continue
                }
                entries.append((name, type))
            }
            // A library copied in with its own licence, inside a project with one: vendored;
            // unless a manifest beside the project's licence names it as a source path: one of
            // the project's own modules, published under a licence of its own (held-out set 41:
            // an app's seventeen development pods, 695 files, were skipped). Its files are held
            // until the walk is done: a project with no code outside its licensed folders is
            // in them (held-out set 42: an app in `ios/` with its own `LICENSE`, beside the
            // repository's, had all its 2 578 files skipped). One inside that is vendored. Not
            // the folder an Xcode project beside it is named for (`MonitorizareVot/` beside
            // `MonitorizareVot.xcodeproj`): the app's own sources, whatever licence a library
            // copied among them left there (held-out set 294: an app's 100 files skipped).
            var childrenLicenceRoot = licenceRoot
            if holdsLicence && licenceRoot >= 0 && options.skipsVendoredFolders
                && !licenceRoots[licenceRoot].namesOwnModule(folderDisplay) && !Self.isProjectSourceFolder(folderPath)
            {
                guard licenceRoots[licenceRoot].enclosing < 0 else {
                    closedir(handle)
                    skip(.vendored, under: licenceRoot)
                    continue
                }
                childrenLicenceRoot = licenceRoots.count
                licenceRoots.append(
                    LicenceRoot(
                        display: folderDisplay, manifests: Self.manifestTexts(manifests, in: folderPath),
                        enclosing: licenceRoot))
            } else if holdsLicence && licenceRoot < 0 {
                childrenLicenceRoot = licenceRoots.count
                licenceRoots.append(
                    LicenceRoot(display: folderDisplay, manifests: Self.manifestTexts(manifests, in: folderPath), enclosing: -1))
            }
            entries.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            if holdsConfiguration { configurationFound(folderPath, folderDisplay) }
            let childrenInProject = readProjects(
                projectNames, in: folderPath, display: folderDisplay, manifests: manifests, inProject: inProject)

            var subfolders: [(String, String, Int, Bool)] = []
            for (name, type) in entries {
                let childPath = FileDiscovery.join(folderPath, name)
                let childDisplay = FileDiscovery.join(folderDisplay, name)
                var info = stat()
                // Following symlinks. A `.swift` entry that cannot be examined (a dangling
                // link, no permission) is reported.
                guard fstatat(folderFD, name, &info, 0) == 0 else {
                    if name.hasSuffix(".swift") { errors.append(SourceError(path: childDisplay, errno: errno)) }
                    continue
                }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    if FileDiscovery.skippedFolderNames.contains(name) { continue }
                    if let reason = skipReason(name: name, display: childDisplay, isFolder: true) {
                        skip(reason, under: childrenLicenceRoot)
                        continue
                    }
                    var isLink = type == UInt8(DT_LNK)
                    if type == UInt8(DT_UNKNOWN) {  // file systems that do not fill in `d_type`
                        var linkInfo = stat()
                        isLink =
                            fstatat(folderFD, name, &linkInfo, AT_SYMLINK_NOFOLLOW) == 0
                            && (linkInfo.st_mode & S_IFMT) == S_IFLNK
                    }
                    if isLink {
                        linked.append((childPath, childDisplay, FileIdentity(info), childrenLicenceRoot, childrenInProject))
                    } else if walkedFolders.insert(FileIdentity(info)).inserted {
                        subfolders.append((childPath, childDisplay, childrenLicenceRoot, childrenInProject))
                    }
                } else if name.hasSuffix(".swift") && (info.st_mode & S_IFMT) == S_IFREG {
                    if let reason = skipReason(name: name, display: childDisplay, isFolder: false) {
                        skip(reason, under: childrenLicenceRoot)
                        continue
                    }
                    guard foundFiles.insert(FileIdentity(info)).inserted else { continue }
                    let file = DiscoveredFile(path: childDisplay, fileSystemPath: childPath)
                    if childrenInProject && !projects.contains(where: { $0.holds(childDisplay) }) {
                        outsideProjects.append((file, childrenLicenceRoot))
                    } else {
                        take(file, under: childrenLicenceRoot)
                    }
                }
            }
            closedir(handle)
            stack.append(contentsOf: subfolders.reversed())
        }
    }

    /// Whether the files below a folder are held by an Xcode project's folder: the folder holds
    /// a project whose `project.pbxproj` can be read (each one read is added to `projects`),
    /// or its parent's are (`inProject`), and no package manifest that builds sources of its
    /// own (`Package.swift`, a podspec) sits in the folder: SwiftPM and CocoaPods decide what
    /// builds below one. Never with `--no-ignore`.
    mutating func readProjects(
        _ names: [String], in folderPath: String, display: String, manifests: [String], inProject: Bool
    ) -> Bool {
        guard options.skipsVendoredFolders, !manifests.contains(where: { $0 != "Podfile" }) else { return false }
        var holds = inProject
        for name in names.sorted()
        where skipReason(name: name, display: FileDiscovery.join(display, name), isFolder: true) == nil {
            let path = FileDiscovery.join(FileDiscovery.join(folderPath, name), "project.pbxproj")
            guard let file = try? SourceFile.read(fileSystemPath: path, path: path) else { continue }
            projects.append(
                XcodeProjectMembership(pbxproj: file.bytes, folder: display) { relative in
                    Self.existsIgnoringCase(relative, in: folderPath)
                })
            holds = true
        }
        return holds
    }

    /// Once a root's walk is done: a file below a project's folder is taken when a project of
    /// the walk builds it, and skipped when none does.
    mutating func settleProjects() {
        for (file, licenceRoot) in outsideProjects {
            if projects.contains(where: { $0.holds(file.path) }) {
                take(file, under: licenceRoot)
            } else {
                skip(.notInProject, under: licenceRoot)
            }
        }
        outsideProjects = []
        projects = []
    }

    static func manifestTexts(_ names: [String], in folder: String) -> [String] {
        names.sorted().map { FileDiscovery.manifestText(FileDiscovery.join(folder, $0)) }
    }

    /// Whether the file at `relative` below `folder` exists, each component's case ignored
    /// where it does not match as written, as a Mac's file system does (a group's
    /// `Components` for the folder `components`). Asked of each Swift file a project's groups
    /// place; a folder is listed only for a name written in another case.
    static func existsIgnoringCase(_ relative: String, in folder: String) -> Bool {
        var info = stat()
        if stat(FileDiscovery.join(folder, relative), &info) == 0 { return true }
        var path = folder
        for part in relative.split(separator: "/") {
            let name = String(part)
            if name == "." { continue }
            let exact = FileDiscovery.join(path, name)
            if name == ".." || stat(exact, &info) == 0 {
                path = exact
                continue
            }
            guard let handle = opendir(path.isEmpty ? "." : path) else { return false }
            defer { closedir(handle) }
            let wanted = name.lowercased()
            var found: String?
            while let entry = readdir(handle) {
                let entryName = Self.name(of: entry)
                if entryName.lowercased() == wanted {
                    found = entryName
                    break
                }
            }
            guard let found else { return false }
            path = FileDiscovery.join(path, found)
        }
        return true
    }

    /// The name of a folder entry `readdir` gave, its bytes up to the first NUL read as UTF-8.
    @inline(__always)
    static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }

    /// Whether an Xcode project beside folder `path` has its name (`App/` and `App.xcodeproj`).
    static func isProjectSourceFolder(_ path: String) -> Bool {
        var info = stat()
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return stat(trimmed + ".xcodeproj/project.pbxproj", &info) == 0
    }

    /// Hands on a file found below licence root `root` (-1 for none), or holds it when it is
    /// in a licensed folder inside a licensed project.
    mutating func take(_ file: DiscoveredFile, under root: Int) {
        if root >= 0 {
            let enclosing = licenceRoots[root].enclosing
            if enclosing >= 0 {
                licenceRoots[enclosing].held.append(file)
                return
            }
            licenceRoots[root].holdsOwnCode = true
        }
        found(file)
    }

    /// Counts what the walk leaves out below licence root `root` (-1 for none).
    mutating func skip(_ reason: DiscoverySkip, under root: Int) {
        if root >= 0 && licenceRoots[root].enclosing >= 0 {
            licenceRoots[root].skippedInside[reason, default: 0] += 1
        } else {
            skipped[reason, default: 0] += 1
        }
    }

    /// Once a root's walk is done: a licensed project's licensed folders are vendored when it
    /// has code of its own, and are the project when it has none.
    mutating func settleLicensedFolders(from first: Int) {
        for i in first..<licenceRoots.count where licenceRoots[i].enclosing < 0 {
            let inside = licenceRoots[first...].filter { $0.enclosing == i }
            guard !inside.isEmpty else { continue }
            if licenceRoots[i].holdsOwnCode {
                skipped[.vendored, default: 0] += inside.count
            } else {
                licenceRoots[i].held.forEach(found)
                for folder in inside { skipped.merge(folder.skippedInside, uniquingKeysWith: +) }
            }
            licenceRoots[i].held = []
        }
    }
}
