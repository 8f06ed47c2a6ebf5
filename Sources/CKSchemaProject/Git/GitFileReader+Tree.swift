import CKSchemaCore
import Foundation

extension GitFileReader {
    /// One regular file of a folder at a revision: its path inside the folder and its blob.
    public struct TreeFile: Sendable, Hashable {
        /// The path relative to the folder (`Model 2.xcdatamodel/contents`).
        public var path: String
        /// The blob's object name.
        public var object: String
    }

    /// Whether `path` names a folder at `revision`.
    ///
    /// - Throws: what ``read(path:at:)`` throws when the path or the revision does not exist
    ///   (`reference.git_path_missing`, `reference.git_revision_missing`, …).
    public func isFolder(_ path: String, at revision: String) throws -> Bool {
        try Self.validate(revision: revision)
        let result = try? git(["cat-file", "-t", "\(revision):\(try treePath(path))"], reportedAs: "git:\(revision):\(path)")
        guard let result, result.status == 0 else {
            // The located error for a path or a revision that is not there.
            _ = try read(path: path, at: revision)
            return false
        }
        return result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) == "tree"
    }

    /// The regular files below the folder `path` at `revision`, with paths relative to it.
    ///
    /// Symbolic links and submodules are left out (the repository is untrusted: a link could name
    /// any file of the machine), and so is any path with an empty, `.` or `..` component.
    public func files(under path: String, at revision: String) throws -> [TreeFile] {
        try Self.validate(revision: revision)
        let reference = "git:\(revision):\(path)"
        let result = try git(["ls-tree", "-r", "-z", "\(revision):\(try treePath(path))"], reportedAs: reference)
        guard result.status == 0 else {
            _ = try read(path: path, at: revision)
            throw InputError(ReferenceProblems.gitPathMissing, message: "'\(path)' is not a folder at git revision '\(revision)'")
        }
        var files: [TreeFile] = []
        // `<mode> SP <type> SP <object> TAB <path>` NUL, for each entry.
        for entry in result.stdout.split(separator: 0) {
            guard let tab = entry.firstIndex(of: 9) else { continue }
            let header = String(decoding: entry[..<tab], as: UTF8.self).split(separator: " ")
            let name = String(decoding: entry[entry.index(after: tab)...], as: UTF8.self)
            guard header.count == 3, header[0] == "100644" || header[0] == "100755", header[1] == "blob" else { continue }
            let components = name.split(separator: "/", omittingEmptySubsequences: false)
            guard !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { continue }
            files.append(TreeFile(path: name, object: String(header[2])))
        }
        return files
    }

    /// A blob's bytes, read bounded by `format`'s limit.
    public func blob(_ object: String, reportedAs file: String) throws -> [UInt8] {
        guard object.allSatisfy(\.isHexDigit) else {
            throw InputError(ReferenceProblems.invalidReference, message: "'\(object)' is not a git object name")
        }
        let limit = InputFormat.largestLimit
        let result = try git(["cat-file", "blob", object], reportedAs: file, outputLimit: limit + 1)
        guard result.status == 0 else {
            throw InputError(ReferenceProblems.gitPathMissing, message: "cannot read '\(file)': \(result.stderrText.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        if result.stdoutTruncated || result.stdout.count > limit {
            throw InputFile.tooLarge(file, size: nil, limit: limit, format: .coreDataModel)
        }
        return Array(result.stdout)
    }

    /// `path` (relative to ``directory``) as a `REVISION:PATH` argument names it: relative to the
    /// repository's top level, where git runs.
    private func treePath(_ path: String) throws -> String {
        guard let repository, let inside = repositoryPath(path, in: repository) else {
            throw InputError(ReferenceProblems.notARepository,
                             message: "cannot read '\(path)' with git: '\(directory)' is not inside a git repository, or the path lies outside it")
        }
        return inside == "." ? "" : inside
    }

    /// Runs git in the repository holding ``directory`` (``GitRepository``).
    private func git(_ arguments: [String], reportedAs file: String, outputLimit: Int = 16 * 1024 * 1024) throws -> ProcessOutput {
        guard let repository else {
            throw InputError(ReferenceProblems.notARepository, message: "cannot read '\(file)': '\(directory)' is not inside a git repository")
        }
        do {
            return try repository.run(arguments, outputLimit: outputLimit)
        } catch {
            throw InputError(ReferenceProblems.gitUnavailable, message: "cannot run git to read '\(file)': \(error)")
        }
    }
}
