import CKSchemaCore
import CKSchemaKit
import CKSchemaTestSupport
import Foundation
import Testing

/// `import xcdatamodel` as a service: every version verified, and a re-import writes only what changed.
@Suite struct XCDataModelImportTests {
    @Test func everyVersionIsWrittenOnceAndReimportingLeavesThemAlone() throws {
        let model = try XCDataModelImport(path: PackagePaths.fixture("Import/Notes.xcdatamodeld").path, modelName: nil)
        #expect(model.files.count == 3)
        let output = try TemporaryFolder.make("ckschema-test").appendingPathComponent("schemas").path
        let first = try model.write(to: output, force: false)
        #expect(first.model == "Notes" && first.output == output && first.versions == 3 && first.unchanged == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.hasSuffix(".yaml") }.count == 3)
        let again = try model.write(to: output, force: false)
        #expect(again.versions == 3 && again.unchanged == 3)
    }

    @Test func anUnreadableModelIsInvalidInput() throws {
        let missing = try TemporaryFolder.make("ckschema-test").appendingPathComponent("Missing.xcdatamodeld").path
        #expect(throws: InputError.self) { try XCDataModelImport(path: missing, modelName: nil) }
    }
}
