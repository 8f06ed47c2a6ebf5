import CKSchemaCore
import CKSchemaTestSupport
import Foundation
import Testing
@testable import CKSchemaSwiftSource

/// Swift property types → schema attribute types and relationships (docs/swiftdata.md's table).
@Suite struct TypeMappingTests {
    static let scalarCases: [(swift: String, type: AttributeType)] = [
        ("Int", .int64), ("Int64", .int64), ("UInt", .int64), ("UInt64", .int64), ("UInt32", .int64),
        ("Int32", .int32), ("UInt16", .int32), ("Int16", .int16), ("Int8", .int16), ("UInt8", .int16),
        ("Double", .double), ("Float", .float), ("Decimal", .decimal), ("Bool", .bool), ("String", .string),
        ("Date", .date), ("Data", .binary), ("UUID", .uuid), ("URL", .uri),
        ("Foundation.Date", .date), ("Swift.Int", .int64),
        // Foundation and CoreGraphics aliases of Double: stored as Double, never as encoded data.
        ("TimeInterval", .double), ("Foundation.TimeInterval", .double), ("CFTimeInterval", .double),
        ("CGFloat", .double), ("CoreGraphics.CGFloat", .double),
    ]

    /// The alias table of docs/swiftdata.md: every row maps as documented, and the docs list each.
    @Test func theAliasTableOfTheDocsIsTheResolversTable() throws {
        let aliases = ["TimeInterval", "CFTimeInterval", "CGFloat"]
        for alias in aliases { #expect(TypeResolver.primitives[alias] == .double, "\(alias)") }
        let schema = try SwiftDataTestSupport.schema("""
            @Model final class Trip {
                var length: TimeInterval = 0
                var laps: [TimeInterval] = []
                var scale: CGFloat?
            }
            """)
        let trip = try schema.entity("Trip")
        #expect(try trip.attribute("length").type == .double)
        #expect(try trip.attribute("length").defaultValue != nil)
        #expect(try trip.attribute("laps").type == .transformable)
        #expect(try trip.attribute("laps").customClass == "[TimeInterval]")
        #expect(try trip.attribute("scale").type == .double)
        let docs = try String(contentsOf: PackagePaths.url("docs/swiftdata.md"), encoding: .utf8)
        for alias in aliases { #expect(docs.contains("`\(alias)`"), "docs/swiftdata.md does not list \(alias)") }
    }

    @Test(arguments: scalarCases.map(\.swift))
    func scalarTypes(swift: String) throws {
        let expected = try #require(Self.scalarCases.first { $0.swift == swift }?.type)
        let item = try SwiftDataTestSupport.schema("""
            @Model final class Item {
                var required: \(swift)
                var optional: \(swift)?
                var sugarless: Optional<\(swift)>
                var unwrapped: \(swift)!
            }
            """).entity("Item")
        for attribute in item.attributes {
            #expect(attribute.type == expected, "\(swift) \(attribute.name)")
            #expect(attribute.customClass == nil)
        }
        #expect(try !item.attribute("required").optional)
        #expect(try item.attribute("optional").optional)
        #expect(try item.attribute("sugarless").optional)
        #expect(try item.attribute("unwrapped").optional)
    }

    @Test func collectionsAndCodableValuesAreTransformable() throws {
        let result = SwiftDataTestSupport.read("""
            struct Address: Codable { var street: String }
            enum Mood: Int, Codable { case happy, sad }
            enum Shape: Codable { case circle(radius: Double), square }
            @Model final class Person {
                var tags: [String] = []
                var scores: [String: Int]? = [:]
                var dates: Array<Date> = []
                var unique: Set<String> = []
                var address: Address?
                var mood: Mood = .happy
                var shape: Shape = Shape.square
                var history: [Address] = []
            }
            """)
        let person = try #require(result.versions.first?.schema.entity(named: "Person"))
        let expected: [String: String] = [
            "tags": "[String]", "scores": "[String: Int]", "dates": "[Date]", "unique": "Set<String>",
            "address": "Address", "mood": "Mood", "shape": "Shape", "history": "[Address]",
        ]
        for (name, customClass) in expected {
            let attribute = try person.attribute(name)
            #expect(attribute.type == .transformable, "\(name)")
            #expect(attribute.customClass == customClass, "\(name)")
        }
        #expect(try person.attribute("scores").optional)
        #expect(result.diagnostics(SwiftDataDiagnostics.unresolvedType.id).isEmpty, "\(result.ids)")
    }

    @Test func relationshipsToModels() throws {
        let schema = try SwiftDataTestSupport.schema("""
            @Model final class Trip {
                var owner: Person?
                var driver: Person
                var stops: [Stop]? = []
                var legs: [Stop] = []
            }
            @Model final class Person { var name: String = "" }
            @Model final class Stop { var trip: Trip? }
            """)
        let trip = try schema.entity("Trip")
        let owner = try trip.relationship("owner")
        #expect(owner.destination == "Person" && !owner.toMany && owner.optional)
        let driver = try trip.relationship("driver")
        #expect(!driver.optional && !driver.toMany)
        let stops = try trip.relationship("stops")
        #expect(stops.destination == "Stop" && stops.toMany && stops.optional)
        // A to-many relationship is optional only when its Swift type is: `[Leg]` is required
        // (CloudKit refuses it: to_many_not_optional), `[Stop]?` is optional.
        #expect(try !trip.relationship("legs").optional)
        #expect(trip.attributes.isEmpty)
    }

    @Test func typeAliasesAreFollowed() throws {
        let result = SwiftDataTestSupport.read("""
            typealias Points = Int32
            typealias Current = SchemaV1.Item
            enum SchemaV1 {
                @Model final class Item {
                    var points: Points = 0
                    var next: Current?
                }
            }
            @Model final class Holder { var item: Current? }
            """)
        let schema = try #require(result.versions.first?.schema)
        #expect(try schema.entity("Item").attribute("points").type == .int32)
        #expect(try schema.entity("Holder").relationship("item").destination == "Item")
    }

    @Test func unknownTypesAreTransformableWithAWarning() throws {
        let source = """
            @Model final class Pin {
                var tint: ↓UIColor?
            }
            """
        let result = SwiftDataTestSupport.read(source)
        let tint = try #require(result.versions.first?.schema.entity(named: "Pin")?.attribute(named: "tint"))
        #expect(tint.type == .transformable && tint.customClass == "UIColor" && tint.optional)
        let warnings = result.diagnostics(SwiftDataDiagnostics.unresolvedType.id)
        #expect(warnings.map(\.location) == SwiftDataTestSupport.markers(in: source))
    }

    @Test func unsupportedTypesAreLeftOutWithAWarning() throws {
        let result = SwiftDataTestSupport.read("""
            @Model final class Box {
                var pair: (Int, Int)?
                var action: (() -> Void)?
                var thing: any Codable
                var byName: [String: Box] = [:]
                var kept: Int = 0
            }
            """)
        let box = try #require(result.versions.first?.schema.entity(named: "Box"))
        #expect(box.attributes.map(\.name) == ["kept"])
        #expect(box.relationships.isEmpty)
        #expect(result.diagnostics(SwiftDataDiagnostics.unsupportedType.id).count == 4, "\(result.ids)")
    }

    @Test func typesAreInferredFromLiterals() throws {
        let item = try SwiftDataTestSupport.schema("""
            @Model final class Item {
                var count = 0
                var ratio = 0.5
                var flag = false
                var title = "x"
                var at = Date.now
                var id = UUID()
                var blob = Data()
                var tags = [String]()
                var settings = Settings()
            }
            struct Settings: Codable {}
            """).entity("Item")
        let types = item.attributes.map(\.type)
        #expect(types == [.int64, .double, .bool, .string, .date, .uuid, .binary, .transformable, .transformable])
    }
}
