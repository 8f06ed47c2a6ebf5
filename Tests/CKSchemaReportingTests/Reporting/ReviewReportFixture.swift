@testable import CKSchemaCore
@testable import CKSchemaReporting
@testable import CKSchemaRules
import CKSchemaTestSupport
import Foundation

/// A check of the breaking fixture (`Tests/Fixtures/Review/breaking`) as the reporters get it: the
/// older version read from git (`git:main:schemas/v1.yaml`), change findings with related
/// locations, a finding suppressed in `ckschema.yaml` and one accepted in a baseline.
enum ReviewReportFixture {
    static func text(_ name: String) throws -> String {
        try String(contentsOf: PackagePaths.fixture("Review/breaking/schemas/\(name)"), encoding: .utf8)
    }

    static let suppressed = Diagnostic(
        id: "binary_without_external_storage", severity: .warning,
        message: "attribute 'Thumbnail.image' is a Binary without external storage",
        location: SourceLocation(file: "schemas/v2.yaml", line: 31, column: 7),
        entity: "Thumbnail", attribute: "image", fix: "add 'externalStorage: true'")

    /// The report; `baselineRule` names a finding to accept through a baseline.
    static func report(baselineRule: String? = "field_no_delete") throws -> FindingsReport {
        let old = try SchemaLoader.load(bytes: Array(try text("v1.yaml").utf8), file: "git:main:schemas/v1.yaml")
        let new = try SchemaLoader.load(bytes: Array(try text("v2.yaml").utf8), file: "schemas/v2.yaml")
        var comparison = ProposedVersionComparison(proposed: new)
        comparison.compare(with: [old])
        var report = FindingsReport(title: "ckschema check", diagnostics: comparison.diagnostics,
                                    files: ["schemas/v2.yaml", "git:main:schemas/v1.yaml"], rules: ReportedRules.all)
        report.register([old, new])
        report.reviews = [ModelReview(proposed: new, step: comparison.reports.first)]
        report.accepted = [.suppressed(suppressed, by: Suppression(
            rule: suppressed.id, entity: "Thumbnail", attribute: "image", reason: "thumbnails never sync",
            location: SourceLocation(file: "ckschema.yaml", line: 5, column: 5)))]
        if let baselineRule, let finding = report.diagnostics.first(where: { $0.id == baselineRule }) {
            report.diagnostics.removeAll { $0 == finding }
            report.accepted.append(AcceptedFinding(diagnostic: finding, source: .baseline, justification: "shelves were never deployed",
                                                   location: SourceLocation(file: "ckschema-baseline.json", line: 1, column: 1)))
        }
        return report
    }
}
