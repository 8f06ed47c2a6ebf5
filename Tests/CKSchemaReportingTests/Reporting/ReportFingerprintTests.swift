@testable import CKSchemaCore
import CKSchemaProject
@testable import CKSchemaReporting
import Testing

/// Reports fingerprint findings as the findings baseline does: rule, model, element and the version
/// of a change, never a position.
@Suite struct ReportFingerprintTests {
    static let removal = Diagnostic(
        id: "field_no_delete", severity: .error, message: "field 'CD_points' removed",
        location: SourceLocation(file: "schemas/v4.yaml", line: 9, column: 5),
        relatedLocation: SourceLocation(file: "schemas/v3.yaml", line: 12, column: 7),
        entity: "Score", attribute: "points")
    static let lint = Diagnostic(
        id: "binary_without_external_storage", severity: .warning, message: "attribute 'Score.photo' is a Binary",
        location: SourceLocation(file: "schemas/v4.yaml", line: 20, column: 7), entity: "Score", attribute: "photo")

    static func report(_ diagnostics: [Diagnostic]) -> FindingsReport {
        var report = FindingsReport(title: "ckschema lint", diagnostics: diagnostics, files: [])
        report.versions = ["schemas/v4.yaml": SchemaVersionID(model: "WordErase", version: 4),
                           "schemas/v3.yaml": SchemaVersionID(model: "WordErase", version: 3)]
        return report
    }

    @Test func aChangeFindingCarriesItsVersionALintFindingNone() {
        let report = Self.report([Self.removal, Self.lint])
        #expect(report.fingerprint(of: Self.removal) == "field_no_delete|WordErase|Score.points|4")
        #expect(report.fingerprint(of: Self.lint) == "binary_without_external_storage|WordErase|Score.photo|*")
        #expect(report.fingerprint(of: Self.removal) == FindingFingerprint(Self.removal, model: "WordErase", version: 4).value)
    }

    @Test func movingTheDeclarationKeepsTheFingerprint() {
        var moved = Self.removal
        moved.location = SourceLocation(file: "schemas/v4.yaml", line: 40, column: 9)
        moved.message = "reworded"
        let report = Self.report([Self.removal, moved])
        #expect(report.fingerprint(of: moved) == report.fingerprint(of: Self.removal))
    }

    @Test func theGatesOwnFingerprintWins() {
        var report = Self.report([Self.lint])
        report.fingerprints[Self.lint] = "given"
        #expect(report.fingerprint(of: Self.lint) == "given")
    }

    @Test func sarifKeepsTheSameLintFindingInSeveralVersionsApart() {
        var older = Self.lint
        older.location = SourceLocation(file: "schemas/v3.yaml", line: 18, column: 7)
        let report = Self.report([Self.lint, older])
        let fingerprints = SARIFReporter.fingerprints(report.diagnostics, report: report)
        let newest = report.diagnostics.firstIndex(of: Self.lint) ?? 0
        #expect(fingerprints[newest] == "binary_without_external_storage|WordErase|Score.photo|*")
        #expect(fingerprints[1 - newest] == "binary_without_external_storage|WordErase|Score.photo|*|schemas/v3.yaml")
    }
}
