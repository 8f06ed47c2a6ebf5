import CKSchemaCKDB
import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaCoreData
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Every real model of `../shared/corpus/xcdatamodel/` imports without an error, and every written
/// YAML file loads back as the imported schema.
@Suite(.corpus("xcdatamodel"))
struct CorpusImportTests {
    @Test func importsEveryCorpusModelAndReadsItBack() throws {
        let models = XCDataModelCorpus.models(in: ImportFixtures.corpusModels)
        let fileCount = try FileManager.default.contentsOfDirectory(atPath: ImportFixtures.corpusModels)
            .filter { $0.hasSuffix(".xml") }.count
        #expect(models.map(\.versions.count).reduce(0, +) == fileCount)
        var versions = 0
        for corpusModel in models {
            do {
                let imported = try XCDataModelCorpus.importModel(corpusModel)
                // Loads every YAML file back and compares it with the imported schema.
                let files = try ImportVerification.verifiedFiles(for: imported)
                #expect(files.count == corpusModel.versions.count)
                #expect(imported.versions.map(\.schema.version) == Array(1...corpusModel.versions.count))
                versions += files.count
            } catch {
                Issue.record("\(corpusModel.key): \(error)")
            }
        }
        #expect(versions == fileCount)
    }

    /// The bundle entry point sees the same versions in the same order as the per-file one.
    @Test func bundleImportMatchesPerFileImport() throws {
        let temporary = TemporaryFolder.url("corpus")
        defer { try? FileManager.default.removeItem(at: temporary) }
        for corpusModel in XCDataModelCorpus.models(in: ImportFixtures.corpusModels) {
            let bundle = temporary.appendingPathComponent(corpusModel.key).appendingPathComponent("\(corpusModel.model).xcdatamodeld")
            for version in corpusModel.versions {
                let folder = bundle.appendingPathComponent("\(version.name).xcdatamodel")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: version.path, toPath: folder.appendingPathComponent("contents").path)
            }
            if let current = corpusModel.current {
                let plist = try PropertyListSerialization.data(
                    fromPropertyList: ["_XCCurrentVersionName": "\(current).xcdatamodel"], format: .xml, options: 0)
                try plist.write(to: bundle.appendingPathComponent(".xccurrentversion"))
            }
            let fromBundle = try XCDataModelImporter.importModel(at: bundle.path)
            let fromFiles = try XCDataModelCorpus.importModel(corpusModel)
            #expect(fromBundle.versions.map(\.name) == fromFiles.versions.map(\.name), "\(corpusModel.key)")
            #expect(fromBundle.versions.map(\.schema) == fromFiles.versions.map(\.schema), "\(corpusModel.key)")
        }
    }
}

/// The Done-and-done model that CloudKit's `development.ckdb` was exported from.
@Suite(.corpus("pairs/boxed__Done-and-done"))
struct DoneAndDoneImportTests {
    @Test func importsTheTadaModelAsItsGolden() throws {
        let contents = ImportFixtures.doneAndDone.appendingPathComponent("Tada.xcdatamodel.contents.xml").path
        let model = try XCDataModelImporter.importModel(at: contents, modelName: "Tada")
        let version = try #require(model.versions.first)
        #expect(version.declaresCloudKit)
        #expect(version.warnings.isEmpty)
        let file = try #require(try ImportVerification.verifiedFiles(for: model).first)
        try ImportFixtures.assertGolden(
            file.contents.replacingOccurrences(of: ImportFixtures.doneAndDone.path + "/", with: ""), "Tada-v1.yaml")
    }
}

/// The imported Done-and-done model generates the schema CloudKit really created from it.
@Suite(.corpus("pairs/boxed__Done-and-done"))
struct DoneAndDoneImportPairTests {
    /// The imported model, marked as sharing: the app shares lists (the XML cannot say so).
    func importedTada() throws -> Schema {
        let contents = ImportFixtures.doneAndDone.appendingPathComponent("Tada.xcdatamodel.contents.xml").path
        var schema = try #require(try XCDataModelImporter.importModel(at: contents, modelName: "Tada").versions.first).schema
        schema.sharing = true
        return schema
    }

    @Test func importMatchesTheHandTranscribedModel() throws {
        #expect(try importedTada().entities == DoneAndDone.tada.entities)
    }

    @Test func jitSchemaOfTheImportPrintsAsTheRealExport() throws {
        let url = ImportFixtures.doneAndDone.appendingPathComponent("development.ckdb")
        let exportText = try String(contentsOf: url, encoding: .utf8)
        let real = try CKDBParser.parse(exportText, file: url.path)
        var generated = RecordTypeMapper.map(try importedTada(), mode: .jit).schema

        // Every record type and field of the export is generated with the same type and indexes.
        var compared = 0
        for realType in real.recordTypes {
            let type = try #require(generated.recordType(named: realType.name.value), "missing '\(realType.name)'")
            #expect(type.grants == realType.grants)
            for realField in realType.fields {
                let field = try #require(type.field(named: realField.name.value), "missing '\(realType.name).\(realField.name)'")
                #expect(field.type == realField.type, "type of '\(realType.name).\(realField.name)'")
                #expect(field.indexes == realField.indexes, "indexes of '\(realType.name).\(realField.name)'")
                compared += 1
            }
        }
        #expect(compared == 45)

        // The one extra field is the optional attribute the app never set; without it the output is
        // the export, byte for byte.
        let index = try #require(generated.recordTypes.firstIndex { $0.name == "CD_TodoList" })
        let before = generated.recordTypes[index].fields.count
        generated.recordTypes[index].fields.removeAll { $0.name == "CD_cloudKitShareRecordID" }
        #expect(generated.recordTypes[index].fields.count == before - 1)
        #expect(CKDBPrinter.print(generated) == exportText)
    }
}
