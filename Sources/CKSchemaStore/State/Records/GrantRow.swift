import CKSchemaCore


import GRDB

/// One row of `recordGrant`: the permissions one role has on a record type.
struct GrantRow: Codable, Sendable, Hashable {
    var recordTypeId: Int64
    var role: String
    var canRead: Bool
    var canCreate: Bool
    var canWrite: Bool

    enum Columns {
        static let recordTypeId = Column(CodingKeys.recordTypeId)
        static let role = Column(CodingKeys.role)
    }

    init(recordTypeId: Int64, grant: Grant) {
        self.recordTypeId = recordTypeId
        role = grant.role.value
        canRead = grant.permissions.contains(.read)
        canCreate = grant.permissions.contains(.create)
        canWrite = grant.permissions.contains(.write)
    }

    var grant: Grant {
        var permissions: [Permission] = []
        if canRead { permissions.append(.read) }
        if canCreate { permissions.append(.create) }
        if canWrite { permissions.append(.write) }
        return Grant(permissions, to: CKName(role))
    }
}

extension GrantRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "recordGrant"
}
