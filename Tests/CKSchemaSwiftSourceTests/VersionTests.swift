import CKSchemaCore
import Testing
@testable import CKSchemaSwiftSource

/// `VersionedSchema`s, migration plans and the container.
@Suite struct VersionTests {
    static let schemas = """
        enum ScoresSchemaV1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { [Score.self] }
            @Model final class Score {
                var points: Int = 0
            }
        }
        enum ScoresSchemaV2: VersionedSchema {
            static let versionIdentifier: Schema.Version = .init(2, 0, 0)
            static var models: [any PersistentModel.Type] {
                return [Score.self, Event.self]
            }
            @Model final class Score {
                var points: Int = 0
                var maxPoints: Int = 0
                @Relationship(deleteRule: .cascade, inverse: \\Event.score) var events: [Event]? = []
            }
            @Model final class Event {
                var score: Score?
            }
        }
        """

    @Test func eachVersionedSchemaIsOneVersionInThePlansOrder() throws {
        let plan = """
            enum ScoresMigrationPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [ScoresSchemaV2.self, ScoresSchemaV1.self] }
                static var stages: [MigrationStage] { [] }
            }
            """
        let result = SwiftDataTestSupport.read(files: [("Schemas.swift", Self.schemas), ("Plan.swift", plan)])
        let model = try #require(result.models.first)
        #expect(result.models.count == 1)
        #expect(model.name == "Scores")
        // The plan's order wins over the identifiers.
        #expect(model.versions.map(\.versionedSchema) == ["ScoresSchemaV2", "ScoresSchemaV1"])
        #expect(model.versions.map(\.schema.version) == [1, 2])
        #expect(model.versions.map(\.versionIdentifier) == ["2.0.0", "1.0.0"])
        #expect(model.versions[0].schema.entities.map(\.name) == ["Score", "Event"])
        #expect(model.versions[1].schema.entities.map(\.name) == ["Score"])
        #expect(model.versions[0].schema.comment == "SwiftData VersionedSchema 'ScoresSchemaV2' (versionIdentifier 2.0.0)")
        #expect(model.versions[0].location?.file == "Schemas.swift")
    }

    @Test func withoutAPlanVersionsAreOrderedByIdentifier() throws {
        let result = SwiftDataTestSupport.read(files: [("Schemas.swift", Self.schemas)], modelName: "Scores")
        let model = try #require(result.models.first)
        #expect(model.name == "Scores")
        #expect(model.versions.map(\.versionedSchema) == ["ScoresSchemaV1", "ScoresSchemaV2"])
        #expect(result.diagnostics(SwiftDataDiagnostics.versionOrder.id).count == 1)
    }

    @Test func modelsListedByNameResolveToTopLevelClassesAndAliases() throws {
        let result = SwiftDataTestSupport.read("""
            typealias Item = AppSchemaV2.Item
            enum AppSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Note.self] }
                @Model final class Note { var text: String = "" }
            }
            enum AppSchemaV2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { AppSchemaV1.models + [Item.self] }
                @Model final class Item { var name: String = "" }
            }
            enum AppSchemaV3: VersionedSchema {
                static var versionIdentifier = Schema.Version(3, 0, 0)
                static var models: [any PersistentModel.Type] { [Note.self, Item.self, Missing.self] }
            }
            @Model final class Note { var text: String = ""; var pinned: Bool = false }
            """)
        let versions = try #require(result.models.first).versions
        #expect(versions.map { $0.schema.entities.map(\.name) } == [["Note"], ["Note", "Item"], ["Note", "Item"]])
        // V3 lists the top-level Note (with `pinned`), V1 its own nested one.
        #expect(versions[2].schema.entity(named: "Note")?.attribute(named: "pinned") != nil)
        #expect(versions[0].schema.entity(named: "Note")?.attribute(named: "pinned") == nil)
        #expect(result.diagnostics(SwiftDataDiagnostics.unknownModel.id).count == 1)
        #expect(result.diagnostics(SwiftDataDiagnostics.modelOutsideVersions.id).isEmpty)
    }

    @Test func relatedAndSuperclassModelsAreAddedWithANote() throws {
        let result = SwiftDataTestSupport.read("""
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Deck.self] }
                @Model class Collection { var name: String = "" }
                @Model final class Deck: Collection { var cards: [Card]? = [] }
                @Model final class Card { var deck: Deck? }
            }
            """)
        let schema = try #require(result.versions.first?.schema)
        #expect(schema.entities.map(\.name) == ["Deck", "Collection", "Card"])
        #expect(schema.entity(named: "Deck")?.parent == "Collection")
        #expect(result.diagnostics(SwiftDataDiagnostics.modelAdded.id).count == 2)
    }

    @Test func severalPlansAreSeveralModels() throws {
        let result = SwiftDataTestSupport.read("""
            enum ImagesSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [CachedImage.self] }
                @Model final class CachedImage { var data: Data? }
            }
            enum MainSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Video.self] }
                @Model final class Video { var title: String = "" }
            }
            enum ImagesMigrationPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [ImagesSchemaV1.self] }
                static var stages: [MigrationStage] { [] }
            }
            enum MainMigrationPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [MainSchemaV1.self] }
                static var stages: [MigrationStage] { [] }
            }
            """, modelName: "Ignored")
        #expect(result.models.map(\.name) == ["Images", "Main"])
    }

    @Test func containerFromAPrivateDatabaseLiteral() throws {
        let result = SwiftDataTestSupport.read(files: [
            ("Model.swift", "@Model final class Item { var name: String = \"\" }"),
            ("App.swift", """
                let synced = ModelConfiguration(schema: schema, cloudKitDatabase: .private("iCloud.com.example.app"))
                let local = ModelConfiguration("Cache", cloudKitDatabase: .none)
                let other = ModelConfiguration(cloudKitDatabase: .private("iCloud.com.example.other"))
                let chosen = ModelConfiguration(cloudKitDatabase: sync ? .private("iCloud.com.example.app") : .none)
                let automatic = ModelConfiguration(cloudKitDatabase: .automatic)
                """),
        ])
        #expect(result.versions.first?.schema.container == "iCloud.com.example.app")
        #expect(result.diagnostics(SwiftDataDiagnostics.conflictingContainers.id).count == 1)
        // The run-time choice; `.none` and `.automatic` are the scope's business (no store here holds a model).
        #expect(result.diagnostics(SwiftDataDiagnostics.cloudKitDatabase.id).count == 1)
    }

    @Test func containerChosenAtRunTimeIsUsedWithANote() throws {
        let result = SwiftDataTestSupport.read(files: [
            ("Model.swift", "@Model final class Item { var name: String = \"\" }"),
            ("App.swift", "let c = ModelConfiguration(cloudKitDatabase: sync ? .private(\"iCloud.a.b\") : .none)"),
        ])
        #expect(result.versions.first?.schema.container == "iCloud.a.b")
        #expect(result.diagnostics(SwiftDataDiagnostics.cloudKitDatabase.id).first?.message.contains("run time") == true)
    }
}

extension VersionTests {
    @Test func containerFromAStringConstant() throws {
        let result = SwiftDataTestSupport.read(files: [
            ("Model.swift", "@Model final class Item { var name: String = \"\" }"),
            ("App.swift", """
                enum AppContainer {
                    static let containerID = "iCloud.com.example.constant"
                    static func make() throws -> ModelContainer {
                        let config = ModelConfiguration(cloudKitDatabase: .private(containerID))
                        return try ModelContainer(for: Item.self, configurations: config)
                    }
                }
                """),
        ])
        #expect(result.versions.first?.schema.container == "iCloud.com.example.constant")
        #expect(result.diagnostics(SwiftDataDiagnostics.cloudKitDatabase.id).isEmpty)
    }
}
