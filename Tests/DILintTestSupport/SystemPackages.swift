import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// System packages the tests need (zsh and fish for the completion scripts), installed on
/// first use when the program is missing, so that the README's test command needs no set-up
/// step of its own: `apt-get install -y` (Debian, Ubuntu; root or password-less `sudo`), or
/// `brew install` (macOS). Otherwise the call throws and the message says what to install.
public enum SystemPackages {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private static let lock = NSLock()

    /// The path of `program`, installing the Debian package `package` first if it is not on `PATH`.
    public static func executable(_ program: String, package: String? = nil) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if let path = find(program) { return path }
        // A file lock beside the PyPI tools: concurrent test processes install once.
        let lockFolder = TestTools.folder.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: lockFolder, withIntermediateDirectories: true)
        let lockPath = lockFolder.appendingPathComponent("system-packages.lock").path
        let fileLock = open(lockPath, O_CREAT | O_RDWR, 0o644)
        guard fileLock >= 0 else { throw Failure(description: "cannot create \(lockPath)") }
        defer { close(fileLock) }
        flock(fileLock, LOCK_EX)
        defer { flock(fileLock, LOCK_UN) }
        if let path = find(program) { return path }  // another process installed it meanwhile
        let package = package ?? program
        if find("apt-get") == nil, find("brew") != nil {
            let (status, output) = run(["brew", "install", package])
            guard status == 0, let path = find(program) else {
                throw Failure(description: "'\(program)' is missing and `brew install \(package)` failed (exit \(status))\n\(output)")
            }
            return path
        }
        var install = ["apt-get", "install", "-y", "-q", "-o", "DPkg::Lock::Timeout=600", package]
        if getuid() != 0 { install = ["sudo", "-n"] + install }
        var (status, output) = run(install)
        if status != 0 {  // stale package lists on a fresh machine
            _ = run((getuid() != 0 ? ["sudo", "-n"] : []) + ["apt-get", "update", "-q"])
            (status, output) = run(install)
        }
        guard status == 0, let path = find(program) else {
            throw Failure(
                description: "'\(program)' is missing and `\(install.joined(separator: " "))` failed "
                    + "(exit \(status)); install the package '\(package)' by hand\n\(output)")
        }
        return path
    }

    static func find(_ program: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") + ["/usr/bin", "/usr/sbin", "/bin"]
        return folders.map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ arguments: [String]) -> (Int32, String) {
        Shell.run(arguments, environment: ["DEBIAN_FRONTEND": "noninteractive"])
    }
}
