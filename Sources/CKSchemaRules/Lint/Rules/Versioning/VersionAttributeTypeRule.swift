import CKSchemaCore

/// The version attribute must be a synced integer attribute, so fetch filters can compare it.
public struct VersionAttributeTypeRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "version_attribute_type",
        name: "Version Attribute Type",
        summary: "The version attribute must be an integer attribute that syncs with CloudKit",
        rationale: """
            Apple's third strategy for evolving a production schema ("Update the Production Schema", \
            https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit) stamps every record with the schema version that wrote it and has each app \
            version fetch only `version <= maxCompatibleVersion`. The comparison is numeric: a \
            String stamp compares `"10" < "9"`, a Double invites `2.9999`, and the field Core \
            Data writes for an integer is `INT64` (https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data), the type CloudKit can index \
            QUERYABLE for a `CKQuery` on `CD_<attribute>`. A transient or `cloudKitIgnored` \
            attribute never reaches other devices (it has no `CD_` field, \
            https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data), so their copies \
            would see every record unstamped.
            """,
        fix: """
            Declare the attribute as an integer with the schema version as default \\
            (`schemaVersion: Int16 = 3`), and do not mark it `transient` or `cloudKitIgnored`.
            """,
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
                  Post:
                    versionAttribute: version
                    attributes:
                      version: Int64 = 3
                  Setting:
                    versionAttribute: false
                    attributes:
                      schemaVersion: String = "local"
                """),
            Example("""
                model: Blog
                version: 2
                versionAttribute: schemaVersion
                entities:
                  Post:
                    attributes:
                      schemaVersion: Int32 = 2
                  ImagePost:
                    parent: Post
                    attributes:
                      caption: String?
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
                      schemaVersion: ↓String = "3"
                  Event:
                    attributes:
                      schemaVersion:
                        type: ↓Double
                        default: 3
                  Tag:
                    attributes:
                      schemaVersion:
                        type: Int16
                        default: 3
                        transient: ↓true
                  Note:
                    attributes:
                      schemaVersion:
                        type: Int16
                        default: 3
                        cloudKitIgnored: ↓true
                """),
        ],
        xcodeFix: { xcode in
            if xcode.finding.fix?.hasPrefix("remove 'transient") == true {
                return "untick 'Transient' for \(xcode.property) in the Data Model inspector"
            }
            if xcode.finding.fix?.hasPrefix("remove 'cloudKitIgnored") == true {
                return "remove the User Info key NSCloudKitMirroringDelegateIgnoredPropertyKey from \(xcode.property)"
            }
            return "make \(xcode.property) an Integer 16 attribute with Default Value \(xcode.schema.version)"
        }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        var reported: Set<String> = []
        return context.entities.compactMap { entity -> Diagnostic? in
            guard let name = schema.versionAttributeName(for: entity) else { return nil }
            // An inherited attribute is reported once, on the entity that declares it.
            guard let owner = schema.ancestry(of: entity).first(where: { $0.attribute(named: name) != nil }),
                  let attribute = owner.attribute(named: name),
                  reported.insert("\(owner.name).\(name)").inserted else { return nil }
            var qualified: String { "'\(owner.name).\(name)'" }
            if !attribute.type.isInteger {
                return context.diagnostic(
                    "version attribute \(qualified) has type '\(attribute.type.rawValue)'; it must be an integer",
                    at: attribute.source["type"], entity: owner.name, attribute: name,
                    fix: "declare '\(name): Int16 = \(schema.version)'")
            }
            if attribute.transient || attribute.cloudKitIgnored {
                let key = attribute.transient ? "transient" : "cloudKitIgnored"
                return context.diagnostic(
                    "version attribute \(qualified) is \(key), so the stamp never reaches other devices",
                    at: attribute.source.keys[key] ?? attribute.source.location, entity: owner.name, attribute: name,
                    fix: "remove '\(key): true' from '\(name)'")
            }
            return nil
        }
    }
}
