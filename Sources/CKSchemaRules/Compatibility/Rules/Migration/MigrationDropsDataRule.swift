import CKSchemaCore

/// Local migration: removed elements drop their data from the store.
public struct MigrationDropsDataRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "migration_drops_data",
        name: "Migration Drops Data",
        summary: "Reports entities, attributes and relationships whose local data the migration deletes",
        rationale: """
            Inferred (lightweight) migration handles removals by dropping the data. Make sure nothing \
            still needs it, or copy it elsewhere in a custom stage first.
            """,
        level: .migration,
        examples: [
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int64 = 0
                        ↓bonus: Int64 = 0
                    """,
                after: """
                    Score:
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

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard change.kind == .removed, change.element != .schema else { return [] }
        let what = change.element == .entity ? "objects of entity" : change.element.rawValue
        return [finding(change, "the local migration deletes \(what) '\(change.path)'", migration: .lightweight)]
    }
}
