import CKSchemaCore

/// Local migration: an attribute that becomes required needs a value in every stored object.
public struct MigrationFillsRequiredValuesRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "migration_fills_required_values",
        name: "Migration Fills Required Values",
        summary: "Reports attributes that become required, which the migration fills with the default or with code",
        rationale: """
            Inferred migration turns an optional attribute required only when it has a default, which \
            fills existing nil values; without a default a custom stage must fill them.
            """,
        level: .migration,
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
                        title: String?
                    """,
                triggers: false),
        ])

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard change.element == .attribute, change.kind == .modified(.optional),
              let attribute = context.newAttribute(change) else { return [] }
        guard !attribute.optional else { return [silent(change)] }
        if let value = ChangeValueRendering.render(attribute.defaultValue) {
            return [finding(change, "the local migration fills nil values of attribute '\(change.path)' with the default \(value)",
                            migration: .lightweight)]
        }
        return [finding(change, "the local migration must fill nil values of attribute '\(change.path)', which has no default",
                        migration: .custom)]
    }
}
