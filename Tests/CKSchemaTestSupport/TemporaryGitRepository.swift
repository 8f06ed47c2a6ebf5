import Foundation

/// A git repository in a fresh temporary folder, for tests that read files at a revision.
public struct TemporaryGitRepository {
    /// The work tree.
    public let folder: URL

    public init() throws {
        folder = TemporaryFolder.url("ckschema-git")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try git("init", "-q")
    }

    /// Writes `text` to `path` (folders created as needed).
    public func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Copies a file of the package (`schemas/v2.yaml`) into the repository at `path`.
    public func copy(fromPackage source: String, to path: String) throws {
        try write(path, String(contentsOf: PackagePaths.url(source), encoding: .utf8))
    }

    /// Removes `path` from the work tree.
    public func delete(_ path: String) throws {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(path))
    }

    /// Stages everything and commits it.
    public func commit(_ message: String = "change") throws {
        try git("add", "-A")
        try git("-c", "user.name=test", "-c", "user.email=test@example.com", "commit", "-q", "--allow-empty", "-m", message)
    }

    /// The commit a revision names (`HEAD`).
    public func revision(_ name: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path, "rev-parse", "--verify", name]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs git in the repository; throws when it fails.
    public func git(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "git \(arguments.joined(separator: " ")) failed"])
        }
    }

    public func remove() { try? FileManager.default.removeItem(at: folder) }
}
