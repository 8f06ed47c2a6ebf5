import CKSchemaCKDB
import CKSchemaCore
import Foundation
import Testing
@testable import CKSchemaSwiftSource

/// The SwiftData model ⇄ CloudKit export pairs of `../shared/corpus/pairs/`: the `swift/` folder is
/// read, mapped the way `ckschema generate ckdb` maps it (in the mode the pair's NOTES.md names),
/// and every `CD_` field is compared with `export.ckdb` by type and index flags. Each pair lists
/// the differences it is expected to have; docs/swiftdata.md explains each.
@Suite(.corpus("swiftdata", "pairs"))
struct SwiftDataPairTests {
    struct Pair: Sendable, CustomTestStringConvertible {
        var folder: String
        var mode: CloudKitSchemaMode
        var comparedFields: Int
        var expectedDifferences: [String]
        var testDescription: String { folder }
    }

    static let pairs: [Pair] = [
        // `initializeCloudKitSchema`: every field, every companion, CD_moveReceipt.
        Pair(folder: "AlexW00__hibi", mode: .initialized, comparedFields: 76, expectedDifferences: []),
        // Just-in-time: three fields survive from older model versions (NOTES.md's ignore list).
        Pair(folder: "martinkearn__wiggle-room", mode: .jit, comparedFields: 31, expectedDifferences: [
            "export only: CD_ConnectedSource.CD_credentialKeychainKey STRING QUERYABLE SEARCHABLE SORTABLE",
            "export only: CD_Tracker.CD_direction BYTES none",
            "export only: CD_Tracker.CD_reminderCadenceDays INT64 QUERYABLE SORTABLE",
        ]),
        Pair(folder: "robbiet480__Dispatch", mode: .jit, comparedFields: 89, expectedDifferences: []),
        // Hand-extended export: companions written by hand (see NOTES.md).
        Pair(folder: "gomez1112__MoodMargins", mode: .jit, comparedFields: 13, expectedDifferences: [
            "export only: CD_Activity.CD_symbol_ckAsset ASSET none",
            "export only: CD_Activity.CD_title_ckAsset ASSET none",
            "export only: CD_MoodEntry.CD_mood_ckAsset ASSET none",
            "export only: CD_MoodEntry.CD_note_ckAsset ASSET none",
            "export only: CD_MoodEntry.CD_tags_ckAsset ASSET none",
        ]),
    ]

    @Test(arguments: pairs)
    func generatedFieldsMatchTheExport(pair: Pair) throws {
        let corpus = try #require(SwiftDataTestSupport.corpus)
        let folder = corpus.appendingPathComponent("pairs").appendingPathComponent(pair.folder)
        let result = try SwiftDataReader.read(paths: [folder.appendingPathComponent("swift").path])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let version = try #require(result.versions.last, "no version read")
        let generated = RecordTypeMapper.map(version.schema, mode: pair.mode).schema
        let export = try CKDBParser.parseFile(atPath: folder.appendingPathComponent("export.ckdb").path)

        let comparison = Self.compare(generated: generated, export: export)
        #expect(comparison.differences == pair.expectedDifferences)
        #expect(comparison.matching == pair.comparedFields)
    }

    /// Every `CD_` field of `CD_` record types on either side: those that match in type and
    /// indexes are counted; the others are described.
    static func compare(generated: CloudKitSchema, export: CloudKitSchema) -> (matching: Int, differences: [String]) {
        var matching = 0
        var differences: [String] = []
        func describe(_ type: RecordType, _ field: Field) -> String {
            "\(type.name.value).\(field.name.value) \(field.type) \(field.indexes)"
        }
        for exportType in export.recordTypes where exportType.name.value.hasPrefix("CD_") {
            guard let generatedType = generated.recordType(named: exportType.name.value) else {
                differences.append("export only: record type \(exportType.name.value)")
                continue
            }
            for field in exportType.fields where field.name.value.hasPrefix("CD_") {
                guard let mine = generatedType.field(named: field.name.value) else {
                    differences.append("export only: " + describe(exportType, field))
                    continue
                }
                if mine.type == field.type && mine.indexes == field.indexes {
                    matching += 1
                } else {
                    differences.append("differs: export \(describe(exportType, field)), generated \(mine.type) \(mine.indexes)")
                }
            }
        }
        for generatedType in generated.recordTypes where generatedType.name.value.hasPrefix("CD_") {
            let exportType = export.recordType(named: generatedType.name.value)
            if exportType == nil { differences.append("generated only: record type \(generatedType.name.value)") }
            for field in generatedType.fields where field.name.value.hasPrefix("CD_") && exportType != nil
                && exportType?.field(named: field.name.value) == nil {
                differences.append("generated only: " + describe(generatedType, field))
            }
        }
        return (matching, differences.sorted())
    }
}
