import CKSchemaCore

/// Client compatibility: an integer attribute changing width.
public struct IntegerWidthChangedRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "integer_width_changed",
        name: "Integer Width Changed",
        summary: "Reports a synced integer attribute that changes width (Int16, Int32, Int64)",
        rationale: """
            All integer types mirror to INT64, so CloudKit accepts the change, but a narrower version \
            cannot represent values a wider one writes: narrowing truncates what older versions wrote; \
            widening lets newer versions write values older versions misread. \
            Source: https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data.
            """,
        level: .clientCompatibility,
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
                        points: ↓Int16 = 0
                    """),
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int64 = 0
                    """,
                after: """
                    Score:
                      attributes:
                        points: Double = 0
                    """,
                triggers: false),
        ])

    public static let handles: [ChangeSubject] = [.attribute(.modified(.type))]

    public init() {}

    public func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        guard let old = attribute.old.type.integerBitWidth, let new = attribute.new.type.integerBitWidth,
              context.newField(of: attribute.new, in: entity.new) != nil else { return [] }
        let what = new < old
            ? "values older versions wrote may not fit"
            : "older versions misread values above the \(old)-bit range"
        return [finding(attribute.change, "attribute '\(attribute.path)' changes from \(attribute.old.type.rawValue) to \(attribute.new.type.rawValue): \(what)")]
    }
}
