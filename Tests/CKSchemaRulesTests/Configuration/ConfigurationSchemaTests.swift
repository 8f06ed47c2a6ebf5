import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules
import CKSchemaTestSupport

/// `docs/ckschema-config-schema.json` (for editor completion of `ckschema.yaml`) agrees with the decoder.
@Suite struct ConfigurationSchemaTests {
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
        #expect(Set(ids ?? []) == Set(ProjectConfiguration.builtInRuleIDs.keys),
                "docs/ckschema-config-schema.json is stale: update $defs.ruleID.enum")
    }
}
