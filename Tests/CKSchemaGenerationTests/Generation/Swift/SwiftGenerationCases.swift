@testable import CKSchemaCore
@testable import CKSchemaGeneration
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Schemas built in code for the Swift generator's golden tests, one case per fixture folder
/// `Fixtures/Generation/Swift/<name>/`.
enum SwiftGenerationCases {
    static let all: [(name: String, versions: [Schema], imports: [String])] = [
        ("word-erase", wordErase, []),
        ("journal", [journal], ["UIKit"]),
        ("public-notes", [publicNotes], []),
        ("edge-cases", [edgeCases], []),
    ]

    /// The FORMAT.md example (version 2) and the version before it.
    static let wordErase: [Schema] = [
        Schema(
            model: "WordErase", version: 1, container: "iCloud.com.example.WordErase", versionAttribute: "schemaVersion",
            entities: [
                Entity(name: "Score", attributes: [
                    Attribute(name: "dateKey", type: .string, defaultValue: .string("")),
                    Attribute(name: "points", type: .int64, defaultValue: .integer(0)),
                    Attribute(name: "maxPoints", type: .int64, defaultValue: .integer(0)),
                    Attribute(name: "schemaVersion", type: .int16, defaultValue: .integer(1)),
                ], relationships: [
                    Relationship(name: "events", destination: "Event", toMany: true, inverse: "score", deleteRule: .cascade),
                ]),
                Entity(name: "Event", attributes: [
                    Attribute(name: "kind", type: .string, defaultValue: .string("word")),
                    Attribute(name: "at", type: .date, optional: true),
                    Attribute(name: "schemaVersion", type: .int16, defaultValue: .integer(1)),
                ], relationships: [
                    Relationship(name: "score", destination: "Score", inverse: "events"),
                ]),
            ]),
        Schema(
            model: "WordErase", version: 2, container: "iCloud.com.example.WordErase", versionAttribute: "schemaVersion",
            entities: [
                Entity(name: "Score", attributes: [
                    Attribute(name: "dateKey", type: .string, defaultValue: .string("")),
                    Attribute(name: "points", type: .int64, defaultValue: .integer(0)),
                    Attribute(name: "maxPoints", type: .int64, defaultValue: .integer(0)),
                    Attribute(name: "note", type: .string, optional: true),
                    Attribute(name: "photo", type: .binary, optional: true, externalStorage: true),
                    Attribute(name: "schemaVersion", type: .int16, defaultValue: .integer(2)),
                ], relationships: [
                    Relationship(name: "events", destination: "Event", toMany: true, inverse: "score", deleteRule: .cascade),
                ]),
                Entity(name: "Event", attributes: [
                    Attribute(name: "kind", type: .string, defaultValue: .string("word")),
                    Attribute(name: "at", type: .date, optional: true),
                    Attribute(name: "schemaVersion", type: .int16, defaultValue: .integer(2)),
                ], relationships: [
                    Relationship(name: "score", destination: "Score", inverse: "events"),
                ]),
            ]),
    ]

    /// Inheritance, transformable, encryption, logical keys, a local-only configuration, a renamed
    /// attribute, Swift keywords as names, many-to-many, sharing, every literal kind.
    static let journal = Schema(
        model: "Journal", version: 3, container: "iCloud.com.example.Journal", sharing: true,
        configurations: [Configuration(name: "Local", cloudKit: false)],
        entities: [
            Entity(
                name: "Entry",
                attributes: [
                    Attribute(name: "id", type: .uuid, defaultValue: .newUUID),
                    Attribute(name: "title", type: .string, defaultValue: .string("Untitled \"draft\"\n\\(x)"),
                              preserveValueOnDeletion: true, comment: "Shown in the list."),
                    Attribute(name: "body", type: .string, optional: true, renamedFrom: "text"),
                    Attribute(name: "createdAt", type: .date, defaultValue: .now),
                    Attribute(name: "default", type: .bool, defaultValue: .bool(false)),
                    Attribute(name: "repeat", type: .int32, defaultValue: .integer(-3)),
                ],
                relationships: [
                    Relationship(name: "tags", destination: "Tag", toMany: true, inverse: "entries"),
                    Relationship(name: "attachments", destination: "Attachment", toMany: true, inverse: "entry",
                                 deleteRule: .cascade),
                ],
                uniqueConstraints: [AttributeGroup(["id"])],
                logicalKey: AttributeGroup(["id"]),
                comment: "A journal entry."),
            Entity(
                name: "PhotoEntry", parent: "Entry",
                attributes: [
                    Attribute(name: "image", type: .binary, optional: true, externalStorage: true),
                    Attribute(name: "caption", type: .string, optional: true, encrypted: true),
                    Attribute(name: "takenAt", type: .date, defaultValue: .date("2024-01-31T10:00:00Z")),
                    Attribute(name: "latitude", type: .decimal, defaultValue: .number("1.25")),
                    Attribute(name: "exposure", type: .double, defaultValue: .number(".5")),
                    Attribute(name: "source", type: .uri, defaultValue: .uri("https://example.com/a?b=c")),
                ]),
            Entity(
                name: "Tag",
                attributes: [
                    Attribute(name: "name", type: .string, defaultValue: .string("")),
                    Attribute(name: "color", type: .transformable, optional: true,
                              valueTransformer: "ColorTransformer", customClass: "UIColor"),
                    Attribute(name: "legacy", type: .transformable, optional: true),
                    Attribute(name: "token", type: .uuid, defaultValue: .uuid("E621E1F8-C36C-495A-93FC-0C247A3E6E5F")),
                    Attribute(name: "localNote", type: .string, optional: true, cloudKitIgnored: true),
                    Attribute(name: "thumbnail", type: .binary, defaultValue: .emptyData),
                ],
                relationships: [
                    Relationship(name: "entries", destination: "Entry", toMany: true, inverse: "tags"),
                ],
                logicalKey: AttributeGroup(["name"])),
            Entity(
                name: "Attachment",
                attributes: [
                    Attribute(name: "fileName", type: .string),
                    Attribute(name: "size", type: .int64, defaultValue: .integer(0)),
                ],
                relationships: [
                    Relationship(name: "entry", destination: "Entry", inverse: "attachments"),
                ],
                logicalKey: AttributeGroup(["fileName", "size"])),
            Entity(
                name: "DraftCache",
                attributes: [
                    Attribute(name: "payload", type: .binary, defaultValue: .emptyData),
                    Attribute(name: "scratch", type: .string, transient: true),
                    Attribute(name: "updatedAt", type: .date, optional: true),
                ],
                configurations: ["Local"],
                versionAttribute: .disabled),
        ])

    /// A public database (SwiftData cannot mirror it), no container, attributes without defaults,
    /// a relationship without inverse.
    static let publicNotes = Schema(
        model: "Notes", version: 1, database: .public,
        entities: [
            Entity(name: "Note", attributes: [
                Attribute(name: "text", type: .string),
                Attribute(name: "amount", type: .decimal, defaultValue: .number("-2e3")),
                Attribute(name: "ratio", type: .float, defaultValue: .number("1.")),
            ], relationships: [
                Relationship(name: "folder", destination: "Folder"),
            ]),
            Entity(name: "Folder", attributes: [
                Attribute(name: "name", type: .string, optional: true),
            ]),
        ])

    /// Self-referential and one-to-one relationships, an empty entity, a three-level hierarchy with
    /// a subclass that adds nothing, keyword relationship names, counts and refused options.
    static let edgeCases = Schema(
        model: "Edge", version: 4, container: "iCloud.com.example.Edge", versionAttribute: "rev",
        entities: [
            Entity(name: "Node", attributes: [
                Attribute(name: "label", type: .string, optional: true, defaultValue: .string("root")),
            ], relationships: [
                Relationship(name: "parent", destination: "Node", inverse: "children"),
                Relationship(name: "children", destination: "Node", toMany: true, inverse: "parent",
                             deleteRule: .cascade, ordered: true, minCount: 0, maxCount: 10),
            ], versionAttribute: .disabled),
            Entity(name: "Person", relationships: [
                Relationship(name: "passport", destination: "Passport", optional: false, inverse: "holder",
                             deleteRule: .deny, renamedFrom: "document"),
                Relationship(name: "where", destination: "Place", inverse: "who"),
            ], versionAttribute: .disabled),
            Entity(name: "Passport", relationships: [
                Relationship(name: "holder", destination: "Person", inverse: "passport"),
            ], versionAttribute: .disabled),
            Entity(name: "Place", relationships: [
                Relationship(name: "who", destination: "Person", toMany: true, inverse: "where"),
            ], versionAttribute: .disabled),
            Entity(name: "Empty", versionAttribute: .disabled),
            Entity(name: "Shape", abstract: true, attributes: [
                Attribute(name: "rev", type: .int16, defaultValue: .integer(4)),
                Attribute(name: "born", type: .date, defaultValue: .date("2024-02-29")),
                Attribute(name: "weight", type: .float, defaultValue: .number("-1.5e-3")),
            ], renamedFrom: "Figure"),
            Entity(name: "Square", parent: "Shape"),
            Entity(name: "Circle", parent: "Shape", attributes: [
                Attribute(name: "radius", type: .double, defaultValue: .integer(1)),
                Attribute(name: "tag", type: .int16, defaultValue: .integer(-32768)),
            ]),
            Entity(name: "Ring", parent: "Circle", attributes: [
                Attribute(name: "inner", type: .double, optional: true),
            ], logicalKey: AttributeGroup(["born", "inner"])),
        ])
}
