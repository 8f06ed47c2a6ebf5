import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// What valid input decodes to: every key of every element, and every default literal form.
@Suite struct SchemaDecoderTests {
    typealias Location = CKSchemaCore.SourceLocation

    func load(_ yaml: String) throws -> Schema {
        try SchemaLoader.load(bytes: Array(yaml.utf8), file: "s.yaml")
    }

    @Test func decodesEveryTopLevelKey() throws {
        let schema = try load("""
            model: Shop_2
            version: 12
            container: iCloud.com.example.Shop
            database: public
            versionAttribute: schemaVersion
            sharing: true
            comment: |
              The shop.
            configurations:
              Cloud:
              Local:
                cloudKit: false
                comment: never synced
            entities: {}

            """)
        #expect(schema == Schema(
            model: "Shop_2", version: 12, container: "iCloud.com.example.Shop", database: .public,
            versionAttribute: "schemaVersion", sharing: true,
            configurations: [Configuration(name: "Cloud", cloudKit: true), Configuration(name: "Local", cloudKit: false)],
            entities: [], comment: "The shop.\n"))
        #expect(schema.configurations[1].source.location == Location(file: "s.yaml", line: 11, column: 3))
        #expect(schema.configurations[1].source.keys["cloudKit"] == Location(file: "s.yaml", line: 12, column: 15))
        #expect(schema.source.keys["sharing"] == Location(file: "s.yaml", line: 6, column: 10))
        #expect(schema.source.keys["configurations"] == Location(file: "s.yaml", line: 10, column: 3))
    }

    @Test func decodesEveryEntityKey() throws {
        let schema = try load(LoadingTest.schema("""
              Base:
                abstract: true
                attributes:
                  id: UUID = UUID()
              Item:
                parent: Base
                renamedFrom: Thing
                comment: an item
                versionAttribute: false
                configurations: [Local, Default]
                uniqueConstraints: [id, code]
                logicalKey: [code]
                attributes:
                  code: String?
              Other:
                versionAttribute: stamp
                uniqueConstraints:
                  - [id]
                  - [id, code]
                attributes:
                  id: UUID?
                  code: String?
                  stamp: Int16 = 1
              Empty:

            """, header: "configurations:\n  Local: {cloudKit: false}\n"))
        let item = try #require(schema.entity(named: "Item"))
        #expect(item == Entity(
            name: "Item", parent: "Base",
            attributes: [Attribute(name: "code", type: .string, optional: true)],
            uniqueConstraints: [AttributeGroup(["id", "code"])], logicalKey: AttributeGroup(["code"]),
            configurations: ["Local", "Default"], versionAttribute: .disabled, renamedFrom: "Thing", comment: "an item"))
        #expect(schema.entity(named: "Base")?.abstract == true)
        let other = try #require(schema.entity(named: "Other"))
        #expect(other.versionAttribute == .named("stamp"))
        #expect(other.uniqueConstraints == [AttributeGroup(["id"]), AttributeGroup(["id", "code"])])
        #expect(schema.entity(named: "Empty") == Entity(name: "Empty"))
        #expect(schema.entity(named: "Base")?.versionAttribute == .inherited)

        // Positions: the group lists and the entity's keys.
        #expect(item.uniqueConstraints[0].source.location == Location(file: "s.yaml", line: 16, column: 24))
        #expect(item.logicalKey?.source.location == Location(file: "s.yaml", line: 17, column: 17))
        #expect(other.uniqueConstraints[1].source.location == Location(file: "s.yaml", line: 24, column: 9))
        #expect(item.source.keys["parent"] == Location(file: "s.yaml", line: 11, column: 13))
        #expect(item.source.keys["versionAttribute"] == Location(file: "s.yaml", line: 14, column: 23))
        #expect(item.source.keys["configurations"] == Location(file: "s.yaml", line: 15, column: 21))
        #expect(item.source.keys["renamedFrom"] == Location(file: "s.yaml", line: 12, column: 18))
    }

    @Test func decodesEveryAttributeKey() throws {
        let schema = try load(LoadingTest.schema("""
              Item:
                attributes:
                  payload:
                    type: Transformable
                    optional: true
                    valueTransformer: NSSecureUnarchiveFromData
                    customClass: PayloadBox
                    encrypted: true
                    transient: true
                    preserveValueOnDeletion: true
                    cloudKitIgnored: true
                    externalStorage: false
                    renamedFrom: blob
                    comment: boxed

            """))
        let payload = try #require(schema.entities.first?.attributes.first)
        #expect(payload == Attribute(
            name: "payload", type: .transformable, optional: true, encrypted: true, transient: true,
            preserveValueOnDeletion: true, renamedFrom: "blob", valueTransformer: "NSSecureUnarchiveFromData",
            customClass: "PayloadBox", cloudKitIgnored: true, comment: "boxed"))
        #expect(payload.source.keys["valueTransformer"] == Location(file: "s.yaml", line: 9, column: 27))
        #expect(payload.source.keys["cloudKitIgnored"] == Location(file: "s.yaml", line: 14, column: 26))
    }

    @Test func decodesEveryRelationshipKey() throws {
        let schema = try load(LoadingTest.schema("""
              Item:
                relationships:
                  tags:
                    to: Tag
                    toMany: true
                    optional: false
                    inverse: items
                    deleteRule: deny
                    ordered: true
                    minCount: 1
                    maxCount: 5
                    encrypted: true
                    cloudKitIgnored: true
                    renamedFrom: labels
                    comment: ordered tags
              Tag:
                relationships:
                  items:
                    to: Item
                    toMany: true
                    inverse: tags
                    deleteRule: noAction

            """))
        #expect(schema.entities[0].relationships[0] == Relationship(
            name: "tags", destination: "Tag", toMany: true, optional: false, inverse: "items", deleteRule: .deny,
            ordered: true, minCount: 1, maxCount: 5, encrypted: true, renamedFrom: "labels", cloudKitIgnored: true,
            comment: "ordered tags"))
        #expect(schema.entities[1].relationships[0].deleteRule == .noAction)
        #expect(schema.entities[0].relationships[0].source.keys["maxCount"] == Location(file: "s.yaml", line: 14, column: 19))
    }

    @Test func inverseLookupFollowsTheDestinationsInheritance() {
        // `Owner.things` finds `owner` on Car through Vehicle; `Vehicle.owner` is refused because
        // its inverse holds only Cars, so a Vehicle that is not a Car could not be in it.
        #expect(LoadingTest.problems(LoadingTest.schema("""
              Owner:
                relationships:
                  things:
                    to: Car
                    toMany: true
                    inverse: owner
              Vehicle:
                relationships:
                  owner:
                    to: Owner
                    inverse: things
              Car:
                parent: Vehicle

            """)) == [
            "14:18 schema.inverse_mismatch: inverse 'things' of relationship 'Vehicle.owner' does not point back: 'Owner.things' points to 'Car', not 'Vehicle'",
        ])
    }

    /// Every literal form the format allows, compact and full, with the value it becomes.
    @Test(arguments: [
        ("String = \"\"", DefaultValue.string("")),
        ("String = \"word\"", .string("word")),
        ("String = 'it''s'", .string("it's")),
        ("String = \"say \\\"hi\\\"\\n\"", .string("say \"hi\"\n")),
        ("String? = \"é😀\"", .string("é😀")),
        ("Int16 = -32768", .integer(-32768)),
        ("Int32 = 2147483647", .integer(2_147_483_647)),
        ("Int64 = -9223372036854775808", .integer(Int64.min)),
        ("Int64 = +7", .integer(7)),
        ("Bool = true", .bool(true)),
        ("Bool = false", .bool(false)),
        ("Double = 0", .number("0")),
        ("Float = 1.5", .number("1.5")),
        ("Decimal = -2e3", .number("-2e3")),
        ("Double = .5", .number(".5")),
        ("Date = now", .now),
        ("Date = .now", .now),
        ("Date = Date.now", .now),
        ("Date = Date()", .now),
        ("Date = 2024-02-29", .date("2024-02-29")),
        ("Date = 2024-01-31T12:00:00Z", .date("2024-01-31T12:00:00Z")),
        ("Date = \"2024-01-31T12:00:00.250+02:00\"", .date("2024-01-31T12:00:00.250+02:00")),
        ("Date = 2024-01-31T23:59", .date("2024-01-31T23:59")),
        ("UUID = UUID()", .newUUID),
        ("UUID = .init()", .newUUID),
        ("UUID = uuid()", .newUUID),
        ("UUID = 123e4567-e89b-12d3-a456-426614174000", .uuid("123e4567-e89b-12d3-a456-426614174000")),
        ("URI = \"https://example.com/a?b=c\"", .uri("https://example.com/a?b=c")),
        ("URI = mailto:someone@example.com", .uri("mailto:someone@example.com")),
        ("Binary = \"\"", .emptyData),
        ("Binary? = ''", .emptyData),
    ])
    func compactDefaults(literal: String, expected: DefaultValue) throws {
        let schema = try load(LoadingTest.schema("    Item:\n      attributes:\n        a: '\(literal.replacingOccurrences(of: "'", with: "''"))'\n"))
        #expect(schema.entities.first?.attributes.first?.defaultValue == expected)
    }

    @Test(arguments: [
        ("String", "word", DefaultValue.string("word")),
        ("String", "\"\"", .string("")),
        ("String", "12", .string("12")),
        ("Int16", "5", .integer(5)),
        ("Bool", "true", .bool(true)),
        ("Double", "2.50", .number("2.50")),
        ("Date", "now", .now),
        ("Date", "2024-01-31", .date("2024-01-31")),
        ("UUID", "UUID()", .newUUID),
        ("URI", "https://example.com", .uri("https://example.com")),
        ("Binary", "''", .emptyData),
    ])
    func fullFormDefaults(type: String, literal: String, expected: DefaultValue) throws {
        let schema = try load(LoadingTest.schema("    Item:\n      attributes:\n        a:\n          type: \(type)\n          default: \(literal)\n"))
        #expect(schema.entities.first?.attributes.first?.defaultValue == expected)
    }

    @Test func quotedDynamicNamesAreNotDynamic() {
        #expect(LoadingTest.problems(LoadingTest.schema("    Item:\n      attributes:\n        a: Date = \"now\"\n")) == [
            "6:19 schema.invalid_default: invalid default for attribute 'a': 'now' is not an ISO 8601 date or date-time | write a date like 2024-01-31 or 2024-01-31T12:00:00Z, or 'now'",
        ])
    }

    @Test func compactFormPositionsAreComputedFromTheScalar() throws {
        let schema = try load(LoadingTest.schema("    Item:\n      attributes:\n        note: \"String? = 'é😀'\"\n        n: Int16?=3\n"))
        let note = try #require(schema.entities.first?.attributes.first)
        #expect(note.source.keys["type"] == Location(file: "s.yaml", line: 6, column: 15))
        #expect(note.source.keys["optional"] == Location(file: "s.yaml", line: 6, column: 22))
        #expect(note.source.keys["default"] == Location(file: "s.yaml", line: 6, column: 26))
        let n = try #require(schema.entities.first?.attributes.last)
        #expect(n.optional && n.defaultValue == .integer(3))
        #expect(n.source.keys["optional"] == Location(file: "s.yaml", line: 7, column: 17))
        #expect(n.source.keys["default"] == Location(file: "s.yaml", line: 7, column: 19))
    }
}
