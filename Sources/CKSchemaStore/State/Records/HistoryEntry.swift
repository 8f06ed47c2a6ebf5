import CKSchemaCore
import CKSchemaGeneration
import CKSchemaRules
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
        try db.execute(sql: """
            INSERT INTO history (environment, action, model, version, contentHash, summary, changes, actor, toolVersion, createdAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [environment.rawValue, action, model, version, contentHash, summary,
                             Self.jsonArray(changes), actor, toolVersion, createdAt])
        id = db.lastInsertedRowID
    }

    /// `["a","b"]`, escaped as RFC 8259 requires.
    static func jsonArray(_ strings: [String]) -> String {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(strings.reduce(2) { $0 + $1.utf8.count + 3 })
        let hex = Array("0123456789abcdef".utf8)
        for (index, string) in strings.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\""))
            string.withUTF8Bytes { bytes in
                // Runs without a character to escape are copied whole.
                var start = 0
                for (offset, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                    out.append(contentsOf: bytes[start..<offset])
                    switch byte {
                    case 0x22, 0x5C: out += [0x5C, byte]
                    case 0x0A: out += [0x5C, UInt8(ascii: "n")]
                    case 0x09: out += [0x5C, UInt8(ascii: "t")]
                    case 0x0D: out += [0x5C, UInt8(ascii: "r")]
                    default: out += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
                    }
                    start = offset + 1
                }
                out.append(contentsOf: bytes[start...])
            }
            out.append(UInt8(ascii: "\""))
        }
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }
}
