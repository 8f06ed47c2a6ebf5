import GRDB

/// One row of `role`: a `CREATE ROLE` of one environment, in creation order.
struct RoleRow: Codable, Sendable, Hashable {
    var environment: CloudKitEnvironment
    var name: String
    var position: Int

    enum Columns {
        static let environment = Column(CodingKeys.environment)
        static let name = Column(CodingKeys.name)
        static let position = Column(CodingKeys.position)
    }
}

extension RoleRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "role"
}
