import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules
import CKSchemaTestSupport

/// The repository's own example history (`schemas/v1…v3.yaml`) is additive from version to version.
@Suite struct ExampleSchemaCompatibilityTests {
    static let root = PackagePaths.root

    static func load(_ name: String) throws -> Schema {
        try SchemaLoader.load(contentsOf: root.appendingPathComponent("schemas/\(name)").path)
    }

    static func rendered(_ report: CompatibilityReport) -> [String] {
        report.diagnostics.map { d in
            let at = d.location.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column)" } ?? "-"
            return "\(at) \(d.severity.rawValue) \(d.id): \(d.message)"
        }
    }

    @Test func version2AddsANoteAndAPhotoSafely() throws {
        let report = CompatibilityChecker().check(old: try Self.load("v1.yaml"), new: try Self.load("v2.yaml"))
        #expect(Self.rendered(report) == [
            "v2.yaml:13:7 note field_added: field 'CD_note' (STRING) added to record type 'CD_Score': permanent once deployed",
            "v2.yaml:14:7 note field_added: field 'CD_photo' (BYTES) added to record type 'CD_Score': permanent once deployed",
        ])
        #expect(report.highestImpact == .safe)
        #expect(report.permanent == [
            "field 'CD_Score.CD_note' (STRING)",
            "field 'CD_Score.CD_photo' (BYTES)",
        ])
    }

    @Test func version3IsAdditiveAndTheVersionAttributeDefaultIsNotFlagged() throws {
        let report = CompatibilityChecker().check(old: try Self.load("v2.yaml"), new: try Self.load("v3.yaml"))
        #expect(Self.rendered(report) == [
            "v3.yaml:15:7 note field_added: field 'CD_streak' (INT64) added to record type 'CD_Score': permanent once deployed",
            "v3.yaml:37:3 note record_type_added: record type 'CD_Article' added with 7 fields: permanent once deployed",
            "v3.yaml:46:3 note record_type_added: record type 'CD_Post' added with 6 fields: permanent once deployed",
        ])
        // The version attribute's default changes (2 → 3) on every entity: classified, not reported.
        #expect(report.findings.filter { $0.ruleID == "default_value_changed" }.count == 2)
        #expect(report.highestImpact == .safe)
        #expect(!report.findings.contains { $0.ruleID == "default_value_changed" && !$0.isSilent })
    }

    @Test func diffOfAVersionWithItselfIsEmpty() throws {
        for name in ["v1.yaml", "v2.yaml", "v3.yaml"] {
            let schema = try Self.load(name)
            #expect(!schema.entities.isEmpty, "\(name)")
            #expect(SchemaDiff.changes(from: schema, to: schema).isEmpty)
        }
    }
}
