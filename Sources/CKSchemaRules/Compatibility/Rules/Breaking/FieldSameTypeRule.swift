import CKSchemaCore

/// Production: a deployed field keeps its type.
public struct FieldSameTypeRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "field_same_type",
        name: "Field Same Type",
        summary: "Checks that no synced attribute changes to a type CloudKit stores differently",
        rationale: """
            CloudKit cannot change a field's type once deployed (including list element types), and \
            rejects an import that would. Types that share a CloudKit type (Int16/Int32/Int64/Bool → \
            INT64, String/UUID/URI → STRING, Double/Float/Decimal → DOUBLE, Binary/Transformable → \
            BYTES) are checked by the client-compatibility rules instead. \
            Sources: https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema; https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data.
            """,
        level: .breaking,
        examples: [
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int64 = 0
                    """,
                after: """
                    Score:
                      attributes:
                        points: ↓Double = 0
                    """),
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int32 = 0
                    """,
                after: """
                    Score:
                      attributes:
                        points: Int64 = 0
                    """,
                triggers: false),
        ])

    public static let handles: [ChangeSubject] = [.attribute(.modified(.type))]

    public init() {}

    public func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        guard let old = context.oldField(of: attribute.old, in: entity.old),
              let new = context.newField(of: attribute.new, in: entity.new) else { return [] }
        let from = SyncedRecordTypes.baseFieldType(of: attribute.old.type), to = SyncedRecordTypes.baseFieldType(of: attribute.new.type)
        guard from != to else { return [] }
        return [finding(attribute.change, "field '\(old.name)' of record type '\(old.recordType)' changes type from \(from) to \(to): production field types are permanent",
                        fix: "add a new attribute with the new type (\(new.name) stays as it is)")]
    }
}

// MARK: Outside version steps

extension FieldSameTypeRule {
    /// A field whose deployed production type differs from the one the schema declares: the
    /// wording of `field_same_type` for the comparison with a production export (``ProductionComparison``).
    public static func deployedTypeDiffers(
        _ field: String, of recordType: String, deployed: FieldType, declared: FieldType,
        location: SourceLocation?, relatedLocation: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            id: description.id, severity: .error,
            message: "field '\(field)' of record type '\(recordType)' is \(deployed) in production but the schema declares \(declared)",
            location: location, relatedLocation: relatedLocation,
            fix: "production field types are permanent: add a new attribute instead")
    }

    /// A field that development already holds with another type than `declarer` ("model 'Notes'
    /// version 3") gives it: the wording of `field_same_type` when provisioning development. The
    /// encryption-only case is ``FieldSameEncryptionRule/developmentConflict(_:from:to:by:inProduction:location:)``.
    public static func developmentConflict(
        _ field: String, from old: FieldType, to new: FieldType, by declarer: String, inProduction: Bool,
        location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            id: description.id, severity: .error,
            message: developmentConflictMessage(field, from: old, to: new, by: declarer),
            location: location, fix: developmentConflictFix(inProduction: inProduction))
    }

    static func developmentConflictMessage(_ field: String, from old: FieldType, to new: FieldType, by declarer: String) -> String {
        "field '\(field)' is \(old) in development but \(declarer) makes it \(new); CloudKit refuses to change a field's type"
    }

    static func developmentConflictFix(inProduction: Bool) -> String {
        inProduction
            ? "production keeps this field forever: add a new attribute instead"
            : "run 'ckschema dev reset' to start development over, or add a new attribute instead"
    }
}
