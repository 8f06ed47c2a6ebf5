import CKSchemaCore

/// Safe: changes that do not reach CloudKit.
public struct LocalOnlyChangeRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "local_only_change",
        name: "Local-Only Change",
        summary: "Classifies changes that do not touch the CloudKit schema (comments, delete rules, inverses, external storage, the version number…) as safe",
        rationale: """
            These properties live only in the local model: CloudKit stores no delete rule, inverse, \
            count limit, external-storage flag or comment. The rule reports nothing; it exists so that \
            the checker, which fails closed, knows them.
            """,
        level: .safe,
        examples: [
            .entities(
                before: """
                    Score:
                      attributes:
                        photo: Binary?
                    """,
                after: """
                    Score:
                      comment: one day's result
                      attributes:
                        photo:
                          type: Binary
                          optional: true
                          externalStorage: true
                    """,
                triggers: false),
        ])

    /// Properties whose changes never reach CloudKit by themselves (other rules may still report
    /// their side effects, e.g. a configuration change that stops a record type syncing).
    static let localProperties: [SchemaElementKind: Set<SchemaProperty>] = [
        .schema: [.version, .comment, .configurations, .sharing],
        .entity: [.abstract, .logicalKey, .configurations, .comment, .versionAttribute],
        .attribute: [.externalStorage, .preserveValueOnDeletion, .comment, .transient, .cloudKitIgnored, .encrypted],
        .relationship: [.optional, .inverse, .deleteRule, .ordered, .minCount, .maxCount, .encrypted, .cloudKitIgnored, .comment],
    ]

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard let property = change.property, Self.localProperties[change.element]?.contains(property) == true else { return [] }
        return [silent(change)]
    }
}
