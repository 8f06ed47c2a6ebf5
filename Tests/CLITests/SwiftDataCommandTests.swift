import CKSchemaCore
import CKSchemaTestSupport
import Foundation
import Testing

/// SwiftData code end to end: `import swiftdata`, `lint` on Swift, and `check --swift`, run as
/// the built binary in a temporary project.
@Suite struct SwiftDataCommandTests {
    /// The WordErase example of the seed story, as the developer first wrote it (no defaults), with
    /// the unique URL of the second seed and a deny delete rule.
    static let seed = """
        import SwiftData

        @Model class Score {
            var dateKey: String
            var points: Int
            var maxPoints: Int
            @Relationship(deleteRule: .deny, inverse: \\Event.score) var events: [Event]? = []

            init(dateKey: String, points: Int, maxPoints: Int) {
                self.dateKey = dateKey
                self.points = points
                self.maxPoints = maxPoints
            }
        }

        @Model class Event {
            var kind: String
            @Attribute(.unique) var url: URL
            var at: Date = Date.now
            var score: Score?

            init(kind: String, url: URL) {
                self.kind = kind
                self.url = url
            }
        }

        """

    /// A model CloudKit accepts.
    static let clean = """
        import SwiftData

        @Model final class Score {
            var dateKey: String = ""
            var points: Int = 0
            @Relationship(deleteRule: .cascade, inverse: \\Event.score) var events: [Event]? = []
            init() {}
        }

        @Model final class Event {
            var at: Date = Date.now
            var score: Score?
            init() {}
        }

        """

    /// A temporary project (with `.git`, so the configuration search stops there) holding
    /// `Models/Score.swift`.
    func project(_ swift: String, config: String? = nil) throws -> URL {
        let root = try TemporaryFolder.make("ckschema-test")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Models"), withIntermediateDirectories: true)
        try swift.write(to: root.appendingPathComponent("Models/Score.swift"), atomically: true, encoding: .utf8)
        if let config { try config.write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8) }
        return root
    }

    func edit(_ root: URL, _ transform: (String) -> String) throws {
        let url = root.appendingPathComponent("Models/Score.swift")
        try transform(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }

    // MARK: - lint

    @Test func lintReportsTheSeedModelAtItsSwiftLines() throws {
        let root = try project(Self.seed)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint", "Models/Score.swift"], in: root)
        #expect(result.status == 1)
        let out = result.stdout
        for (line, name) in [(4, "dateKey"), (5, "points"), (6, "maxPoints"), (17, "kind"), (18, "url")] {
            let column = line == 18 ? 29 : 9
            #expect(out.contains("Models/Score.swift:\(line):\(column): error: attribute '\(line < 10 ? "Score" : "Event").\(name)' is neither optional nor has a default value [attribute_required_without_default]"), "\(name)")
        }
        #expect(out.contains("fix: make 'points' optional ('Int?') or give it a default ('= 0')"))
        #expect(out.contains("fix: make 'dateKey' optional ('String?') or give it a default ('= \"\"')"))
        #expect(out.contains("Models/Score.swift:18:16: error: entity 'Event' declares a unique constraint on 'url'"))
        #expect(out.contains("fix: remove '.unique' (or the #Unique group)"))
        #expect(out.contains("Models/Score.swift:7:31: error: relationship 'Score.events' uses the deny delete rule"))
        #expect(out.contains("fix: use 'deleteRule: .nullify' or '.cascade'"))
        #expect(out.hasSuffix("7 errors, 0 warnings, 2 notes in 1 file\n"))
    }

    @Test func lintReadsTheSwiftPathsOfTheConfiguration() throws {
        let root = try project(Self.seed, config: "version: 1\nswift: [Models]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint", "--format", "json"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("\"file\" : \"Models/Score.swift\"") || result.stdout.contains("\"file\": \"Models/Score.swift\""))
    }

    @Test func lintOfACleanModelExitsZero() throws {
        let root = try project(Self.clean)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint", "Models"], in: root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        // What was linted: both models of the file.
        #expect(result.stdout.contains("whether 'Score' syncs is unknown"), "\(result.stdout)")
        #expect(result.stdout.contains("whether 'Event' syncs is unknown"), "\(result.stdout)")
        #expect(result.stdout.contains("0 errors, 0 warnings, 2 notes in 1 file"), "\(result.stdout)")
    }

    @Test func swiftThatDoesNotParseIsInvalidInput() throws {
        let root = try project("@Model final class Score {\n    var points: Int = = 0\n}\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint", "Models"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Models/Score.swift:2:"))
        #expect(result.stderr.contains("[swiftdata.syntax_error]"))
    }

    // MARK: - import swiftdata

    @Test func importWritesOneYAMLFilePerVersionAllOrNothing() throws {
        let root = try project(Self.seed)
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try CLIRunner.run(["import", "swiftdata", "Models", "--model", "WordErase"], in: root)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "imported 1 version of 'WordErase' into 'schemas' (3 notes)\n")
        let yaml = try String(contentsOf: root.appendingPathComponent("schemas/WordErase-v1.yaml"), encoding: .utf8)
        #expect(yaml.contains("      points: Int64\n"))
        #expect(yaml.contains("      at: Date = now\n"))
        // The YAML lints like the code: the same seven findings.
        let lint = try CLIRunner.run(["lint"], in: root)
        #expect(lint.stdout.hasSuffix("7 errors, 0 warnings in 1 file\n"))

        // Re-importing what the folder already says writes nothing and needs no --force.
        let unchanged = try CLIRunner.run(["import", "swiftdata", "Models", "--model", "WordErase"], in: root)
        #expect(unchanged.status == 0, "\(unchanged.stderr)")
        #expect(try String(contentsOf: root.appendingPathComponent("schemas/WordErase-v1.yaml"), encoding: .utf8) == yaml)
        // A file that says something else is not overwritten without --force.
        try yaml.replacingOccurrences(of: "      points: Int64\n", with: "      points: Int32\n")
            .write(to: root.appendingPathComponent("schemas/WordErase-v1.yaml"), atomically: true, encoding: .utf8)
        let again = try CLIRunner.run(["import", "swiftdata", "Models", "--model", "WordErase"], in: root)
        #expect(again.status == 2)
        #expect(again.stderr.contains("already exists; nothing written (use --force to overwrite)"))
        let forced = try CLIRunner.run(["import", "swiftdata", "Models", "--model", "WordErase", "--force"], in: root)
        #expect(forced.status == 0)
    }

    @Test func importOfSomethingWithoutModelsWritesNothing() throws {
        let root = try project("struct Settings { var theme = \"dark\" }\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["import", "swiftdata", "Models"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Models/Score.swift:1:1: error: no @Model class found"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("schemas").path))
        let missing = try CLIRunner.run(["import", "swiftdata", "Nowhere"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such file or folder 'Nowhere'"))
    }

    // MARK: - check --swift

    /// A clean project with its YAML version imported from the code.
    func importedProject() throws -> URL {
        let root = try project(Self.clean)
        let imported = try CLIRunner.run(["import", "swiftdata", "Models", "--model", "WordErase"], in: root)
        #expect(imported.status == 0)
        return root
    }

    @Test func identicalCodeHasNoDrift() throws {
        let root = try importedProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["check", "--swift", "Models"], in: root)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("0 errors, 0 warnings in 2 files\n"), "\(result.stdout)")
        #expect(result.stdout.hasPrefix("checked '"), "what is gated comes first: \(result.stdout)")
    }

    @Test func aRenamedPropertyDriftsAtBothPlaces() throws {
        let root = try importedProject()
        defer { try? FileManager.default.removeItem(at: root) }
        try edit(root) { $0.replacingOccurrences(of: "var points: Int = 0", with: "var score: Int = 0") }
        let result = try CLIRunner.run(["check", "--swift", "Models"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Models/Score.swift:3:20: error: attribute 'Score.points' of YAML version 1 is not in the Swift code [swiftdata.drift]"))
        #expect(result.stdout.contains("note: previously at schemas/WordErase-v1.yaml:12:7"))
        #expect(result.stdout.contains("Models/Score.swift:5:9: error: 'Score.score' is in the Swift code but not in YAML version 1 [swiftdata.drift]"))
        #expect(result.stdout.contains("note: previously at schemas/WordErase-v1.yaml:8:3"))
    }

    @Test func checkComparesTheSwiftPathsOfTheConfiguration() throws {
        let root = try importedProject()
        defer { try? FileManager.default.removeItem(at: root) }
        try "version: 1\nswift: Models\n".write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["check"], in: root).status == 0)
        try edit(root) { $0.replacingOccurrences(of: "var points: Int = 0", with: "var points: Int? = 0") }
        let result = try CLIRunner.run(["check"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("'Score.points': optional is false in YAML version 1 but true in the Swift code [swiftdata.drift]"))
    }

    /// `swiftdata.drift` is configured like every other ID: a severity, `off`, a suppression.
    @Test func theDriftIDIsConfigurable() throws {
        let root = try importedProject()
        defer { try? FileManager.default.removeItem(at: root) }
        try edit(root) { $0.replacingOccurrences(of: "var points: Int = 0", with: "var points: Int? = 0") }
        let config = root.appendingPathComponent("ckschema.yaml")
        try "version: 1\nrules:\n  swiftdata.drift: warning\n".write(to: config, atomically: true, encoding: .utf8)
        let warned = try CLIRunner.run(["check", "--swift", "Models"], in: root)
        #expect(warned.status == 0, "\(warned.stdout)\(warned.stderr)")
        #expect(warned.stdout.contains("warning: 'Score.points': optional is false in YAML version 1 but true in the Swift code [swiftdata.drift]"))
        try "version: 1\nrules:\n  swiftdata.drift: off\n".write(to: config, atomically: true, encoding: .utf8)
        let off = try CLIRunner.run(["check", "--swift", "Models"], in: root)
        #expect(off.status == 0 && !off.stdout.contains("[swiftdata.drift]"), "\(off.stdout)")
        #expect(try CLIRunner.run(["check", "--swift", "Models", "--fail-on", "warning"], in: root).status == 0)
    }

    @Test func aChangedTypeDriftsAtBothPlaces() throws {
        let root = try importedProject()
        defer { try? FileManager.default.removeItem(at: root) }
        try edit(root) { $0.replacingOccurrences(of: "var points: Int = 0", with: "var points: Double = 0") }
        let result = try CLIRunner.run(["check", "--swift", "Models", "--format", "json"], in: root)
        #expect(result.status == 1)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let type = try #require(findings.first { ($0["message"] as? String)?.contains("type is Int64") == true })
        #expect(type["message"] as? String == "'Score.points': type is Int64 in YAML version 1 but Double ('Double') in the Swift code")
        #expect(type["file"] as? String == "Models/Score.swift" && type["line"] as? Int == 5)
        #expect(type["relatedFile"] as? String == "schemas/WordErase-v1.yaml" && type["relatedLine"] as? Int == 12)
    }

    @Test func aRemovedModelDriftsAtBothPlaces() throws {
        let root = try importedProject()
        defer { try? FileManager.default.removeItem(at: root) }
        try edit(root) { text in
            String(text[..<(text.range(of: "@Model final class Event")?.lowerBound ?? text.endIndex)])
                .replacingOccurrences(of: "@Relationship(deleteRule: .cascade, inverse: \\Event.score) var events: [Event]? = []\n", with: "")
        }
        let result = try CLIRunner.run(["check", "--swift", "Models"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("error: entity 'Event' of YAML version 1 is not in the Swift code [swiftdata.drift]"))
        #expect(result.stdout.contains("note: previously at schemas/WordErase-v1.yaml:19:3"))
        #expect(result.stdout.contains("relationship 'Score.events' of YAML version 1 is not in the Swift code"))
    }

    /// Seed 004's crash: a released VersionedSchema edited by accident no longer matches its locked YAML version.
    @Test func anEditedReleasedVersionedSchemaDrifts() throws {
        let versioned = """
            import SwiftData

            enum ScoresSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Score.self] }
                @Model final class Score {
                    var points: Int = 0
                    init() {}
                }
            }

            enum ScoresSchemaV2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [Score.self] }
                @Model final class Score {
                    var points: Int = 0
                    var bonus: Int = 0
                    init() {}
                }
            }

            enum ScoresMigrationPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [ScoresSchemaV1.self, ScoresSchemaV2.self] }
                static var stages: [MigrationStage] { [.lightweight(fromVersion: ScoresSchemaV1.self, toVersion: ScoresSchemaV2.self)] }
            }

            """
        let root = try project(versioned)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CLIRunner.run(["import", "swiftdata", "Models"], in: root).status == 0)
        #expect(try CLIRunner.run(["release", "1"], in: root).status == 0)
        #expect(try CLIRunner.run(["check", "--swift", "Models"], in: root).status == 0)

        // A later edit touches the released V1 by mistake.
        try edit(root) { $0.replacingOccurrences(of: "        var points: Int = 0\n        init() {}\n    }\n}\n\nenum ScoresSchemaV2",
                                                 with: "        var points: Int = 0\n        var bonus: Int = 0\n        init() {}\n    }\n}\n\nenum ScoresSchemaV2") }
        let result = try CLIRunner.run(["check", "--swift", "Models"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Models/Score.swift:8:13: error: 'Score.bonus' is in the Swift code but not in YAML version 1 (released) [swiftdata.drift]"))
        #expect(result.stdout.contains("version 1 is released"))
    }
}
