import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// The example of the format reference loads into exactly the schema it describes.
@Suite struct FormatExampleTests {
    static let yaml = ExampleDocuments.formatReference

    static let expected = Schema(
        model: "WordErase", version: 2, container: "iCloud.com.example.WordErase",
        database: .private, versionAttribute: "schemaVersion", sharing: false,
        entities: [
            Entity(
                name: "Score",
                attributes: [
                    Attribute(name: "dateKey", type: .string, defaultValue: .string("")),
                    Attribute(name: "points", type: .int64, defaultValue: .integer(0)),
                    Attribute(name: "maxPoints", type: .int64, defaultValue: .integer(0)),
                    Attribute(name: "note", type: .string, optional: true),
                    Attribute(name: "photo", type: .binary, optional: true, externalStorage: true),
                    Attribute(name: "schemaVersion", type: .int16, defaultValue: .integer(2)),
                ],
                relationships: [
                    Relationship(name: "events", destination: "Event", toMany: true, optional: true,
                                 inverse: "score", deleteRule: .cascade),
                ]),
            Entity(
                name: "Event",
                attributes: [
                    Attribute(name: "kind", type: .string, defaultValue: .string("word")),
                    Attribute(name: "at", type: .date, optional: true),
                    Attribute(name: "schemaVersion", type: .int16, defaultValue: .integer(2)),
                ],
                relationships: [
                    Relationship(name: "score", destination: "Score", inverse: "events"),
                ]),
        ])

    func load() throws -> Schema {
        try SchemaLoader.load(bytes: Array(Self.yaml.utf8), file: "v2.yaml")
    }

    @Test func loadsExactlyTheDescribedSchema() throws {
        let schema = try load()
        #expect(schema == Self.expected)
        #expect(schema.file == "v2.yaml")
        // Equality ignores positions and `==` is custom: compare the parts too, for readable failures.
        #expect(schema.entities.map(\.name) == ["Score", "Event"])
        #expect(schema.entities[0].attributes == Self.expected.entities[0].attributes)
        #expect(schema.entities[1].relationships == Self.expected.entities[1].relationships)
    }

    @Test func recordsPositions() throws {
        let schema = try load()
        func at(_ line: Int, _ column: Int) -> CKSchemaCore.SourceLocation { CKSchemaCore.SourceLocation(file: "v2.yaml", line: line, column: column) }
        #expect(schema.source.location == at(1, 1))
        #expect(schema.source.keys["model"] == at(1, 8))
        #expect(schema.source.keys["version"] == at(2, 10))
        #expect(schema.source.keys["container"] == at(3, 12))
        #expect(schema.source.keys["versionAttribute"] == at(4, 19))
        #expect(schema.source.keys["entities"] == at(6, 3))
        #expect(schema.source.keys["database"] == nil)

        let score = try #require(schema.entity(named: "Score"))
        #expect(score.source.location == at(6, 3))
        #expect(score.source.keys["attributes"] == at(8, 7))

        let dateKey = try #require(score.attribute(named: "dateKey"))
        #expect(dateKey.source.location == at(8, 7))
        #expect(dateKey.source.keys["type"] == at(8, 16))
        #expect(dateKey.source.keys["default"] == at(8, 25))
        #expect(dateKey.source.keys["optional"] == nil)

        let note = try #require(score.attribute(named: "note"))
        #expect(note.source.keys["type"] == at(11, 13))
        #expect(note.source.keys["optional"] == at(11, 19))

        let photo = try #require(score.attribute(named: "photo"))
        #expect(photo.source.location == at(12, 7))
        #expect(photo.source.keys["type"] == at(13, 15))
        #expect(photo.source.keys["optional"] == at(14, 19))
        #expect(photo.source.keys["externalStorage"] == at(15, 26))

        let events = try #require(score.relationship(named: "events"))
        #expect(events.source.location == at(18, 7))
        #expect(events.source.keys["to"] == at(19, 13))
        #expect(events.source.keys["toMany"] == at(20, 17))
        #expect(events.source.keys["inverse"] == at(21, 18))
        #expect(events.source.keys["deleteRule"] == at(22, 21))

        let event = try #require(schema.entity(named: "Event"))
        let kind = try #require(event.attribute(named: "kind"))
        #expect(kind.source.keys["default"] == at(25, 22))
    }
}
