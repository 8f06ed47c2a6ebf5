import Foundation
import GRDB

/// What `dev reset` did.
public struct DevelopmentReset: Sendable {
    /// Records deleted, per record type (types without records are not listed).
    public var deletedRecords: [(recordType: String, count: Int)]
    /// Development record types and fields production does not have (removed).
    public var removed: [String]
    /// What Development now came from (production's version).
    public var version: EnvironmentVersion
    public var logEntry: LogEntry
}

extension EnvironmentStore {
    /// What the CloudKit Console's "Reset Environment" does (https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema): deletes every
    /// Development record and makes Development's schema equal to Production's (empty when
    /// nothing was ever promoted). One transaction: a killed process leaves the store as it
    /// was before or after.
    public func resetDevelopment(stamp: LogStamp, probe: TransactionProbe? = nil) throws -> DevelopmentReset {
        try change { db in
            let development = try StoredSchema.fetch(db, .development)
            let production = try StoredSchema.fetch(db, .production)
            let productionSchema = production.cloudKitSchema
            var deleted: [(String, Int)] = []
            let withTables = try DevelopmentData.recordTypesWithTables(db)
            for type in development.recordTypes where withTables.contains(type.row.name) {
                let count = try DevelopmentData.count(of: type.row.name, db)
                if count > 0 { deleted.append((type.row.name, count)) }
                try DevelopmentData.dropTable(of: type.row.name, db)
            }
            probe?("dev-reset: tables dropped")
            var removed: [String] = []
            for type in development.recordTypes {
                guard let kept = productionSchema.recordType(named: type.row.name) else {
                    removed.append("record type '\(type.row.name)'")
                    continue
                }
                for field in type.fields where kept.field(named: field.name) == nil {
                    removed.append("field '\(type.row.name).\(field.name)'")
                }
            }
            try StoredSchema.replace(.development, with: productionSchema, db)
            let productionRow = try EnvironmentRow.fetch(db, .production)
            let row = EnvironmentRow(name: .development, model: productionRow.model, version: productionRow.version,
                                     contentHash: productionRow.contentHash, updatedAt: stamp.date)
            try row.write(db)
            let total = deleted.reduce(0) { $0 + $1.1 }
            let target = productionSchema.recordTypes.isEmpty ? "empty (nothing promoted yet)" : "production's schema"
            var entry = LogEntry(
                environment: .development, action: "dev reset", model: row.model, version: row.version,
                contentHash: row.contentHash,
                summary: "reset to \(target): \(total) record\(total == 1 ? "" : "s") deleted, \(removed.count) element\(removed.count == 1 ? "" : "s") removed",
                changes: removed.map { "removed \($0)" } + deleted.map { "deleted \($0.1) record\($0.1 == 1 ? "" : "s") of '\($0.0)'" },
                stamp: stamp)
            try entry.append(to: db)
            probe?("dev-reset")
            return (DevelopmentReset(deletedRecords: deleted, removed: removed, version: row.environmentVersion,
                                     logEntry: entry), commit: true)
        }
    }
}
