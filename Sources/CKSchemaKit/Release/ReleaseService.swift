import CKSchemaCore
import CKSchemaRules
import Foundation

/// `release` and `versions`: the release lock of a schemas folder.
public struct ReleaseService {
    public let project: Project

    public init(project: Project) {
        self.project = project
    }

    /// What releasing one version did.
    public enum Outcome: Sendable, Equatable {
        /// Newly locked.
        case released(model: String, version: Int)
        /// Already locked with the same content.
        case alreadyReleased(model: String, version: Int)
    }

    /// Locks `versions` of `model` (any model when nil) in `schemas` (default: the configured
    /// folder) and writes the lock once, atomically, when anything was added.
    ///
    /// - Returns: what happened to each version, and the lock file's path.
    /// - Throws: ``InputError`` (exit 2) for an unknown version; ``ReleaseConflict`` (exit 1)
    ///   when a version was already released with other content — nothing is written then.
    public func release(_ versions: [Int], model: String? = nil, schemas: String? = nil) throws -> (outcomes: [Outcome], lockFile: String) {
        let folder = project.schemasDirectory(schemas)
        let catalog = try SchemaLoader.loadDirectory(folder)
        let histories = model.flatMap { catalog.history(of: $0) }.map { [$0] } ?? catalog.models
        var lock = try ReleaseLock.read(folder: folder).loadingElementHashes()
        let readLock = lock
        var outcomes: [Outcome] = []
        var conflicts: [Diagnostic] = []
        for version in versions {
            guard let schema = histories.lazy.compactMap({ $0.versions.first { $0.version == version } }).first else {
                throw InputError(ReleaseLockProblems.unknownVersion, message: "no version \(version) in '\(folder)'")
            }
            let file = URL(fileURLWithPath: schema.file ?? "").lastPathComponent
            do {
                let added = try lock.release(schema, file: file)
                outcomes.append(added ? .released(model: schema.model, version: version)
                                      : .alreadyReleased(model: schema.model, version: version))
            } catch let error as InputError where error.diagnostics.first?.id == ReleaseLockChecks.modified.id {
                conflicts += error.diagnostics
            }
        }
        let path = (folder as NSString).appendingPathComponent(ReleaseLock.fileName)
        if !conflicts.isEmpty { throw ReleaseConflict(diagnostics: conflicts) }
        // New versions, or file hashes recorded for versions an older lock had without them.
        if lock != readLock {
            try AtomicFile.write(try lock.rendered(), to: path)
        }
        return (outcomes, path)
    }

    /// One version of the folder and its release state.
    public struct VersionState: Sendable {
        public var schema: Schema
        /// Locked, and whether its content changed since.
        public var released: Bool
        public var modified: Bool
    }

    /// Every version in `schemas` with its state, and the locked versions whose files are gone.
    public func versions(schemas: String? = nil) throws -> (versions: [VersionState], missing: [Diagnostic]) {
        let folder = project.schemasDirectory(schemas)
        let catalog = try SchemaLoader.loadDirectory(folder)
        let lock = try ReleaseLock.read(folder: folder)
        let states = catalog.models.flatMap(\.versions).map { schema in
            let entry = lock.entry(model: schema.model, version: schema.version)
            return VersionState(schema: schema, released: entry != nil,
                                modified: entry.map { ReleaseLock.isModified(schema, since: $0) } ?? false)
        }
        let missing = lock.missingVersions(catalog, folder: folder)
        return (states, missing)
    }
}

/// Versions already released with other content (exit 1): the elements that differ, located.
public struct ReleaseConflict: Error, Sendable {
    public var diagnostics: [Diagnostic]
}
