import Foundation
import CKSchemaTestSupport
import Testing

/// `ckschema lint` end to end: exit codes, formats, configuration, and invalid input.
@Suite struct LintCommandTests {
    static let broken = """
        model: Shop
        version: 1
        entities:
          Item:
            uniqueConstraints: [[sku]]
            attributes:
              sku: String
              price: Double = 0

        """

    /// A temporary project folder holding `schemas/v1.yaml` (and `.git`, so the search for
    /// `ckschema.yaml` stops there).
    func project(_ schema: String, config: String? = nil) throws -> URL {
        let root = try TemporaryFolder.make("ckschema-test")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("schemas"), withIntermediateDirectories: true)
        try schema.write(to: root.appendingPathComponent("schemas/v1.yaml"), atomically: true, encoding: .utf8)
        if let config { try config.write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8) }
        return root
    }

    @Test func theBundledExampleIsLintClean() throws {
        let result = try CLIRunner.run(["lint"])
        #expect(result.status == 0)
        #expect(result.stdout == "0 errors, 0 warnings in 3 files\n")
    }

    @Test func errorFindingsExitOneWithPositionsSourceLinesAndRuleIDs() throws {
        let root = try project(Self.broken)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("schemas/v1.yaml:5:25: error: entity 'Item' declares a unique constraint on 'sku'"))
        #expect(result.stdout.contains("[unique_constraint]\n 5 |     uniqueConstraints: [[sku]]\n   |                         ^\n"))
        #expect(result.stdout.contains("schemas/v1.yaml:7:7: error: attribute 'Item.sku' is neither optional nor has a default value [attribute_required_without_default]"))
        #expect(result.stdout.hasSuffix("2 errors, 0 warnings in 1 file\n"))
        #expect(!result.stdout.contains("\u{1B}["), "NO_COLOR is set: no escape codes")
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let root = try project(Self.broken)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint", "--format", "json"], in: root)
        #expect(result.status == 1)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["unique_constraint", "attribute_required_without_default"])
        #expect(findings[1]["attribute"] as? String == "sku")
        #expect(findings[1]["line"] as? Int == 7)
        #expect((object["summary"] as? [String: Any])?["errors"] as? Int == 2)
    }

    @Test func githubSarifAndMarkdownFormats() throws {
        let root = try project(Self.broken)
        defer { try? FileManager.default.removeItem(at: root) }
        let github = try CLIRunner.run(["lint", "--format", "github"], in: root)
        #expect(github.stdout.hasPrefix("::error file=schemas/v1.yaml,line=5,col=25,title=unique_constraint::"))
        let sarif = try CLIRunner.run(["lint", "--format", "sarif"], in: root)
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let markdown = try CLIRunner.run(["lint", "--format", "markdown"], in: root)
        #expect(markdown.stdout.contains("**❌ Breaks production** · 2 errors, 0 warnings in 1 file"))
        #expect([github.status, sarif.status, markdown.status] == [1, 1, 1])
    }

    @Test func configurationTurnsRulesOffAndSuppressesWithReasons() throws {
        let config = """
            version: 1
            rules:
              unique_constraint: off
            suppressions:
              - rule: attribute_required_without_default
                entity: Item
                attribute: sku
                reason: filled in by the importer before every save

            """
        let root = try project(Self.broken, config: config)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint"], in: root)
        #expect(result.status == 0)
        #expect(result.stdout == "0 errors, 0 warnings in 1 file (1 suppressed in ckschema.yaml)\n")
    }

    @Test func invalidInputExitsTwoWithPositionOnStandardError() throws {
        let root = try project("model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      sku:\n        type: String\n        optinal: true\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint"], in: root)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("schemas/v1.yaml:8:9: error: unknown key 'optinal'"))
        #expect(result.stderr.contains("did you mean 'optional'?"))
    }

    @Test func anInvalidConfigurationIsInvalidInput() throws {
        let root = try project(Self.broken, config: "version: 1\nrulez: {}\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("ckschema.yaml:2:1: error:"))
    }

    @Test func strictTreatsWarningsAsErrors() throws {
        let schema = "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      photo: Binary?\n"
        let root = try project(schema)
        defer { try? FileManager.default.removeItem(at: root) }
        let relaxed = try CLIRunner.run(["lint"], in: root)
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.contains("warning:"))
        let strict = try CLIRunner.run(["lint", "--strict"], in: root)
        #expect(strict.status == 1)
    }

    @Test func rulesAndExplain() throws {
        let rules = try CLIRunner.run(["rules", "--kind", "lint", "--format", "json"])
        #expect(rules.status == 0)
        let catalog = try #require(JSONSerialization.jsonObject(with: Data(rules.stdout.utf8)) as? [[String: Any]])
        #expect(catalog.contains { $0["id"] as? String == "unique_constraint" })
        let explain = try CLIRunner.run(["explain", "relationship_deny_delete"])
        #expect(explain.status == 0)
        #expect(explain.stdout.hasPrefix("relationship_deny_delete: "))
        let unknown = try CLIRunner.run(["explain", "unique_constrant"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean 'unique_constraint'?"))
    }
}
