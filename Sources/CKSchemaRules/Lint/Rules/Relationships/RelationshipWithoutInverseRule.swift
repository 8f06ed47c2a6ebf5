import CKSchemaCore

/// Every relationship of a synced entity needs an inverse.
public struct RelationshipWithoutInverseRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "relationship_without_inverse",
        name: "Relationship Without Inverse",
        summary: "Relationships of synced entities must declare an inverse",
        rationale: """
            Core Data stores only one side of a relationship in CloudKit — the to-one side as a \
            `CD_<name>` field holding the related record's name, many-to-many links as `CDMR` \
            records, https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data — and rebuilds the other side from the inverse. Without an \
            inverse a relationship cannot be reconstructed on another device, so the validator \
            refuses the model: "CloudKit integration requires that all relationships have an \
            inverse" (https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit; \
            https://developer.apple.com/documentation/swiftdata/syncing-model-data-across-a-persons-devices).
            """,
        fix: """
            Declare the inverse relationship on the destination entity and name it with `inverse:` \
            on both sides (in SwiftData, `@Relationship(inverse: \\Destination.property)`).
            """,
        category: .relationships,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Diary
                version: 1
                entities:
                  Day:
                    relationships:
                      entries: {to: Entry, toMany: true, inverse: day}
                  Entry:
                    relationships:
                      day: {to: Day, inverse: entries}
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Diary
                version: 1
                entities:
                  Day:
                    attributes:
                      date: Date?
                  Entry:
                    relationships:
                      ↓day: {to: Day}
                """),
        ],
        swiftFix: { _ in
            "name the inverse with '@Relationship(inverse: \\Other.property)' on one side"
        },
        xcodeFix: { xcode in "give \(xcode.property) an Inverse in the Data Model inspector (add the relationship back on its destination first)" }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.entities.flatMap { entity in
            // A many-to-many pair without inverses is `many_to_many_without_inverse`'s finding.
            entity.relationships.filter {
                ($0.inverse ?? "").isEmpty && ManyToManyWithoutInverseRule.partner(of: $0, in: entity, schema: schema) == nil
            }.map { relationship in
                context.diagnostic(
                    "relationship '\(entity.name).\(relationship.name)' has no inverse",
                    at: relationship.source.location,
                    entity: entity.name, relationship: relationship.name,
                    fix: "declare the inverse on '\(relationship.destination)' and set 'inverse:' on both sides"
                )
            }
        }
    }
}
