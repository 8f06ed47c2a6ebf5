import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Large schemas are linted rule by rule on several threads; the result must be exactly the one
/// of a single thread: the same findings, severities, suppressions and order.
@Suite struct LinterConcurrencyTests {
    /// Every rule's examples, triggering and not, linted with all rules both ways.
    @Test func everyRuleExampleGivesTheSameResultOnSeveralThreads() throws {
        var compared = 0
        for rule in LintRules.all {
            for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
                guard let schema = try? ExampleRunner.schema(of: example) else { continue }
                let linter = Linter(configuration: Self.configuration)
                let single = linter.lint(schema, concurrently: false)
                let several = linter.lint(schema, concurrently: true)
                #expect(several == single, sourceLocation: example.sourceLocation)
                compared += 1
            }
        }
        #expect(compared > 50)
    }

    /// A schema above the threshold takes the concurrent path by itself and finds what one thread finds.
    @Test func largeSchemaWithFindingsOfManyRules() throws {
        let schema = try SchemaLoader.load(bytes: Array(ExampleDocuments.largeYAML(entities: 150).utf8), file: "large.yaml")
        #expect(schema.elementCount >= Linter.concurrentElements)
        let linter = Linter(configuration: Self.configuration)
        let automatic = linter.lint(schema)
        let single = linter.lint(schema, concurrently: false)
        #expect(automatic == single)
        #expect(Set(single.diagnostics.map(\.id)) == [
            "attribute_required_without_default", "binary_without_external_storage", "relationship_ordered",
            "relationship_deny_delete", "unique_constraint",
        ])
        // One finding of each rule per entity, but the suppressed one on Entity7.
        #expect(single.diagnostics.count == 150 * 5 - 1)
        #expect(single.suppressed.count == 1)
        #expect(single.diagnostics.allSatisfy { $0.id != "relationship_ordered" || $0.severity == .warning })
    }

    static let configuration = ProjectConfiguration(
        rules: ["relationship_ordered": .severity(.warning)],
        suppressions: [Suppression(rule: "unique_constraint", entity: "Entity7", reason: "checked by the app")])

}
