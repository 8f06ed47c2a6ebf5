import CKSchemaCore

/// Production: a deployed record type can never be deleted.
public struct RecordTypeNoDeleteRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "record_type_no_delete",
        name: "Record Type No Delete",
        summary: "Checks that no record type the old version mirrored to CloudKit disappears",
        rationale: """
            Production record types are permanent: CloudKit refuses to delete them, rejects a schema \
            import that drops one, and older app versions keep writing records of that type. Removing \
            a root entity (or moving it out of every synced configuration) drops its `CD_` record type. \
            Keep the entity, or move to a new container (see the migration plan strategies).
            """,
        level: .breaking,
        examples: [
            .entities(
                before: """
                    ↓Tag:
                      attributes:
                        name: String?
                    Note:
                      attributes:
                        text: String?
                    """,
                after: """
                    Note:
                      attributes:
                        text: String?
                    """),
            .entities(
                before: """
                    Post:
                      attributes:
                        text: String?
                    Photo:
                      parent: Post
                    """,
                after: """
                    Post:
                      attributes:
                        text: String?
                    """,
                triggers: false),
        ])

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        switch (change.element, change.kind) {
        case (.entity, .removed):
            guard let recordType = context.oldRecordType(change),
                  !context.newRecordTypes.contains(recordType: recordType) else { return [] }
            return [finding(change, "record type '\(recordType)' removed: production keeps it and older versions still write it",
                            fix: "keep entity '\(change.entity ?? "")', or move to a new container")]
        case (.entity, .modified(.configurations)), (.schema, .modified(.configurations)):
            return vanishedRecordTypes(context, for: change).map { recordType in
                finding(change, "record type '\(recordType)' no longer syncs: production keeps it and older versions still write it",
                        fix: "keep the entity in a configuration that syncs")
            }
        default:
            return []
        }
    }

    /// Record types that stop syncing although their root entity is still in the new version.
    private func vanishedRecordTypes(_ context: ChangeContext, for change: SchemaChange) -> [String] {
        let candidates: [Entity]
        if change.element == .entity {
            candidates = context.newEntity(change).map { [$0] } ?? []
        } else {
            candidates = context.new.rootEntities
        }
        return candidates.compactMap { entity in
            let recordType = "CD_" + entity.name
            guard entity.parent == nil, context.oldRecordTypes.contains(recordType: recordType),
                  !context.newRecordTypes.contains(recordType: recordType) else { return nil }
            return recordType
        }
    }
}
