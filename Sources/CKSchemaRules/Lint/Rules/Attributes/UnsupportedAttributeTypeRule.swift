import CKSchemaCore

/// Refuses attribute types CloudKit cannot mirror.
public struct UnsupportedAttributeTypeRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "unsupported_attribute_type",
        name: "Unsupported Attribute Type",
        summary: "Synced attributes must use a type CloudKit can mirror, not Undefined or ObjectID",
        rationale: """
            Core Data mirrors integers, Decimal, Double, Float, String, Boolean, Date, Binary, UUID, \
            URI, Transformable and Composite attributes. `Undefined` and `ObjectID` have no CloudKit \
            representation; the validator refuses the model with "CloudKit integration does not \
            support all attribute types" (https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit: "Undefined and objectID attribute types aren't supported"; \
            https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data). The validator \
            checks every attribute of the entity, transient and ignored ones included.
            """,
        fix: """
            Change the type to a supported one: store an object identifier as its URI \
            representation (`URI`) or as a relationship, and give `Undefined` attributes a real type. \
            An entity that needs such a type must live in a configuration that does not sync.
            """,
        category: .attributes,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Links
                version: 1
                configurations:
                  Local: {cloudKit: false}
                entities:
                  Bookmark:
                    attributes:
                      target: URI?
                  Scratch:
                    configurations: [Local]
                    attributes:
                      value: Undefined?
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Links
                version: 1
                entities:
                  Bookmark:
                    attributes:
                      target: ↓ObjectID?
                      extra:
                        type: ↓Undefined
                        optional: true
                """),
        ]
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.attributes { !$0.type.isSupportedByCloudKit }.map { entity, attribute in
            context.diagnostic(
                "attribute '\(entity.name).\(attribute.name)' has type '\(attribute.type.rawValue)', which CloudKit cannot mirror",
                at: attribute.source["type"],
                entity: entity.name, attribute: attribute.name,
                fix: attribute.type == .objectID
                    ? "store the object's URI representation ('URI') or use a relationship"
                    : "give '\(attribute.name)' a supported type"
            )
        }
    }
}
