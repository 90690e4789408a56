import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The PyPI tools the tests use (`Tests/requirements.txt`), installed on first use into a
/// virtual environment in a cache folder, so that `swift test` on a fresh machine with only
/// the Swift toolchain and Python 3 needs no set-up step of its own.
///
/// The folder is `DILINT_TEST_TOOLS` when set, else `$XDG_CACHE_HOME/dilint/test-tools`, else
/// `$HOME/.cache/dilint/test-tools`. A stamp file holds the requirements it was built from: a
/// second run with the same requirements reuses it; changed requirements rebuild it. A file
/// lock makes concurrent tests (and concurrent `swift test` processes) install once. When
/// PyPI cannot be reached the call throws, and the message says what to install by hand.
public enum TestTools {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// The repository's `Tests/requirements.txt`.
    public static let requirements = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("requirements.txt")

    /// The virtual environment's folder.
    public static var folder: URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["DILINT_TEST_TOOLS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        // `HOME` first: on Linux, Foundation's home directory is the password file's entry,
        // which a test run with another `HOME` (a fresh one, a CI sandbox) does not expect.
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        let cache =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? home.appendingPathComponent(".cache")
        return cache.appendingPathComponent("dilint/test-tools")
    }

    /// The path of the environment's `python3`, with every package of the requirements installed.
    public static func python() throws -> String {
        try executable("python3")
    }

    /// The path of an executable the requirements install (`pre-commit`), or of `python3`.
    public static func executable(_ name: String) throws -> String {
        let bin = try ready.get().appendingPathComponent("bin")
        let path = bin.appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Failure(description: "\(path) is missing: is '\(name)' installed by Tests/requirements.txt?")
        }
        return path
    }

    /// Installed once per process; the lock file serializes processes.
    private static let ready: Result<URL, Error> = Result { try install() }

    private static func install() throws -> URL {
        let folder = self.folder
        let wanted = try String(contentsOf: requirements, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lock = open(folder.path + ".lock", O_CREAT | O_RDWR, 0o644)
        guard lock >= 0 else { throw Failure(description: "cannot create \(folder.path).lock") }
        defer { close(lock) }
        flock(lock, LOCK_EX)
        defer { flock(lock, LOCK_UN) }

        let stamp = folder.appendingPathComponent("dilint-requirements.txt")
        if (try? String(contentsOf: stamp, encoding: .utf8)) == wanted {
            return folder
        }
        try? FileManager.default.removeItem(at: folder)
        let hint =
            "install them by hand (python3 -m pip install -r Tests/requirements.txt into a virtual "
            + "environment) and set DILINT_TEST_TOOLS to that environment's folder"
        let python = ProcessInfo.processInfo.environment["DILINT_PYTHON"] ?? "python3"
        let steps: [[String]] = [
            ["/usr/bin/env", python, "-m", "venv", folder.path],
            [
                folder.appendingPathComponent("bin/python3").path, "-m", "pip", "install", "--quiet",
                "--disable-pip-version-check", "-r", requirements.path,
            ],
        ]
        for step in steps {
            let (status, output) = run(step)
            guard status == 0 else {
                throw Failure(
                    description: "the test tools could not be installed from PyPI into \(folder.path) "
                        + "(\(step.joined(separator: " ")) exited \(status)); \(hint)\n\(output)")
            }
        }
        try Data(wanted.utf8).write(to: stamp, options: .atomic)
        return folder
    }

    private static func run(_ arguments: [String]) -> (Int32, String) {
        Shell.run(arguments)
    }
}
