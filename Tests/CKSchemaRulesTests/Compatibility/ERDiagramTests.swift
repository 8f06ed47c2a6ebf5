import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules
import CKSchemaTestSupport

/// The Mermaid diagram of the newest version marks what changed and draws what was removed.
@Suite struct ERDiagramTests {
    static func schema(_ version: Int, _ entities: String) throws -> Schema {
        try SchemaLoader.load(bytes: Array("model: M\nversion: \(version)\nversionAttribute: v\nentities:\n\(entities)".utf8), file: "v\(version).yaml")
    }

    static let before = """
          Book:
            attributes:
              title: String = ""
              pages: Int32 = 0
              isbn: String?
              v: Int16 = 1
            relationships:
              shelf: { to: Shelf, inverse: books }
          Shelf:
            attributes:
              name: String = ""
              v: Int16 = 1
            relationships:
              books: { to: Book, toMany: true, inverse: shelf }
          Author:
            attributes:
              name: String?
              v: Int16 = 1

        """
    static let after = """
          Book:
            attributes:
              title: String = ""
              pages: Int64 = 0
              summary: String?
              v: Int16 = 2
            relationships:
              tags: { to: Tag, toMany: true, inverse: books }
          Tag:
            attributes:
              label: String = ""
              v: Int16 = 2
            relationships:
              books: { to: Book, toMany: true, inverse: tags }
          Writer:
            renamedFrom: Author
            attributes:
              name: String?
              v: Int16 = 2

        """

    @Test func addedChangedRenamedAndRemovedElementsAreMarkedAndRemovedOnesDrawn() throws {
        let old = try Self.schema(1, Self.before), new = try Self.schema(2, Self.after)
        let diagram = ERDiagram.mermaid(new, marks: ChangeMarks(changes: SchemaDiff.changes(from: old, to: new), old: old, new: new))
        #expect(diagram == """
            ```mermaid
            erDiagram
                Book {
                    ckschema CHANGED "entity changed"
                    String title
                    Int64 pages "changed: type Int32 → Int64"
                    String summary "added"
                    Int16 v
                    String isbn "removed"
                }
                Tag {
                    ckschema ADDED "entity added"
                    String label
                    Int16 v
                }
                Writer {
                    ckschema RENAMED "entity renamed from Author"
                    String name
                    Int16 v
                }
                Shelf {
                    ckschema REMOVED "entity removed"
                    String name
                    Int16 v
                }
                Book }o--o{ Tag : "tags (added)"
                Shelf |o--o{ Book : "books (removed)"
            ```

            """)
    }

    @Test func withoutMarksTheDiagramIsTheSchemaAsItIs() throws {
        let diagram = ERDiagram.mermaid(try Self.schema(1, Self.before))
        #expect(!diagram.contains("ckschema "))
        #expect(diagram.contains("    Book }o--o| Shelf : \"shelf\"\n"))
    }
}
