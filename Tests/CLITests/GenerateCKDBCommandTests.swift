import CKSchemaTestSupport
import Foundation
import Testing

/// `generate ckdb --output FILE [--check]`: the same write and check contract as every generator.
@Suite struct GenerateCKDBCommandTests {
    @Test func checkReportsAStaleOrMissingFileAndWritesNothing() throws {
        let folder = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("expected.ckdb").path
        let missing = try CLIRunner.run(["generate", "ckdb", "--check", "--output", path])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("missing: \(path)\nerror: '\(path)' differs from the generated CloudKit schema"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path))

        let written = try CLIRunner.run(["generate", "ckdb", "--output", path])
        #expect(written.status == 0 && written.stdout == "wrote \(path)\n", "\(written.stderr)")
        let printed = try CLIRunner.run(["generate", "ckdb"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == printed.stdout)
        let fresh = try CLIRunner.run(["generate", "ckdb", "--check", "--output", path])
        #expect(fresh.status == 0 && fresh.stdout == "'\(path)' is up to date\n")

        try Data("DEFINE SCHEMA\n".utf8).write(to: URL(fileURLWithPath: path))
        let stale = try CLIRunner.run(["generate", "ckdb", "--check", "--output", path])
        #expect(stale.status == 1 && stale.stderr.hasPrefix("stale: \(path)\n"), "\(stale.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "DEFINE SCHEMA\n")
    }
}
