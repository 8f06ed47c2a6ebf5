import Foundation
import GRDB

/// One entry of the store's append-only log (the `history` table): a change to one environment.
public struct LogEntry: Codable, Sendable, Hashable {
    /// Increases with every change; the order of the log.
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
        contentHash: String?, summary: String, changes: [String], stamp: LogStamp
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

extension LogEntry: FetchableRecord, TableRecord {
    /// The table keeps the name it was created with (stores written by earlier versions have it).
    public static let databaseTableName = "history"

    /// Appends the entry to `history` and sets its `id`; `changes` is stored as a JSON array of
    /// strings, the form reading it through `Decodable` expects.
    mutating func append(to db: Database) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let changesJSON = String(decoding: try encoder.encode(changes), as: UTF8.self)
        try db.execute(sql: """
            INSERT INTO history (environment, action, model, version, contentHash, summary, changes, actor, toolVersion, createdAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [environment.rawValue, action, model, version, contentHash, summary,
                             changesJSON, actor, toolVersion, createdAt])
        id = db.lastInsertedRowID
    }
}
