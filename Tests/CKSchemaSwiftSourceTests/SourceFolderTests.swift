import CKSchemaCore
import CKSchemaSwiftSource
import CKSchemaTestSupport
import Foundation
import Testing

/// Which folders hold SwiftData code rather than YAML versions.
@Suite struct SourceFolderTests {
    @Test func theConfigurationAndHiddenYAMLBesideCodeDoNotMakeASchemasFolder() throws {
        let root = try TemporaryFolder.make("source-folder")
        defer { try? FileManager.default.removeItem(at: root) }
        try "import SwiftData\n@Model final class Item { var name: String = \"\" }\n"
            .write(to: root.appendingPathComponent("Item.swift"), atomically: true, encoding: .utf8)
        for name in ["ckschema.yaml", ".swiftlint.yml", ".pre-commit-config.yaml"] {
            try "version: 1\n".write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        #expect(SwiftDataReader.isSwiftSource(root.path))
        // A YAML version beside it makes it a schemas folder.
        try "version: 1\n".write(to: root.appendingPathComponent("Shop-v1.yaml"), atomically: true, encoding: .utf8)
        #expect(!SwiftDataReader.isSwiftSource(root.path))
    }
}

/// A Swift file that is not UTF-8 is refused at the first bytes that are no character; a byte
/// order mark is not part of the text.
@Suite struct SwiftFileEncodingTests {
    @Test func aFileThatIsNotUTF8IsRefusedWhereItStopsBeingText() throws {
        let root = try TemporaryFolder.make("swift-encoding")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Item.swift")
        try Data(Array("import SwiftData\n@Model final class Item { var name: String = \"caf".utf8) + [0xE9]
                 + Array("\" }\n".utf8)).write(to: file)
        let error = try #require(throws: InputError.self) { try SwiftDataReader.read(paths: [file.path]) }
        #expect(error.diagnostics.map(\.location?.line) == [2])
        #expect(error.diagnostics.map(\.location?.column) == [50])
        #expect(error.diagnostics.first?.message.contains("is not UTF-8 text") == true)

        try Data([0xEF, 0xBB, 0xBF] + Array("import SwiftData\n@Model final class Item { var name: String = \"\" }\n".utf8)).write(to: file)
        let read = try SwiftDataReader.read(paths: [file.path])
        #expect(read.models.first?.versions.first?.schema.entities.map(\.name) == ["Item"])
        #expect(read.diagnostics.filter { $0.severity == .error }.isEmpty)
    }
}
