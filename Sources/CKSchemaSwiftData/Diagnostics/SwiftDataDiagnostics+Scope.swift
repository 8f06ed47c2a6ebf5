import CKSchemaCore

/// Which models sync: what the reader found about each model's stores.
extension SwiftDataDiagnostics {
    public static let scope = DiagnosticGroup(
        name: "SwiftData sync scope", kind: .input,
        summary: "Which `@Model` classes sync, as the `ModelConfiguration`s and `ModelContainer`s in the code decide it: CloudKit rules apply to synced models and to models of unknown scope, not to local ones.",
        diagnostics: [localModel, unstoredModel, unknownScope, scopeOverridden, unreadableEntitlements, coreDataStore])

    public static let coreDataStore = DiagnosticDescription(
        id: "swiftdata.core_data_store",
        summary: "The Swift code that loads a Core Data model decides which of its configurations sync, not the model's \"Used with CloudKit\" flag",
        severity: .note)

    public static let unstoredModel = DiagnosticDescription(
        id: "swiftdata.unstored_model",
        summary: "A `@Model` class is in no container the app sets up, so the app never stores it and CloudKit's rules are not applied to it",
        severity: .note,
        examples: [.file("Model.swift", """
            @Model final class Item { var name: String = "" }
            @Model final class Feed { var title: String }
            let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(cloudKitDatabase: .private("iCloud.com.example.app")))
            """, output: """
            Model.swift:2:20: note: 'Feed' is not stored by the app: no container the app sets up holds it (ModelConfiguration (cloudKitDatabase: .private("iCloud.com.example.app")) at Model.swift:3:68); CloudKit rules are not applied to it [swiftdata.unstored_model]
             2 | @Model final class Feed { var title: String }
               |                    ^
              fix: if the app does store it, add it to the schema of the container that holds it
            """)])

    public static let localModel = DiagnosticDescription(
        id: "swiftdata.local_model",
        summary: "A `@Model` class is held only by stores that never sync, so CloudKit's rules are not applied to it",
        severity: .note,
        examples: [.file("Model.swift", """
            @Model final class Item { var name: String = "" }
            @Model final class Cache { @Attribute(.unique) var key: String }
            let synced = ModelConfiguration("Cloud", schema: Schema([Item.self]), cloudKitDatabase: .private("iCloud.com.example.app"))
            let local = ModelConfiguration("Cache", schema: Schema([Cache.self]), cloudKitDatabase: .none)
            """, output: """
            Model.swift:2:20: note: 'Cache' is stored only where nothing syncs: ModelConfiguration "Cache" (cloudKitDatabase: .none) at Model.swift:4:13; CloudKit rules are not applied to it [swiftdata.local_model]
             2 | @Model final class Cache { @Attribute(.unique) var key: String }
               |                    ^
            """)])

    public static let unknownScope = DiagnosticDescription(
        id: "swiftdata.unknown_scope",
        summary: "No `ModelConfiguration`, `ModelContainer` or `Schema` in the files read holds a `@Model` class, so whether it syncs is unknown",
        severity: .note,
        examples: [.file("Model.swift", """
            @Model final class Item { var name: String = "" }
            """, output: """
            Model.swift:1:20: note: whether 'Item' syncs is unknown: the files read set up no ModelContainer or ModelConfiguration; checked as if it synced [swiftdata.unknown_scope]
             1 | @Model final class Item { var name: String = "" }
               |                    ^
              fix: give the file that creates the ModelContainer, or set its scope in ckschema.yaml
            """)])

    public static let scopeOverridden = DiagnosticDescription(
        id: "swiftdata.scope_overridden",
        summary: "`ckschema.yaml` (`scopes:`) or `--all-models` sets whether a model syncs, instead of the code",
        severity: .note)

    public static let unreadableEntitlements = DiagnosticDescription(
        id: "swiftdata.unreadable_entitlements",
        summary: "An `.entitlements` file beside the code is not a property list",
        severity: .warning)

    public static let emptyVersion = DiagnosticDescription(
        id: "swiftdata.empty_version",
        summary: "A `VersionedSchema`'s `models` resolves to no `@Model` class",
        severity: .error,
        examples: [.file("Model.swift", """
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { AppSchema.models }
            }
            @Model final class Item { var name: String = "" }
            """, output: """
            Model.swift:3:53: error: VersionedSchema 'SchemaV1' resolves to no @Model class: 'AppSchema.models' (Model.swift:3:53) is no VersionedSchema, list of models or Schema ckschema can follow in the files read [swiftdata.empty_version]
             3 |     static var models: [any PersistentModel.Type] { AppSchema.models }
               |                                                     ^
              fix: list the models as '[Item.self, ...]', or include the file that declares the list it refers to
            """)])
}
