import CKSchemaCore

/// Local migration: renamed elements map through their renaming identifier.
public struct MigrationRenamesRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "migration_renames",
        name: "Migration Renames",
        summary: "Reports renamed entities, attributes and relationships the migration maps by their renaming identifier",
        rationale: """
            `renamedFrom` becomes the renaming identifier (SwiftData `originalName`), which lets \
            inferred migration carry the data over. \
            Source: https://developer.apple.com/documentation/coredata/using-lightweight-migration.
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
                        ↓total:
                          type: Int64
                          default: 0
                          renamedFrom: points
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
                        total: Int64 = 0
                    """,
                triggers: false),
        ])

    public static let handles: [ChangeSubject] = [.entity(.renamed), .attribute(.renamed), .relationship(.renamed)]

    public init() {}

    public func entityChanged(_ entity: Changed<Entity>, in context: ChangeContext) -> [ChangeFinding] {
        [renames("entity", from: entity.old.name, entity.change)]
    }

    public func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        [renames("attribute", from: "\(entity.old.name).\(attribute.old.name)", attribute.change)]
    }

    public func relationshipChanged(_ relationship: Changed<Relationship>, of entity: Paired<Entity>,
                                    in context: ChangeContext) -> [ChangeFinding] {
        [renames("relationship", from: "\(entity.old.name).\(relationship.old.name)", relationship.change)]
    }

    private func renames(_ element: String, from old: String, _ change: SchemaChange) -> ChangeFinding {
        finding(change, "the local migration renames \(element) '\(old)' to '\(change.path)'", migration: .lightweight)
    }
}
