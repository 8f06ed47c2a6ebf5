import CKSchemaCore

/// One step of a ``ModelMigration``: two consecutive versions, the stage the app declares
/// between them, and their elements paired by name or renaming identifier.
struct PlanStep {
    let migration: ModelMigration
    /// The index of the older version.
    let index: Int

    var old: MigrationVersion { migration.versions[index] }
    var new: MigrationVersion { migration.versions[index + 1] }
    /// The stage the plan declares for the step, if any.
    var stage: MigrationStageInfo? { migration.stage(after: index) }

    /// Every step of the migration, oldest first.
    static func all(_ migration: ModelMigration) -> [PlanStep] {
        migration.versions.count < 2 ? [] : (0..<(migration.versions.count - 1)).map { PlanStep(migration: migration, index: $0) }
    }

    /// Where a finding about the step goes: its stage, else the plan's `stages`, else the newer version.
    var location: SourceLocation? {
        stage?.location ?? migration.plan?.stagesLocation ?? new.listedAt ?? new.location
    }

    /// How the step migrates, in words: "the lightweight stage from 'A' to 'B'", or, without one,
    /// "the migration SwiftData infers from 'A' to 'B' ('Plan' declares no stage)".
    var described: String {
        if migration.isCoreData { return "the mapping Core Data infers from '\(old.name)' to '\(new.name)'" }
        switch stage?.kind {
        case .lightweight?: return "the lightweight stage from '\(old.name)' to '\(new.name)'"
        case .custom?: return "the custom stage from '\(old.name)' to '\(new.name)'"
        case nil:
            guard let plan = migration.plan else { return "the migration SwiftData infers from \(old.name) to \(new.name) (the app has no SchemaMigrationPlan)" }
            return "the migration SwiftData infers from '\(old.name)' to '\(new.name)' ('\(plan.name)' declares no stage)"
        }
    }

    /// Whether the step's stages are known: a step without a stage in a list read whole.
    var isKnown: Bool { stage != nil || migration.stagesKnown }

    /// Entities of both versions: the same name, or the newer one's renaming identifier.
    var entityPairs: [(old: Entity, new: Entity)] {
        new.schema.entities.compactMap { entity in
            (old.schema.entity(named: entity.renamedFrom ?? entity.name) ?? old.schema.entity(named: entity.name)).map { ($0, entity) }
        }
    }

    /// Attributes of the newer entity with no counterpart in the older one.
    static func addedAttributes(_ old: Entity, _ new: Entity) -> [Attribute] {
        new.attributes.filter { attribute in
            old.attribute(named: attribute.renamedFrom ?? attribute.name) == nil && old.attribute(named: attribute.name) == nil
        }
    }

    /// Attributes of a pair of entities: the same name, or the newer one's renaming identifier.
    static func attributePairs(_ old: Entity, _ new: Entity) -> [(old: Attribute, new: Attribute)] {
        new.attributes.compactMap { attribute in
            (old.attribute(named: attribute.renamedFrom ?? attribute.name) ?? old.attribute(named: attribute.name)).map { ($0, attribute) }
        }
    }
}
