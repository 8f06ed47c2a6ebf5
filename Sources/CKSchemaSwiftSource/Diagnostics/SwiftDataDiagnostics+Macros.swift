import CKSchemaCore

/// `@Attribute`, `@Relationship`, `#Unique`, `#Index` and inverses.
extension SwiftDataDiagnostics {
    public static let ephemeralTransient = DiagnosticDescription(
        id: "swiftdata.ephemeral_transient",
        summary: "An `.ephemeral` attribute is read as transient",
        severity: .note,
        examples: [.file("Model.swift", """
            @Model final class Draft {
                @Attribute(.ephemeral) var cursor: Int = 0
            }
            """, output: """
            Model.swift:2:16: note: 'Draft.cursor' is ephemeral: read as transient (never stored, never synced) [swiftdata.ephemeral_transient]
             2 |     @Attribute(.ephemeral) var cursor: Int = 0
               |                ^
            """)])

    public static let indexDropped = DiagnosticDescription(
        id: "swiftdata.index_dropped",
        summary: "`#Index` and `@Attribute(.spotlight)` are left out of the schema",
        severity: .note,
        examples: [.file("Model.swift", """
            @Model final class Event {
                #Index<Event>([\\.date])
                var date: Date = Date.now
            }
            """, output: """
            Model.swift:2:5: note: #Index of 'Event' is left out of the schema (a local SQLite index; no CloudKit effect) [swiftdata.index_dropped]
             2 |     #Index<Event>([\\.date])
               |     ^
            """)])

    public static let hashModifierDropped = DiagnosticDescription(
        id: "swiftdata.hash_modifier_dropped",
        summary: "A `hashModifier:` argument is left out of the schema",
        severity: .note,
        examples: [.file("Model.swift", """
            @Model final class Item {
                @Attribute(hashModifier: "v2") var name: String = ""
            }
            """, output: """
            Model.swift:2:16: note: hashModifier of 'Item.name' is left out of the schema (no CloudKit effect) [swiftdata.hash_modifier_dropped]
             2 |     @Attribute(hashModifier: "v2") var name: String = ""
               |                ^
            """)])

    public static let unknownOption = DiagnosticDescription(
        id: "swiftdata.unknown_option",
        summary: "An `@Attribute` or `@Relationship` argument is not one ckschema knows",
        severity: .warning,
        examples: [.file("Model.swift", """
            @Model final class Item {
                @Attribute(.compressed) var payload: Data?
            }
            """, output: """
            Model.swift:2:16: warning: unknown @Attribute option '.compressed' on 'Item.payload'; ignored [swiftdata.unknown_option]
             2 |     @Attribute(.compressed) var payload: Data?
               |                ^
            """)])

    public static let misplacedMacro = DiagnosticDescription(
        id: "swiftdata.misplaced_macro",
        summary: "`@Relationship` is on a property whose type is not a model, or `@Attribute` on a relationship",
        severity: .warning,
        examples: [.file("Model.swift", """
            @Model final class Item {
                @Relationship(deleteRule: .cascade) var tags: [String] = []
            }
            """, output: """
            Model.swift:2:5: warning: @Relationship on 'Item.tags', whose type is not a model; its arguments are ignored [swiftdata.misplaced_macro]
             2 |     @Relationship(deleteRule: .cascade) var tags: [String] = []
               |     ^
            """)])

    public static let notStatic = DiagnosticDescription(
        id: "swiftdata.not_static",
        summary: "A value ckschema needs is computed at run time, so it cannot be read from the source",
        severity: .warning,
        examples: [.file("Model.swift", """
            @Model final class Item {
                @Relationship(deleteRule: Item.rule) var parts: [Part]? = []
                static let rule = Schema.Relationship.DeleteRule.cascade
            }
            @Model final class Part {
                var item: Item?
            }
            """, output: """
            Model.swift:2:31: warning: 'deleteRule: Item.rule' is not a literal ckschema can read; ignored [swiftdata.not_static]
             2 |     @Relationship(deleteRule: Item.rule) var parts: [Part]? = []
               |                               ^
              fix: write the value as a literal
            """)])

    public static let unknownKeyPath = DiagnosticDescription(
        id: "swiftdata.unknown_key_path",
        summary: "A key path in `inverse:`, `#Unique` or `#Index` names no stored property of the model",
        severity: .warning,
        examples: [.file("Model.swift", """
            @Model final class Author {
                @Relationship(inverse: \\Book.writer) var books: [Book]? = []
            }
            @Model final class Book {
                var author: Author?
            }
            """, output: """
            Model.swift:2:28: warning: inverse of 'Author.books' names 'Book.writer', which is no stored property; left out [swiftdata.unknown_key_path]
             2 |     @Relationship(inverse: \\Book.writer) var books: [Book]? = []
               |                            ^
            """)])

    public static let inverseMismatch = DiagnosticDescription(
        id: "swiftdata.inverse_mismatch",
        summary: "An inverse points at a property that is not a relationship back to this model, or the two sides name different inverses",
        severity: .warning,
        examples: [.file("Model.swift", """
            @Model final class Author {
                @Relationship(inverse: \\Book.title) var books: [Book]? = []
            }
            @Model final class Book {
                var title: String = ""
                var author: Author?
            }
            """, output: """
            Model.swift:2:28: warning: inverse of 'Author.books' names 'Book.title', which is not a relationship; left out [swiftdata.inverse_mismatch]
             2 |     @Relationship(inverse: \\Book.title) var books: [Book]? = []
               |                            ^
              fix: make both sides name each other
            """)])

    public static let inverseInferred = DiagnosticDescription(
        id: "swiftdata.inverse_inferred",
        summary: "Two relationships that name no inverse are paired, as SwiftData pairs them",
        severity: .note,
        examples: [.file("Model.swift", """
            @Model final class Author {
                var books: [Book]? = []
            }
            @Model final class Book {
                var author: Author?
            }
            """, output: """
            Model.swift:2:9: note: 'Author.books' and 'Book.author' name no inverse; paired as each other's inverse, as SwiftData infers [swiftdata.inverse_inferred]
             2 |     var books: [Book]? = []
               |         ^
              fix: write @Relationship(inverse: \\Book.author) to make it explicit
            """)])

    public static let uniqueRelationshipDropped = DiagnosticDescription(
        id: "swiftdata.unique_relationship_dropped",
        summary: "A unique constraint on a relationship is left out of the schema",
        severity: .warning,
        examples: [.file("Model.swift", """
            @Model final class Pin {
                @Relationship(.unique) var place: Place?
            }
            @Model final class Place {
                var pins: [Pin]? = []
            }
            """, output: """
            Model.swift:2:19: warning: unique constraint on relationship 'Pin.place' is left out of the schema; CloudKit refuses unique constraints of any kind [swiftdata.unique_relationship_dropped]
             2 |     @Relationship(.unique) var place: Place?
               |                   ^
              fix: remove '.unique' and keep the relationship unique in code
            """)])
}
