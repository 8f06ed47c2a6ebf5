import CKSchemaCore

/// Properties: their types, names and default values.
extension SwiftDataDiagnostics {
    public static let unresolvedType = SwiftDataDiagnosticDescription(
        id: "swiftdata.unresolved_type", severity: .warning,
        summary: "A stored property's type is neither a type SwiftData stores natively nor declared in the files read",
        rationale: """
            SwiftData stores a `Codable` value it has no native type for as data (a `Transformable` \
            attribute, a `BYTES` field in CloudKit), so that is how the property is read, with the \
            type's name as its `customClass`. But the type may instead be a `@Model` class declared \
            in a file that was not given, which would make the property a relationship.
            """,
        fix: "Include the file that declares the type; if it is a `Codable` value type, nothing needs to change.",
        example: """
            @Model final class Pin {
                var tint: ↓PinColor = PinColor.red
            }
            """)

    public static let unsupportedType = SwiftDataDiagnosticDescription(
        id: "swiftdata.unsupported_type", severity: .warning,
        summary: "A stored property has a type SwiftData cannot persist (tuple, closure, existential, a set or dictionary of models)",
        rationale: "ckschema cannot say which attribute SwiftData would make of it, so the property is left out of the schema.",
        fix: "Use a `Codable` struct, an array of models, or mark the property `@Transient`.",
        example: """
            @Model final class Trip {
                var span: ↓(Date, Date)?
            }
            """)

    public static let missingType = SwiftDataDiagnosticDescription(
        id: "swiftdata.missing_type", severity: .warning,
        summary: "A stored property has no type annotation and its initial value does not tell the type",
        rationale: """
            ckschema infers types from literals (`0` → `Int`, `""` → `String`, `Date.now`, `UUID()`) \
            and from `TypeName()` calls; anything else would need the compiler. The property is left \
            out of the schema.
            """,
        fix: "Write the type: `var total: Int = compute()`.",
        example: """
            @Model final class Cart {
                var ↓total = makeTotal()
            }
            """)

    public static let unresolvedAlias = SwiftDataDiagnosticDescription(
        id: "swiftdata.unresolved_alias", severity: .warning,
        summary: "A property's type goes through a `typealias` chain that does not end (a cycle, or deeper than 16)",
        rationale: "The type cannot be known, so the property is left out of the schema.",
        fix: "Write the property's type directly.",
        example: """
            typealias A = B
            typealias B = A
            @Model final class Box {
                var value: ↓A?
            }
            """)

    public static let invalidName = SwiftDataDiagnosticDescription(
        id: "swiftdata.invalid_name", severity: .warning,
        summary: "A model or property name cannot be written in the schema format",
        rationale: """
            The schema format names entities with an uppercase ASCII letter first and properties with \
            a lowercase ASCII letter first, then letters, digits or `_` (CloudKit field names allow \
            only ASCII letters, digits and `_`). A name such as `_id` is left out, with what refers to it.
            """,
        fix: "Rename the property and keep its stored name with `@Attribute(originalName: \"_id\")`, or accept that ckschema does not check it.",
        example: """
            @Model final class Book {
                var ↓_id: String = ""
            }
            """)

    public static let duplicateProperty = SwiftDataDiagnosticDescription(
        id: "swiftdata.duplicate_property", severity: .warning,
        summary: "Two stored properties of one model (or of a model and its superclass) have the same name",
        rationale: "Usually two branches of `#if`; the first declaration is kept.",
        fix: "Give both branches the same declaration, or move the difference out of the model.",
        example: """
            @Model final class Note {
            #if os(iOS)
                var body: String = ""
            #else
                var ↓body: String? = nil
            #endif
            }
            """)

    public static let dynamicDefault = SwiftDataDiagnosticDescription(
        id: "swiftdata.dynamic_default", severity: .note,
        summary: "A default value is computed when an object is created, not written as a literal",
        rationale: """
            `Date.now`, `UUID()`, `.init()`, `[]`, an enum case or a function call still give the \
            attribute a default, which is what CloudKit requires of a non-optional attribute. \
            `Date.now` and `UUID()` are kept as the format's `now` and `UUID()`; any other expression \
            is kept as written (`defaultExpression:` in YAML), since its value is unknown until the app runs.
            """,
        fix: "Nothing to change; a literal default (`= 0`, `= \"\"`) makes the value known to ckschema.",
        example: """
            @Model final class Tag {
                var key: String = ↓UUID().uuidString
            }
            """)

    public static let defaultReinterpreted = SwiftDataDiagnosticDescription(
        id: "swiftdata.default_reinterpreted", severity: .warning,
        summary: "A literal default does not fit the attribute's type as the schema format reads it",
        rationale: """
            For example an integer literal out of the range of the Core Data integer type a Swift \
            integer maps to (`UInt8` → `Int16`), a relative URL, or a malformed UUID string. The \
            attribute keeps a default, as the expression written.
            """,
        fix: "Check the literal.",
        example: """
            @Model final class Link {
                var target: URL = ↓URL(string: "relative/path")!
            }
            """)

    public static let transientSkipped = SwiftDataDiagnosticDescription(
        id: "swiftdata.transient_skipped", severity: .note,
        summary: "A `@Transient` property is not part of the model",
        rationale: "SwiftData neither stores nor syncs `@Transient` properties, so the schema has no attribute for it.",
        fix: "Nothing to change.",
        example: """
            @Model final class Player {
                ↓@Transient var isSelected = false
            }
            """)
}
