import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules
import CKSchemaTestSupport

/// One before/after pair per case under `Fixtures/Compatibility/<case>/`, with the exact expected
/// findings and permanent list in `expected.txt` (re-record with `RECORD_GOLDENS=1`).
@Suite struct CompatibilityFixtureTests {
    static let folder = PackagePaths.fixture("Compatibility")

    static let cases: [String] = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []

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

    @Test func thereAreFixtures() {
        #expect(Self.cases.count >= 12)
    }

    @Test(arguments: cases)
    func caseProducesExactlyTheExpectedFindings(name: String) throws {
        let caseFolder = Self.folder.appendingPathComponent(name)
        let old = try SchemaLoader.load(contentsOf: caseFolder.appendingPathComponent("before.yaml").path)
        let new = try SchemaLoader.load(contentsOf: caseFolder.appendingPathComponent("after.yaml").path)
        let actual = Self.render(CompatibilityChecker().check(old: old, new: new), caseFolder: caseFolder)
        let expectedURL = caseFolder.appendingPathComponent("expected.txt")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try AtomicFile.write(actual, to: expectedURL.path)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(actual == expected)
    }
}
