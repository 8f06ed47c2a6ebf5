import CKSchemaCore

/// Local migration: an attribute that becomes required needs a value in every stored object.
public struct MigrationFillsRequiredValuesRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "migration_fills_required_values",
        name: "Migration Fills Required Values",
        summary: "Reports attributes that become required, which the migration fills with the default or with code",
        rationale: """
            Inferred migration turns an optional attribute required only when it has a default, which \
            fills existing nil values; without a default a custom stage must fill them. \
            Source: https://developer.apple.com/documentation/coredata/using-lightweight-migration.
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

    public static let handles: [ChangeSubject] = [.attribute(.modified(.optional))]

    public init() {}

    public func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        guard !attribute.new.optional else { return [silent(attribute.change)] }
        if let value = ChangeValueRendering.render(attribute.new.defaultValue) {
            return [finding(attribute.change, "the local migration fills nil values of attribute '\(attribute.path)' with the default \(value)",
                            migration: .lightweight)]
        }
        return [finding(attribute.change, "the local migration must fill nil values of attribute '\(attribute.path)', which has no default",
                        migration: .custom)]
    }
}
