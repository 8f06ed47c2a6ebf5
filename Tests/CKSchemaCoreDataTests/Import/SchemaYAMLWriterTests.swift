import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaCoreData
@testable import CKSchemaRules
import CKSchemaTestSupport

@Suite struct SchemaYAMLWriterTests {
    /// The example of FORMAT.md, built in code.
    static let wordErase = Schema(
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
        ])

    @Test func writesTheFormatExampleInCompactForm() {
        // The example of docs/schema-format.md, which FormatExampleTests loads into `wordErase`.
        #expect(SchemaYAMLWriter.write(Self.wordErase) == ExampleDocuments.formatReference)
    }

    @Test func writesHeaderTopLevelKeysAndEntityKeys() {
        let schema = Schema(
            model: "Notes", version: 3, database: .public, sharing: true,
            configurations: [Configuration(name: "Cloud", cloudKit: true), Configuration(name: "Local", cloudKit: false)],
            entities: [
                Entity(name: "Base", abstract: true, uniqueConstraints: [AttributeGroup(["id"]), AttributeGroup(["a", "b"])],
                       logicalKey: AttributeGroup(["id"]), configurations: ["Cloud", "Local"],
                       versionAttribute: .disabled, renamedFrom: "Root", comment: "the root: of all"),
                Entity(name: "Leaf", parent: "Base", versionAttribute: .named("rev")),
            ],
            comment: "Xcode model version 'Notes 3'")
        #expect(SchemaYAMLWriter.write(schema, header: ["Imported by ckschema from a/contents", ""]) == """
        # Imported by ckschema from a/contents
        #
        model: Notes
        version: 3
        comment: Xcode model version 'Notes 3'
        database: public
        sharing: true
        configurations:
          Cloud:
            cloudKit: true
          Local:
            cloudKit: false
        entities:
          Base:
            abstract: true
            renamedFrom: Root
            configurations: [Cloud, Local]
            versionAttribute: false
            uniqueConstraints:
              - [id]
              - [a, b]
            logicalKey: [id]
            comment: "the root: of all"
          Leaf:
            parent: Base
            versionAttribute: rev

        """)
    }

    @Test func writesAnEmptyModel() {
        #expect(SchemaYAMLWriter.write(Schema(model: "Empty", version: 1)) == "model: Empty\nversion: 1\nentities: {}\n")
    }

    @Test func usesTheFullFormWhenTheCompactFormCannotSayIt() {
        let entity = Entity(name: "E", attributes: [
            Attribute(name: "a", type: .string, defaultValue: .string("say \"hi\"")),
            Attribute(name: "b", type: .string, optional: true, defaultValue: .string("key: value")),
            Attribute(name: "c", type: .string, defaultValue: .string("true"), transient: true),
            Attribute(name: "d", type: .transformable, optional: true, valueTransformer: "NSSecureUnarchiveFromData",
                      customClass: "[String]"),
            Attribute(name: "e", type: .date, transient: true, preserveValueOnDeletion: true, renamedFrom: "old",
                      cloudKitIgnored: true, comment: "multi\nline"),
            Attribute(name: "f", type: .uri, defaultValue: .uri("https://example.com/?q=\"x\"")),
            Attribute(name: "g", type: .double, encrypted: true),
        ])
        let text = SchemaYAMLWriter.write(Schema(model: "M", version: 1, entities: [entity]))
        #expect(text == """
        model: M
        version: 1
        entities:
          E:
            attributes:
              a:
                type: String
                default: "say \\"hi\\""
              b:
                type: String
                optional: true
                default: "key: value"
              c:
                type: String
                default: "true"
                transient: true
              d:
                type: Transformable
                optional: true
                valueTransformer: NSSecureUnarchiveFromData
                customClass: "[String]"
              e:
                type: Date
                transient: true
                preserveValueOnDeletion: true
                cloudKitIgnored: true
                renamedFrom: old
                comment: "multi\\nline"
              f:
                type: URI
                default: "https://example.com/?q=\\"x\\""
              g:
                type: Double
                encrypted: true

        """)
    }

    @Test func writesEveryDefaultKindInCompactForm() {
        let attributes: [(AttributeType, DefaultValue, String)] = [
            (.int32, .integer(-7), "Int32 = -7"),
            (.bool, .bool(true), "Bool = true"),
            (.float, .number("1.5"), "Float = 1.5"),
            (.decimal, .number("-2e3"), "Decimal = -2e3"),
            (.date, .date("2020-11-01T19:38:00Z"), "Date = 2020-11-01T19:38:00Z"),
            (.date, .now, "Date = now"),
            (.uuid, .newUUID, "UUID = UUID()"),
            (.uuid, .uuid("00000000-0000-0000-0000-000000000000"), "UUID = 00000000-0000-0000-0000-000000000000"),
            (.uri, .uri("https://example.com/x#y"), #"URI = "https://example.com/x#y""#),
            (.binary, .emptyData, #"Binary = """#),
            (.string, .string("it's"), #"String = "it's""#),
        ]
        for (type, value, expected) in attributes {
            #expect(SchemaYAMLWriter.compactForm(of: Attribute(name: "x", type: type, defaultValue: value)) == expected)
        }
        #expect(SchemaYAMLWriter.compactForm(of: Attribute(name: "x", type: .string, optional: true,
                                                           defaultValue: .string("a"))) == #"String? = "a""#)
    }

    @Test func writesRelationshipKeysBesideTheirDefaults() {
        let entity = Entity(name: "E", relationships: [
            Relationship(name: "r", destination: "E", toMany: true, optional: false, inverse: "r", deleteRule: .noAction,
                         ordered: true, minCount: 1, maxCount: 4, encrypted: true, renamedFrom: "q",
                         cloudKitIgnored: true, comment: "c"),
        ])
        #expect(SchemaYAMLWriter.write(Schema(model: "M", version: 1, entities: [entity])) == """
        model: M
        version: 1
        entities:
          E:
            relationships:
              r:
                to: E
                toMany: true
                optional: false
                inverse: r
                deleteRule: noAction
                ordered: true
                minCount: 1
                maxCount: 4
                encrypted: true
                cloudKitIgnored: true
                renamedFrom: q
                comment: c

        """)
    }

    @Test func quotesScalarsThatWouldNotReadBackAsTheSameString() {
        let cases: [(String, String)] = [
            ("plain", "plain"), ("two words", "two words"), ("Model 2", "Model 2"), ("", #""""#),
            ("yes", #""yes""#), ("No", #""No""#), ("null", #""null""#), ("~", #""~""#), ("12", #""12""#),
            ("1.5", #""1.5""#), ("-3", #""-3""#), ("0x1F", #""0x1F""#), ("2020-01-01", #""2020-01-01""#),
            ("a: b", #""a: b""#), ("a #b", #""a #b""#), ("a#b", "a#b"), ("- x", #""- x""#), ("[x]", #""[x]""#),
            ("x,y", #""x,y""#), ("trailing ", #""trailing ""#), ("ends:", #""ends:""#), ("*ref", #""*ref""#),
            ("tab\there", #""tab\there""#), ("bell\u{7}", #""bell\x07""#), ("line\u{2028}sep", #""line\u2028sep""#),
            ("é ü", "é ü"), ("quote\"back\\slash", #""quote\"back\\slash""#),
        ]
        for (text, expected) in cases {
            #expect(YAMLScalar.string(text) == expected, "\(text)")
        }
    }

    @Test func outputLoadsBackAsTheSameSchema() throws {
        let defaults: [(AttributeType, DefaultValue)] = [
            (.int16, .integer(-7)), (.int64, .integer(Int64.max)), (.bool, .bool(true)), (.float, .number("1.5")),
            (.decimal, .number("-2e3")), (.date, .date("2020-11-01T19:38:00Z")), (.date, .now), (.uuid, .newUUID),
            (.uuid, .uuid("00000000-0000-0000-0000-000000000000")), (.uri, .uri("https://example.com/x#y")),
            (.uri, .uri("https://example.com/?q=\"x\"")), (.binary, .emptyData), (.string, .string("it's")),
            (.string, .string("say \"hi\"\n\t\\ #x: y")), (.string, .string("true")), (.string, .string("")),
        ]
        let attributes = defaults.enumerated().map { index, pair in
            Attribute(name: "a\(index)", type: pair.0, optional: index % 2 == 0, defaultValue: pair.1)
        } + [
            Attribute(name: "t", type: .transformable, optional: true, valueTransformer: "NSSecureUnarchiveFromData",
                      customClass: "[String]"),
            Attribute(name: "e", type: .date, optional: true, transient: true, preserveValueOnDeletion: true,
                      renamedFrom: "old", cloudKitIgnored: true, comment: "multi\nline: yes"),
        ]
        let schemas = [
            Self.wordErase,
            Schema(model: "M", version: 7, database: .shared, sharing: true,
                   configurations: [Configuration(name: "Cloud", cloudKit: true), Configuration(name: "Local", cloudKit: false)],
                   entities: [
                       Entity(name: "E", abstract: true, attributes: attributes,
                              relationships: [Relationship(name: "r", destination: "E", toMany: true, optional: false,
                                                           inverse: "r", deleteRule: .noAction, ordered: true,
                                                           minCount: 1, maxCount: 4, renamedFrom: "q", comment: "c")],
                              uniqueConstraints: [AttributeGroup(["a0", "a2"])], logicalKey: AttributeGroup(["a0"]),
                              configurations: ["Cloud"], versionAttribute: .disabled, comment: "x: y"),
                       Entity(name: "F", parent: "E", configurations: ["Local"], versionAttribute: .named("a0")),
                   ],
                   comment: "Xcode model version 'M 7'"),
        ]
        for schema in schemas {
            let text = SchemaYAMLWriter.write(schema, header: ["header"])
            #expect(try SchemaLoader.load(bytes: Array(text.utf8), file: "m.yaml") == schema, "\(text)")
        }
    }

    @Test func isDeterministic() {
        #expect(SchemaYAMLWriter.write(Self.wordErase) == SchemaYAMLWriter.write(Self.wordErase))
    }
}
