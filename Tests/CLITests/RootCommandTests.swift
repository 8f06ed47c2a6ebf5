import Foundation
import Testing

@Suite struct RootCommandTests {
    @Test func versionPrintsTheToolVersion() throws {
        let result = try CLIRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }

    @Test func unknownOptionIsAUsageErrorWithExitCode2() throws {
        let result = try CLIRunner.run(["lint", "--no-such-option"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--no-such-option"))
        #expect(result.stdout.isEmpty)
    }

    @Test func helpListsTheCommandsAndExitsZero() throws {
        let result = try CLIRunner.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("lint"))
        #expect(result.stdout.contains("Exit codes"))
    }
}
