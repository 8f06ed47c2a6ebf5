import CKSchemaCore
import CKSchemaProject
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
        var lock = try ReleaseLock.read(folder: folder)
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

    /// What `release` did: the YAML files `--from PATH` wrote (none for versions already
    /// released with the same content) and what releasing each version did.
    public struct Snapshot: Sendable {
        /// The model snapshotted (`--from`); nil for a release of YAML versions.
        public var source: String?
        public var written: [String]
        public var outcomes: [Outcome]
        public var lockFile: String
    }

    /// Snapshots the model where it lives (an `.xcdatamodeld`, SwiftData code) into the schemas
    /// folder and locks it: `versions` of it (default: its current version) become YAML files
    /// named like the folder's others, each read back before anything is written, then released.
    /// Released versions are never rewritten: one the model no longer says is a conflict.
    ///
    /// - Throws: ``InputError`` (exit 2) for an unreadable model or an unknown version;
    ///   ``ReleaseConflict`` (exit 1) when a released version differs — nothing is written then.
    public func snapshot(from path: String, versions: [Int] = [], model: String? = nil, schemas: String? = nil) throws -> Snapshot {
        let folder = project.schemasDirectory(schemas)
        let sourceHistory = try project.sourceModelHistory(path, schemas: schemas, model: model)
        var selected: [Schema] = []
        for version in versions.isEmpty ? [sourceHistory.current.version] : versions {
            guard let schema = sourceHistory.sourceVersions.first(where: { $0.version == version }) else {
                throw InputError(ReleaseLockProblems.unknownVersion,
                                 message: "no version \(version) in '\(path)' (versions 1…\(sourceHistory.sourceVersions.count))")
            }
            selected.append(schema)
        }
        let conflicts = selected.flatMap { sourceHistory.modifiedByVersion[$0.version] ?? [] }
        if !conflicts.isEmpty { throw ReleaseConflict(diagnostics: conflicts) }
        var files: [(path: String, text: String)] = []
        for schema in selected where !sourceHistory.isReleased(schema.version) {
            let existing = sourceHistory.yaml.first { $0.version == schema.version }?.file
            let name = existing.map { PathName.last($0) }
                ?? VersionFileNaming.name(for: schema.version, model: schema.model, after: sourceHistory.yaml.last?.file)
            let destination = (folder as NSString).appendingPathComponent(name)
            var snapshot = schema
            snapshot.file = nil
            let text = SchemaYAMLWriter.write(snapshot, header: [
                "Released by ckschema from \(schema.file ?? path) ('ckschema release --from \(path)')",
                "Released versions are locked: change the model in a new version",
            ])
            let loaded = try SchemaLoader.load(bytes: Array(text.utf8), file: destination)
            guard CanonicalSchema.hash(of: loaded) == CanonicalSchema.hash(of: snapshot) else {
                throw InputError(ReleaseLockProblems.unknownVersion,
                                 message: "version \(schema.version) of '\(path)' does not read back as YAML; nothing written")
            }
            files.append((destination, text))
        }
        if !files.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        for file in files { try AtomicFile.write(file.text, to: file.path) }
        let (outcomes, lockFile) = try release(selected.map(\.version), model: sourceHistory.history.model, schemas: schemas)
        return Snapshot(source: path, written: files.map(\.path), outcomes: outcomes, lockFile: lockFile)
    }

    /// `release`: `versions` of the YAML history, or, with `from` (default: `coreData:` or
    /// `swiftData:` in ckschema.yaml), the model where it lives snapshotted first (``snapshot(from:versions:model:schemas:)``).
    ///
    /// - Returns: nil when neither versions nor a model are given (a usage error).
    public func run(_ versions: [Int], from: String? = nil, model: String? = nil, schemas: String? = nil) throws -> Snapshot? {
        if let from = from ?? project.sourceModelPath {
            return try snapshot(from: from, versions: versions, model: model, schemas: schemas)
        }
        if versions.isEmpty { return nil }
        let (outcomes, lockFile) = try release(versions, model: model, schemas: schemas)
        return Snapshot(source: nil, written: [], outcomes: outcomes, lockFile: lockFile)
    }

    /// One version of the folder and its release state.
    public struct VersionState: Sendable {
        public var schema: Schema
        /// Locked, and whether its content changed since.
        public var released: Bool
        public var modified: Bool
        /// Where the version is declared, when that is not its file alone (SwiftData code:
        /// ``SourceModel/origin(of:)``); nil for a YAML file or an Xcode version.
        public var origin: String? = nil
    }

    /// The versions of the model where it lives (`coreData:` or `swiftData:` of ckschema.yaml),
    /// oldest first, with their release state and what ordered them.
    public struct SourceModelVersions: Sendable {
        /// The model as configured (`App/Model.xcdatamodeld`).
        public var path: String
        /// The schemas folder of the YAML snapshots listed before it.
        public var schemasFolder: String
        public var versions: [VersionState]
        /// For an Xcode bundle: what said the order of its versions.
        public var order: XcodeVersionOrder?
        /// Where each model's sync scope came from (``SourceModel/scopeFacts``).
        public var scopeFacts: [String] = []
    }

    /// Every version in `schemas` with its state, and the locked versions whose files are gone;
    /// with a source model configured, its versions too.
    public func versions(schemas: String? = nil, model: String? = nil) throws
        -> (versions: [VersionState], missing: [Diagnostic], sourceModel: SourceModelVersions?)
    {
        let model = model ?? project.configuration.model
        let folder = project.schemasDirectory(schemas)
        let exists = FileManager.default.fileExists(atPath: folder)
        let catalog = exists || project.sourceModelPath == nil ? try SchemaLoader.loadDirectory(folder) : SchemaCatalog(models: [])
        let lock = exists ? try ReleaseLock.read(folder: folder) : ReleaseLock()
        if let model, project.sourceModelPath == nil, !catalog.models.isEmpty { _ = try catalog.selectModel(model, source: folder) }
        let states = catalog.models.filter { model == nil || $0.model == model }.flatMap(\.versions).map { schema in
            let entry = lock.entry(model: schema.model, version: schema.version)
            return VersionState(schema: schema, released: entry != nil,
                                modified: entry.map { ReleaseLock.isModified(schema, since: $0) } ?? false)
        }
        let missing = lock.missingVersions(catalog, folder: folder)
        let sourceModel = try project.sourceModelPath.map { path -> SourceModelVersions in
            let sourceHistory = try project.sourceModelHistory(path, schemas: schemas, model: model)
            let states = sourceHistory.sourceVersions.map { schema in
                let origin = sourceHistory.source.kind == .swiftData ? sourceHistory.source.origin(of: schema) : nil
                return VersionState(schema: schema, released: sourceHistory.isReleased(schema.version),
                                    modified: sourceHistory.modifiedByVersion[schema.version] != nil, origin: origin)
            }
            return SourceModelVersions(path: path, schemasFolder: folder, versions: states, order: sourceHistory.source.versionOrder,
                                       scopeFacts: sourceHistory.source.scopeFacts)
        }
        return (states, missing, sourceModel)
    }
}

/// Versions already released with other content (exit 1): the elements that differ, located.
public struct ReleaseConflict: Error, Sendable {
    public var diagnostics: [Diagnostic]

    /// The files the differing elements are in, for the report.
    public var files: [String] { Array(Set(diagnostics.compactMap(\.location?.file))).sorted() }
}
