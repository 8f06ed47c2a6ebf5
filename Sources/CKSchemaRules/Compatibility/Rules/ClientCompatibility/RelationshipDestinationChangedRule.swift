import CKSchemaCore

/// Client compatibility: a relationship pointing at another entity.
public struct RelationshipDestinationChangedRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "relationship_destination_changed",
        name: "Relationship Destination Changed",
        summary: "Reports a synced relationship whose destination entity changes",
        rationale: """
            The `CD_<name>` field keeps holding a record name, but older versions look for it among \
            records of the old destination and newer versions among the new one, so links break in \
            both directions. \
            Source: https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data.
            """,
        level: .clientCompatibility,
        examples: [
            .entities(
                before: """
                    Note:
                      relationships:
                        folder: {to: Folder, inverse: notes}
                    Folder:
                      relationships:
                        notes: {to: Note, toMany: true, inverse: folder}
                    Box:
                      relationships:
                        notes: {to: Note, toMany: true}
                    """,
                after: """
                    Note:
                      relationships:
                        folder: {to: ↓Box, inverse: notes}
                    Folder:
                      relationships:
                        notes: {to: Note, toMany: true}
                    Box:
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
                        folder: {to: Folder, inverse: notes}
                    Folder:
                      relationships:
                        notes: {to: Note, toMany: true, inverse: folder}
                    """,
                triggers: false),
        ])

    public static let handles: [ChangeSubject] = [.relationship(.modified(.destination))]

    public init() {}

    public func relationshipChanged(_ relationship: Changed<Relationship>, of entity: Paired<Entity>,
                                    in context: ChangeContext) -> [ChangeFinding] {
        guard context.newRecordType(of: entity.new) != nil || context.oldRecordType(of: entity.old) != nil else {
            return [silent(relationship.change)]
        }
        return [finding(relationship.change, "relationship '\(relationship.path)' now points to '\(relationship.new.destination)' instead of '\(relationship.old.destination)': versions resolve the link among different records")]
    }
}
