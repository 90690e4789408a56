/// What an Xcode project (`App.xcodeproj/project.pbxproj`) builds, as far as discovery needs
/// to know: the names of the Swift files it references, and the folders Xcode 16 keeps in
/// sync with a target (`PBXFileSystemSynchronizedRootGroup`, every file below them).
///
/// A Swift file below a project's folder that no project of the walk holds is in no build: a
/// folder the project leaves out (`_Deprecated_macOS/`, 88 files; held-out set 293: 25 of 25
/// sampled findings in it not acted on), a stale copy of a screen, a rewrite's leftovers.
/// Over sets 272 to 293, 34 of the 35 labelled findings in such files were not acted on.
///
/// A file whose name a project references is held where the project's groups put it
/// (`resolvedPaths`): a stale copy of a screen under a live file's name, in a folder no group
/// points at, is left out (held-out set 297: 1 of 1 not acted on; set 299: a stale
/// `Utils/ScreenManager.swift` beside the built `CommonUI/ScreenManager.swift` made the type
/// two declarations, and its stateless namespace's 26 reaches findings, SPEC "no").
/// The test stays lenient wherever the groups cannot tell, so that code a target builds is
/// never left out: a name one of whose references cannot be resolved, and every name of a
/// project whose resolved paths are not on disk (the resolution read wrong) is held wherever
/// it sits; a synchronized folder holds every file below any folder of that path, whichever
/// group it sits in (the groups above it are not resolved).
public struct XcodeProjectMembership: Sendable {
    /// The last path component of every `.swift` path or name the project references.
    public private(set) var fileNames: Set<String> = []
    /// The synchronized folders' paths, without `.` and `..` components; "" for the project's
    /// own folder (`path = .;`), which holds everything below it.
    public private(set) var synchronizedFolders: [String] = []
    /// The Swift files the project's groups put where, as discovery writes paths (the
    /// project's folder joined with each reference's resolved path, `.` and `..` folded),
    /// lowercased: a Mac's file system ignores case, so a group's `Components` is the folder
    /// `components` (held-out set 294: seven views of nutri); nil when they cannot be told
    /// (`XcodeProjectGraph.swiftFilePaths`) or are not on disk.
    public private(set) var resolvedPaths: Set<String>?
    /// The names of Swift references whose place the groups do not tell: held anywhere.
    public private(set) var unresolvedNames: Set<String> = []

    /// Reads a `project.pbxproj` of the project whose `.xcodeproj` sits in `folder` (as
    /// discovery writes paths), and resolves where its Swift files are; `fileExists` is asked
    /// of each resolved path (relative to `folder`): when more than a tenth are missing, the
    /// resolution is not trusted and the names decide.
    public init(pbxproj text: [UInt8], folder: String, fileExists: (String) -> Bool) {
        self.init(pbxproj: text)
        let found = text.withUnsafeBufferPointer { XcodeProjectGraph(pbxproj: $0)?.swiftFilePaths() }
        guard let found, !found.paths.isEmpty else { return }
        let missing = found.paths.filter { !fileExists($0) }.count
        guard missing * 10 <= found.paths.count else { return }
        resolvedPaths = Set(found.paths.map { Self.normalized(FileDiscovery.join(folder, $0)).lowercased() })
        unresolvedNames = found.unresolvedNames
    }

    /// Reads the text of a `project.pbxproj`: an old-style property list, whose objects Xcode
    /// writes with their keys in order (`isa` first, a group's `path` before its `sourceTree`).
    public init(pbxproj text: [UInt8]) {
        var inSynchronizedGroup = false
        text.withUnsafeBufferPointer { buffer in
            buffer.forEachOffset(of: UInt8(ascii: "=")) { at in
                guard at >= 2, at + 2 < buffer.count, buffer[at - 1] == Self.space, buffer[at + 1] == Self.space else { return }
                var keyStart = at - 1
                while keyStart > 0 && Self.isKeyByte(buffer[keyStart - 1]) { keyStart -= 1 }
                let key = String(decoding: UnsafeBufferPointer(rebasing: buffer[keyStart..<(at - 1)]), as: UTF8.self)
                switch key {
                case "isa":
                    inSynchronizedGroup = Self.value(at: at + 2, in: buffer) == "PBXFileSystemSynchronizedRootGroup"
                case "path", "name":
                    let value = Self.value(at: at + 2, in: buffer)
                    if value.hasSuffix(".swift") { fileNames.insert(String(value.split(separator: "/").last ?? "")) }
                    if key == "path" && inSynchronizedGroup {
                        synchronizedFolders.append(
                            value.split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(separator: "/"))
                        inSynchronizedGroup = false
                    }
                case "sourceTree": inSynchronizedGroup = false
                default: break
                }
            }
        }
    }

    /// Whether the project builds the Swift file at `path` (`/`-separated, below or beside the
    /// project's folder).
    public func holds(_ path: String) -> Bool {
        if let name = path.split(separator: "/").last.map(String.init), fileNames.contains(name) {
            guard let resolvedPaths, !unresolvedNames.contains(name) else { return true }
            if resolvedPaths.contains(Self.normalized(path).lowercased()) { return true }
        }
        guard !synchronizedFolders.isEmpty else { return false }
        let slashed = "/" + path
        return synchronizedFolders.contains { $0.isEmpty || slashed.contains("/" + $0 + "/") }
    }

    /// `path` with empty and `.` components dropped and `..` folded into the one before it
    /// (kept at the start, where nothing is before it): `FileDiscovery.normalizedComponents`,
    /// asked only of a path that has something to fold.
    static func normalized(_ path: String) -> String {
        // Most paths have no `.` component and no empty one: nothing to fold.
        var previous: UInt8 = UInt8(ascii: "/")
        var plain = true
        for byte in path.utf8 {
            if (byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")) && previous == UInt8(ascii: "/") {
                plain = false
                break
            }
            previous = byte
        }
        if plain && previous != UInt8(ascii: "/") { return path }
        return (path.hasPrefix("/") ? "/" : "") + FileDiscovery.normalizedComponents(path).joined(separator: "/")
    }

    private static let space = UInt8(ascii: " ")

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// The value starting at `offset`: a quoted string without its quotes, or the bytes up to
    /// the `;` that ends it.
    private static func value(at offset: Int, in text: UnsafeBufferPointer<UInt8>) -> String {
        guard offset < text.count else { return "" }
        if text[offset] == UInt8(ascii: "\"") {
            var end = offset + 1
            while end < text.count && text[end] != UInt8(ascii: "\"") {
                end += text[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: text[(offset + 1)..<min(end, text.count)]), as: UTF8.self)
        }
        var end = offset
        while end < text.count && text[end] != UInt8(ascii: ";") && text[end] != UInt8(ascii: "\n") { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: text[offset..<end]), as: UTF8.self)
    }
}
