import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaCoreData
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Paths of this test folder's fixtures and of the shared corpus.
enum ImportFixtures {
    static let folder = PackagePaths.fixture("Import")
    static let notesBundle = folder.appendingPathComponent("Notes.xcdatamodeld").path
    static let corpus = PackagePaths.url("../shared/corpus").standardizedFileURL
    static let corpusModels = corpus.appendingPathComponent("xcdatamodel").path
    static let doneAndDone = corpus.appendingPathComponent("pairs/boxed__Done-and-done")

    /// Compares `text` with the golden file `name` under `Fixtures/Import/golden`, or records it
    /// when `RECORD_GOLDENS=1`.
    static func assertGolden(_ text: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent("golden").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try AtomicFile.write(text, to: url.path)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "\(name) differs from its golden (re-record with RECORD_GOLDENS=1)",
                sourceLocation: sourceLocation)
    }
}

@Suite struct XCDataModelImporterTests {
    @Test func ordersVersionNamesNaturallyWithTheCurrentOneLast() {
        #expect(XCDataModelImporter.naturallySorted(["Model 10", "Model 2", "Model", "Model 1.5", "model 3"])
            == ["Model", "Model 1.5", "Model 2", "model 3", "Model 10"])
        #expect(XCDataModelImporter.orderedVersionNames(["Model", "Folders"], current: "Folders") == ["Model", "Folders"])
        #expect(XCDataModelImporter.orderedVersionNames(["v2", "v10", "v1"], current: nil) == ["v1", "v2", "v10"])
        #expect(XCDataModelImporter.orderedVersionNames(["Model 3", "Model 2", "Model 4"], current: "Model 3")
            == ["Model 2", "Model 4", "Model 3"])
    }

    @Test func importsEveryVersionOfABundleInOrder() throws {
        let model = try XCDataModelImporter.importModel(at: ImportFixtures.notesBundle)
        #expect(model.name == "Notes")
        #expect(model.versions.map(\.name) == ["Notes", "Notes 2", "Notes 10"])
        #expect(model.versions.map(\.schema.version) == [1, 2, 3])
        #expect(model.versions.map(\.isCurrent) == [false, false, true])
        #expect(model.versions.map(\.declaresCloudKit) == [true, true, true])
        #expect(model.warnings.isEmpty)
        #expect(model.versions[0].warnings.isEmpty)
        #expect(model.versions[1].warnings.isEmpty)
        #expect(model.versions[2].warnings.map(\.message) == ["fetch index 'byCreated' of entity 'Note' on 'created' dropped"])
        #expect(model.versions[2].warnings.first?.location
            == SourceLocation(file: ImportFixtures.notesBundle + "/Notes 10.xcdatamodel/contents", line: 27, column: 9))
        let latest = model.versions[2].schema
        #expect(latest.configurations == [Configuration(name: "Cloud", cloudKit: true), Configuration(name: "Local", cloudKit: false)])
        #expect(latest.entities.map(\.name) == ["Attachment", "Folder", "Note", "Draft"])
        #expect(latest.entity(named: "Note")?.attribute(named: "created")?.defaultValue == .date("2023-03-08T20:26:40Z"))
    }

    @Test func importedBundleMatchesItsGoldens() throws {
        let model = try XCDataModelImporter.importModel(at: ImportFixtures.notesBundle)
        let files = try ImportVerification.verifiedFiles(for: model)
        #expect(files.map(\.path) == ["Notes-v1.yaml", "Notes-v2.yaml", "Notes-v3.yaml"])
        let prefix = ImportFixtures.folder.path + "/"
        for file in files {
            try ImportFixtures.assertGolden(file.contents.replacingOccurrences(of: prefix, with: ""), file.path)
        }
    }

    @Test func goldensLoadBackAsTheImportedSchemas() throws {
        let model = try XCDataModelImporter.importModel(at: ImportFixtures.notesBundle)
        for version in model.versions {
            let path = ImportFixtures.folder.appendingPathComponent("golden/Notes-v\(version.schema.version).yaml").path
            let loaded = try SchemaLoader.load(contentsOf: path)
            #expect(loaded == version.schema)
        }
    }

    @Test func importsOneVersionFolderWithItsPositionInTheBundle() throws {
        let model = try XCDataModelImporter.importModel(at: ImportFixtures.notesBundle + "/Notes 2.xcdatamodel")
        #expect(model.name == "Notes")
        #expect(model.versions.map(\.schema.version) == [2])
        #expect(model.versions.map(\.isCurrent) == [false])
        let fromContents = try XCDataModelImporter.importModel(
            at: ImportFixtures.notesBundle + "/Notes 10.xcdatamodel/contents", modelName: "Journal")
        #expect(fromContents.name == "Journal")
        #expect(fromContents.versions.map(\.schema.version) == [3])
        #expect(fromContents.versions.first?.schema.model == "Journal")
    }

    @Test func refusesAnInvalidModelNameAndMissingPaths() throws {
        let invalid = try #require(throws: InputError.self) {
            try XCDataModelImporter.importModel(at: ImportFixtures.notesBundle, modelName: "2 notes")
        }
        #expect(invalid.diagnostics.map(\.id) == ["import.invalid_model_name"])
        let missing = try #require(throws: InputError.self) {
            try XCDataModelImporter.importModel(at: ImportFixtures.folder.appendingPathComponent("Nope.xcdatamodeld").path)
        }
        #expect(missing.diagnostics.map(\.id) == ["import.not_found"])
    }

    @Test func derivesAValidModelNameFromTheBundleName() throws {
        var warnings: [ImportWarning] = []
        #expect(try XCDataModelImporter.resolvedModelName(nil, derivedFrom: "My Model-2", warnings: &warnings) == "My_Model_2")
        #expect(try XCDataModelImporter.resolvedModelName(nil, derivedFrom: "2Model", warnings: &warnings) == "Model2Model")
        #expect(warnings.map(\.message) == [
            "model name 'My Model-2' written as 'My_Model_2' (use --model to choose)",
            "model name '2Model' written as 'Model2Model' (use --model to choose)",
        ])
    }

    @Test func reportsAnInvalidResultInsteadOfWritingIt() throws {
        // A relationship to an entity the model does not define cannot be loaded.
        let xml = #"<model><entity name="A"><relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Missing"/></entity></model>"#
        let version = try XCDataModelContentsReader.read(Data(xml.utf8), file: "contents", model: "M", version: 1,
                                                         versionName: "M")
        let error = try #require(throws: InputError.self) {
            try ImportVerification.verifiedFiles(for: ImportedModel(name: "M", versions: [version]))
        }
        #expect(error.diagnostics.map(\.id).allSatisfy { $0 == "import.invalid_result" })
        #expect(error.diagnostics.first?.message.contains("'Missing'") == true)
    }

    @Test func groupsRepeatedWarningsAcrossVersionsAndNamesTheirIdentifiers() {
        let warnings = [
            ImportWarning(ImportDroppedWarnings.userInfoDropped, message: "dropped 'a'", location: SourceLocation(file: "v1", line: 3, column: 5)),
            ImportWarning(ImportDroppedWarnings.userInfoDropped, message: "dropped 'a'", location: SourceLocation(file: "v2", line: 4, column: 5)),
            ImportWarning(ImportDroppedWarnings.userInfoDropped, message: "dropped 'a'", location: SourceLocation(file: "v3", line: 4, column: 5)),
            ImportWarning(ImportDroppedWarnings.validationDropped, message: "dropped 'b'", location: nil),
        ]
        #expect(ImportWarningGrouping.lines(for: warnings) == [
            "v1:3:5: warning: dropped 'a' [import.user_info_dropped] (also in 2 other versions)",
            "warning: dropped 'b' [import.validation_dropped]",
        ])
    }
}
