import CKSchemaCore

/// Production: a deployed field keeps its encryption state.
public struct FieldSameEncryptionRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "field_same_encryption",
        name: "Field Same Encryption",
        summary: "Checks that no synced attribute changes its `encrypted` (allowsCloudEncryption) setting",
        rationale: """
            `allowsCloudEncryption` cannot change after the schema is promoted: CloudKit does not \
            encrypt fields that already exist, and `ENCRYPTED STRING` and `STRING` are different field \
            types. Add a new encrypted attribute and copy the values instead.
            """,
        level: .breaking,
        examples: [
            .entities(
                before: """
                    Post:
                      attributes:
                        body: String?
                    """,
                after: """
                    Post:
                      attributes:
                        body:
                          type: String
                          optional: true
                          encrypted: ↓true
                    """),
            .entities(
                before: """
                    Post:
                      attributes:
                        body:
                          type: String
                          optional: true
                          encrypted: true
                    """,
                after: """
                    Post:
                      attributes:
                        body:
                          type: String
                          optional: true
                          encrypted: true
                        title: String?
                    """,
                triggers: false),
        ])

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard change.element == .attribute, change.kind == .modified(.encrypted),
              let old = context.oldAttributeField(change), let new = context.newAttributeField(change) else { return [] }
        return [finding(change, "field '\(old.field)' of record type '\(old.recordType)' changes from \(old.type) to \(new.type): encryption cannot change after deployment",
                        fix: "add a new attribute with the encryption you want and copy the values")]
    }
}
