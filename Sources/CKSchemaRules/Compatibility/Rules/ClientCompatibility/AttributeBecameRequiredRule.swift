import CKSchemaCore

/// Client compatibility: an optional attribute becoming required.
public struct AttributeBecameRequiredRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "attribute_became_required",
        name: "Attribute Became Required",
        summary: "Reports a synced attribute that changes from optional to required",
        rationale: """
            Older versions keep writing records without a value for the field; a newer version that \
            requires one then reads records it cannot validate or save back.
            """,
        level: .clientCompatibility,
        examples: [
            .entities(
                before: """
                    Note:
                      attributes:
                        title: String?
                    """,
                after: """
                    Note:
                      attributes:
                        title:
                          type: String
                          optional: ↓false
                          default: ""
                    """),
            .entities(
                before: """
                    Note:
                      attributes:
                        title: String = ""
                    """,
                after: """
                    Note:
                      attributes:
                        title: String = ""
                        subtitle: String?
                    """,
                triggers: false),
        ])

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard change.element == .attribute, change.kind == .modified(.optional),
              context.newAttribute(change)?.optional == false, let field = context.newAttributeField(change) else { return [] }
        return [finding(change, "attribute '\(change.path)' becomes required: older versions still write records without '\(field.field)'",
                        fix: "keep it optional and handle nil in code")]
    }
}
