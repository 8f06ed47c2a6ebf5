import CKSchemaCKDB
import CKSchemaCore
@testable import CKSchemaKit
import CKSchemaStore
import CKSchemaTestSupport
import Foundation
import Testing
@testable import ckschema

/// The local store's workflows (`dev init`, `promote`, `dev query`, `env import`) as services, and
/// the text the commands print for them.
@Suite struct LocalStoreTextTests {
    static let withNote = """
        model: Shop
        version: 1
        entities:
          Item:
            attributes:
              title: String = ""
              note: String?

        """
    static let withoutNote = """
        model: Shop
        version: 2
        entities:
          Item:
            attributes:
              title: String = ""

        """

    /// A project folder with the given schema files, its store at `.ckschema/state.sqlite`.
    struct Fixture {
        var root: URL
        var project: Project
        var storePath: String
        let stamp = LogStamp(actor: "tester")

        init(_ files: [String: String]) throws {
            root = try TemporaryFolder.make("ckschema-test")
            let schemas = root.appendingPathComponent("schemas")
            try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
            for (name, text) in files {
                try text.write(to: schemas.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            project = try Project.load(from: root.path)
            storePath = root.appendingPathComponent(".ckschema/state.sqlite").path
            try FileManager.default.createDirectory(atPath: (storePath as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
        }

        func schema(_ name: String) throws -> Schema {
            try SchemaLoader.load(contentsOf: root.appendingPathComponent("schemas/\(name)").path)
        }

        func store() throws -> EnvironmentStore { try EnvironmentStore(path: storePath) }

        @discardableResult
        func initialize(_ name: String) throws -> DevelopmentInitOutcome {
            try DevelopmentService.initialize(try schema(name), project: project, stamp: stamp) { try store() }
        }

        func promote(dryRun: Bool = false, confirm: ((PromotionPlan) -> Bool?)? = nil) throws -> PromoteOutcome {
            try PromoteService(project: project, store: try store()).run(dryRun: dryRun, output: nil, stamp: stamp, confirm: confirm)
        }
    }

    @Test func devInitProvisionsAndSaysWhereAndWhat() throws {
        let fixture = try Fixture(["v1.yaml": Self.withNote])
        guard case .initialized(let report, let storePath) = try fixture.initialize("v1.yaml") else {
            Issue.record("dev init did not provision"); return
        }
        #expect(storePath == fixture.storePath)
        #expect(report.additions.map(\.description).contains { $0.contains("CD_Item") })
        let text = DevelopmentText.initialized(report, storePath: storePath)
        #expect(text.hasPrefix("local development store: model 'Shop' version 1 (\(fixture.storePath)); CloudKit is unchanged\n"))
        #expect(text.contains("created "))
        #expect(text.hasSuffix("wrote and deleted 2 representative records (CD_Item, Users)\n"))
    }

    @Test func devInitRefusesLintErrorsWithoutOpeningTheStore() throws {
        let fixture = try Fixture(["v1.yaml": "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      title: String\n"])
        var opened = false
        let refusal = #expect(throws: LintRefusal.self) {
            try DevelopmentService.initialize(try fixture.schema("v1.yaml"), project: fixture.project,
                                              stamp: fixture.stamp) { opened = true; return try fixture.store() }
        }
        #expect(refusal?.errors.isEmpty == false)
        #expect(refusal?.files == [fixture.root.appendingPathComponent("schemas/v1.yaml").path])
        #expect(!opened)
        #expect(!FileManager.default.fileExists(atPath: fixture.storePath))
    }

    @Test func devStatusJudgesDevelopmentByProductionsRules() throws {
        let fixture = try Fixture(["v1.yaml": Self.withNote])
        try fixture.initialize("v1.yaml")
        #expect(try DevelopmentService.status(fixture.store()).plan.violations.isEmpty)
        // Production (imported from a real export) has `CD_title` as a number: development's is a string.
        let text = "DEFINE SCHEMA\n    RECORD TYPE CD_Item (\n        CD_title INT64\n    );\n"
        _ = try fixture.store().importSchema(try CKDBParser.parse(text), contentHash: "sha256:test", file: "prod.ckdb",
                                             into: .production, stamp: fixture.stamp)
        #expect(try DevelopmentService.status(fixture.store()).plan.violations.map(\.id) == ["field_same_type"])
    }

    @Test func devSeedReadsTheFileAndRefusesAMissingOne() throws {
        let fixture = try Fixture(["v1.yaml": Self.withNote])
        try fixture.initialize("v1.yaml")
        let seeds = fixture.root.appendingPathComponent("seed.yaml")
        try "Item: [{title: first}, {title: second, note: hi}]\n".write(to: seeds, atomically: true, encoding: .utf8)
        let report = try DevelopmentService.seed(seeds.path, stamp: fixture.stamp) { try fixture.store() }
        #expect(DevelopmentText.seeded(report).contains("inserted 2 records into 'CD_Item'"))
        let missing = #expect(throws: InputError.self) {
            try DevelopmentService.seed(fixture.root.appendingPathComponent("none.yaml").path, stamp: fixture.stamp) {
                Issue.record("the store was opened for a file that cannot be read")
                return try fixture.store()
            }
        }
        #expect(missing?.diagnostics.first?.id == SeedProblems.unreadable.id)
    }

    @Test func aDryRunChangesNothingAndTheConfirmationDecides() throws {
        let fixture = try Fixture(["v1.yaml": Self.withNote])
        try fixture.initialize("v1.yaml")
        guard case .previewed(let plan, let deployPath) = try fixture.promote(dryRun: true) else {
            Issue.record("a dry run did more than preview"); return
        }
        #expect(plan.isAllowed && plan.hasChanges && deployPath == nil)
        #expect(PromotionText.plan(plan).contains("will become permanent in the local production store:\n"))
        #expect(try fixture.store().version(of: .production).isEmpty)

        var asked: [PromotionPlan] = []
        guard case .unconfirmed = try fixture.promote(confirm: { asked.append($0); return nil }) else {
            Issue.record("no answer did not refuse"); return
        }
        guard case .cancelled = try fixture.promote(confirm: { _ in false }) else { Issue.record("no did not cancel"); return }
        #expect(asked.count == 1 && asked[0].hasChanges)
        #expect(try fixture.store().version(of: .production).isEmpty)
    }

    @Test func aPromotionWritesTheProductionCKDBNextToTheStore() throws {
        let fixture = try Fixture(["v1.yaml": Self.withNote])
        try fixture.initialize("v1.yaml")
        guard case .promoted(let result) = try fixture.promote(confirm: { _ in true }) else {
            Issue.record("the promotion did not apply"); return
        }
        let file = fixture.root.appendingPathComponent(".ckschema/production.ckdb").path
        #expect(result.writtenFile == file && !result.cloudKitConfigured && result.deployPath == nil)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("CD_Item"))
        let text = PromotionText.promoted(result)
        #expect(text.hasPrefix("promoted model 'Shop' version 1 to the local production store (log entry #\(result.logEntryID)); CloudKit is unchanged\n"))
        #expect(text.hasSuffix("wrote \(file): the local production store's schema (to deploy it, import it into CloudKit development and use the CloudKit Console's 'Deploy Schema Changes')\n"))

        guard case .previewed(let again, _) = try fixture.promote() else { Issue.record("nothing to promote applied"); return }
        #expect(!again.hasChanges)
        #expect(PromotionText.plan(again).contains("nothing to promote: "))
    }

    @Test func aPromotionThatRanMeanwhileIsRechecked() throws {
        let fixture = try Fixture(["v1.yaml": Self.withNote])
        try fixture.initialize("v1.yaml")
        // While the first one waits for its answer, another promotion of the same store runs.
        let outcome = try fixture.promote(confirm: { _ in
            guard case .promoted = try? fixture.promote() else { Issue.record("the concurrent promotion failed"); return false }
            return true
        })
        guard case .rechecked(let plan) = outcome else { Issue.record("the re-check did not report"); return }
        #expect(plan.isAllowed && !plan.hasChanges)
    }

    @Test func productionRulesRefuseAPromotionThatDropsADeployedField() throws {
        let fixture = try Fixture(["v1.yaml": Self.withNote, "v2.yaml": Self.withoutNote])
        try fixture.initialize("v1.yaml")
        _ = try fixture.promote()
        try fixture.initialize("v2.yaml")
        guard case .previewed(let plan, let deployPath) = try fixture.promote() else {
            Issue.record("a refused promotion applied"); return
        }
        #expect(!plan.isAllowed && deployPath == nil)
        #expect(plan.violations.map(\.id).contains("field_no_delete"))
        #expect(PromotionText.plan(plan).contains("the local production store would refuse (as CloudKit production would):\n  error: "))
        #expect(try fixture.store().version(of: .production).version == 1)
    }

    @Test func resetWordsAnEmptyProductionByItsStateNotItsText() throws {
        let fixture = try Fixture(["v1.yaml": Self.withNote])
        try fixture.initialize("v1.yaml")
        let empty = try fixture.store().resetDevelopment(stamp: fixture.stamp)
        #expect(empty.version.isEmpty)
        #expect(DevelopmentText.reset(empty).hasPrefix("local development store reset to an empty schema (nothing promoted yet); CloudKit is unchanged\n"))
        try fixture.initialize("v1.yaml")
        _ = try fixture.promote()
        let promoted = try fixture.store().resetDevelopment(stamp: fixture.stamp)
        #expect(!promoted.version.isEmpty)
        #expect(DevelopmentText.reset(promoted).hasPrefix("local development store reset to the local production store (model 'Shop' version 1); CloudKit is unchanged\n"))
    }

    @Test func queryReadsDevelopmentRecordsAndCountsThem() throws {
        let fixture = try Fixture(["v1.yaml": Self.withNote])
        try fixture.initialize("v1.yaml")
        let result = try DevelopmentService.query(try fixture.store(), recordType: "Item", where: [], compatibleWith: nil,
                                                  model: nil) { try fixture.project.nextBuildHistory(model: $0) }
        #expect(result.records.isEmpty && result.versionFilter == nil)
        #expect(DevelopmentText.records(result) == "0 records of '\(result.recordType)' in the local development store\n")
        #expect(DevelopmentText.recordsJSON(result) == "[]\n")
        #expect(DevelopmentText.text(.text("two words")) == "\"two words\"")
        #expect(DevelopmentText.text(.bytes(Data([1, 2]))) == "<2 bytes>")
    }

    @Test func envImportMakesAnExportTheLocalProduction() throws {
        let source = try Fixture(["v1.yaml": Self.withNote])
        try source.initialize("v1.yaml")
        guard case .promoted(let result) = try source.promote(), let file = result.writtenFile else {
            Issue.record("no export to import"); return
        }
        let target = try Fixture([:])
        #expect(EnvironmentText.history(try target.store().log(of: nil), verbose: false) == "the local store's log has no entries yet\n")
        let imported = try EnvironmentService.importProduction(file, stamp: target.stamp) { try target.store() }
        #expect(imported.recordTypeCount >= 1)
        #expect(EnvironmentText.imported(imported).hasPrefix("imported '\(file)' into the local production store (\(imported.recordTypeCount) record types)\nadded "))
        let history = EnvironmentText.history(try target.store().log(of: nil), verbose: false)
        #expect(history.hasPrefix("#1 ") && history.contains(" production ") && history.contains(" by tester "))
    }

    @Test func versionsListEachVersionWithItsState() throws {
        let fixture = try Fixture(["v1.yaml": Self.withNote])
        let (versions, missing, sourceModel) = try ReleaseService(project: fixture.project).versions()
        #expect(sourceModel == nil)
        #expect(VersionsText.render(versions, missing: missing) == "Shop\t1\t\(versions[0].schema.file ?? "")\tdraft\n")
    }
}

extension LocalStoreTextTests {
    @Test func diffResolvesVersionNumbersAndRefusesAnExport() throws {
        let fixture = try Fixture(["v1.yaml": Self.withNote, "v2.yaml": Self.withoutNote])
        let report = try DiffService.diff(old: "1", new: "2", schemasFolder: fixture.project.schemasDirectory())
        #expect(report.highestImpact >= .breaking)
        try fixture.initialize("v1.yaml")
        guard case .promoted(let result) = try fixture.promote(), let file = result.writtenFile else {
            Issue.record("no export"); return
        }
        #expect(throws: InputError.self) { try DiffService.diff(old: file, new: "2", schemasFolder: fixture.project.schemasDirectory()) }
    }

    @Test func aSingleVersionHasNothingToPlan() throws {
        let fixture = try Fixture(["v1.yaml": Self.withNote])
        let history = try fixture.project.schemasHistory(schemas: nil, model: nil)
        #expect(try PlanText.plans(history, in: fixture.project, markdown: false) == "'Shop' has a single version: nothing to plan\n")
        let two = try Fixture(["v1.yaml": Self.withNote, "v2.yaml": Self.withoutNote])
        let markdown = try PlanText.plans(try two.project.schemasHistory(schemas: nil, model: nil), in: two.project, markdown: true)
        #expect(markdown.contains("\n<details><summary>The migration plans</summary>\n\n") && markdown.hasSuffix("\n</details>\n"))
    }

    @Test func aMissingStoreIsInvalidInputAndNotCreated() throws {
        let fixture = try Fixture([:])
        #expect(throws: InputError.self) { try EnvironmentService.existingSchema(of: .production, storePath: fixture.storePath) }
        #expect(!FileManager.default.fileExists(atPath: fixture.storePath))
    }
}

extension LocalStoreTextTests {
    @Test func releaseAndNewVersionSayWhatTheyLockedAndWrote() throws {
        #expect(ReleaseText.released([.released(model: "Shop", version: 2), .alreadyReleased(model: "Shop", version: 1)],
                                     lockFile: "schemas/ckschema.lock")
                == "released Shop version 2: locked in schemas/ckschema.lock\nShop version 1 is already released with this content\n")
        let fixture = try Fixture(["v1.yaml": Self.withNote])
        let outcome = try NewVersionService(project: fixture.project).start(model: nil, schemas: nil)
        #expect(ReleaseText.started(outcome) == "wrote \(outcome.file): version 2 of 'Shop', from \(outcome.source)\nnext: edit it, then 'ckschema check'\n")
    }
}

extension LocalStoreTextTests {
    @Test func theStorePathIsTheOptionThenTheEnvironmentThenTheConfiguration() throws {
        let project = try Fixture([:]).project
        #expect(project.storePath("given.sqlite", environment: ["CKSCHEMA_STATE": "env.sqlite"]) == "given.sqlite")
        #expect(project.storePath(nil, environment: ["CKSCHEMA_STATE": "env.sqlite"]) == "env.sqlite")
        let configured = project.storePath(nil, environment: ["CKSCHEMA_STATE": ""])
        #expect(configured.hasSuffix(".ckschema/state.sqlite"))
    }
}

extension LocalStoreTextTests {
    /// `release` with neither versions nor a model is a usage error (nil); versions lock the YAML.
    @Test func releaseRunsTheVersionsGivenOrNothing() throws {
        let fixture = try Fixture(["v1.yaml": Self.withNote])
        let service = ReleaseService(project: fixture.project)
        #expect(try service.run([]) == nil)
        let release = try #require(try service.run([1]))
        #expect(release.source == nil && release.written.isEmpty)
        #expect(ReleaseText.released(release) == "released Shop version 1: locked in \(release.lockFile)\n")
        #expect(ReleaseText.released(try #require(try service.run([1]))) == "Shop version 1 is already released with this content\n")
    }
}
