import CKSchemaTestSupport
import Foundation
import Testing

/// A pull request that makes a folder look like a bare git repository (plain files `App/HEAD`,
/// `App/config`, `App/objects/`, `App/refs/`) whose config runs `App/pwn.sh` when git shows a
/// signature or talks to its remote (Tests/Fixtures/Attacks/fake-bare-repository.sh). No command
/// that reads the model lets git run it, and the Action's own git calls don't either.
@Suite(.serialized) struct GitExecutionTests {
    struct Attack {
        let outer: URL
        var repository: URL { outer.appendingPathComponent("repo") }
        /// Written by `pwn.sh` with the environment it got.
        var marker: URL { outer.appendingPathComponent("pwned") }
        var ran: Bool { FileManager.default.fileExists(atPath: marker.path) }

        init() throws {
            outer = try TemporaryFolder.make("ckschema-test")
            let built = try ExternalTools.run("/bin/sh", [PackagePaths.fixture("Attacks/fake-bare-repository.sh").path, outer.appendingPathComponent("repo").path])
            try #require(built.status == 0, "\(built.output)")
        }

        func remove() { try? FileManager.default.removeItem(at: outer) }
    }

    /// The attack is live: a git started in `App/`, as ckschema once did to order the bundle's
    /// versions, runs the script with the job's token. (If this stops holding, the tests below
    /// prove nothing, so it is checked, not assumed.)
    @Test(arguments: [["log", "--format=%H", "--", "Model.xcdatamodeld"], ["fetch", "origin"]])
    func theAttackRunsTheScriptThroughAPlainGit(arguments: [String]) throws {
        let attack = try Attack()
        defer { attack.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = attack.repository.appendingPathComponent("App")
        process.environment = ProcessInfo.processInfo.environment.merging(["CLOUDKIT_MANAGEMENT_TOKEN": "secret-token"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(attack.ran)
        #expect(try String(contentsOf: attack.marker, encoding: .utf8).contains("secret-token"))
    }

    @Test(arguments: [
        ["lint"], ["check"], ["generate", "ckdb"], ["versions"], ["diff", "1", "2"],
        ["check", "--against", "git:HEAD~1:App/Model.xcdatamodeld"],
    ])
    func noCommandLetsGitRunTheScript(arguments: [String]) throws {
        let attack = try Attack()
        defer { attack.remove() }
        let result = try CLIRunner.run(arguments, in: attack.repository, environment: ["CLOUDKIT_MANAGEMENT_TOKEN": "secret-token"])
        #expect(result.status != 139 && result.status < 128, "\(arguments): \(result.stderr)")
        #expect(!attack.ran, "\(arguments) let git run the pull request's script")
    }

    /// Run from inside the fake repository's folder, the bundle's history is still the real
    /// repository's, and git runs nothing.
    @Test func runInsideTheFakeRepositoryGitStillRunsNothing() throws {
        let attack = try Attack()
        defer { attack.remove() }
        let versions = try CLIRunner.run(["versions"], in: attack.repository.appendingPathComponent("App"))
        #expect(versions.status == 0 && versions.stdout.contains("Model 2.xcdatamodel"), "\(versions.stdout)\(versions.stderr)")
        #expect(!attack.ran)
        let lint = try CLIRunner.run(["lint", "Model.xcdatamodeld"], in: attack.repository.appendingPathComponent("App"))
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(!attack.ran)
    }

    /// The Action's step fetches the base it compares with; in a working folder the pull request
    /// made a fake repository, that fetch would use the fake's `ext::` remote.
    @Test func theActionsFetchUsesTheRealRepository() throws {
        let attack = try Attack()
        defer { attack.remove() }
        let binary = try #require(CLIRunner.binary)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", PackagePaths.url("scripts/ckschema-action.sh").path]
        process.currentDirectoryURL = attack.repository.appendingPathComponent("App")
        var environment = ProcessInfo.processInfo.environment
        environment["CKSCHEMA_BIN"] = binary.path
        environment["INPUT_SCHEMAS"] = "Model.xcdatamodeld"
        environment["INPUT_BASE"] = "origin/main"
        environment["INPUT_AGAINST"] = "git:origin/main:App/Model.xcdatamodeld"
        environment["CLOUDKIT_MANAGEMENT_TOKEN"] = "secret-token"
        environment["GITHUB_OUTPUT"] = nil
        environment["GITHUB_STEP_SUMMARY"] = nil
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(!attack.ran, "the Action's git fetch ran the pull request's remote")
    }
}
