import CKSchemaCore

/// Local migration: removed elements drop their data from the store.
public struct MigrationDropsDataRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "migration_drops_data",
        name: "Migration Drops Data",
        summary: "Reports entities, attributes and relationships whose local data the migration deletes",
        rationale: """
            Inferred (lightweight) migration handles removals by dropping the data. Make sure nothing \
            still needs it, or copy it elsewhere in a custom stage first. \
            Sources: https://developer.apple.com/documentation/coredata/using-lightweight-migration; https://developer.apple.com/documentation/swiftdata/migrationstage.
            """,
        level: .migration,
        examples: [
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int64 = 0
                        bonus: Int64 = 0
                    """,
                after: """
                    ↓Score:
                      attributes:
                        points: Int64 = 0
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
                        bonus: Int64 = 0
                    """,
                triggers: false),
        ])

    public static let handles: [ChangeSubject] = [.entity(.removed), .attribute(.removed), .relationship(.removed)]

    public init() {}

    public func entityRemoved(_ entity: Removed<Entity>, in context: ChangeContext) -> [ChangeFinding] {
        [finding(entity.change, "the local migration deletes objects of entity '\(entity.path)'", migration: .lightweight)]
    }

    public func attributeRemoved(_ attribute: Removed<Attribute>, from entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        [finding(attribute.change, "the local migration deletes attribute '\(attribute.path)'", migration: .lightweight)]
    }

    public func relationshipRemoved(_ relationship: Removed<Relationship>, from entity: Paired<Entity>,
                                    in context: ChangeContext) -> [ChangeFinding] {
        [finding(relationship.change, "the local migration deletes relationship '\(relationship.path)'", migration: .lightweight)]
    }
}
