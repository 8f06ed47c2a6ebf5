import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules
import CKSchemaTestSupport

@Suite struct ChangeRuleDocumentationTests {
    static let markdownURL = PackagePaths.url(ChangeRuleDocumentation.markdownPath)

    /// `docs/change-rules.md` must be what the change rule declarations generate.
    @Test func checkedInChangeRulesMarkdownIsUpToDate() throws {
        try GeneratedFile.expectCurrent(ChangeRuleDocumentation.markdownPath, ChangeRuleDocumentation.markdown(),
                                        from: "the change rule declarations")
    }

    @Test func markdownHasATableRowAndASectionPerRule() {
        let markdown = ChangeRuleDocumentation.markdown()
        for id in ChangeRuleDocumentation.ids {
            #expect(markdown.contains("| [`\(id)`](#\(id)) |"))
            #expect(markdown.contains("<a id=\"\(id)\"></a>\n## "))
        }
        #expect(markdown.contains("""
            <a id="field_no_delete"></a>
            ## Field No Delete

            `field_no_delete` · level **breaking** (breaking in production, error)
            """))
        #expect(markdown.contains("**Example 1** (reported at level breaking; `↓` marks where):\n\nBefore:\n\n```yaml\n"))
    }

    @Test func catalogs() throws {
        let json = ChangeRuleDocumentation.jsonCatalog()
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: String]])
        #expect(parsed.map { $0["id"] } == ChangeRuleDocumentation.ids)
        #expect(parsed.first?["level"] == "breaking")
        #expect(parsed.first?["severity"] == "error")
        let lines = ChangeRuleDocumentation.textCatalog().split(separator: "\n")
        #expect(lines.count == ChangeRules.all.count + 1)
        let width = "relationship_to_one_stays_to_one".count + 2
        #expect(lines[0] == "RULE".padding(toLength: width, withPad: " ", startingAt: 0) + "LEVEL      SUMMARY")
        #expect(lines[1] == "record_type_no_delete".padding(toLength: width, withPad: " ", startingAt: 0)
                + "breaking   " + type(of: ChangeRules.all[0]).description.summary)
    }

    @Test func explainFindsChangeRules() throws {
        let text = try DiagnosticCatalog.rulesLayer.explain("field_no_delete")
        #expect(text.hasPrefix("field_no_delete: Field No Delete\nchange rule, level breaking (breaking in production, reported as error)\n\n"))
        #expect(text.contains("Example 1 (reported at level breaking; ↓ marks where)\n\n  before\n\n"))
        let error = try #require(throws: InputError.self) { try DiagnosticCatalog.rulesLayer.explain("field_no_delet") }
        #expect(error.diagnostics.first?.fix == "did you mean 'field_no_delete'?")
    }
}
