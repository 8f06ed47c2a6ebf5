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
            versions keep reading and writing.
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

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard change.element == .entity, change.kind == .modified(.parent),
              let oldType = context.oldRecordType(change), let newType = context.newRecordType(change),
              oldType != newType else { return [] }
        return [finding(change, "entity '\(change.entity ?? "")' moves from record type '\(oldType)' to '\(newType)': existing records stay in '\(oldType)'",
                        fix: "keep the entity in its inheritance tree, or add a new entity and copy the records")]
    }
}
