import Foundation
import GRDB

/// What `dev init` did (or, with conflicts, refused to do).
public struct DevelopmentInitialization: Sendable {
    public var model: String
    public var version: Int
    /// What Development gained, in order: roles, record types, fields.
    public var additions: [SchemaAddition]
    /// Development record types and fields the model version no longer declares. CloudKit keeps
    /// them; `dev reset` removes them.
    public var undeclared: [String]
    /// Fields whose type the model changes. CloudKit refuses such a record, so nothing changed.
    public var conflicts: [Diagnostic]
    /// Record types that accepted a representative record (written, then deleted).
    public var representativeRecords: [String]
    /// The history row written; nil when nothing changed.
    public var history: HistoryEntry?

    public var applied: Bool { history != nil }
}

extension EnvironmentStore {
    /// What `initializeCloudKitSchema` does for a real container: provisions Development with
    /// the model's record types and fields (adding to what it has; nothing is removed), creates
    /// the record tables, then writes and deletes one representative record per record type
    /// that fills every field.
    ///
    /// The model must have passed lint. A field whose type (or encryption) differs from what
    /// Development already has is a conflict: nothing changes and the conflicts are returned.
    ///
    /// - Throws: ``StoreError`` for names the store cannot hold or database failures.
    public func initializeDevelopment(
        from schema: Schema, stamp: HistoryStamp, probe: TransactionProbe? = nil
    ) throws -> DevelopmentInitialization {
        let wanted = RecordTypeMapper.map(schema, mode: .initialized).schema
        try StoreNames.validate(wanted)
        let contentHash = ContentHash.of(schema)
        let dateText = ISO8601DateFormatter().string(from: stamp.date)
        return try change { db in
            let stored = try StoredSchema.fetch(db, .development)
            let current = stored.cloudKitSchema
            var report = DevelopmentInitialization(
                model: schema.model, version: schema.version, additions: [], undeclared: [], conflicts: [],
                representativeRecords: [], history: nil)
            let production = try StoredSchema.fetch(db, .production).cloudKitSchema
            report.conflicts = SchemaAddition.typeConflicts(between: current, and: wanted).map { conflict in
                Self.developmentConflict(conflict, schema: schema, production: production)
            }
            if !report.conflicts.isEmpty { return (report, commit: false) }

            let additions = SchemaAddition.additions(of: wanted, over: current)
            try StoreNames.validate(Self.applying(additions, to: current))
            try Self.apply(additions, to: .development, stored: stored, withTables: true, db)
            report.additions = additions
            report.undeclared = try Self.markDeclared(stored, by: wanted, db)

            for recordType in wanted.recordTypes {
                try DevelopmentData.writeAndDeleteRepresentativeRecord(of: recordType, date: dateText, db)
                report.representativeRecords.append(recordType.name.value)
            }
            try EnvironmentRow(name: .development, model: schema.model, version: schema.version,
                               contentHash: contentHash, updatedAt: stamp.date).update(db)
            let counted = Self.count(additions)
            var entry = HistoryEntry(
                environment: .development, action: "dev init", model: schema.model, version: schema.version,
                contentHash: contentHash,
                summary: "initialized from model '\(schema.model)' version \(schema.version): \(counted)",
                changes: additions.flatMap(\.lines) + report.undeclared.map { "kept \($0), no longer declared" },
                stamp: stamp)
            try entry.insert(db)
            report.history = entry
            probe?("dev-init")
            return (report, commit: true)
        }
    }

    /// `2 record types, 3 fields, 1 role added` or `nothing added`.
    static func count(_ additions: [SchemaAddition]) -> String {
        var types = 0, fields = 0, roles = 0
        for addition in additions {
            switch addition {
            case .recordType: types += 1
            case .field: fields += 1
            case .role: roles += 1
            }
        }
        var parts: [String] = []
        if types > 0 { parts.append("\(types) record type\(types == 1 ? "" : "s")") }
        if fields > 0 { parts.append("\(fields) field\(fields == 1 ? "" : "s")") }
        if roles > 0 { parts.append("\(roles) role\(roles == 1 ? "" : "s")") }
        return parts.isEmpty ? "nothing added" : parts.joined(separator: ", ") + " added"
    }

    static func developmentConflict(
        _ conflict: (recordType: String, old: Field, new: Field), schema: Schema, production: CloudKitSchema
    ) -> Diagnostic {
        let name = "\(conflict.recordType).\(conflict.old.name.value)"
        let inProduction = production.recordType(named: conflict.recordType)?.field(named: conflict.old.name.value) != nil
        let encryptionOnly = conflict.old.type.basePrimitive == conflict.new.type.basePrimitive
            && conflict.old.type.isEncrypted != conflict.new.type.isEncrypted
        return Diagnostic(
            id: encryptionOnly ? "field_same_encryption" : "field_same_type", severity: .error,
            message: "field '\(name)' is \(conflict.old.type) in development but model '\(schema.model)' version \(schema.version) makes it \(conflict.new.type); CloudKit refuses to change a field's type",
            location: ProductionComparison.locate(conflict.recordType, conflict.old.name.value, in: schema),
            fix: inProduction
                ? "production keeps this field forever: add a new attribute instead"
                : "run 'ckschema dev reset' to start development over, or add a new attribute instead")
    }

    /// `schema` with `additions` applied (to check names before anything is written).
    static func applying(_ additions: [SchemaAddition], to schema: CloudKitSchema) -> CloudKitSchema {
        var result = schema
        for addition in additions {
            switch addition {
            case .role(let name): result.roles.append(Role(name: CKName(name)))
            case .recordType(let type): result.recordTypes.append(type)
            case .field(let typeName, let field):
                if let index = result.recordTypes.firstIndex(where: { $0.name.value == typeName }) {
                    result.recordTypes[index].fields.append(field)
                }
            }
        }
        return result
    }

    /// Writes additions into an environment's schema tables, and (for Development) creates the
    /// record tables and columns.
    static func apply(_ additions: [SchemaAddition], to environment: CloudKitEnvironment, stored: StoredSchema,
                      withTables: Bool, _ db: Database) throws {
        let roles = additions.compactMap { if case .role(let name) = $0 { name } else { nil } }
        try StoredSchema.insert(roles: roles, into: environment, db)
        var ids: [String: Int64] = [:]
        for type in stored.recordTypes { ids[type.row.name] = type.row.id }
        // Schema rows first, then the record tables: DDL between inserts would make SQLite
        // re-prepare the cached insert statements every time.
        for addition in additions {
            switch addition {
            case .role:
                continue
            case .recordType(let type):
                ids[type.name.value] = try StoredSchema.insert(type, into: environment, declared: true, db)
            case .field(let typeName, let field):
                guard let id = ids[typeName] else { throw StoreError.database("record type '\(typeName)' vanished") }
                try StoredSchema.insert(field, recordTypeId: id, declared: true, db)
            }
        }
        guard withTables else { return }
        for addition in additions {
            switch addition {
            case .role: continue
            case .recordType(let type): try DevelopmentData.createTable(for: type, db)
            case .field(let typeName, let field): try DevelopmentData.addColumn(field, toTableOf: typeName, db)
            }
        }
    }

    /// Sets the `declared` flags of the existing rows to what `wanted` declares; returns the
    /// elements no longer declared (`record type 'X'`, `field 'X.y'`).
    static func markDeclared(_ stored: StoredSchema, by wanted: CloudKitSchema, _ db: Database) throws -> [String] {
        var undeclared: [String] = []
        for type in stored.recordTypes {
            let wantedType = wanted.recordType(named: type.row.name)
            if type.row.declared != (wantedType != nil), let id = type.row.id {
                try db.execute(sql: "UPDATE recordType SET declared = ? WHERE id = ?", arguments: [wantedType != nil, id])
            }
            guard let wantedType else {
                undeclared.append("record type '\(type.row.name)'")
                continue
            }
            for field in type.fields {
                let isDeclared = wantedType.field(named: field.name) != nil
                if field.declared != isDeclared, let id = field.id {
                    try db.execute(sql: "UPDATE field SET declared = ? WHERE id = ?", arguments: [isDeclared, id])
                }
                if !isDeclared { undeclared.append("field '\(type.row.name).\(field.name)'") }
            }
        }
        return undeclared
    }
}
