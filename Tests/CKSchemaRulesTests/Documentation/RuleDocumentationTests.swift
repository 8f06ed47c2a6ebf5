import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules
import CKSchemaTestSupport

@Suite struct RuleDocumentationTests {
    static let markdownURL = PackagePaths.url(RuleDocumentation.markdownPath)

    /// `docs/rules.md` must be what the rule declarations generate.
    @Test func checkedInRulesMarkdownIsUpToDate() throws {
        try GeneratedFile.expectCurrent(RuleDocumentation.markdownPath, RuleDocumentation.markdown(),
                                        from: "the lint rule declarations")
    }

    @Test func markdownHasATableRowAndASectionPerRule() {
        let markdown = RuleDocumentation.markdown()
        for id in LintRules.ids {
            #expect(markdown.contains("| [`\(id)`](#\(id)) |"))
            #expect(markdown.contains("<a id=\"\(id)\"></a>\n## "))
        }
        #expect(markdown.contains("""
            <a id="relationship_deny_delete"></a>
            ## Deny Delete Rule

            `relationship_deny_delete` · Relationships · default severity **error**

            Relationships of synced entities cannot use the deny delete rule.
            """))
        #expect(markdown.contains("        deleteRule: ↓deny\n"))
    }

    @Test func jsonCatalogListsEveryRuleWithItsFields() throws {
        let json = RuleDocumentation.jsonCatalog(settings: RuleSettings(rules: ["record_too_large": .off]))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: String]])
        #expect(parsed.map { $0["id"] } == LintRules.ids)
        #expect(parsed.allSatisfy { Set($0.keys) == ["id", "name", "summary", "severity", "category", "rationale", "fix"] })
        let unique = try #require(parsed.first)
        #expect(unique["id"] == "unique_constraint")
        #expect(unique["severity"] == "error")
        #expect(unique["category"] == "Entities")
        #expect(unique["summary"] == "Entities that sync with CloudKit cannot declare uniqueness constraints")
        #expect(parsed.first { $0["id"] == "record_too_large" }?["severity"] == "off")
        #expect(json.hasPrefix("[\n  {\n    \"id\": \"unique_constraint\",\n    \"name\": \"Unique Constraint\",\n"))
    }

    @Test func jsonStringsAreEscaped() {
        #expect(RuleDocumentation.jsonString("a\"b\\c\nd\u{1}é") == "\"a\\\"b\\\\c\\nd\\u0001é\"")
    }

    @Test func textCatalogAlignsColumns() {
        let lines = RuleDocumentation.textCatalog().split(separator: "\n").map(String.init)
        #expect(lines.count == LintRules.all.count + 1)
        #expect(lines[0].hasPrefix("RULE "))
        let width = "subentity_attribute_relationship_clash".count + 2
        #expect(lines[1] == "unique_constraint".padding(toLength: width, withPad: " ", startingAt: 0)
                + "error     Entities        Entities that sync with CloudKit cannot declare uniqueness constraints")
    }

    @Test func explainShowsTheWholeDeclaration() throws {
        let text = try DiagnosticCatalog.rulesLayer.explain("relationship_deny_delete")
        #expect(text.hasPrefix("""
            relationship_deny_delete: Deny Delete Rule
            category Relationships, default severity error, looks at entities that sync with CloudKit

            Relationships of synced entities cannot use the deny delete rule.

            Why

                A deletion made on another device
            """))
        #expect(text.contains("How to fix\n\n    Use `nullify`"))
        #expect(text.contains("            deleteRule: ↓deny\n"))
        #expect(text.hasSuffix("\n\n"))
    }

    @Test func explainRefusesUnknownRulesWithASuggestion() throws {
        let error = try #require(throws: InputError.self) { try DiagnosticCatalog.rulesLayer.explain("relationship_orderd") }
        #expect(error.diagnostics.map(\.message) == ["unknown rule 'relationship_orderd'"])
        #expect(error.diagnostics.first?.fix == "did you mean 'relationship_ordered'?")
    }
}
