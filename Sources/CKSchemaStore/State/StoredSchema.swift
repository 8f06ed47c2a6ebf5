import CKSchemaCore


import Foundation
import GRDB

/// One environment's schema as its rows: record types with their fields and grants, and roles.
struct StoredSchema {
    struct StoredRecordType {
        var row: RecordTypeRow
        var fields: [FieldRow]
        var grants: [GrantRow]

        func field(named name: String) -> FieldRow? { fields.first { $0.name == name } }

        var recordType: RecordType {
            RecordType(name: CKName(row.name), fields: fields.compactMap(\.field), grants: grants.map(\.grant))
                .canonicalized()
        }
    }

    var environment: CloudKitEnvironment
    var roles: [RoleRow]
    /// Sorted by name (byte order).
    var recordTypes: [StoredRecordType]

    func recordType(named name: String) -> StoredRecordType? { recordTypes.first { $0.row.name == name } }

    var cloudKitSchema: CloudKitSchema {
        CloudKitSchema(roles: roles.map { Role(name: CKName($0.name)) }, recordTypes: recordTypes.map(\.recordType))
            .canonicalized()
    }

    /// Reads one environment's rows.
    static func fetch(_ db: Database, _ environment: CloudKitEnvironment) throws -> StoredSchema {
        let roles = try RoleRow
            .filter(RoleRow.Columns.environment == environment.rawValue)
            .order(RoleRow.Columns.position)
            .fetchAll(db)
        let types = try RecordTypeRow.filter(RecordTypeRow.Columns.environment == environment.rawValue).fetchAll(db)
        let fields = try FieldRow.fetchAll(db, sql: """
            SELECT field.* FROM field JOIN recordType ON recordType.id = field.recordTypeId
            WHERE recordType.environment = ?
            """, arguments: [environment.rawValue])
        let grants = try GrantRow.fetchAll(db, sql: """
            SELECT recordGrant.* FROM recordGrant JOIN recordType ON recordType.id = recordGrant.recordTypeId
            WHERE recordType.environment = ?
            """, arguments: [environment.rawValue])
        let fieldsByType = Dictionary(grouping: fields, by: \.recordTypeId)
        let grantsByType = Dictionary(grouping: grants, by: \.recordTypeId)
        for field in fields where field.field == nil {
            throw StoreError.database("field '\(field.name)' has a type this build does not understand: '\(field.type)'")
        }
        let stored = types.map { row in
            StoredRecordType(
                row: row,
                fields: (fieldsByType[row.id ?? -1] ?? []).sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) },
                grants: grantsByType[row.id ?? -1] ?? [])
        }.sorted { $0.row.name.utf8.lexicographicallyPrecedes($1.row.name.utf8) }
        return StoredSchema(environment: environment, roles: roles, recordTypes: stored)
    }

    // MARK: - Writing

    /// Inserts a record type with all its fields and grants; returns its row id.
    ///
    /// Rows are written with cached prepared statements rather than record methods, which look up
    /// the table's columns and primary key through GRDB's schema cache (invalidated by every
    /// schema change in the transaction, such as a record table created by `dev seed`).
    @discardableResult
    static func insert(_ recordType: RecordType, into environment: CloudKitEnvironment, declared: Bool,
                       declaredFields: Set<String>? = nil, _ db: Database) throws -> Int64 {
        try db.cachedStatement(sql: "INSERT INTO recordType (environment, name, declared) VALUES (?, ?, ?)")
            .execute(arguments: [environment.rawValue, recordType.name.value, declared])
        let id = db.lastInsertedRowID
        let rows = recordType.fields.map { field in
            FieldRow(recordTypeId: id, field: field, declared: declaredFields.map { $0.contains(field.name.value) } ?? declared)
        }
        try insert(rows, db)
        let grantStatement = try db.cachedStatement(
            sql: "INSERT INTO recordGrant (recordTypeId, role, canRead, canCreate, canWrite) VALUES (?, ?, ?, ?, ?)")
        for grant in Grant.merged(recordType.grants) {
            let row = GrantRow(recordTypeId: id, grant: grant)
            try grantStatement.execute(arguments: [id, row.role, row.canRead, row.canCreate, row.canWrite])
        }
        return id
    }

    /// Adds one field to an existing record type.
    static func insert(_ field: Field, recordTypeId: Int64, declared: Bool, _ db: Database) throws {
        try insert([FieldRow(recordTypeId: recordTypeId, field: field, declared: declared)], db)
    }

    /// Rows per `INSERT` statement in ``insert(_:_:)-(FieldRow…)``: 10 parameters each, well under
    /// SQLite's limit of 32 766.
    static let fieldRowsPerStatement = 64

    /// Inserts field rows, many per statement (one statement per row costs more in statement
    /// overhead than SQLite spends storing it).
    static func insert(_ rows: [FieldRow], _ db: Database) throws {
        var start = rows.startIndex
        while start < rows.endIndex {
            let chunk = rows[start..<min(start + fieldRowsPerStatement, rows.endIndex)]
            let statement = try db.cachedStatement(sql: fieldInsertSQL[chunk.count - 1])
            var values: [DatabaseValue] = []
            values.reserveCapacity(chunk.count * 10)
            for row in chunk {
                values.append(row.recordTypeId.databaseValue)
                values.append(row.name.databaseValue)
                values.append(row.type.databaseValue)
                values.append(row.baseType.databaseValue)
                values.append(row.isEncrypted.databaseValue)
                values.append(row.isList.databaseValue)
                values.append(row.isQueryable.databaseValue)
                values.append(row.isSearchable.databaseValue)
                values.append(row.isSortable.databaseValue)
                values.append(row.declared.databaseValue)
            }
            try statement.execute(arguments: StatementArguments(values))
            start = chunk.endIndex
        }
    }

    /// `INSERT INTO field … VALUES (…), …` for 1 … ``fieldRowsPerStatement`` rows (index: rows − 1).
    static let fieldInsertSQL: [String] = (1...fieldRowsPerStatement).map { count in
        """
        INSERT INTO field (recordTypeId, name, type, baseType, isEncrypted, isList, isQueryable, isSearchable, isSortable, declared)
        VALUES \(Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", count: count).joined(separator: ", "))
        """
    }

    /// Adds roles an environment does not have yet, after its existing ones.
    static func insert(roles: [String], into environment: CloudKitEnvironment, _ db: Database) throws {
        let next = try Int.fetchOne(db, sql: "SELECT COALESCE(MAX(position), -1) + 1 FROM role WHERE environment = ?",
                                    arguments: [environment.rawValue]) ?? 0
        for (offset, name) in roles.enumerated() {
            try RoleRow(environment: environment, name: name, position: next + offset).insert(db)
        }
    }

    /// Removes an environment's whole schema (fields and grants cascade).
    static func deleteAll(of environment: CloudKitEnvironment, _ db: Database) throws {
        try RecordTypeRow.filter(RecordTypeRow.Columns.environment == environment.rawValue).deleteAll(db)
        try RoleRow.filter(RoleRow.Columns.environment == environment.rawValue).deleteAll(db)
    }

    /// Replaces an environment's whole schema.
    static func replace(_ environment: CloudKitEnvironment, with schema: CloudKitSchema, _ db: Database) throws {
        try deleteAll(of: environment, db)
        try insert(roles: schema.roles.map(\.name.value), into: environment, db)
        for recordType in schema.recordTypes {
            try insert(recordType, into: environment, declared: true, db)
        }
    }
}

extension EnvironmentRow {
    static func fetch(_ db: Database, _ environment: CloudKitEnvironment) throws -> EnvironmentRow {
        guard let row = try EnvironmentRow.fetchOne(db, key: environment.rawValue) else {
            throw StoreError.database("the '\(environment)' environment row is missing")
        }
        return row
    }
}
