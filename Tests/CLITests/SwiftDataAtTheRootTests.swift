import CKSchemaTestSupport
import Foundation
import Testing

/// An app whose SwiftData code sits at the repository's root, beside `ckschema.yaml`
/// (`swiftData: .`): the configuration is not read as a YAML version, and `check` counts every
/// file it read, as `lint` does.
@Suite struct SwiftDataAtTheRootTests {
    @Test func checkReadsTheCodeBesideTheConfiguration() throws {
        let root = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try "version: 1\nswiftData: .\n".write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        try "import SwiftData\n@Model final class Item { var name: String = \"\"; var box: Box?; init() {} }\n"
            .write(to: root.appendingPathComponent("Item.swift"), atomically: true, encoding: .utf8)
        try "import SwiftData\n@Model final class Box { @Relationship(inverse: \\Item.box) var items: [Item]? = []; init() {} }\n"
            .write(to: root.appendingPathComponent("Box.swift"), atomically: true, encoding: .utf8)
        let check = try CLIRunner.run(["check"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("[schema.") && !check.stderr.contains("[schema."), "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.hasPrefix("checked '"), "\(check.stdout)")
        #expect(check.stdout.hasSuffix(" in 2 files\n"), "\(check.stdout)")
        let lint = try CLIRunner.run(["lint"], in: root)
        #expect(lint.stdout.hasSuffix(" in 2 files\n"), "\(lint.stdout)")
    }
}
