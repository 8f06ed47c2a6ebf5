import CKSchemaTestSupport
import Foundation
import Testing

/// The workflows of docs/workflows.md, run with the built binary: a YAML-first team starts a
/// version with `new-version`; the option vocabulary is one; a mistyped command gets a suggestion.
@Suite struct WorkflowTests {
    /// A copy of the bundled example (WordErase, three versions) in a fresh folder.
    static func example() throws -> URL {
        let root = try TemporaryFolder.make("ckschema-test")
        let schemas = root.appendingPathComponent("schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        for version in 1...3 {
            try FileManager.default.copyItem(at: CLIRunner.packageRoot.appendingPathComponent("schemas/v\(version).yaml"),
                                             to: schemas.appendingPathComponent("v\(version).yaml"))
        }
        return root
    }

    @Test func newVersionCopiesTheNewestBumpsTheVersionAndItsStampsAndKeepsComments() throws {
        let root = try Self.example()
        let v3 = try String(contentsOf: root.appendingPathComponent("schemas/v3.yaml"), encoding: .utf8)
        // A header ckschema wrote for the copied file does not describe the copy.
        try ("# Imported by ckschema from App.xcdatamodeld/App 3.xcdatamodel/contents\n# Xcode model version 'App 3' (current)\n" + v3)
            .write(to: root.appendingPathComponent("schemas/v3.yaml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["new-version"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote schemas/v4.yaml: version 4 of 'WordErase', from schemas/v3.yaml\n"), "\(result.stdout)")
        let v4 = try String(contentsOf: root.appendingPathComponent("schemas/v4.yaml"), encoding: .utf8)
        #expect(!v4.contains("Imported by ckschema") && !v4.contains("Xcode model version"))
        #expect(v4.hasPrefix("# WordErase, schema version 3"), "the file's own comments stay")
        #expect(v4.contains("\nversion: 4\n"))
        #expect(!v4.contains("schemaVersion: Int16 = 3") && v4.contains("schemaVersion: Int16 = 4"))
        // Only the version line and the stamps changed.
        let changed = zip(v3.components(separatedBy: "\n"), v4.components(separatedBy: "\n")).filter { $0 != $1 }
        #expect(changed.allSatisfy { $0.0.contains("3") && $0.1.contains("4") }, "\(changed)")
        // The new version lints clean and passes the gate (it changes nothing).
        #expect(try CLIRunner.run(["lint", "schemas/v4.yaml"], in: root).status == 0)
        let check = try CLIRunner.run(["check"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        // Versions 1 and 2 are not released: the predecessor is the one compared with.
        #expect(check.stdout.hasPrefix("checked 'WordErase' version 4 (schemas/v4.yaml) against version 3\n"), "\(check.stdout)")
        #expect(check.stdout.contains("in 1 file"), "check gates one version: \(check.stdout)")
    }

    /// A finding every version carries (a custom transformer warning in v1 and v2) is reported once,
    /// in the newest version: the file to fix it in.
    @Test func theSameFindingInEveryVersionIsReportedOnceInTheNewest() throws {
        let root = try TemporaryFolder.make("ckschema-test")
        let schemas = root.appendingPathComponent("schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        for version in 1...2 {
            try """
                model: Palette
                version: \(version)
                entities:
                  Swatch:
                    attributes:
                      color:
                        type: Transformable
                        optional: true
                        valueTransformer: ColorTransformer
                        customClass: UIColor
                \(version == 2 ? "      name: String?\n" : "")
                """.write(to: schemas.appendingPathComponent("v\(version).yaml"), atomically: true, encoding: .utf8)
        }
        let result = try CLIRunner.run(["lint", "--format", "json"], in: root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = (object["findings"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "transformable_value_transformer" }
        #expect(findings.count == 1, "\(result.stdout)")
        #expect(findings.first?["file"] as? String == "schemas/v2.yaml")
    }

    /// Accepted change findings belong to the version that made them: adding a version leaves
    /// them accepted, not "no longer matching".
    @Test func baselineEntriesSurviveANewVersion() throws {
        let root = try TemporaryFolder.make("ckschema-test")
        let schemas = root.appendingPathComponent("schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        for (version, extra) in [(1, "      legacy: String?\n"), (2, "")] {
            try "model: Notes\nversion: \(version)\nentities:\n  Note:\n    attributes:\n      title: String?\n\(extra)"
                .write(to: schemas.appendingPathComponent("v\(version).yaml"), atomically: true, encoding: .utf8)
        }
        #expect(try CLIRunner.run(["check"], in: root).status == 1, "v2 removes a field")
        let baseline = try CLIRunner.run(["baseline"], in: root)
        #expect(baseline.status == 0 && baseline.stdout.contains("recorded 1 finding"), "\(baseline.stdout)")
        #expect(try CLIRunner.run(["new-version"], in: root).status == 0)
        let check = try CLIRunner.run(["check"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("no longer match"), "\(check.stdout)")
    }

    /// A SwiftData team: the code is the model; `check` reads it in place against the released
    /// YAML history, and `release --from` snapshots it when it ships.
    @Test func aSwiftDataTeamChecksAndReleasesTheCodeWhereItLives() throws {
        let root = try TemporaryFolder.make("ckschema-test")
        let models = root.appendingPathComponent("Models")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        let note = models.appendingPathComponent("Note.swift")
        func write(_ properties: String) throws {
            try "import SwiftData\n\n@Model\nfinal class Note {\n\(properties)    init() {}\n}\n"
                .write(to: note, atomically: true, encoding: .utf8)
        }
        try write("    var title: String = \"\"\n    var body: String?\n")
        let released = try CLIRunner.run(["release", "--from", "Models"], in: root)
        #expect(released.status == 0, "\(released.stdout)\(released.stderr)")
        #expect(released.stdout.contains("wrote schemas/") && released.stdout.contains("-v1.yaml from Models"), "\(released.stdout)")
        let same = try CLIRunner.run(["check", "Models"], in: root)
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")

        // An addition: the code is the next version, and it passes.
        try write("    var title: String = \"\"\n    var body: String?\n    var mood: String?\n")
        let added = try CLIRunner.run(["check", "Models"], in: root)
        #expect(added.status == 0, "\(added.stdout)\(added.stderr)")
        #expect(added.stdout.contains("version 2 (the @Model classes in Models) against version 1"), "\(added.stdout)")
        #expect(added.stdout.contains("Models/Note.swift:") && added.stdout.contains("CD_mood"), "\(added.stdout)")

        // A removal breaks production: an error at the class in the Swift file.
        try write("    var title: String = \"\"\n")
        let removed = try CLIRunner.run(["check", "Models", "--format", "json"], in: root)
        #expect(removed.status == 1, "\(removed.stdout)\(removed.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(removed.stdout.utf8)) as? [String: Any])
        let errors = (object["findings"] as? [[String: Any]] ?? []).filter { $0["severity"] as? String == "error" }
        #expect(errors.contains { $0["rule"] as? String == "field_no_delete" && $0["file"] as? String == "Models/Note.swift" }, "\(errors)")
    }

    @Test func aMistypedCommandGetsASuggestion() throws {
        let result = try CLIRunner.run(["lnt"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("'lnt' is not a command of 'ckschema'; did you mean 'lint'?"), "\(result.stderr)")
        let nested = try CLIRunner.run(["dev", "stauts"])
        #expect(nested.status == 2)
        #expect(nested.stderr.contains("did you mean 'status'?"), "\(nested.stderr)")
        #expect(try CLIRunner.run(["help", "lint"]).status == 0)
    }

    @Test func rootHelpOpensWithTheFirstThreeCommands() throws {
        let help = try CLIRunner.run(["--help"]).stdout
        let start = try #require(help.range(of: "Start here"))
        for command in ["ckschema lint", "ckschema check", "ckschema release"] {
            #expect(help[start.upperBound...].contains(command), "\(command)")
        }
        let subcommands = try #require(help.range(of: "SUBCOMMANDS:"))
        // Command lines start with two spaces; wrapped abstracts are indented further.
        let listed = help[subcommands.upperBound...].split(separator: "\n")
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }.map { String($0.dropFirst(2).prefix { $0 != " " }) }
        #expect(listed.prefix(4) == ["import", "lint", "check", "release"], "\(listed)")
    }

    @Test func oneOptionVocabulary() throws {
        let root = try Self.example()
        // --fail-on takes check's values on diff; 'breaking' is the older spelling of 'error'.
        #expect(try CLIRunner.run(["diff", "2", "3", "--fail-on", "never"], in: root).status == 0)
        let warning = try CLIRunner.run(["diff", "1", "3", "--fail-on", "warning"], in: root)
        let error = try CLIRunner.run(["diff", "1", "3", "--fail-on", "error"], in: root)
        let breaking = try CLIRunner.run(["diff", "1", "3", "--fail-on", "breaking"], in: root)
        #expect(error.status == breaking.status)
        #expect(warning.status >= error.status)
        let help = try CLIRunner.run(["diff", "--help"]).stdout
        #expect(help.contains("error") && help.contains("never") && !help.contains("breaking or warning"))
        // env import names only what it imports.
        let importHelp = try CLIRunner.run(["env", "import", "--help"]).stdout
        #expect(!importHelp.contains("development, production") && importHelp.contains("production"))
        let refused = try CLIRunner.run(["env", "import", "development", "x.ckdb", "--state", "s.sqlite"], in: root)
        #expect(refused.status == 2)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("s.sqlite").path))
        // --format json where --json was; --check only on generating commands.
        #expect(try CLIRunner.run(["env", "history", "--help"]).stdout.contains("--format <format>"))
        #expect(!(try CLIRunner.run(["env", "history", "--help"]).stdout.contains("--json")))
        #expect(!(try CLIRunner.run(["promote", "--help"]).stdout.contains("--check")))
        #expect(try CLIRunner.run(["dev", "init", "--help"]).stdout.contains("--file <path>"))
    }
}
