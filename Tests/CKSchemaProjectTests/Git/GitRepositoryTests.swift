@testable import CKSchemaProject
import CKSchemaTestSupport
import Foundation
import Testing

/// git gets a small environment and names its repository: it never sees the job's secrets, never
/// finds a program in the repository, and never looks for a repository of its own.
@Suite struct GitRepositoryTests {
    @Test func gitGetsNoSecretAndNoRelativeProgramFolder() {
        let environment = GitRepository.environment(from: [
            "PATH": ".:bin:/usr/bin::/bin", "HOME": "/home/ci", "CLOUDKIT_MANAGEMENT_TOKEN": "secret",
            "GITHUB_TOKEN": "ghs_x", "GIT_DIR": "/tmp/evil", "GIT_CONFIG_GLOBAL": "/tmp/evil.config",
        ], topLevel: "/work/repo")
        #expect(environment["PATH"] == "/usr/bin:/bin")
        #expect(environment["HOME"] == "/home/ci")
        #expect(environment["CLOUDKIT_MANAGEMENT_TOKEN"] == nil && environment["GITHUB_TOKEN"] == nil)
        #expect(environment["GIT_DIR"] == nil && environment["GIT_CONFIG_GLOBAL"] == nil)
        #expect(environment["GIT_CEILING_DIRECTORIES"] == "/work")
        #expect(environment["GIT_TERMINAL_PROMPT"] == "0")
    }

    @Test func everyCallNamesTheRepositoryAndSwitchesOffWhatRunsPrograms() {
        let words = GitRepository(topLevel: "/work/repo", gitDir: "/work/repo/.git").fixedArguments
        for expected in ["--git-dir=/work/repo/.git", "--work-tree=/work/repo", "safe.bareRepository=explicit",
                         "log.showSignature=false", "protocol.ext.allow=never", "core.fsmonitor=false", "--no-pager"] {
            #expect(words.contains(expected), "\(expected)")
        }
    }

    /// The repository is the nearest folder with a `.git` entry, never a folder that only looks
    /// like a bare repository.
    @Test func theRepositoryIsFoundByItsGitEntry() throws {
        let root = try TemporaryFolder.repository(["App/HEAD": "ref: refs/heads/main\n", "App/config": "[core]\n\tbare = true\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/objects"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/refs"), withIntermediateDirectories: true)
        let found = try #require(GitRepository.enclosing(root.appendingPathComponent("App").path))
        #expect(URL(fileURLWithPath: found.topLevel).resolvingSymlinksInPath().path == root.resolvingSymlinksInPath().path)
    }
}
