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
            the checker, which fails closed, knows them. \
            Source: https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data.
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
    public static let handles: [ChangeSubject] =
        modified(ChangeSubject.schema, [.version, .comment, .configurations, .sharing])
        + modified(ChangeSubject.entity, [.abstract, .logicalKey, .configurations, .scope, .comment, .versionAttribute])
        + modified(ChangeSubject.attribute, [.externalStorage, .preserveValueOnDeletion, .comment, .transient, .cloudKitIgnored, .encrypted])
        + modified(ChangeSubject.relationship, [.optional, .inverse, .deleteRule, .ordered, .minCount, .maxCount, .encrypted,
                                                .cloudKitIgnored, .comment])

    private static func modified(_ element: (SchemaChangeKind) -> ChangeSubject, _ properties: [SchemaProperty]) -> [ChangeSubject] {
        properties.map { element(.modified($0)) }
    }

    public init() {}

    public func schemaChanged(_ schema: Changed<Schema>, in context: ChangeContext) -> [ChangeFinding] {
        [silent(schema.change)]
    }

    public func entityChanged(_ entity: Changed<Entity>, in context: ChangeContext) -> [ChangeFinding] {
        [silent(entity.change)]
    }

    public func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        [silent(attribute.change)]
    }

    public func relationshipChanged(_ relationship: Changed<Relationship>, of entity: Paired<Entity>,
                                    in context: ChangeContext) -> [ChangeFinding] {
        [silent(relationship.change)]
    }
}
