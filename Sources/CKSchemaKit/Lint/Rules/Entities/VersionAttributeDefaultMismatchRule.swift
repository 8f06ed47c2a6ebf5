/// The version attribute must be an integer whose default is the schema version.
public struct VersionAttributeDefaultMismatchRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "version_attribute_default_mismatch",
        name: "Version Attribute Default Mismatch",
        summary: "The version attribute must be an integer whose default equals the schema version",
        rationale: """
            The version attribute stamps every new record with the schema version that wrote it \
            (see `version_attribute_missing`; cloudkit.md §4.1 explains why old and new app \
            versions share record types forever). The stamp comes from the attribute's default \
            value, so a default left at the previous version after a schema bump stamps new records \
            with the wrong version — silently, and permanently for every record already synced.
            """,
        fix: "Make the attribute an integer type and set its default to the schema's `version`.",
        category: .entities,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: WordErase
                version: 3
                versionAttribute: schemaVersion
                entities:
                  Score:
                    attributes:
                      schemaVersion: Int16 = 3
                """),
        ],
        triggeringExamples: [
            Example("""
                model: WordErase
                version: 3
                versionAttribute: schemaVersion
                entities:
                  Score:
                    attributes:
                      schemaVersion: Int16 = ↓2
                  Event:
                    attributes:
                      ↓schemaVersion: Int16?
                  Tag:
                    versionAttribute: revision
                    attributes:
                      revision: ↓String = "3"
                """),
        ]
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.entities.compactMap { entity in
            guard let name = schema.versionAttributeName(for: entity),
                  let attribute = entity.attribute(named: name) else { return nil }
            let qualified = "'\(entity.name).\(name)'"
            if !attribute.type.isInteger {
                return context.diagnostic(
                    "version attribute \(qualified) has type '\(attribute.type.rawValue)'; it must be an integer",
                    at: attribute.source["type"], entity: entity.name, attribute: name,
                    fix: "declare '\(name): Int16 = \(schema.version)'")
            }
            guard attribute.defaultValue != .integer(Int64(schema.version)) else { return nil }
            let found = attribute.defaultValue.map { value -> String in
                if case .integer(let number) = value { return "\(number)" }
                return "\(value)"
            }
            return context.diagnostic(
                found.map { "version attribute \(qualified) defaults to \($0), but the schema is version \(schema.version)" }
                    ?? "version attribute \(qualified) has no default; new records would not be stamped with version \(schema.version)",
                at: attribute.source.keys["default"] ?? attribute.source.location,
                entity: entity.name, attribute: name,
                fix: "set the default of '\(name)' to \(schema.version)")
        }
    }
}
