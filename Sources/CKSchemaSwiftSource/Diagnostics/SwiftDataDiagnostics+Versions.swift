import CKSchemaCore

/// Versions (`VersionedSchema`, `SchemaMigrationPlan`), the models they list, and the container.
extension SwiftDataDiagnostics {
    public static let modelAdded = DiagnosticDescription(
        id: "swiftdata.model_added",
        summary: "A model that a version does not list is added because a listed model relates to it or inherits from it",
        severity: .note,
        examples: [.file("Model.swift", """
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Author.self] }
                @Model final class Author {
                    @Relationship(inverse: \\Book.author) var books: [Book]? = []
                }
                @Model final class Book {
                    var author: Author?
                }
            }
            """, output: """
            Model.swift:5:50: note: 'Book' is not listed in the version's models but is part of it: 'Author.books' relates to it [swiftdata.model_added]
             5 |         @Relationship(inverse: \\Book.author) var books: [Book]? = []
               |                                                  ^
            """)])

    public static let unknownModel = DiagnosticDescription(
        id: "swiftdata.unknown_model",
        summary: "A `VersionedSchema`'s `models` names a type that is no `@Model` class in the files read",
        severity: .warning,
        examples: [.file("Model.swift", """
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Missing.self] }
            }
            """, output: """
            Model.swift:3:54: warning: models of 'SchemaV1' names 'Missing', which is no @Model class in the files read; left out [swiftdata.unknown_model]
             3 |     static var models: [any PersistentModel.Type] { [Missing.self] }
               |                                                      ^
            """)])

    public static let duplicateEntity = DiagnosticDescription(
        id: "swiftdata.duplicate_entity",
        summary: "Two `@Model` classes of one version have the same name",
        severity: .warning,
        examples: [.file("Model.swift", """
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self, Old.Item.self] }
                @Model final class Item { var name: String = "" }
            }
            enum Old {
                @Model final class Item { var title: String = "" }
            }
            """, output: """
            Model.swift:7:24: warning: 'Old.Item' has the same entity name as another model of the version; left out [swiftdata.duplicate_entity]
             7 |     @Model final class Item { var title: String = "" }
               |                        ^
            """)])

    public static let modelOutsideVersions = DiagnosticDescription(
        id: "swiftdata.model_outside_versions",
        summary: "A `@Model` class is in no `VersionedSchema` although the files declare versions",
        severity: .warning,
        examples: [.file("Model.swift", """
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self] }
            }
            @Model final class Item { var name: String = "" }
            @Model final class Scratch { var text: String = "" }
            """, output: """
            Model.swift:6:20: warning: @Model class 'Scratch' is in no VersionedSchema; it is not part of any version [swiftdata.model_outside_versions]
             6 | @Model final class Scratch { var text: String = "" }
               |                    ^
            """)])

    public static let versionOrder = DiagnosticDescription(
        id: "swiftdata.version_order",
        summary: "`VersionedSchema`s that no `SchemaMigrationPlan` lists are ordered by their `versionIdentifier`; one named as a plan's versions are is read as a version of its model",
        severity: .note,
        examples: [.file("Model.swift", """
            enum SchemaV2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self] }
                @Model final class Item { var name: String = "" }
            }
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self] }
                @Model final class Item { var title: String = "" }
            }
            """, output: """
            Model.swift:6:6: note: no SchemaMigrationPlan lists 'SchemaV1', 'SchemaV2'; ordered by versionIdentifier [swiftdata.version_order]
             6 | enum SchemaV1: VersionedSchema {
               |      ^
            """)])

    public static let unknownSchema = DiagnosticDescription(
        id: "swiftdata.unknown_schema",
        summary: "A `SchemaMigrationPlan`'s `schemas` names a type that is no `VersionedSchema` in the files read",
        severity: .warning,
        examples: [.file("Model.swift", """
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [SchemaV1.self] }
                static var stages: [MigrationStage] { [] }
            }
            """, output: """
            Model.swift:2:55: warning: schemas of 'Plan' names 'SchemaV1', which is no VersionedSchema in the files read; left out [swiftdata.unknown_schema]
             2 |     static var schemas: [any VersionedSchema.Type] { [SchemaV1.self] }
               |                                                       ^
            """)])

    public static let cloudKitDatabase = DiagnosticDescription(
        id: "swiftdata.cloudkit_database",
        summary: "A `ModelConfiguration`'s `cloudKitDatabase:` leaves the container or whether the store syncs to the app's entitlements or to run time",
        severity: .note,
        examples: [.file("Model.swift", """
            let sync = true
            let configuration = ModelConfiguration(cloudKitDatabase: sync ? .private("iCloud.com.example.app") : .none)
            """, output: """
            Model.swift:2:58: note: cloudKitDatabase is chosen at run time ('sync ? .private("iCloud.com.example.app") : .none'); using the container 'iCloud.com.example.app' found in it [swiftdata.cloudkit_database]
             2 | let configuration = ModelConfiguration(cloudKitDatabase: sync ? .private("iCloud.com.example.app") : .none)
               |                                                          ^
            """)])

    public static let conflictingContainers = DiagnosticDescription(
        id: "swiftdata.conflicting_containers",
        summary: "Two `ModelConfiguration`s name different CloudKit containers",
        severity: .warning,
        examples: [.file("Model.swift", """
            let a = ModelConfiguration("A", cloudKitDatabase: .private("iCloud.com.example.a"))
            let b = ModelConfiguration("B", cloudKitDatabase: .private("iCloud.com.example.b"))
            """, output: """
            Model.swift:2:51: warning: container 'iCloud.com.example.b' differs from 'iCloud.com.example.a' (Model.swift:1:51); the first is used [swiftdata.conflicting_containers]
             2 | let b = ModelConfiguration("B", cloudKitDatabase: .private("iCloud.com.example.b"))
               |                                                   ^
            """)])
}
