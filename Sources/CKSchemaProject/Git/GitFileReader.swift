import CKSchemaCore
import Foundation

/// Reads a file as it is at a git revision, by running `git show REVISION:PATH` in the repository
/// that holds ``directory`` (``GitRepository``: never one that git would discover on its own).
public struct GitFileReader: Sendable {
    /// The folder paths are relative to (the repository or a folder inside it).
    public var directory: String

    public init(directory: String = FileManager.default.currentDirectoryPath) {
        self.directory = directory
    }

    /// The repository that holds ``directory``; nil outside any.
    public var repository: GitRepository? { GitRepository.enclosing(directory) }

    /// `path` (relative to ``directory``) relative to the repository's top level.
    func repositoryPath(_ path: String, in repository: GitRepository) -> String? {
        let full = path.hasPrefix("/") ? path : (RepositoryBoundary.absolute(directory) as NSString).appendingPathComponent(path)
        return repository.relativePath(full)
    }

    /// The file's bytes at `revision`. Throws an ``InputError`` that says how to fetch a missing
    /// revision (shallow CI clones are the usual cause) or that the path does not exist there.
    public func read(path: String, at revision: String) throws -> [UInt8] {
        try Self.validate(revision: revision)
        let reference = "git:\(revision):\(path)"
        guard let repository else {
            throw InputError(ReferenceProblems.notARepository,
                             message: "cannot read '\(reference)': '\(directory)' is not inside a git repository")
        }
        guard let inside = repositoryPath(path, in: repository) else {
            throw InputError(ReferenceProblems.gitPathMissing,
                             message: "'\(path)' lies outside the repository '\(repository.topLevel)'",
                             fix: "name a file inside the repository")
        }
        let result: ProcessOutput
        do {
            result = try repository.run(["show", "--no-textconv", "--end-of-options", "\(revision):\(inside)"],
                                        outputLimit: InputFormat.yamlSchema.byteLimit + 1)
        } catch {
            throw InputError(ReferenceProblems.gitUnavailable, message: "cannot run git to read '\(reference)': \(error)")
        }
        if result.timedOut {
            throw InputError(ReferenceProblems.gitUnavailable,
                             message: "git did not finish reading '\(reference)' within \(Int(GitRepository.timeout)) seconds")
        }
        guard result.status != 0 else {
            if result.stdoutTruncated || result.stdout.count > InputFormat.yamlSchema.byteLimit {
                throw InputFile.tooLarge(reference, size: nil, limit: InputFormat.yamlSchema.byteLimit, format: .yamlSchema)
            }
            return Array(result.stdout)
        }
        let message = result.stderrText.trimmingCharacters(in: .whitespacesAndNewlines)
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

    /// `origin/main` → ("origin", "main"); a bare name → ("origin", name).
    static func remoteAndBranch(_ revision: String) -> (String, String) {
        let parts = revision.split(separator: "/", maxSplits: 1)
        if parts.count == 2, !revision.hasPrefix("refs/") { return (String(parts[0]), String(parts[1])) }
        return ("origin", revision)
    }

}
