/// A model's versions as the app's own migration code orders them, with the stages the app
/// declares between them: what the migration rules check, whatever the store syncs.
///
/// For SwiftData code it is the `SchemaMigrationPlan` (or, without one, the `VersionedSchema`s in
/// `versionIdentifier` order); every name is the app's own (`NotesSchemaV2`, `NotesMigrationPlan`).
public struct ModelMigration: Sendable, Hashable {
    /// The model's name, as the reader names it.
    public var model: String
    /// The `SchemaMigrationPlan` type, when a plan orders the versions.
    public var plan: MigrationPlanInfo?
    /// The versions, in the plan's order (its `schemas`), oldest first.
    public var versions: [MigrationVersion]
    /// The stages the plan declares, in its `stages` order.
    public var stages: [MigrationStageInfo]
    /// Whether the plan's `stages` could be read whole (a list computed by code could not): when
    /// false, a step without a stage is not reported as missing one.
    public var stagesKnown: Bool
    /// For an Xcode model (every version of its bundle, the current one last): the `.xcmappingmodel`s
    /// found beside it. Nil for SwiftData code.
    public var mappingModels: [String]?
    /// When the app's `#if os(…)` branches make the plan differ by platform: the plan each group of
    /// platforms builds, one per group that differs (the migration itself holds every branch
    /// together). The migration rules check each, and name the platforms of a finding that does
    /// not hold on all of them.
    public var platformVariants: [PlatformModelMigration] = []

    /// Whether the migration is an Xcode model's, whose store migrates from its version straight to
    /// the current one, by a mapping model or an inferred one.
    public var isCoreData: Bool { mappingModels != nil }

    public init(model: String, plan: MigrationPlanInfo? = nil, versions: [MigrationVersion],
                stages: [MigrationStageInfo] = [], stagesKnown: Bool = true, mappingModels: [String]? = nil) {
        self.model = model
        self.plan = plan
        self.versions = versions
        self.stages = stages
        self.stagesKnown = stagesKnown
        self.mappingModels = mappingModels
    }

    /// The migration of an Xcode model: its versions in the bundle's order, the current one last, each
    /// named after its `.xcdatamodel` (`Model 2`), with the mapping models found beside the bundle.
    public static func xcodeModel(_ name: String, versions: [Schema], mappingModels: [String]) -> ModelMigration {
        ModelMigration(model: name, versions: versions.map { schema in
            let folder = schema.file.map { PathName.parent($0) }.map { PathName.last($0) }
            let versionName = folder.flatMap { $0.hasSuffix(".xcdatamodel") ? String($0.dropLast(".xcdatamodel".count)) : nil }
                ?? "version \(schema.version)"
            return MigrationVersion(name: versionName, qualifiedName: versionName, identifier: nil,
                                    location: schema.file.map { SourceLocation(file: $0, line: 1, column: 1) },
                                    listedAt: nil, schema: schema, references: [])
        }, mappingModels: mappingModels)
    }

    /// The stage the plan declares from version `index` to the next one, if any.
    public func stage(after index: Int) -> MigrationStageInfo? {
        guard versions.indices.contains(index + 1) else { return nil }
        return stages.first { $0.from == versions[index].qualifiedName && $0.to == versions[index + 1].qualifiedName }
    }
}

/// The migration plan as some platforms build it.
public struct PlatformModelMigration: Sendable, Hashable {
    /// The platforms, in ``AppPlatform``'s order.
    public var platforms: [AppPlatform]
    public var migration: ModelMigration

    public init(platforms: [AppPlatform], migration: ModelMigration) {
        self.platforms = platforms
        self.migration = migration
    }
}

/// The `SchemaMigrationPlan` type.
public struct MigrationPlanInfo: Sendable, Hashable {
    /// As written (`NotesMigrationPlan`).
    public var name: String
    public var location: SourceLocation?
    /// Where its `stages` list is (or, without one, the plan's declaration).
    public var stagesLocation: SourceLocation?

    public init(name: String, location: SourceLocation?, stagesLocation: SourceLocation?) {
        self.name = name
        self.location = location
        self.stagesLocation = stagesLocation
    }
}

/// One version of the migration: a `VersionedSchema`.
public struct MigrationVersion: Sendable, Hashable {
    /// The type's name as written (`NotesSchemaV2`).
    public var name: String
    /// Qualified by the types it is nested in (`Schemas.NotesSchemaV2`).
    public var qualifiedName: String
    /// Its `versionIdentifier` (`[2, 0, 0]`), when written as literals.
    public var identifier: [Int]?
    /// Where the type is declared.
    public var location: SourceLocation?
    /// Where the plan's `schemas` lists it.
    public var listedAt: SourceLocation?
    /// The version as the schema model.
    public var schema: Schema
    /// The model classes its `models` names, each where it is named.
    public var references: [ModelClassReference]
    /// Each stored property's type as the app writes it (`Int`, `String?`), by `Entity.property`.
    public var propertyTypes: [String: String]
    /// Every property the version's classes declare, as written (`Subscription._shortsSetting: Int?`),
    /// sorted, including ones ``schema`` leaves out: two versions are the same only if these match too.
    public var declaredProperties: [String] = []

    public init(name: String, qualifiedName: String, identifier: [Int]?, location: SourceLocation?,
                listedAt: SourceLocation?, schema: Schema, references: [ModelClassReference],
                propertyTypes: [String: String] = [:]) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.identifier = identifier
        self.location = location
        self.listedAt = listedAt
        self.schema = schema
        self.references = references
        self.propertyTypes = propertyTypes
    }

    /// The type of `entity.property` as the app writes it, else its attribute type.
    public func typeName(entity: String, attribute: Attribute) -> String {
        propertyTypes["\(entity).\(attribute.name)"].map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 } ?? attribute.type.rawValue
    }

    /// `2.0.0`, when known.
    public var identifierText: String? { identifier.map { $0.map(String.init).joined(separator: ".") } }
}

/// A model class a version's `models` names.
public struct ModelClassReference: Sendable, Hashable {
    /// Qualified (`NotesSchemaV1.Note`, or `Note` for a top-level class).
    public var className: String
    /// Whether the class is a frozen copy (declared inside some `VersionedSchema`, or inside any
    /// other type when the newest version does not list it), rather than a live class the app
    /// keeps editing.
    public var isVersionCopy: Bool
    /// Where the version names it (`Note.self`, or the list it adds).
    public var location: SourceLocation

    public init(className: String, isVersionCopy: Bool, location: SourceLocation) {
        self.className = className
        self.isVersionCopy = isVersionCopy
        self.location = location
    }
}

/// A `MigrationStage` of the plan.
public struct MigrationStageInfo: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `.lightweight(fromVersion:toVersion:)`.
        case lightweight
        /// `.custom(fromVersion:toVersion:willMigrate:didMigrate:)`.
        case custom
    }

    public var kind: Kind
    /// The versions it connects, qualified, when they name a `VersionedSchema` read.
    public var from: String?
    public var to: String?
    /// The versions as written (`NotesSchemaV1`).
    public var fromWritten: String
    public var toWritten: String
    /// Where the stage is written (`.lightweight(…)`, or the static property the list names).
    public var location: SourceLocation
    /// The static property it is declared as (`migrateV1toV2`), if any.
    public var propertyName: String?

    public init(kind: Kind, from: String?, to: String?, fromWritten: String, toWritten: String,
                location: SourceLocation, propertyName: String? = nil) {
        self.kind = kind
        self.from = from
        self.to = to
        self.fromWritten = fromWritten
        self.toWritten = toWritten
        self.location = location
        self.propertyName = propertyName
    }

    /// How the app writes it: `.lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self)`,
    /// or the property's name.
    public var written: String {
        propertyName.map { "'\($0)' (.\(kind.rawValue))" } ?? ".\(kind.rawValue)(fromVersion: \(fromWritten).self, toVersion: \(toWritten).self)"
    }
}
