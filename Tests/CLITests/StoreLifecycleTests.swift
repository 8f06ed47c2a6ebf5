import CKSchemaRules
import CKSchemaTestSupport
import Foundation
import Testing

/// The scripted lifecycle of the environment store, end to end on the example schemas:
/// dev init → promote v1 → dev init v2 → promote --check → promote → a breaking v3 is refused
/// → dev reset; the history shows every step.
@Suite struct StoreLifecycleTests {
    /// A temporary project holding the example's v1 and v2, and two breaking v3 files.
    static func makeProject() throws -> URL {
        let folder = try TemporaryFolder.make("ckschema-test")
        let schemas = folder.appendingPathComponent("schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        for version in ["v1", "v2"] {
            try FileManager.default.copyItem(
                at: CLIRunner.packageRoot.appendingPathComponent("schemas/\(version).yaml"),
                to: schemas.appendingPathComponent("\(version).yaml"))
        }
        let v2 = try String(contentsOf: schemas.appendingPathComponent("v2.yaml"), encoding: .utf8)
        let v3 = v2.replacingOccurrences(of: "version: 2", with: "version: 3")
            .replacingOccurrences(of: "schemaVersion: Int16 = 2", with: "schemaVersion: Int16 = 3")
        // v3 without Score.note (production has CD_note)
        try v3.replacingOccurrences(of: "      note: String?\n", with: "")
            .write(to: folder.appendingPathComponent("v3-removes-note.yaml"), atomically: true, encoding: .utf8)
        // v3 with Score.points as a String (production has CD_points INT64)
        try v3.replacingOccurrences(of: "points: Int64 = 0", with: "points: String = \"\"")
            .write(to: folder.appendingPathComponent("v3-retypes-points.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func theWholeLifecycleRunsAndTheHistoryShowsEveryStep() throws {
        let project = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: project) }
        func run(_ arguments: [String]) throws -> CLIRunner.Result {
            // `--actor` names who changes the store: only commands that write take it.
            let writes = arguments.starts(with: ["dev", "init"]) || arguments.starts(with: ["dev", "reset"])
                || arguments.starts(with: ["dev", "seed"]) || arguments.starts(with: ["env", "import"]) || arguments.first == "promote"
            return try CLIRunner.run(arguments + ["--state", "state/state.sqlite"] + (writes ? ["--actor", "ci"] : []), in: project)
        }

        // dev init v1
        var result = try run(["dev", "init", "--schema-version", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("created record type 'CD_Score' (14 fields)\n"))
        #expect(result.stdout.contains("wrote and deleted 3 representative records (CD_Event, CD_Score, Users)\n"))

        // promote v1
        result = try run(["promote", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("promoted model 'WordErase' version 1 to the local production store (log entry #2); CloudKit is unchanged\n"))
        let ckdb = project.appendingPathComponent("state/production.ckdb")
        let written = try String(contentsOf: ckdb, encoding: .utf8)
        #expect(written.hasPrefix("DEFINE SCHEMA\n\n    RECORD TYPE CD_Event (\n"))
        result = try run(["env", "export", "production"])
        #expect(result.stdout == written)

        // dev init v2, promote --check lists exactly what becomes permanent
        result = try run(["dev", "init", "--schema-version", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        result = try run(["promote", "--check"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            local development store: model 'WordErase' version 2
            local production store:  model 'WordErase' version 1
            will become permanent in the local production store:
              field 'CD_Score.CD_note' STRING QUERYABLE SEARCHABLE SORTABLE
              field 'CD_Score.CD_note_ckAsset' ASSET
              field 'CD_Score.CD_photo' BYTES QUERYABLE SORTABLE
              field 'CD_Score.CD_photo_ckAsset' ASSET

            """)
        result = try run(["promote", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")

        // a breaking v3 is refused: a type change already at dev init …
        result = try run(["dev", "init", "--file", "v3-retypes-points.yaml"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("error: field 'CD_Score.CD_points' is INT64 in development but model 'WordErase' version 3 makes it STRING"))
        #expect(result.stderr == "error: the local development store was not changed\n")
        // … and a removed field at promotion
        result = try run(["dev", "init", "--schema", "v3-removes-note.yaml"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("kept field 'CD_Score.CD_note': version 3 no longer declares it"))
        result = try run(["promote", "--check"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("  error: field 'CD_note' of record type 'CD_Score' is deployed in production but model 'WordErase' version 3 no longer declares it [field_no_delete]\n"))
        let productionBefore = try run(["env", "export", "production"]).stdout
        result = try run(["promote", "--yes"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: production would refuse this promotion; nothing was promoted in the local store\n")
        #expect(try run(["env", "export", "production"]).stdout == productionBefore)

        // dev reset: refused without a terminal, then confirmed
        result = try run(["dev", "reset"])
        #expect(result.status == 2)
        result = try run(["dev", "reset", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("local development store reset to the local production store (model 'WordErase' version 2); CloudKit is unchanged\n"))
        #expect(try run(["env", "export", "development"]).stdout == productionBefore)

        // the history shows every step
        result = try run(["env", "history", "--json"])
        let entries = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let steps = entries.map { "\($0["environment"] ?? "") \($0["action"] ?? "") v\($0["version"] ?? "-")" }
        #expect(steps == [
            "development dev init v1", "production promote v1", "development dev init v2",
            "production promote v2", "development dev init v3", "development dev reset v2",
        ])
        #expect(entries.allSatisfy { $0["actor"] as? String == "ci" })
        result = try run(["env", "history"])
        #expect(result.stdout.split(separator: "\n").count == 6)
        #expect(result.stdout.contains(" by ci (ckschema "))
    }

    @Test func statusShowsPendingAdditionsAndRecordsPerType() throws {
        let project = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try CLIRunner.run(["dev", "init", "--schema-version", "1"], in: project,
                                       environment: ["CKSCHEMA_STATE": project.appendingPathComponent("s.sqlite").path])
        #expect(result.status == 0, "\(result.stderr)")
        let status = try CLIRunner.run(["dev", "status"], in: project,
                                       environment: ["CKSCHEMA_STATE": project.appendingPathComponent("s.sqlite").path])
        #expect(status.status == 0)
        #expect(status.stdout.hasPrefix("local development store: model 'WordErase' version 1\nlocal production store:  nothing yet\npending (would become permanent in the local production store on 'ckschema promote'):\n  record type 'CD_Event'\n"))
        #expect(status.stdout.hasSuffix("records:\n  CD_Event: 0\n  CD_Score: 0\n  Users: 0\n"))
    }

    @Test func checkAgainstProductionUsesTheStore() throws {
        let project = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: project) }
        let state = ["--state", "s.sqlite"]
        #expect(try CLIRunner.run(["dev", "init", "--schema-version", "2"] + state, in: project).status == 0)
        #expect(try CLIRunner.run(["promote", "--yes"] + state, in: project).status == 0)
        let clean = try CLIRunner.run(["check", "schemas/v2.yaml", "--against", "production"] + state, in: project)
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        let broken = try CLIRunner.run(["check", "v3-removes-note.yaml", "--against", "production"] + state, in: project)
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("error: field 'CD_note' of record type 'CD_Score' is deployed in production but the schema no longer declares it [field_no_delete]"))
        let missing = try CLIRunner.run(["check", "schemas/v2.yaml", "--against", "development", "--state", "none.sqlite"], in: project)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("error: no environment store at 'none.sqlite' [store.missing]\n"))
    }

    @Test func seedLoadsTypedRecordsAndQueryReadsThemBack() throws {
        let project = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: project) }
        let state = ["--state", "s.sqlite"]
        #expect(try CLIRunner.run(["dev", "init", "--schema-version", "2"] + state, in: project).status == 0)
        try """
            Score:
              - recordName: day-1
                dateKey: "2024-05-01"
                points: 3
              - recordName: day-2
                dateKey: "2024-05-02"
                points: 7
            """.write(to: project.appendingPathComponent("seed.yaml"), atomically: true, encoding: .utf8)
        let seeded = try CLIRunner.run(["dev", "seed", "seed.yaml"] + state, in: project)
        #expect(seeded.status == 0, "\(seeded.stderr)")
        #expect(seeded.stdout == "inserted 2 records into 'CD_Score' of the local development store\n")
        let query = try CLIRunner.run(["dev", "query", "Score", "--where", "points>=5", "--format", "json"] + state, in: project)
        #expect(query.status == 0, "\(query.stderr)")
        let rows = try #require(JSONSerialization.jsonObject(with: Data(query.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == 1)
        #expect(rows.first?["___recordID"] as? String == "day-2")
        #expect(rows.first?["CD_points"] as? Int == 7)
        #expect(rows.first?["CD_entityName"] as? String == "Score")
        // A value that does not fit its field rejects the whole file, at its position
        try "Score:\n  - points: many\n".write(to: project.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let bad = try CLIRunner.run(["dev", "seed", "bad.yaml"] + state, in: project)
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("bad.yaml:2:13: error: field 'CD_Score.CD_points' is INT64: 'many' is not an integer [seed.invalid_value]\n"))
        let status = try CLIRunner.run(["dev", "status"] + state, in: project)
        #expect(status.stdout.contains("  CD_Score: 2\n"))
    }
}

/// `dev query --compatible-with N`: the SQL version filter applied to seeded development records.
@Suite struct DevQueryCompatibilityTests {
    static let journal = "Tests/Fixtures/Generation/Filters/journal/schemas"

    /// A project whose schemas folder is the Journal history, Development initialized from v4 and
    /// seeded with entries stamped 1…5.
    static func seededProject() throws -> URL {
        let project = try TemporaryFolder.make("ckschema-test")
        try FileManager.default.copyItem(at: CLIRunner.packageRoot.appendingPathComponent(journal),
                                         to: project.appendingPathComponent("schemas"))
        let initialized = try CLIRunner.run(["dev", "init", "--state", "s.sqlite"], in: project)
        #expect(initialized.status == 0, "\(initialized.stderr)")
        try """
            Entry:
              - {recordName: e1, title: one, schemaVersion: 1}
              - {recordName: e2, title: two, schemaVersion: 2}
              - {recordName: e3, title: three, schemaVersion: 3}
              - {recordName: e5, title: five, schemaVersion: 5}
            """.write(to: project.appendingPathComponent("seed.yaml"), atomically: true, encoding: .utf8)
        let seeded = try CLIRunner.run(["dev", "seed", "seed.yaml", "--state", "s.sqlite"], in: project)
        #expect(seeded.status == 0, "\(seeded.stderr)")
        return project
    }

    @Test func recordsStampedWithVersionsTheAppCannotReadAreHidden() throws {
        let project = try Self.seededProject()
        defer { try? FileManager.default.removeItem(at: project) }
        // Entry changed incompatibly in v2: an app built with v1 reads only records stamped 1
        let v1 = try CLIRunner.run(["dev", "query", "Entry", "--compatible-with", "1", "--state", "s.sqlite"], in: project)
        #expect(v1.status == 0, "\(v1.stderr)")
        #expect(v1.stdout.hasPrefix("CD_entityName=Entry CD_schemaVersion=1 CD_title=one "))
        #expect(v1.stdout.hasSuffix("""
            1 record of 'CD_Entry' in the local development store readable by version 1 (3 hidden by the filter of 'Entry': \
            "CD_schemaVersion" IS NULL OR "CD_schemaVersion" <= 1)

            """))
        // An app built with v3 reads everything up to the latest known version (4); 5 stays hidden
        let v3 = try CLIRunner.run(["dev", "query", "Entry", "--compatible-with", "3", "--json", "--state", "s.sqlite"], in: project)
        #expect(v3.status == 0, "\(v3.stderr)")
        let rows = try #require(JSONSerialization.jsonObject(with: Data(v3.stdout.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["___recordID"] as? String } == ["e1", "e2", "e3"])
        #expect(rows.map { $0["CD_schemaVersion"] as? Int } == [1, 2, 3])
        // Without the option every record is shown
        let all = try CLIRunner.run(["dev", "query", "Entry", "--state", "s.sqlite"], in: project)
        #expect(all.stdout.hasSuffix("4 records of 'CD_Entry' in the local development store\n"))
    }

    @Test func anUnknownVersionIsInvalidInput() throws {
        let project = try Self.seededProject()
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try CLIRunner.run(["dev", "query", "Entry", "--compatible-with", "9", "--state", "s.sqlite"], in: project)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: model 'Journal' has no version 9 (versions: 1, 2, 3, 4)"))
        #expect(result.stdout.isEmpty)
    }
}
