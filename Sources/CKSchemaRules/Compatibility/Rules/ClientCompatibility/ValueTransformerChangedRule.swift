import CKSchemaCore

/// Client compatibility: a Transformable attribute's encoding changes.
public struct ValueTransformerChangedRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "value_transformer_changed",
        name: "Value Transformer Changed",
        summary: "Reports a synced attribute whose value transformer or custom class changes",
        rationale: """
            A Transformable value is stored as the bytes its transformer produces. Versions with a \
            different transformer or class cannot decode each other's bytes.
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

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard change.element == .attribute,
              change.kind == .modified(.valueTransformer) || change.kind == .modified(.customClass) else { return [] }
        guard context.newAttributeField(change) != nil else { return [silent(change)] }
        let what = change.property == .valueTransformer ? "value transformer" : "custom class"
        return [finding(change, "\(what) of attribute '\(change.path)' changes from '\(change.oldValue ?? "none")' to '\(change.newValue ?? "none")': versions cannot decode each other's values")]
    }
}
