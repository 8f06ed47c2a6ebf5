@testable import CKSchemaCore
@testable import CKSchemaReporting
@testable import CKSchemaRules
import CKSchemaTestSupport
import Foundation
import Testing

@Suite struct ReporterTests {
    static let source = "model: A\nversion: 1\nentities:\n  Score:\n    attributes:\n      points: Int64\n"
    static let error = Diagnostic(
        id: "non_optional_without_default", severity: .error,
        message: "attribute 'points' is neither optional nor has a default value",
        location: SourceLocation(file: "schemas/v1.yaml", line: 6, column: 7),
        entity: "Score", attribute: "points", fix: "add '= 0' or make it optional")
    static let warning = Diagnostic(
        id: "large_binary", severity: .warning, message: "a, b: 100% \"big\"",
        location: SourceLocation(file: "schemas/v1.yaml", line: 4, column: 3), entity: "Score")
    static let rule = RuleMetadata(id: "non_optional_without_default", name: "Non-Optional Without Default",
                                   summary: "Attributes must be optional or have a default", help: "Add a default.",
                                   defaultSeverity: .error)

    var report: FindingsReport {
        FindingsReport(title: "ckschema lint", diagnostics: [Self.error, Self.warning], files: ["schemas/v1.yaml"], rules: [Self.rule])
    }

    @Test func textShowsPositionSourceLineAndCaretInOrder() {
        let reporter = TextReporter(useColor: false) { _ in SourceLines(Self.source) }
        #expect(reporter.render(report) == """
            schemas/v1.yaml:4:3: warning: a, b: 100% "big" [large_binary]
             4 |   Score:
               |   ^
            schemas/v1.yaml:6:7: error: attribute 'points' is neither optional nor has a default value [non_optional_without_default]
             6 |       points: Int64
               |       ^
              fix: add '= 0' or make it optional
            1 error, 1 warning in 1 file

            """)
    }

    @Test func textColoursOnlyWhenAsked() {
        let plain = TextReporter(useColor: false) { _ in nil }.render(report)
        let coloured = TextReporter(useColor: true) { _ in nil }.render(report)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}[31merror:\u{1B}[0m"))
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let text = JSONReporter().render(report)
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        let first = findings[1]
        #expect(first["rule"] as? String == "non_optional_without_default")
        #expect(first["severity"] as? String == "error")
        #expect(first["file"] as? String == "schemas/v1.yaml")
        #expect(first["line"] as? Int == 6)
        #expect(first["column"] as? Int == 7)
        #expect(first["entity"] as? String == "Score")
        #expect(first["attribute"] as? String == "points")
        #expect(first["relationship"] == nil)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary.compactMapValues { $0 as? Int } == ["errors": 1, "warnings": 1, "notes": 0, "files": 1, "accepted": 0])
        #expect(summary["verdict"] as? String == "breaks production")
        #expect(text.hasPrefix("{\n  \"findings\": [\n    {\n      \"rule\": \"large_binary\","))
    }

    @Test func githubEscapesPropertiesAndData() {
        #expect(GitHubReporter().render(report) == """
            ::warning file=schemas/v1.yaml,line=4,col=3,title=large_binary::a, b: 100%25 "big"
            ::error file=schemas/v1.yaml,line=6,col=7,title=non_optional_without_default::attribute 'points' is neither optional nor has a default value%0Afix: add '= 0' or make it optional

            """)
    }

    @Test func sarifIsVersion210WithRuleMetadataAndIndexes() throws {
        let text = SARIFReporter(toolVersion: "9.9.9").render(report)
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == "9.9.9")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        // The report's catalog first, then an entry for an identifier it lacks.
        #expect(rules.map { $0["id"] as? String } == ["non_optional_without_default", "large_binary"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        #expect(results[1]["ruleIndex"] as? Int == 0)
        #expect(results[0]["ruleIndex"] as? Int == 1)
        #expect(results[1]["level"] as? String == "error")
        let region = try #require(((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int])
        #expect(region == ["startLine": 6, "startColumn": 7])
    }

    @Test func markdownHasVerdictTableAndFixes() {
        let text = MarkdownReporter().render(report)
        #expect(text.hasPrefix("### ckschema lint\n\n**❌ Breaks production** · 1 error, 1 warning in 1 file\n"))
        #expect(text.contains("| ❌ error | `non_optional_without_default` | attribute 'points' is neither optional nor has a default value | `schemas/v1.yaml:6:7` |"))
        #expect(text.contains("| ⚠️ warning | `large_binary` | a, b: 100% \"big\" | `schemas/v1.yaml:4:3` |"))
        #expect(text.contains("- **Non-Optional Without Default** (`non_optional_without_default`): add '= 0' or make it optional"))
        let clean = MarkdownReporter().render(FindingsReport(title: "t", diagnostics: [], files: ["a", "b"]))
        #expect(clean == "### t\n\n**✅ Safe** · 0 errors, 0 warnings in 2 files\n\n- Nothing breaks and nothing needs migrating.\n")
    }

    @Test func jsonEscapesControlCharacters() {
        #expect(JSONValue.string("a\"b\\c\nd\u{1}").rendered() == "\"a\\\"b\\\\c\\nd\\u0001\"\n")
    }

    @Test func sourceLinesSplitAtEveryLineFeed() {
        #expect(Array(SourceLines("a\nbé\r\n\nc")) == ["a", "bé\r", "", "c"])
        #expect(Array(SourceLines("x\n")) == ["x", ""])
        #expect(Array(SourceLines("")) == [""])
        #expect(SourceLines("a\n\nlast")[2] == "last")
    }

    @Test func sourceLinesOfAFilesBytesAreTheSameLinesOrNone() throws {
        let text = "a\nbé\r\n\nc"
        #expect(try Array(#require(SourceLines(utf8: Array(text.utf8)))) == Array(SourceLines(text)))
        // A byte order mark is not part of the first line; invalid UTF-8 gives no lines to quote.
        #expect(try Array(#require(SourceLines(utf8: [0xEF, 0xBB, 0xBF] + Array("x: 1\ny".utf8)))) == ["x: 1", "y"])
        #expect(SourceLines(utf8: Array("ok\n".utf8) + [0xC3, 0x28]) == nil)
        #expect(try Array(#require(SourceLines(utf8: []))) == [""])
    }
}
