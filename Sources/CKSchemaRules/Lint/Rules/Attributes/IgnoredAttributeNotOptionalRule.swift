import CKSchemaCore

/// Attributes excluded from sync must be optional.
public struct IgnoredAttributeNotOptionalRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "ignored_attribute_not_optional",
        name: "Ignored Attribute Not Optional",
        summary: "Attributes excluded from sync with cloudKitIgnored must be optional",
        rationale: """
            An attribute marked with `NSCloudKitMirroringDelegateIgnoredPropertyKey` (`cloudKitIgnored: \
            true`) is never written to CloudKit, so records arriving from other devices never carry \
            it. Core Data's validator insists such attributes be optional — a default value is not \
            enough — and refuses the model with "attribute is not optional" \
            (ckschema's reading of Core Data's validator; Apple documents only the general rule that \
            attributes must be optional or have a default value, https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit).
            """,
        fix: "Make the ignored attribute optional (`optional: true`).",
        category: .attributes,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Notes
                version: 1
                entities:
                  Note:
                    attributes:
                      localThumbnail:
                        type: Binary
                        optional: true
                        cloudKitIgnored: true
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Notes
                version: 1
                entities:
                  Note:
                    attributes:
                      lastOpened:
                        type: Date
                        optional: ↓false
                        default: now
                        cloudKitIgnored: true
                      ↓viewCount:
                        type: Int64
                        default: 0
                        cloudKitIgnored: true
                """),
        ],
        xcodeFix: { xcode in "tick 'Optional' for \(xcode.property) in the Data Model inspector" }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.attributes { $0.cloudKitIgnored && !$0.optional }.map { entity, attribute in
            context.diagnostic(
                "attribute '\(entity.name).\(attribute.name)' is ignored by CloudKit but not optional",
                at: attribute.source.keys["optional"] ?? attribute.source.location,
                entity: entity.name, attribute: attribute.name,
                fix: "make '\(attribute.name)' optional"
            )
        }
    }
}
