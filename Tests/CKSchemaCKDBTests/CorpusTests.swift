import Foundation
import Testing
@testable import CKSchemaCKDB
@testable import CKSchemaCore
import CKSchemaTestSupport

/// Every `.ckdb` in the shared corpus parses; the inspector tells raw `cktool export-schema` output
/// from hand-made files by the rules of cloudkit.md §3.2/§7; raw exports round-trip byte for byte.
@Suite(.corpus("ckdb", "pairs/boxed__Done-and-done"))
struct CorpusTests {
    static let files: [URL] = CloudKitFixtures.corpusCKDBFiles()
        + [CloudKitFixtures.corpusFile("pairs/boxed__Done-and-done/development.ckdb")].compactMap { $0 }

    /// What the inspector must find in each corpus file (finding ids, deduplicated). An empty list
    /// means: a raw export.
    static let expectedFindings: [String: [String]] = [
        "DtB1804__familienplaner__schema.ckdb": ["fields_unaligned", "fields_unsorted", "layout_differs", "missing_system_fields", "record_types_unsorted"],
        "Geralt4__StoryCast__cloudkit-schema.ckdb": ["fields_unaligned", "fields_unsorted", "layout_differs", "missing_system_fields", "missing_users", "no_grants", "record_types_unsorted"],
        "Kauhik__Visual-Tracker-App__cloudkit-schema.ckdb": ["fields_unaligned", "fields_unsorted", "layout_differs", "missing_system_fields", "missing_users", "no_grants", "record_types_unsorted"],
        "MoYuM__AngelLive__cloudkit_schema.ckdb": ["grants_not_canonical", "layout_differs", "missing_users"],
        "Mweh__Arterious__schema.ckdb": ["fields_unaligned", "fields_unsorted", "layout_differs", "missing_system_fields", "missing_users"],
        "boxed__Done-and-done__cloudkit_schema.ckdb": [],
        "boyugou__lorvex__cloudkit_schema.ckdb": ["comments", "fields_unaligned", "fields_unsorted", "grants_not_canonical", "layout_differs", "record_types_unsorted"],
        "brightdigit__CelestraCloud__schema.ckdb": ["fields_unaligned", "fields_unsorted", "layout_differs", "missing_system_fields", "missing_users", "needless_quotes", "record_types_unsorted"],
        "craigmharris__TKDojang__cloudkit-schema.ckdb": ["fields_unaligned", "fields_unsorted", "layout_differs", "missing_system_fields", "missing_users", "no_grants", "record_types_unsorted"],
        "development.ckdb": [],
        "ivan-wize__Plenty__Plenty_CloudKitSchema_CloudKitSchema.ckdb": ["fields_unaligned", "layout_differs"],
        "joeycast__BitLocal__CloudKitSchema.ckdb": ["fields_unaligned", "fields_unsorted", "layout_differs", "missing_users", "record_types_unsorted"],
        "leepokai__Codync__CloudKit_schema.ckdb": ["fields_unaligned", "fields_unsorted", "grants_not_canonical", "layout_differs", "missing_system_fields", "missing_users"],
        "lightward__ios__schema.ckdb": ["fields_unaligned", "fields_unsorted", "layout_differs"],
        "michellzappa__headroom__macos_Headroom-CloudKit.ckdb": ["grants_not_canonical", "layout_differs"],
        "nikhilsh__PaperTrail__cloudkit_schema.ckdb": ["comments", "fields_unaligned", "fields_unsorted", "layout_differs", "missing_users", "record_types_unsorted"],
        "otomore__BottleKeep__cloudkit-schema.ckdb": ["cd_missing_entity_name", "cd_reference_field", "fields_unaligned", "fields_unsorted", "layout_differs", "missing_users", "needless_quotes", "record_types_unsorted"],
        "robbiet480__Dispatch__CloudKit_schema.ckdb": ["layout_differs"],
        "robbiet480__Dispatch__Sources_dispatch-mod_schema.ckdb": ["fields_unaligned", "grants_not_canonical", "layout_differs", "missing_users", "record_types_unsorted"],
        "vfilby__liftmark__mobile-apps_ios_cloudkit-schema.ckdb": ["fields_unaligned", "layout_differs", "record_types_unsorted"],
    ]

    func document(_ name: String) throws -> CKDBDocument {
        let url = try #require(Self.files.first { $0.lastPathComponent == name })
        return try CKDBParser.parseDocument(try CloudKitFixtures.read(url), file: name)
    }

    @Test func corpusIsComplete() {
        #expect(Set(Self.files.map(\.lastPathComponent)) == Set(Self.expectedFindings.keys))
    }

    @Test(arguments: files.map(\.lastPathComponent))
    func parsesAndIsClassified(name: String) throws {
        // Given a corpus file, when parsed and inspected
        let document = try document(name)
        let inspection = CKDBInspector.inspect(document)

        // Then it has at least one record type and exactly the expected hand-made signs
        #expect(!document.schema.recordTypes.isEmpty)
        #expect(Array(Set(inspection.findings.map(\.id))).sorted() == Self.expectedFindings[name])
        #expect(inspection.isRawExport == (Self.expectedFindings[name]?.isEmpty == true))
        // And every finding points into the file
        #expect(inspection.findings.allSatisfy { ($0.location?.line ?? 0) >= 1 && $0.location?.file == name })
    }

    @Test(arguments: expectedFindings.filter { $0.value.isEmpty }.map(\.key).sorted())
    func rawExportRoundTripsByteForByte(name: String) throws {
        let document = try document(name)
        #expect(CKDBPrinter.print(document.schema) == document.text)
    }

    @Test func printingIsIdempotentForEveryCorpusFile() throws {
        for url in Self.files {
            let printed = CKDBPrinter.print(try document(url.lastPathComponent).schema)
            #expect(CKDBPrinter.print(try CKDBParser.parse(printed)) == printed, "\(url.lastPathComponent)")
        }
    }

    @Test func bottleKeepReferenceRelationshipIsReportedAtItsField() throws {
        // otomore/BottleKeep types Core Data relationships as REFERENCE (cloudkit.md §3.3)
        let inspection = CKDBInspector.inspect(try document("otomore__BottleKeep__cloudkit-schema.ckdb"))
        let first = try #require(inspection.findings.first { $0.id == "cd_reference_field" })
        #expect(first.severity == .warning)
        #expect(first.message.hasSuffix("is a REFERENCE; Core Data stores relationships as STRING recordNames"))
        let line = try #require(first.location?.line)
        let text = try CloudKitFixtures.read(try #require(Self.files.first { $0.lastPathComponent == "otomore__BottleKeep__cloudkit-schema.ckdb" }))
        let source = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        #expect(source.contains("REFERENCE") && source.contains("CD_"))
    }
}
