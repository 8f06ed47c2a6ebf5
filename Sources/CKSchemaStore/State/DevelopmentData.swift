import CKSchemaCore


import Foundation
import GRDB

/// Development's records: one STRICT, WITHOUT ROWID table per record type (`dev_<name>`), one
/// column per field, `___recordID` the primary key. Table and column names are the validated schema names,
/// always quoted.
///
/// A record type's table is created when its first record is written (`dev seed`), from the
/// fields Development has then; a record type without a table has no records. Creating every
/// table up front made provisioning quadratic: each `CREATE TABLE` makes SQLite scan its whole
/// schema table again (20,000 record types took 94–127 s).
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

    /// A column of `field`'s type, named after it (or `name`).
    static func columnDefinition(_ field: Field, named column: String? = nil) -> String {
        let name = SQLText.identifier(column ?? field.name.value)
        if field.name.value == "___recordID" { return "\(name) TEXT NOT NULL PRIMARY KEY" }
        var definition = "\(name) \(columnType(field.type))"
        if field.type.isList { definition += " CHECK (\(name) IS NULL OR json_valid(\(name)))" }
        return definition
    }

    /// The record types that have a table (those with records written since the last reset).
    static func recordTypesWithTables(_ db: Database) throws -> Set<String> {
        let names = try String.fetchAll(db, sql: "SELECT name FROM sqlite_schema WHERE type = 'table' AND substr(name, 1, ?) = ?",
                                        arguments: [tablePrefix.count, tablePrefix])
        return Set(names.map { String($0.dropFirst(tablePrefix.count)) })
    }

    /// Creates the table of `recordType` unless it has one.
    static func createTableIfMissing(for recordType: RecordType, _ db: Database) throws {
        try db.execute(sql: createTableStatement(for: recordType, ifNotExists: true))
    }

    /// Adds the columns of the field additions to the tables of their record types that have one
    /// (a table created later gets every field then).
    static func addColumns(for additions: [SchemaAddition], _ db: Database) throws {
        let withTables = try recordTypesWithTables(db)
        for case .field(let typeName, let field) in additions where withTables.contains(typeName) {
            try addColumn(field, toTableOf: typeName, db)
        }
    }

    /// `CREATE TABLE "dev_<name>" (…) STRICT, WITHOUT ROWID`. WITHOUT ROWID: records are keyed by
    /// their record name, as in CloudKit, and the table needs no separate primary-key index.
    static func createTableStatement(for recordType: RecordType, ifNotExists: Bool = false) -> String {
        let columns = columns(of: recordType).map { columnDefinition($0) }.joined(separator: ", ")
        return "CREATE TABLE \(ifNotExists ? "IF NOT EXISTS " : "")\(SQLText.identifier(tableName(recordType.name.value))) (\(columns)) STRICT, WITHOUT ROWID"
    }

    /// The columns of `recordType`'s table with the names `c0`, `c1`, … in table order: the same
    /// definition for every record type whose columns have the same types, in the same order.
    static func anonymousColumns(of recordType: RecordType) -> String {
        columns(of: recordType).enumerated().map { columnDefinition($1, named: "c\($0)") }.joined(separator: ", ")
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

    /// The number of records of a record type that has a table (see ``recordTypesWithTables(_:)``).
    static func count(of recordType: String, _ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(SQLText.identifier(tableName(recordType)))") ?? 0
    }

    /// Inserts one record; `values` are keyed by field name (unknown names are a programming
    /// error here: callers check them first).
    static func insert(_ values: [(String, DatabaseValue)], into recordType: String, _ db: Database) throws {
        let columns = values.map { SQLText.identifier($0.0) }.joined(separator: ", ")
        let placeholders = Array(repeating: "?", count: values.count).joined(separator: ", ")
        try db.makeStatement(sql: "INSERT INTO \(SQLText.identifier(tableName(recordType))) (\(columns)) VALUES (\(placeholders))")
            .execute(arguments: StatementArguments(values.map(\.1)))
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
    /// record type's table accepts a full record: its own table when it has one, otherwise a
    /// temporary table with the same column definitions (shared by the record types whose columns
    /// have the same types in the same order: records go in by position, so names do not matter;
    /// creating a table per record type would make SQLite reparse its schema every time). The
    /// temporary tables are dropped at the end. Returns the record names used.
    ///
    /// - Throws: `DatabaseError` when a table refuses its record, or ``StoreError`` when a
    ///   record was not stored.
    @discardableResult
    static func writeAndDeleteRepresentativeRecords(of recordTypes: [RecordType], date stamp: String,
                                                    _ db: Database) throws -> [String] {
        let withTables = try recordTypesWithTables(db)
        var probes: [String: String] = [:]
        defer {
            for probe in probes.values { try? db.execute(sql: "DROP TABLE IF EXISTS temp.\(probe)") }
        }
        var recordNames: [String] = []
        recordNames.reserveCapacity(recordTypes.count)
        for recordType in recordTypes {
            let recordName = CloudKitNaming.mirrored("FAKE_" + UUID().uuidString)
            if withTables.contains(recordType.name.value) {
                // By name: the table's columns came in over several versions.
                var values: [(String, DatabaseValue)] = []
                values.reserveCapacity(recordType.fields.count + 1)
                for field in recordType.fields where field.name.value != "___recordID" {
                    values.append((field.name.value, sampleValue(for: field.type, recordName: recordName, date: stamp)))
                }
                values.append(("___recordID", recordName.databaseValue))
                try insert(values, into: recordType.name.value, db)
                try requireOneChange(storing: recordType, db)
                try db.makeStatement(sql: "DELETE FROM \(SQLText.identifier(tableName(recordType.name.value))) WHERE \"___recordID\" = ?")
                    .execute(arguments: StatementArguments([recordName.databaseValue]))
            } else {
                let definition = anonymousColumns(of: recordType)
                let probe: String
                if let existing = probes[definition] {
                    probe = existing
                } else {
                    probe = "ckschema_probe_\(probes.count)"
                    try db.execute(sql: "CREATE TEMP TABLE \(probe) (\(definition)) STRICT, WITHOUT ROWID")
                    probes[definition] = probe
                }
                let values = columns(of: recordType).map { field in
                    field.name.value == "___recordID"
                        ? recordName.databaseValue
                        : sampleValue(for: field.type, recordName: recordName, date: stamp)
                }
                let placeholders = Array(repeating: "?", count: values.count).joined(separator: ", ")
                try db.makeStatement(sql: "INSERT INTO temp.\(probe) VALUES (\(placeholders))")
                    .execute(arguments: StatementArguments(values))
                try requireOneChange(storing: recordType, db)
                try db.execute(sql: "DELETE FROM temp.\(probe)")
            }
            guard db.changesCount == 1 else {
                throw StoreError.database("the representative record of '\(recordType.name.value)' was not deleted")
            }
            recordNames.append(recordName)
        }
        return recordNames
    }

    private static func requireOneChange(storing recordType: RecordType, _ db: Database) throws {
        guard db.changesCount == 1 else {
            throw StoreError.database("the representative record of '\(recordType.name.value)' was not stored")
        }
    }
}
