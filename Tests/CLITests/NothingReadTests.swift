import CKSchemaTestSupport
import Foundation
import Testing

/// A command that reads nothing fails: exit 2 with a located message naming what it looked for,
/// never "0 files" and exit 0, never a "✅ Safe" summary.
@Suite struct NothingReadTests {
    /// A project folder with `ckschema.yaml` and the given folders and files.
    static func project(folders: [String] = [], files: [String: String] = [:]) throws -> URL {
        let root = try TemporaryFolder.make("ckschema-test")
        try "version: 1\n".write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        for folder in folders {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    static let version = "model: M\nversion: 1\nentities:\n  Item:\n    attributes:\n      name: String?\n"

    @Test func lintOfAnEmptyFolderIsAnError() throws {
        let root = try Self.project(folders: ["empty"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint", "empty"], in: root)
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr.contains("empty:1:1: error: no schema version in 'empty': looked for *.yaml and *.yml files directly in it [schema.none_found]"), "\(result.stderr)")
        #expect(!result.stdout.contains("0 files"))
    }

    @Test func lintOfAFolderNamedLikeAFileIsAnError() throws {
        let root = try Self.project(folders: ["d.yaml"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint", "d.yaml"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("no schema version in 'd.yaml'"), "\(result.stderr)")
    }

    @Test func aCoreDataBundleIsNeverASilentPass() throws {
        let root = try Self.project(files: ["App/Model.xcdatamodeld/Model.xcdatamodel/contents": "<model/>"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint", "App/Model.xcdatamodeld"], in: root)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("0 errors, 0 warnings in 0 files"))
    }

    /// `release --from`, `generate ckdb --file` and `dev init --file` of a folder with no Swift file.
    @Test func anEmptyCodeFolderIsNeverAModel() throws {
        let root = try Self.project(folders: ["App/Models"])
        defer { try? FileManager.default.removeItem(at: root) }
        for command in [["release", "--from", "App/Models"], ["generate", "ckdb", "--file", "App/Models"]] {
            let result = try CLIRunner.run(command, in: root)
            #expect(result.status == 2, "\(command): \(result.stdout)")
            #expect(result.stderr.hasPrefix("App/Models:1:1: error: ") && result.stderr.contains("no Swift file"),
                    "\(command): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("schemas").path))
    }

    @Test func checkWithAnEmptySchemasFolderIsAnError() throws {
        let root = try Self.project(folders: ["schemas"])
        defer { try? FileManager.default.removeItem(at: root) }
        for format in ["text", "markdown", "github", "json"] {
            let result = try CLIRunner.run(["check", "--format", format], in: root)
            #expect(result.status == 2, "\(format): \(result.stdout)")
            #expect(result.stderr.contains("no schema version in 'schemas'"), "\(format): \(result.stderr)")
            #expect(!result.stdout.contains("Safe"))
        }
        let missing = try CLIRunner.run(["check", "nowhere"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read 'nowhere'"))
    }

    @Test func versionsInASubfolderAreNamedNotSkipped() throws {
        let root = try Self.project(files: ["schemas/app/v1.yaml": Self.version])
        defer { try? FileManager.default.removeItem(at: root) }
        for command in [["check"], ["lint"], ["lint", "schemas"]] {
            let result = try CLIRunner.run(command, in: root)
            #expect(result.status == 2, "\(command): \(result.stdout)")
            #expect(result.stderr.contains("no schema version in 'schemas': looked for *.yaml and *.yml files directly in it; its subfolder 'app' holds 1"), "\(command): \(result.stderr)")
            #expect(result.stderr.contains("ckschema lint schemas/app"))
        }
        // Named, the subfolder is read.
        #expect(try CLIRunner.run(["lint", "schemas/app"], in: root).status == 0)
    }
}
