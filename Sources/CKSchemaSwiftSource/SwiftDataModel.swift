import CKSchemaCore

/// One schema version read from SwiftData code: a `VersionedSchema`, or the `@Model` classes
/// found when the code declares no versions.
public struct SwiftDataVersion: Sendable {
    /// The `VersionedSchema` type (`SchemaV2`), nil when the code declares no versions.
    public var versionedSchema: String?
    /// Its `versionIdentifier` (`2.0.0`), when written as literals.
    public var versionIdentifier: String?
    /// Where the `VersionedSchema` is declared, or the first model's class.
    public var location: CKSchemaCore.SourceLocation?
    /// The version as the schema model; every element carries its position in the Swift files.
    public var schema: Schema
    /// Each stored property's Swift type as written (`Int`, `[String]?`), by `Entity.property`.
    public var swiftTypes: [String: String]

    /// The `@Model` class each entity was read from, by entity name (indexes into the declarations).
    var modelIndexes: [String: Int] = [:]

    /// The Swift type of `entity.property`, if it was read.
    public func swiftType(entity: String, property: String) -> String? { swiftTypes["\(entity).\(property)"] }
}

/// A model read from SwiftData code: its versions, oldest first, numbered 1…n.
///
/// Each `SchemaMigrationPlan` is one model (its `schemas` give the order); `VersionedSchema`s no
/// plan lists form another, ordered by `versionIdentifier`.
public struct SwiftDataModel: Sendable {
    public var name: String
    public var versions: [SwiftDataVersion]
    /// The `SchemaMigrationPlan`'s versions and stages in the app's own names, when a plan orders the versions.
    public var migration: ModelMigration? = nil
}

/// Everything read from a set of Swift files.
public struct SwiftDataReadResult: Sendable {
    public var models: [SwiftDataModel]
    /// Located warnings and notes (and errors: a file that does not parse), sorted by position.
    public var diagnostics: [Diagnostic]
    /// The Swift files read, in the order read.
    public var files: [String]
    /// How many lines they have together.
    public var lineCount: Int
    /// Whether each `@Model` class's store syncs, and why, by qualified class name (`SchemaV2.Item`);
    /// every version's entities carry it as ``Entity/scope``.
    public var scopes: [String: ScopeEvidence] = [:]
    /// The qualified class name of each entity of a version, by entity name.
    public func modelClass(of entity: String, in version: SwiftDataVersion) -> String? {
        version.modelIndexes[entity].map { classNames[$0] }
    }
    /// Every `@Model` class read, by index, qualified.
    var classNames: [String] = []
    /// The `*.entitlements` files read, if any.
    public var entitlements: Entitlements?

    /// Whether a file could not be parsed (the result is then incomplete).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Every version of every model.
    public var versions: [SwiftDataVersion] { models.flatMap(\.versions) }
}

/// A Swift file's path and text.
public struct SwiftSource: Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
