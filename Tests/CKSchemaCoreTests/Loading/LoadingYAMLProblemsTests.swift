import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// A schema file with YAML problems reports those and nothing else: the loader parses the whole
/// tree (``YAMLParser``) before it decodes any of it.
@Suite struct LoadingYAMLProblemsTests {
    /// Documents with YAML problems, including ones inside entities, attributes and relationships,
    /// and ones after the first document.
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

    @Test func depthLimitAppliesInsideEntitiesAndAttributes() {
        let yaml = "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      a:\n        type: String\n"
        #expect(LoadingTest.problems(yaml, limits: YAMLLimits(maxDepth: 4)) == [
            "7:9 yaml.too_deep: the document is nested deeper than 4 levels",
        ])
        #expect(LoadingTest.problems(yaml, limits: YAMLLimits(maxDepth: 5)) == [])
    }

    @Test func emptyTreeIsAnEmptySchemaFile() {
        #expect(throws: InputError.self) { try SchemaDecoder.decode(nil, file: "s.yaml") }
    }
}
