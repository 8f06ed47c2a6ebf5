import CKSchemaCore

/// `@Attribute`, `@Relationship`, `#Unique`, `#Index` and inverses.
extension SwiftDataDiagnostics {
    public static let ephemeralTransient = SwiftDataDiagnosticDescription(
        id: "swiftdata.ephemeral_transient", severity: .note,
        summary: "An `.ephemeral` attribute is read as transient",
        rationale: "SwiftData tracks changes to an ephemeral attribute but does not persist it, which is what a transient attribute is: it never reaches CloudKit.",
        fix: "Nothing to change.",
        example: """
            @Model final class Draft {
                @Attribute(↓.ephemeral) var cursor: Int = 0
            }
            """)

    public static let indexDropped = SwiftDataDiagnosticDescription(
        id: "swiftdata.index_dropped", severity: .note,
        summary: "`#Index` and `@Attribute(.spotlight)` are left out of the schema",
        rationale: """
            They create local SQLite and Spotlight indexes; CloudKit record types are unaffected \
            (CloudKit field indexes are set in the CloudKit schema), and the schema format has no \
            key for them. Like `import xcdatamodel`, which drops fetch indexes.
            """,
        fix: "Nothing to change.",
        example: """
            @Model final class Event {
                ↓#Index<Event>([\\.date])
                var date: Date = Date.now
            }
            """)

    public static let hashModifierDropped = SwiftDataDiagnosticDescription(
        id: "swiftdata.hash_modifier_dropped", severity: .note,
        summary: "A `hashModifier:` argument is left out of the schema",
        rationale: "It changes the version hash Core Data uses to match store and model; it has no CloudKit effect and the schema format has no key for it.",
        fix: "Nothing to change.",
        example: """
            @Model final class Item {
                @Attribute(↓hashModifier: "v2") var name: String = ""
            }
            """)

    public static let unknownOption = SwiftDataDiagnosticDescription(
        id: "swiftdata.unknown_option", severity: .warning,
        summary: "An `@Attribute` or `@Relationship` argument is not one ckschema knows",
        rationale: "The argument is ignored; if it is a newer SwiftData option, the schema may miss what it does.",
        fix: "Check the spelling; report options ckschema should know.",
        example: """
            @Model final class Item {
                @Attribute(↓.compressed) var payload: Data?
            }
            """)

    public static let misplacedMacro = SwiftDataDiagnosticDescription(
        id: "swiftdata.misplaced_macro", severity: .warning,
        summary: "`@Relationship` is on a property whose type is not a model, or `@Attribute` on a relationship",
        rationale: "The property is read by its type; the arguments that do not apply to it are ignored.",
        fix: "Use `@Relationship` on properties of `@Model` types and `@Attribute` on the others.",
        example: """
            @Model final class Item {
                ↓@Relationship(deleteRule: .cascade) var tags: [String] = []
            }
            """)

    public static let notStatic = SwiftDataDiagnosticDescription(
        id: "swiftdata.not_static", severity: .warning,
        summary: "A value ckschema needs is computed at run time, so it cannot be read from the source",
        rationale: """
            A macro argument built from a variable, a `models` or `schemas` list that is not an array \
            literal of `X.self`, a `versionIdentifier` that is not `Schema.Version(1, 0, 0)`: the \
            value is ignored rather than guessed.
            """,
        fix: "Write the value as a literal where it is declared.",
        example: """
            @Model final class Item {
                @Relationship(deleteRule: ↓Item.rule) var parts: [Part]? = []
                static let rule = Schema.Relationship.DeleteRule.cascade
            }
            @Model final class Part {
                var item: Item?
            }
            """)

    public static let unknownKeyPath = SwiftDataDiagnosticDescription(
        id: "swiftdata.unknown_key_path", severity: .warning,
        summary: "A key path in `inverse:`, `#Unique` or `#Index` names no stored property of the model",
        rationale: "The inverse or constraint is left out rather than pointed at the wrong property.",
        fix: "Fix the key path.",
        example: """
            @Model final class Author {
                @Relationship(inverse: ↓\\Book.writer) var books: [Book]? = []
            }
            @Model final class Book {
                var author: Author?
            }
            """)

    public static let inverseMismatch = SwiftDataDiagnosticDescription(
        id: "swiftdata.inverse_mismatch", severity: .warning,
        summary: "An inverse points at a property that is not a relationship back to this model, or the two sides name different inverses",
        rationale: "SwiftData would refuse the model; ckschema leaves the inverse out so lint reports the relationship as having none.",
        fix: "Make both sides name each other (or name the inverse on one side only).",
        example: """
            @Model final class Author {
                @Relationship(inverse: ↓\\Book.title) var books: [Book]? = []
            }
            @Model final class Book {
                var title: String = ""
                var author: Author?
            }
            """)

    public static let inverseInferred = SwiftDataDiagnosticDescription(
        id: "swiftdata.inverse_inferred", severity: .note,
        summary: "Two relationships that name no inverse are paired, as SwiftData pairs them",
        rationale: """
            When neither side names an inverse, SwiftData pairs the only relationship from one model \
            to another with the only one back, when at least one of them is optional \
            (https://www.hackingwithswift.com/quick-start/swiftdata/inferred-vs-explicit-relationships). \
            ckschema does the same and says so, because an inverse SwiftData does not infer makes \
            CloudKit refuse the model.
            """,
        fix: "Name the inverse explicitly with `@Relationship(inverse:)` to be sure.",
        example: """
            @Model final class Author {
                var ↓books: [Book]? = []
            }
            @Model final class Book {
                var author: Author?
            }
            """)

    public static let uniqueRelationshipDropped = SwiftDataDiagnosticDescription(
        id: "swiftdata.unique_relationship_dropped", severity: .warning,
        summary: "A unique constraint on a relationship is left out of the schema",
        rationale: """
            The schema format's unique constraints name attributes only. CloudKit refuses unique \
            constraints of any kind, so this one would stop a synced store from loading too.
            """,
        fix: "Remove `.unique` and keep the relationship unique in code (fetch before insert).",
        example: """
            @Model final class Pin {
                @Relationship(↓.unique) var place: Place?
            }
            @Model final class Place {
                var pins: [Pin]? = []
            }
            """)
}
