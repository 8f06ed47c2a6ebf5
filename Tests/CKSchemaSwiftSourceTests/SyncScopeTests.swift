import CKSchemaCore
import CKSchemaTestSupport
import Foundation
import Testing
@testable import CKSchemaSwiftSource

/// Which models sync, from the `ModelConfiguration`s and `ModelContainer`s in the code.
@Suite struct SyncScopeTests {
    static let models = """
        @Model final class Item { var name: String = "" }
        @Model final class Note { var text: String = "" }
        @Model final class Cache { @Attribute(.unique) var key: String }
        @Model final class Log { var line: String }
        """

    func scopes(_ result: SwiftDataReadResult) -> [String: SyncScope] {
        var scopes: [String: SyncScope] = [:]
        for entity in result.versions.last?.schema.entities ?? [] { scopes[entity.name] = entity.scope }
        return scopes
    }

    @Test func aTwoStoreAppSyncsOneStoreAndKeepsTheOtherLocal() throws {
        let store = """
            enum Store {
                static let container: ModelContainer = {
                    let cloud = ModelConfiguration("Cloud", schema: Schema([Item.self, Note.self]),
                                                   cloudKitDatabase: .private("iCloud.com.example.app"))
                    let local = ModelConfiguration("Local", schema: Schema([Cache.self]), cloudKitDatabase: .none)
                    return try! ModelContainer(for: Schema([Item.self, Note.self, Cache.self]), configurations: cloud, local)
                }()
            }
            """
        let result = SwiftDataTestSupport.read(files: [("Models.swift", Self.models), ("Store.swift", store)])
        // `Log` is in no container the app sets up: the app never stores it.
        #expect(scopes(result) == ["Item": .synced, "Note": .synced, "Cache": .local, "Log": .local])
        let local = result.diagnostics(SwiftDataDiagnostics.localModel.id)
        #expect(local.map(\.entity) == ["Cache"])
        #expect(local.first?.message.contains("ModelConfiguration \"Local\" (cloudKitDatabase: .none) at Store.swift:5:21") == true)
        #expect(result.diagnostics(SwiftDataDiagnostics.unknownScope.id).isEmpty)
        #expect(result.diagnostics(SwiftDataDiagnostics.unstoredModel.id).map(\.entity) == ["Log"])
        #expect(result.scopes["Cache"]?.location == SourceLocation(file: "Store.swift", line: 5, column: 21))
    }

    @Test func aConfigurationWithoutSchemaHoldsItsContainersModelsThroughNamesAndStaticLists() throws {
        let store = """
            enum AppModels {
                static let all: [any PersistentModel.Type] = [Item.self, Note.self]
            }
            func makeContainer(preview: Bool) throws -> ModelContainer {
                let schema = Schema(AppModels.all)
                let config = ModelConfiguration(isStoredInMemoryOnly: preview,
                                                cloudKitDatabase: preview ? .none : .private("iCloud.com.example.app"))
                return try ModelContainer(for: schema, configurations: [config])
            }
            func makeCache() throws -> ModelContainer {
                let config = ModelConfiguration(isStoredInMemoryOnly: true)
                return try ModelContainer(for: Cache.self, Log.self, configurations: config)
            }
            """
        let result = SwiftDataTestSupport.read(files: [("Models.swift", Self.models), ("Store.swift", store)])
        // A run-time choice may sync; an in-memory store never does.
        #expect(scopes(result) == ["Item": .synced, "Note": .synced, "Cache": .local, "Log": .local])
        #expect(result.scopes["Log"]?.reason == "ModelConfiguration (isStoredInMemoryOnly: true)")
    }

    @Test func automaticSyncsWhenTheEntitlementsEnableCloudKitAndIsSaidOnceWithoutThem() throws {
        let store = """
            let preview = ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            let shared = try! ModelContainer(for: Schema([Item.self, Note.self]))
            struct App { var body: some Scene { WindowGroup { Text("") }.modelContainer(for: [Cache.self, Log.self]) } }
            """
        let sources = [SwiftSource(path: "Models.swift", text: Self.models), SwiftSource(path: "Store.swift", text: store)]
        let unknown = SwiftDataReader.read(sources: sources)
        #expect(scopes(unknown) == ["Item": .synced, "Note": .synced, "Cache": .synced, "Log": .synced])
        #expect(unknown.diagnostics.filter { $0.id == SwiftDataDiagnostics.cloudKitDatabase.id && $0.message.contains(".automatic") }.count == 1)

        let entitled = SwiftDataReader.read(sources: sources, entitlements: Entitlements(files: ["App.entitlements"], cloudKit: true))
        #expect(scopes(entitled) == ["Item": .synced, "Note": .synced, "Cache": .synced, "Log": .synced])
        #expect(entitled.diagnostics(SwiftDataDiagnostics.cloudKitDatabase.id).isEmpty)

        let notEntitled = SwiftDataReader.read(sources: sources, entitlements: Entitlements(files: ["App.entitlements"], cloudKit: false))
        #expect(scopes(notEntitled) == ["Item": .local, "Note": .local, "Cache": .local, "Log": .local])
    }

    /// A model that several stores on disk hold, none syncing, is local, and its reason names each
    /// store and why (the `.none` one alone hid the `.automatic` one that the entitlements decide).
    @Test func aModelSeveralLocalStoresHoldNamesEach() throws {
        let store = """
            let local = ModelConfiguration(schema: Schema([Item.self]), cloudKitDatabase: .none)
            let first = try ModelContainer(for: Schema([Item.self]), configurations: [local])
            let sync = ModelConfiguration(schema: Schema([Item.self]), cloudKitDatabase: .automatic)
            let second = try ModelContainer(for: Schema([Item.self]), configurations: [sync])
            """
        let sources = [SwiftSource(path: "Models.swift", text: Self.models), SwiftSource(path: "Store.swift", text: store)]
        let read = SwiftDataReader.read(sources: sources, entitlements: Entitlements(files: ["App.entitlements"], cloudKit: false))
        let evidence = try #require(read.scopes["Item"])
        #expect(evidence.scope == .local)
        #expect(evidence.reason == "ModelConfiguration (cloudKitDatabase: .none) at Store.swift:1:13, and ModelConfiguration (cloudKitDatabase: .automatic, no CloudKit in App.entitlements)",
                "\(evidence.reason)")
        #expect(evidence.location?.line == 3)
        // With the entitlement, the second store syncs it.
        let entitled = SwiftDataReader.read(sources: sources, entitlements: Entitlements(files: ["App.entitlements"], cloudKit: true))
        #expect(entitled.scopes["Item"]?.scope == .synced)
    }

    @Test func relatedModelsAndEarlierVersionsShareTheStore() throws {
        let source = """
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Old.self] }
                @Model final class Old { var name: String = "" }
            }
            enum SchemaV2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [Shelf.self] }
                @Model final class Shelf { @Relationship(inverse: \\Book.shelf) var books: [Book]? = [] }
                @Model final class Book { var shelf: Shelf? }
            }
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                static var stages: [MigrationStage] { [] }
            }
            let config = ModelConfiguration(schema: Schema(versionedSchema: SchemaV2.self), cloudKitDatabase: .none)
            """
        let result = SwiftDataTestSupport.read(source)
        let versions = try #require(result.models.first?.versions)
        #expect(versions[1].schema.entities.map(\.scope) == [.local, .local])
        #expect(versions[0].schema.entities.map(\.scope) == [.local])
        #expect(result.scopes["SchemaV1.Old"]?.reason.hasPrefix("in the store of 'SchemaV2.") == true)
    }

    @Test func entitlementsAreReadFromPropertyLists() throws {
        let folder = try TemporaryFolder.make("sync-scope")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            <key>com.apple.developer.icloud-container-identifiers</key><array><string>iCloud.com.example.app</string></array>
            <key>com.apple.developer.icloud-services</key><array><string>CloudKit</string></array>
            </dict></plist>
            """
        try plist.write(to: folder.appendingPathComponent("App.entitlements"), atomically: true, encoding: .utf8)
        try "not a plist".write(to: folder.appendingPathComponent("Broken.entitlements"), atomically: true, encoding: .utf8)
        try (Self.models + "\nlet c = try! ModelContainer(for: Cache.self)\n")
            .write(to: folder.appendingPathComponent("Models.swift"), atomically: true, encoding: .utf8)
        let result = try SwiftDataReader.read(paths: [folder.path])
        #expect(result.entitlements?.cloudKit == true)
        #expect(result.entitlements?.containers == ["iCloud.com.example.app"])
        #expect(result.versions.first?.schema.container == "iCloud.com.example.app")
        #expect(scopes(result)["Cache"] == .synced)
        #expect(result.diagnostics(SwiftDataDiagnostics.unreadableEntitlements.id).count == 1)
    }

    @Test func theScopeIsWrittenToYAMLAndDecidesWhatSyncs() throws {
        let result = SwiftDataTestSupport.read(Self.models + """

            let c = ModelConfiguration(for: Cache.self, Log.self, cloudKitDatabase: .none)
            let d = ModelConfiguration(for: Item.self, Note.self, cloudKitDatabase: .private("iCloud.com.example.app"))

            """)
        let schema = try #require(result.versions.first?.schema)
        let yaml = SchemaYAMLWriter.write(schema)
        #expect(yaml.contains("  Cache:\n    scope: local\n"))
        let loaded = try SchemaLoader.load(bytes: Array(yaml.utf8), file: "v.yaml")
        #expect(loaded == schema)
        #expect(loaded.entities.filter { loaded.syncs($0) }.map(\.name) == ["Item", "Note"])
    }

    /// `VersionedSchema.models` written as a reference to a list on another type, in another file,
    /// declared in an extension inside `#if`, holding a class nested in an extension.
    @Test func versionModelsAreFollowedAcrossTypesFilesExtensionsAndConditionalBlocks() throws {
        let schema = """
            enum TripsSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { AppSchema.models }
            }
            """
        let lists = """
            enum AppSchema {}
            extension AppSchema {
                #if os(iOS)
                static let all = [Trip.self, Place.Stop.self]
                #endif
                static var models: [any PersistentModel.Type] { all }
            }
            """
        let models = """
            @Model final class Trip { var name: String = ""; var length: TimeInterval = 0 }
            enum Place {}
            extension Place {
                @Model final class Stop { var title: String = "" }
            }
            """
        let result = SwiftDataTestSupport.read(files: [("Schema.swift", schema), ("Lists.swift", lists), ("Models.swift", models)])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let version = try #require(result.versions.first)
        #expect(version.schema.entities.map(\.name) == ["Trip", "Stop"])
        #expect(version.schema.entity(named: "Trip")?.attribute(named: "length")?.type == .double)
    }
}
