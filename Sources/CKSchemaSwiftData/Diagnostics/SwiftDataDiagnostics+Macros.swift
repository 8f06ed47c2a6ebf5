import CKSchemaCore

/// `@Attribute`, `@Relationship`, `#Unique`, `#Index` and inverses.
extension SwiftDataDiagnostics {
    public static let ephemeralTransient = DiagnosticDescription(
        id: "swiftdata.ephemeral_transient",
        name: "SwiftData Ephemeral Transient",
        summary: "An `.ephemeral` attribute is read as transient",
        rationale: "SwiftData tracks changes to an ephemeral attribute but does not persist it, which is what a transient attribute is: it never reaches CloudKit. See https://developer.apple.com/documentation/swiftdata/schema/attribute/option/ephemeral.",
        fix: "Nothing to change.",
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
        name: "SwiftData Index Dropped",
        summary: "`#Index` and `@Attribute(.spotlight)` are left out of the schema",
        rationale: """
            They create local SQLite and Spotlight indexes; CloudKit record types are unaffected \
            (CloudKit field indexes are set in the CloudKit schema), and the schema format has no \
            key for them. Like `import xcdatamodel`, which drops fetch indexes. \
            See https://developer.apple.com/documentation/swiftdata/schema/attribute/option/spotlight.
            """,
        fix: "Nothing to change.",
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
        name: "SwiftData Hash Modifier Dropped",
        summary: "A `hashModifier:` argument is left out of the schema",
        rationale: "It changes the version hash Core Data uses to match store and model; it has no CloudKit effect and the schema format has no key for it. See https://developer.apple.com/documentation/swiftdata/attribute(_:originalname:hashmodifier:).",
        fix: "Nothing to change.",
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
        name: "SwiftData Unknown Option",
        summary: "An `@Attribute` or `@Relationship` argument is not one ckschema knows",
        rationale: "The argument is ignored; if it is a newer SwiftData option, the schema may miss what it does. See https://developer.apple.com/documentation/swiftdata/schema/attribute/option.",
        fix: "Check the spelling; report options ckschema should know.",
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
        name: "SwiftData Misplaced Macro",
        summary: "`@Relationship` is on a property whose type is not a model, or `@Attribute` on a relationship",
        rationale: "The property is read by its type; the arguments that do not apply to it are ignored. See https://developer.apple.com/documentation/swiftdata/relationship(_:deleterule:minimummodelcount:maximummodelcount:originalname:inverse:hashmodifier:).",
        fix: "Use `@Relationship` on properties of `@Model` types and `@Attribute` on the others.",
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
        name: "SwiftData Not Static",
        summary: "A value ckschema needs is computed at run time, so it cannot be read from the source",
        rationale: """
            A macro argument built from a variable, a `models` or `schemas` list that is not an array \
            literal of `X.self`, a `versionIdentifier` that is not `Schema.Version(1, 0, 0)`: the \
            value is ignored rather than guessed. \
            See https://developer.apple.com/documentation/swiftdata/attribute(_:originalname:hashmodifier:).
            """,
        fix: "Write the value as a literal where it is declared.",
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
        name: "SwiftData Unknown Key Path",
        summary: "A key path in `inverse:`, `#Unique` or `#Index` names no stored property of the model",
        rationale: "The inverse or constraint is left out rather than pointed at the wrong property. See https://developer.apple.com/documentation/swiftdata/relationship(_:deleterule:minimummodelcount:maximummodelcount:originalname:inverse:hashmodifier:).",
        fix: "Fix the key path.",
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
        name: "SwiftData Inverse Mismatch",
        summary: "An inverse points at a property that is not a relationship back to this model, or the two sides name different inverses",
        rationale: "SwiftData would refuse the model; ckschema leaves the inverse out so lint reports the relationship as having none. See https://developer.apple.com/documentation/swiftdata/syncing-model-data-across-a-persons-devices.",
        fix: "Make both sides name each other (or name the inverse on one side only).",
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
        name: "SwiftData Inverse Inferred",
        summary: "Two relationships that name no inverse are paired, as SwiftData pairs them",
        rationale: """
            When neither side names an inverse, SwiftData pairs the only relationship from one model \
            to another with the only one back when the to-one side is optional (for two to-one \
            sides, when either is), and never pairs two to-many sides \
            (https://www.hackingwithswift.com/quick-start/swiftdata/inferred-vs-explicit-relationships, \
            https://www.hackingwithswift.com/quick-start/swiftdata/how-to-create-many-to-many-relationships). \
            ckschema does the same and says so, because an inverse SwiftData does not infer makes \
            CloudKit refuse the model (`many_to_many_without_inverse`, `relationship_without_inverse`).
            """,
        fix: "Name the inverse explicitly with `@Relationship(inverse:)` to be sure.",
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
        name: "SwiftData Unique Relationship Dropped",
        summary: "A unique constraint on a relationship is left out of the schema",
        rationale: """
            The schema format's unique constraints name attributes only. CloudKit refuses unique \
            constraints of any kind, so this one would stop a synced store from loading too. \
            See https://developer.apple.com/documentation/swiftdata/syncing-model-data-across-a-persons-devices.
            """,
        fix: "Remove `.unique` and keep the relationship unique in code (fetch before insert).",
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
