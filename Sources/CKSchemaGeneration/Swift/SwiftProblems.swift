import CKSchemaCore

/// The problems of generating SwiftData code (`ckschema generate swift`, `plan --write`,
/// `filters --format swift`) from a schema that loads but cannot become valid Swift.
public enum SwiftProblems {
    static let identifiers = "https://docs.swift.org/swift-book/documentation/the-swift-programming-language/lexicalstructure/#Identifiers"
    static let model = "https://developer.apple.com/documentation/swiftdata/model()"
    static let docs = "[docs/swift-generation.md](swift-generation.md)"

    public static let invalidName = DiagnosticDescription(
        id: "swift.invalid_name",
        name: "Not a Swift Identifier",
        summary: "A model, entity or property name is not a Swift identifier (defensive: the loader refuses such names first)",
        rationale: "Model, entity and property names become Swift type and property names in the generated code (\(docs)), which must be identifiers (\(identifiers)).",
        fix: "Rename the element to letters, digits and `_`, starting with a letter.")

    public static let reservedName = DiagnosticDescription(
        id: "swift.reserved_name",
        name: "Reserved Name",
        summary: "An entity or property name clashes with a name the generated code or SwiftData uses",
        rationale: """
            The generated code declares types of its own (`SchemaV1`, `<Model>MigrationPlan`, the \
            filters' `VersionFilters`; \(docs)), and every `@Model` class has members such as \
            `modelContext` and `persistentModelID` (\(model)); an entity or property of that name \
            would not compile.
            """,
        fix: "Rename the entity or property.",
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
        name: "Redeclared Property",
        summary: "A subentity redeclares a property of its parent entity",
        rationale: """
            A subentity becomes a subclass of its parent's `@Model` class (\(model)); Swift does not \
            allow a stored property to be declared again in a subclass.
            """,
        fix: "Remove the property from the subentity (it inherits it), or rename it.",
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
        name: "Invalid Custom Class",
        summary: "A Transformable attribute's `customClass` is not a Swift type name",
        rationale: "The custom class becomes the property's type in the generated code (\(docs)); it must be a type name (\(identifiers)).",
        fix: "Write the Swift type of the value (`[String]`, `MyModule.Color`).",
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
        name: "Unsupported Type",
        summary: "An attribute of type `Undefined` or `ObjectID`, which SwiftData cannot declare",
        rationale: "A SwiftData property needs a Swift type (\(model)); Core Data's `Undefined` and `ObjectID` attribute types have none, and CloudKit cannot mirror them either (see `unsupported_attribute_type`).",
        fix: "Use a supported type.",
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
        name: "Default Does Not Fit",
        summary: "A default value has no Swift literal of the attribute's type (defensive: the loader checks defaults first)",
        rationale: "The default becomes the property's initial value in the generated code (\(docs)); it must be a literal of the property's Swift type.",
        fix: "Write a default of the attribute's type.")

    public static let emptyLogicalKey = DiagnosticDescription(
        id: "swift.empty_logical_key",
        name: "Empty Logical Key",
        summary: "`logicalKey: []` names no attribute",
        rationale: """
            A logical key replaces a unique constraint, which CloudKit cannot sync \
            (https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit): \
            the generated helper fetches by the key before inserting (\(docs)). Without attributes it \
            has nothing to fetch by.
            """,
        fix: "List the attributes that identify a record, or remove `logicalKey`.",
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
        name: "Logical Key Not Stored",
        summary: "A logical key names an attribute that is transient (not stored)",
        rationale: "The generated helper fetches existing objects by the key's attributes (\(docs)); a transient attribute is not stored, so no fetch can match it.",
        fix: "Name stored attributes only.",
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
        name: "Invalid Import",
        summary: "`--import` names something that is not a module name",
        rationale: "Each `--import` becomes an `import` line of every generated file (\(docs)); it must be a module name (\(identifiers)).",
        fix: "Pass the module's name, like `--import MyModels`.",
        examples: [.command("ckschema generate swift --import 'My Models'", output: """
            error: 'My Models' is not a module name [swift.invalid_import]
            """)])

    public static let noVersions = DiagnosticDescription(
        id: "swift.no_versions",
        name: "No Versions",
        summary: "Swift generation was given no schema version (defensive: the commands select at least one)",
        rationale: "The generated code declares one `VersionedSchema` per version (\(docs)); it needs at least one.",
        fix: "Add a schema version to the schemas folder.")

    public static let mixedModels = DiagnosticDescription(
        id: "swift.mixed_models",
        name: "Mixed Models",
        summary: "Swift generation was given versions of two models (defensive: the commands select one model)",
        rationale: "One migration plan covers the versions of one model (https://developer.apple.com/documentation/swiftdata/schemamigrationplan).",
        fix: "Generate each model on its own with `--model`.")

    public static let unorderedVersions = DiagnosticDescription(
        id: "swift.unordered_versions",
        name: "Unordered Versions",
        summary: "Swift generation was given versions out of order (defensive: the commands sort them)",
        rationale: "A migration plan lists its versions oldest first (https://developer.apple.com/documentation/swiftdata/schemamigrationplan).",
        fix: "Give each version of a model its own, increasing number.")

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Swift generation", kind: .input,
        summary: "Reported by `generate swift`, `plan --write` and `filters --format swift` for a schema that cannot become valid SwiftData code",
        diagnostics: [invalidName, reservedName, redeclaredProperty, invalidCustomClass, unsupportedType, defaultMismatch,
                      emptyLogicalKey, unknownLogicalKey, invalidImport, noVersions, mixedModels, unorderedVersions])
}
