import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The repository a command works on, as a fence: a file reached through a path inside the
/// repository is read or written only when it really lies inside it.
///
/// The repository under review is untrusted: it can commit a symlink `schemas/v2.yaml ->
/// ../../outside/secret.env` (or to `/etc/passwd`, or `/proc/self/fd/1`), or a symlinked folder
/// `migrations -> /home/runner`. A path the user names outside the repository on the command line
/// is the user's choice and stays readable; a path inside it may not lead out.
///
/// The command line sets the boundary once, at start (``enclose(_:)``); library callers that set
/// none get no fence.
public enum RepositoryBoundary {
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var root: (lexical: String, real: String)?
    }
    private static let storage = Storage()

    /// The nearest folder at or above `folder` that holds a `.git` entry (a folder, or the file of
    /// a worktree or submodule): the top level of the repository holding it. A commit cannot add a
    /// `.git` entry (git refuses the path), so the change under review cannot move this.
    public static func topLevel(of folder: String) -> String? {
        var current = standardized(absolute(folder))
        while true {
            if access((current as NSString).appendingPathComponent(".git"), F_OK) == 0 { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// Fences input and output to the repository that holds `directory`, else to `directory`.
    public static func enclose(_ directory: String) {
        let top = topLevel(of: directory) ?? standardized(absolute(directory))
        let real = realPath(top) ?? top
        storage.lock.lock()
        storage.root = (top, real)
        storage.lock.unlock()
    }

    /// Throws when `path` lies inside the repository but leads outside it (through a symlink, of
    /// the file or of a folder on the way). A missing file passes: the caller reports it.
    ///
    /// - Parameter reportedAs: the name the error gives the file.
    /// - Throws: ``InputProblems/outsideRepository`` at `reportedAs:1:1`.
    public static func check(_ path: String, reportedAs: String? = nil) throws(InputError) {
        storage.lock.lock()
        let root = storage.root
        storage.lock.unlock()
        guard let root else { return }
        let lexical = standardized(absolute(path))
        guard contains(root.lexical, lexical) else { return }
        // The deepest part of the path that exists: for a file to be written, its folder.
        var existing = lexical
        var resolved = realPath(existing)
        while resolved == nil {
            let parent = (existing as NSString).deletingLastPathComponent
            if parent == existing || parent.isEmpty { return }
            existing = parent
            resolved = realPath(existing)
        }
        guard let resolved, !contains(root.real, resolved) else { return }
        let name = reportedAs ?? path
        throw InputError(InputProblems.outsideRepository,
                         message: "'\(name)' leads outside the repository (through a symbolic link); ckschema reads and writes only files inside it",
                         location: SourceLocation(file: name, line: 1, column: 1),
                         fix: "replace the link with the file itself, or name a path outside the repository on the command line")
    }

    /// Whether `path` is `folder` or lies below it (both absolute and standardized).
    public static func contains(_ folder: String, _ path: String) -> Bool {
        if path == folder || folder == "/" { return true }
        return path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` made absolute against the working folder.
    public static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    }

    /// `.` and `..` removed by their spelling, symlinks not followed.
    public static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The path with every symlink followed; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
