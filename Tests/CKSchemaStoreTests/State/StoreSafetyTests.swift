import CKSchemaCKDB
import Foundation
import GRDB
import Testing
@testable import CKSchemaCore
@testable import CKSchemaStore
import CKSchemaTestSupport

/// Hostile names never reach SQL unquoted; foreign or corrupt files are reported, never replaced.
@Suite struct StoreSafetyTests {
    static func temporaryPath(_ name: String = "state.sqlite") throws -> String {
        let folder = try TemporaryFolder.make("ckschema-store")
        return folder.appendingPathComponent(name).path
    }

    @Test func hostileButValidNamesAreStoredVerbatimAndQueryable() throws {
        // Given a production export whose quoted names look like SQL
        let text = """
            DEFINE SCHEMA
                RECORD TYPE "Robert'); DROP TABLE history;--" (
                    "a]b[c" STRING,
                    "select" INT64,
                    "x' OR '1'='1" TIMESTAMP,
                    "___recordID" REFERENCE
                );
                RECORD TYPE "dev_history" (
                    "field" STRING
                );
            """
        let store = try EnvironmentStore.inMemory()
        let schema = try CKDBParser.parse(text)
        _ = try store.importSchema(schema, text: text, file: "hostile.ckdb", into: .production, stamp: StoreFixtures.stamp)
        // Then the names round-trip exactly, the store's own tables are intact, and development
        // got one table per record type
        #expect(try store.schema(of: .production) == schema.canonicalized())
        #expect(try store.schema(of: .development) == schema.canonicalized())
        #expect(try store.log().count == 2)
        #expect(try store.status().records.map(\.recordType) == ["Robert'); DROP TABLE history;--", "dev_history"])
    }

    @Test(arguments: [
        ("", "record type name '' cannot be stored: it is empty"),
        ("a\u{0}b", "record type name 'a\\u{0}b' cannot be stored: it contains a control character"),
        ("line\nbreak", "record type name 'line\\u{a}break' cannot be stored: it contains a control character"),
        ("say \"hi\"", "record type name 'say \"hi\"' cannot be stored: it contains a double quote"),
    ])
    func namesTheStoreCannotHoldAreRefusedBeforeAnyWrite(name: String, message: String) throws {
        let store = try EnvironmentStore.inMemory()
        let schema = CloudKitSchema(recordTypes: [RecordType(name: CKName(name), fields: [Field(name: "f", type: .string)])])
        #expect {
            try store.importSchema(schema, text: "", file: "x.ckdb", into: .production, stamp: StoreFixtures.stamp)
        } throws: { error in
            (error as? StoreError)?.description == message
        }
        #expect(try store.log().isEmpty)
    }

    @Test func namesDifferingOnlyInCaseAreRefused() throws {
        let store = try EnvironmentStore.inMemory()
        let schema = CloudKitSchema(recordTypes: [
            RecordType(name: "Post", fields: [Field(name: "title", type: .string), Field(name: "Title", type: .string)]),
        ])
        #expect(throws: StoreError.invalidName(kind: "field", name: "Post.title", reason: "it differs from 'Title' only in letter case")) {
            try store.importSchema(schema, text: "", file: "x.ckdb", into: .production, stamp: StoreFixtures.stamp)
        }
    }

    @Test func aFileThatIsNotADatabaseIsReportedAndLeftAlone() throws {
        let path = try Self.temporaryPath()
        let garbage = Data(repeating: 0x41, count: 4096)
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.notADatabase(path: path, reason: "file is not a database")) {
            try EnvironmentStore(path: path)
        }
        #expect(FileManager.default.contents(atPath: path) == garbage)
    }

    @Test func aForeignSQLiteDatabaseIsReportedAndLeftAlone() throws {
        let path = try Self.temporaryPath()
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE customers (id INTEGER PRIMARY KEY)") }
        try queue.close()
        let before = FileManager.default.contents(atPath: path)
        #expect(throws: StoreError.foreignDatabase(path: path)) { try EnvironmentStore(path: path) }
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func aStoreFromANewerToolIsRefused() throws {
        let path = try Self.temporaryPath()
        _ = try EnvironmentStore(path: path)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99')") }
        try queue.close()
        #expect(throws: StoreError.newerFormat(path: path, unknownMigrations: ["v99"])) { try EnvironmentStore(path: path) }
    }

    @Test func aStoreFromAnOlderToolIsMigratedOnOpenAndKeepsItsContent() throws {
        // A store as the first release wrote it: migration v1 only, with development initialized
        let path = try Self.temporaryPath()
        let queue = try DatabaseQueue(path: path)
        try StoreMigrations.migrator.migrate(queue, upTo: "v1")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO recordType (environment, name) VALUES ('development', 'CD_Old')")
        }
        #expect(try queue.read { db in try db.indexes(on: "field").map(\.name) }.contains("field_on_recordTypeId"))
        try queue.close()
        let store = try EnvironmentStore(path: path)
        #expect(try store.schema(of: .development).recordTypes.map(\.name.value) == ["CD_Old"])
        let reopened = try DatabaseQueue(path: path)
        let applied = try reopened.read { db in try StoreMigrations.migrator.appliedIdentifiers(db) }
        #expect(applied == ["v1", "v2-drop-redundant-field-index"])
        #expect(try !reopened.read { db in try db.indexes(on: "field").map(\.name) }.contains("field_on_recordTypeId"))
    }

    @Test func aFileStoreIsCreatedWithItsFolderInWALModeAndReopens() throws {
        let path = try Self.temporaryPath("nested/folder/state.sqlite")
        let store = try EnvironmentStore(path: path)
        _ = try store.initializeDevelopment(from: StoreFixtures.schema(StoreFixtures.v1), stamp: StoreFixtures.stamp)
        let reopened = try EnvironmentStore(path: path)
        #expect(try reopened.log().count == 1)
        let queue = try DatabaseQueue(path: path)
        let mode = try queue.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        let applicationID = try queue.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") }
        #expect(mode == "wal")
        #expect(applicationID == 0x434B_5343)
    }
}
