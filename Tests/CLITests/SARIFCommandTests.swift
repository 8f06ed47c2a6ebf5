import Foundation
import CKSchemaTestSupport
import Testing

/// `--format sarif` from the binary: valid SARIF 2.1.0 with the whole catalog, suppressions and a
/// git baseline as related location (issue 17).
@Suite struct SARIFCommandTests {
    /// A git repository whose HEAD holds version 1; the working tree adds a breaking version 2 and
    /// a `ckschema.yaml` suppression of one of its lint findings.
    static func repository() throws -> URL {
        let root = try TemporaryFolder.make("ckschema-test")
        let schemas = root.appendingPathComponent("schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        let fixtures = PackagePaths.fixture("Review/breaking/schemas")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("v1.yaml"), to: schemas.appendingPathComponent("v1.yaml"))
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "v1"]] {
            try git(arguments, in: root)
        }
        let v2 = try String(contentsOf: fixtures.appendingPathComponent("v2.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "      author: String?\n", with: "      author: String?\n      cover: Binary?\n")
        try v2.write(to: schemas.appendingPathComponent("v2.yaml"), atomically: true, encoding: .utf8)
        try """
            version: 1
            suppressions:
              - rule: binary_without_external_storage
                entity: Book
                attribute: cover
                reason: covers are small thumbnails
            """.write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        return root
    }

    static func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    func sarif(in root: URL) throws -> (text: String, run: [String: Any]) {
        let result = try CLIRunner.run(["check", "schemas/v2.yaml", "--against", "git:HEAD:schemas/v1.yaml", "--format", "sarif"], in: root)
        #expect(result.status == 1, "\(result.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return (result.stdout, try #require((object["runs"] as? [[String: Any]])?.first))
    }

    @Test(.tool("python3 with jsonschema") { SARIFSchema.validatorAvailable })
    func checkWithFindingsSuppressionsAndAGitBaselineIsValidSARIF() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let (text, run) = try sarif(in: root)
        #expect(try SARIFSchema.errors(in: text) == [])
        let results = try #require(run["results"] as? [[String: Any]])
        let suppressed = try #require(results.first { $0["suppressions"] != nil })
        #expect(suppressed["ruleId"] as? String == "binary_without_external_storage")
        #expect((suppressed["suppressions"] as? [[String: Any]])?.first?["justification"] as? String == "covers are small thumbnails")
        let removal = try #require(results.first { $0["ruleId"] as? String == "field_no_delete" })
        let related = try #require((removal["relatedLocations"] as? [[String: Any]])?.first)
        #expect(((related["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])?["uri"] == "schemas/v1.yaml")
        #expect((related["message"] as? [String: String])?["text"] == "the older version: schemas/v1.yaml at git revision HEAD")
        // Every URI is a relative reference into the repository.
        for uri in text.components(separatedBy: "\"uri\": \"").dropFirst().map({ String($0.prefix { $0 != "\"" }) }) {
            #expect(!uri.hasPrefix("/") && !uri.hasPrefix("git:") && URL(string: uri) != nil, "\(uri)")
        }
    }

    @Test func theCatalogHasEveryRuleThatRulesLists() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let listed = try CLIRunner.run(["rules", "--format", "json", "--defaults"])
        let catalogs = try #require(JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: [[String: Any]]])
        #expect(Set(catalogs.keys) == ["lint", "change", "check", "input"])
        let ids = catalogs.values.flatMap { $0 }
        let driver = try #require((try sarif(in: root).run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let catalog = Set(rules.compactMap { $0["id"] as? String })
        #expect(ids.count > 40)
        for id in ids.compactMap({ $0["id"] as? String }) {
            #expect(catalog.contains(id), "\(id) is not in the SARIF catalog")
        }
        // No public repository yet: helpUri is left out rather than pointing nowhere.
        #expect(rules.allSatisfy { $0["helpUri"] == nil })
    }

    @Test func aCleanRunStillCarriesTheCatalog() throws {
        let result = try CLIRunner.run(["lint", "schemas", "--format", "sarif"])
        #expect(result.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        #expect(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"].map { ($0 as? [Any])?.count ?? 0 } ?? 0 > 40)
        #expect((run["automationDetails"] as? [String: String])?["id"] == "ckschema/lint/")
    }
}
