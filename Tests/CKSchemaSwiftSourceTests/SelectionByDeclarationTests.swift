@testable import CKSchemaSwiftSource
import Testing

/// Of a file that is not model code, only the declarations of a name the read needs pass their
/// references on (``NameReferences``), and an extension of a type the target does not declare is no
/// reason to parse a file (``SourceScan/extendedOnly``). Each case: the files parsed, and the
/// answer the same as parsing every file.
@Suite struct SelectionByDeclarationTests {
    static let sources: [SwiftSource] = [
        SwiftSource(path: "Models/Item.swift", text: """
            import SwiftData

            @Model final class Item {
                var title: String = ""
                var kind: Kind = Kind.basic
                init() {}
            }

            """),
        // Needed for `Kind`; its other type refers to `Parser`, which no model needs.
        SwiftSource(path: "Values/Kind.swift", text: """
            enum Kind: String, Codable { case basic, premium }
            struct Tokenizer { var parser: Parser; typealias Output = Lexeme }
            extension Tokenizer: Sequence {}

            """),
        SwiftSource(path: "Parsing/Parser.swift", text: "struct Parser { var depth = 0 }\nstruct Lexeme {}\n"),
        // An extension of a type the target does not declare: helpers, not model code.
        SwiftSource(path: "Support/String+Trim.swift", text: """
            extension String {
                var trimmed: String { self }
                struct Piece { var lexeme: Lexeme }
            }

            """),
        // An extension of a model class: parsed (it may add a conformance).
        SwiftSource(path: "Models/Item+Sorting.swift", text: "extension Item: Comparable {}\n"),
    ]

    func parsed() throws -> [String] {
        var entries = Self.sources.map {
            SwiftFileEntry(path: $0.path, scan: SourceScan(Array($0.text.utf8)), facts: nil, text: $0.text)
        }
        _ = try SwiftDataReader.select(&entries, read: { _ in "" })
        return entries.filter { $0.facts != nil }.map(\.path)
    }

    @Test func onlyWhatTheModelsNeedIsParsed() throws {
        #expect(try parsed() == ["Models/Item.swift", "Values/Kind.swift", "Models/Item+Sorting.swift"])
        let selective = SwiftDataReader.read(sources: Self.sources, parsingEverything: false)
        let everything = SwiftDataReader.read(sources: Self.sources, parsingEverything: true)
        #expect(selective.versions.last?.schema == everything.versions.last?.schema)
        #expect(selective.diagnostics == everything.diagnostics)
        #expect(selective.versions.last?.schema.entities.first?.attributes.map(\.name).sorted() == ["kind", "title"])
    }

    @Test func theScanTellsExtensionsFromTypes() {
        let scan = SourceScan(Array("extension String {}\nextension Kind: Codable {}\nenum Kind { case a }\nstruct Box {}\n".utf8))
        #expect(scan.extendedOnly == ["String"])
        #expect(scan.declaredTypes == ["Box", "Kind"])
        #expect(scan.declaredNames == ["Box", "Kind", "String"])
    }

    /// A name the target declares as a type elsewhere makes its extension worth parsing: the file
    /// that declares `String` as a type of its own makes `extension String` count again.
    @Test func anExtensionOfATypeTheTargetDeclaresIsParsed() throws {
        var sources = Self.sources
        sources.append(SwiftSource(path: "Shadow/String.swift", text: "struct String {}\n"))
        var entries = sources.map { SwiftFileEntry(path: $0.path, scan: SourceScan(Array($0.text.utf8)), facts: nil, text: $0.text) }
        _ = try SwiftDataReader.select(&entries, read: { _ in "" })
        let parsed = entries.filter { $0.facts != nil }.map(\.path)
        #expect(parsed.contains("Support/String+Trim.swift"), "\(parsed)")
        #expect(parsed.contains("Shadow/String.swift"), "\(parsed)")
    }
}
