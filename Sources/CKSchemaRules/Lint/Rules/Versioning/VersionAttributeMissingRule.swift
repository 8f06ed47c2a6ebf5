import CKSchemaCore

/// Every synced entity that uses the model's version attribute must declare it.
public struct VersionAttributeMissingRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "version_attribute_missing",
        name: "Version Attribute Missing",
        summary: "Synced entities must declare the version attribute the schema names",
        rationale: """
            Production schemas are additive-only and every installed version of the app keeps \
            reading and writing the same record types (https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema; \
            https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit). A \
            `versionAttribute` stamps each record with the schema version that wrote it, so newer \
            code can recognise records written by older versions and older code can skip records it \
            does not understand. An entity that inherits the setting but lacks the attribute writes \
            unstamped records, which defeats the scheme for that record type.
            """,
        fix: """
            Add the attribute to the entity (an integer with the schema version as default, e.g. \
            `schemaVersion: Int16 = 2`), or opt the entity out with `versionAttribute: false`.
            """,
        category: .versioning,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: WordErase
                version: 2
                versionAttribute: schemaVersion
                entities:
                  Score:
                    attributes:
                      points: Int64 = 0
                      schemaVersion: Int16 = 2
                  Setting:
                    versionAttribute: false
                    attributes:
                      key: String = ""
                """),
        ],
        triggeringExamples: [
            Example("""
                model: WordErase
                version: 2
                versionAttribute: schemaVersion
                entities:
                  Score:
                    attributes:
                      points: Int64 = 0
                      schemaVersion: Int16 = 2
                  ↓Event:
                    attributes:
                      kind: String = "word"
                """),
        ],
        xcodeFix: { xcode in
            let name = xcode.schema.entity(named: xcode.entity).flatMap(xcode.schema.versionAttributeName(for:)) ?? "schemaVersion"
            return "add an Integer 16 attribute '\(name)' with Default Value \(xcode.schema.version) to '\(xcode.entity)'"
        }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.entities.compactMap { entity in
            guard let name = schema.versionAttributeName(for: entity),
                  !context.index.allAttributes(of: entity).contains(where: { $0.name == name }) else { return nil }
            return context.diagnostic(
                "entity '\(entity.name)' has no version attribute '\(name)'",
                at: entity.source.location, entity: entity.name,
                fix: "add '\(name): Int16 = \(schema.version)' to '\(entity.name)' or set 'versionAttribute: false'")
        }
    }
}
