import CKSchemaCore

/// Production: a to-one relationship's field disappears when it becomes to-many.
public struct RelationshipToOneStaysToOneRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "relationship_to_one_stays_to_one",
        name: "Relationship To-One Stays To-One",
        summary: "Checks that no synced to-one relationship becomes to-many",
        rationale: """
            A to-one relationship mirrors to the STRING field `CD_<name>`; the to-many side of a \
            one-to-many has no field, and a many-to-many uses `CDMR` records. Turning a to-one into a \
            to-many drops the field (which production keeps, and older versions keep writing). \
            Source: https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data.
            """,
        level: .breaking,
        examples: [
            .entities(
                before: """
                    Note:
                      relationships:
                        folder: {to: Folder, inverse: notes}
                    Folder:
                      relationships:
                        notes: {to: Note, toMany: true, inverse: folder}
                    """,
                after: """
                    Note:
                      relationships:
                        folder: {to: Folder, toMany: ↓true, inverse: notes}
                    Folder:
                      relationships:
                        notes: {to: Note, toMany: true, inverse: folder}
                    """),
            .entities(
                before: """
                    Note:
                      relationships:
                        folder: {to: Folder, inverse: notes}
                    Folder:
                      relationships:
                        notes: {to: Note, toMany: true, inverse: folder}
                    """,
                after: """
                    Note:
                      relationships:
                        folder: {to: Folder, inverse: notes, deleteRule: nullify}
                    Folder:
                      relationships:
                        notes: {to: Note, toMany: true, inverse: folder, deleteRule: cascade}
                    """,
                triggers: false),
        ])

    public static let handles: [ChangeSubject] = [.relationship(.modified(.toMany))]

    public init() {}

    public func relationshipChanged(_ relationship: Changed<Relationship>, of entity: Paired<Entity>,
                                    in context: ChangeContext) -> [ChangeFinding] {
        guard SyncedRecordTypes.hasField(relationship.old), relationship.new.toMany,
              let recordType = context.oldRecordType(of: entity.old) else { return [] }
        return [finding(relationship.change, "relationship '\(relationship.path)' becomes to-many: field '\(CloudKitNaming.mirrored(relationship.old.name))' of record type '\(recordType)' disappears",
                        fix: "keep the to-one relationship and add a new to-many one")]
    }
}
