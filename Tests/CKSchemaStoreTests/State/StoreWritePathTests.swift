import Foundation
import GRDB
import Testing
@testable import CKSchemaCore
@testable import CKSchemaStore
import CKSchemaTestSupport

/// The fast write paths `dev init` uses on large models: they must store exactly what the
/// ordinary paths would.
@Suite struct StoreWritePathTests {
    @Test(arguments: [
        [],
        ["plain"],
        ["quote \" and backslash \\", "tab\tnewline\nreturn\r", "bell \u{07} and nul \u{00}", "é ü 😀", ""],
    ])
    func historyChangesRoundTripThroughTheStore(_ lines: [String]) throws {
        let store = try EnvironmentStore.inMemory()
        var entry = LogEntry(environment: .development, action: "test", model: nil, version: nil,
                                 contentHash: nil, summary: "s", changes: lines, stamp: StoreFixtures.stamp)
        try store.writer.write { db in try entry.append(to: db) }
        #expect(try store.log().first?.changes == lines)
        #expect(try store.log().first?.createdAt == StoreFixtures.stamp.date)
        // Stored as text, as JSON columns are
        #expect(try store.writer.read { try String.fetchOne($0, sql: "SELECT typeof(changes) FROM history") } == "text")
    }

    @Test func namesDifferingOnlyInTheCaseOfNonASCIILettersAreDifferentForSQLite() throws {
        // SQLite folds ASCII letters only, so 'Été' and 'été' are two distinct columns.
        let schema = CloudKitSchema(recordTypes: [
            RecordType(name: "Post", fields: [Field(name: "Été", type: .string), Field(name: "été", type: .string)]),
        ])
        try StoreNames.validate(schema)
        #expect(StoreNames.SQLiteIdentifier(name: "CD_Title") == StoreNames.SQLiteIdentifier(name: "cd_title"))
        #expect(StoreNames.SQLiteIdentifier(name: "CD_Title") != StoreNames.SQLiteIdentifier(name: "CD_Titles"))
        #expect(Set([StoreNames.SQLiteIdentifier(name: "ABC"), StoreNames.SQLiteIdentifier(name: "abc")]).count == 1)
    }

    @Test func aLaterVersionWhoseNewFieldDiffersOnlyInCaseFromAnExistingOneIsRefused() throws {
        // v2 renames 'title' to 'tItle': alone it is fine, but Development keeps CD_title
        let store = try EnvironmentStore.inMemory()
        _ = try store.initializeDevelopment(from: try StoreFixtures.schema(StoreFixtures.v1), stamp: StoreFixtures.stamp)
        let v2 = try StoreFixtures.schema(StoreFixtures.v1.replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "title: String", with: "tItle: String"))
        #expect(throws: StoreError.invalidName(kind: "field", name: "CD_Note.CD_tItle", reason: "it differs from 'CD_title' only in letter case")) {
            try store.initializeDevelopment(from: v2, stamp: StoreFixtures.stamp)
        }
        #expect(try store.log().count == 1)
    }

    @Test func representativeRecordsLeaveTheTablesEmptyAndATableThatRefusesOneFailsTheWrite() throws {
        let store = try EnvironmentStore.inMemory()
        let v2 = try StoreFixtures.schema(StoreFixtures.v2)
        let report = try store.initializeDevelopment(from: v2, stamp: StoreFixtures.stamp)
        #expect(report.representativeRecords == ["CD_Note", "CD_Tag", "Users"])
        #expect(try store.status().records.allSatisfy { $0.count == 0 })
        // The records were proved in a temporary table: no record type has a table before its first record
        #expect(try store.writer.read { db in try DevelopmentData.recordTypesWithTables(db) }.isEmpty)
        #expect(try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_temp_schema") } == 0)
        // Record types whose columns have the same types in the same order get the same definition, the key of the temporary table they share
        let note = try #require(RecordTypeMapper.map(v2, mode: .initialized).schema.recordType(named: "CD_Note"))
        var twin = note
        twin.name = "CD_Twin"
        #expect(DevelopmentData.anonymousColumns(of: note) == DevelopmentData.anonymousColumns(of: twin))
        // A table that refuses a full record (a CHECK the sample value breaks) fails the whole write
        try store.writer.write { db in
            try db.execute(sql: "CREATE TABLE \"dev_CD_Tag\" (\"___recordID\" TEXT PRIMARY KEY, \"CD_name\" TEXT CHECK (\"CD_name\" = 'x')) WITHOUT ROWID")
        }
        let tag = RecordType(name: "CD_Tag", fields: [Field(name: "CD_name", type: .string)])
        #expect(throws: DatabaseError.self) {
            try store.writer.write { db in
                try DevelopmentData.writeAndDeleteRepresentativeRecords(of: [note, tag], date: "2024-01-01T00:00:00Z", db)
            }
        }
        #expect(try store.records(of: "CD_Note").records.isEmpty)
    }

    @Test func aRecordTypeGetsItsTableWithItsFirstRecordAndLaterFieldsAsColumns() throws {
        let store = try EnvironmentStore.inMemory()
        _ = try store.initializeDevelopment(from: try StoreFixtures.schema(StoreFixtures.v1), stamp: StoreFixtures.stamp)
        let tables = { try store.writer.read { db in try DevelopmentData.recordTypesWithTables(db) } }
        #expect(try tables().isEmpty)
        #expect(try store.records(of: "Note").records.isEmpty)
        let seed = { (yaml: String) in
            _ = try store.seed(try YAMLParser.parse(Array(yaml.utf8), file: "seed.yaml"), file: "seed.yaml", stamp: StoreFixtures.stamp)
        }
        try seed("Note: [{recordName: n1, title: one, count: 1}]")
        #expect(try tables() == ["CD_Note"])
        // Version 2 adds Note.body (a column of the existing table) and Tag (no table until a record comes)
        let report = try store.initializeDevelopment(from: try StoreFixtures.schema(StoreFixtures.v2), stamp: StoreFixtures.stamp)
        #expect(report.representativeRecords == ["CD_Note", "CD_Tag", "Users"])
        try seed("Note: [{recordName: n2, title: two, body: text}]\nTag: [{recordName: t1, name: red}]")
        #expect(try tables() == ["CD_Note", "CD_Tag"])
        let notes = try store.records(of: "Note", where: [RecordFilter(field: "body", op: .equal, value: "text")])
        #expect(notes.records.count == 1)
        #expect(try store.status().records.filter { $0.count > 0 }.map(\.recordType) == ["CD_Note", "CD_Tag"])
        let reset = try store.resetDevelopment(stamp: StoreFixtures.stamp)
        #expect(reset.deletedRecords.map(\.count) == [2, 1])
        #expect(try tables().isEmpty)
    }

    @Test func fieldRowsAreWrittenInChunksWithEveryColumn() throws {
        // More fields than one INSERT statement carries
        let count = StoredSchema.fieldRowsPerStatement * 2 + 3
        let fields = (0..<count).map { Field(name: CKName("CD_f\($0)"), type: $0 % 2 == 0 ? .string : .encrypted(.int64),
                                              indexes: $0 % 2 == 0 ? .all : []) }
        let schema = CloudKitSchema(recordTypes: [RecordType(name: "CD_Wide", fields: fields)])
        let store = try EnvironmentStore.inMemory()
        _ = try store.importSchema(schema, text: "", file: "wide.ckdb", into: .production, stamp: StoreFixtures.stamp)
        #expect(try store.schema(of: .production) == schema.canonicalized())
    }
}
