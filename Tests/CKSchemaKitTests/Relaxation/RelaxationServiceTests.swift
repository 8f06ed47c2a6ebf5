import CKSchemaCore
@testable import CKSchemaKit
import CKSchemaProject
import CKSchemaRules
import CKSchemaStore
import CKSchemaTestSupport
import Foundation
import Testing

/// `check --base`: how a change relaxes the gate compared with its base, read with git.
@Suite struct RelaxationServiceTests {
    static func configuration(_ yaml: String) throws -> ProjectConfiguration {
        try ProjectConfiguration.parse(Array(yaml.utf8), file: "ckschema.yaml")
    }

    static func compare(base: String, change: String) throws -> [GateRelaxation] {
        RelaxationService.compare(base: try configuration(base), change: try configuration(change), baseName: "main",
                                  defaultSeverity: { RelaxationService.defaultSeverities[$0] })
    }

    @Test func rulesSwitchedOffOrLoweredAreRelaxationsAtTheirValue() throws {
        let found = try Self.compare(base: """
            version: 1
            rules:
              unique_constraint: error
              binary_without_external_storage: warning
            """, change: """
            version: 1
            rules:
              field_no_delete: off
              unique_constraint: warning
              binary_without_external_storage: error
              record_type_no_delete: error
            """)
        #expect(found.map(\.message) == [
            "the change switches 'field_no_delete' off (error at main)",
            "the change lowers 'unique_constraint' to warning (error at main)",
        ])
        #expect(found.map { $0.location?.description } == ["ckschema.yaml:3:20", "ckschema.yaml:4:22"])
        #expect(found.allSatisfy { $0.declaration.id == "relaxation.rule_weakened" })
    }

    /// A rule the base raised and the change no longer mentions falls back to its default: lower.
    @Test func droppingARaisedSettingLowersTheRule() throws {
        let found = try Self.compare(base: "version: 1\nrules:\n  binary_without_external_storage: error\n",
                                     change: "version: 1\nrules:\n  unique_constraint: error\n")
        #expect(found.map(\.message) == ["the change lowers 'binary_without_external_storage' to warning (error at main)"])
        #expect(found.first?.location?.description == "ckschema.yaml:2:1")
        #expect(try Self.compare(base: "version: 1\n", change: "version: 1\n").isEmpty)
    }

    @Test func suppressionsTheBaseLacksAreRelaxations() throws {
        let suppression = """
              - rule: field_no_delete
                entity: Score
                attribute: points
                reason: the app never reads it
            """
        let base = "version: 1\nsuppressions:\n" + suppression + "\n"
        #expect(try Self.compare(base: base, change: base).isEmpty)
        let found = try Self.compare(base: base, change: base + """
              - rule: unique_constraint
                entity: Article
                attribute: url
                version: 3
                reason: checked before insert
            """)
        #expect(found.map(\.message) == ["the change adds a suppression of 'unique_constraint' for 'Article.url' in version 3"])
        #expect(found.first?.location?.description == "ckschema.yaml:7:5")
    }

    @Test func baselineEntriesTheBaseLacksAreRelaxationsAtTheirLine() throws {
        let entry = { (rule: String, element: String) in
            FindingsBaseline.Entry(fingerprint: "\(rule)|M|\(element)|2", rule: rule, model: "M", element: element, version: 2, message: "m")
        }
        let base = FindingsBaseline(findings: [entry("field_no_delete", "A.a")])
        let change = FindingsBaseline(findings: [entry("field_no_delete", "A.a"), entry("unique_constraint", "B.b")])
        let text = try change.rendered()
        let found = RelaxationService.compare(base: base, change: .init(baseline: change, file: "ckschema-baseline.json", text: text),
                                              baseName: "main")
        #expect(found.map(\.message) == ["the change accepts 'unique_constraint' on 'B.b' in the findings baseline"])
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("unique_constraint|M|B.b|2") }.map { $0 + 1 }
        #expect(found.first?.location?.line == line)
        #expect(found.first?.location?.column == 23)
        #expect(RelaxationService.compare(base: nil, change: nil, baseName: "main").isEmpty)
    }

    /// Levels come from the base's `rules:` only: the change can neither raise, lower nor silence
    /// the report of its own relaxation.
    @Test func theLevelIsTheBases() throws {
        let relaxation = try #require(try Self.compare(base: "version: 1\n", change: "version: 1\nrules:\n  field_no_delete: off\n").first)
        #expect(relaxation.finding(levels: RuleSettings())?.severity == .warning)
        #expect(relaxation.finding(levels: RuleSettings(rules: ["relaxation.rule_weakened": .severity(.error)]))?.severity == .error)
        #expect(relaxation.finding(levels: RuleSettings(rules: ["relaxation.rule_weakened": .off])) == nil)
    }

    // MARK: Read with git

    func project(_ repository: TemporaryGitRepository) throws -> Project {
        try Project.load(from: repository.folder.path)
    }

    func relaxations(_ repository: TemporaryGitRepository, since base: String = "HEAD") throws -> RelaxationService.Outcome {
        try RelaxationService(project: try project(repository)).relaxations(since: base)
    }

    @Test func theBaseIsReadAtTheRevision() throws {
        let repository = try TemporaryGitRepository()
        defer { repository.remove() }
        try repository.write("ckschema.yaml", "version: 1\nrules:\n  relaxation.rule_weakened: error\n")
        try repository.commit("base")
        try repository.write("ckschema.yaml", "version: 1\nrules:\n  field_no_delete: off\n  relaxation.rule_weakened: off\n")
        let outcome = try relaxations(repository)
        // The change's own `relaxation.rule_weakened: off` is a relaxation too, and sets no level.
        #expect(outcome.findings.map(\.message) == [
            "the change switches 'field_no_delete' off (error at HEAD)",
            "the change switches 'relaxation.rule_weakened' off (error at HEAD)",
        ])
        #expect(outcome.findings.allSatisfy { $0.severity == .error })
        #expect(outcome.findings.allSatisfy { $0.location?.file.hasSuffix("ckschema.yaml") == true })
    }

    /// Adopting ckschema: the base has no `ckschema.yaml`, so nothing is a relaxation.
    @Test func adoptionRelaxesNothing() throws {
        let repository = try TemporaryGitRepository()
        defer { repository.remove() }
        try repository.write("README", "app\n")
        try repository.commit("base")
        try repository.write("ckschema.yaml", "version: 1\nrules:\n  field_no_delete: off\n")
        try repository.write("ckschema-baseline.json", try FindingsBaseline(findings: [
            .init(fingerprint: "f|M|A.a|2", rule: "f", model: "M", element: "A.a", version: 2, message: "m"),
        ]).rendered())
        #expect(try relaxations(repository).relaxations.isEmpty)
        // The same change is compared once the base has a configuration: the switch-off is found.
        try repository.write("ckschema.yaml", "version: 1\n")
        try repository.commit("configured")
        try repository.write("ckschema.yaml", "version: 1\nrules:\n  field_no_delete: off\n")
        #expect(try relaxations(repository).relaxations.map(\.message) == [
            "the change switches 'field_no_delete' off (error at HEAD)",
        ])
    }

    @Test(arguments: ["--output=leak.txt", "-p"])
    func anOptionShapedRevisionIsRefused(revision: String) throws {
        let repository = try TemporaryGitRepository()
        defer { repository.remove() }
        try repository.write("ckschema.yaml", "version: 1\n")
        try repository.commit("base")
        let error = try #require(throws: InputError.self) { try relaxations(repository, since: revision) }
        #expect(error.diagnostics.map(\.id) == ["reference.invalid_revision"])
        #expect(!FileManager.default.fileExists(atPath: repository.folder.appendingPathComponent("leak.txt").path))
    }

    @Test func aMissingRevisionSaysHowToFetchIt() throws {
        let repository = try TemporaryGitRepository()
        defer { repository.remove() }
        try repository.write("ckschema.yaml", "version: 1\n")
        try repository.commit("base")
        let error = try #require(throws: InputError.self) { try relaxations(repository, since: "origin/main") }
        #expect(error.diagnostics.map(\.id) == ["reference.git_revision_missing"])
    }

    /// `check --base`: the relaxations are findings of the check, past the change's own baseline
    /// and suppressions.
    @Test func checkReportsThemPastTheChangesBaseline() throws {
        let repository = try TemporaryGitRepository()
        defer { repository.remove() }
        try repository.copy(fromPackage: "schemas/v1.yaml", to: "schemas/v1.yaml")
        try repository.copy(fromPackage: "schemas/v2.yaml", to: "schemas/v2.yaml")
        try repository.write("ckschema.yaml", "version: 1\n")
        try repository.commit("base")
        try repository.write("ckschema.yaml", "version: 1\nrules:\n  field_no_delete: off\n")
        let project = try project(repository)
        let service = CheckService(project: project) { _ in throw InputError(StoreProblems.missing, message: "no store") }
        let without = try service.check()
        #expect(!without.findings.diagnostics.contains { $0.id.hasPrefix("relaxation.") })
        let outcome = try service.check(base: "HEAD")
        #expect(outcome.relaxations.count == 1)
        #expect(outcome.findings.diagnostics.filter { $0.id == "relaxation.rule_weakened" }.count == 1)
    }

    /// What `check --base` reads from the base and what it reports the change moving are one set
    /// of keys: every key the report compares is taken from the base, so none can be moved
    /// unreported or reported without effect.
    @Test func theGateReadsFromTheBaseEveryKeyItReportsMoved() throws {
        var base = ProjectConfiguration()
        base.schemas = "base-schemas"
        base.coreData = "Base/Model.xcdatamodeld"
        base.swiftData = "Base/Models"
        base.swift = ["Base/Swift"]
        base.entitlements = ["Base/App.entitlements"]
        base.coreDataVersions = ["Model", "Model 2"]
        base.baseline = "base-baseline.json"
        base.platforms = [.iOS, .watchOS]
        base.scopes = [ScopeOverride(entity: "Cache", scope: .local, reason: "a cache")]
        var change = ProjectConfiguration()
        change.scopes = [ScopeOverride(entity: "Other", scope: .synced, reason: "x")]
        let read = Project(configuration: change).readingGateInputs(of: base).configuration
        let keys = RelaxationService.inputKeys(base)
        #expect(keys.allSatisfy { $0.value != nil } && keys.count == 8)
        #expect(RelaxationService.inputKeys(read).map(\.value) == keys.map(\.value))
        #expect(read.scopes == base.scopes)
        // And each of them, set otherwise by the change, is reported.
        #expect(RelaxationService.inputs(base: base, change: change, baseName: "main").count == keys.count)
    }
}
