import CKSchemaCore

/// Every relationship of a synced entity must be optional.
public struct RelationshipRequiredRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "relationship_required",
        name: "Required Relationship",
        summary: "To-one relationships of synced entities must be optional, and to-many relationships must not require a minimum count",
        rationale: """
            CloudKit delivers records one by one and in no particular order: an object often \
            arrives before the object it points to, so Core Data must be able to save it with the \
            relationship still empty. The validator refuses the model with "CloudKit integration \
            requires that all relationships be optional" (https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit; https://developer.apple.com/documentation/swiftdata/syncing-model-data-across-a-persons-devices; \
            the validator's output in a real app, https://github.com/CubeLabsNZ/CubeTime/pull/131). A to-many \
            relationship with `minCount` above zero makes the same promise — at least one related \
            object at save time — and fails validation when its objects have not arrived yet.
            """,
        fix: """
            Remove `optional: false` and any `minCount` above zero. Enforce "must have" in the app \
            (UI or a repair pass after sync) instead of the model.
            """,
        category: .relationships,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Lists
                version: 1
                entities:
                  List:
                    relationships:
                      items: {to: Item, toMany: true, inverse: list, deleteRule: cascade}
                  Item:
                    relationships:
                      list: {to: List, inverse: items}
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Lists
                version: 1
                entities:
                  List:
                    relationships:
                      items:
                        to: Item
                        toMany: true
                        minCount: ↓1
                        inverse: list
                  Item:
                    relationships:
                      list:
                        to: List
                        optional: ↓false
                        inverse: items
                """),
        ],
        swiftFix: { swift in
            if swift.finding.message.contains("minCount") || swift.finding.fix?.contains("minCount") == true {
                return "remove 'minimumModelCount:' from '\(swift.relationship)'"
            }
            return "make '\(swift.relationship)' optional\(swift.optionalTypeHint)"
        },
        xcodeFix: { xcode in
            xcode.finding.fix?.contains("minCount") == true
                ? "clear the Minimum count of \(xcode.property) in the Data Model inspector"
                : "tick 'Optional' for \(xcode.property) in the Data Model inspector"
        }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.entities.flatMap { entity in
            entity.relationships.compactMap { relationship -> Diagnostic? in
                func qualified() -> String { "\(entity.name).\(relationship.name)" }
                // A to-many one is `to_many_not_optional`'s finding.
                if !relationship.optional && !relationship.toMany {
                    return context.diagnostic(
                        "relationship '\(qualified())' is not optional; CloudKit may deliver the record before its destination",
                        at: relationship.source["optional"],
                        entity: entity.name, relationship: relationship.name,
                        fix: "make '\(relationship.name)' optional"
                    )
                }
                if relationship.toMany, let minCount = relationship.minCount, minCount > 0 {
                    return context.diagnostic(
                        "to-many relationship '\(qualified())' requires at least \(minCount) related object\(minCount == 1 ? "" : "s"); CloudKit may deliver the record before them",
                        at: relationship.source["minCount"],
                        entity: entity.name, relationship: relationship.name,
                        fix: "remove 'minCount' from '\(relationship.name)'"
                    )
                }
                return nil
            }
        }
    }
}
