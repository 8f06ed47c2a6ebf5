import CKSchemaCore

/// Client compatibility: the attribute that stamps the schema version changes.
public struct VersionAttributeChangedRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "version_attribute_changed",
        name: "Version Attribute Changed",
        summary: "Reports a change of the version attribute (model `versionAttribute` or an entity's override)",
        rationale: """
            Apple's "version your entities" strategy has every version stamp its records and fetch \
            only records whose version it understands. Older versions filter on the old attribute, so \
            records stamped in another attribute slip through their filter (or are all hidden).
            """,
        level: .clientCompatibility,
        examples: [
            ChangeExample(
                before: """
                    model: M
                    version: 1
                    versionAttribute: schemaVersion
                    entities:
                      Post:
                        attributes:
                          schemaVersion: Int16 = 1
                          version: Int16 = 1
                    """,
                after: """
                    model: M
                    version: 2
                    versionAttribute: schemaVersion
                    entities:
                      Post:
                        versionAttribute: ↓version
                        attributes:
                          schemaVersion: Int16 = 2
                          version: Int16 = 2
                    """),
            ChangeExample(
                before: """
                    model: M
                    version: 1
                    versionAttribute: schemaVersion
                    entities:
                      Post:
                        attributes:
                          schemaVersion: Int16 = 1
                    """,
                after: """
                    model: M
                    version: 2
                    versionAttribute: schemaVersion
                    entities:
                      Post:
                        attributes:
                          schemaVersion: Int16 = 2
                    """,
                triggers: false),
        ])

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard change.kind == .modified(.versionAttribute) else { return [] }
        if change.element == .schema {
            return [finding(change, "version attribute changes from '\(change.oldValue ?? "none")' to '\(change.newValue ?? "none")': older versions filter records on the old one")]
        }
        guard change.element == .entity, let oldEntity = context.oldEntity(change), let newEntity = context.newEntity(change) else { return [] }
        let old = context.old.versionAttributeName(for: oldEntity), new = context.new.versionAttributeName(for: newEntity)
        guard old != new else { return [silent(change)] }
        return [finding(change, "version attribute of entity '\(newEntity.name)' changes from '\(old ?? "none")' to '\(new ?? "none")': older versions filter its records on the old one")]
    }
}
