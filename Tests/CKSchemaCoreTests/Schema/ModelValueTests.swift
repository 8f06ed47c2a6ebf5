import Foundation
import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// `Attribute`, `Entity` and `Relationship` are plain values: independent copies, equality and
/// hashing by field (positions aside), and a coded form whose keys the store and reports rely on.
@Suite struct ModelValueTests {
    @Test func copiesAreIndependent() {
        var a = Attribute(name: "title", type: .string)
        let b = a
        a.name = "subtitle"
        a.optional = true
        a.source.keys["type"] = SourceLocation(file: "s.yaml", line: 3, column: 14)
        #expect(b.name == "title" && !b.optional && b.source.keys.isEmpty)
        #expect(a.name == "subtitle" && a.optional && a.source["type"]?.line == 3)

        var entity = Entity(name: "Post", attributes: [b])
        let saved = entity
        entity.attributes[0].type = .int64
        entity.relationships.append(Relationship(name: "author", destination: "User"))
        #expect(saved.attributes[0].type == .string && saved.relationships.isEmpty)
        #expect(entity.attributes[0].type == .int64 && entity.relationships.count == 1)

        var relationship = Relationship(name: "author", destination: "User")
        let original = relationship
        relationship.toMany = true
        #expect(!original.toMany && relationship.toMany)
    }

    @Test func equalityAndHashingFollowTheFields() {
        let a = Attribute(name: "x", type: .int64, defaultValue: .integer(1))
        let b = Attribute(name: "x", type: .int64, defaultValue: .integer(1),
                          source: SourceInfo(SourceLocation(file: "b.yaml", line: 2, column: 3)))
        var c = a
        c.defaultValue = .integer(2)
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != c)
        #expect(Set([a, b, c]).count == 2)
        #expect(Entity(name: "E", attributes: [a]) == Entity(name: "E", attributes: [b]))
        #expect(Entity(name: "E", attributes: [a]) != Entity(name: "E", attributes: [c]))
        #expect(Relationship(name: "r", destination: "E") != Relationship(name: "r", destination: "F"))
    }

    @Test func codedFormIsTheFieldsOwn() throws {
        let attribute = Attribute(name: "count", type: .int32, optional: true, comment: "n")
        let entity = Entity(name: "Post", attributes: [attribute],
                            relationships: [Relationship(name: "tags", destination: "Tag", toMany: true)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try #require(String(data: try encoder.encode(attribute), encoding: .utf8))
        #expect(json.hasPrefix(#"{"cloudKitIgnored":false,"comment":"n","encrypted":false,"externalStorage":false,"name":"count","optional":true,"#))
        #expect(!json.contains("storage"))
        let decoded = try JSONDecoder().decode(Entity.self, from: try encoder.encode(entity))
        #expect(decoded == entity)
        #expect(decoded.relationships.first?.toMany == true)
    }

    @Test func everyFieldTakesPartInEquality() {
        let plain = Attribute(name: "n", type: .int64)
        var renamed = plain
        renamed.renamedFrom = "m"
        #expect(plain != renamed)
        var ignored = plain
        ignored.cloudKitIgnored = true
        #expect(plain != ignored)
    }

    @Test func theCodedFormKeepsItsKeys() throws {
        var attribute = Attribute(name: "count", type: .int32, optional: true, defaultValue: .integer(0),
                                  renamedFrom: "total", comment: "n")
        attribute.source.location = SourceLocation(file: "s.yaml", line: 1, column: 2)
        let data = try JSONEncoder().encode(attribute)
        // Every stored property under its name; nil optionals are left out.
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["name", "type", "optional", "defaultValue", "externalStorage", "encrypted",
                                     "transient", "preserveValueOnDeletion", "renamedFrom", "cloudKitIgnored",
                                     "comment", "source"])
        #expect(object["renamedFrom"] as? String == "total" && object["comment"] as? String == "n")
        let decoded = try JSONDecoder().decode(Attribute.self, from: data)
        #expect(decoded == attribute && decoded.renamedFrom == "total" && decoded.source.location?.column == 2)
    }

    @Test func decimalIntegersAsInt64ReadsThem() {
        for text in ["0", "-0", "+7", "42", "-42", "9223372036854775807", "-9223372036854775808",
                     "9223372036854775808", "-9223372036854775809", "99999999999999999999", "+", "-", ""] {
            #expect(DefaultLiteralChecker.decimalInteger(text) == Int64(text), "\(text)")
        }
    }
}
