import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builders for the hostile-input and file-system tests: projects of raw bytes, findings and
/// runs as an unprivileged user (sizes and repeated inputs: `HostileInput`).
enum HostileFiles {
    /// A fresh empty folder.
    static func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    /// A fresh folder holding `files` (relative path → bytes) and a `.dilint.json` that turns
    /// on `singleton_declaration` (off by default), the rule of `singleton(_:)`'s finding; a
    /// `.dilint.json` among `files` replaces it.
    static func project(_ files: [String: [UInt8]]) throws -> URL {
        let root = try folder()
        let configuration = [".dilint.json": Array(Dilint.singletonDeclarationOn.utf8)]
        for (path, bytes) in configuration.merging(files, uniquingKeysWith: { $1 }) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return root
    }

    /// A class declaring a shared instance of itself: one `singleton_declaration` finding on
    /// `shared`, at column 33 of the line it starts, where the rule is on (as in `project(_:)`).
    static func singleton(_ name: String) -> String {
        "final class \(name.padding(toLength: 6, withPad: "_", startingAt: 0)) { static let shared = \(name.padding(toLength: 6, withPad: "_", startingAt: 0))() }\n"
    }

    /// The `--format xcode` line for `singleton(name)` at `line` of `path`.
    static func finding(_ path: String, line: Int, _ name: String) -> String {
        let type = name.padding(toLength: 6, withPad: "_", startingAt: 0)
        return "\(path):\(line):33: warning: class '\(type)' holds a shared instance of itself in 'shared'; "
            + "create one instance in the composition root and inject it [singleton_declaration]"
    }

    /// Deterministic pseudo-random bytes.
    static func noise(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    /// Whether this process runs as root, which file permissions do not stop.
    static var isRoot: Bool { geteuid() == 0 }

    /// Arguments that run `dilint` as an unprivileged user when the tests run as root
    /// (`setpriv`, from util-linux), so that permissions apply; none otherwise.
    static var unprivilegedPrefix: [String] {
        isRoot ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    }

    /// Runs `dilint` with permissions that apply (unprivileged when the tests are root).
    static func runUnprivileged(_ arguments: [String], in folder: URL) throws -> Dilint.Result {
        guard isRoot else { return try Dilint.run(arguments, in: folder) }
        return try Dilint.run(
            unprivilegedPrefix.dropFirst() + [Dilint.executable.path] + arguments, in: folder,
            executable: URL(fileURLWithPath: unprivilegedPrefix[0]))
    }
}
