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
            Turning a to-one into a to-many and moving an entity within its hierarchy stay lightweight. \
            Sources: https://developer.apple.com/documentation/coredata/using-lightweight-migration; https://developer.apple.com/documentation/swiftdata/migrationstage.
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

    public static let handles: [ChangeSubject] = [
        .attribute(.modified(.type)), .attribute(.modified(.valueTransformer)), .attribute(.modified(.customClass)),
        .relationship(.modified(.destination)), .relationship(.modified(.toMany)),
        .entity(.modified(.uniqueConstraints)), .entity(.modified(.parent)),
    ]

    public init() {}

    /// A new type, value transformer or custom class.
    public func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        let change = attribute.change
        guard let property = attribute.property else { return [] }
        return [finding(change, "the local migration must convert attribute '\(attribute.path)' from \(property.rawValue) \(change.oldValue ?? "none") to \(change.newValue ?? "none")",
                        migration: .custom)]
    }

    public func relationshipChanged(_ relationship: Changed<Relationship>, of entity: Paired<Entity>,
                                    in context: ChangeContext) -> [ChangeFinding] {
        if relationship.property == .toMany {
            let toMany = relationship.new.toMany
            return [finding(relationship.change, "the local migration turns relationship '\(relationship.path)' \(toMany ? "to-many" : "to-one")",
                            migration: toMany ? .lightweight : .custom)]
        }
        return [finding(relationship.change, "the local migration must re-link relationship '\(relationship.path)' from '\(relationship.old.destination)' to '\(relationship.new.destination)'",
                        migration: .custom)]
    }

    public func entityChanged(_ entity: Changed<Entity>, in context: ChangeContext) -> [ChangeFinding] {
        if entity.property == .parent {
            let sameRoot = context.old.root(of: entity.old).name == context.new.root(of: entity.new).name
            return [finding(entity.change, "the local migration moves entity '\(entity.path)' from parent '\(entity.old.parent ?? "none")' to '\(entity.new.parent ?? "none")'",
                            migration: sameRoot ? .lightweight : .custom)]
        }
        return [finding(entity.change, "the local migration must deduplicate entity '\(entity.path)' for unique constraints \(entity.change.newValue ?? "none")",
                        migration: .custom)]
    }
}
