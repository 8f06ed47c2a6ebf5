import CKSchemaCore

/// Production: an entity that changes inheritance root changes record type.
public struct RecordTypeSameRootRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "record_type_same_root",
        name: "Record Type Same Root",
        summary: "Checks that no synced entity moves to another inheritance root",
        rationale: """
            Every entity of an inheritance tree mirrors to the record type of the tree's root \
            (`CD_<Root>`). Giving an entity a parent from another tree, or removing its parent, moves \
            its records to another record type: existing records stay in the old type, which older \
            versions keep reading and writing. \
            Source: https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data.
            """,
        level: .breaking,
        examples: [
            .entities(
                before: """
                    Post:
                      attributes:
                        text: String?
                    Photo:
                      attributes:
                        data: Binary?
                    """,
                after: """
                    Post:
                      attributes:
                        text: String?
                    Photo:
                      parent: ↓Post
                      attributes:
                        data: Binary?
                    """),
            .entities(
                before: """
                    Post:
                      attributes:
                        text: String?
                    Media:
                      parent: Post
                    Photo:
                      parent: Post
                    """,
                after: """
                    Post:
                      attributes:
                        text: String?
                    Media:
                      parent: Post
                    Photo:
                      parent: Media
                    """,
                triggers: false),
        ])

    public static let handles: [ChangeSubject] = [.entity(.modified(.parent))]

    public init() {}

    public func entityChanged(_ entity: Changed<Entity>, in context: ChangeContext) -> [ChangeFinding] {
        guard let oldType = context.oldRecordType(of: entity.old), let newType = context.newRecordType(of: entity.new),
              oldType != newType else { return [] }
        return [finding(entity.change, "entity '\(entity.new.name)' moves from record type '\(oldType)' to '\(newType)': existing records stay in '\(oldType)'",
                        fix: "keep the entity in its inheritance tree, or add a new entity and copy the records")]
    }
}
