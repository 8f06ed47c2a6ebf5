import CKSchemaCore

/// The problems of generating SwiftData code (`ckschema generate swift`, `plan --write`,
/// `filters --format swift`) from a schema that loads but cannot become valid Swift.
public enum SwiftProblems {
    public static let invalidName = DiagnosticDescription(
        id: "swift.invalid_name",
        summary: "A model, entity or property name is not a Swift identifier (defensive: the loader refuses such names first)")

    public static let reservedName = DiagnosticDescription(
        id: "swift.reserved_name",
        summary: "An entity or property name clashes with a name the generated code or SwiftData uses",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Item:
                attributes:
                  modelContext: String?
            """, output: """
            schemas/v1.yaml:6:7: error: property 'modelContext' of 'Item' would redeclare a member every SwiftData model has [swift.reserved_name]
             6 |       modelContext: String?
               |       ^
            """)])

    public static let redeclaredProperty = DiagnosticDescription(
        id: "swift.redeclared_property",
        summary: "A subentity redeclares a property of its parent entity",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Item:
                attributes:
                  name: String?
              Book:
                parent: Item
                attributes:
                  name: String?
            """, output: """
            schemas/v1.yaml:10:7: error: property 'name' of 'Book' redeclares a property of its parent entity [swift.redeclared_property]
             10 |       name: String?
                |       ^
            """)])

    public static let invalidCustomClass = DiagnosticDescription(
        id: "swift.invalid_custom_class",
        summary: "A Transformable attribute's `customClass` is not a Swift type name",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Item:
                attributes:
                  tags:
                    type: Transformable
                    optional: true
                    customClass: "Set<String>!"
            """, output: """
            schemas/v1.yaml:9:22: error: attribute 'tags' of 'Item' names custom class 'Set<String>!', which is not a Swift type name [swift.invalid_custom_class]
             9 |         customClass: "Set<String>!"
               |                      ^
            """)])

    public static let unsupportedType = DiagnosticDescription(
        id: "swift.unsupported_type",
        summary: "An attribute of type `Undefined` or `ObjectID`, which SwiftData cannot declare",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Item:
                attributes:
                  link: ObjectID?
            """, output: """
            schemas/v1.yaml:6:13: error: attribute 'link' of 'Item' has type 'ObjectID', which SwiftData cannot declare [swift.unsupported_type]
             6 |       link: ObjectID?
               |             ^
              fix: use a supported type
            """)])

    public static let defaultMismatch = DiagnosticDescription(
        id: "swift.default_mismatch",
        summary: "A default value has no Swift literal of the attribute's type (defensive: the loader checks defaults first)")

    public static let emptyLogicalKey = DiagnosticDescription(
        id: "swift.empty_logical_key",
        summary: "`logicalKey: []` names no attribute",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Item:
                logicalKey: []
                attributes:
                  sku: String = ""
            """, output: """
            schemas/v1.yaml:5:17: error: logical key of 'Item' names no attribute [swift.empty_logical_key]
             5 |     logicalKey: []
               |                 ^
            """)])

    public static let unknownLogicalKey = DiagnosticDescription(
        id: "swift.unknown_logical_key",
        summary: "A logical key names an attribute that is transient (not stored)",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Item:
                logicalKey: [sku]
                attributes:
                  sku:
                    type: String
                    optional: true
                    transient: true
            """, output: """
            schemas/v1.yaml:5:17: error: logical key of 'Item' names 'sku', which is not a stored attribute of it [swift.unknown_logical_key]
             5 |     logicalKey: [sku]
               |                 ^
            """)])

    public static let invalidImport = DiagnosticDescription(
        id: "swift.invalid_import",
        summary: "`--import` names something that is not a module name")

    public static let noVersions = DiagnosticDescription(
        id: "swift.no_versions",
        summary: "Swift generation was given no schema version (defensive: the commands select at least one)")

    public static let mixedModels = DiagnosticDescription(
        id: "swift.mixed_models",
        summary: "Swift generation was given versions of two models (defensive: the commands select one model)")

    public static let unorderedVersions = DiagnosticDescription(
        id: "swift.unordered_versions",
        summary: "Swift generation was given versions out of order (defensive: the commands sort them)")

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Swift generation", kind: .input,
        summary: "Reported by `generate swift`, `plan --write` and `filters --format swift` for a schema that cannot become valid SwiftData code",
        diagnostics: [invalidName, reservedName, redeclaredProperty, invalidCustomClass, unsupportedType, defaultMismatch,
                      emptyLogicalKey, unknownLogicalKey, invalidImport, noVersions, mixedModels, unorderedVersions])
}
