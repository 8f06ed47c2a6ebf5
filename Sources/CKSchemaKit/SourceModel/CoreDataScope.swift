import CKSchemaCore
import CKSchemaProject
import CKSchemaSwiftSource

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

extension ScopeSettings {
    /// `scopes:` applied to a Core Data model's versions: an entry names an entity (`entity:`) or a
    /// configuration (`configuration:`) and sets the scope of those entities in every version, with
    /// one `swiftdata.scope_overridden` note that repeats what the code says.
    ///
    /// - Parameter setup: what the Swift code that loads the model says, when it was read.
    /// - Throws: ``InputError`` (exit 2) at the entry when one marks local what a store the code
    ///   sets up syncs on some path, or (with ``requireMatches``) names nothing in the model.
    func applyCoreData(to versions: [Schema], setup: CoreDataStoreSetup?) throws -> (versions: [Schema], notes: [Diagnostic]) {
        let entries = overrides.filter { $0.entity != Self.everyUnknown }
        guard !entries.isEmpty, !allModels, let newest = versions.last else { return (versions, []) }
        let entityNames = Set(versions.flatMap { $0.entities.map(\.name) })
        let configurationNames = Set(versions.flatMap { version in
            version.configurations.map(\.name) + version.entities.flatMap(\.configurations)
        })
        var errors: [Diagnostic] = []
        var chosen: [String: (scope: SyncScope, entry: ScopeOverride)] = [:]
        for entry in entries {
            let matched: [Entity]
            if let configuration = entry.configuration {
                guard configurationNames.contains(configuration) else {
                    if requireMatches { errors.append(Self.namesNothing(entry, read: configurationNames.sorted(), kind: "Core Data configurations")) }
                    continue
                }
                matched = newest.entities.filter { newest.configurationNames(of: $0).contains(configuration) }
            } else {
                guard entityNames.contains(entry.entity) else {
                    if requireMatches { errors.append(Self.namesNothing(entry, read: entityNames.sorted(), kind: "Core Data entities")) }
                    continue
                }
                matched = newest.entities.filter { $0.name == entry.entity }
            }
            if entry.scope == .local, let setup {
                for entity in matched {
                    let code = setup.scope(ofEntityIn: entity.configurations)
                    if code.scope == .synced, let store = code.store, !store.guessed {
                        errors.append(Self.contradiction(entry, code: "'\(entity.name)': \(store.reason)", at: store.location))
                        break
                    }
                }
            }
            // The entity's own entry before its configuration's; a later entry for the same name wins.
            for entity in matched where entry.configuration == nil || chosen[entity.name]?.entry.configuration != nil || chosen[entity.name] == nil {
                chosen[entity.name] = (entry.scope, entry)
            }
        }
        if !errors.isEmpty { throw InputError(errors) }
        guard !chosen.isEmpty else { return (versions, []) }
        let scoped = versions.map { version -> Schema in
            var version = version
            for index in version.entities.indices {
                if let choice = chosen[version.entities[index].name] { version.entities[index].scope = choice.scope }
            }
            return version
        }
        var notes: [Diagnostic] = []
        for entity in newest.entities {
            guard let (scope, entry) = chosen[entity.name] else { continue }
            let code: String
            if let setup {
                let found = setup.scope(ofEntityIn: entity.configurations)
                code = "the code says \(found.scope.rawValue)" + (found.store.map { ": \($0.reason) at \($0.location)" } ?? ": no store description loads it")
            } else {
                code = "no code that loads the model was read; the model says \(newest.syncs(entity) ? "synced" : "local")"
            }
            notes.append(SwiftDataDiagnostics.scopeOverridden.diagnostic(
                "'\(entity.name)' is checked as \(scope.rawValue): \(Self.place(entry)): \(entry.reason) (\(code))",
                at: entity.source.location ?? newest.source.location, entity: entity.name))
        }
        return (scoped, notes)
    }
}
