import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules
import CKSchemaTestSupport

/// One before/after pair per case under `Fixtures/Compatibility/<case>/`, with the exact expected
/// findings and permanent list in `expected.txt` (re-record with `RECORD_GOLDENS=1`).
@Suite struct CompatibilityFixtureTests {
    static let folder = PackagePaths.fixture("Compatibility")

    /// Each case with the impact and the finding it exists for, written here by hand so that a
    /// re-recorded `expected.txt` that loses them fails.
    static let expectations: [String: (impact: String, id: String)] = [
        "additive": ("safe", "field_added"),
        "attribute_renamed": ("breaking", "field_no_rename"),
        "container_changed": ("client", "sync_target_changed"),
        "default_changed": ("client", "default_value_changed"),
        "encryption_changed": ("breaking", "field_same_encryption"),
        "entity_removed": ("breaking", "record_type_no_delete"),
        "field_removed": ("breaking", "field_no_delete"),
        "integer_narrowed": ("client", "integer_width_changed"),
        "model_renamed_fails_closed": ("breaking", "unclassified_change"),
        "optional_becomes_required": ("client", "attribute_became_required"),
        "to_one_becomes_to_many": ("breaking", "relationship_to_one_stays_to_one"),
        "type_changed": ("breaking", "field_same_type"),
    ]

    static let cases = expectations.keys.sorted()

    /// Findings as lines, with paths relative to the case folder.
    static func render(_ report: CompatibilityReport, caseFolder: URL) -> String {
        func short(_ location: CKSchemaCore.SourceLocation?) -> String {
            guard let location else { return "-" }
            return "\(URL(fileURLWithPath: location.file).lastPathComponent):\(location.line):\(location.column)"
        }
        var out = "impact: \(report.highestImpact.rawValue)\nmigration: \(report.migrationKind.rawValue)\n"
        for d in report.diagnostics {
            out += "\(short(d.location)): \(d.severity.rawValue): \(d.message) [\(d.id)]"
            if d.relatedLocation != nil { out += " (related \(short(d.relatedLocation)))" }
            out += "\n"
        }
        out += report.permanent.map { "permanent: \($0)\n" }.joined()
        return out
    }

    /// Every case folder has an expectation above, and every expectation its folder.
    @Test func theFixtureFoldersAreTheCasesListedHere() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { !$0.hasPrefix(".") }.sorted()
        #expect(folders == Self.cases)
    }

    @Test(arguments: cases)
    func caseProducesExactlyTheExpectedFindings(name: String) throws {
        let caseFolder = Self.folder.appendingPathComponent(name)
        let old = try SchemaLoader.load(contentsOf: caseFolder.appendingPathComponent("before.yaml").path)
        let new = try SchemaLoader.load(contentsOf: caseFolder.appendingPathComponent("after.yaml").path)
        let report = CompatibilityChecker().check(old: old, new: new)
        let expectation = try #require(Self.expectations[name])
        #expect(report.highestImpact.rawValue == expectation.impact)
        #expect(report.diagnostics.contains { $0.id == expectation.id })
        let actual = Self.render(report, caseFolder: caseFolder)
        let expectedURL = caseFolder.appendingPathComponent("expected.txt")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try AtomicFile.write(actual, to: expectedURL.path)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(actual == expected)
    }
}
