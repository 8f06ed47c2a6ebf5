import GRDB

/// One row of `recordType`: a record type of one environment's CloudKit schema.
struct RecordTypeRow: Codable, Sendable, Hashable {
    var id: Int64?
    var environment: CloudKitEnvironment
    var name: String
    /// Whether the model version the environment last came from declares the record type
    /// (false for development-only leftovers of earlier versions).
    var declared: Bool

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let environment = Column(CodingKeys.environment)
        static let name = Column(CodingKeys.name)
        static let declared = Column(CodingKeys.declared)
    }
}

extension RecordTypeRow: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "recordType"

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
