import CKSchemaCore

/// Properties: their types, names and default values.
extension SwiftDataDiagnostics {
    public static let unresolvedType = DiagnosticDescription(
        id: "swiftdata.unresolved_type",
        name: "SwiftData Unresolved Type",
        summary: "A stored property's type is neither a type SwiftData stores natively nor declared in the files read",
        rationale: """
            SwiftData stores a `Codable` value it has no native type for as data (a `Transformable` \
            attribute, a `BYTES` field in CloudKit), so that is how the property is read, with the \
            type's name as its `customClass`. But the type may instead be a `@Model` class declared \
            in a file that was not given, which would make the property a relationship. \
            See https://developer.apple.com/documentation/swiftdata/model().
            """,
        fix: "Include the file that declares the type; if it is a `Codable` value type, nothing needs to change.",
        severity: .warning,
        examples: [.file("Model.swift", """
            @Model final class Pin {
                var tint: PinColor = PinColor.red
            }
            """, output: """
            Model.swift:2:15: warning: type 'PinColor' of 'Pin.tint' is not declared in the files read; read as a Codable value (Transformable) [swiftdata.unresolved_type]
             2 |     var tint: PinColor = PinColor.red
               |               ^
              fix: include the file that declares 'PinColor' if it is a @Model class
            """)])

    public static let unsupportedType = DiagnosticDescription(
        id: "swiftdata.unsupported_type",
        name: "SwiftData Unsupported Type",
        summary: "A stored property has a type SwiftData cannot persist (tuple, closure, existential, a set or dictionary of models)",
        rationale: "ckschema cannot say which attribute SwiftData would make of it, so the property is left out of the schema. See https://developer.apple.com/documentation/swiftdata/model().",
        fix: "Use a `Codable` struct, an array of models, or mark the property `@Transient`.",
        severity: .warning,
        examples: [.file("Model.swift", """
            @Model final class Trip {
                var span: (Date, Date)?
            }
            """, output: """
            Model.swift:2:15: warning: 'Trip.span' has type '(Date, Date)?', which SwiftData cannot persist; left out [swiftdata.unsupported_type]
             2 |     var span: (Date, Date)?
               |               ^
            """)])

    public static let missingType = DiagnosticDescription(
        id: "swiftdata.missing_type",
        name: "SwiftData Missing Type",
        summary: "A stored property has no type annotation and its initial value does not tell the type",
        rationale: """
            ckschema infers types from literals (`0` → `Int`, `""` → `String`, `Date.now`, `UUID()`) \
            and from `TypeName()` calls; anything else would need the compiler. The property is left \
            out of the schema. \
            See https://docs.swift.org/swift-book/documentation/the-swift-programming-language/types/.
            """,
        fix: "Write the type: `var total: Int = compute()`.",
        severity: .warning,
        examples: [.file("Model.swift", """
            @Model final class Cart {
                var total = makeTotal()
            }
            """, output: """
            Model.swift:2:9: warning: the type of 'Cart.total' is not written and cannot be inferred from its initial value; left out [swiftdata.missing_type]
             2 |     var total = makeTotal()
               |         ^
              fix: write the type: 'var total: Type = ...'
            """)])

    public static let unresolvedAlias = DiagnosticDescription(
        id: "swiftdata.unresolved_alias",
        name: "SwiftData Unresolved Alias",
        summary: "A property's type goes through a `typealias` chain that does not end (a cycle, or deeper than 16)",
        rationale: "The type cannot be known, so the property is left out of the schema. See https://docs.swift.org/swift-book/documentation/the-swift-programming-language/declarations/#Type-Alias-Declaration.",
        fix: "Write the property's type directly.",
        severity: .warning,
        examples: [.file("Model.swift", """
            typealias A = B
            typealias B = A
            @Model final class Box {
                var value: A?
            }
            """, output: """
            Model.swift:4:16: warning: the type 'A' of 'Box.value' goes through a typealias chain that does not end; left out [swiftdata.unresolved_alias]
             4 |     var value: A?
               |                ^
            """)])

    public static let invalidName = DiagnosticDescription(
        id: "swiftdata.invalid_name",
        name: "SwiftData Invalid Name",
        summary: "A model or property name cannot be written in the schema format",
        rationale: """
            The schema format names entities with an uppercase ASCII letter first and properties with \
            a lowercase ASCII letter first, then letters, digits or `_` (CloudKit field names allow \
            only ASCII letters, digits and `_`). A name such as `_id` is left out, with what refers to it. \
            See https://developer.apple.com/documentation/cloudkit/ckrecord.
            """,
        fix: "Rename the property and keep its stored name with `@Attribute(originalName: \"_id\")`, or accept that ckschema does not check it.",
        severity: .warning,
        examples: [.file("Model.swift", """
            @Model final class Book {
                var _id: String = ""
            }
            """, output: """
            Model.swift:2:9: warning: property name 'Book._id' cannot be written in the schema format (a lowercase ASCII letter, then letters, digits or '_'); left out [swiftdata.invalid_name]
             2 |     var _id: String = ""
               |         ^
              fix: rename it and keep the stored name with @Attribute(originalName: "_id")
            """)])

    public static let duplicateProperty = DiagnosticDescription(
        id: "swiftdata.duplicate_property",
        name: "SwiftData Duplicate Property",
        summary: "Two stored properties of one model (or of a model and its superclass) have the same name",
        rationale: "Usually two branches of `#if`; the first declaration is kept. See https://docs.swift.org/swift-book/documentation/the-swift-programming-language/statements/#Conditional-Compilation-Block.",
        fix: "Give both branches the same declaration, or move the difference out of the model.",
        severity: .warning,
        examples: [.file("Model.swift", """
            @Model final class Note {
            #if os(iOS)
                var body: String = ""
            #else
                var body: String? = nil
            #endif
            }
            """, output: """
            Model.swift:5:9: warning: 'Note.body' is declared more than once (or by a superclass); the first declaration is kept [swiftdata.duplicate_property]
             5 |     var body: String? = nil
               |         ^
            """)])

    public static let dynamicDefault = DiagnosticDescription(
        id: "swiftdata.dynamic_default",
        name: "SwiftData Dynamic Default",
        summary: "A default value is computed when an object is created, not written as a literal",
        rationale: """
            `Date.now`, `UUID()`, `.init()`, `[]`, an enum case or a function call still give the \
            attribute a default, which is what CloudKit requires of a non-optional attribute. \
            `Date.now` and `UUID()` are kept as the format's `now` and `UUID()`; any other expression \
            is kept as written (`defaultExpression:` in YAML), since its value is unknown until the app runs. \
            See https://developer.apple.com/documentation/swiftdata/syncing-model-data-across-a-persons-devices.
            """,
        fix: "Nothing to change; a literal default (`= 0`, `= \"\"`) makes the value known to ckschema.",
        severity: .note,
        examples: [.file("Model.swift", """
            @Model final class Tag {
                var key: String = UUID().uuidString
            }
            """, output: """
            Model.swift:2:23: note: default of 'Tag.key' is computed when an object is created ('UUID().uuidString'); it counts as a default [swiftdata.dynamic_default]
             2 |     var key: String = UUID().uuidString
               |                       ^
            """)])

    public static let defaultReinterpreted = DiagnosticDescription(
        id: "swiftdata.default_reinterpreted",
        name: "SwiftData Default Reinterpreted",
        summary: "A literal default does not fit the attribute's type as the schema format reads it",
        rationale: """
            For example an integer literal out of the range of the Core Data integer type a Swift \
            integer maps to (`UInt8` → `Int16`), a relative URL, or a malformed UUID string. The \
            attribute keeps a default, as the expression written. \
            See https://developer.apple.com/documentation/coredata/nsattributetype.
            """,
        fix: "Check the literal.",
        severity: .warning,
        examples: [.file("Model.swift", """
            @Model final class Link {
                var target: URL = URL(string: "relative/path")!
            }
            """, output: """
            Model.swift:2:23: warning: default of 'Link.target': 'relative/path' is not an absolute URL; kept as the expression 'URL(string: "relative/path")!' [swiftdata.default_reinterpreted]
             2 |     var target: URL = URL(string: "relative/path")!
               |                       ^
            """)])

    public static let transientSkipped = DiagnosticDescription(
        id: "swiftdata.transient_skipped",
        name: "SwiftData Transient Skipped",
        summary: "A `@Transient` property is not part of the model",
        rationale: "SwiftData neither stores nor syncs `@Transient` properties, so the schema has no attribute for it. See https://developer.apple.com/documentation/swiftdata/transient().",
        fix: "Nothing to change.",
        severity: .note,
        examples: [.file("Model.swift", """
            @Model final class Player {
                @Transient var isSelected = false
            }
            """, output: """
            Model.swift:2:5: note: @Transient property 'Player.isSelected' is not stored; left out of the schema [swiftdata.transient_skipped]
             2 |     @Transient var isSelected = false
               |     ^
            """)])
}
