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
            `renamedFrom` only helps the local store migrate. \
            Source: https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit.
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

    public static let handles: [ChangeSubject] = [.attribute(.renamed), .relationship(.renamed)]

    public init() {}

    public func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        guard attribute.old.isSynced else { return [] }
        return renamed(from: attribute.old.name, to: attribute.new.name, of: entity.old, attribute.change, context)
    }

    public func relationshipChanged(_ relationship: Changed<Relationship>, of entity: Paired<Entity>,
                                    in context: ChangeContext) -> [ChangeFinding] {
        guard SyncedRecordTypes.hasField(relationship.old) else { return [] }
        return renamed(from: relationship.old.name, to: relationship.new.name, of: entity.old, relationship.change, context)
    }

    private func renamed(from old: String, to new: String, of entity: Entity, _ change: SchemaChange,
                         _ context: ChangeContext) -> [ChangeFinding] {
        guard let recordType = context.oldRecordType(of: entity) else { return [] }
        return [finding(change, "field '\(CloudKitNaming.mirrored(old))' of record type '\(recordType)' renamed to '\(CloudKitNaming.mirrored(new))': CloudKit sees a removal and an addition",
                        fix: "keep the name '\(old)' in the schema (rename only the Swift property)")]
    }
}
