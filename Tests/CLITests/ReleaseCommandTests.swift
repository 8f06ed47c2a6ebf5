import Foundation
import CKSchemaTestSupport
import Testing

@Suite struct ReleaseCommandTests {
    @Test func editingAReleasedVersionFailsCheckAndVersions() throws {
        let folder = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let schemas = folder.appendingPathComponent("schemas")
        try FileManager.default.copyItem(at: CLIRunner.packageRoot.appendingPathComponent("schemas"), to: schemas)
        #expect(try CLIRunner.run(["release", "1"], in: folder).status == 0)
        #expect(try CLIRunner.run(["release", "2"], in: folder).stdout == "released WordErase version 2: locked in schemas/ckschema.lock\n")
        #expect(try CLIRunner.run(["check"], in: folder).status == 0)
        let listed = try CLIRunner.run(["versions"], in: folder)
        #expect(listed.stdout == "WordErase\t1\tschemas/v1.yaml\treleased (locked)\nWordErase\t2\tschemas/v2.yaml\treleased (locked)\nWordErase\t3\tschemas/v3.yaml\tdraft\n")

        // A comment edit is not a content change; a default is.
        let v2 = schemas.appendingPathComponent("v2.yaml")
        var text = try String(contentsOf: v2, encoding: .utf8)
        text = "# reworded\n" + text.replacingOccurrences(of: "      maxPoints: Int64 = 0", with: "      maxPoints: Int64 = 10")
        try text.write(to: v2, atomically: true, encoding: .utf8)
        let check = try CLIRunner.run(["check"], in: folder)
        #expect(check.status == 1)
        #expect(check.stdout.contains("schemas/v2.yaml:13:7: error: version 2 of 'WordErase' is released and locked, but attribute 'Score.maxPoints' changed ('schemas/v2.yaml') [released_version_modified]"), "\(check.stdout)")
        #expect(try CLIRunner.run(["versions"], in: folder).status == 1)
        #expect(try CLIRunner.run(["release", "2"], in: folder).status == 1)
    }
}
