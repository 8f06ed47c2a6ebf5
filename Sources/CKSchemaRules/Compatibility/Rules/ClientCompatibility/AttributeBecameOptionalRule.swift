import CKSchemaCore

/// Client compatibility: a required attribute becoming optional.
public struct AttributeBecameOptionalRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "attribute_became_optional",
        name: "Attribute Became Optional",
        summary: "Reports a synced attribute that changes from required to optional",
        rationale: """
            Newer versions may now write records without a value; older versions, whose model \
            requires one, read such records with their default or fail to validate them. \
            Source: https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit.
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

    public static let handles: [ChangeSubject] = [.attribute(.modified(.optional))]

    public init() {}

    public func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        guard attribute.new.optional, let field = context.newField(of: attribute.new, in: entity.new) else { return [] }
        return [finding(attribute.change, "attribute '\(attribute.path)' becomes optional: older versions expect a value in '\(field.name)'")]
    }
}
