import CKSchemaCore

/// The version attribute's default must be the schema version: the default is what stamps new records.
public struct VersionAttributeDefaultMismatchRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "version_attribute_default_mismatch",
        name: "Version Attribute Default Mismatch",
        summary: "The version attribute's default must equal the schema version",
        rationale: """
            The version attribute stamps every new record with the schema version that wrote it \
            (see `version_attribute_missing`; old and new app versions share record types \
            forever, https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema). The stamp comes from the attribute's default \
            value, so a default left at the previous version after a schema bump stamps new records \
            with the wrong version — silently, and permanently for every record already synced. \
            The fetch filters `ckschema filters` generates (`version <= maxCompatibleVersion`, \
            "Update the Production Schema", https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit) rely on the stamp; `version_attribute_type` \
            reports a version attribute that is not an integer.
            """,
        fix: "Set the attribute's default to the schema's `version` whenever the version is bumped.",
        category: .versioning,
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
                      revision: Int32 = ↓30
                """),
        ],
        xcodeFix: { xcode in "set the Default Value of \(xcode.property) to \(xcode.schema.version) in the Data Model inspector" }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.entities.compactMap { entity in
            guard let name = schema.versionAttributeName(for: entity),
                  let attribute = entity.attribute(named: name) else { return nil }
            // A non-integer attribute is `version_attribute_type`'s finding.
            guard attribute.type.isInteger else { return nil }
            let qualified = "'\(entity.name).\(name)'"
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
