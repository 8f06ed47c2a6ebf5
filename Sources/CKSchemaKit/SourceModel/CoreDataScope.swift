import CKSchemaCore
import CKSchemaSwiftData

/// A Core Data model's sync scope read from the Swift code that loads it (``CoreDataStoreSetup``):
/// each entity's scope is that of the store descriptions that load it, and each description gets
/// one `swiftdata.core_data_store` note saying what decided.
enum CoreDataScope {
    /// `schema` with every entity's scope set from `setup`.
    static func apply(_ setup: CoreDataStoreSetup, to schema: Schema) -> Schema {
        var scoped = schema
        for index in scoped.entities.indices {
            scoped.entities[index].scope = setup.scope(ofEntityIn: scoped.entities[index].configurations).scope
        }
        return scoped
    }

    /// One note per store description, at the model's `<model>` element.
    static func notes(_ setup: CoreDataStoreSetup, for schema: Schema) -> [Diagnostic] {
        let location = schema.source.location ?? schema.file.map { SourceLocation(file: $0, line: 1, column: 1) }
        let container = "\(setup.cloudKitContainer ? "NSPersistentCloudKitContainer" : "NSPersistentContainer") at \(setup.container)"
        var notes = setup.stores.map { store in
            let what = store.configuration.map { "configuration '\($0)'" } ?? "the whole model (no configuration)"
            return SwiftDataDiagnostics.coreDataStore.diagnostic(
                "\(what) \(store.syncs ? "syncs" : "does not sync"): \(store.reason) at \(store.location) (\(container))",
                at: location)
        }
        let loaded = Set(setup.stores.compactMap(\.configuration))
        let unloaded = schema.entities.filter { entity in
            setup.stores.allSatisfy { $0.configuration != nil } && !entity.configurations.contains(where: loaded.contains)
        }.map(\.name)
        if !unloaded.isEmpty {
            notes.append(SwiftDataDiagnostics.coreDataStore.diagnostic(
                "no store description loads \(unloaded.map { "'\($0)'" }.joined(separator: ", ")) (\(container)); CloudKit rules are not applied",
                at: location))
        }
        return notes
    }
}
