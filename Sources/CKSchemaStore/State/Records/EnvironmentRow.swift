import Foundation
import GRDB

/// One row of `environment`: what schema version an environment last came from.
struct EnvironmentRow: Codable, Sendable, Hashable {
    var name: CloudKitEnvironment
    /// The model whose version provisioned the environment (nil before the first change).
    var model: String?
    var version: Int?
    /// `sha256:…` of the model file the environment came from.
    var contentHash: String?
    var updatedAt: Date?

    enum Columns {
        static let name = Column(CodingKeys.name)
        static let model = Column(CodingKeys.model)
        static let version = Column(CodingKeys.version)
        static let contentHash = Column(CodingKeys.contentHash)
        static let updatedAt = Column(CodingKeys.updatedAt)
    }
}

extension EnvironmentRow: FetchableRecord, TableRecord {
    static let databaseTableName = "environment"

    /// Writes the row (migration v1 creates both environments' rows). Plain SQL, for the reason
    /// ``LogEntry/append(to:)`` gives.
    func write(_ db: Database) throws {
        try db.execute(sql: "UPDATE environment SET model = ?, version = ?, contentHash = ?, updatedAt = ? WHERE name = ?",
                       arguments: [model, version, contentHash, updatedAt, name.rawValue])
        guard db.changesCount == 1 else { throw StoreError.database("the '\(name.rawValue)' environment row is missing") }
    }
}
