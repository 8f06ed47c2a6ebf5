import CKSchemaCore

/// Every synced attribute must be optional or have a default value.
public struct AttributeRequiredWithoutDefaultRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "attribute_required_without_default",
        name: "Required Attribute Without Default",
        summary: "Every attribute of a synced entity must be optional or have a default value",
        rationale: """
            A record can reach a device without a value for a field: it was written by an older \
            version of the app, or the field was added later. Core Data then needs either "no value" \
            (optional) or a default. The CloudKit model validator refuses the model otherwise: \
            "CloudKit integration requires that all attributes be optional, or have a default value \
            set" (https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit; \
            a real app's crash at launch: https://github.com/CubeLabsNZ/CubeTime/pull/131).

            Dynamic defaults (`now`, `UUID()`) count as defaults. The validator checks transient \
            attributes too, so they are not exempt. Attributes ignored with `cloudKitIgnored` are left \
            to `ignored_attribute_not_optional`, which is stricter: they must be optional.
            """,
        fix: """
            Make the attribute optional (`Type?`) or give it a default (`Type = literal`, or a \
            dynamic default such as `Date = now`). In SwiftData the default must be on the property \
            declaration, not assigned in `init` (SwiftData reads the declaration's default for the model).
            """,
        category: .attributes,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: WordErase
                version: 1
                entities:
                  Score:
                    attributes:
                      dateKey: String = ""
                      points: Int64 = 0
                      note: String?
                      createdAt: Date = now
                      id: UUID = UUID()
                """),
            Example("""
                model: WordErase
                version: 1
                configurations:
                  Local: {cloudKit: false}
                entities:
                  Draft:
                    configurations: [Local]
                    attributes:
                      text: String
                """),
        ],
        triggeringExamples: [
            Example("""
                model: WordErase
                version: 1
                entities:
                  Score:
                    attributes:
                      ↓dateKey: String
                      ↓points: Int64
                      maxPoints: Int64 = 0
                """),
            Example("""
                model: WordErase
                version: 1
                entities:
                  Event:
                    attributes:
                      ↓cached:
                        type: Int32
                        transient: true
                """),
        ],
        swiftFix: { swift in
            let value = swift.defaultLiteral.map { " ('= \($0)')" } ?? ""
            return "make '\(swift.attribute)' optional\(swift.optionalTypeHint) or give it a default\(value)"
        },
        xcodeFix: { xcode in "tick 'Optional' for \(xcode.property) in the Data Model inspector, or give it a Default Value" }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.attributes { !$0.optional && $0.defaultValue == nil && !$0.cloudKitIgnored }.map { entity, attribute in
            context.diagnostic(
                "attribute '\(entity.name).\(attribute.name)' is neither optional nor has a default value",
                at: attribute.source.location,
                entity: entity.name, attribute: attribute.name,
                fix: "make '\(attribute.name)' optional ('\(attribute.type.rawValue)?') or give it a default value"
            )
        }
    }
}
