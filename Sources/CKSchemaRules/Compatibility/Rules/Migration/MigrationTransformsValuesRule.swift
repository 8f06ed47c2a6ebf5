import CKSchemaCore

/// Local migration: changes inferred migration cannot map on its own.
public struct MigrationTransformsValuesRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "migration_transforms_values",
        name: "Migration Transforms Values",
        summary: "Reports changes the local store migrates only with code: type, transformer, destination, uniqueness, cardinality and hierarchy changes",
        rationale: """
            Inferred migration cannot convert an attribute's type or a transformer's encoding, re-point \
            a relationship, deduplicate for a new unique constraint, turn a to-many into a to-one, or \
            merge inheritance hierarchies. These need a custom stage (`willMigrate`/`didMigrate`). \
            Turning a to-one into a to-many and moving an entity within its hierarchy stay lightweight.
            """,
        level: .migration,
        examples: [
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int64 = 0
                    """,
                after: """
                    Score:
                      attributes:
                        points: ↓Double = 0
                    """),
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int64 = 0
                    """,
                after: """
                    Score:
                      attributes:
                        points: Int64 = 0
                        note: String?
                    """,
                triggers: false),
        ])

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard let property = change.property else { return [] }
        let from = change.oldValue ?? "none", to = change.newValue ?? "none"
        switch (change.element, property) {
        case (.attribute, .type), (.attribute, .valueTransformer), (.attribute, .customClass):
            return [finding(change, "the local migration must convert attribute '\(change.path)' from \(property.rawValue) \(from) to \(to)",
                            migration: .custom)]
        case (.relationship, .destination):
            return [finding(change, "the local migration must re-link relationship '\(change.path)' from '\(from)' to '\(to)'",
                            migration: .custom)]
        case (.relationship, .toMany):
            let toMany = change.newValue == "true"
            return [finding(change, "the local migration turns relationship '\(change.path)' \(toMany ? "to-many" : "to-one")",
                            migration: toMany ? .lightweight : .custom)]
        case (.entity, .uniqueConstraints):
            return [finding(change, "the local migration must deduplicate entity '\(change.path)' for unique constraints \(to)",
                            migration: .custom)]
        case (.entity, .parent):
            let sameRoot = context.oldEntity(change).map { context.old.root(of: $0).name }
                == context.newEntity(change).map { context.new.root(of: $0).name }
            return [finding(change, "the local migration moves entity '\(change.path)' from parent '\(from)' to '\(to)'",
                            migration: sameRoot ? .lightweight : .custom)]
        default:
            return []
        }
    }
}
