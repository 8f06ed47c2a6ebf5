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
            (`versionAttribute`) is exempt: its default is expected to change with every version. \
            Source: https://developer.apple.com/documentation/coredata/nsattributedescription/defaultvalue.
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

    public static let handles: [ChangeSubject] = [.attribute(.modified(.default))]

    public init() {}

    public func attributeChanged(_ attribute: Changed<Attribute>, of entity: Paired<Entity>,
                                 in context: ChangeContext) -> [ChangeFinding] {
        let change = attribute.change
        let isVersionAttribute = context.new.versionAttributeName(for: entity.new) == attribute.new.name
        // Adding a default is safe, and the version attribute's default follows the version.
        guard attribute.old.defaultValue != nil, !isVersionAttribute,
              context.newField(of: attribute.new, in: entity.new) != nil else { return [silent(change)] }
        let from = change.oldValue ?? "", to = change.newValue ?? ""
        if attribute.new.defaultValue == nil {
            return [finding(change, "default value \(from) of attribute '\(attribute.path)' removed: older versions still fill it in")]
        }
        return [finding(change, "default value of attribute '\(attribute.path)' changes from \(from) to \(to): older versions fill in the old one")]
    }
}
