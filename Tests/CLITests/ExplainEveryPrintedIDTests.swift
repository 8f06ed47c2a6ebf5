import CKSchemaTestSupport
import Foundation
import Testing

/// Runs `lint`, `check`, `promote`, `dev init` and `versions` on the bundled and test schemas,
/// collects every identifier they print in brackets, and runs `ckschema explain` on each: every
/// printed identifier has a declaration the binary can explain.
@Suite struct ExplainEveryPrintedIDTests {
    /// The identifiers printed in brackets after a message (`[yaml.syntax]`).
    static func ids(in result: CLIRunner.Result) -> Set<String> {
        // At the end of a message line (not of a source excerpt), or before an inspector finding's
        // fix in parentheses.
        let printedID = /(?:error|warning|note): .*\[([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)?)\](?: \(.*\))?$/
            .anchorsMatchLineEndings()
        return Set((result.stdout + result.stderr).matches(of: printedID).map { String($0.1) })
    }

    /// Every schema file of the test fixtures.
    static func fixtureSchemas() -> [String] {
        let root = PackagePaths.url("Tests/Fixtures")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "yaml" } ?? []
        return files.map { $0.path.replacingOccurrences(of: PackagePaths.root.path + "/", with: "") }.sorted()
    }

    /// A project with the bundled v1 and v2, a lock that released v1 and v2, then v1 edited and
    /// v2 deleted; and the breaking v3 files of the store lifecycle.
    static func makeProject() throws -> URL {
        let project = try TemporaryFolder.make("ckschema-test")
        let schemas = project.appendingPathComponent("schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        for version in ["v1", "v2", "v3"] {
            try FileManager.default.copyItem(at: PackagePaths.url("schemas/\(version).yaml"),
                                             to: schemas.appendingPathComponent("\(version).yaml"))
        }
        let v3 = try String(contentsOf: schemas.appendingPathComponent("v3.yaml"), encoding: .utf8)
        try v3.replacingOccurrences(of: "points: Int64 = 0", with: "points: String = \"\"")
            .write(to: project.appendingPathComponent("v3-retypes-points.yaml"), atomically: true, encoding: .utf8)
        try v3.replacingOccurrences(of: "      note: String?\n", with: "")
            .write(to: project.appendingPathComponent("v3-removes-note.yaml"), atomically: true, encoding: .utf8)
        return project
    }

    @Test func everyPrintedIdentifierIsExplained() throws {
        var printed: Set<String> = []
        func record(_ arguments: [String], in directory: URL = CLIRunner.packageRoot) throws {
            let result = try CLIRunner.run(arguments, in: directory)
            #expect(result.status != 3 && result.status < 64, "\(arguments) crashed: \(result.stderr)")
            printed.formUnion(Self.ids(in: result))
        }

        // lint and check on the bundled schemas and on every test schema
        try record(["lint"])
        try record(["check"])
        try record(["versions"])
        for file in Self.fixtureSchemas() {
            try record(["lint", file])
            try record(["check", file, "--against", "1"])
        }
        for fixture in ["word-erase", "inheritance", "many-to-many", "encryption-sharing"] {
            let folder = "Tests/Fixtures/CloudKit/\(fixture)"
            try record(["check", "\(folder)/schema.yaml", "--against", "\(folder)/jit.ckdb"])
        }
        try record(["check", "schemas/v3.yaml", "--against", "Tests/Fixtures/CloudKit/word-erase/jit.ckdb"])
        try record(["check", "--release", "schemas/v3.yaml", "--against", "Tests/Fixtures/CloudKit/word-erase/jit.ckdb"])

        // dev init and promote through a breaking version, and a lock whose versions changed
        let project = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: project) }
        let state = ["--state", "state.sqlite", "--actor", "ci"]
        try record(["dev", "init", "--schema-version", "1"] + state, in: project)
        try record(["promote", "--yes"] + state, in: project)
        try record(["dev", "init", "--schema-version", "2"] + state, in: project)
        try record(["promote", "--yes"] + state, in: project)
        try record(["dev", "init", "--schema", "v3-retypes-points.yaml"] + state, in: project)
        try record(["dev", "init", "--schema", "v3-removes-note.yaml"] + state, in: project)
        try record(["promote", "--check"] + state, in: project)
        try record(["check", "schemas/v3.yaml", "--against", "production"] + state, in: project)
        try record(["release", "1"], in: project)
        try record(["release", "2"], in: project)
        let v1 = project.appendingPathComponent("schemas/v1.yaml")
        try (try String(contentsOf: v1, encoding: .utf8))
            .replacingOccurrences(of: "container: iCloud.com.example.WordErase", with: "container: iCloud.com.example.edited")
            .write(to: v1, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: project.appendingPathComponent("schemas/v2.yaml"))
        try record(["versions"], in: project)
        try record(["check"], in: project)

        // the run covers lint rules, change rules, checks and input problems
        for expected in ["field_no_delete", "field_same_type", "released_version_modified", "release_not_deployed", "not_in_production_yet"] {
            #expect(printed.contains(expected), "no command printed \(expected); printed: \(printed.sorted())")
        }
        #expect(printed.count >= 10)

        for id in printed.sorted() {
            let result = try CLIRunner.run(["explain", id])
            #expect(result.status == 0, "explain \(id): \(result.stderr)")
            #expect(result.stdout.hasPrefix("\(id): "), "explain \(id) printed: \(result.stdout.prefix(80))")
        }
    }

    @Test func explainKnowsEveryKindAndRefusesUnknownIDs() throws {
        for id in ["unique_constraint", "field_no_delete", "release_not_deployed", "yaml.syntax", "import.default_dropped"] {
            let result = try CLIRunner.run(["explain", id])
            #expect(result.status == 0, "explain \(id): \(result.stderr)")
        }
        let unknown = try CLIRunner.run(["explain", "release_not_deploy"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "error: unknown rule 'release_not_deploy' [rules.unknown_rule]\n  fix: did you mean 'release_not_deployed'?\n")
    }

    @Test func rulesListsEveryKind() throws {
        let all = try CLIRunner.run(["rules", "--format", "json", "--defaults"])
        #expect(all.status == 0, "\(all.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: [[String: String]]])
        #expect(Set(object.keys) == ["lint", "change", "check", "input"])
        #expect(object["check"]?.contains { $0["id"] == "released_version_missing" } == true)
        #expect(object["input"]?.contains { $0["id"] == "yaml.syntax" && $0["group"] == "YAML" } == true)
        let checks = try CLIRunner.run(["rules", "--kind", "check"])
        #expect(checks.stdout.hasPrefix("ID "))
        #expect(checks.stdout.contains("\nrelease_not_deployed "))
        let page = try CLIRunner.run(["rules", "--kind", "input", "--format", "markdown"])
        let checkedIn = try String(contentsOf: PackagePaths.url("docs/input-problems.md"), encoding: .utf8)
        #expect(page.stdout == checkedIn)
    }
}
