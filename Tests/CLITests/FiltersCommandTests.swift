import Foundation
import CKSchemaTestSupport
import Testing

@Suite struct FiltersCommandTests {
    static let journal = "Tests/Fixtures/Generation/Filters/journal"

    @Test func committedExampleFiltersPassCheck() throws {
        let swift = try CLIRunner.run(["filters", "--check", "--output", "Generated/Filters/VersionFilters.swift"])
        #expect(swift.status == 0, "\(swift.stderr)")
        #expect(swift.stdout.contains("'Generated/Filters/VersionFilters.swift' is up to date"), "\(swift.stdout)")
        let json = try CLIRunner.run(["filters", "--format", "json", "--check", "--output", "Generated/Filters/version-filters.json"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.contains("'Generated/Filters/version-filters.json' is up to date"), "\(json.stdout)")
    }

    @Test func checkReportsAStaleOrMissingFileAndWritesNothing() throws {
        let folder = TemporaryFolder.url("filters-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Filters.swift").path
        let missing = try CLIRunner.run(["filters", "--schemas", "schemas", "--check", "--output", path])
        #expect(missing.status == 1)
        #expect(missing.stderr == "missing: \(path)\n")
        #expect(!FileManager.default.fileExists(atPath: path))

        let written = try CLIRunner.run(["filters", "--schemas", "schemas", "--output", path])
        #expect(written.status == 0)
        #expect(written.stdout == "wrote \(path)\n")
        #expect(try CLIRunner.run(["filters", "--schemas", "schemas", "--check", "--output", path]).status == 0)

        try Data("// edited\n".utf8).write(to: URL(fileURLWithPath: path))
        let stale = try CLIRunner.run(["filters", "--schemas", "schemas", "--check", "--output", path])
        #expect(stale.status == 1)
        #expect(stale.stderr == "stale: \(path)\n")
    }

    @Test func formatsPrintTheFormStrings() throws {
        let result = try CLIRunner.run(["filters", "--schemas", "\(Self.journal)/schemas", "--schema-version", "2", "--format", "ckquery"])
        #expect(result.status == 0)
        let golden = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("\(Self.journal)/v2-ckquery.txt"), encoding: .utf8)
        #expect(result.stdout == golden)
        #expect(result.stdout.contains("Photo: CD_entityName == \"Photo\" AND CD_schemaVersion <= 2\n"))
        let ns = try CLIRunner.run(["filters", "--format", "nspredicate"])
        #expect(ns.stdout.hasSuffix("Score: schemaVersion <= 3\nEvent: schemaVersion <= 3\nArticle: schemaVersion <= 3\nPost: version <= 3\n"))
    }

    @Test func invalidInputExitsTwo() throws {
        let unknown = try CLIRunner.run(["filters", "--schema-version", "9"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("model 'WordErase' has no version 9 (versions: 1, 2, 3)"))
        #expect(try CLIRunner.run(["filters", "--check"]).status == 2)
        #expect(try CLIRunner.run(["filters", "--format", "yaml"]).status == 2)
    }
}
