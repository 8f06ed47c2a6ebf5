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
            BYTES) are checked by the client-compatibility rules instead.
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

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard change.element == .attribute, change.kind == .modified(.type),
              let old = context.oldAttributeField(change), let new = context.newAttributeField(change),
              let oldType = context.oldAttribute(change)?.type, let newType = context.newAttribute(change)?.type,
              SyncedRecordTypes.baseFieldType(of: oldType) != SyncedRecordTypes.baseFieldType(of: newType)
        else { return [] }
        return [finding(change, "field '\(old.field)' of record type '\(old.recordType)' changes type from \(SyncedRecordTypes.baseFieldType(of: oldType)) to \(SyncedRecordTypes.baseFieldType(of: newType)): production field types are permanent",
                        fix: "add a new attribute with the new type (\(new.field) stays as it is)")]
    }
}
