import CKSchemaCore


import GRDB
import GRDBSQLite

/// Executes a prepared statement with its values bound through SQLite's C API.
///
/// GRDB's `execute(arguments:)` converts and validates every value on the way (a key-path or
/// existential call per value); for the tens of thousands of rows `dev init` writes into the
/// schema tables of a large model that costs more than SQLite spends storing them. This path
/// binds `DatabaseValue`s as they are. Use it only for plain `INSERT`/`DELETE` statements on the
/// store's own tables, inside a transaction GRDB opened: no transaction observer sees them.
extension Statement {
    /// Binds `values` to the statement's parameters, in order, runs it to completion and resets it.
    ///
    /// - Throws: `DatabaseError` with SQLite's result code (a constraint violation is
    ///   `SQLITE_CONSTRAINT`), as GRDB would.
    func executeDirectly(_ values: [DatabaseValue], in db: Database) throws {
        let handle = sqliteStatement
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        var code = SQLITE_OK
        for (offset, value) in values.enumerated() where code == SQLITE_OK {
            let index = CInt(offset + 1)
            switch value.storage {
            case .null:
                code = sqlite3_bind_null(handle, index)
            case .int64(let integer):
                code = sqlite3_bind_int64(handle, index, integer)
            case .double(let double):
                code = sqlite3_bind_double(handle, index, double)
            case .string(let text):
                // withCString: no copy for a native string (passing `text` itself copies it).
                code = text.withCString { sqlite3_bind_text(handle, index, $0, -1, Self.transient) }
            case .blob(let data):
                code = data.withUnsafeBytes { bytes in
                    sqlite3_bind_blob(handle, index, bytes.baseAddress, CInt(bytes.count), Self.transient)
                }
            }
        }
        if code == SQLITE_OK {
            code = sqlite3_step(handle)
        }
        defer { sqlite3_reset(handle) }
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code),
                                message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: sql)
        }
    }

    /// Tells SQLite to copy bound text and blobs (Swift may move or free them afterwards).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
