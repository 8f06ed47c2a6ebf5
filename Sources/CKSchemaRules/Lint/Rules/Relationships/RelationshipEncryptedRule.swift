import CKSchemaCore

/// Refuses encrypted relationships.
public struct RelationshipEncryptedRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "relationship_encrypted",
        name: "Encrypted Relationship",
        summary: "Relationships cannot be encrypted",
        rationale: """
            Core Data encrypts attributes (`allowsCloudEncryption`, stored in \
            `CKRecord.encryptedValues`), never relationships: the related record's name must stay \
            readable for Core Data to link records. A relationship carrying the encryption key \
            makes the validator refuse the model with "CloudKit integration does not support \
            encrypted relationships" (`allowsCloudEncryption`: "Core Data doesn't support encrypting … attributes \
            that represent relationships between entities", \
            https://developer.apple.com/documentation/coredata/nsattributedescription/allowscloudencryption; \
            https://developer.apple.com/documentation/cloudkit/ckrecord/encryptedvalues).
            """,
        fix: """
            Remove `encrypted` from the relationship. Encrypt the sensitive attributes of the \
            destination entity instead.
            """,
        category: .relationships,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Health
                version: 1
                entities:
                  Patient:
                    attributes:
                      name: {type: String, optional: true, encrypted: true}
                    relationships:
                      visits: {to: Visit, toMany: true, inverse: patient}
                  Visit:
                    relationships:
                      patient: {to: Patient, inverse: visits}
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Health
                version: 1
                entities:
                  Patient:
                    relationships:
                      visits: {to: Visit, toMany: true, inverse: patient, encrypted: ↓true}
                  Visit:
                    relationships:
                      patient: {to: Patient, inverse: visits}
                """),
        ],
        xcodeFix: { xcode in "untick 'Allows Cloud Encryption' for \(xcode.property) and encrypt attributes of its destination instead" }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.entities.flatMap { entity in
            entity.relationships.filter(\.encrypted).map { relationship in
                context.diagnostic(
                    "relationship '\(entity.name).\(relationship.name)' is marked encrypted; CloudKit only encrypts attributes",
                    at: relationship.source["encrypted"],
                    entity: entity.name, relationship: relationship.name,
                    fix: "remove 'encrypted' from '\(relationship.name)' and encrypt attributes of '\(relationship.destination)' instead"
                )
            }
        }
    }
}
