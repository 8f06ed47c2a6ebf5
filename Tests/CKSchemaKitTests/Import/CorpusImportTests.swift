import Foundation
import Testing
@testable import CKSchemaKit

/// Every real model of `../shared/corpus/xcdatamodel/` imports without an error, and every written
/// YAML file loads back as the imported schema.
@Suite(.enabled(if: ImportFixtures.corpusExists, "the shared corpus is absent"))
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
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
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
@Suite(.enabled(if: ImportFixtures.doneAndDoneExists, "the shared corpus is absent"))
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
