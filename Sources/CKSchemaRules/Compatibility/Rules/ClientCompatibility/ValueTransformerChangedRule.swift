import CKSchemaCore

/// Client compatibility: a Transformable attribute's encoding changes.
public struct ValueTransformerChangedRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "value_transformer_changed",
        name: "Value Transformer Changed",
        summary: "Reports a synced attribute whose value transformer or custom class changes",
        rationale: """
            A Transformable value is stored as the bytes its transformer produces. Versions with a \
            different transformer or class cannot decode each other's bytes. \
            Source: https://developer.apple.com/documentation/coredata/nsattributedescription/valuetransformername.
            """,
        level: .clientCompatibility,
        examples: [
            .entities(
                before: """
                    Item:
                      attributes:
                        tags:
                          type: Transformable
                          optional: true
                          valueTransformer: TagsTransformer
                    """,
                after: """
                    Item:
                      attributes:
                        tags:
                          type: Transformable
                          optional: true
                          valueTransformer: ↓TagsTransformerV2
                    """),
            .entities(
                before: """
                    Item:
                      attributes:
                        tags:
                          type: Transformable
                          optional: true
                          valueTransformer: TagsTransformer
                    """,
                after: """
                    Item:
                      attributes:
                        tags:
                          type: Transformable
                          optional: true
                          valueTransformer: TagsTransformer
                          comment: the item's tags
                    """,
                triggers: false),
        ])

    public static let handles: [ChangeSubject] = [.attribute(.modified(.valueTransformer)), .attribute(.modified(.customClass))]

    public init() {}

    public func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        guard context.newField(of: attribute.new, in: entity.new) != nil else { return [silent(attribute.change)] }
        let (what, from, to) = attribute.property == .valueTransformer
            ? ("value transformer", attribute.old.valueTransformer, attribute.new.valueTransformer)
            : ("custom class", attribute.old.customClass, attribute.new.customClass)
        return [finding(attribute.change, "\(what) of attribute '\(attribute.path)' changes from '\(from ?? "none")' to '\(to ?? "none")': versions cannot decode each other's values")]
    }
}
