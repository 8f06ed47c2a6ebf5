import Foundation
import GRDB

/// What ``EnvironmentStore/inspectExistingFile(at:)`` found at a store's path.
enum StoreFileState: Sendable, Equatable {
    /// No file, an empty file, or an SQLite database without tables: a store yet to be created.
    case missingOrEmpty
    /// A ckschema store that still needs some of this build's migrations.
    case needsMigration
    /// A ckschema store with every migration this build knows.
    case current
}

extension EnvironmentStore {
    /// Opens an existing store for reading only: a missing store is refused and never created
    /// (read-only commands such as `env history` must not turn a mistyped path into a store).
    ///
    /// A store written by an older ckschema is migrated first, as ``init(path:)`` does.
    ///
    /// - Throws: ``StoreError/missing(path:)`` when there is no store at `path`, and what
    ///   ``init(path:)`` throws for a file that is not a store this build can use.
    public static func openExisting(path: String) throws(StoreError) -> EnvironmentStore {
        do {
            // Shared with other readers, exclusive of a process creating or migrating the store,
            // so a store half-created by a concurrent `dev init` is seen whole or not at all.
            let state = try FileLock.shared(store: path) { try inspectExistingFile(at: path) }
            switch state {
            case .missingOrEmpty:
                throw StoreError.missing(path: path)
            case .needsMigration:
                return try EnvironmentStore(path: path, creating: false)
            case .current:
                let queue = try DatabaseQueue(path: path, configuration: configuration(readonly: true))
                return EnvironmentStore(writer: queue, path: path)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw storeError(error, path: path)
        }
    }
}
