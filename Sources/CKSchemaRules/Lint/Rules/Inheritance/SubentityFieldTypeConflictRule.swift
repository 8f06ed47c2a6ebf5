import CKSchemaCore

/// Entities of one inheritance tree must agree on the CloudKit type of a shared field.
public struct SubentityFieldTypeConflictRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "subentity_field_type_conflict",
        name: "Subentity Field Type Conflict",
        summary: "Entities of one inheritance tree must give same-named attributes the same CloudKit type",
        rationale: """
            Every entity of an inheritance tree is stored in the root's record type \
            `CD_<RootEntity>`, whose fields are the union of all the tree's attributes and to-one \
            relationships (https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data). Two subentities that both declare `value` — one as a \
            String, the other as an Int64 — need `CD_value` to be both STRING and INT64; CloudKit \
            keeps whichever type was created first and rejects every save of the other. Types that \
            map to the same field type (Int16 and Int64, String and UUID) do not conflict; \
            encryption is part of the type (`ENCRYPTED STRING` is not `STRING`). Derived from \
            Apple's mapping; not observed in an export.
            """,
        fix: """
            Rename one of the attributes, or move the attribute to the common parent entity so it is \
            declared once.
            """,
        category: .inheritance,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Feed
                version: 1
                entities:
                  Post:
                    abstract: true
                    attributes:
                      title: String?
                  TextPost:
                    parent: Post
                    attributes:
                      reference: String?
                  LinkPost:
                    parent: Post
                    attributes:
                      reference: UUID?
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Feed
                version: 1
                entities:
                  Post:
                    abstract: true
                  TextPost:
                    parent: Post
                    attributes:
                      value: String?
                  PollPost:
                    parent: Post
                    attributes:
                      value: ↓Int64?
                  SecretPost:
                    parent: Post
                    attributes:
                      value:
                        type: ↓String
                        optional: true
                        encrypted: true
                """),
        ]
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.sharedFieldPairs().compactMap { first, later in
            guard first.isAttribute, later.isAttribute, first.type != later.type else { return nil }
            let recordType = CoreDataNaming.name(context.index.root(of: later.entity).name)
            return context.diagnostic(
                "attribute '\(later.entity.name).\(later.name)' needs field '\(CoreDataNaming.name(later.name))' of '\(recordType)' to be \(later.type), but '\(first.entity.name).\(first.name)' makes it \(first.type)",
                at: later.typeLocation, entity: later.entity.name, attribute: later.name,
                relatedLocation: first.typeLocation,
                fix: "rename '\(later.name)' in '\(later.entity.name)' or declare it once on the parent entity")
        }
    }
}
