import CKSchemaCore

/// Local migration: renamed elements map through their renaming identifier.
public struct MigrationRenamesRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "migration_renames",
        name: "Migration Renames",
        summary: "Reports renamed entities, attributes and relationships the migration maps by their renaming identifier",
        rationale: """
            `renamedFrom` becomes the renaming identifier (SwiftData `originalName`), which lets \
            inferred migration carry the data over.
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

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard change.kind == .renamed else { return [] }
        let old = [change.oldEntity, change.oldMember].compactMap { $0 }.joined(separator: ".")
        return [finding(change, "the local migration renames \(change.element.rawValue) '\(old)' to '\(change.path)'",
                        migration: .lightweight)]
    }
}
