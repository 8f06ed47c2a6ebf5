import CKSchemaCore
@testable import CKSchemaSwiftSource
import Testing

/// `@Model` classes and which of their properties are stored.
@Suite struct ModelClassTests {
    @Test func finalAndNonFinalClassesAreModels() throws {
        let schema = try SwiftDataTestSupport.schema("""
            import SwiftData

            @Model final class Score {
                var points: Int = 0
            }

            @Model
            class Event {
                var name: String = ""
            }

            class Helper {
                var count: Int = 0
            }
            """)
        #expect(schema.entities.map(\.name) == ["Score", "Event"])
        #expect(schema.entities.allSatisfy { $0.parent == nil })
        #expect(schema.model == "Model" && schema.version == 1)
    }

    @Test func entitiesAndPropertiesAreLocatedInTheSwiftFile() throws {
        let source = """
            @Model final class ↓Score {
                var ↓points: ↓Int↓? = ↓0
            }
            """
        let markers = SwiftDataTestSupport.markers(in: source)
        let score = try SwiftDataTestSupport.schema(source).entity("Score")
        let points = try score.attribute("points")
        #expect(score.source.location == markers[0])
        #expect(points.source.location == markers[1])
        #expect(points.source.keys["type"] == markers[2])
        #expect(points.source.keys["optional"] == markers[3])
        #expect(points.source.keys["default"] == markers[4])
    }

    @Test func subclassOfAModelIsASubentity() throws {
        let schema = try SwiftDataTestSupport.schema("""
            @available(iOS 26, *)
            @Model class Collection {
                var name: String = ""
            }

            @available(iOS 26, *)
            @Model final class Deck: Collection {
                var format: String = "standard"
            }

            @Model final class Binder: Collection, CustomStringConvertible {
                var pages: Int = 0
                var description: String { name }
            }
            """)
        #expect(try schema.entity("Deck").parent == "Collection")
        #expect(try schema.entity("Binder").parent == "Collection")
        #expect(try schema.entity("Collection").parent == nil)
        #expect(try schema.entity("Deck").attributes.map(\.name) == ["format"])
    }

    @Test func onlyStoredInstancePropertiesAreRead() throws {
        let source = """
            @Model final class Item {
                var title: String = ""
                let createdAt: Date = Date.now
                var count: Int = 0 {
                    didSet { print(count) }
                }
                var upper: String { title.uppercased() }
                var both: Int {
                    get { count }
                    set { count = newValue }
                }
                static var shared: Int = 0
                class var kind: String { "item" }
                ↓@Transient var isSelected: Bool = false
                ↓@Transient
                var cache: [String: Int] = [:]
                func touch() {}
                init() {}
            }
            """
        let result = SwiftDataTestSupport.read(source)
        let item = try #require(result.versions.first?.schema.entity(named: "Item"))
        #expect(item.attributes.map(\.name) == ["title", "createdAt", "count"])
        let notes = result.diagnostics(SwiftDataDiagnostics.transientSkipped.id)
        #expect(notes.map(\.location) == SwiftDataTestSupport.markers(in: source))
    }

    @Test func letAndVarAndSeveralBindingsInOneDeclaration() throws {
        let item = try SwiftDataTestSupport.schema("""
            @Model final class Item {
                let id: UUID = UUID()
                var a = 0, b: String = "x"
                var c, d: Double?
            }
            """).entity("Item")
        #expect(item.attributes.map(\.name) == ["id", "a", "b", "c", "d"])
        #expect(try item.attribute("a").type == .int64)
        #expect(try item.attribute("b").type == .string)
        #expect(try item.attribute("c").type == .double && item.attribute("c").optional)
    }

    @Test func modelsNestedInOtherTypesAndExtensions() throws {
        let result = SwiftDataTestSupport.read("""
            enum Store {
                @Model final class Item {
                    var kind: Kind = Kind.basic
                    enum Kind: String, Codable { case basic }
                }
            }
            extension Store {
                @Model final class Tag {
                    var item: Item?
                }
            }
            """)
        let schema = try #require(result.versions.first?.schema)
        #expect(schema.entities.map(\.name) == ["Item", "Tag"])
        #expect(try schema.entity("Tag").relationship("item").destination == "Item")
        let kind = try schema.entity("Item").attribute("kind")
        #expect(kind.type == .transformable && kind.customClass == "Kind")
        #expect(result.diagnostics(SwiftDataDiagnostics.unresolvedType.id).isEmpty)
    }

    @Test func propertiesInsideConditionalCompilationAreRead() throws {
        let result = SwiftDataTestSupport.read("""
            #if canImport(SwiftData)
            @Model final class Note {
            #if os(iOS)
                var body: String = ""
            #else
                var body: String? = nil
            #endif
                var title: String = ""
            }
            #endif
            """)
        let note = try #require(result.versions.first?.schema.entity(named: "Note"))
        #expect(note.attributes.map(\.name) == ["body", "title"])
        #expect(result.diagnostics(SwiftDataDiagnostics.duplicateProperty.id).count == 1)
    }

    @Test func filesWithoutModelsGiveAWarning() {
        let result = SwiftDataTestSupport.read("struct Settings { var theme = \"dark\" }")
        #expect(result.models.isEmpty)
        #expect(result.diagnostics.map(\.id) == [SwiftDataDiagnostics.noModels.id])
    }
}
