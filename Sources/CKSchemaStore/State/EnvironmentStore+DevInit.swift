import CKSchemaCore


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
    public var conflicts: [FieldTypeConflict]
    /// Record types that accepted a representative record (written, then deleted).
    public var representativeRecords: [String]
    /// The id of the log entry written; nil when nothing changed. (Its change lines are in the
    /// store only: a large model has tens of thousands.)
    public var logEntryID: Int64?

    public var applied: Bool { logEntryID != nil }
}

/// A model version made ready for `dev init`: the record types `initializeCloudKitSchema` would
/// upload, the findings that refuse it (decided by the caller: the store applies no rules), and a
/// way to locate a field in the model for a conflict.
public struct DevelopmentProvision: Sendable {
    /// Where the model declares a record type's field (nil when unknown).
    public typealias Locator = @Sendable (_ recordType: String, _ field: String) -> SourceLocation?

    /// The model's name and the version's number.
    public let model: String
    public let version: Int
    /// Error findings that refuse the provision (lint, mapping); empty for a checked model.
    public let errors: [Diagnostic]
    /// The model mapped in `initialized` mode, without notes.
    let recordTypes: CloudKitSchema
    let contentHash: String
    private let locator: Locator

    /// A provision of `schema` mapped to `recordTypes`; `errors` refuse it.
    public init(model: String, version: Int, recordTypes: CloudKitSchema, contentHash: String,
                errors: [Diagnostic] = [], locate: @escaping Locator = { _, _ in nil }) {
        self.model = model
        self.version = version
        self.errors = errors
        self.recordTypes = recordTypes
        self.contentHash = contentHash
        locator = locate
    }

    /// Maps `schema` without checking it (the caller did).
    public init(unchecked schema: Schema, contentHash: String) {
        self.init(model: schema.model, version: schema.version,
                  recordTypes: RecordTypeMapper.map(schema, mode: .initialized, explained: false).schema,
                  contentHash: contentHash,
                  locate: { recordType, field in schema.location(ofRecordType: recordType, field: field) })
    }

    /// Where the model declares a record type's field.
    func locate(_ recordType: String, _ field: String) -> SourceLocation? { locator(recordType, field) }
}

/// A field whose type (or encryption) the model changes against what Development already has.
public struct FieldTypeConflict: Sendable {
    public var recordType: String
    public var old: Field
    public var new: Field
    /// Whether production already has the field (it can then never change).
    public var inProduction: Bool
    /// Where the model declares the field.
    public var location: SourceLocation?

    /// Whether only the field's encryption differs.
    public var isEncryptionOnly: Bool {
        old.type.basePrimitive == new.type.basePrimitive && old.type.isEncrypted != new.type.isEncrypted
    }
}

extension EnvironmentStore {
    /// What `initializeCloudKitSchema` does for a real container: provisions Development with
    /// the model's record types and fields (adding to what it has; nothing is removed), then
    /// writes and takes back one representative record per record type that fills every field.
    ///
    /// The model must have passed lint. A field whose type (or encryption) differs from what
    /// Development already has is a conflict: nothing changes and the conflicts are returned.
    ///
    /// - Throws: ``StoreError`` for names the store cannot hold or database failures.
    public func initializeDevelopment(
        from schema: Schema, contentHash: String, stamp: LogStamp, probe: TransactionProbe? = nil
    ) throws -> DevelopmentInitialization {
        try initializeDevelopment(DevelopmentProvision(unchecked: schema, contentHash: contentHash), stamp: stamp,
                                  probe: probe)
    }

    /// ``initializeDevelopment(from:stamp:probe:)`` for a provision whose checks already ran.
    ///
    /// - Throws: `InputError` with the provision's error findings when it has any (nothing is
    ///   changed); ``StoreError`` for names the store cannot hold or database failures.
    public func initializeDevelopment(
        _ provision: DevelopmentProvision, stamp: LogStamp, probe: TransactionProbe? = nil
    ) throws -> DevelopmentInitialization {
        // Long on purpose: one transaction from start to end, so a killed process leaves the store as it was.
        guard provision.errors.isEmpty else { throw InputError(provision.errors) }
        let wanted = provision.recordTypes
        try StoreNames.validate(wanted)
        let dateText = ISO8601DateFormatter().string(from: stamp.date)
        return try change { db in
            let stored = try StoredSchema.fetch(db, .development)
            let current = stored.cloudKitSchema
            var report = DevelopmentInitialization(
                model: provision.model, version: provision.version, additions: [], undeclared: [], conflicts: [],
                representativeRecords: [], logEntryID: nil)
            let production = try StoredSchema.fetch(db, .production).cloudKitSchema
            report.conflicts = SchemaAddition.typeConflicts(between: current, and: wanted).map { conflict in
                FieldTypeConflict(
                    recordType: conflict.recordType, old: conflict.old, new: conflict.new,
                    inProduction: production.recordType(named: conflict.recordType)?
                        .field(named: conflict.old.name.value) != nil,
                    location: provision.locate(conflict.recordType, conflict.old.name.value))
            }
            if !report.conflicts.isEmpty { return (report, commit: false) }

            let additions = SchemaAddition.additions(of: wanted, over: current)
            // `wanted`'s own names are checked; a development that already has a schema can add
            // case collisions between old and new names.
            if !current.recordTypes.isEmpty || !current.roles.isEmpty {
                try StoreNames.validate(Self.applying(additions, to: current))
            }
            try Self.insertRows(of: additions, into: .development, stored: stored, db)
            var changes: [String] = []
            for addition in additions { addition.forEachLine { changes.append($0) } }
            try DevelopmentData.addColumns(for: additions, db)
            report.additions = additions
            report.undeclared = try Self.markDeclared(stored, by: wanted, db)
            try DevelopmentData.writeAndDeleteRepresentativeRecords(of: wanted.recordTypes, date: dateText, db)
            report.representativeRecords = wanted.recordTypes.map(\.name.value)
            try EnvironmentRow(name: .development, model: provision.model, version: provision.version,
                               contentHash: provision.contentHash, updatedAt: stamp.date).write(db)
            let counted = Self.count(additions)
            for element in report.undeclared { changes.append("kept \(element), no longer declared") }
            var entry = LogEntry(
                environment: .development, action: "dev init", model: provision.model, version: provision.version,
                contentHash: provision.contentHash,
                summary: "initialized from model '\(provision.model)' version \(provision.version): \(counted)",
                changes: changes, stamp: stamp)
            try entry.append(to: db)
            report.logEntryID = entry.id
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

    /// Writes additions into an environment's schema tables, and (for Development) adds the new
    /// fields' columns to the record tables that exist.
    static func apply(_ additions: [SchemaAddition], to environment: CloudKitEnvironment, stored: StoredSchema,
                      withTables: Bool, _ db: Database) throws {
        try insertRows(of: additions, into: environment, stored: stored, db)
        guard withTables else { return }
        try DevelopmentData.addColumns(for: additions, db)
    }

    /// Writes additions into an environment's schema tables (roles, record types with their
    /// fields and grants, fields of existing record types).
    static func insertRows(of additions: [SchemaAddition], into environment: CloudKitEnvironment,
                           stored: StoredSchema, _ db: Database) throws {
        let roles = additions.compactMap { if case .role(let name) = $0 { name } else { nil } }
        try StoredSchema.insert(roles: roles, into: environment, db)
        var ids: [String: Int64] = [:]
        for type in stored.recordTypes { ids[type.row.name] = type.row.id }
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
