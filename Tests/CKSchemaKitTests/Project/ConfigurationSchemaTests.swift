import Foundation
import Testing
@testable import CKSchemaCore
import CKSchemaKit
@testable import CKSchemaProject
import CKSchemaTestSupport

/// `docs/ckschema-config-schema.json` (for editor completion of `ckschema.yaml`) agrees with the decoder.
@Suite struct ConfigurationSchemaTests {
    /// Every ID a configuration may name, as the generated list spells them.
    static let ruleIDs = Project.ruleIDs.keys.sorted()

    func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: PackagePaths.url("docs/ckschema-config-schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func keys(_ object: [String: Any]?) throws -> Set<String> {
        Set(try #require(object?["properties"] as? [String: Any]).keys)
    }

    @Test func listsEveryKeyTheDecoderAccepts() throws {
        let schema = try schema()
        #expect(try keys(schema) == Set(ConfigurationDecoder.topLevelKeys))
        let definitions = schema["$defs"] as? [String: Any]
        #expect(try keys(definitions?["suppression"] as? [String: Any]) == Set(ConfigurationDecoder.suppressionKeys))
        let scopes = (schema["properties"] as? [String: Any])?["scopes"] as? [String: Any]
        #expect(try keys(scopes?["items"] as? [String: Any]) == Set(ConfigurationDecoder.scopeKeys))
    }

    @Test func listsEveryRuleAConfigurationMayName() throws {
        let definitions = try schema()["$defs"] as? [String: Any]
        let ids = (definitions?["ruleID"] as? [String: Any])?["enum"] as? [String]
        #expect(Set(ids ?? []) == Set(Project.ruleIDs.keys))
    }

    /// The rule list is generated from the registry: the checked-in file is what
    /// ``ConfigurationJSONSchema/withGeneratedRuleIDs(_:ruleIDs:)`` makes of it.
    @Test func ruleListIsGeneratedFromTheRegistry() throws {
        let url = PackagePaths.url(ConfigurationJSONSchema.path)
        let checkedIn = try String(contentsOf: url, encoding: .utf8)
        let generated = try #require(ConfigurationJSONSchema.withGeneratedRuleIDs(checkedIn, ruleIDs: Self.ruleIDs), "no $defs.ruleID.enum list")
        try GeneratedFile.expectCurrent(ConfigurationJSONSchema.path, generated, from: "the rule registry")
    }

    @Test func generatedRuleListReplacesOnlyTheList() throws {
        let document = """
            {
              "$defs": {
                "ruleID": {
                  "enum": [
                    "old_rule"
                  ]
                },
                "other": { "enum": [ "kept" ] }
              }
            }
            """
        let generated = try #require(ConfigurationJSONSchema.withGeneratedRuleIDs(document, ruleIDs: Self.ruleIDs))
        #expect(!generated.contains("old_rule") && generated.contains("\"kept\""))
        #expect(generated.contains("      \"enum\": [\n        \"attribute_became_optional\",\n"))
        #expect(generated.contains("        \"version_attribute_type\"\n      ]\n    },"))
        let object = try JSONSerialization.jsonObject(with: Data(generated.utf8)) as? [String: Any]
        let ids = ((object?["$defs"] as? [String: Any])?["ruleID"] as? [String: Any])?["enum"] as? [String]
        #expect(ids == Self.ruleIDs)
        #expect(ConfigurationJSONSchema.withGeneratedRuleIDs("{}", ruleIDs: Self.ruleIDs) == nil)
    }
}
