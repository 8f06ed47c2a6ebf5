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
            CloudKit still sees a removal plus an addition. \
            Sources: https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit; https://developer.apple.com/documentation/coredata/nspropertydescription/renamingidentifier.
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

    public static let handles: [ChangeSubject] = [.entity(.renamed)]

    public init() {}

    public func entityChanged(_ entity: Changed<Entity>, in context: ChangeContext) -> [ChangeFinding] {
        guard let recordType = context.oldRecordType(of: entity.old) else { return [] }
        let old = entity.old.name, new = entity.new.name
        if entity.old.parent == nil {
            return [finding(entity.change, "record type '\(recordType)' renamed to '\(CloudKitNaming.mirrored(new))': CloudKit keeps '\(recordType)' and older versions keep writing it",
                            fix: "keep the name '\(old)'; rename only in code (SwiftData `@Model` class name, `originalName`)")]
        }
        return [finding(entity.change, "entity '\(old)' renamed to '\(new)': records of '\(recordType)' written by older versions keep '\(CloudKitNaming.entityNameField)' = '\(old)'",
                        fix: "keep the name '\(old)'")]
    }
}
