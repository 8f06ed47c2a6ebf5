import CKSchemaCore

/// Two to-many relationships that point at each other's entities and name no inverse: SwiftData
/// does not pair them, so a synced model has two relationships without an inverse.
public struct ManyToManyWithoutInverseRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "many_to_many_without_inverse",
        name: "Many-to-Many Without Inverse",
        summary: "A many-to-many relationship of synced entities must name its inverse on one side",
        rationale: """
            CloudKit requires every relationship to have an inverse; Core Data keeps a many-to-many \
            link as a `CDMR` record naming both sides and rebuilds each side from the other \
            (https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit; \
            https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data). \
            SwiftData infers an inverse when neither side names one only for a one-to-many pair whose \
            to-one side is optional (or a one-to-one pair); it never infers a many-to-many pair: \
            `Transaction.tags: [Tag]?` and `Tag.transactions: [Transaction]?` stay two unrelated \
            relationships without inverses until one side says `@Relationship(inverse:)` \
            (https://www.hackingwithswift.com/quick-start/swiftdata/how-to-create-many-to-many-relationships; \
            https://www.hackingwithswift.com/quick-start/swiftdata/inferred-vs-explicit-relationships). \
            A mirrored store then refuses to load with "CloudKit integration requires that all \
            relationships have an inverse" \
            (https://developer.apple.com/documentation/swiftdata/syncing-model-data-across-a-persons-devices).
            """,
        fix: """
            Name the inverse: `inverse:` on both sides in YAML, the Inverse field in Xcode, and in \
            SwiftData `@Relationship(inverse: \\Tag.transactions) var tags: [Tag]? = []` on one side.
            """,
        category: .relationships,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Ledger
                version: 1
                entities:
                  Transaction:
                    relationships:
                      tags: {to: Tag, toMany: true, inverse: transactions}
                  Tag:
                    relationships:
                      transactions: {to: Transaction, toMany: true, inverse: tags}
                """),
            Example("""
                model: Ledger
                version: 1
                entities:
                  Transaction:
                    relationships:
                      account: {to: Account, inverse: transactions}
                  Account:
                    relationships:
                      transactions: {to: Transaction, toMany: true, inverse: account}
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Ledger
                version: 1
                entities:
                  Transaction:
                    relationships:
                      ↓tags: {to: Tag, toMany: true}
                  Tag:
                    relationships:
                      transactions: {to: Transaction, toMany: true}
                """),
        ],
        swiftFix: { swift in
            let partner = Self.partnerName(in: swift.finding.message)
            return partner.map { "write '@Relationship(inverse: \\\($0))' on '\(swift.relationship)'" }
                ?? "write '@Relationship(inverse: \\Other.property)' on '\(swift.relationship)'"
        },
        xcodeFix: { xcode in "set the Inverse of \(xcode.property) in the Data Model inspector" }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        var reported: Set<String> = []
        var found: [Diagnostic] = []
        for entity in context.entities {
            for relationship in entity.relationships {
                guard let partner = Self.partner(of: relationship, in: entity, schema: schema),
                      !reported.contains("\(entity.name).\(relationship.name)") else { continue }
                reported.insert("\(relationship.destination).\(partner.name)")
                found.append(context.diagnostic(
                    "many-to-many relationships '\(entity.name).\(relationship.name)' and '\(relationship.destination).\(partner.name)' name no inverse; SwiftData does not pair them, and CloudKit requires an inverse",
                    at: relationship.source.location,
                    entity: entity.name, relationship: relationship.name,
                    relatedLocation: partner.source.location,
                    fix: "set 'inverse: \(partner.name)' on '\(relationship.name)' and 'inverse: \(relationship.name)' on '\(relationship.destination).\(partner.name)'"
                ))
            }
        }
        return found
    }

    /// The to-many relationship back from `relationship`'s destination to `entity` that, with
    /// `relationship`, forms a many-to-many pair where neither names an inverse; nil otherwise.
    public static func partner(of relationship: Relationship, in entity: Entity, schema: Schema) -> Relationship? {
        guard relationship.toMany, (relationship.inverse ?? "").isEmpty, relationship.destination != entity.name,
              let destination = schema.entity(named: relationship.destination) else { return nil }
        return destination.relationships.first {
            $0.toMany && ($0.inverse ?? "").isEmpty && $0.destination == entity.name
        }
    }

    /// `Tag.transactions` from this rule's message.
    static func partnerName(in message: String) -> String? {
        let parts = message.components(separatedBy: "' and '")
        guard parts.count > 1, let name = parts[1].components(separatedBy: "'").first, !name.isEmpty else { return nil }
        return name
    }
}
