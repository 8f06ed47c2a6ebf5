import Foundation
import Testing
@testable import CKSchemaCKDB
@testable import CKSchemaCore
import CKSchemaTestSupport

/// The boxed/Done-and-done pair: `Tada.xcdatamodel` turned into a `Schema` by hand, compared with
/// the `development.ckdb` that CloudKit created just-in-time while the app synced it.
@Suite(.corpus("pairs/boxed__Done-and-done"))
struct DoneAndDonePairTests {
    static let tada = DoneAndDone.tada

    func export() throws -> CloudKitSchema {
        let url = try #require(CloudKitFixtures.corpusFile("pairs/boxed__Done-and-done/development.ckdb"))
        return try CKDBParser.parse(try CloudKitFixtures.read(url), file: url.path)
    }

    @Test func jitOutputContainsEveryFieldOfTheRealExportWithSameTypeAndIndexes() throws {
        // Given the real export and the jit mapping of the model
        let real = try export()
        let generated = RecordTypeMapper.map(Self.tada, mode: .jit).schema

        // Then every record type and every field of the export is generated identically
        var compared = 0
        for realType in real.recordTypes {
            let type = try #require(generated.recordType(named: realType.name.value), "missing '\(realType.name)'")
            #expect(type.grants == realType.grants, "grants of '\(realType.name)'")
            for realField in realType.fields {
                let field = try #require(type.field(named: realField.name.value), "missing '\(realType.name).\(realField.name)'")
                #expect(field.type == realField.type, "type of '\(realType.name).\(realField.name)'")
                #expect(field.indexes == realField.indexes, "indexes of '\(realType.name).\(realField.name)'")
                compared += 1
            }
        }
        #expect(compared == 16 + 13 + 7 + 9)
    }

    @Test func everyExtraGeneratedFieldIsExplained() throws {
        // Given the real export and the jit mapping
        let real = try export()
        let mapping = RecordTypeMapper.map(Self.tada, mode: .jit)

        // When listing generated fields the export lacks
        var extras: [String] = []
        for type in mapping.schema.recordTypes {
            #expect(real.recordType(named: type.name.value) != nil, "extra record type '\(type.name)'")
            for field in type.fields where real.recordType(named: type.name.value)?.field(named: field.name.value) == nil {
                extras.append("\(type.name.value).\(field.name.value)")
                // Then each is marked as appearing only once a value is saved
                #expect(field.note?.appearance == .onceValueSaved, "'\(field.name)' is not explained")
                #expect(field.note?.reason == "attribute 'TodoList.cloudKitShareRecordID' (String?), optional without default")
            }
        }
        #expect(extras == ["CD_TodoList.CD_cloudKitShareRecordID"])

        // And the companions jit leaves out are listed as overflow-only
        #expect(mapping.omitted.map { "\($0.recordType.value).\($0.field.name.value)" }.sorted() == [
            "CD_TodoList.CD_cloudKitShareRecordID_ckAsset", "CD_TodoList.CD_name_ckAsset",
            "CD_TodoItem.CD_text_ckAsset", "CD_TodoList.CD_moveReceipt_ckAsset", "CD_TodoItem.CD_moveReceipt_ckAsset",
        ].sorted())
        #expect(mapping.omitted.allSatisfy { $0.field.note?.appearance == .onOverflow && $0.field.type == .asset })
    }

    @Test func jitOutputWithoutTheNeverSetFieldPrintsByteForByteAsTheExport() throws {
        // Given the export text and the jit mapping minus the field the app never set
        let url = try #require(CloudKitFixtures.corpusFile("pairs/boxed__Done-and-done/development.ckdb"))
        var schema = RecordTypeMapper.map(Self.tada, mode: .jit).schema
        let index = try #require(schema.recordTypes.firstIndex { $0.name == "CD_TodoList" })
        schema.recordTypes[index].fields.removeAll { $0.name == "CD_cloudKitShareRecordID" }

        // Then the printed schema is the export, byte for byte
        #expect(CKDBPrinter.print(schema) == (try CloudKitFixtures.read(url)))
    }
}
