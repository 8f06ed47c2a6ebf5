import CKSchemaCore
import CKSchemaGeneration
import CKSchemaRules
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
        let name = SQLText.identifier(field.name.value)
        if field.name.value == "___recordID" { return "\(name) TEXT NOT NULL PRIMARY KEY" }
        var definition = "\(name) \(columnType(field.type))"
        if field.type.isList { definition += " CHECK (\(name) IS NULL OR json_valid(\(name)))" }
        return definition
    }

    /// Creates the tables of record types (a `___recordID` column is added when a type has no
    /// such field).
    ///
    /// Each statement goes through GRDB, one by one: GRDB's authorizer watches every statement
    /// prepared on the connection, and a multi-statement `sqlite3_exec` script makes it
    /// accumulate one growing region (quadratic; measured 10 × slower on 2,000 tables).
    static func createTables(for recordTypes: [RecordType], _ db: Database) throws {
        try execute(createTableStatements: recordTypes.map(createTableStatement), db)
    }

    /// Runs statements from ``createTableStatement(for:)``, schema rows first: DDL between
    /// inserts would make SQLite re-prepare the cached insert statements every time.
    static func execute(createTableStatements statements: [String], _ db: Database) throws {
        for statement in statements {
            try db.execute(sql: statement)
        }
    }

    /// Adds the columns of the field additions to their record types' tables.
    static func addColumns(for additions: [SchemaAddition], _ db: Database) throws {
        for case .field(let typeName, let field) in additions {
            try addColumn(field, toTableOf: typeName, db)
        }
    }

    /// `CREATE TABLE "dev_<name>" (…) STRICT, WITHOUT ROWID`. WITHOUT ROWID: records are keyed by
    /// their record name, as in CloudKit, and the table needs no separate primary-key index (half
    /// the schema entries, so large models provision faster: SQLite rescans its schema table for
    /// every CREATE TABLE).
    static func createTableStatement(for recordType: RecordType) -> String {
        let columns = columns(of: recordType).map(columnDefinition).joined(separator: ", ")
        return "CREATE TABLE \(SQLText.identifier(tableName(recordType.name.value))) (\(columns)) STRICT, WITHOUT ROWID"
    }

    /// The columns of the table ``createTableStatement(for:)`` creates, in table order: the
    /// record type's fields, after a `___recordID` column when the type has no such field.
    static func columns(of recordType: RecordType) -> [Field] {
        var fields = recordType.fields
        if !fields.contains(where: { $0.name.value == "___recordID" }) {
            fields.insert(Field(name: "___recordID", type: .reference), at: 0)
        }
        return fields
    }

    static func addColumn(_ field: Field, toTableOf recordType: String, _ db: Database) throws {
        try db.execute(sql: "ALTER TABLE \(SQLText.identifier(tableName(recordType))) ADD COLUMN \(columnDefinition(field))")
    }

    static func dropTable(of recordType: String, _ db: Database) throws {
        try db.execute(sql: "DROP TABLE IF EXISTS \(SQLText.identifier(tableName(recordType)))")
    }

    static func count(of recordType: String, _ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(SQLText.identifier(tableName(recordType)))") ?? 0
    }

    /// Inserts one record; `values` are keyed by field name (unknown names are a programming
    /// error here: callers check them first).
    static func insert(_ values: [(String, DatabaseValue)], into recordType: String, _ db: Database) throws {
        let columns = values.map { SQLText.identifier($0.0) }.joined(separator: ", ")
        let placeholders = Array(repeating: "?", count: values.count).joined(separator: ", ")
        try db.makeStatement(sql: "INSERT INTO \(SQLText.identifier(tableName(recordType))) (\(columns)) VALUES (\(placeholders))")
            .executeDirectly(values.map(\.1), in: db)
    }

    // MARK: - Representative records

    /// The sample value `initializeCloudKitSchema` would write for a field of this type: a number,
    /// `"An example core data string"`, the current date, sample bytes, a `CD_FAKE_` reference
    /// (https://developer.apple.com/documentation/coredata/nspersistentcloudkitcontainer/initializecloudkitschema(options:)).
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

    /// Writes one record per record type that fills every field, then deletes it, proving each
    /// table accepts a full record. Returns the record names used.
    ///
    /// (Not a savepoint rolled back at the end: rolling back inside a transaction that created
    /// tables makes SQLite reparse the whole schema, which costs more than the deletes.)
    ///
    /// - Parameter createdNow: record types whose tables ``createTableStatement(for:)`` created in
    ///   this transaction: their column order is known, so their records are inserted by
    ///   position, which spares SQLite resolving every column name.
    /// - Throws: `DatabaseError` when a table refuses its record, or ``StoreError`` when a
    ///   record was not stored.
    @discardableResult
    static func writeAndDeleteRepresentativeRecords(of recordTypes: [RecordType], createdNow: Set<String> = [],
                                                    date stamp: String, _ db: Database) throws -> [String] {
        var recordNames: [String] = []
        recordNames.reserveCapacity(recordTypes.count)
        for recordType in recordTypes {
            let recordName = CloudKitNaming.mirrored("FAKE_" + UUID().uuidString)
            let table = SQLText.identifier(tableName(recordType.name.value))
            if createdNow.contains(recordType.name.value) {
                let values = columns(of: recordType).map { field in
                    field.name.value == "___recordID"
                        ? recordName.databaseValue
                        : sampleValue(for: field.type, recordName: recordName, date: stamp)
                }
                let placeholders = Array(repeating: "?", count: values.count).joined(separator: ", ")
                try db.makeStatement(sql: "INSERT INTO \(table) VALUES (\(placeholders))").executeDirectly(values, in: db)
            } else {
                var values: [(String, DatabaseValue)] = []
                values.reserveCapacity(recordType.fields.count + 1)
                for field in recordType.fields where field.name.value != "___recordID" {
                    values.append((field.name.value, sampleValue(for: field.type, recordName: recordName, date: stamp)))
                }
                values.append(("___recordID", recordName.databaseValue))
                try insert(values, into: recordType.name.value, db)
            }
            guard db.changesCount == 1 else {
                throw StoreError.database("the representative record of '\(recordType.name.value)' was not stored")
            }
            try db.makeStatement(sql: "DELETE FROM \(table) WHERE \"___recordID\" = ?")
                .executeDirectly([recordName.databaseValue], in: db)
            guard db.changesCount == 1 else {
                throw StoreError.database("the representative record of '\(recordType.name.value)' was not deleted")
            }
            recordNames.append(recordName)
        }
        return recordNames
    }
}
