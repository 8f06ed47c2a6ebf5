import CKSchemaCore
import Foundation

/// The git repository a command works in, and the one way ckschema runs git in it.
///
/// The files git would read as a repository can come from the change under review: a pull
/// request that commits `App/HEAD`, `App/config`, `App/objects/` and `App/refs/` makes `App/`
/// look like a bare repository to a git started there, and that repository's `config` can name
/// programs for git to run (`gpg.program` with `log.showSignature`, `core.fsmonitor`, an `ext::`
/// remote). So git is never left to discover a repository:
///
/// - the repository is found by ckschema itself, going up from a folder the user chose (the
///   working folder or the configuration's) to the first folder holding a `.git` entry, which a
///   commit cannot add (git refuses the path `.git`);
/// - every call names it (`--git-dir`, `--work-tree`) and runs in its top level, with
///   `safe.bareRepository=explicit` and `GIT_CEILING_DIRECTORIES` as a second fence;
/// - signatures, text conversion, external diff programs, pagers and prompts are off;
/// - git gets a small environment (no token of the job), and runs through ``ProcessRunner``
///   with a timeout and both outputs drained.
public struct GitRepository: Sendable, Hashable {
    /// The top level of the work tree (absolute, no trailing slash).
    public var topLevel: String
    /// The `.git` folder, or the `.git` file of a worktree or submodule, at the top level.
    public var gitDir: String

    public init(topLevel: String, gitDir: String) {
        self.topLevel = topLevel
        self.gitDir = gitDir
    }

    /// The repository that holds `folder`: the nearest folder at or above it with a `.git` entry.
    /// Nil when none does (not a repository).
    public static func enclosing(_ folder: String) -> GitRepository? {
        guard let top = RepositoryBoundary.topLevel(of: folder) else { return nil }
        return GitRepository(topLevel: top, gitDir: (top as NSString).appendingPathComponent(".git"))
    }

    /// `path` relative to the top level when it lies inside it (`.` for the top level itself);
    /// nil when it lies outside.
    public func relativePath(_ path: String) -> String? {
        let full = RepositoryBoundary.standardized(RepositoryBoundary.absolute(path))
        guard RepositoryBoundary.contains(topLevel, full) else { return nil }
        return full == topLevel ? "." : String(full.dropFirst(topLevel.count + 1))
    }

    /// Seconds a git call may take before it is stopped.
    public static let timeout: Double = 120

    /// The words before git's own command: the repository named, and every setting through which
    /// a repository's text could run a program or wait for a person switched off.
    var fixedArguments: [String] {
        ["git", "--no-pager",
         "-c", "safe.bareRepository=explicit",
         "-c", "core.fsmonitor=false",
         "-c", "core.hooksPath=/dev/null",
         "-c", "log.showSignature=false",
         "-c", "core.quotePath=false",
         "-c", "protocol.ext.allow=never",
         "--git-dir=\(gitDir)", "--work-tree=\(topLevel)"]
    }

    /// The environment git gets: where programs are and the user's own settings (`HOME`, for the
    /// global configuration), in the C locale so its messages can be read, never a prompt.
    static func environment(from parent: [String: String] = ProcessInfo.processInfo.environment,
                            topLevel: String) -> [String: String] {
        // Only absolute folders: a relative one (`.`) would find programs in the repository.
        let path = (parent["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").filter { $0.hasPrefix("/") }
        var environment: [String: String] = [
            "PATH": path.joined(separator: ":"),
            "LC_ALL": "C",
            "GIT_TERMINAL_PROMPT": "0",
            "GIT_NO_REPLACE_OBJECTS": "1",
            "GIT_CEILING_DIRECTORIES": (topLevel as NSString).deletingLastPathComponent,
        ]
        for name in ["HOME", "XDG_CONFIG_HOME", "TMPDIR"] where parent[name]?.isEmpty == false { environment[name] = parent[name] }
        return environment
    }

    /// Runs `git ARGUMENTS` in the repository (its top level as the working folder).
    ///
    /// - Parameter outputLimit: bytes kept of standard output; the output says when more came.
    public func run(_ arguments: [String], outputLimit: Int = 16 * 1024 * 1024,
                    timeout: Double = GitRepository.timeout) throws(ProcessLaunchError) -> ProcessOutput {
        try ProcessRunner(grace: 1).run(ProcessRequest(
            command: fixedArguments + arguments,
            environment: Self.environment(topLevel: topLevel),
            directory: topLevel, timeout: timeout, outputLimit: outputLimit))
    }
}
