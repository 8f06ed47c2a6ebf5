import CKSchemaCore

/// Which models sync: what the reader found about each model's stores.
extension SwiftDataDiagnostics {
    public static let scope = DiagnosticGroup(
        name: "SwiftData sync scope", kind: .input,
        summary: "Which models sync, as the stores in the code decide it on any path (`ModelConfiguration`s and `ModelContainer`s, Core Data store descriptions), or `scopes:` in `ckschema.yaml` settles it: CloudKit rules apply to synced models and, in the gate, to models no store can be found for; the build plugin warns about those once each.",
        diagnostics: [localModel, unstoredModel, unknownScope, unplacedModel, scopeOverridden, scopeContradictsCode, scopeNamesNothing,
                      unreadableEntitlements, coreDataStore])

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

    public static let unplacedModel = DiagnosticDescription(
        id: "swiftdata.unplaced_model",
        summary: "The build plugin cannot tell whether a model syncs, so it applies no CloudKit rule to it (once per model); the gate (`check`, `release`) checks it as synced, and `scopes:` in `ckschema.yaml` settles it for both",
        severity: .warning,
        examples: [.command("ckschema build-lint App/Item.swift   # @Model final class Item; no file read sets up a ModelContainer", output: """
            App/Item.swift:3:20: warning: whether 'Item' syncs cannot be told: the files read set up no ModelContainer or ModelConfiguration; the build applies no CloudKit rule to it, `ckschema check` checks it as synced [swiftdata.unplaced_model]
              fix: settle it in ckschema.yaml: scopes: [{entity: Item, scope: synced or local, reason: …}]
            """)])

    public static let scopeContradictsCode = DiagnosticDescription(
        id: "swiftdata.scope_contradicts_code",
        summary: "A `scopes:` entry marks local a model (or a Core Data configuration) the code syncs on some path; marking one synced is always allowed",
        severity: .error)

    public static let scopeNamesNothing = DiagnosticDescription(
        id: "swiftdata.scope_names_nothing",
        summary: "A `scopes:` entry names no `@Model` class, Core Data entity or Core Data configuration of the model read, so it would change nothing",
        severity: .error)

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
