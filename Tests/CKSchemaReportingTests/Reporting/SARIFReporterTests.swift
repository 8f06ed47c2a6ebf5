@testable import CKSchemaCore
@testable import CKSchemaReporting
@testable import CKSchemaRules
import CKSchemaTestSupport
import Foundation
import Testing

/// SARIF as GitHub code scanning reads it (issue 17).
@Suite struct SARIFReporterTests {
    func log(_ report: FindingsReport) throws -> (text: String, run: [String: Any]) {
        let text = SARIFReporter(toolVersion: "1.2.3").render(report)
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return (text, try #require((object["runs"] as? [[String: Any]])?.first))
    }

    @Test(.tool("python3 with jsonschema") { SARIFSchema.validatorAvailable })
    func aRunWithFindingsSuppressionsAndRelatedLocationsIsValidSARIF() throws {
        let report = try ReviewReportFixture.report()
        let (text, run) = try log(report)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.contains { $0["relatedLocations"] != nil })
        #expect(results.filter { $0["suppressions"] != nil }.count == 2)
        #expect(try SARIFSchema.errors(in: text) == [])
    }

    @Test(.tool("python3 with jsonschema") { SARIFSchema.validatorAvailable })
    func theValidatorRejectsWhatTheSchemaForbids() throws {
        // The test above can only fail if the schema check can: a property SARIF does not define.
        let text = try log(try ReviewReportFixture.report()).text
            .replacingOccurrences(of: "\"columnKind\"", with: "\"columnKinds\"")
        #expect(try SARIFSchema.errors(in: text).contains { $0.contains("columnKinds") })
    }

    @Test func theCatalogHasEveryRuleThatCouldRunWithHelpAndLinks() throws {
        let run = try log(FindingsReport(title: "ckschema lint", diagnostics: [], files: [])).run
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        // Every identifier the layer declares: lint rules, change rules, checks, input problems.
        #expect(rules.map { $0["id"] as? String } == DiagnosticCatalog.rulesLayer.ids)
        #expect(rules.contains { $0["id"] as? String == CompatibilityChecker.unclassifiedID })
        // Input problems are declared with a summary alone: their message says how to fix them.
        let inputProblems = Set(DiagnosticCatalog.rulesLayer.ids(of: .input))
        for rule in rules {
            let id = rule["id"] as? String ?? ""
            #expect((rule["shortDescription"] as? [String: String])?["text"]?.isEmpty == false, "\(id)")
            #expect((rule["fullDescription"] as? [String: String])?["text"]?.isEmpty == false, "\(id)")
            #expect((rule["help"] as? [String: String])?["text"]?.contains("Fix: ") == !inputProblems.contains(id), "\(id)")
            #expect(["error", "warning", "note"].contains((rule["defaultConfiguration"] as? [String: String])?["level"] ?? ""), "\(id)")
            #expect((rule["properties"] as? [String: Any])?["category"] is String, "\(id)")
            // No public repository yet: no helpUri that leads nowhere.
            #expect(rule["helpUri"] == nil, "\(id)")
        }
        let unique = try #require(rules.first { $0["id"] as? String == "unique_constraint" })
        #expect((unique["properties"] as? [String: Any])?["category"] as? String == "entities")
        let noDelete = try #require(rules.first { $0["id"] as? String == "field_no_delete" })
        #expect((noDelete["properties"] as? [String: Any])?["category"] as? String == "change: breaking")
        #expect(rules.contains { $0["id"] as? String == "release_not_deployed" })
    }

    @Test func aFileAtAGitRevisionIsItsRepositoryPathWithTheRevisionInTheMessage() throws {
        let results = try #require(try log(try ReviewReportFixture.report()).run["results"] as? [[String: Any]])
        let change = try #require(results.first { $0["ruleId"] as? String == "field_same_type" })
        let related = try #require((change["relatedLocations"] as? [[String: Any]])?.first)
        let physical = try #require(related["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: String])?["uri"] == "schemas/v1.yaml")
        #expect((related["message"] as? [String: String])?["text"] == "the older version: schemas/v1.yaml at git revision main")
        let message = try #require((change["message"] as? [String: String])?["text"])
        #expect(message.contains("(was at [schemas/v1.yaml:16 at main](1))"), "\(message)")
        let location = try #require((change["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: String])?["uri"] == "schemas/v2.yaml")
    }

    @Test func acceptedFindingsAreResultsWithExternalSuppressions() throws {
        let results = try #require(try log(try ReviewReportFixture.report()).run["results"] as? [[String: Any]])
        let suppressed = try #require(results.first { $0["ruleId"] as? String == "binary_without_external_storage" })
        let suppression = try #require((suppressed["suppressions"] as? [[String: Any]])?.first)
        #expect(suppression["kind"] as? String == "external")
        #expect(suppression["justification"] as? String == "thumbnails never sync")
        let place = try #require((suppression["location"] as? [String: Any])?["physicalLocation"] as? [String: Any])
        #expect((place["artifactLocation"] as? [String: String])?["uri"] == "ckschema.yaml")
        let baselined = try #require(results.first { $0["ruleId"] as? String == "field_no_delete" })
        #expect(((baselined["suppressions"] as? [[String: Any]])?.first?["justification"] as? String) == "shelves were never deployed")
        #expect(results.filter { $0["suppressions"] == nil }.allSatisfy { $0["ruleId"] as? String != "field_no_delete" })
    }

    @Test func fingerprintsAndTheAutomationIDAreStable() throws {
        let run = try log(try ReviewReportFixture.report()).run
        #expect((run["automationDetails"] as? [String: String])?["id"] == "ckschema/check/")
        let results = try #require(run["results"] as? [[String: Any]])
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?[FindingsReport.fingerprintKey] }
        #expect(fingerprints.count == results.count)
        #expect(Set(fingerprints).count == fingerprints.count, "every finding has its own fingerprint")
        // The findings baseline's fingerprint: rule, model, element, and the version of a change.
        #expect(fingerprints.contains("field_same_type|Library|Book.pages|2"))
        #expect(fingerprints.contains("binary_without_external_storage|Library|Thumbnail.image|*"))
        let again = try #require(try log(try ReviewReportFixture.report()).run["results"] as? [[String: Any]])
        #expect(again.compactMap { ($0["partialFingerprints"] as? [String: String])?[FindingsReport.fingerprintKey] } == fingerprints)
    }
}
