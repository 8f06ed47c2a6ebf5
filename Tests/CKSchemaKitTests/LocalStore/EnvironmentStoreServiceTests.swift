import CKSchemaCKDB
import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaGeneration
@testable import CKSchemaRules
@testable import CKSchemaStore
import CKSchemaKit
import CKSchemaProject
import CKSchemaTestSupport

@Suite struct EnvironmentStoreTests {
    @Test func aNewStoreHasTwoEmptyEnvironmentsAndNoHistory() throws {
        let store = try EnvironmentStore.inMemory()
        #expect(try store.schema(of: .development) == CloudKitSchema())
        #expect(try store.schema(of: .production) == CloudKitSchema())
        #expect(try store.log().isEmpty)
        #expect(try store.version(of: .production).summary == "nothing yet")
    }

    @Test func devInitProvisionsTheInitializedSchemaAndRecordsHistory() throws {
        // Given an empty store
        let store = try EnvironmentStore.inMemory()
        let v1 = try StoreFixtures.schema(StoreFixtures.v1)
        // When development is initialized from v1
        let report = try store.initializeDevelopment(from: v1, stamp: StoreFixtures.stamp)
        // Then development equals what initializeCloudKitSchema uploads
        let expected = RecordTypeMapper.map(v1, mode: .initialized).schema
        #expect(try store.schema(of: .development) == expected)
        #expect(report.additions.map(\.description) == [
            "record type 'CD_Note' (12 fields)", "record type 'Users' (7 fields)",
        ])
        #expect(report.representativeRecords == ["CD_Note", "Users"])
        #expect(report.undeclared.isEmpty)
        let history = try store.log()
        #expect(history.count == 1)
        let entry = try #require(history.first)
        #expect(entry.environment == .development)
        #expect(entry.action == "dev init")
        #expect(entry.version == 1)
        #expect(entry.actor == "tester")
        #expect(entry.toolVersion == "9.9.9")
        #expect(entry.createdAt == StoreFixtures.stamp.date)
        #expect(entry.summary == "initialized from model 'Notes' version 1: 2 record types added")
        #expect(entry.id == report.logEntryID)
        // Every element added, a line each, written straight into the row's JSON
        #expect(entry.changes == report.additions.flatMap(\.lines))
        #expect(entry.changes.prefix(3) == ["record type 'CD_Note'", "  field 'CD_Note.CD_count' INT64 QUERYABLE SORTABLE",
                                            "  field 'CD_Note.CD_entityName' STRING QUERYABLE SEARCHABLE SORTABLE"])
        // A model built in memory is hashed in its canonical form (a file: its bytes)
        #expect(entry.contentHash == "sha256:" + CanonicalSchema.hash(of: v1))
        // And production is untouched
        #expect(try store.schema(of: .production) == CloudKitSchema())
    }

    @Test func devInitAddsAndListsFieldsTheModelNoLongerDeclares() throws {
        let store = try EnvironmentStore.inMemory()
        _ = try store.initializeDevelopment(from: StoreFixtures.schema(StoreFixtures.v2), stamp: StoreFixtures.stamp)
        let report = try store.initializeDevelopment(from: StoreFixtures.schema(StoreFixtures.v3Removed), stamp: StoreFixtures.stamp)
        #expect(report.additions.isEmpty)
        #expect(report.undeclared == ["field 'CD_Note.CD_count'"])
        #expect(try store.log().last?.changes == ["kept field 'CD_Note.CD_count', no longer declared"])
        // CloudKit keeps the field in development
        #expect(try store.schema(of: .development).recordType(named: "CD_Note")?.field(named: "CD_count")?.type == .int64)
    }

    @Test func devInitRefusesATypeChangeAndChangesNothing() throws {
        let store = try EnvironmentStore.inMemory()
        _ = try store.initializeDevelopment(from: StoreFixtures.schema(StoreFixtures.v2), stamp: StoreFixtures.stamp)
        let before = try store.schema(of: .development)
        let report = try store.initializeDevelopment(from: StoreFixtures.schema(StoreFixtures.v3Retyped), stamp: StoreFixtures.stamp)
        #expect(!report.applied)
        #expect(report.conflictFindings.map(\.id) == ["field_same_type"])
        #expect(report.conflictFindings.first?.message
            == "field 'CD_Note.CD_count' is INT64 in development but model 'Notes' version 3 makes it STRING; CloudKit refuses to change a field's type")
        #expect(report.conflicts.first?.location?.line == 7)
        #expect(try store.schema(of: .development) == before)
        #expect(try store.log().count == 1)
    }

    @Test func aProvisionLetsGoOfItsModelOnceTheStoreHasCheckedIt() throws {
        let store = try EnvironmentStore.inMemory()
        // A conflict is located in the model
        _ = try store.initializeDevelopment(from: StoreFixtures.schema(StoreFixtures.v2), stamp: StoreFixtures.stamp)
        let retyped = DevelopmentPreparation(try StoreFixtures.schema(StoreFixtures.v3Retyped), linter: Linter())
        #expect(try store.initializeDevelopment(retyped, stamp: StoreFixtures.stamp).conflicts.first?.location?.line == 7)
        // The same provision applies twice (a second run adds nothing)
        let removed = DevelopmentPreparation(try StoreFixtures.schema(StoreFixtures.v3Removed), linter: Linter())
        #expect(try store.initializeDevelopment(removed, stamp: StoreFixtures.stamp).applied)
        #expect(try store.initializeDevelopment(removed, stamp: StoreFixtures.stamp).applied)
    }

    @Test func promoteCopiesAdditionsOnlyAndWritesOneHistoryRow() throws {
        let store = try EnvironmentStore.inMemory()
        _ = try store.initializeDevelopment(from: StoreFixtures.schema(StoreFixtures.v1), stamp: StoreFixtures.stamp)
        let first = try store.promote(stamp: StoreFixtures.stamp)
        #expect(first.applied)
        #expect(try store.schema(of: .production) == store.schema(of: .development))
        _ = try store.initializeDevelopment(from: StoreFixtures.schema(StoreFixtures.v2), stamp: StoreFixtures.stamp)
        let plan = try store.promotionPlan()
        #expect(plan.isAllowed)
        #expect(plan.additions.map(\.description) == [
            "field 'CD_Note.CD_body' STRING QUERYABLE SEARCHABLE SORTABLE",
            "field 'CD_Note.CD_body_ckAsset' ASSET",
            "record type 'CD_Tag' (11 fields)",
        ])
        let second = try store.promote(stamp: StoreFixtures.stamp)
        #expect(second.applied)
        #expect(second.logEntry?.changes.count == 17)
        #expect(second.logEntry?.changes[2] == "record type 'CD_Tag'")
        #expect(try store.version(of: .production).version == 2)
        // Nothing left: a second promotion is a no-op without history
        let third = try store.promote(stamp: StoreFixtures.stamp)
        #expect(!third.applied)
        #expect(try store.log(of: .production).map(\.action) == ["promote", "promote"])
    }

    @Test func promoteRefusesAVersionThatNoLongerDeclaresAProductionField() throws {
        let store = try EnvironmentStore.inMemory()
        _ = try store.initializeDevelopment(from: StoreFixtures.schema(StoreFixtures.v2), stamp: StoreFixtures.stamp)
        _ = try store.promote(stamp: StoreFixtures.stamp)
        _ = try store.initializeDevelopment(from: StoreFixtures.schema(StoreFixtures.v3Removed), stamp: StoreFixtures.stamp)
        let production = try store.schema(of: .production)
        let result = try store.promote(stamp: StoreFixtures.stamp)
        #expect(!result.applied)
        #expect(result.plan.violations.map(\.message) == [
            "field 'CD_count' of record type 'CD_Note' is deployed in production but model 'Notes' version 3 no longer declares it",
        ])
        #expect(try store.schema(of: .production) == production)
        #expect(try store.log(of: .production).count == 1)
    }

    @Test func promoteRefusesWhenProductionHasATypeDevelopmentLacks() throws {
        // Given a production baseline imported from a real export with a type development never had
        let store = try EnvironmentStore.inMemory()
        _ = try store.initializeDevelopment(from: StoreFixtures.schema(StoreFixtures.v1), stamp: StoreFixtures.stamp)
        let text = "DEFINE SCHEMA\n    RECORD TYPE CD_Note (\n        CD_count STRING\n    );\n"
        _ = try store.importSchema(try CKDBParser.parse(text), text: text, file: "prod.ckdb", into: .production,
                                   stamp: StoreFixtures.stamp)
        // Then the promotion is refused: development's CD_count is INT64
        let plan = try store.promotionPlan()
        #expect(plan.violations.map(\.id) == ["field_same_type"])
    }

    @Test func resetMakesDevelopmentEqualToProductionAndDeletesRecords() throws {
        let store = try EnvironmentStore.inMemory()
        _ = try store.initializeDevelopment(from: StoreFixtures.schema(StoreFixtures.v1), stamp: StoreFixtures.stamp)
        _ = try store.promote(stamp: StoreFixtures.stamp)
        _ = try store.initializeDevelopment(from: StoreFixtures.schema(StoreFixtures.v2), stamp: StoreFixtures.stamp)
        let reset = try store.resetDevelopment(stamp: StoreFixtures.stamp)
        #expect(reset.removed == ["field 'CD_Note.CD_body'", "field 'CD_Note.CD_body_ckAsset'", "record type 'CD_Tag'"])
        #expect(try store.schema(of: .development) == store.schema(of: .production))
        #expect(try store.version(of: .development).version == 1)
        #expect(try store.log().last?.action == "dev reset")
    }

    @Test func resetWithNothingPromotedEmptiesDevelopment() throws {
        let store = try EnvironmentStore.inMemory()
        _ = try store.initializeDevelopment(from: StoreFixtures.schema(StoreFixtures.v1), stamp: StoreFixtures.stamp)
        _ = try store.resetDevelopment(stamp: StoreFixtures.stamp)
        #expect(try store.schema(of: .development) == CloudKitSchema())
        #expect(try store.version(of: .development).summary == "nothing yet")
    }

    @Test func importReplacesProductionAndDevelopmentGainsIt() throws {
        let store = try EnvironmentStore.inMemory()
        let text = """
            DEFINE SCHEMA

                CREATE ROLE Moderator;

                RECORD TYPE Post (
                    title STRING QUERYABLE,
                    GRANT READ TO "_world"
                );
            """
        let result = try store.importSchema(try CKDBParser.parse(text), text: text, file: "prod.ckdb",
                                            into: .production, stamp: StoreFixtures.stamp)
        #expect(result.added == ["role 'Moderator'", "record type 'Post'", "  field 'Post.title' STRING QUERYABLE", "  grant READ to '_world'"])
        #expect(try store.export(.production) == CKDBPrinter.print(try CKDBParser.parse(text)))
        #expect(try store.schema(of: .development) == store.schema(of: .production))
        #expect(try store.version(of: .production).contentHash == ContentHash.of(text))
        #expect(try store.log().map(\.action) == ["import", "import"])
    }

    @Test func historyIsAppendOnlyInSQLiteItself() throws {
        let store = try EnvironmentStore.inMemory()
        _ = try store.initializeDevelopment(from: StoreFixtures.schema(StoreFixtures.v1), stamp: StoreFixtures.stamp)
        #expect(throws: StoreError.database("history is append-only")) {
            try store.executeForTesting("UPDATE history SET actor = 'mallory'")
        }
        #expect(throws: StoreError.database("history is append-only")) {
            try store.executeForTesting("DELETE FROM history")
        }
        #expect(try store.log().first?.actor == "tester")
    }

    @Test func aModelVersionsHashIsOfItsFileElseOfItsCanonicalForm() throws {
        // Read from a file: the file's bytes
        let folder = try TemporaryFolder.make("hash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("v1.yaml")
        try StoreFixtures.v1.write(to: file, atomically: true, encoding: .utf8)
        let fromFile = try SchemaLoader.load(contentsOf: file.path)
        #expect(ContentHash.of(fromFile) == ContentHash.of(StoreFixtures.v1))
        // Built in memory: the canonical form, which formatting does not change and edits do
        let v1 = try StoreFixtures.schema(StoreFixtures.v1)
        let reformatted = try StoreFixtures.schema("# the same model, written differently\n" + StoreFixtures.v1
            .replacingOccurrences(of: "title: String = \"\"", with: "title:   String   =   \"\"   # shown in lists"))
        let changed = try StoreFixtures.schema(StoreFixtures.v1.replacingOccurrences(of: "count: Int64 = 0", with: "count: Int64 = 1"))
        #expect(ContentHash.of(v1) == "sha256:" + CanonicalSchema.hash(of: v1))
        #expect(ContentHash.of(reformatted) == ContentHash.of(v1))
        #expect(ContentHash.of(changed) != ContentHash.of(v1))
    }

    @Test func contentHashIsSHA256() {
        #expect(ContentHash.of("") == "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentHash.of("abc") == "sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
