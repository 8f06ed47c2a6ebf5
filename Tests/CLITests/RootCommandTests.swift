import CKSchemaCore
import CKSchemaTestSupport
import Foundation
import Testing

@Suite struct RootCommandTests {
    @Test func versionPrintsTheToolVersion() throws {
        let result = try CLIRunner.run(["--version"])
        #expect(result.status == 0)
        // The one place the version is declared
        let source = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("Sources/CKSchemaCore/CKSchemaVersion.swift"),
                                encoding: .utf8)
        let declared = try #require(source.split(separator: "\"").dropFirst().first.map(String.init))
        #expect(declared.split(separator: ".").count == 3)
        #expect(result.stdout == declared + "\n")
    }

    /// `--version` is the tool's, after a command's name too; a schema version is
    /// `--schema-version N`, and the older `--version N` still selects one, with a note.
    @Test func versionIsTheToolsAloneAndTheSchemaVersionHasItsOwnOption() throws {
        let tool = try CLIRunner.run(["--version"]).stdout
        for command in [["plan", "--version"], ["filters", "--version"], ["generate", "ckdb", "--version"]] {
            let result = try CLIRunner.run(command)
            #expect(result.status == 0 && result.stdout == tool, "\(command): \(result.stdout)\(result.stderr)")
        }
        let spelt = try CLIRunner.run(["generate", "ckdb", "--schema-version", "1", "--no-notes"])
        let older = try CLIRunner.run(["generate", "ckdb", "--version", "1", "--no-notes"])
        #expect(spelt.status == 0 && older.status == 0, "\(spelt.stderr)\(older.stderr)")
        #expect(older.stdout == spelt.stdout && spelt.stdout.contains("RECORD TYPE"))
        #expect(older.stderr.contains("'--version N' is spelt '--schema-version N' now"))
        #expect(!spelt.stderr.contains("note:"))
    }

    @Test func unknownOptionIsAUsageErrorWithExitCode2() throws {
        let result = try CLIRunner.run(["lint", "--no-such-option"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--no-such-option"))
        #expect(result.stdout.isEmpty)
    }

    /// A usage error in a command's `--version` option stays a usage error (not the tool's version).
    @Test(arguments: [["dev", "init"], ["generate", "ckdb"]])
    func schemaFileWithAVersionIsAUsageError(command: [String]) throws {
        let folder = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = CLIRunner.packageRoot.appendingPathComponent("schemas/v1.yaml").path
        let result = try CLIRunner.run(command + ["--schema", schema, "--schema-version", "1"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("use either --file or --schema-version/--model"))
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".ckschema").path))
    }

    @Test func helpListsTheCommandsAndExitsZero() throws {
        let result = try CLIRunner.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("lint"))
        #expect(result.stdout.contains("Exit codes"))
    }
}
