import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Findings in an Xcode model get their fix in the words of Xcode's model editor: every rule's
/// triggering examples, read as an `.xcdatamodel`, get fixes that name no key of the YAML format,
/// and the same documents read as YAML keep their YAML-worded fix.
@Suite struct XcodeFixTests {
    /// Words only the YAML schema format uses.
    static let yamlWords = ["renamedFrom", "logicalKey", "externalStorage", "preserveValueOnDeletion", "inverse:",
                            "cloudKit: false", "cloudKitIgnored", "minCount", ": true", "Int16 =", "optional ('", "'encrypted'"]

    @Test(arguments: ExampleRunner.schemaRuleIDs)
    func findingsInAnXcodeModelAreFixedInXcodesWords(ruleID: String) throws {
        let rule = try #require(LintRules.rule(withID: ruleID))
        for example in rule.description.triggeringExamples {
            let yaml = try ExampleRunner.schema(of: example)
            var xcode = yaml
            xcode.file = "App/Model.xcdatamodeld/Model 2.xcdatamodel/contents"
            #expect(xcode.isXcodeModel && !yaml.isXcodeModel)
            let asYAML = Linter(rules: [rule]).lint(yaml).diagnostics
            let asXcode = Linter(rules: [rule]).lint(xcode).diagnostics
            #expect(asXcode.count == asYAML.count, sourceLocation: example.sourceLocation)
            for (inXcode, inYAML) in zip(asXcode, asYAML) {
                let fix = try #require(inXcode.fix)
                for word in Self.yamlWords {
                    #expect(!fix.contains(word), "'\(word)' in: \(fix)", sourceLocation: example.sourceLocation)
                }
                // Only the fix is reworded.
                #expect(inXcode.message == inYAML.message && inXcode.location == inYAML.location, sourceLocation: example.sourceLocation)
                if rule.description.xcodeFix == nil { #expect(fix == inYAML.fix, sourceLocation: example.sourceLocation) }
            }
        }
    }

    @Test func theWordingNamesTheInspectorsControlAndTheProperty() throws {
        var schema = try SchemaLoader.load(bytes: Array("""
            model: M
            version: 1
            entities:
              Photo:
                attributes:
                  data: Binary?
                  taken: Date
            """.utf8), file: "App/Model.xcdatamodel/contents")
        schema.file = "App/Model.xcdatamodel/contents"
        let fixes = Linter().lint(schema).diagnostics.compactMap(\.fix)
        #expect(fixes.contains("tick 'Allows External Storage' for 'Photo.data' in the Data Model inspector"), "\(fixes)")
        #expect(fixes.contains("tick 'Optional' for 'Photo.taken' in the Data Model inspector, or give it a Default Value"), "\(fixes)")
    }
}
