import CKSchemaCore
@testable import CKSchemaSwiftSource
import Testing

/// Initial values: literals become defaults; dynamic values count as defaults and are noted.
@Suite struct DefaultValueTests {
    @Test func literalsBecomeDefaults() throws {
        let result = SwiftDataTestSupport.read("""
            @Model final class Item {
                var count: Int = 0
                var negative: Int16 = -3
                var big: Int64 = 1_000_000
                var hex: Int32 = 0x10
                var ratio: Double = 0.5
                var whole: Double = 1
                var price: Decimal = 9.99
                var scale: Float = -1e3
                var flag: Bool = true
                var title: String = "say \\"hi\\""
                var empty: String = ""
                var blob: Data = Data()
                var id: UUID = UUID(uuidString: "123E4567-E89B-12D3-A456-426614174000")!
                var link: URL = URL(string: "https://example.com")!
                var note: String? = nil
            }
            """)
        let item = try #require(result.versions.first?.schema.entity(named: "Item"))
        let expected: [String: DefaultValue?] = [
            "count": .integer(0), "negative": .integer(-3), "big": .integer(1_000_000), "hex": .integer(16),
            "ratio": .number("0.5"), "whole": .number("1"), "price": .number("9.99"), "scale": .number("-1e3"),
            "flag": .bool(true), "title": .string("say \"hi\""), "empty": .string(""), "blob": .emptyData,
            "id": .uuid("123E4567-E89B-12D3-A456-426614174000"), "link": .uri("https://example.com"), "note": nil,
        ]
        for (name, value) in expected {
            #expect(try item.attribute(name).defaultValue == value, "\(name)")
        }
        #expect(result.diagnostics(SwiftDataDiagnostics.dynamicDefault.id).isEmpty, "\(result.ids)")
    }

    @Test func dynamicValuesCountAsDefaultsAndAreNoted() throws {
        let source = """
            @Model final class Item {
                var createdAt: Date = ↓Date.now
                var updatedAt: Date = ↓.now
                var seenAt: Date = ↓Date()
                var id: UUID = ↓UUID()
                var other: UUID = ↓.init()
                var key: String = ↓UUID().uuidString
                var tags: [String] = ↓[]
                var kind: Kind = ↓.basic
                var total: Int = ↓compute()
            }
            enum Kind: String, Codable { case basic }
            func compute() -> Int { 0 }
            """
        let result = SwiftDataTestSupport.read(source)
        let item = try #require(result.versions.first?.schema.entity(named: "Item"))
        #expect(try item.attribute("createdAt").defaultValue == .now)
        #expect(try item.attribute("updatedAt").defaultValue == .now)
        #expect(try item.attribute("seenAt").defaultValue == .now)
        #expect(try item.attribute("id").defaultValue == .newUUID)
        #expect(try item.attribute("other").defaultValue == .newUUID)
        #expect(try item.attribute("key").defaultValue == .expression("UUID().uuidString"))
        #expect(try item.attribute("tags").defaultValue == .expression("[]"))
        #expect(try item.attribute("kind").defaultValue == .expression(".basic"))
        #expect(try item.attribute("total").defaultValue == .expression("compute()"))
        let notes = result.diagnostics(SwiftDataDiagnostics.dynamicDefault.id)
        #expect(notes.map(\.location) == SwiftDataTestSupport.markers(in: source))
        #expect(notes.allSatisfy { $0.severity == .note })
    }

    @Test func literalsThatDoNotFitAreKeptAsExpressions() throws {
        let result = SwiftDataTestSupport.read("""
            @Model final class Item {
                var small: UInt8 = 70000
                var link: URL = URL(string: "relative")!
                var id: UUID = UUID(uuidString: "nope")!
            }
            """)
        let item = try #require(result.versions.first?.schema.entity(named: "Item"))
        #expect(try item.attribute("small").defaultValue == .expression("70000"))
        #expect(try item.attribute("link").defaultValue == .expression("URL(string: \"relative\")!"))
        #expect(result.diagnostics(SwiftDataDiagnostics.defaultReinterpreted.id).count == 3)
    }

    @Test func multiLineExpressionsAreKeptOnOneLineWithoutComments() throws {
        let item = try SwiftDataTestSupport.schema("""
            @Model final class Item {
                var intervals: [Double] = [
                    4.0, // cup
                    8.0
                ]
            }
            """).entity("Item")
        #expect(try item.attribute("intervals").defaultValue == .expression("[ 4.0, 8.0 ]"))
    }

    @Test func expressionDefaultsRoundTripThroughYAML() throws {
        let schema = try SwiftDataTestSupport.schema("""
            @Model final class Item {
                var key: String = UUID().uuidString
                var tags: [String: [Int]] = ["a": [1, 2]]
                var note: String = "a: \\"b\\" # c"
            }
            """)
        let yaml = SchemaYAMLWriter.write(schema)
        #expect(yaml.contains("defaultExpression:"))
        #expect(try SchemaLoader.load(bytes: Array(yaml.utf8), file: "v.yaml") == schema)
    }
}
