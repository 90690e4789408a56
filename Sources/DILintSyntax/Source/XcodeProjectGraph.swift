/// The paths of the Swift files an Xcode project references, resolved through its groups
/// (`XcodeProjectMembership.resolvedPaths`): a file reference's `path` is relative to its
/// group's (`sourceTree = "<group>"`), each group's to its parent's, up to the project's main
/// group, which sits in the project's folder (the folder holding the `.xcodeproj`); a
/// reference relative to that folder (`SOURCE_ROOT`) stops there.
///
/// Only what discovery asks is read: each object's `isa`, `path`, `sourceTree` and
/// `children`, and the project's `mainGroup`, `projectDirPath` and `rootObject`; every other
/// value is stepped over without a string made of it.
struct XcodeProjectGraph {
    struct Object {
        var isa = ""
        var path: String?
        var sourceTree: String?
        var children: [String] = []
        var mainGroup: String?
        var projectDirPath: String?
    }

    private(set) var objects: [String: Object] = [:]
    private(set) var rootObject: String?

    /// Reads the text of a `project.pbxproj`; nil when it is not the old-style property list
    /// Xcode writes.
    init?(pbxproj text: UnsafeBufferPointer<UInt8>) {
        var scanner = PropertyListScanner(text: text)
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        while !scanner.take(UInt8(ascii: "}")) {
            guard let key = scanner.stringRange(), scanner.take(UInt8(ascii: "=")) else { return nil }
            if scanner.spells(key, "objects") {
                guard readObjects(&scanner) else { return nil }
            } else if scanner.spells(key, "rootObject") {
                guard let value = scanner.stringRange() else { return nil }
                rootObject = scanner.string(value)
            } else if !scanner.skipValue() {
                return nil
            }
            guard scanner.take(UInt8(ascii: ";")) else { return nil }
        }
    }

    private mutating func readObjects(_ scanner: inout PropertyListScanner) -> Bool {
        guard scanner.take(UInt8(ascii: "{")) else { return false }
        while !scanner.take(UInt8(ascii: "}")) {
            guard let id = scanner.stringRange(), scanner.take(UInt8(ascii: "=")), scanner.take(UInt8(ascii: "{")) else {
                return false
            }
            var object = Object()
            var wanted = true
            while !scanner.take(UInt8(ascii: "}")) {
                guard let key = scanner.stringRange(), scanner.take(UInt8(ascii: "=")) else { return false }
                if !wanted {
                    guard scanner.skipValue() else { return false }
                } else if scanner.spells(key, "isa") {
                    // Build files, build phases, targets and settings are most of a project:
                    // stepped over as soon as their kind is read.
                    guard let value = scanner.stringRange() else { return false }
                    wanted = Self.kinds.contains { scanner.spells(value, $0) }
                    if wanted { object.isa = scanner.string(value) }
                } else if scanner.spells(key, "children") {
                    guard scanner.take(UInt8(ascii: "(")) else { return false }
                    while !scanner.take(UInt8(ascii: ")")) {
                        guard let child = scanner.stringRange() else { return false }
                        object.children.append(scanner.string(child))
                        _ = scanner.take(UInt8(ascii: ","))
                    }
                } else if let field = Self.fields.firstIndex(where: { scanner.spells(key, $0) }) {
                    guard let value = scanner.stringRange() else { return false }
                    let text = scanner.string(value)
                    switch field {
                    case 0: object.path = text
                    case 1: object.sourceTree = text
                    case 2: object.mainGroup = text
                    default: object.projectDirPath = text
                    }
                } else if !scanner.skipValue() {
                    return false
                }
                guard scanner.take(UInt8(ascii: ";")) else { return false }
            }
            guard scanner.take(UInt8(ascii: ";")) else { return false }
            if wanted && (object.isa != "PBXFileReference" || object.path?.hasSuffix(".swift") == true) {
                objects[scanner.string(id)] = object
            }
        }
        return true
    }

    /// The objects whose kind discovery reads: the rest are stepped over.
    private static let kinds: [StaticString] = [
        "PBXFileReference", "PBXGroup", "PBXVariantGroup", "PBXProject", "PBXFileSystemSynchronizedRootGroup",
    ]

    /// The fields kept besides `isa` and `children`, read in that order.
    private static let fields: [StaticString] = ["path", "sourceTree", "mainGroup", "projectDirPath"]

    /// Every Swift file reference's path relative to the project's folder, and the names of
    /// those whose path cannot be told (a reference no group of the main group's tree holds,
    /// or relative to the SDK, the build products or an absolute path). Nil when the project
    /// has no main group to start from, or its sources sit in another folder (`projectDirPath`).
    func swiftFilePaths() -> (paths: [String], unresolvedNames: Set<String>)? {
        guard let rootObject, let project = objects[rootObject], let main = project.mainGroup, objects[main] != nil,
            (project.projectDirPath ?? "").isEmpty
        else { return nil }
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object.children { parents[child] = id }
        }
        var folders: [String: String?] = [:]
        func folder(of id: String, depth: Int) -> String? {
            if let known = folders[id] { return known }
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object.path ?? ""
            let resolved: String?
            switch object.sourceTree ?? "<group>" {
            case "SOURCE_ROOT": resolved = own
            case "<group>":
                if id == main {
                    resolved = own
                } else if let parent = parents[id], let base = folder(of: parent, depth: depth + 1) {
                    resolved = FileDiscovery.join(base, own)
                } else {
                    resolved = nil
                }
            default: resolved = nil
            }
            folders[id] = resolved
            return resolved
        }
        var paths: [String] = []
        var unresolved = Set<String>()
        for (id, object) in objects where object.isa == "PBXFileReference" {
            guard let path = object.path, path.hasSuffix(".swift") else { continue }
            if let resolved = folder(of: id, depth: 0) {
                paths.append(resolved)
            } else {
                unresolved.insert(String(path.split(separator: "/").last ?? ""))
            }
        }
        return (paths.sorted(), unresolved)
    }
}

/// Reads the tokens of an old-style property list: strings bare or quoted, the punctuation
/// `{ } ( ) = ; ,`, comments skipped.
struct PropertyListScanner {
    let text: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(text: UnsafeBufferPointer<UInt8>) {
        self.text = text
    }

    mutating func skipTrivia() {
        while offset < text.count {
            let byte = text[offset]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < text.count, text[offset + 1] == UInt8(ascii: "*") {
                offset += 2
                while offset + 1 < text.count && !(text[offset] == UInt8(ascii: "*") && text[offset + 1] == UInt8(ascii: "/")) {
                    offset += 1
                }
                offset = min(offset + 2, text.count)
            } else if byte == UInt8(ascii: "/"), offset + 1 < text.count, text[offset + 1] == UInt8(ascii: "/") {
                while offset < text.count && text[offset] != 0x0A { offset += 1 }
            } else {
                return
            }
        }
    }

    /// Steps over `byte` when it comes next.
    mutating func take(_ byte: UInt8) -> Bool {
        skipTrivia()
        guard offset < text.count, text[offset] == byte else { return false }
        offset += 1
        return true
    }

    /// The next string's bytes, without quotes (escapes kept), or nil when punctuation or the
    /// end comes next.
    mutating func stringRange() -> Range<Int>? {
        skipTrivia()
        guard offset < text.count else { return nil }
        if text[offset] == UInt8(ascii: "\"") {
            let start = offset + 1
            var end = start
            while end < text.count && text[end] != UInt8(ascii: "\"") {
                end += text[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard end < text.count else { return nil }
            offset = end + 1
            return start..<end
        }
        let start = offset
        while offset < text.count && !Self.isDelimiter(text[offset]) { offset += 1 }
        return offset > start ? start..<offset : nil
    }

    /// Steps over a value: a string, a dictionary or an array.
    mutating func skipValue() -> Bool {
        if take(UInt8(ascii: "{")) {
            while !take(UInt8(ascii: "}")) {
                guard stringRange() != nil, take(UInt8(ascii: "=")), skipValue(), take(UInt8(ascii: ";")) else { return false }
            }
            return true
        }
        if take(UInt8(ascii: "(")) {
            while !take(UInt8(ascii: ")")) {
                guard skipValue() else { return false }
                _ = take(UInt8(ascii: ","))
            }
            return true
        }
        return stringRange() != nil
    }

    /// Whether the bytes of `range` spell `word`.
    func spells(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { bytes in
            bytes.indices.allSatisfy { text[range.lowerBound + $0] == bytes[$0] }
        }
    }

    /// The string of `range`, its backslash escapes undone.
    func string(_ range: Range<Int>) -> String {
        let slice = UnsafeBufferPointer(rebasing: text[range])
        guard slice.contains(UInt8(ascii: "\\")) else { return String(decoding: slice, as: UTF8.self) }
        var bytes: [UInt8] = []
        var index = 0
        while index < slice.count {
            if slice[index] == UInt8(ascii: "\\") && index + 1 < slice.count { index += 1 }
            bytes.append(slice[index])
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""):
            return true
        default:
            return false
        }
    }
}
