import CKSchemaCore

/// Refuses relationships excluded from sync.
public struct IgnoredRelationshipRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "ignored_relationship",
        name: "Ignored Relationship",
        summary: "Relationships of synced entities cannot be excluded from sync with cloudKitIgnored",
        rationale: """
            `NSCloudKitMirroringDelegateIgnoredPropertyKey` works for attributes only. A relationship \
            marked with it would leave its inverse half-mirrored, so the validator refuses the model \
            with "CloudKit integration does not support ignored relationships": every relationship \
            must have a synced inverse (https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit).
            """,
        fix: """
            Remove `cloudKitIgnored` from the relationship. To keep a link local, move the \
            destination into a configuration that does not sync and refer to it by an identifier \
            attribute.
            """,
        category: .relationships,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Mail
                version: 1
                entities:
                  Folder:
                    attributes:
                      expanded: {type: Bool, optional: true, cloudKitIgnored: true}
                    relationships:
                      messages: {to: Message, toMany: true, inverse: folder}
                  Message:
                    relationships:
                      folder: {to: Folder, inverse: messages}
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Mail
                version: 1
                entities:
                  Folder:
                    relationships:
                      messages: {to: Message, toMany: true, inverse: folder, cloudKitIgnored: ↓true}
                  Message:
                    relationships:
                      folder: {to: Folder, inverse: messages}
                """),
        ],
        xcodeFix: { xcode in "remove the User Info key NSCloudKitMirroringDelegateIgnoredPropertyKey from \(xcode.property)" }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.entities.flatMap { entity in
            entity.relationships.filter(\.cloudKitIgnored).map { relationship in
                context.diagnostic(
                    "relationship '\(entity.name).\(relationship.name)' is ignored by CloudKit; only attributes can be",
                    at: relationship.source["cloudKitIgnored"],
                    entity: entity.name, relationship: relationship.name,
                    fix: "remove 'cloudKitIgnored' from '\(relationship.name)'"
                )
            }
        }
    }
}
