import CKSchemaCKDB
import CKSchemaCore


import Foundation
import GRDB

/// What `env import` did.
public struct SchemaImport: Sendable {
    public var environment: CloudKitEnvironment
    /// Elements the imported schema has that the environment lacked.
    public var added: [String]
    /// Elements the environment had that the imported schema lacks (the file is the truth).
    public var removed: [String]
    /// What Development gained so that it contains Production, as it always does in CloudKit.
    public var developmentAdditions: [SchemaAddition]
    public var logEntry: LogEntry
}

/// Development against Production, for `dev status`.
public struct EnvironmentStatus: Sendable {
    public var plan: PromotionPlan
    /// Development record types and fields the model version no longer declares.
    public var undeclared: [String]
    /// Development records per record type, in record type order.
    public var records: [(recordType: String, count: Int)]
}

extension EnvironmentStore {
    /// An environment's CloudKit schema (in export order). This is the reference
    /// `check --against production|development` compares with.
    public func schema(of environment: CloudKitEnvironment) throws -> CloudKitSchema {
        try read { db in try StoredSchema.fetch(db, environment).cloudKitSchema }
    }

    /// Which model version an environment came from.
    public func version(of environment: CloudKitEnvironment) throws -> EnvironmentVersion {
        try read { db in try EnvironmentRow.fetch(db, environment).environmentVersion }
    }

    /// The history, oldest first; only one environment's when given.
    public func log(of environment: CloudKitEnvironment? = nil) throws -> [LogEntry] {
        try read { db in
            var request = LogEntry.order(LogEntry.Columns.id)
            if let environment { request = request.filter(LogEntry.Columns.environment == environment.rawValue) }
            return try request.fetchAll(db)
        }
    }

    /// The `.ckdb` text of an environment, in the form `cktool export-schema` prints.
    public func export(_ environment: CloudKitEnvironment) throws -> String {
        CKDBPrinter.print(try schema(of: environment))
    }

    /// Development against Production (under `rules`): pending additions, violations, leftovers and records.
    public func status(rules: PromotionRules) throws -> EnvironmentStatus {
        try read { db in
            let plan = try Self.plan(db, rules: rules)
            let development = try StoredSchema.fetch(db, .development)
            var undeclared: [String] = []
            var records: [(String, Int)] = []
            let withTables = try DevelopmentData.recordTypesWithTables(db)
            for type in development.recordTypes {
                if !type.row.declared { undeclared.append("record type '\(type.row.name)'") }
                for field in type.fields where !field.declared && type.row.declared {
                    undeclared.append("field '\(type.row.name).\(field.name)'")
                }
                records.append((type.row.name, withTables.contains(type.row.name) ? try DevelopmentData.count(of: type.row.name, db) : 0))
            }
            return EnvironmentStatus(plan: plan, undeclared: undeclared, records: records)
        }
    }

    /// Replaces Production's schema with one exported from a real container (`cktool
    /// export-schema --environment production`): a reference to compare with. Development gains whatever of it
    /// Development lacks, since a CloudKit Development environment always contains Production.
    ///
    /// - Parameters:
    ///   - contentHash: The hash of the file's text, for the history.
    /// - Throws: ``StoreError`` for names the store cannot hold; `InputError` for a target other
    ///   than production.
    public func importSchema(
        _ schema: CloudKitSchema, contentHash hash: String, file: String, into environment: CloudKitEnvironment,
        stamp: LogStamp, probe: TransactionProbe? = nil
    ) throws -> SchemaImport {
        guard environment == .production else {
            throw InputError(StoreProblems.importDevelopment,
                             message: "only production can be imported; development comes from 'ckschema dev init'")
        }
        let imported = schema.canonicalized()
        try StoreNames.validate(imported)
        return try change { db in
            let before = try StoredSchema.fetch(db, .production).cloudKitSchema
            let added = SchemaAddition.additions(of: imported, over: before).flatMap(\.lines)
            let removed = SchemaAddition.additions(of: before, over: imported).flatMap(\.lines)
            try StoredSchema.replace(.production, with: imported, db)
            try EnvironmentRow(name: .production, model: nil, version: nil, contentHash: hash, updatedAt: stamp.date).write(db)
            var entry = LogEntry(
                environment: .production, action: "import", model: nil, version: nil, contentHash: hash,
                summary: "imported '\(file)': \(imported.recordTypes.count) record types",
                changes: added.map { "added \($0.trimmingCharacters(in: .whitespaces))" }
                    + removed.map { "removed \($0.trimmingCharacters(in: .whitespaces))" },
                stamp: stamp)
            try entry.append(to: db)

            let development = try StoredSchema.fetch(db, .development)
            let devSchema = development.cloudKitSchema
            let devAdditions = SchemaAddition.additions(of: imported, over: devSchema)
            if !devAdditions.isEmpty {
                try StoreNames.validate(Self.applying(devAdditions, to: devSchema))
                try Self.apply(devAdditions, to: .development, stored: development, withTables: true, db)
                let devRow = try EnvironmentRow.fetch(db, .development)
                var devEntry = LogEntry(
                    environment: .development, action: "import", model: devRow.model, version: devRow.version,
                    contentHash: devRow.contentHash,
                    summary: "gained what imported production has: \(Self.count(devAdditions))",
                    changes: devAdditions.flatMap(\.lines), stamp: stamp)
                try devEntry.append(to: db)
            }
            probe?("import")
            return (SchemaImport(environment: .production, added: added, removed: removed,
                                 developmentAdditions: devAdditions, logEntry: entry), commit: true)
        }
    }
}
