import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

@Suite struct SchemaQueriesTests {
    let schema = Schema(
        model: "Blog", version: 1,
        configurations: [Configuration(name: "Local", cloudKit: false)],
        entities: [
            Entity(name: "Post", attributes: [Attribute(name: "title", type: .string, optional: true)]),
            Entity(name: "ImagePost", parent: "Post", attributes: [Attribute(name: "image", type: .binary, optional: true)]),
            Entity(name: "Cache", configurations: ["Local"]),
        ])

    @Test func rootAndInheritedAttributes() throws {
        let image = try #require(schema.entity(named: "ImagePost"))
        #expect(schema.root(of: image).name == "Post")
        #expect(schema.allAttributes(of: image).map(\.name) == ["title", "image"])
        #expect(schema.tree(rootedAt: try #require(schema.entity(named: "Post"))).map(\.name) == ["Post", "ImagePost"])
        #expect(schema.rootEntities.map(\.name) == ["Post", "Cache"])
    }

    @Test func configurationsDecideWhatSyncs() throws {
        #expect(schema.syncs(try #require(schema.entity(named: "Post"))))
        #expect(!schema.syncs(try #require(schema.entity(named: "Cache"))))
    }

    @Test func equalityIgnoresSourcePositions() {
        let a = Attribute(name: "x", type: .int64, source: SourceInfo(SourceLocation(file: "a.yaml", line: 1, column: 1)))
        let b = Attribute(name: "x", type: .int64, source: SourceInfo(SourceLocation(file: "b.yaml", line: 9, column: 3)))
        #expect(a == b)
        #expect(a != Attribute(name: "x", type: .int32))
    }
}
