import CKSchemaCore
import Testing
@testable import CKSchemaSwiftSource

/// `@Attribute`, `@Relationship`, `#Unique`, `#Index` and inverses.
@Suite struct MacroTests {
    @Test func attributeOptions() throws {
        let source = """
            @Model final class Item {
                @Attribute(↓.unique) var url: URL = URL(string: "https://a.example")!
                @Attribute(↓.externalStorage, ↓.allowsCloudEncryption) var photo: Data?
                @Attribute(↓.preserveValueOnDeletion) var name: String = ""
                @Attribute(↓.ephemeral) var cursor: Int = 0
                @Attribute(↓.spotlight) var text: String = ""
                @Attribute(↓.transformable(by: ColorTransformer.self)) var color: UIColor?
                @Attribute(.transformable(by: "NSSecureUnarchiveFromData")) var list: [String]?
                @Attribute(originalName: ↓"oldTitle", hashModifier: "v2") var title: String = ""
                @Attribute(Schema.Attribute.Option.unique) var code: String = ""
            }
            """
        let m = SwiftDataTestSupport.markers(in: source)
        let result = SwiftDataTestSupport.read(source)
        let item = try #require(result.versions.first?.schema.entity(named: "Item"))
        #expect(item.uniqueConstraints.map(\.attributes) == [["url"], ["code"]])
        #expect(item.uniqueConstraints.first?.source.location == m[0])
        let photo = try item.attribute("photo")
        #expect(photo.externalStorage && photo.encrypted)
        #expect(photo.source.keys["externalStorage"] == m[1] && photo.source.keys["encrypted"] == m[2])
        #expect(try item.attribute("name").preserveValueOnDeletion)
        #expect(try item.attribute("name").source.keys["preserveValueOnDeletion"] == m[3])
        #expect(try item.attribute("cursor").transient)
        #expect(result.diagnostics(SwiftDataDiagnostics.ephemeralTransient.id).map(\.location) == [m[4]])
        #expect(result.diagnostics(SwiftDataDiagnostics.indexDropped.id).map(\.location) == [m[5]])
        let color = try item.attribute("color")
        #expect(color.type == .transformable && color.valueTransformer == "ColorTransformer" && color.customClass == "UIColor")
        #expect(color.source.keys["valueTransformer"] == m[6])
        #expect(try item.attribute("list").valueTransformer == "NSSecureUnarchiveFromData")
        let title = try item.attribute("title")
        #expect(title.renamedFrom == "oldTitle" && title.source.keys["renamedFrom"] == m[7])
        #expect(result.diagnostics(SwiftDataDiagnostics.hashModifierDropped.id).count == 1)
        #expect(result.diagnostics(SwiftDataDiagnostics.unresolvedType.id).count == 0, "transformable types are not looked up")
    }

    @Test func relationshipOptions() throws {
        let source = """
            @Model final class Shelf {
                @Relationship(deleteRule: ↓.cascade, inverse: ↓\\Book.shelf, minimumModelCount: ↓1, maximumModelCount: ↓10)
                var books: [Book]? = []
                @Relationship(deleteRule: .deny, originalName: "owner") var keeper: Person?
                @Relationship(↓.unique) var label: Label?
            }
            @Model final class Book { var shelf: Shelf? }
            @Model final class Person { var shelves: [Shelf]? = [] }
            @Model final class Label { var shelf: Shelf? }
            """
        let m = SwiftDataTestSupport.markers(in: source)
        let result = SwiftDataTestSupport.read(source)
        let schema = try #require(result.versions.first?.schema)
        let books = try schema.entity("Shelf").relationship("books")
        #expect(books.deleteRule == .cascade && books.source.keys["deleteRule"] == m[0])
        #expect(books.inverse == "shelf" && books.source.keys["inverse"] == m[1])
        #expect(books.minCount == 1 && books.source.keys["minCount"] == m[2])
        #expect(books.maxCount == 10 && books.source.keys["maxCount"] == m[3])
        #expect(try schema.entity("Book").relationship("shelf").inverse == "books", "inverse set on the other side")
        let keeper = try schema.entity("Shelf").relationship("keeper")
        #expect(keeper.deleteRule == .deny && keeper.renamedFrom == "owner")
        #expect(result.diagnostics(SwiftDataDiagnostics.uniqueRelationshipDropped.id).map(\.location) == [m[4]])
    }

    @Test func uniqueAndIndexMacros() throws {
        let source = """
            @Model final class Asset {
                ↓#Unique<Asset>(↓[\\.name, \\.platform], ↓[\\.code])
                ↓#Index<Asset>([\\.name])
                var name: String = ""
                var platform: String = ""
                var code: String = ""
                var owner: Person?
            }
            @Model final class Person { var assets: [Asset]? = [] }
            """
        let m = SwiftDataTestSupport.markers(in: source)
        let result = SwiftDataTestSupport.read(source)
        let asset = try #require(result.versions.first?.schema.entity(named: "Asset"))
        #expect(asset.uniqueConstraints.map(\.attributes) == [["name", "platform"], ["code"]])
        #expect(asset.uniqueConstraints.map(\.source.location) == [m[1], m[2]])
        #expect(asset.source.keys["uniqueConstraints"] == m[1])
        #expect(result.diagnostics(SwiftDataDiagnostics.indexDropped.id).map(\.location) == [m[3]])
        _ = m[0]
    }

    @Test func keyPathsToUnknownPropertiesAreReported() throws {
        let result = SwiftDataTestSupport.read("""
            @Model final class Asset {
                #Unique<Asset>([\\.nmae])
                var name: String = ""
            }
            """)
        #expect(result.versions.first?.schema.entities.first?.uniqueConstraints.isEmpty == true)
        #expect(result.diagnostics(SwiftDataDiagnostics.unknownKeyPath.id).count == 1)
    }

    @Test func inverseInferredOnlyWhenUnambiguous() throws {
        let result = SwiftDataTestSupport.read("""
            @Model final class Author {
                var books: [Book]? = []
                var favourite: Genre?
                var disliked: Genre?
            }
            @Model final class Book { var author: Author? }
            @Model final class Genre { var fans: [Author]? = [] }
            @Model final class Loner {
                @Relationship(inverse: nil) var friend: Pal?
            }
            @Model final class Pal { var loner: Loner? }
            """)
        let schema = try #require(result.versions.first?.schema)
        #expect(try schema.entity("Author").relationship("books").inverse == "author")
        #expect(try schema.entity("Book").relationship("author").inverse == "books")
        // Two relationships to Genre: SwiftData cannot tell which one 'fans' pairs with.
        #expect(try schema.entity("Genre").relationship("fans").inverse == nil)
        // `inverse: nil` asks for no inverse.
        #expect(try schema.entity("Loner").relationship("friend").inverse == nil)
        #expect(result.diagnostics(SwiftDataDiagnostics.inverseInferred.id).count == 1)
    }

    @Test func inverseOnBothSidesMustAgree() throws {
        let result = SwiftDataTestSupport.read("""
            @Model final class Author {
                @Relationship(inverse: \\Book.author) var books: [Book]? = []
                @Relationship(inverse: \\Book.editor) var edited: [Book]? = []
            }
            @Model final class Book {
                @Relationship(inverse: \\Author.books) var author: Author?
                @Relationship(inverse: \\Author.books) var editor: Author?
            }
            """)
        let schema = try #require(result.versions.first?.schema)
        #expect(try schema.entity("Author").relationship("books").inverse == "author")
        #expect(try schema.entity("Book").relationship("author").inverse == "books")
        #expect(result.diagnostics(SwiftDataDiagnostics.inverseMismatch.id).count >= 1, "\(result.ids)")
        // The result still loads: every inverse that is set points back.
        let yaml = SchemaYAMLWriter.write(schema)
        #expect(throws: Never.self) { try SchemaLoader.load(bytes: Array(yaml.utf8), file: "v.yaml") }
    }

    @Test func argumentsBuiltAtRunTimeAreReportedNotGuessed() throws {
        let result = SwiftDataTestSupport.read("""
            let options: [Schema.Attribute.Option] = [.unique]
            @Model final class Item {
                @Attribute(originalName: oldName) var name: String = ""
                @Relationship(deleteRule: rule) var parts: [Part]? = []
                @Attribute(.compressed) var data: Data?
                static let oldName = "title"
                static let rule = Schema.Relationship.DeleteRule.cascade
            }
            @Model final class Part { var item: Item? }
            """)
        let item = try #require(result.versions.first?.schema.entity(named: "Item"))
        #expect(try item.attribute("name").renamedFrom == nil)
        #expect(try item.relationship("parts").deleteRule == .nullify)
        #expect(result.diagnostics(SwiftDataDiagnostics.notStatic.id).count == 2)
        #expect(result.diagnostics(SwiftDataDiagnostics.unknownOption.id).count == 1)
    }
}
