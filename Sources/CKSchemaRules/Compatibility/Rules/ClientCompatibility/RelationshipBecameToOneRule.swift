import CKSchemaCore

/// Client compatibility: a to-many relationship becoming to-one.
public struct RelationshipBecameToOneRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "relationship_became_to_one",
        name: "Relationship Became To-One",
        summary: "Reports a synced to-many relationship that becomes to-one",
        rationale: """
            The new `CD_<name>` field is additive for CloudKit, but older versions keep recording the \
            link the old way (on the other side, or in `CDMR` records for a many-to-many) and never \
            write the new field, so newer versions see the relationship empty. \
            Source: https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data.
            """,
        level: .clientCompatibility,
        examples: [
            .entities(
                before: """
                    Tag:
                      relationships:
                        notes: {to: Note, toMany: true, inverse: tags}
                    Note:
                      relationships:
                        tags: {to: Tag, toMany: true, inverse: notes}
                    """,
                after: """
                    Tag:
                      relationships:
                        notes: {to: Note, toMany: true, inverse: tags}
                    Note:
                      relationships:
                        tags: {to: Tag, toMany: ↓false, inverse: notes}
                    """),
            .entities(
                before: """
                    Tag:
                      relationships:
                        notes: {to: Note, toMany: true, inverse: tags}
                    Note:
                      relationships:
                        tags: {to: Tag, toMany: true, inverse: notes}
                    """,
                after: """
                    Tag:
                      relationships:
                        notes: {to: Note, toMany: true, inverse: tags, deleteRule: cascade}
                    Note:
                      relationships:
                        tags: {to: Tag, toMany: true, inverse: notes}
                    """,
                triggers: false),
        ])

    public static let handles: [ChangeSubject] = [.relationship(.modified(.toMany))]

    public init() {}

    public func relationshipChanged(_ relationship: Changed<Relationship>, of entity: Paired<Entity>,
                                    in context: ChangeContext) -> [ChangeFinding] {
        guard !relationship.new.toMany else { return [] }
        guard let recordType = context.newRecordType(of: entity.new) else { return [silent(relationship.change)] }
        let field = CloudKitNaming.mirrored(relationship.new.name)
        return [finding(relationship.change, "relationship '\(relationship.path)' becomes to-one: older versions never write field '\(field)' of record type '\(recordType)'",
                        permanent: ["field '\(recordType).\(field)' (STRING)"])]
    }
}
