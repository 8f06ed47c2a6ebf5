import CKSchemaCore

/// Which models sync: what the reader found about each model's stores.
extension SwiftDataDiagnostics {
    public static let scope = DiagnosticGroup(
        name: "SwiftData sync scope", kind: .input,
        summary: "Which `@Model` classes sync, as the `ModelConfiguration`s and `ModelContainer`s in the code decide it: CloudKit rules apply to synced models and to models of unknown scope, not to local ones.",
        diagnostics: [localModel, unstoredModel, unknownScope, scopeOverridden, unreadableEntitlements, coreDataStore])

    public static let coreDataStore = DiagnosticDescription(
        id: "swiftdata.core_data_store",
        name: "Core Data Store From Code",
        summary: "The Swift code that loads a Core Data model decides which of its configurations sync, not the model's \"Used with CloudKit\" flag",
        rationale: """
            An `NSPersistentCloudKitContainer` mirrors each store description that has \
            `cloudKitContainerOptions`: its own description has them, a description the app creates \
            has none until given some, and `cloudKitContainerOptions = nil` turns mirroring off \
            (https://developer.apple.com/documentation/coredata/nspersistentcloudkitcontainer; \
            https://developer.apple.com/documentation/coredata/nspersistentstoredescription/cloudkitcontaineroptions). \
            A description's `configuration` names the entities it stores. Xcode's "Used with CloudKit" \
            checkbox only turns on Xcode's own checks, and most apps never tick it; so when the Swift \
            code that creates the container is read, it decides which entities get CloudKit's rules, \
            and the checkbox is a hint used only without that code.
            """,
        fix: "Nothing to change. If a configuration should sync, give its store description `cloudKitContainerOptions`.",
        severity: .note,
        examples: [.command("ckschema lint App", output: """
            App/Model.xcdatamodeld/Model.xcdatamodel/contents:2:1: note: configuration 'Strava' does not sync: cloudKitContainerOptions = nil at App/Persistence.swift:14:9 (NSPersistentCloudKitContainer at App/Persistence.swift:5:21) [swiftdata.core_data_store]
            """)])

    public static let unstoredModel = DiagnosticDescription(
        id: "swiftdata.unstored_model",
        name: "SwiftData Unstored Model",
        summary: "A `@Model` class is in no container the app sets up, so the app never stores it and CloudKit's rules are not applied to it",
        rationale: """
            A `ModelContainer` stores the models its schema lists and those they relate to, nothing \
            else (https://developer.apple.com/documentation/swiftdata/modelcontainer). When the files \
            read do set up containers and every list of models they take could be followed, a class \
            none of them holds — a template leftover, a class only used to decode JSON — is never \
            stored, so nothing of it syncs. Containers built in `#Preview` bodies, `PreviewProvider`s \
            and test code are not the app's and do not count.
            """,
        fix: "Nothing to change. If the app does store the model, add it to the schema of the container that holds it.",
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
        name: "SwiftData Local Model",
        summary: "A `@Model` class is held only by stores that never sync, so CloudKit's rules are not applied to it",
        rationale: """
            Only a store mirrored to CloudKit must follow CloudKit's rules. A model that only \
            `cloudKitDatabase: .none` configurations or in-memory (preview, test) containers hold never \
            syncs; real apps keep caches and logs there, with unique constraints and required values. \
            See https://developer.apple.com/documentation/swiftdata/modelconfiguration/cloudkitdatabase-swift.struct.
            """,
        fix: "Nothing to change. If the model does sync, put it in the `schema:` of a configuration that syncs, or add it to `scopes:` in ckschema.yaml with `scope: synced`.",
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
        name: "SwiftData Unknown Scope",
        summary: "No `ModelConfiguration`, `ModelContainer` or `Schema` in the files read holds a `@Model` class, so whether it syncs is unknown",
        rationale: """
            ckschema checks such a model as if it synced (the safe side) and says so once per model. \
            Reading the file that creates the `ModelContainer` decides it. \
            See https://developer.apple.com/documentation/swiftdata/modelcontainer.
            """,
        fix: "Give the file that creates the `ModelContainer` among the paths, or set the model's scope in ckschema.yaml (`scopes:`).",
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
        name: "SwiftData Scope Overridden",
        summary: "`ckschema.yaml` (`scopes:`) or `--all-models` sets whether a model syncs, instead of the code",
        rationale: "The reason given in ckschema.yaml is repeated so that a reviewer sees why the code's answer is not used. See https://developer.apple.com/documentation/swiftdata/modelconfiguration.",
        fix: "Nothing to change; remove the entry from `scopes:` when the code says the same.",
        severity: .note,
        examples: [.command("ckschema lint App/Models --all-models", output: """
            App/Models/Cache.swift:3:20: note: 'Cache' is checked as synced: --all-models [swiftdata.scope_overridden]
            """)])

    public static let unreadableEntitlements = DiagnosticDescription(
        id: "swiftdata.unreadable_entitlements",
        name: "SwiftData Unreadable Entitlements",
        summary: "An `.entitlements` file beside the code is not a property list",
        rationale: "Entitlements decide whether `cloudKitDatabase: .automatic` stores sync; a file that cannot be read decides nothing, so those stores count as synced. See https://developer.apple.com/documentation/bundleresources/entitlements.",
        fix: "Fix the property list, or leave the file out.",
        severity: .warning,
        examples: [.command("ckschema lint App", output: """
            App/App.entitlements:1:1: warning: 'App/App.entitlements' is not a property list; not used to decide which stores sync [swiftdata.unreadable_entitlements]
            """)])

    public static let emptyVersion = DiagnosticDescription(
        id: "swiftdata.empty_version",
        name: "SwiftData Empty Version",
        summary: "A `VersionedSchema`'s `models` resolves to no `@Model` class",
        rationale: """
            A version without entities would import as `entities: {}` and lint clean: a gate that read \
            nothing. ckschema follows lists across types and files (`static var models { AppSchema.models }`, \
            `static let all = [...]`, `SchemaV1.models + [...]`); the message names the reference it could \
            not follow. See https://developer.apple.com/documentation/swiftdata/versionedschema/models.
            """,
        fix: "List the models as `[Item.self, ...]`, or include the file that declares the list it refers to.",
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
