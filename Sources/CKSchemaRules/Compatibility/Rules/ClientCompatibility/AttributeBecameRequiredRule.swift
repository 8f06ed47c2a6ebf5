import CKSchemaCore

/// Client compatibility: an optional attribute becoming required.
public struct AttributeBecameRequiredRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "attribute_became_required",
        name: "Attribute Became Required",
        summary: "Reports a synced attribute that changes from optional to required",
        rationale: """
            Older versions keep writing records without a value for the field; a newer version that \
            requires one then reads records it cannot validate or save back. \
            Source: https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit.
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

    public static let handles: [ChangeSubject] = [.attribute(.modified(.optional))]

    public init() {}

    public func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        guard !attribute.new.optional, let field = context.newField(of: attribute.new, in: entity.new) else { return [] }
        return [finding(attribute.change, "attribute '\(attribute.path)' becomes required: older versions still write records without '\(field.name)'",
                        fix: "keep it optional and handle nil in code")]
    }
}
