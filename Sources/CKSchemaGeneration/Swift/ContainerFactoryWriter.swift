import CKSchemaCore

/// Writes `ModelContainerFactory.swift`: builds the `ModelContainer` with the CloudKit container
/// named explicitly, one `ModelConfiguration` per configuration (`.none` for those that do not
/// sync), and falls back to a local store when CloudKit setup fails instead of crashing.
struct ContainerFactoryWriter {
    /// One store of the generated container.
    private struct Store {
        /// The configuration name passed to `ModelConfiguration`; nil for the default store.
        var name: String?
        var label: String
        var entities: [Entity]
        var syncs: Bool
    }

    func file(_ latest: SwiftSchemaContext, migrationPlan: String) -> GeneratedFile {
        let schema = latest.schema
        let stores = self.stores(schema)
        let swiftDataCanSync = schema.database == .private
        let anyStoreSyncs = swiftDataCanSync && stores.contains { $0.syncs }
        var w = SwiftWriter()
        SwiftFileHeader.write(into: &w, "'\(schema.model)' version \(schema.version)", imports: ["Foundation", "SwiftData"])
        w.doc(documentation(schema, anyStoreSyncs: anyStoreSyncs))
        if latest.usesInheritance { w.line(ModelClassWriter.inheritanceAvailability) }
        w.block("struct ModelContainerFactory") { w in
            if anyStoreSyncs {
                if let container = schema.container {
                    w.doc("The CloudKit container the synced stores mirror to.")
                    w.line("static let cloudKitContainer = \(SwiftIdentifier.stringLiteral(container))")
                } else {
                    w.comment("no 'container' in the schema: '.automatic' picks the first iCloud container of the")
                    w.comment("entitlements; name it in the schema to target it explicitly")
                }
                w.line()
            }
            writeMake(anyStoreSyncs: anyStoreSyncs, migrationPlan: migrationPlan, into: &w)
            w.line()
            writeConfigurations(stores, context: latest, anyStoreSyncs: anyStoreSyncs, into: &w)
        }
        return GeneratedFile(path: "ModelContainerFactory.swift", contents: w.text)
    }

    private func documentation(_ schema: Schema, anyStoreSyncs: Bool) -> String {
        var text = "Creates the '\(schema.model)' model container."
        if anyStoreSyncs {
            text += """


                It first opens the stores with CloudKit mirroring. If that fails (no iCloud account, CloudKit
                still provisioning a new schema, a server rejection), it opens the same stores locally so
                the app keeps working, and reports `isSyncActive == false`; sync resumes on a later launch.
                """
        } else if schema.database != .private {
            text += """


                SwiftData mirrors only to a private CloudKit database; database '\(schema.database.rawValue)'
                needs NSPersistentCloudKitContainer, so these stores are local.
                """
        } else {
            text += "\n\nNo configuration syncs with CloudKit: every store is local."
        }
        return text
    }

    private func writeMake(anyStoreSyncs: Bool, migrationPlan: String, into w: inout SwiftWriter) {
        w.doc("""
            Opens the container; throws only when even the local stores cannot be opened.
            - Parameters:
              - inMemory: keep every store in memory, without sync (previews and tests).
              - onCloudKitFailure: receives the error when CloudKit setup failed and the local stores were used.
            """)
        w.line("static func make(")
        w.line("    inMemory: Bool = false,")
        w.line("    onCloudKitFailure: (any Error) -> Void = { _ in }")
        w.block(") throws -> (container: ModelContainer, isSyncActive: Bool)") { w in
            w.line("let schema = Schema(versionedSchema: CurrentSchema.self)")
            if anyStoreSyncs {
                w.block("if !inMemory") { w in
                    w.block("do", closer: "} catch {") { w in
                        w.line("let container = try ModelContainer(")
                        w.line("    for: schema,")
                        w.line("    migrationPlan: \(migrationPlan).self,")
                        w.line("    configurations: configurations(syncing: true, inMemory: false)")
                        w.line(")")
                        w.line("return (container, true)")
                    }
                    w.line("    onCloudKitFailure(error)")
                    w.line("}")
                }
            } else {
                w.comment("nothing syncs, so no CloudKit setup can fail")
            }
            w.line("let container = try ModelContainer(")
            w.line("    for: schema,")
            w.line("    migrationPlan: \(migrationPlan).self,")
            w.line("    configurations: configurations(syncing: false, inMemory: inMemory)")
            w.line(")")
            w.line("return (container, false)")
        }
    }

    private func writeConfigurations(_ stores: [Store], context: SwiftSchemaContext, anyStoreSyncs: Bool, into w: inout SwiftWriter) {
        let schema = context.schema
        w.doc("One configuration per store; stores that sync mirror to CloudKit only when `syncing`.")
        w.block("static func configurations(syncing: Bool, inMemory: Bool) -> [ModelConfiguration]") { w in
            if stores.isEmpty {
                w.line("[]")
                return
            }
            w.line("[")
            for store in stores {
                w.line("    // " + store.label)
                var arguments: [String] = []
                if let name = store.name { arguments.append(SwiftIdentifier.stringLiteral(name)) }
                let models = store.entities.map { "\(context.topLevelName($0.name)).self" }.joined(separator: ", ")
                arguments.append("schema: Schema([\(models)])")
                arguments.append("isStoredInMemoryOnly: inMemory")
                let database: String
                if store.syncs && anyStoreSyncs {
                    let target = schema.container == nil ? ".automatic" : ".private(cloudKitContainer)"
                    database = "syncing ? \(target) : .none"
                } else {
                    database = ".none"
                }
                arguments.append("cloudKitDatabase: \(database)")
                w.line("    ModelConfiguration(")
                for (index, argument) in arguments.enumerated() {
                    w.line("        " + argument + (index == arguments.count - 1 ? "" : ","))
                }
                w.line("    ),")
            }
            w.line("]")
        }
    }

    /// The stores: without declared configurations, one default store; with them, the default
    /// store (entities that name no configuration) followed by each declared configuration that has
    /// entities, in declaration order.
    private func stores(_ schema: Schema) -> [Store] {
        let defaultName = Configuration.defaultName
        let defaultEntities = schema.entities.filter { schema.configurationNames(of: $0).contains(defaultName) }
        var stores: [Store] = []
        if !defaultEntities.isEmpty {
            let syncs = schema.configurationSyncs(defaultName)
            stores.append(Store(name: nil, label: "default store" + (syncs ? "" : " (local only)"),
                                entities: defaultEntities, syncs: syncs))
        }
        for configuration in schema.configurations where configuration.name != defaultName {
            let entities = schema.entities.filter { $0.configurations.contains(configuration.name) }
            guard !entities.isEmpty else { continue }
            stores.append(Store(name: configuration.name,
                                label: "configuration '\(configuration.name)'" + (configuration.cloudKit ? "" : " (local only)"),
                                entities: entities, syncs: configuration.cloudKit))
        }
        return stores
    }
}
