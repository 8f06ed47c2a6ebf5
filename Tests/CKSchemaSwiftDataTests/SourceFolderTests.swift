import CKSchemaSwiftData
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
