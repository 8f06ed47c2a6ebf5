import CKSchemaCore

/// A named value transformer must be registered and reversible.
public struct TransformableValueTransformerRule: LintRule {
    public init() {}

    /// System transformers that are always registered and allow reverse transformation.
    static let reversibleSystemTransformers: Set<String> = [
        "NSSecureUnarchiveFromData", "NSSecureUnarchiveFromDataTransformer",
        "NSKeyedUnarchiveFromData", "NSUnarchiveFromData", "NSNegateBoolean",
    ]
    /// System transformers that cannot transform back.
    static let oneWaySystemTransformers: Set<String> = ["NSIsNil", "NSIsNotNil"]

    public static let description = RuleDescription(
        id: "transformable_value_transformer",
        name: "Transformable Value Transformer",
        summary: "A Transformable attribute's named value transformer must be registered before the store loads and allow reverse transformation",
        rationale: """
            Core Data turns a Transformable value into data with its value transformer before \
            writing the BYTES field, and back when a record arrives. When the attribute names a \
            transformer, the CloudKit model validator looks it up with \
            `NSValueTransformer(forName:)` while the store loads and refuses the model if it is not \
            registered ("Cannot locate value transformer") or does not allow reverse transformation \
            (`valueTransformerName`, https://developer.apple.com/documentation/coredata/nsattributedescription/valuetransformername; \
            `allowsReverseTransformation`, https://developer.apple.com/documentation/foundation/valuetransformer/allowsreversetransformation()). A schema file cannot prove either, so ckschema warns for every \
            custom transformer name; system transformers known to be reversible pass, and the \
            one-way `NSIsNil`/`NSIsNotNil` always fail.

            Choice: a Transformable that names no transformer is not reported. Core Data then uses \
            its default transformer, which is registered and reversible, and the validator skips \
            the check; nor is a missing `customClass` a CloudKit problem.
            """,
        fix: """
            Register the transformer (`ValueTransformer.setValueTransformer(_:forName:)`) before the \
            container loads its stores, make `allowsReverseTransformation()` return true, then \
            record that in `ckschema.yaml` with a suppression whose reason says where it is \
            registered. Prefer `NSSecureUnarchiveFromData` (or a subclass) where possible.
            """,
        category: .attributes,
        defaultSeverity: .warning,
        nonTriggeringExamples: [
            Example("""
                model: Palette
                version: 1
                entities:
                  Swatch:
                    attributes:
                      tags:
                        type: Transformable
                        optional: true
                        valueTransformer: NSSecureUnarchiveFromData
                        customClass: "[String]"
                      extra: Transformable?
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Palette
                version: 1
                entities:
                  Swatch:
                    attributes:
                      color:
                        type: Transformable
                        optional: true
                        valueTransformer: ↓ColorTransformer
                        customClass: UIColor
                      missing:
                        type: Transformable
                        optional: true
                        valueTransformer: ↓NSIsNil
                """),
        ]
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.attributes { $0.type == .transformable }.compactMap { entity, attribute -> Diagnostic? in
            guard attribute.type == .transformable, let name = attribute.valueTransformer, !name.isEmpty,
                  !Self.reversibleSystemTransformers.contains(name) else { return nil }
            let message = Self.oneWaySystemTransformers.contains(name)
                ? "value transformer '\(name)' of '\(entity.name).\(attribute.name)' does not allow reverse transformation"
                : "value transformer '\(name)' of '\(entity.name).\(attribute.name)' must be registered before the store loads and allow reverse transformation"
            return context.diagnostic(
                message,
                at: attribute.source["valueTransformer"],
                entity: entity.name, attribute: attribute.name,
                fix: Self.oneWaySystemTransformers.contains(name)
                    ? "use a reversible transformer such as 'NSSecureUnarchiveFromData'"
                    : "register '\(name)' before loading the store, then suppress this finding with the reason"
            )
        }
    }
}
