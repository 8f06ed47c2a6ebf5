import CKSchemaCore

/// Client compatibility: a type change CloudKit accepts but versions read differently.
public struct FieldValueReinterpretedRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "field_value_reinterpreted",
        name: "Field Value Reinterpreted",
        summary: "Reports a synced attribute whose type changes within one CloudKit type (Bool ↔ Int, String ↔ UUID/URI, Double ↔ Float/Decimal, Binary ↔ Transformable)",
        rationale: """
            The CloudKit field keeps its type, so production accepts the change, but the two versions \
            interpret the stored value differently (a String that is not a UUID, a Decimal rounded to a \
            Float, archived data read as raw bytes).
            """,
        level: .clientCompatibility,
        examples: [
            .entities(
                before: """
                    Item:
                      attributes:
                        code: String?
                    """,
                after: """
                    Item:
                      attributes:
                        code: ↓UUID?
                    """),
            .entities(
                before: """
                    Item:
                      attributes:
                        count: Int16 = 0
                    """,
                after: """
                    Item:
                      attributes:
                        count: Int32 = 0
                    """,
                triggers: false),
        ])

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard change.element == .attribute, change.kind == .modified(.type),
              let old = context.oldAttribute(change)?.type, let new = context.newAttribute(change)?.type,
              !(old.isInteger && new.isInteger),
              SyncedRecordTypes.baseFieldType(of: old) == SyncedRecordTypes.baseFieldType(of: new),
              let field = context.newAttributeField(change) else { return [] }
        return [finding(change, "attribute '\(change.path)' changes from \(old.rawValue) to \(new.rawValue): both are \(SyncedRecordTypes.baseFieldType(of: new)) in '\(field.field)', but older versions read the value as \(old.rawValue)")]
    }
}
