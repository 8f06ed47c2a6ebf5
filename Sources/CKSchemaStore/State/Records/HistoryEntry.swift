import Foundation
import GRDB

/// One row of the append-only `history`: a change to one environment.
public struct HistoryEntry: Codable, Sendable, Hashable {
    /// Increases with every change; the order of the history.
    public var id: Int64?
    public var environment: CloudKitEnvironment
    /// `dev init`, `dev reset`, `dev seed`, `promote`, `import`.
    public var action: String
    /// The model version the environment came from after the change.
    public var model: String?
    public var version: Int?
    public var contentHash: String?
    /// One line: what happened.
    public var summary: String
    /// Every schema change, one per line (`added record type 'CD_Score'`).
    public var changes: [String]
    public var actor: String
    public var toolVersion: String
    public var createdAt: Date

    public init(
        id: Int64? = nil, environment: CloudKitEnvironment, action: String, model: String?, version: Int?,
        contentHash: String?, summary: String, changes: [String], stamp: HistoryStamp
    ) {
        self.id = id
        self.environment = environment
        self.action = action
        self.model = model
        self.version = version
        self.contentHash = contentHash
        self.summary = summary
        self.changes = changes
        actor = stamp.actor
        toolVersion = stamp.toolVersion
        createdAt = stamp.date
    }

    /// The columns of `history`, for requests.
    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let environment = Column(CodingKeys.environment)
        public static let action = Column(CodingKeys.action)
    }
}

extension HistoryEntry: FetchableRecord, TableRecord {
    public static let databaseTableName = "history"

    /// Appends the entry to `history` and sets its `id`. Plain SQL rather than GRDB's record
    /// methods: those look up the table's columns first, which right after a large `dev init`
    /// (thousands of new tables) costs more than the insert. `changes` is a JSON array of
    /// strings, written by hand (JSONEncoder is several times slower on tens of thousands of
    /// lines); reading goes through `Decodable`, which accepts exactly this form.
    mutating func append(to db: Database) throws {
        var json = JSONStringArray(changes)
        try append(to: db, changes: &json)
    }

    /// ``append(to:)`` with the change lines already written as JSON; the entry's own `changes`
    /// are not written.
    mutating func append(to db: Database, changes json: inout JSONStringArray) throws {
        // A prepared statement's `execute(arguments:)` binds its arguments in place (no copy by
        // SQLite), which `Database.execute(sql:arguments:)` does not.
        let statement = try db.makeStatement(sql: """
            INSERT INTO history (environment, action, model, version, contentHash, summary, changes, actor, toolVersion, createdAt)
            VALUES (?, ?, ?, ?, ?, ?, CAST(? AS TEXT), ?, ?, ?)
            """)
        try json.withSQLArgument { changes in
            try statement.execute(arguments: [environment.rawValue, action, model, version, contentHash, summary,
                                              changes, actor, toolVersion, createdAt])
        }
        id = db.lastInsertedRowID
    }
}
