import CKSchemaCore
import Foundation

/// `schemas/ckschema.lock`: the released versions, each with the SHA-256 of its normalized content
/// and of every element, committed next to the schemas.
///
/// JSON, keys sorted, one entry per released version:
///
///     {"lockVersion": 1, "released": [{"model": "WordErase", "version": 1, "file": "v1.yaml",
///       "sha256": "…", "elements": {"schema": "…", "Score": "…", "Score.points": "…"}}]}
public struct ReleaseLock: Sendable, Hashable, Codable {
    /// The lock file's name inside the schemas folder.
    public static let fileName = "ckschema.lock"

    public var lockVersion: Int = 1
    public var released: [Entry] = []

    public init(released: [Entry] = []) {
        self.released = released
    }

    /// The entry for a version.
    public func entry(model: String, version: Int) -> Entry? {
        released.first { $0.model == model && $0.version == version }
    }

    /// Reads the lock of a schemas folder; an absent file is an empty lock.
    public static func read(folder: String) throws -> ReleaseLock {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard let bytes = try InputFile.read(path, format: .releaseLock) else { return ReleaseLock() }
        return try decode(bytes, file: path)
    }

    /// A lock's bytes as read (from a file, or from git at a revision named in `file`).
    public static func decode(_ bytes: [UInt8], file: String) throws -> ReleaseLock {
        do {
            return try JSONDecoder().decode(ReleaseLock.self, from: Data(bytes))
        } catch {
            throw invalid(file, "\(error)")
        }
    }

    /// The error for a lock file that is not what `release` writes.
    static func invalid(_ path: String, _ reason: String) -> InputError {
        InputError(ReleaseLockProblems.invalidLock, message: "cannot read '\(path)': \(reason)",
                   location: SourceLocation(file: path, line: 1, column: 1))
    }

    /// The lock as written to disk: pretty JSON, sorted keys, trailing newline.
    public func rendered() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// Adds (or confirms) a released version; returns whether it was added. Confirming an entry
    /// of an older lock records the file's hash it lacked. Throws when the version was released
    /// with other content.
    public mutating func release(_ schema: Schema, file: String) throws -> Bool {
        let elements = CanonicalSchema.elementHashes(of: schema)
        let entry = Entry(model: schema.model, version: schema.version, file: file,
                          sha256: CanonicalSchema.hash(elementHashes: elements), elements: elements,
                          fileSHA256: Self.fileHash(of: schema))
        if let index = released.firstIndex(where: { $0.model == schema.model && $0.version == schema.version }) {
            guard released[index].sha256 == entry.sha256 else {
                throw InputError(try Self.verify(schema, against: released[index]))
            }
            if released[index].fileSHA256 == nil { released[index].fileSHA256 = entry.fileSHA256 }
            return false
        }
        released.append(entry)
        released.sort { ($0.model, $0.version) < ($1.model, $1.version) }
        return true
    }

    /// Whether the content of `schema` differs from the released `entry`.
    public static func isModified(_ schema: Schema, since entry: Entry) -> Bool {
        if let released = entry.fileSHA256, fileHash(of: schema) == released { return false }
        return CanonicalSchema.hash(of: schema) != entry.sha256
    }

    /// Errors for every element of `schema` whose content differs from the released `entry`.
    public static func verify(_ schema: Schema, against entry: Entry) throws -> [Diagnostic] {
        if let released = entry.fileSHA256, fileHash(of: schema) == released { return [] }
        let current = CanonicalSchema.elementHashes(of: schema)
        guard CanonicalSchema.hash(elementHashes: current) != entry.sha256 else { return [] }
        let released = entry.elements
        let file = schema.file ?? entry.file
        var diagnostics: [Diagnostic] = []
        for key in Set(current.keys).union(released.keys).sorted() where current[key] != released[key] {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            let entity = key == "schema" ? nil : schema.entity(named: parts[0])
            let member = parts.count == 2 ? parts[1] : nil
            // An added or removed member (entity) changes its entity's (the version's) list of
            // names too: one edit, reported once, at the member (entity) itself.
            if released[key] != nil, current[key] != nil, onlyNamesDiffer(key, schema: schema, entity: member == nil ? entity : nil, released: released) {
                continue
            }
            let attribute = member.flatMap { entity?.attribute(named: $0) }
            let relationship = member.flatMap { entity?.relationship(named: $0) }
            let what: String
            if key == "schema" { what = "its top-level settings changed" }
            else if current[key] == nil { what = "\(member == nil ? "entity" : "member") '\(key)' was removed" }
            else if released[key] == nil { what = "\(attribute != nil ? "attribute" : relationship != nil ? "relationship" : "entity") '\(key)' was added" }
            else { what = "\(attribute != nil ? "attribute" : relationship != nil ? "relationship" : "entity") '\(key)' changed" }
            let location = attribute?.source.location ?? relationship?.source.location ?? entity?.source.location
                ?? schema.source.location ?? SourceLocation(file: file, line: 1, column: 1)
            diagnostics.append(Diagnostic(
                ReleaseLockChecks.modified,
                message: "version \(entry.version) of '\(entry.model)' is released and locked, but \(what) ('\(file)')",
                location: location, entity: entity?.name ?? (key == "schema" ? nil : parts[0]),
                attribute: attribute?.name, relationship: relationship?.name,
                fix: "revert the edit and put the change in a new version; a store written by the released version would fail with 'unknown model version'"))
        }
        return diagnostics
    }

    /// Whether the element `key` (`schema` or an entity) says what it said when released once its
    /// list of names is the released one: only members (entities) were added or removed.
    private static func onlyNamesDiffer(_ key: String, schema: Schema, entity: Entity?, released: [String: String]) -> Bool {
        if key == "schema" {
            let names = released.keys.filter { $0 != "schema" && !$0.contains(".") }
            return ContentHash.sha256(CanonicalSchema.schemaText(schema, entities: Array(names))) == released[key]
        }
        guard let entity else { return false }
        let prefix = entity.name + "."
        let names = released.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        return ContentHash.sha256(CanonicalSchema.entityText(entity, members: names)) == released[key]
    }

    /// `sha256:<hex>` of the file `schema` was read from, nil when it has none or it cannot be read.
    static func fileHash(of schema: Schema) -> String? {
        guard let file = schema.file, let bytes = try? InputFile.read(file, format: .yamlSchema) else { return nil }
        return ContentHash.of(bytes)
    }

    /// Errors for every released version of `catalog` that was edited or is missing.
    public func verify(_ catalog: SchemaCatalog, folder: String) throws -> [Diagnostic] {
        try verifiedEntries(catalog, folder: folder).map(\.diagnostic)
    }

    /// ``verify(_:folder:)`` with the model each error is about (a missing version is located in
    /// the lock file, not in any file of its model).
    package func verifiedEntries(_ catalog: SchemaCatalog, folder: String) throws -> [(model: String, diagnostic: Diagnostic)] {
        try released.flatMap { entry -> [(model: String, diagnostic: Diagnostic)] in
            guard let schema = catalog.version(entry.version, model: entry.model) else {
                return [(entry.model, Self.missing(entry, folder: folder))]
            }
            return try Self.verify(schema, against: entry).map { (entry.model, $0) }
        }
    }

    /// Errors for the released versions that no file of `catalog` declares any more; unlike
    /// ``verify(_:folder:)`` this never reads the element hashes.
    public func missingVersions(_ catalog: SchemaCatalog, folder: String) -> [Diagnostic] {
        released.filter { catalog.version($0.version, model: $0.model) == nil }.map { Self.missing($0, folder: folder) }
    }

    private static func missing(_ entry: Entry, folder: String) -> Diagnostic {
        Diagnostic(
            ReleaseLockChecks.missing,
            message: "version \(entry.version) of '\(entry.model)' is released and locked, but no schema file declares it (expected '\(entry.file)')",
            location: SourceLocation(file: (folder as NSString).appendingPathComponent(fileName), line: 1, column: 1),
            fix: "restore the file: production and users' stores still depend on it")
    }
}
