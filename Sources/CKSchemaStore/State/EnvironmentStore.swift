import CKSchemaCore


import Foundation
import GRDB

/// A local, real SQLite database that models a CloudKit container's two environments the way
/// CloudKit behaves (https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema):
/// each environment's schema in queryable tables, the model version it came from, an append-only
/// history of every change, and Development's records in one table per record type.
///
/// Every change runs in one `BEGIN IMMEDIATE` transaction, so concurrent processes serialize
/// (the busy timeout makes the later one wait) and a killed process leaves the store as it was
/// before or after the change. Names from schema files reach SQL only validated and quoted.
///
/// ```swift
/// let store = try EnvironmentStore(path: ".ckschema/state.sqlite")
/// let report = try store.initializeDevelopment(from: schema, contentHash: hash, stamp: LogStamp(actor: "ci"))
/// ```
public struct EnvironmentStore: Sendable {
    let writer: any DatabaseWriter
    /// The database file; nil for an in-memory store.
    public let path: String?

    /// The `.gitignore` written into a folder the store creates (`.ckschema/`): everything in it.
    public static let folderGitIgnore = "# ckschema's local environment store: a simulation on this machine, never committed\n*\n"

    /// How long a change waits for another process's change to finish.
    public static let busyTimeout: TimeInterval = 30

    /// Opens the store at `path`, creating the file and its folder (which then ignores itself in git) on first use and migrating
    /// the store's tables (under the lock file `<path>.lock`, which stays next to the store).
    ///
    /// - Parameter creating: false for a command that changes an existing store only (such as
    ///   `promote`): a missing store is then refused with ``StoreError/missing(path:)``.
    /// - Throws: ``StoreError`` when the file is not an SQLite database, was created by another
    ///   program, or by a newer ckschema. Such a file is never modified.
    public init(path: String, creating: Bool = true) throws(StoreError) {
        if !creating && !FileManager.default.fileExists(atPath: path) { throw .missing(path: path) }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        do {
            // A folder the store creates holds local state only: it ignores itself in git, so
            // `git add .` never commits a simulation of this machine.
            let ignore = folder.appendingPathComponent(".gitignore")
            if !FileManager.default.fileExists(atPath: folder.path) {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(Self.folderGitIgnore.utf8).write(to: ignore, options: .atomic)
            } else if creating, folder.lastPathComponent == ".ckschema", !FileManager.default.fileExists(atPath: ignore.path) {
                // The default folder an earlier ckschema created without it.
                try Data(Self.folderGitIgnore.utf8).write(to: ignore, options: .atomic)
            }
        } catch {
            throw .database("cannot create the folder of '\(path)': \(error.localizedDescription)")
        }
        let configuration = Self.configuration(readonly: false)
        do {
            // Inspection, creation and migration under one exclusion: a process that finds the
            // file half-created by another would otherwise take it for a foreign database.
            writer = try FileLock.exclusively(store: path) {
                let state = try Self.inspectExistingFile(at: path)
                if !creating && state == .missingOrEmpty { throw StoreError.missing(path: path) }
                let pool = try DatabasePool(path: path, configuration: configuration)
                try StoreMigrations.migrator.migrate(pool)
                return pool
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw Self.storeError(error, path: path)
        }
        self.path = path
    }

    /// The connection settings of a store file.
    static func configuration(readonly: Bool) -> GRDB.Configuration {
        var configuration = GRDB.Configuration()
        configuration.readonly = readonly
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.label = "ckschema.state"
        return configuration
    }

    /// An in-memory store (for tests and dry runs).
    public static func inMemory() throws(StoreError) -> EnvironmentStore {
        do {
            var configuration = GRDB.Configuration()
            configuration.foreignKeysEnabled = true
            let queue = try DatabaseQueue(configuration: configuration)
            try StoreMigrations.migrator.migrate(queue)
            return EnvironmentStore(writer: queue, path: nil)
        } catch {
            throw storeError(error, path: ":memory:")
        }
    }

    init(writer: any DatabaseWriter, path: String?) {
        self.writer = writer
        self.path = path
    }

    // MARK: - Running changes

    /// Runs `body` in one immediate transaction (waiting for other writers), mapping failures to
    /// ``StoreError``. `body` returns whether to commit.
    func change<T>(_ body: (Database) throws -> (T, commit: Bool)) throws -> T {
        do {
            return try writer.writeWithoutTransaction { db in
                var result: T?
                try db.inTransaction(.immediate) {
                    let (value, commit) = try body(db)
                    result = value
                    return commit ? .commit : .rollback
                }
                guard let result else { throw StoreError.database("transaction produced no result") }
                return result
            }
        } catch let error as StoreError {
            throw error
        } catch let error as InputError {
            throw error
        } catch {
            throw Self.storeError(error, path: path ?? ":memory:")
        }
    }

    /// Reads in a consistent snapshot, mapping failures to ``StoreError``.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try writer.read(body)
        } catch let error as StoreError {
            throw error
        } catch let error as InputError {
            throw error
        } catch {
            throw Self.storeError(error, path: path ?? ":memory:")
        }
    }

    // MARK: - Opening checks

    /// Refuses a file that exists, is not empty, and is not a ckschema store this build can use;
    /// otherwise says whether it is missing or empty, or which migrations it still needs.
    @discardableResult
    static func inspectExistingFile(at path: String) throws(StoreError) -> StoreFileState {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = attributes?[.size] as? NSNumber, size.intValue > 0 else { return .missingOrEmpty }
        var configuration = GRDB.Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in
                let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
                if applicationID != StoreMigrations.applicationID {
                    if applicationID != 0 || !tables.isEmpty { throw StoreError.foreignDatabase(path: path) }
                    return .missingOrEmpty
                }
                guard tables.contains("grdb_migrations") else { return .needsMigration }
                let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
                let known = StoreMigrations.migrator.migrations
                let unknown = applied.filter { !known.contains($0) }.sorted()
                if !unknown.isEmpty { throw StoreError.newerFormat(path: path, unknownMigrations: unknown) }
                return Set(applied).isSuperset(of: known) ? .current : .needsMigration
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw storeError(error, path: path)
        }
    }

    /// A GRDB or file failure as a ``StoreError`` with a clear message.
    static func storeError(_ error: any Error, path: String) -> StoreError {
        if let error = error as? StoreError { return error }
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB:
                return .notADatabase(path: path, reason: "file is not a database")
            case .SQLITE_CORRUPT:
                return .notADatabase(path: path, reason: "database disk image is malformed")
            default:
                return .database(error.message ?? "\(error.resultCode)")
            }
        }
        return .database("\(error)")
    }
}

extension EnvironmentStore {
    /// Runs raw SQL in a transaction; for tests that prove the database's own guards.
    func executeForTesting(_ sql: String) throws {
        try change { db in
            try db.execute(sql: sql)
            return ((), commit: true)
        }
    }
}
