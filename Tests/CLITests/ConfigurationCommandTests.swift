import CKSchemaTestSupport
import Foundation
import Testing

/// One configuration for every command: `schemas:`, a severity override and a suppression in
/// `ckschema.yaml` apply to each command family.
@Suite struct ConfigurationCommandTests {
    /// A repository whose versions live in `model/`, with a unique constraint (an error unless the
    /// suppression applies) and an inline binary attribute (a warning, configured as a note).
    static func project() throws -> URL {
        let root = try TemporaryFolder.make("ckschema-test")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("model"), withIntermediateDirectories: true)
        try """
            version: 1
            schemas: model
            rules:
              binary_without_external_storage: note
            suppressions:
              - rule: unique_constraint
                entity: Item
                reason: checked by the app before insert
            """.write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        for version in [1, 2] {
            try """
                model: Shop
                version: \(version)
                container: iCloud.com.example.Shop
                versionAttribute: schemaVersion
                entities:
                  Item:
                    uniqueConstraints: [[code]]
                    attributes:
                      code: String = ""
                      photo: Binary?
                      schemaVersion: Int16 = \(version)
                \(version == 2 ? "      note: String?\n" : "")
                """.write(to: root.appendingPathComponent("model/v\(version).yaml"), atomically: true, encoding: .utf8)
        }
        return root
    }

    func run(_ arguments: [String], in root: URL) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, in: root)
    }

    @Test func lintAndCheckApplyTheSeverityAndTheSuppression() throws {
        let root = try Self.project()
        let lint = try run(["lint"], in: root)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("note: binary attribute 'Item.photo'"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("unique_constraint"))
        let check = try run(["check"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("model/v2.yaml"))
    }

    @Test func versionCommandsReadTheConfiguredFolder() throws {
        let root = try Self.project()
        let diff = try run(["diff", "1", "2"], in: root)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.contains("Shop 1 → 2"))
        let released = try run(["release", "1"], in: root)
        #expect(released.status == 0, "\(released.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("model/ckschema.lock").path))
        let versions = try run(["versions"], in: root)
        #expect(versions.stdout.contains("Shop\t1\tmodel/v1.yaml\treleased (locked)"), "\(versions.stdout)")
        let plan = try run(["plan"], in: root)
        #expect(plan.status == 0, "\(plan.stderr)")
        #expect(plan.stdout.contains("# Shop: migration plan, version 1 → 2"))
    }

    /// `import` writes to the configured folder (`schemas: model`), not to `schemas/`; `--output`
    /// still chooses another.
    @Test func importWritesToTheConfiguredFolder() throws {
        let root = try Self.project()
        let bundle = PackagePaths.fixture("Import/Notes.xcdatamodeld").path
        let xcode = try run(["import", "xcdatamodel", bundle, "--model", "Notes"], in: root)
        #expect(xcode.status == 0, "\(xcode.stdout)\(xcode.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("model").path)
        #expect(written.contains { $0.hasPrefix("Notes") && $0.hasSuffix(".yaml") }, "\(written)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("schemas").path))

        try "import SwiftData\n\n@Model final class Tag {\n    var name: String = \"\"\n    init() {}\n}\n"
            .write(to: root.appendingPathComponent("Tag.swift"), atomically: true, encoding: .utf8)
        let swift = try run(["import", "swiftdata", "Tag.swift", "--model", "Tags"], in: root)
        #expect(swift.status == 0, "\(swift.stdout)\(swift.stderr)")
        let afterSwift = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("model").path)
        #expect(afterSwift.contains { $0.hasPrefix("Tags") && $0.hasSuffix(".yaml") }, "\(afterSwift)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("schemas").path))

        let elsewhere = try run(["import", "swiftdata", "Tag.swift", "--model", "Tags", "--output", "other"], in: root)
        #expect(elsewhere.status == 0, "\(elsewhere.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("other").path))
    }

    @Test func generatorsLintWithTheConfiguration() throws {
        // Without the suppression, the unique constraint would stop every generator with exit 1.
        let root = try Self.project()
        for arguments in [["filters"], ["generate", "swift", "--output", "Gen"], ["generate", "ckdb"]] {
            let result = try run(arguments, in: root)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
    }

    @Test func theStoreCommandsLintWithTheConfiguration() throws {
        let root = try Self.project()
        let initialized = try run(["dev", "init", "--state", "s.sqlite"], in: root)
        #expect(initialized.status == 0, "\(initialized.stderr)")
        #expect(initialized.stdout.contains("model 'Shop' version 2"), "\(initialized.stdout)")
        let promote = try run(["promote", "--check", "--state", "s.sqlite"], in: root)
        #expect(promote.status == 0, "\(promote.stdout)\(promote.stderr)")
    }

    @Test func anUnusedSuppressionIsAWarningAndAChangeRuleCanBeConfigured() throws {
        let root = try Self.project()
        let config = root.appendingPathComponent("ckschema.yaml")
        try (try String(contentsOf: config, encoding: .utf8) + "\n" + """
              - rule: relationship_ordered
                entity: Item
                reason: left over
            """ + "\n").write(to: config, atomically: true, encoding: .utf8)
        let lint = try run(["lint"], in: root)
        #expect(lint.stdout.contains("warning: the suppression of 'relationship_ordered' for 'Item' matches no finding [config.unused_suppression]"), "\(lint.stdout)")
        // field_added is a change rule: switched off, check reports no addition.
        try (try String(contentsOf: config, encoding: .utf8).replacingOccurrences(
            of: "rules:\n", with: "rules:\n  field_added: off\n")).write(to: config, atomically: true, encoding: .utf8)
        let check = try run(["check"], in: root)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(!check.stdout.contains("[field_added]"), "\(check.stdout)")
    }
}

/// `coreData:` in `ckschema.yaml`: the Core Data model where it lives is what `lint`, `check` and
/// `release` read when given no path.
@Suite struct CoreDataConfigurationTests {
    @Test func theConfiguredModelIsTheDefaultOfLintCheckAndRelease() throws {
        let root = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try manager.copyItem(at: PackagePaths.url("Tests/Fixtures/Import/Notes.xcdatamodeld"),
                             to: root.appendingPathComponent("App/Model.xcdatamodeld"))
        try "version: 1\ncoreData: App/Model.xcdatamodeld\n"
            .write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)

        let lint = try CLIRunner.run(["lint"], in: root)
        #expect(lint.status == 1, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("App/Model.xcdatamodeld/Notes 10.xcdatamodel/contents:5:9: error: attribute 'Attachment.id'"), "\(lint.stdout)")

        let released = try CLIRunner.run(["release"], in: root)
        #expect(released.status == 0, "\(released.stdout)\(released.stderr)")
        #expect(released.stdout.contains("wrote schemas/Model-v3.yaml from App/Model.xcdatamodeld"), "\(released.stdout)")
        let adopted = try CLIRunner.run(["release", "1", "2"], in: root)
        #expect(adopted.stdout.contains("wrote schemas/Model-v1.yaml from App/Model.xcdatamodeld"), "\(adopted.stdout)")

        let check = try CLIRunner.run(["check"], in: root)
        #expect(check.stdout.hasPrefix("checked 'Model' version 3"), "\(check.stdout)")
        #expect(check.status == 1, "the released version still breaks CloudKit rules: \(check.stdout)")
    }
}
