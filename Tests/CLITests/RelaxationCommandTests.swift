import CKSchemaCore
import CKSchemaTestSupport
import Foundation
import Testing

/// `check --base REVISION` end to end: a pull request that deletes a field and, in the same change,
/// relaxes the gate three ways passes without `--base`; with it, every relaxation is a finding at
/// its line, in every output format, and one that hides a finding of the same change is an error.
@Suite struct RelaxationCommandTests {
    /// The base: the example's versions 1–3 and a configuration that raises `unique_constraint`.
    /// The change: version 4 removes `Score.maxPoints` and leaves `Post.version` at 3; it lowers
    /// `unique_constraint`, suppresses the version-attribute finding and records the removal in the
    /// findings baseline.
    static func repository() throws -> TemporaryGitRepository {
        let repository = try TemporaryGitRepository()
        for version in 1...3 { try repository.copy(fromPackage: "schemas/v\(version).yaml", to: "schemas/v\(version).yaml") }
        try repository.write("ckschema.yaml", "version: 1\nrules:\n  unique_constraint: error\n")
        try repository.commit("base")
        let v3 = try String(contentsOf: repository.folder.appendingPathComponent("schemas/v3.yaml"), encoding: .utf8)
        try repository.write("schemas/v4.yaml", v3.replacingOccurrences(of: "version: 3\n", with: "version: 4\n")
            .replacingOccurrences(of: "      maxPoints: Int64 = 0\n", with: "")
            .replacingOccurrences(of: "schemaVersion: Int16 = 3", with: "schemaVersion: Int16 = 4"))
        try repository.write("ckschema.yaml", """
            version: 1
            rules:
              unique_constraint: warning
            suppressions:
              - rule: version_attribute_default_mismatch
                entity: Post
                attribute: version
                reason: posts keep their own version
            """)
        let baseline = try CLIRunner.run(["baseline"], in: repository.folder)
        try #require(baseline.status == 0, "\(baseline.stderr)")
        return repository
    }

    static let expected = [
        "ckschema.yaml:3:22: warning: the change lowers 'unique_constraint' to warning (error at HEAD) [relaxation.rule_weakened]",
        "ckschema.yaml:5:5: error: the change adds a suppression of 'version_attribute_default_mismatch' for 'Post.version'; it hides a finding of the same change [relaxation.suppression_added]",
        "ckschema-baseline.json:6:23: error: the change accepts 'field_no_delete' on 'Score.maxPoints' in the findings baseline; it hides a finding of the same change [relaxation.baseline_entry_added]",
    ]

    @Test func theGatePassesWithoutTheBaseAndFailsWithItOnRelaxationsThatHideFindings() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let quiet = try CLIRunner.run(["check"], in: repository.folder)
        #expect(quiet.status == 0, "\(quiet.stdout)\(quiet.stderr)")
        #expect(!quiet.stdout.contains("relaxation."))

        let text = try CLIRunner.run(["check", "--base", "HEAD"], in: repository.folder)
        #expect(text.status == 1, "a relaxation that hides the change's own finding fails the gate: \(text.stderr)")
        for line in Self.expected { #expect(text.stdout.contains(line), "\(line)\n\(text.stdout)") }
        let lenient = try CLIRunner.run(["check", "--base", "HEAD", "--fail-on", "never"], in: repository.folder)
        #expect(lenient.status == 0)
    }

    @Test func everyFormatCarriesThem() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        func run(_ format: String) throws -> String {
            let result = try CLIRunner.run(["check", "--base", "HEAD", "--format", format], in: repository.folder)
            #expect(result.status == 1, "\(format): \(result.stderr)")
            return result.stdout
        }
        let ids = ["relaxation.rule_weakened", "relaxation.suppression_added", "relaxation.baseline_entry_added"]

        let json = try #require(try JSONSerialization.jsonObject(with: Data(try run("json").utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]] ?? json["diagnostics"] as? [[String: Any]], "\(json.keys)")
        #expect(Set(findings.compactMap { $0["id"] as? String ?? $0["rule"] as? String }).isSuperset(of: ids))

        let github = try run("github")
        #expect(github.contains("::warning file=ckschema.yaml,line=3,"), "\(github)")
        #expect(github.contains("::error file=ckschema-baseline.json,line=6,"))
        #expect(github.contains("file=ckschema.yaml,line=5,"))

        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(try run("sarif").utf8)) as? [String: Any])
        let sarifRun = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        #expect(Set(results.compactMap { $0["ruleId"] as? String }).isSuperset(of: ids))
        // Each finding its own fingerprint, those about no element included (code scanning
        // would merge results that share one).
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?.values.first }
        #expect(fingerprints.count == results.count && Set(fingerprints).count == fingerprints.count, "\(fingerprints)")
        let rules = ((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        #expect(Set(rules.compactMap { $0["id"] as? String }).isSuperset(of: ids), "the rules' declarations travel with the results")

        let markdown = try run("markdown")
        #expect(markdown.contains("#### The change relaxes the gate (3)"), "\(markdown)")
        #expect(markdown.contains("- ⚠️ the change lowers 'unique\\_constraint' to warning (error at HEAD) · `ckschema.yaml:3:22`"), "\(markdown)")
        #expect(markdown.contains("The change relaxes the gate in 3 places"))

        let junit = try run("junit")
        for id in ids { #expect(junit.contains(id), "\(id) in \(junit)") }
        #expect(junit.contains("ckschema-baseline.json"))
    }

    /// The level is the base's: the change cannot switch the report of its own relaxation off.
    @Test func onlyTheBaseSetsTheLevel() throws {
        let repository = try TemporaryGitRepository()
        defer { repository.remove() }
        try repository.copy(fromPackage: "schemas/v1.yaml", to: "schemas/v1.yaml")
        try repository.write("ckschema.yaml", "version: 1\nrules:\n  relaxation.rule_weakened: error\n")
        try repository.commit("base")
        try repository.write("ckschema.yaml", "version: 1\nrules:\n  relaxation.rule_weakened: off\n  field_no_delete: note\n")
        let result = try CLIRunner.run(["check", "--base", "HEAD"], in: repository.folder)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("ckschema.yaml:3:3: error: the change switches 'relaxation.rule_weakened' off (warning at HEAD)") == false)
        #expect(result.stdout.contains("ckschema.yaml:3:29: error: the change switches 'relaxation.rule_weakened' off (error at HEAD) [relaxation.rule_weakened]"), "\(result.stdout)")
        #expect(result.stdout.contains("ckschema.yaml:4:20: error: the change lowers 'field_no_delete' to note (error at HEAD) [relaxation.rule_weakened]"))
    }

    @Test func adoptionRelaxesNothing() throws {
        let repository = try TemporaryGitRepository()
        defer { repository.remove() }
        try repository.copy(fromPackage: "schemas/v1.yaml", to: "schemas/v1.yaml")
        try repository.commit("base")
        try repository.write("ckschema.yaml", "version: 1\nrules:\n  field_no_delete: off\n")
        let result = try CLIRunner.run(["check", "--base", "HEAD"], in: repository.folder)
        #expect(result.status == 0, "\(result.stderr)")
        // What was checked: the version, and the configuration compared with no relaxation found.
        #expect(result.stdout.contains("checked 'WordErase' version 1 (schemas/v1.yaml)"), "\(result.stdout)")
        #expect(!result.stdout.contains("relaxation."))
    }

    @Test func theRevisionIsValidated() throws {
        let repository = try TemporaryGitRepository()
        defer { repository.remove() }
        try repository.copy(fromPackage: "schemas/v1.yaml", to: "schemas/v1.yaml")
        try repository.write("ckschema.yaml", "version: 1\n")
        try repository.commit("base")
        let dash = try CLIRunner.run(["check", "--base=--output=leak.txt"], in: repository.folder)
        #expect(dash.status == 2)
        #expect(dash.stderr.contains("error: the git revision '--output=leak.txt' starts with '-'; git would read it as an option [reference.invalid_revision]"))
        #expect(dash.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: repository.folder.appendingPathComponent("leak.txt").path))
        let missing = try CLIRunner.run(["check", "--base", "origin/main"], in: repository.folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("[reference.git_revision_missing]"))
    }
}
