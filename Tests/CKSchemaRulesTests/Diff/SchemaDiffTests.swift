import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules

/// `SchemaDiff` on its own: how elements pair, which changes come out, in which order, with which
/// values and positions. (The rules that classify them are tested through their examples.)
@Suite struct SchemaDiffTests {
    static func load(_ yaml: String, file: String) throws -> Schema {
        try SchemaLoader.load(bytes: Array(yaml.utf8), file: file)
    }

    static let before = """
        model: M
        version: 1
        entities:
          Score:
            attributes:
              points: Int32 = 0
              note: String?
              bonus: Int64 = 0
            relationships:
              events: {to: Event, toMany: true, inverse: score}
          Event:
            attributes:
              kind: String = "word"
            relationships:
              score: {to: Score, inverse: events}
          Old:
            attributes:
              x: Int64?
        """

    static let after = """
        model: M
        version: 2
        entities:
          Event:
            attributes:
              kind: String = "letter"
            relationships:
              score: {to: Score, inverse: events, deleteRule: cascade}
          Score:
            attributes:
              points: Int64 = 0
              remark:
                type: String
                optional: true
                renamedFrom: note
              streak: Int32 = 0
            relationships:
              events: {to: Event, toMany: true, inverse: score}
        """

    @Test func aVersionAgainstItselfHasNoChanges() throws {
        let schema = try Self.load(Self.before, file: "v1.yaml")
        #expect(schema.entities.map(\.name) == ["Score", "Event", "Old"])
        #expect(SchemaDiff.changes(from: schema, to: schema).isEmpty)
        // Positions do not count: the same schema read from another file, shifted by a comment.
        let shifted = try Self.load("# moved\n" + Self.before, file: "copy.yaml")
        #expect(SchemaDiff.changes(from: schema, to: shifted).isEmpty)
    }

    /// The file's `comment:` is a note about the file (an Xcode model's names its version); an
    /// element's comment is still a change.
    @Test func theFileCommentIsNoChangeAnElementCommentIs() throws {
        let schema = try Self.load(Self.before, file: "v1.yaml")
        var noted = schema
        noted.comment = "Xcode model version 'M 2'"
        #expect(SchemaDiff.changes(from: schema, to: noted).isEmpty)
        noted.entities[0].comment = "the day's score"
        #expect(SchemaDiff.changes(from: schema, to: noted).map(\.summary) == ["entity 'Score' modified: comment none → the day's score"])
    }

    @Test func changesComeSchemaFirstThenRemovedEntitiesThenEntitiesInTheNewOrder() throws {
        let changes = SchemaDiff.changes(from: try Self.load(Self.before, file: "v1.yaml"),
                                         to: try Self.load(Self.after, file: "v2.yaml"))
        #expect(changes.map(\.summary) == [
            "schema modified: version 1 → 2",
            "entity 'Old' removed",
            "attribute 'Event.kind' modified: default \"word\" → \"letter\"",
            "relationship 'Event.score' modified: deleteRule nullify → cascade",
            "attribute 'Score.bonus' removed",
            "attribute 'Score.points' modified: type Int32 → Int64",
            "attribute 'Score.remark' renamed from 'Score.note'",
            "attribute 'Score.streak' added",
        ])
    }

    @Test func changesKeepNamesValuesAndPositionsOfBothSides() throws {
        let changes = SchemaDiff.changes(from: try Self.load(Self.before, file: "v1.yaml"),
                                         to: try Self.load(Self.after, file: "v2.yaml"))
        let type = try #require(changes.first { $0.kind == .modified(.type) })
        #expect(type.element == .attribute)
        #expect((type.entity, type.oldEntity, type.member, type.oldMember) == ("Score", "Score", "points", "points"))
        #expect((type.oldValue, type.newValue) == ("Int32", "Int64"))
        // A compact attribute's `type` is its value: `points: ↓Int32 = 0`.
        #expect(type.oldLocation?.description == "v1.yaml:6:15")
        #expect(type.newLocation?.description == "v2.yaml:11:15")

        let renamed = try #require(changes.first { $0.kind == .renamed })
        #expect((renamed.member, renamed.oldMember) == ("remark", "note"))
        #expect(renamed.oldLocation?.description == "v1.yaml:7:7")
        #expect(renamed.newLocation?.description == "v2.yaml:12:7")

        let removed = try #require(changes.first { $0.kind == .removed && $0.element == .attribute })
        #expect((removed.member, removed.oldMember, removed.newValue) == ("bonus", "bonus", nil))
        #expect(removed.oldLocation?.description == "v1.yaml:8:7")
        #expect(removed.newLocation?.description == "v2.yaml:9:3", "a removal points at the entity that lost the member")

        let added = try #require(changes.first { $0.kind == .added })
        #expect((added.member, added.oldMember, added.oldLocation) == ("streak", nil, nil))
        #expect(added.newLocation?.description == "v2.yaml:16:7")
    }

    @Test func renamedFromIsIgnoredWhileTheOldNameIsStillInUse() throws {
        let old = try Self.load("model: M\nversion: 1\nentities:\n  A:\n    attributes:\n      a: Int64?\n", file: "v1.yaml")
        let new = try Self.load("""
            model: M
            version: 1
            entities:
              A:
                attributes:
                  a: Int64?
                  b:
                    type: Int64
                    optional: true
                    renamedFrom: a
            """, file: "v2.yaml")
        #expect(SchemaDiff.changes(from: old, to: new).map(\.summary) == ["attribute 'A.b' added"])
    }

    @Test func entitiesAndMembersPairByNameNotPosition() throws {
        let old = try Self.load("model: M\nversion: 1\nentities:\n  A:\n    attributes:\n      x: Int64?\n      y: String?\n  B: {}\n",
                                file: "v1.yaml")
        let new = try Self.load("model: M\nversion: 1\nentities:\n  B: {}\n  A:\n    attributes:\n      y: String?\n      x: Int64?\n",
                                file: "v2.yaml")
        #expect(SchemaDiff.changes(from: old, to: new).isEmpty)
        // The pairing compares the members: a member missing on either side is a change.
        let fewer = try Self.load("model: M\nversion: 1\nentities:\n  B: {}\n  A:\n    attributes:\n      y: String?\n",
                                  file: "v3.yaml")
        #expect(SchemaDiff.changes(from: old, to: fewer).count == 1)
    }

    @Test func anEntityRenameAndItsPropertyChangesAreSeparateChanges() throws {
        let old = try Self.load("model: M\nversion: 1\nentities:\n  A:\n    attributes:\n      x: Int64?\n", file: "v1.yaml")
        let new = try Self.load("""
            model: M
            version: 1
            entities:
              B:
                renamedFrom: A
                abstract: true
                attributes:
                  x: Int64?
            """, file: "v2.yaml")
        let changes = SchemaDiff.changes(from: old, to: new)
        #expect(changes.map(\.summary) == ["entity 'B' renamed from 'A'", "entity 'B' modified: abstract false → true"])
        #expect(changes.allSatisfy { $0.oldEntity == "A" && $0.entity == "B" })
    }

    @Test func elementChangesCarryBothSidesAsTypedValues() throws {
        let changes = SchemaDiff.elementChanges(from: try Self.load(Self.before, file: "v1.yaml"),
                                                to: try Self.load(Self.after, file: "v2.yaml"))
        #expect(changes.map(\.change) == SchemaDiff.changes(from: try Self.load(Self.before, file: "v1.yaml"),
                                                            to: try Self.load(Self.after, file: "v2.yaml")))
        var sawType = false
        for element in changes {
            guard case .attributeChanged(let attribute, let entity) = element, attribute.property == .type else { continue }
            #expect((attribute.old.type, attribute.new.type) == (.int32, .int64))
            #expect((entity.old.name, entity.new.name) == ("Score", "Score"))
            sawType = true
        }
        #expect(sawType)
    }
}
