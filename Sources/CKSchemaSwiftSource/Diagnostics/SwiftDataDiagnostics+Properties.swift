import CKSchemaCore

/// Properties: their types, names and default values.
extension SwiftDataDiagnostics {
    public static let unresolvedType = DiagnosticDescription(
        id: "swiftdata.unresolved_type",
        summary: "A stored property's type is neither a type SwiftData stores natively nor declared in the files read",
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
        summary: "A stored property has a type SwiftData cannot persist (tuple, closure, existential, a set or dictionary of models)",
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
        summary: "A stored property has no type annotation and its initial value does not tell the type",
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
        summary: "A property's type goes through a `typealias` chain that does not end (a cycle, or deeper than 16)",
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
        summary: "A model or property name cannot be written in the schema format",
        severity: .warning,
        examples: [.file("Model.swift", """
            @Model final class Book {
                var Title: String = ""
            }
            """, output: """
            Model.swift:2:9: warning: property name 'Book.Title' cannot be written in the schema format (any '_', a lowercase ASCII letter, then letters, digits or '_'); left out [swiftdata.invalid_name]
             2 |     var Title: String = ""
               |         ^
              fix: rename it and keep the stored name with @Attribute(originalName: "Title")
            """)])

    public static let duplicateProperty = DiagnosticDescription(
        id: "swiftdata.duplicate_property",
        summary: "Two stored properties of one model (or of a model and its superclass) have the same name",
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
        summary: "A default value is computed when an object is created, not written as a literal",
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
        summary: "A literal default does not fit the attribute's type as the schema format reads it",
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
        summary: "A `@Transient` property is not part of the model",
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
