import CKSchemaCore
import CKSchemaRules
import CKSchemaSwiftData
import CKSchemaTestSupport
import Testing

/// Runs every migration rule's documented examples, SwiftData code read by the real reader:
/// non-triggering ones give no finding of the rule, triggering ones a finding exactly at each `↓`.
@Suite struct MigrationRuleExampleTests {
    static let fileName = "Model.swift"
    static let ids = LintRules.migration.map { $0.description.id }

    /// The findings of `rule` alone on the example's code.
    static func diagnostics(of rule: any MigrationRule.Type, in example: Example) -> (findings: [Diagnostic], plans: Int) {
        let result = SwiftDataReader.read(sources: [SwiftSource(path: fileName, text: "import SwiftData\n" + example.text)])
        let histories = result.models.compactMap(\.migration)
        let findings = histories.flatMap { MigrationLinter(rules: [rule]).lint($0).diagnostics }
        // The `import` line added above the example moves every line down by one.
        return (findings.map { finding in
            var finding = finding
            finding.location?.line -= 1
            return finding
        }, histories.count)
    }

    static func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" }.joined(separator: "; ")
    }

    @Test func everyMigrationRuleIsRegistered() {
        #expect(Self.ids == ["migration_versions_identical", "migration_old_version_lists_live_class",
                             "migration_change_not_inferable", "migration_rename_without_original_name",
                             "migration_plan_consistent"])
    }

    @Test(arguments: ids)
    func nonTriggeringExamplesGiveNoFinding(ruleID: String) throws {
        let rule = try #require(LintRules.migration.first { $0.description.id == ruleID })
        for example in rule.description.nonTriggeringExamples {
            let (found, plans) = Self.diagnostics(of: rule, in: example)
            #expect(plans == 1, "the example declares no readable plan", sourceLocation: example.location)
            #expect(found.isEmpty, "unexpected findings: \(Self.describe(found))", sourceLocation: example.location)
        }
    }

    @Test(arguments: ids)
    func triggeringExamplesGiveFindingsAtTheMarkers(ruleID: String) throws {
        let rule = try #require(LintRules.migration.first { $0.description.id == ruleID })
        for example in rule.description.triggeringExamples {
            let (found, plans) = Self.diagnostics(of: rule, in: example)
            #expect(plans == 1, "the example declares no readable plan", sourceLocation: example.location)
            let expected = example.markerPositions.sorted()
            #expect(!expected.isEmpty, sourceLocation: example.location)
            let actual = found.map { Example.Position(line: $0.location?.line ?? 0, column: $0.location?.column ?? 0) }.sorted()
            #expect(actual == expected, "findings: \(Self.describe(found))", sourceLocation: example.location)
            for diagnostic in found {
                #expect(diagnostic.id == ruleID, sourceLocation: example.location)
                #expect(diagnostic.location?.file == Self.fileName, sourceLocation: example.location)
                #expect(diagnostic.fix?.isEmpty == false, sourceLocation: example.location)
                #expect(diagnostic.severity == rule.description.defaultSeverity, sourceLocation: example.location)
                #expect(diagnostic.message.first?.isLowercase == true, "\(diagnostic.message)", sourceLocation: example.location)
                #expect(!diagnostic.message.hasSuffix("."), "\(diagnostic.message)", sourceLocation: example.location)
            }
        }
    }
}

extension Example {
    /// Where the example was declared, for failures reported by Swift Testing.
    var location: Testing.SourceLocation {
        Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
