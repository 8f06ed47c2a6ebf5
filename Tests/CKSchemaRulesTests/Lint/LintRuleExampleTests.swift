import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Runs every rule's documented examples: non-triggering ones must give no finding of the rule,
/// triggering ones a finding exactly at each `↓` marker. Failures point at the example.
@Suite struct LintRuleExampleTests {
    @Test(arguments: ExampleRunner.schemaRuleIDs)
    func nonTriggeringExamplesGiveNoFinding(ruleID: String) throws {
        let rule = try #require(LintRules.rule(withID: ruleID))
        for example in rule.description.nonTriggeringExamples {
            let found: [Diagnostic]
            do {
                found = try ExampleRunner.diagnostics(of: rule, in: example)
            } catch {
                Issue.record("example does not load: \(error)", sourceLocation: example.sourceLocation)
                continue
            }
            #expect(found.isEmpty, "unexpected findings: \(Self.describe(found))", sourceLocation: example.sourceLocation)
        }
    }

    @Test(arguments: ExampleRunner.schemaRuleIDs)
    func triggeringExamplesGiveFindingsAtTheMarkers(ruleID: String) throws {
        let rule = try #require(LintRules.rule(withID: ruleID))
        for example in rule.description.triggeringExamples {
            let found: [Diagnostic]
            do {
                found = try ExampleRunner.diagnostics(of: rule, in: example)
            } catch {
                Issue.record("example does not load: \(error)", sourceLocation: example.sourceLocation)
                continue
            }
            let expected = example.markerPositions.sorted()
            #expect(!expected.isEmpty, "a triggering example needs at least one ↓ marker", sourceLocation: example.sourceLocation)
            let actual = found.map { d in
                d.location.map { Example.Position(line: $0.line, column: $0.column) } ?? Example.Position(line: 0, column: 0)
            }.sorted()
            #expect(actual == expected, "findings: \(Self.describe(found))", sourceLocation: example.sourceLocation)
            for diagnostic in found {
                #expect(diagnostic.id == ruleID, sourceLocation: example.sourceLocation)
                #expect(diagnostic.location?.file == ExampleRunner.fileName, sourceLocation: example.sourceLocation)
                #expect(diagnostic.entity != nil || rule.description.scope == .wholeSchema, sourceLocation: example.sourceLocation)
                #expect(diagnostic.fix?.isEmpty == false, sourceLocation: example.sourceLocation)
                #expect(diagnostic.severity == rule.description.defaultSeverity, sourceLocation: example.sourceLocation)
                // Message style: lowercase start, no trailing period.
                #expect(diagnostic.message.first?.isLowercase == true, "\(diagnostic.message)", sourceLocation: example.sourceLocation)
                #expect(!diagnostic.message.hasSuffix("."), "\(diagnostic.message)", sourceLocation: example.sourceLocation)
            }
        }
    }

    static func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" }.joined(separator: "; ")
    }
}
