import CKSchemaCore

/// Client compatibility: a required attribute becoming optional.
public struct AttributeBecameOptionalRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "attribute_became_optional",
        name: "Attribute Became Optional",
        summary: "Reports a synced attribute that changes from required to optional",
        rationale: """
            Newer versions may now write records without a value; older versions, whose model \
            requires one, read such records with their default or fail to validate them.
            """,
        level: .clientCompatibility,
        examples: [
            .entities(
                before: """
                    Note:
                      attributes:
                        title: String = ""
                    """,
                after: """
                    Note:
                      attributes:
                        title:
                          type: String
                          optional: ↓true
                          default: ""
                    """),
            .entities(
                before: """
                    Note:
                      attributes:
                        title: String?
                    """,
                after: """
                    Note:
                      attributes:
                        title: String?
                    """,
                triggers: false),
        ])

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard change.element == .attribute, change.kind == .modified(.optional),
              context.newAttribute(change)?.optional == true, let field = context.newAttributeField(change) else { return [] }
        return [finding(change, "attribute '\(change.path)' becomes optional: older versions expect a value in '\(field.field)'")]
    }
}
