import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// The loader decodes straight from libyaml's events; these tests hold it to what the tree parser
/// reports and builds.
@Suite struct EventDecodingTests {
    /// Documents with YAML problems, including ones inside the elements the loader reads as events
    /// (entities, attributes, relationships) and ones after the first document.
    static let yamlProblemDocuments: [String] = [
        "a: b: c\n",
        "a:\n  b: 1\n c: 2\n",
        "a: &x 1\n",
        "a: *x\n",
        "a: &a [*a]\n",
        "a: !color red\nb: !!seq {x: 1}\n",
        "a: 1\nb: 2\na: 3\n",
        "x:\n  'k': 1\n  k: 2\n",
        "a: 1\na: 2\nb: !x 3\nc: &y 4\n",
        "? [a, b]\n: 1\n",
        "{{a: 1}: 2}\n",
        String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
        "model: Shop\nversion: 1\nmodel: Other\nentities: {}\n",
        "model: Shop\nversion: 1\nentities:\n  Item: {}\n  Item: {}\n",
        "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      a: String?\n      b: Int64 = 0\n      a: Bool?\n",
        "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      a:\n        type: String\n        type: Int64\n",
        "model: Shop\nversion: 1\nentities:\n  Item:\n    relationships:\n      r:\n        to: Item\n        to: Other\n",
        "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      a: &anchor String?\n",
        "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      a: !!binary String?\n      b: *x\n",
        "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      ? [a]\n      : String?\n",
        "model: Shop\nversion: 1\nentities:\n  Item:\n    atributes: {x: 1, x: 2}\n",
        "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      a: String?\n    attributes:\n      b: [String\n",
        "model: Shop\nversion: 1\nentities: {}\n---\nmodel: Other\n",
        (0..<40).map { "k\($0): \($0)" }.joined(separator: "\n") + "\nk7: again\n",
        "model: Shop\nversion: 1\nentities:\n" + (0..<40).map { "  E\($0): {}" }.joined(separator: "\n") + "\n  E3: {}\n",
    ]

    @Test(arguments: yamlProblemDocuments)
    func loadingReportsExactlyTheParsersYAMLProblems(document: String) {
        let parsed = LoadingTest.yamlProblems(Array(document.utf8))
        #expect(!parsed.isEmpty)
        #expect(LoadingTest.problems(document, file: "y.yaml") == parsed)
    }

    @Test func depthLimitAppliesInsideTheElementsReadAsEvents() {
        let yaml = "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      a:\n        type: String\n"
        #expect(LoadingTest.problems(yaml, limits: YAMLLimits(maxDepth: 4)) == [
            "7:9 yaml.too_deep: the document is nested deeper than 4 levels",
        ])
        #expect(LoadingTest.problems(yaml, limits: YAMLLimits(maxDepth: 5)) == [])
    }

    /// Decoding a tree (the public ``SchemaDecoder/decode(_:file:)``) and loading the same bytes give
    /// the same schema, positions included, and the same problems.
    @Test func decodingATreeMatchesLoadingTheBytes() throws {
        let valid = FormatExampleTests.yaml
        let fromBytes = try SchemaLoader.load(bytes: Array(valid.utf8), file: "s.yaml")
        let fromTree = try SchemaDecoder.decode(try YAMLParser.parse(Array(valid.utf8), file: "s.yaml"), file: "s.yaml")
        #expect(fromTree == fromBytes)
        #expect(fromTree.source.location == fromBytes.source.location)
        #expect(fromTree.source.keys.dictionary == fromBytes.source.keys.dictionary)
        for (tree, bytes) in zip(fromTree.entities, fromBytes.entities) {
            #expect(tree.source.location == bytes.source.location)
            #expect(tree.source.keys.dictionary == bytes.source.keys.dictionary)
            for (a, b) in zip(tree.attributes, bytes.attributes) {
                #expect(a.source.location == b.source.location)
                #expect(a.source.keys.dictionary == b.source.keys.dictionary)
            }
            for (a, b) in zip(tree.relationships, bytes.relationships) {
                #expect(a.source.location == b.source.location)
                #expect(a.source.keys.dictionary == b.source.keys.dictionary)
            }
        }

        let invalid = LoadingTest.schema("""
              item:
                atributes: {}
                attributes:
                  a: Strng
                  b: "String? = x"
                  c: [String]
                  d:
                    typ: String
                relationships:
                  r: {toMany: true}
                  s: 3
            """)
        let tree = try #require(try YAMLParser.parse(Array(invalid.utf8), file: "s.yaml"))
        var fromTreeProblems: [String] = []
        do {
            _ = try SchemaDecoder.decode(tree, file: "s.yaml")
        } catch let error as InputError {
            fromTreeProblems = error.diagnostics.map(LoadingTest.render)
        }
        #expect(!fromTreeProblems.isEmpty)
        #expect(fromTreeProblems == LoadingTest.problems(invalid))
    }

    @Test func emptyTreeIsAnEmptySchemaFile() {
        #expect(throws: InputError.self) { try SchemaDecoder.decode(nil, file: "s.yaml") }
    }
}
