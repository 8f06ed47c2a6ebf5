import CKSchemaCore

/// Encrypted attributes cannot be used with the public database.
public struct EncryptionInPublicDatabaseRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "encryption_in_public_database",
        name: "Encryption In Public Database",
        summary: "Attributes cannot be encrypted when the model syncs with the public database",
        rationale: """
            Encrypted fields (`allowsCloudEncryption`, stored in `CKRecord.encryptedValues`) are \
            encrypted with keys of the user's iCloud account, so only the private and shared \
            databases support them; the public database is readable by every user of the app \
            (https://developer.apple.com/documentation/cloudkit/ckrecord/encryptedvalues; \
            https://developer.apple.com/documentation/coredata/nsattributedescription/allowscloudencryption). Saves of such \
            fields to the public database fail.
            """,
        fix: """
            Remove `encrypted` from the attribute, or sync the entity through the private database \
            (a separate configuration with `database: private` in its own schema).
            """,
        category: .encryption,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Journal
                version: 1
                database: private
                entities:
                  Entry:
                    attributes:
                      text: {type: String, optional: true, encrypted: true}
                """),
            Example("""
                model: Board
                version: 1
                database: public
                entities:
                  Notice:
                    attributes:
                      text: String?
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Board
                version: 1
                database: public
                entities:
                  Notice:
                    attributes:
                      text:
                        type: String
                        optional: true
                        encrypted: ↓true
                """),
        ],
        swiftFix: { swift in
            "remove '.allowsCloudEncryption' from '\(swift.attribute)' or sync through the private database"
        },
        xcodeFix: { xcode in "untick 'Allows Cloud Encryption' for \(xcode.property), or sync '\(xcode.entity)' through the private database" }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        guard schema.database == .public else { return [] }
        return context.attributes { $0.encrypted && $0.isSynced }.map { entity, attribute in
            context.diagnostic(
                "attribute '\(entity.name).\(attribute.name)' is encrypted, but the public database does not support encrypted fields",
                at: attribute.source["encrypted"],
                entity: entity.name, attribute: attribute.name,
                fix: "remove 'encrypted' from '\(attribute.name)' or sync '\(entity.name)' through the private database")
        }
    }
}
