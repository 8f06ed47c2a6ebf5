import CKSchemaCore

/// Client compatibility: a default value removed or changed.
public struct DefaultValueChangedRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "default_value_changed",
        name: "Default Value Changed",
        summary: "Reports a synced attribute whose default value is removed or changed",
        rationale: """
            Versions fill missing values with their own default, so old and new versions disagree on \
            what a record without the field means. Adding a default is safe. The version attribute \
            (`versionAttribute`) is exempt: its default is expected to change with every version.
            """,
        level: .clientCompatibility,
        examples: [
            .entities(
                before: """
                    Event:
                      attributes:
                        kind: String = "word"
                    """,
                after: """
                    Event:
                      attributes:
                        kind: String = ↓"letter"
                    """),
            ChangeExample(
                before: """
                    model: M
                    version: 1
                    versionAttribute: schemaVersion
                    entities:
                      Event:
                        attributes:
                          schemaVersion: Int16 = 1
                    """,
                after: """
                    model: M
                    version: 2
                    versionAttribute: schemaVersion
                    entities:
                      Event:
                        attributes:
                          schemaVersion: Int16 = 2
                    """,
                triggers: false),
        ])

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard change.element == .attribute, change.kind == .modified(.default) else { return [] }
        if change.oldValue == nil || context.newVersionAttribute(change) == change.member
            || context.newAttributeField(change) == nil {
            return [silent(change)]
        }
        if change.newValue == nil {
            return [finding(change, "default value \(change.oldValue ?? "") of attribute '\(change.path)' removed: older versions still fill it in")]
        }
        return [finding(change, "default value of attribute '\(change.path)' changes from \(change.oldValue ?? "") to \(change.newValue ?? ""): older versions fill in the old one")]
    }
}
