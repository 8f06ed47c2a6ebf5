import CKSchemaCore
import CKSchemaTestSupport
import Foundation
import Testing
@testable import CKSchemaSwiftSource

/// The reader parses model code and, of the other files, only those that declare a name the
/// parsed facts refer to (``SourceScan``, ``SourceDeclarations/referencedNames(into:)``). Its
/// answer must be the one of a read that parses every file: checked here on every way a file
/// without model code can matter, and on the corpus.
struct SwiftDataReaderSelectionTests {
    /// A model whose facts live in five other files, none of them model code: an enum it holds,
    /// a typealias to a struct in a third file, the container constant, an extension adding a
    /// nested enum, and a list of models bound to a global name.
    static let spread: [SwiftSource] = [
        SwiftSource(path: "Models/Item.swift", text: """
            import SwiftData

            @Model final class Item {
                var kind: Kind = Kind.basic
                var price: Amount?
                var status: Item.Status?
                var title: String = ""
                init() {}
            }

            @Model final class Tag {
                var name: String?
                init() {}
            }
            """),
        SwiftSource(path: "App/Store.swift", text: """
            import SwiftData

            enum Store {
                static func make() throws -> ModelContainer {
                    let configuration = ModelConfiguration(schema: Schema(allModels),
                                                           cloudKitDatabase: .private(AppConstants.containerID))
                    return try ModelContainer(for: Schema(allModels), configurations: configuration)
                }
            }
            """),
        SwiftSource(path: "Values/Kind.swift", text: """
            enum Kind: String, Codable {
                case basic, premium
            }
            """),
        SwiftSource(path: "Values/Amount.swift", text: "typealias Amount = Money\n"),
        SwiftSource(path: "Values/Money.swift", text: """
            struct Money: Codable, Hashable {
                var cents: Int
                var currency: String
            }
            """),
        SwiftSource(path: "Values/Item+Status.swift", text: """
            extension Item {
                enum Status: Int, Codable { case open, done }
            }
            """),
        SwiftSource(path: "Config/Constants.swift", text: """
            enum AppConstants {
                static let containerID = "iCloud.com.example.app", other = "x"
            }
            let allModels = [Item.self, Tag.self]
            """),
        // Neither model code nor declaring anything the models use: not parsed.
        SwiftSource(path: "Views/Feature.swift", text: """
            struct FeatureState {
                var title = "Feature"
                var count = 0
            }
            """),
    ]

    @Test func aModelsFactsInFilesWithoutModelCodeAreRead() throws {
        let selective = SwiftDataReader.read(sources: Self.spread, parsingEverything: false)
        let everything = SwiftDataReader.read(sources: Self.spread, parsingEverything: true)
        Self.expectSame(selective, everything)
        // What each file gave, so that the comparison above compares something.
        let item = try #require(selective.versions.last?.schema.entities.first { $0.name == "Item" })
        #expect(selective.versions.last?.schema.entities.map(\.name).sorted() == ["Item", "Tag"])
        #expect(item.attributes.map(\.name).contains("kind"))
        #expect(selective.versions.last?.swiftType(entity: "Item", property: "price") == "Amount?")
        #expect(selective.scopes["Item"]?.scope == .synced, "\(String(describing: selective.scopes["Item"]))")
        #expect(selective.lineCount == everything.lineCount)
    }

    @Test func aFileThatDeclaresNothingTheModelsUseIsNotParsed() throws {
        var entries = Self.spread.map {
            SwiftFileEntry(path: $0.path, scan: SourceScan(Array($0.text.utf8)), facts: nil, text: $0.text)
        }
        _ = try SwiftDataReader.select(&entries, read: { _ in "" })
        let parsed = entries.filter { $0.facts != nil }.map(\.path)
        #expect(parsed == Self.spread.map(\.path).filter { $0 != "Views/Feature.swift" })
    }

    /// Each file on its own decides nothing: without the model file, no other file is parsed.
    @Test func withoutModelCodeNothingIsParsed() throws {
        var entries = Self.spread.dropFirst(2).map {
            SwiftFileEntry(path: $0.path, scan: SourceScan(Array($0.text.utf8)), facts: nil, text: $0.text)
        }
        let selected = try SwiftDataReader.select(&entries, read: { _ in "" })
        #expect(selected.isEmpty)
        #expect(entries.allSatisfy { $0.facts == nil })
    }

    @Test func theScanFindsEveryDeclaredNameAndTheTriggers() {
        let names = SourceScan(Array("""
            struct /* note */ A<T: P> {}
            extension Outer.`Inner`: Codable {}
            static let b = "1", c = "2"
            typealias
              D = Int
            // class E
            """.utf8)).declaredNames
        for name in ["A", "Outer", "Inner", "b", "c", "D", "E"] {
            #expect(names.contains(name), "\(name) in \(names)")
        }
        #expect(!names.contains("Int"))
        // Types and members are not declarations.
        let used = SourceScan(Array("var flag: Bool = false\nlet map: [String: Int] = [:]\nself.title = t\nf(a: 1)\n".utf8)).declaredNames
        #expect(used == ["flag", "map"], "\(used)")
        #expect(SourceScan(Array("let x = ModelContainer.self".utf8)).isModelCode)
        #expect(SourceScan(Array("enum AppSchema { }".utf8)).isModelCode)
        #expect(!SourceScan(Array("enum Kind { case a }".utf8)).isModelCode)
        #expect(SourceScan(Array("@Model final class A {}".utf8)).mentionsModel)
        #expect(SourceScan(Array("a\nb".utf8)).lines == 2)
        #expect(SourceScan(Array("a\nb\n".utf8)).lines == 2)
    }

    /// Every app of the corpus, each read whole: selective and full reads agree.
    @Test(.corpus("swiftdata"))
    func theCorpusReadsTheSameSelectively() throws {
        var compared = 0
        for app in try SwiftDataCorpusTests.apps() {
            let files = try SwiftFileCollector.files(at: [app.path])
            let sources = try files.map { SwiftSource(path: $0, text: try SwiftFileCollector.read($0)) }
            let selective = SwiftDataReader.read(sources: sources, parsingEverything: false)
            let everything = SwiftDataReader.read(sources: sources, parsingEverything: true)
            Self.expectSame(selective, everything, app: app.lastPathComponent)
            compared += selective.versions.count
        }
        #expect(compared > 31)
    }

    /// The same answer, but for what a file that was not parsed could say of itself (a syntax
    /// error or a refused file: the compiler reports those).
    static func expectSame(_ selective: SwiftDataReadResult, _ everything: SwiftDataReadResult, app: String = "",
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(selective.files == everything.files, Comment(rawValue: app), sourceLocation: sourceLocation)
        #expect(selective.lineCount == everything.lineCount, Comment(rawValue: app), sourceLocation: sourceLocation)
        let parsedFiles = Set(selective.diagnostics.compactMap(\.location?.file))
        let expected = everything.diagnostics.filter {
            $0.id != SwiftDataDiagnostics.syntaxError.id || parsedFiles.contains($0.location?.file ?? "")
        }
        #expect(selective.diagnostics == expected, Comment(rawValue: app), sourceLocation: sourceLocation)
        #expect(selective.scopes == everything.scopes, Comment(rawValue: app), sourceLocation: sourceLocation)
        #expect(selective.models.map(\.name) == everything.models.map(\.name), Comment(rawValue: app), sourceLocation: sourceLocation)
        for (one, other) in zip(selective.models, everything.models) {
            #expect(one.migration == other.migration, Comment(rawValue: app), sourceLocation: sourceLocation)
            #expect(one.versions.count == other.versions.count, Comment(rawValue: app), sourceLocation: sourceLocation)
            for (a, b) in zip(one.versions, other.versions) {
                #expect(a.schema == b.schema, Comment(rawValue: "\(app) \(one.name)"), sourceLocation: sourceLocation)
                #expect(a.swiftTypes == b.swiftTypes, Comment(rawValue: app), sourceLocation: sourceLocation)
                #expect(a.versionedSchema == b.versionedSchema && a.versionIdentifier == b.versionIdentifier
                            && a.location == b.location, Comment(rawValue: app), sourceLocation: sourceLocation)
            }
        }
    }
}
