import CKSchemaCore

/// Refuses a step of a migration plan whose store change inferred migration cannot make.
public struct MigrationChangeNotInferableRule: MigrationRule {
    public init() {}

    public static let description = RuleDescription(
        id: "migration_change_not_inferable",
        name: "Migration Change Not Inferable",
        summary: "A step of a migration plan must not rely on inferred migration for a change it cannot make",
        rationale: """
            Inferred (lightweight) migration handles only changes that fit an obvious pattern \
            (https://developer.apple.com/documentation/coredata/migrating-your-data-model-automatically): \
            adding or removing an attribute, relationship or entity; making a non-optional attribute \
            optional, or an optional one non-optional *with a default value*; renaming with a renaming \
            identifier (SwiftData's `originalName:`); to-one ↔ to-many and ordered ↔ unordered \
            relationships; entity hierarchy changes. Changing an attribute's type is not among them \
            (https://stackoverflow.com/questions/17534859), and neither is making an optional attribute \
            required with no default: "there's no way for a lightweight migration to infer the default \
            value" (https://developer.apple.com/documentation/coredata/staged-migrations). \
            A `.lightweight` stage asks for exactly that inference, and so does a step with no stage: \
            staged migration supplements the declared stages with lightweight ones for models that \
            are compatible (https://developer.apple.com/documentation/coredata/nsstagedmigrationmanager). \
            A `.custom` stage does not lift the limit for a type: its `willMigrate` runs on the old \
            models and `didMigrate` on the new ones, and what happens in between is the same inferred \
            migration — custom stages exist to prepare data so that each stage stays compatible \
            (https://developer.apple.com/documentation/coredata/nscustommigrationstage, WWDC22 \
            "Evolve your Core Data schema", https://developer.apple.com/videos/play/wwdc2022/10120/). \
            So a type change is reported whatever the stage; a required attribute without a default is \
            not reported under a `.custom` stage, whose `willMigrate` can fill the empty values. An \
            attribute added required with no default to an entity stores already hold gives inferred \
            migration no value for the existing objects: the store fails to open with 134110, \
            `NSMigrationError` (https://developer.apple.com/documentation/coredata/nsmigrationerror), \
            "missing attribute values on mandatory destination attribute" (for a model that syncs, \
            `attribute_required_without_default` already asks for the default). `check` applies \
            this to SwiftData code with no `SchemaMigrationPlan` too: from the newest released \
            snapshot in the schemas folder to the code. \
            The store then fails to migrate at the first launch of the new build, on every device.
            """,
        fix: """
            Keep the old attribute, add a new one of the new type, fill it from the old one in the \
            `didMigrate` of a `.custom` stage, and remove the old attribute in a later version. For a \
            required attribute, give it a default value (or fill the empty values in `willMigrate`).
            """,
        category: .migration,
        defaultSeverity: .error,
        scope: .wholeSchema,
        nonTriggeringExamples: [
            Example("""
                enum ShopSchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                    @Model final class Item {
                        var quantity: String = ""
                        init() {}
                    }
                }
                enum ShopSchemaV2: VersionedSchema {
                    static var versionIdentifier = Schema.Version(2, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                    @Model final class Item {
                        var quantity: String = ""
                        var count: Int = 0
                        init() {}
                    }
                }
                enum ShopMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [ShopSchemaV1.self, ShopSchemaV2.self] }
                    static var stages: [MigrationStage] { [migrateV1toV2] }
                    static let migrateV1toV2 = MigrationStage.custom(
                        fromVersion: ShopSchemaV1.self, toVersion: ShopSchemaV2.self,
                        willMigrate: nil,
                        didMigrate: { context in
                            for item in try context.fetch(FetchDescriptor<ShopSchemaV2.Item>()) { item.count = Int(item.quantity) ?? 0 }
                            try context.save()
                        })
                }
                """),
        ],
        triggeringExamples: [
            Example("""
                enum ShopSchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                    @Model final class Item {
                        var quantity: String = ""
                        init() {}
                    }
                }
                enum ShopSchemaV2: VersionedSchema {
                    static var versionIdentifier = Schema.Version(2, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                    @Model final class Item {
                        var quantity: Int = 0
                        init() {}
                    }
                }
                enum ShopMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [ShopSchemaV1.self, ShopSchemaV2.self] }
                    static var stages: [MigrationStage] { [.↓lightweight(fromVersion: ShopSchemaV1.self, toVersion: ShopSchemaV2.self)] }
                }
                """),
            Example("""
                enum ShopSchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                    @Model final class Item {
                        var note: String? = nil
                        init() {}
                    }
                }
                enum ShopSchemaV2: VersionedSchema {
                    static var versionIdentifier = Schema.Version(2, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                    @Model final class Item {
                        var note: String
                        init(note: String) { self.note = note }
                    }
                }
                enum ShopMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [ShopSchemaV1.self, ShopSchemaV2.self] }
                    static var ↓stages: [MigrationStage] { [] }
                }
                """),
            Example("""
                enum ShopSchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                    @Model final class Item {
                        var name: String = ""
                        init() {}
                    }
                }
                enum ShopSchemaV2: VersionedSchema {
                    static var versionIdentifier = Schema.Version(2, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                    @Model final class Item {
                        var name: String = ""
                        var count: Int
                        init(count: Int) { self.count = count }
                    }
                }
                enum ShopMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [ShopSchemaV1.self, ShopSchemaV2.self] }
                    static var stages: [MigrationStage] { [.↓lightweight(fromVersion: ShopSchemaV1.self, toVersion: ShopSchemaV2.self)] }
                }
                enum Store {
                    static func make() throws -> ModelContainer {
                        try ModelContainer(for: Schema(versionedSchema: ShopSchemaV2.self), migrationPlan: ShopMigrationPlan.self,
                                           configurations: ModelConfiguration(cloudKitDatabase: .none))
                    }
                }
                """),
        ]
    )

    public func check(_ migration: ModelMigration, context: LintContext) -> [Diagnostic] {
        // An Xcode model: `migration_mapping_model_missing` speaks for it.
        guard !migration.isCoreData else { return [] }
        var findings: [Diagnostic] = []
        for step in PlanStep.all(migration) where step.isKnown {
            for (oldEntity, newEntity) in step.entityPairs {
                // An attribute added to an entity stores already hold: inferred migration has no value
                // to give it unless it is optional or has a default (134110 at launch). A synced entity's
                // attribute gets `attribute_required_without_default`, with the same fix.
                for new in PlanStep.addedAttributes(oldEntity, newEntity)
                where !new.transient && !new.optional && new.defaultValue == nil && step.stage?.kind != .custom
                    && !step.new.schema.syncs(newEntity) {
                    let path = "\(newEntity.name).\(new.name)"
                    let type = step.new.typeName(entity: newEntity.name, attribute: new)
                    findings.append(context.diagnostic(
                        "\(step.described) adds '\(path)' (\(type)), required with no default value, to objects stores already hold; inferred migration has no value for them and the store fails to open at launch (134110)",
                        at: migration.plan == nil ? (new.source.location ?? step.location) : step.location,
                        entity: newEntity.name, attribute: new.name,
                        relatedLocation: migration.plan == nil ? nil : new.source.location,
                        fix: "give '\(new.name)' a default value ('= …' in its declaration) or make it optional"))
                }
                for (old, new) in PlanStep.attributePairs(oldEntity, newEntity) where !old.transient && !new.transient {
                    let path = "\(newEntity.name).\(new.name)"
                    if old.type != new.type {
                        let from = step.old.typeName(entity: oldEntity.name, attribute: old)
                        let to = step.new.typeName(entity: newEntity.name, attribute: new)
                        let inBetween = step.stage?.kind == .custom
                            ? "; between willMigrate and didMigrate the store's schema is migrated by inference too, which cannot change a type"
                            : ", which inferred migration cannot do; the store fails to migrate at launch"
                        findings.append(context.diagnostic(
                            "\(step.described) changes '\(path)' from \(from) to \(to)\(inBetween)",
                            at: step.location, entity: newEntity.name, attribute: new.name, relatedLocation: old.source.location,
                            fix: "keep '\(old.name): \(from)' in '\(step.new.name)', add a new attribute '\(new.name)Value: \(to)', fill it from '\(old.name)' in the didMigrate of a .custom stage from '\(step.old.name)' to '\(step.new.name)', and remove '\(old.name)' in a later version"))
                    } else if old.optional && !new.optional && new.defaultValue == nil && step.stage?.kind != .custom {
                        findings.append(context.diagnostic(
                            "\(step.described) makes '\(path)' required with no default value, which inferred migration cannot do for the stored nil values; the store fails to migrate at launch",
                            at: step.location, entity: newEntity.name, attribute: new.name, relatedLocation: old.source.location,
                            fix: "give '\(new.name)' a default value in '\(step.new.name)', or make the stage .custom and set the nil values in its willMigrate"))
                    }
                }
            }
        }
        return findings
    }
}
