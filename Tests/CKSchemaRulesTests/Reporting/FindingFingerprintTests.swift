import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules

/// The fingerprint SARIF and a baseline share: rule, element and versions, never a position.
@Suite struct FindingFingerprintTests {
    static let removal = Diagnostic(
        id: "field_no_delete", severity: .error, message: "field 'CD_points' removed",
        location: SourceLocation(file: "schemas/v4.yaml", line: 9, column: 5),
        relatedLocation: SourceLocation(file: "schemas/v3.yaml", line: 12, column: 7),
        entity: "Score", attribute: "points")
    static let v4 = SchemaVersionID(model: "WordErase", version: 4), v3 = SchemaVersionID(model: "WordErase", version: 3)

    @Test func theIdentityNamesRuleVersionsAndElement() {
        #expect(FindingFingerprint.identity(of: Self.removal, version: Self.v4, relatedVersion: Self.v3)
                == "field_no_delete|WordErase@4|Score.points|WordErase@3")
    }

    @Test func movingTheDeclarationKeepsTheFingerprint() {
        var moved = Self.removal
        moved.location = SourceLocation(file: "schemas/v4.yaml", line: 40, column: 9)
        moved.relatedLocation = SourceLocation(file: "schemas/v3.yaml", line: 2, column: 1)
        moved.message = "reworded"
        #expect(FindingFingerprint.of(moved, version: Self.v4, relatedVersion: Self.v3)
                == FindingFingerprint.of(Self.removal, version: Self.v4, relatedVersion: Self.v3))
    }

    @Test func anotherVersionOrElementIsAnotherFinding() {
        let base = FindingFingerprint.of(Self.removal, version: Self.v4, relatedVersion: Self.v3)
        #expect(FindingFingerprint.of(Self.removal, version: SchemaVersionID(model: "WordErase", version: 5), relatedVersion: Self.v3) != base)
        #expect(FindingFingerprint.of(Self.removal, version: Self.v4, relatedVersion: SchemaVersionID(model: "WordErase", version: 2)) != base)
        var other = Self.removal
        other.attribute = "maxPoints"
        #expect(FindingFingerprint.of(other, version: Self.v4, relatedVersion: Self.v3) != base)
    }

    @Test func aBaselineMovesMatchingFindingsToAccepted() throws {
        var report = FindingsReport(title: "ckschema check", diagnostics: [Self.removal], files: [])
        report.versions = ["schemas/v4.yaml": Self.v4, "schemas/v3.yaml": Self.v3]
        let fingerprint = FindingFingerprint.of(Self.removal, version: Self.v4, relatedVersion: Self.v3)
        #expect(report.fingerprint(of: Self.removal) == fingerprint)
        report.accept(baseline: [BaselinedFinding(fingerprint: fingerprint, reason: "known since #12")])
        #expect(report.diagnostics.isEmpty)
        #expect(report.accepted.map(\.justification) == ["known since #12"])
        #expect(report.accepted.first?.source == .baseline)
        #expect(!report.hasErrors)
    }
}
