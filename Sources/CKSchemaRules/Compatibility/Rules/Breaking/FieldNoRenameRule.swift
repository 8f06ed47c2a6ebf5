import CKSchemaCore

/// Production: renaming a synced attribute or to-one relationship is a delete plus an add.
public struct FieldNoRenameRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "field_no_rename",
        name: "Field No Rename",
        summary: "Checks that no synced attribute or to-one relationship is renamed",
        rationale: """
            CloudKit fields cannot be renamed: `CD_old` stays in production and older versions keep \
            writing it, while newer versions write `CD_new`, so the two never see each other's values. \
            `renamedFrom` only helps the local store migrate.
            """,
        level: .breaking,
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
                        cache:
                          type: Binary
                          optional: true
                          transient: true
                    """,
                after: """
                    Score:
                      attributes:
                        buffer:
                          type: Binary
                          optional: true
                          transient: true
                          renamedFrom: cache
                    """,
                triggers: false),
        ])

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard change.kind == .renamed, let recordType = context.oldRecordType(change) else { return [] }
        let synced: Bool
        switch change.element {
        case .attribute: synced = context.oldAttribute(change)?.isSynced ?? false
        case .relationship: synced = context.oldRelationship(change).map(SyncedRecordTypes.hasField) ?? false
        default: return []
        }
        guard synced, let old = change.oldMember, let new = change.member else { return [] }
        return [finding(change, "field 'CD_\(old)' of record type '\(recordType)' renamed to 'CD_\(new)': CloudKit sees a removal and an addition",
                        fix: "keep the name '\(old)' in the schema (rename only the Swift property)")]
    }
}
