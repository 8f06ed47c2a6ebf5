import CKSchemaTestSupport
import Foundation
import Testing

/// What a user meets on an ordinary day: where defaults resolve from, older spellings, refusals
/// worded for what was meant, and error output that never floods the terminal.
@Suite struct CommandWordingTests {
    static let schema = """
        model: App
        version: 1
        entities:
          Item:
            attributes:
              name: String?

        """

    @Test func withoutCKSchemaYAMLTheDefaultsResolveFromTheCurrentFolder() throws {
        let root = try TemporaryFolder.repository(["ios/schemas/App-v1.yaml": Self.schema])
        defer { try? FileManager.default.removeItem(at: root) }
        let ios = root.appendingPathComponent("ios")
        let lint = try CLIRunner.run(["lint"], in: ios)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        let versions = try CLIRunner.run(["versions"], in: ios)
        #expect(versions.stdout == "App\t1\tschemas/App-v1.yaml\tdraft\n", "\(versions.stdout)\(versions.stderr)")
        // From the root, where there is no schemas folder, both commands say the same.
        let missLint = try CLIRunner.run(["lint"], in: root)
        let missVersions = try CLIRunner.run(["versions"], in: root)
        #expect(missLint.status == 2 && missVersions.status == 2)
        #expect(missLint.stderr == missVersions.stderr, "\(missLint.stderr)\n---\n\(missVersions.stderr)")
    }

    @Test func theOlderJSONSpellingWorksInEveryCommandThatReports() throws {
        let root = try TemporaryFolder.repository(["schemas/App-v1.yaml": Self.schema])
        defer { try? FileManager.default.removeItem(at: root) }
        for command in [["lint"], ["check"]] {
            let old = try CLIRunner.run(command + ["--json"], in: root)
            let new = try CLIRunner.run(command + ["--format", "json"], in: root)
            #expect(old.status == 0, "\(command): \(old.stderr)")
            #expect(old.stdout == new.stdout)
        }
        let both = try CLIRunner.run(["lint", "--json", "--format", "sarif"], in: root)
        #expect(both.status == 2)
        #expect(both.stderr.contains("--json is --format json"))
    }

    @Test(arguments: [["generate", "ckdb", "--schema-version", "-3"], ["plan", "--from", "-3"], ["filters", "--schema-version", "0"]])
    func aVersionNumberBelowOneIsRefusedForItsValue(_ arguments: [String]) throws {
        let root = try TemporaryFolder.repository(["schemas/App-v1.yaml": Self.schema])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(arguments, in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("a version number is a whole number from 1, not '\(arguments.last ?? "")'"), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"))
    }

    @Test func newVersionIsRefusedWhereTheModelLivesInXcode() throws {
        let root = try TemporaryFolder.repository(["schemas/App-v1.yaml": Self.schema, "ckschema.yaml": "coreData: App/App.xcdatamodeld\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        try XcodeBundleFixture.addVersion("App", attributes: ["name"], to: root.appendingPathComponent("App/App.xcdatamodeld"))
        let result = try CLIRunner.run(["new-version"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("[release.model_lives_elsewhere]"), "\(result.stderr)")
        #expect(result.stderr.contains("Add Model Version"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("schemas/App-v2.yaml").path))
    }

    @Test func anErrorInAOneLineFileShowsAnExcerptNotTheFile() throws {
        // A minified or binary file is one line: the excerpt is a window around the column.
        let line = "model: App\nversion: 1\nentities: {" + (0..<3_000).map { "E\($0): {attributes: {a: String?}}, " }.joined() + "]"
        let root = try TemporaryFolder.repository(["schemas/App-v1.yaml": line])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("schemas/App-v1.yaml:3:"), "\(result.stderr.prefix(500))")
        #expect(result.stderr.utf8.count < 2_000, "\(result.stderr.utf8.count) bytes")
        #expect(result.stderr.contains("…"))
    }

    @Test func aCloudKitSchemaLintedByMistakeSaysWhichCommandReadsIt() throws {
        let ckdb = """
            DEFINE SCHEMA

                RECORD TYPE CD_Item (
                    "___createTime" TIMESTAMP SORTABLE,
                    CD_name         STRING QUERYABLE SEARCHABLE SORTABLE
                );

            """
        let root = try TemporaryFolder.repository(["cloudkit/production.ckdb": ckdb])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint", "cloudkit/production.ckdb"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("ckschema inspect cloudkit/production.ckdb"), "\(result.stderr)")
        #expect(result.stderr.contains("check --against cloudkit/production.ckdb"))
        #expect(result.stderr.components(separatedBy: "error:").count == 2, "one error: \(result.stderr)")
    }

    /// SwiftData code with no `VersionedSchema`, in `Journal/Models` beside a file with no model.
    static func unversionedCode(property: String) throws -> URL {
        try TemporaryFolder.repository([
            "Journal/Models/AAA.swift": "import Foundation\nstruct Helper { var x = 1 }\n",
            "Journal/Models/Entry.swift": """
                import SwiftData
                @Model final class Entry {
                    var title: String = ""
                    var \(property): Int = 0
                    init() {}
                }

                """,
        ])
    }

    @Test func codeWithoutAVersionedSchemaIsNamedForItsFolder() throws {
        let root = try Self.unversionedCode(property: "score")
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try CLIRunner.run(["check", "Journal/Models"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        // Not the reader's placeholder 'Model', nor a file standing for the whole version (AAA.swift,
        // Entry.swift): the version is the folder's @Model classes.
        #expect(check.stdout.hasPrefix("checked 'Journal' version 1 (the @Model classes in Journal/Models)"), "\(check.stdout)")
        let release = try CLIRunner.run(["release", "--from", "Journal/Models"], in: root)
        #expect(release.stdout.contains("wrote schemas/Journal-v1.yaml"), "\(release.stdout)\(release.stderr)")
    }

    @Test func aRenameInSwiftDataCodeIsFixedWithOriginalName() throws {
        let root = try Self.unversionedCode(property: "score")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CLIRunner.run(["release", "--from", "Journal/Models"], in: root).status == 0)
        let renamed = try String(contentsOf: root.appendingPathComponent("Journal/Models/Entry.swift"), encoding: .utf8)
            .replacingOccurrences(of: "var score: Int", with: "var points: Int")
        try renamed.write(to: root.appendingPathComponent("Journal/Models/Entry.swift"), atomically: true, encoding: .utf8)
        let check = try CLIRunner.run(["check", "Journal/Models"], in: root)
        #expect(check.stdout.contains("looks like a rename of"), "\(check.stdout)")
        #expect(check.stdout.contains("@Attribute(originalName: \"score\")"), "\(check.stdout)")
        #expect(!check.stdout.contains("renamedFrom"), "\(check.stdout)")
    }
}
