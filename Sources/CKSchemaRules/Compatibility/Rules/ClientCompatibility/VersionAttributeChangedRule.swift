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
            records stamped in another attribute slip through their filter (or are all hidden). \
            Source: https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit.
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

    public static let handles: [ChangeSubject] = [.schema(.modified(.versionAttribute)), .entity(.modified(.versionAttribute))]

    public init() {}

    public func schemaChanged(_ schema: Changed<Schema>, in context: ChangeContext) -> [ChangeFinding] {
        [finding(schema.change, "version attribute changes from '\(schema.old.versionAttribute ?? "none")' to '\(schema.new.versionAttribute ?? "none")': older versions filter records on the old one")]
    }

    public func entityChanged(_ entity: Changed<Entity>, in context: ChangeContext) -> [ChangeFinding] {
        let old = context.old.versionAttributeName(for: entity.old), new = context.new.versionAttributeName(for: entity.new)
        guard old != new else { return [silent(entity.change)] }
        return [finding(entity.change, "version attribute of entity '\(entity.new.name)' changes from '\(old ?? "none")' to '\(new ?? "none")': older versions filter its records on the old one")]
    }
}
