import CKSchemaCKDB
import CKSchemaCore
import Foundation

/// The committed snapshots of a container's environments: `production.ckdb` and
/// `development.ckdb` in one folder (default `cloudkit/`), exactly as `export-schema` printed them.
///
/// A fresh CI runner has no store and no token; the snapshot in git is what it checks against.
public struct CloudKitSnapshots: Sendable {
    /// The folder holding the snapshots.
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// `<directory>/<environment>.ckdb`.
    public func path(for environment: CKToolEnvironment) -> String {
        (directory.hasSuffix("/") ? directory : directory + "/") + environment.rawValue + ".ckdb"
    }

    /// Writes an export as the environment's snapshot, atomically (temporary file, then rename).
    /// Only a parsed export can be written, so a failed export never replaces a snapshot.
    ///
    /// - Returns: whether the snapshot changed.
    @discardableResult
    public func write(_ export: ExportedSchema) throws(InputError) -> Bool {
        let path = path(for: export.environment)
        if AtomicFile.isUpToDate(export.text, at: path) { return false }
        do {
            try AtomicFile.write(export.text, to: path)
        } catch {
            throw CloudKitFailure.fileSystem.error("cannot write the snapshot '\(path)': \(error.localizedDescription)")
        }
        return true
    }

    /// The environment's snapshot, parsed; nil when there is none yet.
    ///
    /// - Throws: `ckdb.*` errors with positions when the file is not a valid schema.
    public func read(_ environment: CKToolEnvironment) throws(InputError) -> CloudKitSchema? {
        let path = path(for: environment)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try CKDBParser.parseFile(atPath: path)
    }
}
