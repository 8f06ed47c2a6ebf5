import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules
import CKSchemaTestSupport

/// A large schema with findings of several rules, a severity override and a suppression.
@Suite struct LinterLargeSchemaTests {
    @Test func largeSchemaWithFindingsOfManyRules() throws {
        let schema = try SchemaLoader.load(bytes: Array(ExampleDocuments.largeYAML(entities: 150).utf8), file: "large.yaml")
        let result = Linter(settings: Self.settings).lint(schema)
        #expect(Set(result.diagnostics.map(\.id)) == [
            "attribute_required_without_default", "binary_without_external_storage", "relationship_ordered",
            "relationship_deny_delete", "unique_constraint",
        ])
        // One finding of each rule per entity, but the suppressed one on Entity7.
        #expect(result.diagnostics.count == 150 * 5 - 1)
        #expect(result.suppressed.count == 1)
        #expect(result.diagnostics.allSatisfy { $0.id != "relationship_ordered" || $0.severity == .warning })
        #expect(result.diagnostics == result.diagnostics.sortedInReportOrder())
    }

    static let settings = RuleSettings(
        rules: ["relationship_ordered": .severity(.warning)],
        suppressions: [Suppression(rule: "unique_constraint", entity: "Entity7", reason: "checked by the app")])
}
