import Foundation
import GRDB

/// Development's records: one STRICT, WITHOUT ROWID table per record type (`dev_<name>`), one
/// column per field, `___recordID` the primary key. Table and column names are the validated schema names,
/// always quoted.
enum DevelopmentData {
    /// The prefix that keeps record tables apart from the store's own tables.
    static let tablePrefix = "dev_"

    static func tableName(_ recordType: String) -> String { tablePrefix + recordType }

    /// The SQLite column type of a field type in a STRICT table.
    static func columnType(_ type: FieldType) -> String {
        switch type {
        case .list: "TEXT"
        case .number: "ANY"
        case .primitive(let p), .encrypted(let p):
            switch p {
            case .int64: "INTEGER"
            case .double: "REAL"
            case .bytes, .asset: "BLOB"
            case .string, .timestamp, .reference, .location: "TEXT"
            }
        }
    }

    static func columnDefinition(_ field: Field) -> String {
        let name = field.name.value.quotedDatabaseIdentifier
        if field.name.value == "___recordID" { return "\(name) TEXT NOT NULL PRIMARY KEY" }
        var definition = "\(name) \(columnType(field.type))"
        if field.type.isList { definition += " CHECK (\(name) IS NULL OR json_valid(\(name)))" }
        return definition
    }

    /// Creates the table of a record type (a `___recordID` column is added when the type has
    /// no such field).
    static func createTable(for recordType: RecordType, _ db: Database) throws {
        var fields = recordType.fields
        if !fields.contains(where: { $0.name.value == "___recordID" }) {
            fields.insert(Field(name: "___recordID", type: .reference), at: 0)
        }
        let columns = fields.map(columnDefinition).joined(separator: ", ")
        // WITHOUT ROWID: records are keyed by their record name, as in CloudKit, and the table
        // needs no separate primary-key index (half the schema entries, so large models
        // provision faster: SQLite rescans its schema table for every CREATE TABLE).
        try db.execute(sql: "CREATE TABLE \(tableName(recordType.name.value).quotedDatabaseIdentifier) (\(columns)) STRICT, WITHOUT ROWID")
    }

    static func addColumn(_ field: Field, toTableOf recordType: String, _ db: Database) throws {
        try db.execute(sql: "ALTER TABLE \(tableName(recordType).quotedDatabaseIdentifier) ADD COLUMN \(columnDefinition(field))")
    }

    static func dropTable(of recordType: String, _ db: Database) throws {
        try db.execute(sql: "DROP TABLE IF EXISTS \(tableName(recordType).quotedDatabaseIdentifier)")
    }

    static func count(of recordType: String, _ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(tableName(recordType).quotedDatabaseIdentifier)") ?? 0
    }

    /// Inserts one record; `values` are keyed by field name (unknown names are a programming
    /// error here: callers check them first).
    static func insert(_ values: [(String, DatabaseValue)], into recordType: String, _ db: Database) throws {
        let columns = values.map { $0.0.quotedDatabaseIdentifier }.joined(separator: ", ")
        let placeholders = Array(repeating: "?", count: values.count).joined(separator: ", ")
        try db.makeStatement(sql: "INSERT INTO \(tableName(recordType).quotedDatabaseIdentifier) (\(columns)) VALUES (\(placeholders))")
            .execute(arguments: StatementArguments(values.map { value -> (any DatabaseValueConvertible)? in value.1 }))
    }

    // MARK: - Representative records

    /// The sample value `initializeCloudKitSchema` would write for a field of this type
    /// (cloudkit.md §4.3): a number, `"An example core data string"`, the current date, sample
    /// bytes, a `CD_FAKE_` reference.
    static func sampleValue(for type: FieldType, recordName: String, date: String) -> DatabaseValue {
        switch type {
        case .list(let element):
            let inner = sampleValue(for: element, recordName: recordName, date: date)
            let json: String
            switch inner.storage {
            case .int64(let value): json = "[\(value)]"
            case .double(let value): json = "[\(value)]"
            case .blob(let data): json = "[\"\(data.base64EncodedString())\"]"
            case .string(let text): json = "[\"\(text)\"]"
            case .null: json = "[]"
            }
            return json.databaseValue
        case .number(let preferred):
            return preferred == .double ? 1.5.databaseValue : 1.databaseValue
        case .primitive(let p), .encrypted(let p):
            switch p {
            case .int64: return 1.databaseValue
            case .double: return 1.5.databaseValue
            case .string: return "An example core data string".databaseValue
            case .timestamp: return date.databaseValue
            case .bytes, .asset: return Data("sample data".utf8).databaseValue
            case .reference: return recordName.databaseValue
            case .location: return "37.3349,-122.0090".databaseValue
            }
        }
    }

    /// Writes one record that fills every field of `recordType`, then deletes it, proving the
    /// table accepts a full record. Returns the record name used.
    @discardableResult
    static func writeAndDeleteRepresentativeRecord(of recordType: RecordType, date stamp: String, _ db: Database) throws -> String {
        let recordName = "CD_FAKE_" + UUID().uuidString
        var values: [(String, DatabaseValue)] = []
        var hasRecordID = false
        for field in recordType.fields {
            if field.name.value == "___recordID" {
                hasRecordID = true
                values.append((field.name.value, recordName.databaseValue))
            } else {
                values.append((field.name.value, sampleValue(for: field.type, recordName: recordName, date: stamp)))
            }
        }
        if !hasRecordID { values.append(("___recordID", recordName.databaseValue)) }
        try insert(values, into: recordType.name.value, db)
        try db.makeStatement(sql: "DELETE FROM \(tableName(recordType.name.value).quotedDatabaseIdentifier) WHERE \"___recordID\" = ?")
            .execute(arguments: [recordName])
        guard db.changesCount == 1 else {
            throw StoreError.database("the representative record of '\(recordType.name.value)' was not stored")
        }
        return recordName
    }
}
