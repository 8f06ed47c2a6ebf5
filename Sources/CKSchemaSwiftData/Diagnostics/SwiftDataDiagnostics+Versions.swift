import CKSchemaCore

/// Versions (`VersionedSchema`, `SchemaMigrationPlan`), the models they list, and the container.
extension SwiftDataDiagnostics {
    public static let modelAdded = SwiftDataDiagnosticDescription(
        id: "swiftdata.model_added", severity: .note,
        summary: "A model that a version does not list is added because a listed model relates to it or inherits from it",
        rationale: "SwiftData's `Schema` follows relationships and superclasses, so the model is part of the store anyway.",
        fix: "List it in `models` to make that visible in the code.",
        example: """
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Author.self] }
                @Model final class Author {
                    @Relationship(inverse: \\Book.author) var ↓books: [Book]? = []
                }
                @Model final class Book {
                    var author: Author?
                }
            }
            """)

    public static let unknownModel = SwiftDataDiagnosticDescription(
        id: "swiftdata.unknown_model", severity: .warning,
        summary: "A `VersionedSchema`'s `models` names a type that is no `@Model` class in the files read",
        rationale: "The version is read without it.",
        fix: "Include the file that declares the model.",
        example: """
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [↓Missing.self] }
            }
            """)

    public static let duplicateEntity = SwiftDataDiagnosticDescription(
        id: "swiftdata.duplicate_entity", severity: .warning,
        summary: "Two `@Model` classes of one version have the same name",
        rationale: "The entity name is the class name without the enclosing types, so they would be one entity. The first is kept.",
        fix: "List only one of them in the version's `models`.",
        example: """
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self, Old.Item.self] }
                @Model final class Item { var name: String = "" }
            }
            enum Old {
                @Model final class ↓Item { var title: String = "" }
            }
            """)

    public static let modelOutsideVersions = SwiftDataDiagnosticDescription(
        id: "swiftdata.model_outside_versions", severity: .warning,
        summary: "A `@Model` class is in no `VersionedSchema` although the files declare versions",
        rationale: "Only the versions are read; the class is not part of any of them.",
        fix: "List the class in the current `VersionedSchema`'s `models`, or leave its file out.",
        example: """
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self] }
            }
            @Model final class Item { var name: String = "" }
            @Model final class ↓Scratch { var text: String = "" }
            """)

    public static let versionOrder = SwiftDataDiagnosticDescription(
        id: "swiftdata.version_order", severity: .note,
        summary: "`VersionedSchema`s that no `SchemaMigrationPlan` lists are ordered by their `versionIdentifier`",
        rationale: "A migration plan's `schemas` gives the real order; without one, the version identifiers (then the names) are the best evidence.",
        fix: "Include the file that declares the `SchemaMigrationPlan`.",
        example: """
            enum SchemaV2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self] }
                @Model final class Item { var name: String = "" }
            }
            enum ↓SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self] }
                @Model final class Item { var title: String = "" }
            }
            """)

    public static let unknownSchema = SwiftDataDiagnosticDescription(
        id: "swiftdata.unknown_schema", severity: .warning,
        summary: "A `SchemaMigrationPlan`'s `schemas` names a type that is no `VersionedSchema` in the files read",
        rationale: "The plan's other versions are read without it, so version numbers after it shift.",
        fix: "Include the file that declares that `VersionedSchema`.",
        example: """
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [↓SchemaV1.self] }
                static var stages: [MigrationStage] { [] }
            }
            """)

    public static let cloudKitDatabase = SwiftDataDiagnosticDescription(
        id: "swiftdata.cloudkit_database", severity: .note,
        summary: "A `ModelConfiguration`'s `cloudKitDatabase:` does not name the container as a literal",
        rationale: """
            Only `.private("iCloud.…")` names the container in the code. `.automatic` uses the first \
            container of the app's entitlements, `.none` keeps that store local, and an expression is \
            decided at run time (a container literal inside it is used, and said so). ckschema checks \
            the models as syncing either way.
            """,
        fix: "Nothing to change; set `container:` in the YAML if you import the model.",
        example: """
            let configuration = ModelConfiguration(cloudKitDatabase: ↓.automatic)
            """)

    public static let conflictingContainers = SwiftDataDiagnosticDescription(
        id: "swiftdata.conflicting_containers", severity: .warning,
        summary: "Two `ModelConfiguration`s name different CloudKit containers",
        rationale: "A schema version has one container; the first one found is used.",
        fix: "Read the models of each container separately.",
        example: """
            let a = ModelConfiguration("A", cloudKitDatabase: .private("iCloud.com.example.a"))
            let b = ModelConfiguration("B", cloudKitDatabase: ↓.private("iCloud.com.example.b"))
            """)
}
