import CKSchemaCore
import CKSchemaCoreData
import CKSchemaProject
import CKSchemaRules
import CKSchemaSwiftSource
import Foundation

/// The source model — the model where the app keeps it: an Xcode `.xcdatamodeld` bundle (every version, the one
/// `.xccurrentversion` names last) or SwiftData code, read in memory — nothing is written — with
/// every element located in the original files (the bundle's `contents` files, the Swift lines).
///
/// `schemas/` stays the reviewed, released history (``SourceModelHistory``): `lint`, `check` and
/// `diff` read the source model, and `ckschema release` snapshots it into the next YAML version.
public struct SourceModel: Sendable {
    public enum Kind: String, Sendable {
        case coreData = "Core Data model"
        case swiftData = "SwiftData code"
    }

    public var kind: Kind
    /// The path given.
    public var path: String
    /// The model's name (the bundle's, or the SwiftData migration plan's).
    public var name: String
    /// The versions, oldest first, numbered 1…n; each version's `file` is the file it was read
    /// from (a bundle version's `contents`, the Swift file that declares the version).
    public var versions: [Schema]
    /// What the SwiftData reader says beside the model, as `lint` shows it: what it could not read
    /// (warnings) and which models sync and why (``SwiftDataLint/shownNoteIDs``).
    public var readerFindings: [Diagnostic] = []
    /// Whether the versions carry their numbers: false for SwiftData code that declares no
    /// `VersionedSchema` (its one version is the schemas folder's newest, or the next one).
    public var numbered = true
    /// The newest version as SwiftData code declares it (its properties' Swift types), for fixes
    /// in Swift terms; nil for an Xcode model.
    public var newestSwiftVersion: SwiftDataVersion?
    /// For an Xcode bundle: the order of its versions and what said it.
    public var versionOrder: XcodeVersionOrder?
    /// Where each model's sync scope came from, one line each (`'Note' synced: ModelConfiguration
    /// (cloudKitDatabase: .private(…)) at App/Store.swift:4:18`), guesses marked with the key that
    /// settles them: what `versions` shows.
    public var scopeFacts: [String] = []
    /// The app's own migration plan (SwiftData's `SchemaMigrationPlan`, or an Xcode model's versions and
    /// mapping models), for the migration rules.
    public var migration: ModelMigration?
    /// For SwiftData code: every Swift file read (what a report counts as checked, as `lint` does).
    public var files: [String] = []

    /// Whether `path` names an Xcode model: an `.xcdatamodeld` bundle, an `.xcdatamodel` version
    /// or the `contents` file of one.
    public static func isCoreDataModel(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if ["xcdatamodeld", "xcdatamodel"].contains(url.pathExtension) { return true }
        return url.lastPathComponent == "contents" && url.deletingLastPathComponent().pathExtension == "xcdatamodel"
    }

    /// The `.xcmappingmodel`s under the folder that holds the `.xcdatamodeld` bundle at (or above) `path`.
    static func mappingModels(beside path: String) -> [String] {
        var bundle = URL(fileURLWithPath: path).standardizedFileURL
        while bundle.pathExtension != "xcdatamodeld" && bundle.pathComponents.count > 1 && !bundle.pathExtension.isEmpty
            || bundle.lastPathComponent == "contents" {
            bundle.deleteLastPathComponent()
        }
        let folder = bundle.deletingLastPathComponent().path
        return ProjectTree.paths(below: folder) { $0.hasSuffix(".xcmappingmodel") }
    }

    /// Whether `path` names a model where it lives (an Xcode model, or SwiftData code).
    public static func isSourceModel(_ path: String) -> Bool {
        isCoreDataModel(path) || SwiftDataReader.isSwiftSource(path)
    }

    /// Reads the model at `path`.
    ///
    /// - Parameters:
    ///   - model: for SwiftData code that declares several models, the one to read.
    ///   - scopes: `scopes:` of ckschema.yaml, for SwiftData models whose store the code cannot say.
    ///   - statedOrder: `coreDataVersions:` of ckschema.yaml, for the Xcode bundle it orders.
    /// - Throws: ``InputError`` (exit 2) when the model cannot be read, or holds no version.
    ///   - released: the released Xcode versions' names and numbers (the locked snapshots), which
    ///     order them whatever git's history (a shallow clone has none).
    public static func read(_ path: String, model: String? = nil, scopes: ScopeSettings = ScopeSettings(),
                            statedOrder: (names: [String], location: SourceLocation?)? = nil,
                            released: [String: Int] = [:]) throws -> SourceModel {
        if isCoreDataModel(path) {
            let order = try XcodeVersionOrder.resolve(bundle: path, stated: statedOrder, released: released)
            let imported = try XCDataModelImporter.importModel(at: path, versionOrder: order?.names)
            // The Swift code that loads the model decides which configurations sync; the model's
            // "Used with CloudKit" flags only without it.
            let setup = scopes.coreDataCode.isEmpty ? nil : CoreDataStoreReader.read(paths: scopes.coreDataCode, modelName: imported.name, search: scopes.entitlements)
            let read = imported.versions.map { version -> Schema in
                var schema = version.schema
                schema.file = version.file
                return setup.map { CoreDataScope.apply($0, to: schema) } ?? schema
            }
            // `scopes:` settles what the code cannot: entities and configurations set by hand.
            let (versions, settled) = try scopes.applyCoreData(to: read, setup: setup)
            // A bundle whose versions declare no entity is nothing read: never a pass.
            if let first = versions.first, versions.allSatisfy({ $0.entities.isEmpty }) {
                throw InputError(
                    SelectionProblems.noSchemas,
                    message: "no entity in any version of '\(path)' (\(versions.count) version\(versions.count == 1 ? "" : "s") read)",
                    location: SourceLocation(file: first.file ?? path, line: 1, column: 1),
                    fix: "add the entities in Xcode's model editor, or name the bundle that holds the model")
            }
            let notes = (setup.flatMap { setup in versions.last.map { CoreDataScope.notes(setup, for: $0) } } ?? []) + settled
            let scopeFacts = versions.last.map { newest in
                newest.entities.map { entity -> String in
                    if let note = settled.first(where: { $0.entity == entity.name }) {
                        return "'\(entity.name)' \(note.message.components(separatedBy: "' is checked as ").dropFirst().joined())"
                    }
                    guard let setup else {
                        let syncs = newest.syncs(entity)
                        return Self.scopeFact(entity.name, scope: syncs ? .synced : .local,
                                              reason: Self.flagReason(entity, in: newest), at: nil, guessed: true)
                    }
                    let found = setup.scope(ofEntityIn: entity.configurations)
                    return Self.scopeFact(entity.name, scope: found.scope, reason: found.store?.reason ?? "no store description loads it",
                                          at: found.store?.location, guessed: found.store?.guessed ?? false)
                }
            } ?? []
            var model = SourceModel(kind: .coreData, path: path, name: imported.name, versions: versions,
                             readerFindings: (order?.warning.map { [$0] } ?? []) + (order?.note.map { [$0] } ?? []) + notes, versionOrder: order,
                             migration: .xcodeModel(imported.name, versions: versions, mappingModels: mappingModels(beside: path)))
            model.scopeFacts = scopeFacts
            return model
        }
        let result = try SwiftDataSources.read([path], scopes: scopes)
        // A folder without Swift files is nothing read: never a pass.
        if result.models.isEmpty {
            throw InputError(SelectionProblems.noSchemas, message: "no Swift file with a @Model class in '\(path)'",
                             location: SourceLocation(file: path, line: 1, column: 1),
                             fix: "name the folder or the .swift files that declare the @Model classes")
        }
        // Code with no VersionedSchema is the reader's 'Model', named after its folder (below).
        let models = model.map { name in
            result.models.filter { candidate in
                candidate.name == name || (candidate.name == "Model" && !candidate.versions.contains { $0.versionedSchema != nil }
                                           && unversionedName(of: path) == name)
            }
        } ?? result.models
        guard let chosen = models.first, models.count == 1 else {
            let names = result.models.map { "'\($0.name)'" }.joined(separator: ", ")
            throw InputError(
                SelectionProblems.ambiguousModel,
                message: models.isEmpty ? "no SwiftData model '\(model ?? "")' in '\(path)' (its models: \(names))"
                    : "'\(path)' holds several SwiftData models (\(names))",
                location: SourceLocation(file: path, line: 1, column: 1),
                fix: "choose one with --model, or 'model:' in ckschema.yaml")
        }
        let numbered = chosen.versions.contains { $0.versionedSchema != nil }
        // Code with no VersionedSchema names no model: the folder it lives in does.
        let name = !numbered && chosen.name == "Model" ? unversionedName(of: path) ?? chosen.name : chosen.name
        let versions = chosen.versions.map { version -> Schema in
            var schema = version.schema
            schema.model = name
            schema.file = schema.file ?? version.location?.file
            return schema
        }
        let readerFindings = result.diagnostics.filter { $0.severity > .note || SwiftDataLint.shownNoteIDs.contains($0.id) }
        var model = SourceModel(kind: .swiftData, path: path, name: name, versions: versions, readerFindings: readerFindings,
                                numbered: numbered, newestSwiftVersion: chosen.versions.last, migration: chosen.migration)
        model.files = result.files
        if let newest = chosen.versions.last {
            model.scopeFacts = newest.schema.entities.map { entity in
                let evidence = result.modelClass(of: entity.name, in: newest).flatMap { result.scopes[$0] }
                return Self.scopeFact(entity.name, scope: entity.scope ?? .unknown, reason: evidence?.reason ?? "no store read",
                                      at: evidence?.location, guessed: evidence?.guessed ?? false)
            }
        }
        return model
    }
}

extension SourceModel {
    /// Why an Xcode model's entity syncs or not when no code that loads the model was read: the
    /// configurations it is in, as the model marks them.
    static func flagReason(_ entity: Entity, in schema: Schema) -> String {
        let names = schema.configurationNames(of: entity)
        let declared = names.filter { name in schema.configurations.contains { $0.name == name } }
        let marked = names.filter { schema.configurationSyncs($0) }
        let place: String
        if declared.isEmpty {
            place = "in the Default configuration"
        } else if let first = marked.first {
            place = "in configuration '\(first)', marked \"Used with CloudKit\""
        } else {
            place = "only in configuration\(names.count == 1 ? "" : "s") \(names.map { "'\($0)'" }.joined(separator: ", ")), not marked \"Used with CloudKit\""
        }
        return place + "; no code that loads the model was read"
    }

    /// One line of ``scopeFacts``.
    static func scopeFact(_ entity: String, scope: SyncScope, reason: String, at location: SourceLocation?, guessed: Bool) -> String {
        let place = location.map { " at \($0)" } ?? ""
        switch scope {
        case .unknown:
            return "'\(entity)' cannot be placed: \(reason); the gate checks it as synced (settle it: scopes: in ckschema.yaml)"
        case .synced where guessed:
            return "'\(entity)' synced: \(reason)\(place) (a guess in the safe direction: settle it with entitlements: or scopes: in ckschema.yaml)"
        default:
            return "'\(entity)' \(scope.rawValue): \(reason)\(place)"
        }
    }
}

extension SourceModel {
    /// Where one of the model's versions is declared, as reports name it: an Xcode version's
    /// `contents` file; SwiftData's `VersionedSchema` and its file (`SchemaV2 in App/Schemas.swift`),
    /// or, for code that declares none, the folder read (`the @Model classes in App`) — not the
    /// file of whichever class came first.
    public func origin(of version: Schema) -> String? {
        guard kind == .swiftData else { return version.file }
        let prefix = "SwiftData VersionedSchema '"
        if let comment = version.comment, comment.hasPrefix(prefix),
           let name = comment.dropFirst(prefix.count).split(separator: "'", omittingEmptySubsequences: false).first {
            return "\(name)" + (version.file.map { " in \($0)" } ?? "")
        }
        return "the @Model classes in \(path)"
    }

    /// Folder names that say nothing about which app a model belongs to.
    static let genericFolderNames: Set<String> = [
        "model", "models", "sources", "source", "src", "shared", "data", "database", "persistence",
        "storage", "entities", "schema", "schemas", "core", "common", "domain",
    ]

    /// The name of SwiftData code that declares no `VersionedSchema` (nothing in the code names
    /// the model): the nearest folder on its path whose name is not a generic one (`Models`,
    /// `Sources`, …), usually the app's or the module's; nil (the reader's `Model`) when none is.
    static func unversionedName(of path: String) -> String? {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        if url.pathExtension == "swift" { url.deleteLastPathComponent() }
        for component in url.pathComponents.reversed() where component != "/" {
            // The schema format's model names: ASCII letters, digits and `_`, from a letter.
            let name = String(component.unicodeScalars.map {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) ? Character($0) : "_"
            })
            if !genericFolderNames.contains(component.lowercased()), name.first?.isLetter == true { return name }
        }
        return nil
    }
}

/// A source model read against the released YAML history of the schemas folder.
///
/// A version the release lock records is the YAML file's: released versions can no longer change,
/// so the source model's version of that number must say the same (else `released_version_modified`,
/// at the source model's element). Every other version is the source model's. What an Xcode model
/// or SwiftData code cannot say — `container`, `database`, `versionAttribute`, `sharing` — comes from the YAML
/// version of the same number, else the newest YAML version before it.
public struct SourceModelHistory: Sendable {
    /// The model as read.
    public var source: SourceModel
    /// The schemas folder.
    public var folder: String
    /// Released versions from YAML, the others from the source model, oldest first, under the YAML model's name.
    public var history: ModelHistory
    /// The source versions, with the YAML settings and model name applied.
    public var sourceVersions: [Schema]
    /// The folder's release lock.
    public var lock: ReleaseLock
    /// The YAML versions of the model.
    public var yaml: [Schema]
    /// `released_version_modified` for each released version the source model no longer says, by version.
    public var modifiedByVersion: [Int: [Diagnostic]]
    /// The change findings of a released current version whose models the code now keeps in
    /// stores of another scope (``rescoped(_:as:)``).
    public var scopeChanges: [Diagnostic]

    /// Every `released_version_modified` finding, oldest version first.
    public var modified: [Diagnostic] { modifiedByVersion.keys.sorted().flatMap { modifiedByVersion[$0] ?? [] } }

    /// Reads `path` and the schemas folder `folder` (which may not exist yet: nothing released).
    public static func read(_ path: String, folder: String, model: String? = nil,
                            scopes: ScopeSettings = ScopeSettings(),
                            statedOrder: (names: [String], location: SourceLocation?)? = nil) throws -> SourceModelHistory {
        let exists = FileManager.default.fileExists(atPath: folder)
        let catalog = exists ? try SchemaLoader.loadDirectory(folder) : SchemaCatalog(models: [])
        let lock = exists ? try ReleaseLock.read(folder: folder) : ReleaseLock()
        let source = try SourceModel.read(path, model: model, scopes: scopes, statedOrder: statedOrder,
                                          released: SourceModel.isCoreDataModel(path) ? releasedXcodeVersions(of: path, model: model, catalog: catalog, lock: lock) : [:])
        guard !source.versions.isEmpty else {
            throw InputError(SelectionProblems.noSchemas, message: "no model version in '\(path)'", location: SourceLocation(file: path, line: 1, column: 1))
        }
        // The folder's only model stands for the source model under another name (an Xcode bundle named
        // 'Model'), unless a model was named: then it is another model's history.
        let yamlHistory = catalog.history(of: model ?? source.name) ?? (model == nil && catalog.models.count == 1 ? catalog.models[0] : nil)
        let name = yamlHistory?.model ?? model ?? source.name
        let yaml = yamlHistory?.versions ?? []
        var versions: [Schema] = []
        var sourceVersions: [Schema] = []
        var modified: [Int: [Diagnostic]] = [:]
        for var schema in source.versions {
            schema.model = name
            if !source.numbered, let newest = yaml.last {
                // Unversioned code is the newest YAML version while that is open or unchanged, else the next.
                let entry = lock.entry(model: name, version: newest.version)
                var same = schema
                same.version = newest.version
                schema.version = entry.map { ReleaseLock.isModified(Self.inheriting(newest, into: same), since: $0) } == true
                    ? newest.version + 1 : newest.version
            }
            if let settings = yaml.last(where: { $0.version <= schema.version }) {
                schema = Self.inheriting(settings, into: schema)
            }
            sourceVersions.append(schema)
            if let entry = lock.entry(model: name, version: schema.version),
               let released = yaml.first(where: { $0.version == schema.version }) {
                let found = try ReleaseLock.verify(schema, against: entry).map { Self.sourceWording($0, source: source, released: released) }
                if !found.isEmpty { modified[schema.version] = found }
                versions.append(released)
            } else {
                versions.append(schema)
            }
        }
        // YAML versions the model where it lives no longer has (older code keeps one version) stay
        // in the history: production keeps them.
        let sourceNumbers = Set(sourceVersions.map(\.version))
        versions = (versions + yaml.filter { !sourceNumbers.contains($0.version) && $0.version < (sourceVersions.last?.version ?? 0) })
            .sorted { $0.version < $1.version }
        var scopeChanges: [Diagnostic] = []
        if let current = sourceVersions.last, lock.entry(model: name, version: current.version) != nil,
           let index = versions.firstIndex(where: { $0.version == current.version }) {
            (versions[index], scopeChanges) = rescoped(versions[index], as: current)
        }
        return SourceModelHistory(source: source, folder: folder, history: ModelHistory(model: name, versions: versions),
                           sourceVersions: sourceVersions, lock: lock, yaml: yaml, modifiedByVersion: modified,
                           scopeChanges: scopeChanges)
    }

    /// The released versions of the Xcode bundle at `path`: each locked snapshot's Xcode version
    /// name (its `comment: Xcode model version '…'`, written by `release --from`) and number.
    static func releasedXcodeVersions(of path: String, model: String?, catalog: SchemaCatalog, lock: ReleaseLock) -> [String: Int] {
        let bundle = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let history = catalog.history(of: model ?? bundle) ?? (model == nil && catalog.models.count == 1 ? catalog.models[0] : nil)
        else { return [:] }
        let prefix = XCDataModelContentsReader.comment(forVersionName: "")
        var released: [String: Int] = [:]
        for version in history.versions where lock.entry(model: history.model, version: version.version) != nil {
            // `Xcode model version 'NAME'`
            guard let comment = version.comment, comment.hasPrefix(String(prefix.dropLast())), comment.hasSuffix("'") else { continue }
            let name = String(comment.dropFirst(prefix.count - 1).dropLast())
            if released[name] == nil { released[name] = version.version }
        }
        return released
    }

    /// Which stores hold a SwiftData model is decided by the app's `ModelConfiguration`s, outside
    /// its `VersionedSchema`, so code whose current version is released can still move a model into
    /// a store that syncs or out of every one that does. The released version is checked with the
    /// code's scopes (lint then applies to what the code syncs), and compared with itself as
    /// released: each finding points at the model's class, with the file's `scope:` beside it.
    static func rescoped(_ released: Schema, as current: Schema) -> (Schema, [Diagnostic]) {
        var rescoped = released
        var classes: [String: SourceLocation] = [:]
        for index in rescoped.entities.indices {
            guard let entity = current.entities.first(where: { $0.name == rescoped.entities[index].name }),
                  let scope = entity.scope else { continue }
            rescoped.entities[index].scope = scope
            classes[entity.name] = entity.source.location
        }
        guard rescoped != released else { return (released, []) }
        let findings = CompatibilityChecker().check(old: released, new: rescoped).reported.map { finding in
            var diagnostic = finding.diagnostic(in: rescoped)
            diagnostic.location = finding.change.entity.flatMap { classes[$0] } ?? diagnostic.location
            return diagnostic
        }
        return (rescoped, findings)
    }

    /// `schema` with the settings an Xcode model or SwiftData code cannot say taken from `yaml`.
    static func inheriting(_ yaml: Schema, into schema: Schema) -> Schema {
        var schema = schema
        schema.container = schema.container ?? yaml.container
        if schema.database == .private { schema.database = yaml.database }
        schema.versionAttribute = schema.versionAttribute ?? yaml.versionAttribute
        schema.sharing = schema.sharing || yaml.sharing
        return schema
    }

    /// What `check` reads: the released history up to the current version, which is the source model's,
    /// so findings point at the Xcode or Swift line as `lint` reports them. A released current
    /// version the source model no longer says stays the YAML file's: the lock finding reports the edit.
    var checkedHistory: ModelHistory {
        var versions = history.versions
        if checksSourceCurrent { versions[versions.count - 1] = current }
        return ModelHistory(model: history.model, versions: versions)
    }

    /// Whether `check` gates the source model's current version (``checkedHistory``): unless it is released
    /// and the source model no longer says what was released.
    var checksSourceCurrent: Bool { modifiedByVersion[current.version] == nil }

    /// What `check` reports about the source model against its releases: released versions it no
    /// longer says, released YAML snapshots edited or deleted since their release, and models of
    /// the released current version that changed scope.
    ///
    /// - Throws: ``InputError`` for a lock whose element hashes cannot be read.
    func lockFindings() throws -> [(model: String, diagnostic: Diagnostic)] {
        try (modified + snapshotFindings() + scopeChanges).map { (history.model, $0) }
    }

    /// The release lock over the model's YAML snapshots, as `check` of a schemas folder verifies
    /// it: each edited snapshot is `released_version_modified` at the edited element of its file,
    /// each deleted one `released_version_missing`. The snapshots are the released history the
    /// source model is compared with, so an edit there would hide a change from the gate.
    func snapshotFindings() throws -> [Diagnostic] {
        let entries = ReleaseLock(released: lock.released.filter { $0.model == history.model })
        let snapshots = SchemaCatalog(models: yaml.isEmpty ? [] : [ModelHistory(model: history.model, versions: yaml)])
        return try entries.verifiedEntries(snapshots, folder: folder).map(\.diagnostic)
    }

    /// Whether version `version` is released (locked).
    public func isReleased(_ version: Int) -> Bool { lock.entry(model: history.model, version: version) != nil }

    /// The source model's newest version: what `check` gates and `release` snapshots.
    public var current: Schema { sourceVersions[sourceVersions.count - 1] }

    /// A lock finding about a source model's version, said in the source model's terms: the released YAML file
    /// as the related location.
    private static func sourceWording(_ diagnostic: Diagnostic, source: SourceModel, released: Schema) -> Diagnostic {
        var worded = diagnostic
        let where_ = source.kind == .coreData ? "in Xcode add a model version" : "add a VersionedSchema"
        worded.fix = "the \(source.kind.rawValue) no longer says what released version \(released.version) says: undo the edit, and \(where_) for the change"
        worded.relatedLocation = released.source.location ?? released.file.map { SourceLocation(file: $0, line: 1, column: 1) }
        return worded
    }
}
