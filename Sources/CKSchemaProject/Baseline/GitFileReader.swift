import CKSchemaCore
import Foundation

/// Reads a file as it is at a git revision, by running `git show REVISION:PATH`.
public struct GitFileReader: Sendable {
    /// The folder git runs in (the repository or a folder inside it).
    public var directory: String

    public init(directory: String = FileManager.default.currentDirectoryPath) {
        self.directory = directory
    }

    /// The file's bytes at `revision`. Throws an ``InputError`` that says how to fetch a missing
    /// revision (shallow CI clones are the usual cause) or that the path does not exist there.
    public func read(path: String, at revision: String) throws -> [UInt8] {
        let reference = "git:\(revision):\(path)"
        let result: (status: Int32, stdout: Data, stderr: String)
        do {
            result = try run(["git", "show", "\(revision):\(gitPath(path))"], reportedAs: reference)
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(BaselineProblems.gitUnavailable, message: "cannot run git to read '\(reference)': \(error)")
        }
        guard result.status != 0 else { return Array(result.stdout) }
        let message = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        if message.contains("not a git repository") {
            throw InputError(BaselineProblems.notARepository,
                             message: "cannot read '\(reference)': '\(directory)' is not inside a git repository")
        }
        if message.contains("exists on disk, but not in") || message.contains("does not exist in") {
            throw InputError(BaselineProblems.gitPathMissing,
                             message: "'\(path)' does not exist at git revision '\(revision)'",
                             fix: "check the path with 'git ls-tree --name-only \(revision) \(URL(fileURLWithPath: path).deletingLastPathComponent().relativePath)/'")
        }
        let (remote, branch) = Self.remoteAndBranch(revision)
        throw InputError(BaselineProblems.gitRevisionMissing,
                         message: "git revision '\(revision)' is not available in this clone (\(message.split(separator: "\n").first ?? ""))",
                         fix: "shallow CI clones lack it: run 'git fetch --depth=1 \(remote) \(branch)' (or check out with fetch-depth: 0) before 'ckschema check'")
    }

    /// `origin/main` → ("origin", "main"); a bare name → ("origin", name).
    static func remoteAndBranch(_ revision: String) -> (String, String) {
        let parts = revision.split(separator: "/", maxSplits: 1)
        if parts.count == 2, !revision.hasPrefix("refs/") { return (String(parts[0]), String(parts[1])) }
        return ("origin", revision)
    }

    /// Paths relative to the current folder, as `git show` expects with a `./` prefix.
    private func gitPath(_ path: String) -> String {
        path.hasPrefix("/") || path.hasPrefix("./") ? path : "./" + path
    }

    /// Runs git; its output is read bounded by the YAML schema limit (``InputFile``), and git is
    /// stopped as soon as it passes it.
    func run(_ arguments: [String], reportedAs file: String) throws -> (status: Int32, stdout: Data, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout: [UInt8]
        do {
            stdout = try InputFile.read(descriptor: out.fileHandleForReading.fileDescriptor, file: file,
                                        format: .yamlSchema) ?? []
        } catch {
            process.terminate()
            process.waitUntilExit()
            throw error
        }
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Data(stdout), String(decoding: stderr, as: UTF8.self))
    }
}
