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
        try Self.validate(revision: revision)
        let reference = "git:\(revision):\(path)"
        let result: (status: Int32, stdout: Data, stderr: String)
        do {
            let endOfOptions = Self.supportsEndOfOptions ? ["--end-of-options"] : []
            result = try run(["git", "show"] + endOfOptions + ["\(revision):\(gitPath(path))"], reportedAs: reference)
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(ReferenceProblems.gitUnavailable, message: "cannot run git to read '\(reference)': \(error)")
        }
        guard result.status != 0 else { return Array(result.stdout) }
        let message = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        if message.contains("not a git repository") {
            throw InputError(ReferenceProblems.notARepository,
                             message: "cannot read '\(reference)': '\(directory)' is not inside a git repository")
        }
        if message.contains("exists on disk, but not in") || message.contains("does not exist in") {
            throw InputError(ReferenceProblems.gitPathMissing,
                             message: "'\(path)' does not exist at git revision '\(revision)'",
                             fix: "check the path with 'git ls-tree --name-only \(revision) \(URL(fileURLWithPath: path).deletingLastPathComponent().relativePath)/'")
        }
        let (remote, branch) = Self.remoteAndBranch(revision)
        throw InputError(ReferenceProblems.gitRevisionMissing,
                         message: "git revision '\(revision)' is not available in this clone (\(message.split(separator: "\n").first ?? ""))",
                         fix: "shallow CI clones lack it: run 'git fetch --depth=1 \(remote) \(branch)' (or check out with fetch-depth: 0) before 'ckschema check'")
    }

    /// Refuses a revision git would read as an option (one that starts with `-`, such as
    /// `--output=FILE`) or that names nothing.
    ///
    /// - Throws: `reference.invalid_revision` (exit 2).
    public static func validate(revision: String) throws(InputError) {
        if revision.hasPrefix("-") {
            throw InputError(ReferenceProblems.invalidRevision,
                             message: "the git revision '\(revision)' starts with '-'; git would read it as an option",
                             fix: "name a branch, a tag or a commit, for example 'origin/main'")
        }
        if revision.trimmingCharacters(in: .whitespaces).isEmpty || revision.contains(where: { $0.isNewline || $0 == "\0" }) {
            throw InputError(ReferenceProblems.invalidRevision, message: "'\(revision)' is not a git revision",
                             fix: "name a branch, a tag or a commit, for example 'origin/main'")
        }
    }

    /// Whether the git on `PATH` accepts `--end-of-options` (git 2.24 and later), asked once.
    static let supportsEndOfOptions: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "version"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return gitVersion(String(decoding: data, as: UTF8.self)).map { $0 >= (2, 24) } ?? false
    }()

    /// `git version 2.39.5 (Apple Git-154)` → (2, 39).
    static func gitVersion(_ text: String) -> (Int, Int)? {
        guard let word = text.split(separator: " ").first(where: { $0.first?.isNumber == true }) else { return nil }
        let parts = word.split(separator: ".").compactMap { Int($0) }
        return parts.count >= 2 ? (parts[0], parts[1]) : nil
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

