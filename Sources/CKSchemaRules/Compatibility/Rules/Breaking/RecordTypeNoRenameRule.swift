import CKSchemaCore

/// Production: renaming a synced entity is a delete plus an add.
public struct RecordTypeNoRenameRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "record_type_no_rename",
        name: "Record Type No Rename",
        summary: "Checks that no synced entity is renamed",
        rationale: """
            CloudKit has no rename: renaming a root entity creates a new `CD_` record type and leaves \
            the old one (and its records) behind; renaming a subentity changes the `CD_entityName` \
            value that older versions write and read. `renamedFrom` lets the local store migrate, but \
            CloudKit still sees a removal plus an addition.
            """,
        level: .breaking,
        examples: [
            .entities(
                before: """
                    Note:
                      attributes:
                        text: String?
                    """,
                after: """
                    ↓Memo:
                      renamedFrom: Note
                      attributes:
                        text: String?
                    """),
            ChangeExample(
                before: """
                    model: M
                    version: 1
                    configurations:
                      Local: {cloudKit: false}
                    entities:
                      Cache:
                        configurations: [Local]
                    """,
                after: """
                    model: M
                    version: 2
                    configurations:
                      Local: {cloudKit: false}
                    entities:
                      Store:
                        renamedFrom: Cache
                        configurations: [Local]
                    """,
                triggers: false),
        ])

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard change.element == .entity, change.kind == .renamed,
              let entity = context.oldEntity(change), let recordType = context.oldRecordType(change) else { return [] }
        let newName = change.entity ?? ""
        if entity.parent == nil {
            return [finding(change, "record type '\(recordType)' renamed to 'CD_\(newName)': CloudKit keeps '\(recordType)' and older versions keep writing it",
                            fix: "keep the name '\(entity.name)'; rename only in code (SwiftData `@Model` class name, `originalName`)")]
        }
        return [finding(change, "entity '\(entity.name)' renamed to '\(newName)': records of '\(recordType)' written by older versions keep 'CD_entityName' = '\(entity.name)'",
                        fix: "keep the name '\(entity.name)'")]
    }
}
