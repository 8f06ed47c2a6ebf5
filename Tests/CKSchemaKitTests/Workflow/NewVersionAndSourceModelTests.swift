import CKSchemaCore
import CKSchemaStore
import CKSchemaTestSupport
import Foundation
import Testing
@testable import CKSchemaKit

/// The text edits of `new-version`, and which paths are a model where it lives.
@Suite struct NewVersionAndSourceModelTests {
    @Test func bumpChangesTheStandaloneNumberAtOrAfterTheColumn() {
        #expect(NewVersionService.bump("version: 3", from: 3, atOrAfter: 10) == "version: 4")
        // `Int16` is no 16, and the default after '=' is.
        #expect(NewVersionService.bump("      schemaVersion: Int16 = 16", from: 16, atOrAfter: 22) == "      schemaVersion: Int16 = 17")
        #expect(NewVersionService.bump("      v: { type: Int64, default: 9 }  # 9", from: 9, atOrAfter: 31) == "      v: { type: Int64, default: 10 }  # 9")
        #expect(NewVersionService.bump("version: 3.5", from: 3, atOrAfter: 10) == "version: 3.5")
        #expect(NewVersionService.bump("version: 3", from: 3, atOrAfter: 40) == "version: 3")
    }

    @Test func headersCkschemaWroteAreDroppedOthersStay() {
        let lines = ["# Imported by ckschema from A.xcdatamodeld/A 2.xcdatamodel/contents", "# Xcode model version 'A 2'",
                     "# yaml-language-server: $schema=../docs/ckschema-schema.json", "model: A"]
        #expect(NewVersionService.droppingHeader(lines) == Array(lines.dropFirst(2)))
    }

    @Test func versionFilesAreNamedLikeTheNewest() {
        #expect(VersionFileNaming.name(for: 4, model: "Journal", after: "schemas/Journal-v3.yaml") == "Journal-v4.yaml")
        #expect(VersionFileNaming.name(for: 10, model: "W", after: "schemas/v9.yml") == "v10.yml")
        #expect(VersionFileNaming.name(for: 1, model: "W", after: nil) == "W-v1.yaml")
        #expect(VersionFileNaming.name(for: 2, model: "W", after: "schemas/current.yaml") == "W-v2.yaml")
    }

    @Test func xcodeModelsAreRecognisedByTheirPaths() {
        #expect(SourceModel.isCoreDataModel("App/Model.xcdatamodeld"))
        #expect(SourceModel.isCoreDataModel("App/Model.xcdatamodeld/Model 2.xcdatamodel"))
        #expect(SourceModel.isCoreDataModel("App/Model.xcdatamodeld/Model 2.xcdatamodel/contents"))
        #expect(!SourceModel.isCoreDataModel("schemas/v3.yaml") && !SourceModel.isCoreDataModel("contents"))
    }
}

extension NewVersionAndSourceModelTests {
    /// A repository with the Notes model in Xcode (versions 1–3, 'Notes 10' current) and only
    /// version 1 in `schemas/`, with `coreData:` configured when asked.
    static func notesRepository(coreData: Bool) throws -> (project: Project, root: String) {
        let root = try TemporaryFolder.make("ckschema-test")
        let app = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("schemas"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackagePaths.fixture("Import/Notes.xcdatamodeld"),
                                         to: app.appendingPathComponent("Notes.xcdatamodeld"))
        try "model: Notes\nversion: 1\nentities:\n  Note:\n    attributes:\n      text: String = \"\"\n"
            .write(to: root.appendingPathComponent("schemas/Notes-v1.yaml"), atomically: true, encoding: .utf8)
        try (coreData ? "coreData: App/Notes.xcdatamodeld\n" : "schemas: schemas\n")
            .write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        return (try Project.load(from: root.path), root.path)
    }

    /// What `dev init`, `generate ckdb` and `cloudkit push` work on: the next build's model.
    @Test func theSelectedVersionIsTheFileTheNumberOrTheCurrentCoreDataVersion() throws {
        let (configured, root) = try Self.notesRepository(coreData: true)
        let current = try configured.select(VersionSelection())
        #expect(current.version == 3 && current.model == "Notes")
        #expect(current.file?.hasSuffix("Notes.xcdatamodeld/Notes 10.xcdatamodel/contents") == true, "\(current.file ?? "")")
        #expect(current.entities.map(\.name).contains("Attachment"))
        // A version number is the schemas folder's.
        let first = try configured.select(VersionSelection(version: 1))
        #expect(first.version == 1 && first.file?.hasSuffix("schemas/Notes-v1.yaml") == true)

        // Without coreData:, the folder's newest; the model where it lives when named.
        let (plain, _) = try Self.notesRepository(coreData: false)
        #expect(try plain.select(VersionSelection()).file?.hasSuffix("schemas/Notes-v1.yaml") == true)
        let named = try plain.select(VersionSelection(file: root + "/App/Notes.xcdatamodeld"))
        #expect(named.version == 3 && named.entities.count == current.entities.count)
        #expect(try plain.select(VersionSelection(file: root + "/schemas/Notes-v1.yaml")).version == 1)
    }

    /// What `plan` and `filters` cover: with coreData:, every Xcode version up to the current one.
    @Test func theWorkingHistoryEndsWithTheCurrentCoreDataVersion() throws {
        let (configured, _) = try Self.notesRepository(coreData: true)
        let history = try configured.nextBuildHistory()
        #expect(history.versions.map(\.version) == [1, 2, 3] && history.model == "Notes")
        #expect(history.versions.last?.file?.hasSuffix("Notes 10.xcdatamodel/contents") == true)
        let (plain, _) = try Self.notesRepository(coreData: false)
        #expect(try plain.nextBuildHistory().versions.map { $0.file?.hasSuffix("Notes-v1.yaml") } == [true])
    }

    /// The schemas folder's only model stands for code under another name, unless a model is
    /// named: then the code is another model, with no released history of its own.
    @Test func aNamedModelIsNeverAnotherModelsHistory() throws {
        let root = try TemporaryFolder.make("ckschema-test")
        let schemas = root.appendingPathComponent("schemas"), code = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
        try "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      title: String = \"\"\n"
            .write(to: schemas.appendingPathComponent("Shop-v1.yaml"), atomically: true, encoding: .utf8)
        try """
            import SwiftData

            enum CacheSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Thumbnail.self] }
                @Model final class Thumbnail {
                    var key: String = ""
                    init() {}
                }
            }
            """.write(to: code.appendingPathComponent("Cache.swift"), atomically: true, encoding: .utf8)
        let unnamed = try SourceModelHistory.read(code.path, folder: schemas.path)
        #expect(unnamed.history.model == "Shop" && unnamed.yaml.count == 1)
        let source = try SourceModel.read(code.path)
        let named = try SourceModelHistory.read(code.path, folder: schemas.path, model: source.name)
        #expect(named.history.model == source.name && named.yaml.isEmpty, "\(named.history.model)")
        // check --model reads the code as that model.
        let project = try Project.load(from: root.path)
        let checked = try CheckService(project: project) { _ in throw InputError(StoreProblems.missing, message: "no store") }
            .check(path: code.path, schemas: schemas.path, model: source.name)
        #expect(checked.models.map(\.proposed.model) == [source.name])
    }
}
