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
            Float, archived data read as raw bytes). \
            Source: https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data.
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

    public static let handles: [ChangeSubject] = [.attribute(.modified(.type))]

    public init() {}

    public func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        let old = attribute.old.type, new = attribute.new.type
        let stored = SyncedRecordTypes.baseFieldType(of: new)
        // Integer widths are `integer_width_changed`'s.
        guard !(old.isInteger && new.isInteger), SyncedRecordTypes.baseFieldType(of: old) == stored,
              let field = context.newField(of: attribute.new, in: entity.new) else { return [] }
        return [finding(attribute.change, "attribute '\(attribute.path)' changes from \(old.rawValue) to \(new.rawValue): both are \(stored) in '\(field.name)', but older versions read the value as \(old.rawValue)")]
    }
}
