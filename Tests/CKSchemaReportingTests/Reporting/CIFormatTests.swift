@testable import CKSchemaCore
@testable import CKSchemaReporting
@testable import CKSchemaRules
import CKSchemaTestSupport
import Foundation
import FoundationXML
import Testing
#if canImport(FoundationXML)
#endif

/// GitHub annotations, JUnit XML, JSON and text as CI systems read them (issue 17).
@Suite struct CIFormatTests {
    static func finding(_ n: Int, _ severity: Severity) -> Diagnostic {
        Diagnostic(id: "field_no_delete", severity: severity, message: "finding \(n)",
                   location: SourceLocation(file: "schemas/v2.yaml", line: n, column: 1), entity: "E\(n)")
    }

    @Test func annotationsNameTheOlderLocationAndTheRuleDocumentation() throws {
        let output = GitHubReporter().render(try ReviewReportFixture.report())
        let line = try #require(output.split(separator: "\n").first { $0.contains("title=field_same_type") })
        #expect(line.hasPrefix("::error file=schemas/v2.yaml,line=16,col=14,title=field_same_type::"))
        #expect(line.contains("(was at schemas/v1.yaml:16 at main)"), "\(line)")
        #expect(!line.contains("help: "), "no link while there is no public repository")
        #expect(!output.contains("binary_without_external_storage"), "accepted findings are not annotated")
    }

    @Test func annotationsStopAtGitHubsLimitPerLevelWithAClosingLine() {
        let diagnostics = (1...13).map { Self.finding($0, .error) } + (20...24).map { Self.finding($0, .warning) }
        let output = GitHubReporter().render(FindingsReport(title: "ckschema check", diagnostics: diagnostics, files: []))
        let lines = output.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 5)
        #expect(lines.last == "::error title=ckschema::4 more errors not shown as annotations (GitHub shows 10 per step); the job summary, the log of 'ckschema check' and the SARIF upload list them all")
        #expect(lines.contains { $0.contains("::finding 9") })
        #expect(!lines.contains { $0.contains("::finding 10") })
        // Exactly at the limit, everything is shown and nothing closes.
        let ten = GitHubReporter().render(FindingsReport(title: "t", diagnostics: (1...10).map { Self.finding($0, .error) }, files: []))
        #expect(ten.split(separator: "\n").count == 10)
        #expect(!ten.contains("more error"))
    }

    @Test func junitHasASuiteperFileFailuresForErrorsAndSkippedAcceptedFindings() throws {
        let xml = JUnitReporter().render(try ReviewReportFixture.report())
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"ckschema check\""))
        let counts = try JUnitCounts(xml)
        #expect(counts.failures == 2, "record_type_no_delete and field_same_type; field_no_delete is baselined")
        #expect(counts.skipped == 2)
        #expect(counts.suites.contains("schemas/v2.yaml"))
        #expect(xml.contains("<failure type=\"field_same_type\""))
        #expect(xml.contains("was at schemas/v1.yaml:16 at main"))
        #expect(xml.contains("<skipped message=\"accepted: thumbnails never sync\"/>"))
        let clean = JUnitReporter().render(FindingsReport(title: "ckschema lint", diagnostics: [], files: ["schemas/v1.yaml"]))
        #expect(clean.contains("<testcase classname=\"schemas/v1.yaml\" name=\"no findings\"/>"))
        #expect(try JUnitCounts(clean).failures == 0)
        #expect(JUnitReporter.escape("a<b & \"c\"\u{1}") == "a&lt;b &amp; &quot;c&quot;")
    }

    @Test func jsonLinksEachFindingAndListsAcceptedOnes() throws {
        let text = JSONReporter().render(try ReviewReportFixture.report())
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let typeChange = try #require(findings.first { $0["rule"] as? String == "field_same_type" })
        // No public repository yet: no link that leads nowhere.
        #expect(typeChange["helpUri"] == nil && DocumentationLinks.repository == nil)
        let accepted = try #require(object["accepted"] as? [[String: Any]])
        #expect(accepted.map { $0["acceptedBy"] as? String } == ["configuration", "baseline"])
        #expect(accepted.first?["reason"] as? String == "thumbnails never sync")
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["verdict"] as? String == "breaks production")
        #expect(summary["accepted"] as? Int == 2)
    }

    @Test func textPrintsTheRuleIDAndCountsAcceptedFindings() throws {
        let report = try ReviewReportFixture.report()
        let text = TextReporter(useColor: false) { _ in nil }.render(report)
        #expect(text.contains("[field_same_type]"))
        #expect(text.hasSuffix("(1 suppressed in ckschema.yaml)\n"), "\(text)")
    }
}

/// The counts of a JUnit document, read with an XML parser (so the document is well-formed).
struct JUnitCounts {
    var failures = 0, skipped = 0
    var suites: [String] = []

    init(_ xml: String) throws {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = delegate
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        failures = delegate.failures
        skipped = delegate.skipped
        suites = delegate.suites
    }

    final class Delegate: NSObject, XMLParserDelegate {
        var failures = 0, skipped = 0
        var suites: [String] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch name {
            case "failure": failures += 1
            case "skipped": skipped += 1
            case "testsuite": suites.append(attributes["name"] ?? "")
            default: break
            }
        }
    }
}
