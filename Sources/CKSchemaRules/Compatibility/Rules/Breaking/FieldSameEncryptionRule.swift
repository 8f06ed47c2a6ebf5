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
            types. Add a new encrypted attribute and copy the values instead. \
            Source: https://developer.apple.com/documentation/coredata/nsattributedescription/allowscloudencryption.
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

    public static let handles: [ChangeSubject] = [.attribute(.modified(.encrypted))]

    public init() {}

    public func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        guard let old = context.oldField(of: attribute.old, in: entity.old),
              let new = context.newField(of: attribute.new, in: entity.new) else { return [] }
        return [finding(attribute.change, "field '\(old.name)' of record type '\(old.recordType)' changes from \(old.type) to \(new.type): encryption cannot change after deployment",
                        fix: "add a new attribute with the encryption you want and copy the values")]
    }
}

// MARK: Outside version steps

extension FieldSameEncryptionRule {
    /// A field that development already holds encrypted where `declarer` ("model 'Notes' version 3")
    /// does not, or the reverse: the wording of `field_same_encryption` when provisioning development.
    public static func developmentConflict(
        _ field: String, from old: FieldType, to new: FieldType, by declarer: String, inProduction: Bool,
        location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            id: description.id, severity: .error,
            message: FieldSameTypeRule.developmentConflictMessage(field, from: old, to: new, by: declarer),
            location: location, fix: FieldSameTypeRule.developmentConflictFix(inProduction: inProduction))
    }
}
