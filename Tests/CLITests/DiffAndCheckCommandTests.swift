import Foundation
import CKSchemaTestSupport
import Testing

@Suite struct DiffAndCheckCommandTests {
    static let fixtures = "Tests/Fixtures/Compatibility"

    static func pair(_ name: String) -> (String, String) {
        ("\(fixtures)/\(name)/before.yaml", "\(fixtures)/\(name)/after.yaml")
    }

    @Test(arguments: [
        // A removal is reported in the version under review, at the entity that lost the field.
        ("field_removed", "after.yaml:6:3: error: field 'CD_views' removed from record type 'CD_Note'", "before.yaml:10:7"),
        ("type_changed", "after.yaml:10:14: error: field 'CD_views' of record type 'CD_Note' changes type from INT64 to DOUBLE", "before.yaml:10:14"),
        ("attribute_renamed", "after.yaml:10:7: error: field 'CD_views' of record type 'CD_Note' renamed to 'CD_viewCount'", "before.yaml:10:7"),
    ])
    func breakingChangesFailCheckPointingAtBothFiles(name: String, finding: String, related: String) throws {
        let (before, after) = Self.pair(name)
        let result = try CLIRunner.run(["check", after, "--against", before])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(Self.fixtures)/\(name)/\(finding)"), "\(result.stdout)")
        #expect(result.stdout.contains("note: previously at \(Self.fixtures)/\(name)/\(related)"), "\(result.stdout)")
    }

    @Test func anAdditiveVersionPassesAndListsWhatBecomesPermanent() throws {
        let (before, after) = Self.pair("additive")
        let result = try CLIRunner.run(["check", after, "--against", before])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        // The three fields the note counts: CD_entityName, which Core Data writes on every record, and the two declared.
        #expect(result.stdout.contains("note: record type 'CD_Tag' added with 3 fields"), "\(result.stdout)")
        #expect(result.stdout.contains("permanent once deployed:\n  - record type 'CD_Tag'\n  - field 'CD_Tag.CD_entityName' (STRING)\n  - field 'CD_Tag.CD_label' (STRING)\n  - field 'CD_Tag.CD_schemaVersion' (INT64)\n"), "\(result.stdout)")
    }

    @Test func diffExitsZeroByDefaultAndOneWithFailOn() throws {
        let (before, after) = Self.pair("default_changed")
        #expect(try CLIRunner.run(["diff", before, after]).status == 0)
        #expect(try CLIRunner.run(["diff", before, after, "--fail-on", "breaking"]).status == 0)
        let gated = try CLIRunner.run(["diff", before, after, "--fail-on", "warning"])
        #expect(gated.status == 1)
        #expect(gated.stdout.contains("warning: default value of attribute 'Note.title' changes from \"\" to \"Untitled\""))
    }

    @Test func markdownHasASummaryATableAndAMermaidDiagram() throws {
        let (before, after) = Self.pair("type_changed")
        let result = try CLIRunner.run(["diff", before, after, "--format", "markdown"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("### ckschema diff: Notes 1 → 2\n\n❌ Notes 1 → 2: breaking in production"))
        #expect(result.stdout.contains("| Breaking in production | field 'CD\\_views' of record type 'CD\\_Note' changes type from INT64 to DOUBLE"))
        #expect(result.stdout.contains("```mermaid\nerDiagram\n    Note {\n        ckschema CHANGED \"entity changed\"\n"))
        #expect(result.stdout.contains("        Double views \"changed: type Int64 → Double\"\n"))
        #expect(result.stdout.contains("    Note }o--o| Folder : \"folder\"\n"))
    }

    @Test func jsonListsFindingsChangesAndPermanentFields() throws {
        let (before, after) = Self.pair("additive")
        let result = try CLIRunner.run(["diff", before, after, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["impact"] as? String == "safe")
        #expect((object["permanent"] as? [String])?.first == "record type 'CD_Tag'")
        #expect((object["changes"] as? [Any])?.count == 6)
    }

    @Test func theExampleVersionsAreAdditive() throws {
        let result = try CLIRunner.run(["check", "schemas"])
        #expect(result.status == 0, "\(result.stdout)")
        let diff = try CLIRunner.run(["diff", "1", "3"])
        #expect(diff.status == 0)
        #expect(diff.stdout.hasSuffix("WordErase 1 → 3: additive (8 changes; 0 breaking, 0 client, 0 migration, 18 permanent once deployed)\n"))
        // What becomes permanent is decided in one place: 1 → 3 is 1 → 2 plus 2 → 3, with no asset
        // companions (they exist only once initialized or a value overflows) in either.
        #expect(try CLIRunner.run(["diff", "2", "3"]).stdout.contains("16 permanent once deployed"))
        #expect(try CLIRunner.run(["diff", "1", "2"]).stdout.contains("2 permanent once deployed"))
    }

    @Test func aMissingGitRevisionSaysHowToFetchIt() throws {
        let result = try CLIRunner.run(["check", "schemas/v3.yaml", "--against", "git:origin/no-such-branch:schemas/v2.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("git revision 'origin/no-such-branch' is not available in this clone"), "\(result.stderr)")
        #expect(result.stderr.contains("git fetch --depth=1 origin no-such-branch"))
    }

    @Test func aRevisionThatLooksLikeAnOptionIsRefused() throws {
        let folder = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let leak = folder.appendingPathComponent("leak.txt").path
        let result = try CLIRunner.run(["check", "schemas/v3.yaml", "--against", "git:--output=\(leak):schemas/v2.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: the git revision '--output=\(leak)' starts with '-'; git would read it as an option [reference.invalid_revision]"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: leak))
    }

    @Test func aGitRevisionIsABaseline() throws {
        // HEAD always holds the committed example schemas.
        let result = try CLIRunner.run(["check", "schemas/v3.yaml", "--against", "git:HEAD:schemas/v2.yaml"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("schemas/v3.yaml:15:7: note: field 'CD_streak' (INT64) added to record type 'CD_Score'"))
    }

    @Test func aProductionExportMissingTheNewFieldsBlocksTheRelease() throws {
        let folder = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = folder.appendingPathComponent("production.ckdb").path
        let generated = try CLIRunner.run(["generate", "ckdb", "--schema", "schemas/v2.yaml", "--mode", "jit", "--no-notes", "--output", export])
        #expect(generated.status == 0, "\(generated.stderr)")
        // The pull-request gate: production accepts the additions; what is not deployed yet is a note.
        let pullRequest = try CLIRunner.run(["check", "schemas/v3.yaml", "--against", export])
        #expect(pullRequest.status == 0, "\(pullRequest.stdout)")
        #expect(pullRequest.stdout.contains("schemas/v3.yaml:15:7: note: field 'CD_streak' of record type 'CD_Score' is not in production yet: deploy before the release that writes it [not_in_production_yet]"))
        #expect(!pullRequest.stdout.contains("release_not_deployed"))
        // The release gate: the same items are errors.
        let result = try CLIRunner.run(["check", "--release", "schemas/v3.yaml", "--against", export])
        #expect(result.status == 1)
        #expect(result.stdout.contains("schemas/v3.yaml:15:7: error: field 'CD_streak' of record type 'CD_Score' is not in production: deploy the schema before releasing this build [release_not_deployed]"))
        #expect(result.stdout.contains("schemas/v3.yaml:37:3: error: record type 'CD_Article' is not in production"))
        // A field not deployed yet is one finding: its deploy brings the asset companion. A
        // deployed field without its companion (production created just in time) keeps the warning.
        let companions = result.stdout.split(separator: "\n").filter { $0.hasSuffix("[release_missing_asset_companion]") }
        #expect(companions.contains { $0.contains("'CD_note_ckAsset' of record type 'CD_Score'") })
        #expect(!companions.contains { $0.contains("CD_Article") || $0.contains("CD_Post") || $0.contains("CD_streak") }, "\(companions)")
        let ready = try CLIRunner.run(["check", "--release", "schemas/v2.yaml", "--against", export])
        #expect(ready.status == 0, "\(ready.stdout)")
    }
}
